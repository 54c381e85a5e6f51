import { defineConfig } from 'vitepress';

export default defineConfig({
  title: 'Carpet Solitaire in VitePress',
  // vitepress dev adds this link from script, after the browser has asked for /favicon.ico: public/ has both.
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  // Vue must leave <carpet-solitaire> to the browser, in Markdown pages and components alike.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'carpet-solitaire' } } },
  // The package's analysis worker loads each game's solver by import(): Vite's default worker format, iife,
  // cannot split a worker, and the build fails ("Invalid value \"iife\" for option \"worker.format\"").
  // Pre-bundling (vitepress dev) moves the package, and the worker's new URL(…, import.meta.url) misses.
  vite: { worker: { format: 'es' }, optimizeDeps: { exclude: ['carpet-solitaire'] } },
});
