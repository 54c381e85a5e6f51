// Drop-in bundle: dist/carpet-solitaire.js, one self-contained minified ES module that registers
// <carpet-solitaire>. Input is tsc's output (`tsc -p tsconfig.build.json` writes dist/lib/).
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

export default {
  input: 'dist/lib/carpet-solitaire.js',
  output: {
    file: 'dist/carpet-solitaire.js',
    format: 'es',
    sourcemap: false,
  },
  // Bundle lit and xstate too: nothing stays external.
  external: [],
  plugins: [
    nodeResolve({
      browser: true,
      // 'production' picks Lit's production build (no dev-mode warnings, smaller).
      exportConditions: ['production', 'browser', 'import', 'module', 'default'],
    }),
    terser({
      ecma: 2020,
      module: true,
      compress: { passes: 2 },
      format: { comments: false },
    }),
  ],
  onwarn(warning, warn) {
    // TypeScript's __decorate helper uses top-level `this`: harmless in an ES module.
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};
