import type { ReactNode } from 'react';
import { ThemeToggle } from '../components/theme-toggle';
import 'docs-widgets/themes/nextra.css';
import './site.css';

export const metadata = { title: 'Docs with docs-widgets' };

export default function Layout({ children }: { children: ReactNode }) {
  return (
    // next-themes' way, as Nextra and Fumadocs use it: a `dark` class and `color-scheme` on <html>.
    <html lang="en" suppressHydrationWarning>
      <body>
        <ThemeToggle />
        <main>{children}</main>
      </body>
    </html>
  );
}
