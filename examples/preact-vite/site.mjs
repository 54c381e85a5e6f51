export default {
  title: 'Preact 11 + Vite 7 (TypeScript), the package bundled from npm, its Preact JSX types',
  why: 'no Preact plugin: Vite compiles the JSX for Preact as tsconfig.json says',
  steps: [
    { run: 'npm run typecheck' },
    { run: 'npx tsc -p tsconfig.wrong.json', expect: 'fail', output: /klondike[\s\S]*KeyboardEvent/ },
    { run: 'npm run build' },
  ],
  serve: 'dist',
  pages: [
    {
      path: '/',
      variant: 'carthage',
      heard: '#heard',
      // The button sets `variant` from Preact state: the element must follow it.
      async extra({ page }) {
        await page.click('button');
        await page.waitForFunction(() => document.querySelector('carpet-solitaire').snapshot.variant === 'carpet', {
          timeout: 10000,
        });
      },
    },
  ],
};
