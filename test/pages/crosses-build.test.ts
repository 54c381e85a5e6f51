import '../support/clean-storage.js';
import { crossesChecks } from '../element/crosses-checks.js';

/**
 * The Carpet's crosses, hidden from assistive technology in the drop-in build readers load: this page
 * imports /dist/carpet-solitaire.js only (never the source's element), so the minified styles are the
 * ones checked. Skipped before `npm run build`.
 */
const BUILD = '/dist/carpet-solitaire.js';

describe("The Carpet's crosses, for the eye only (the drop-in build)", () => {
  before(async function () {
    const head = await fetch(BUILD, { method: 'HEAD' });
    if (!head.ok) {
      console.warn(`crosses-build.test: ${BUILD} is missing (run \`npm run build\`); skipping`);
      this.skip();
    }
    await import(/* @vite-ignore */ BUILD);
    await customElements.whenDefined('carpet-solitaire');
  });

  crossesChecks();
});
