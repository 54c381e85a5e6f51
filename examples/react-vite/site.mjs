export default {
  title: 'React 19 + Vite 7 (TypeScript), the package bundled from npm',
  why: 'Vite 7.3 (8.x is the latest on npm): Vite 7 runs on Node ^20.19, CI has Node 20',
  steps: [
    { run: 'npm run typecheck' },
    { run: 'npx tsc -p tsconfig.wrong.json', expect: 'fail', output: /klondike[\s\S]*KeyboardEvent/ },
    { run: 'npm run build' },
  ],
  serve: 'dist',
  // Its pages played again under the dev server.
  dev: 'npx vite --host 127.0.0.1 --port {port} --strictPort',
  pages: [
    {
      path: '/',
      variant: 'carthage',
      heard: '#heard',
      // The button sets `variant` from React state: the element must follow it.
      async extra({ page }) {
        await page.click('button');
        await page.waitForFunction(() => document.querySelector('carpet-solitaire').snapshot.variant === 'carpet', {
          timeout: 10000,
        });
      },
    },
  ],
};
