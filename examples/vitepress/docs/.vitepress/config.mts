import { defineConfig } from 'vitepress';

export default defineConfig({
  title: 'Carpet Solitaire in VitePress',
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  // Vue must leave <carpet-solitaire> to the browser, in Markdown pages and components alike.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'carpet-solitaire' } } },
  // Until the package's npm build names its game and solver chunks by plain import()s: Vite leaves
  // import(`./${variant}/index.js`) in node_modules untouched (404), and a worker that splits needs ES format.
  vite: { build: { dynamicImportVarsOptions: { exclude: [] } }, worker: { format: 'es' } },
});
