export default {
  title: 'React 19 + Vite 7 (TypeScript), the package bundled from npm',
  why: 'Vite 8 is out; Vite 7 is the line most React apps are on, and runs on Node ^20.19',
  steps: [
    { run: 'npm run typecheck' },
    { run: 'npx tsc -p tsconfig.wrong.json', expect: 'fail', output: /klondike/ },
    { run: 'npm run build' },
  ],
  serve: 'dist',
  pages: [
    {
      path: '/',
      variant: 'carthage',
      heard: '#heard',
      // The button sets `variant` from React state: the element must follow it.
      async extra({ page }) {
        await page.click('button');
        await page.waitForFunction(
          () => document.querySelector('carpet-solitaire').snapshot.variant === 'carpet',
          { timeout: 10000 },
        );
      },
    },
  ],
};
