export default {
  title: 'VitePress 1.6 (Vue) with a Markdown page and a Vue component',
  why: 'VitePress 2 is still an alpha',
  steps: [
    { run: 'npm run typecheck' },
    {
      run: 'npm run typecheck:wrong',
      expect: 'fail',
      output: /klondike[\s\S]*KeyboardEvent|KeyboardEvent[\s\S]*klondike/,
    },
    { run: 'npm run build' },
  ],
  serve: 'docs/.vitepress/dist',
  // Its pages played again under the dev server.
  dev: 'npx vitepress dev docs --host 127.0.0.1 --port {port}',
  pages: [
    {
      path: '/play.html',
      variant: 'carthage',
      heard: '#heard',
      // The component's button sets the variant property from a ref: the element deals Carpet.
      async extra({ page }) {
        const button = await page.waitForSelector('xpath/.//button[contains(., "Play Carpet")]');
        await button.click();
        await page.waitForFunction(
          () => {
            const game = document.querySelector('carpet-solitaire');
            return game.snapshot.variant === 'carpet' && game.snapshot.phase !== 'loading';
          },
          { timeout: 10_000 },
        );
      },
    },
    { path: '/tag.html', variant: 'cadogan-carpet' },
  ],
};
