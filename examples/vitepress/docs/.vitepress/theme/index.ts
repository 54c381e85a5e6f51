import DefaultTheme from 'vitepress/theme';
import type { Theme } from 'vitepress';

export default {
  extends: DefaultTheme,
  async enhanceApp() {
    // In the browser only (the server writes the tag as plain HTML), and before the page mounts.
    if (!import.meta.env.SSR) await import('carpet-solitaire');
  },
} satisfies Theme;
