import '../support/clean-storage.js';
import { notesFitChecks } from '../element/notes-fit-checks.js';

/**
 * Every note and count fits its pile in the drop-in build readers load: this page imports
 * /dist/carpet-solitaire.js only (never the source's element). Skipped before `npm run build`.
 */
const BUILD = '/dist/carpet-solitaire.js';

describe('every note fits its pile, in every game and language, at 320, 360 and 1000 px (the drop-in build)', () => {
  before(async function () {
    const head = await fetch(BUILD, { method: 'HEAD' });
    if (!head.ok) {
      console.warn(`notes-fit-build.test: ${BUILD} is missing (run \`npm run build\`); skipping`);
      this.skip();
    }
    await import(/* @vite-ignore */ BUILD);
    await customElements.whenDefined('carpet-solitaire');
  });

  notesFitChecks();
});
