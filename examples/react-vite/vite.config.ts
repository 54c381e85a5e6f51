import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The package loads each game with import(`./${variant}/index.js`), which Vite leaves alone in
  // node_modules by default: the games would 404 in the build.
  build: { dynamicImportVarsOptions: { exclude: [] } },
  // The analysis worker loads each game's solver lazily; Vite's default iife worker cannot split.
  worker: { format: 'es' },
  // Pre-bundling (vite dev) moves the package, and the worker's new URL(…, import.meta.url) misses.
  optimizeDeps: { exclude: ['carpet-solitaire'] },
});
