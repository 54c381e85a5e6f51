import '../support/clean-storage.js';
import { expect } from '@open-wc/testing';
import { notesFitChecks } from '../element/notes-fit-checks.js';

/**
 * Every note and count fits its pile in the drop-in build readers load: this page imports
 * /dist/carpet-solitaire.js only (never the source's element).
 */
const BUILD = '/dist/carpet-solitaire.js';

describe('every note fits its pile, in every game and language, at 320, 360 and 1000 px (the drop-in build)', () => {
  before(async () => {
    const built = (await import(/* @vite-ignore */ BUILD)) as { CarpetSolitaire: CustomElementConstructor };
    expect(customElements.get('carpet-solitaire'), 'the element defined is the drop-in build’s').to.equal(
      built.CarpetSolitaire,
    );
  });

  notesFitChecks();
});
