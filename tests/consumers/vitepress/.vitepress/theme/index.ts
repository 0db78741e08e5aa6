import DefaultTheme from 'vitepress/theme';
import type { Theme } from 'vitepress';
import 'docs-widgets/themes/vitepress.css';

export default {
  extends: DefaultTheme,
  enhanceApp() {
    // In the browser only: the lazy loader defines the tags each page uses, as it shows them.
    if (!import.meta.env.SSR) void import('docs-widgets/loader');
  },
} satisfies Theme;
