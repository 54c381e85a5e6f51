// The benchmark's build of the element: the drop-in bundle (dist/carpet-solitaire.js) minus the one module
// that registers the tag (src/carpet-solitaire.ts), so a page can time customElements.define itself.
// scripts/bench.mjs bundles it in memory with rollup.config.mjs's plugins (never written to disk).
export { CarpetSolitaire } from '../dist/lib/carpet-solitaire.component.js';
