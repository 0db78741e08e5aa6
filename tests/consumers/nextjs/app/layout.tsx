import type { ReactNode } from 'react';
import Link from 'next/link';
import { ThemeToggle } from '../components/theme-toggle';
import 'docs-widgets/themes/nextra.css';
import './site.css';

export const metadata = { title: 'Docs with docs-widgets' };

export default function Layout({ children }: { children: ReactNode }) {
  return (
    // next-themes' way, as Nextra and Fumadocs use it: a `dark` class and `color-scheme` on <html>.
    <html lang="en" suppressHydrationWarning>
      <body>
        <nav>
          <Link href="/">Server component page</Link> <Link href="/client/">Client component page</Link> <ThemeToggle />
        </nav>
        <main>{children}</main>
      </body>
    </html>
  );
}
