'use client';
import { useEffect, useState } from 'react';

/** The site's dark mode switch, as next-themes writes it: a class and `color-scheme` on <html>. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<'light' | 'dark' | undefined>(undefined);
  useEffect(() => {
    if (!theme) return;
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return (
    <button type="button" id="theme-toggle" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
      {theme === 'dark' ? 'Light' : 'Dark'} mode
    </button>
  );
}
