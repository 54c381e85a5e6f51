import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';

export default defineConfig({
  integrations: [mdx()],
  // The package's analysis worker loads each game's solver by import(): Vite's default worker format, iife,
  // cannot split a worker, and the build fails ("Invalid value \"iife\" for option \"worker.format\"").
  // Pre-bundling (astro dev) moves the package, and the worker's new URL(…, import.meta.url) misses.
  vite: { worker: { format: 'es' }, optimizeDeps: { exclude: ['carpet-solitaire'] } },
});
