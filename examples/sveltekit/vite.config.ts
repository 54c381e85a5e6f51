import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [sveltekit()],
  // The analysis worker loads each game's solver lazily; Vite's default iife worker cannot split.
  worker: { format: 'es' },
  // Pre-bundling (vite dev) moves the package, and the worker's new URL(…, import.meta.url) misses.
  optimizeDeps: { exclude: ['carpet-solitaire'] },
});
