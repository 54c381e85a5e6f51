import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';

export default defineConfig({
  integrations: [mdx()],
  // Until the package's npm build names its game and solver chunks by plain import()s: Vite leaves
  // import(`./${variant}/index.js`) in node_modules untouched (404), and a worker that splits needs ES format.
  vite: { build: { dynamicImportVarsOptions: { exclude: [] } }, worker: { format: 'es' } },
});
