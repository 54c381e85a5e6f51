import '../support/clean-storage.js';
import { expect } from '@open-wc/testing';
import { legibleChecks } from '../element/legible-checks.js';

/**
 * Every text on the table at least 11px at 320 and 360 px, and badges that never take a tap, in the
 * drop-in build readers load: this page imports /dist/carpet-solitaire.js only (never the source's
 * element), so the minified styles are the ones measured.
 */
const BUILD = '/dist/carpet-solitaire.js';

describe('legible on a phone: every text at least 11px at 320 and 360 px, badges never block a tap (the drop-in build)', () => {
  before(async () => {
    const built = (await import(/* @vite-ignore */ BUILD)) as { CarpetSolitaire: CustomElementConstructor };
    expect(customElements.get('carpet-solitaire'), 'the element defined is the drop-in build’s').to.equal(
      built.CarpetSolitaire,
    );
  });

  legibleChecks();
});
