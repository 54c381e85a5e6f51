import { defineConfig } from 'vite';

// No Preact plugin: Vite's esbuild compiles the JSX for Preact as tsconfig.json says (jsxImportSource).
export default defineConfig({
  // The analysis worker loads each game's solver lazily; Vite's default iife worker cannot split.
  worker: { format: 'es' },
  // Pre-bundling (vite dev) moves the package, and the worker's new URL(…, import.meta.url) misses.
  optimizeDeps: { exclude: ['carpet-solitaire'] },
});
