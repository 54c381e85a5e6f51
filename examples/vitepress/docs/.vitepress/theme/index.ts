import DefaultTheme from 'vitepress/theme';
import type { Theme } from 'vitepress';

export default {
  extends: DefaultTheme,
  async enhanceApp() {
    // The element needs a browser: define it on the client only, before the page mounts.
    if (!import.meta.env.SSR) await import('carpet-solitaire');
  },
} satisfies Theme;
