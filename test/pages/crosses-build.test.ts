import '../support/clean-storage.js';
import { expect } from '@open-wc/testing';
import { crossesChecks } from '../element/crosses-checks.js';

/**
 * The Carpet's crosses, hidden from assistive technology in the drop-in build readers load: this page
 * imports /dist/carpet-solitaire.js only (never the source's element), so the minified styles are the
 * ones checked.
 */
const BUILD = '/dist/carpet-solitaire.js';

describe("The Carpet's crosses, for the eye only (the drop-in build)", () => {
  before(async () => {
    const built = (await import(/* @vite-ignore */ BUILD)) as { CarpetSolitaire: CustomElementConstructor };
    expect(customElements.get('carpet-solitaire'), 'the element defined is the drop-in build’s').to.equal(
      built.CarpetSolitaire,
    );
  });

  crossesChecks();
});
