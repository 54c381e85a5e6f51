/**
 * Numbers in words: each catalogue's language writes a number as Intl.NumberFormat does, although the
 * widget makes that formatter only for numbers it cannot write itself (a whole number from 0 to 999 is its
 * digits: the first formatter costs a page's first render 12 to 17 ms).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { counter, numberWriter } from '../../src/i18n/catalogue.js';
import { LANGUAGES } from '../../src/i18n/lang.js';

describe('numbers in each language', () => {
  it('are written as Intl.NumberFormat writes them, whatever the number', () => {
    for (const locale of LANGUAGES) {
      const write = numberWriter(locale);
      const intl = new Intl.NumberFormat(locale);
      for (let n = 0; n <= 1200; n++) expect(write(n), `${locale} ${n}`).to.equal(intl.format(n));
      for (const n of [-0, -1, -999, 1000, 12345, 0.5, 999.5, 1e21, NaN, Infinity])
        expect(write(n), `${locale} ${n}`).to.equal(intl.format(n));
      fc.assert(
        fc.property(fc.oneof(fc.integer(), fc.double()), (n) => write(n) === intl.format(n)),
        { numRuns: 500 },
      );
    }
  });

  it("are counted in the language's plural forms with the number written its way", () => {
    const en = counter('en');
    expect(en(1, { one: '{n} card', other: '{n} cards' })).to.equal('1 card');
    expect(en(1500, { one: '{n} card', other: '{n} cards' })).to.equal('1,500 cards');
    const fr = counter('fr');
    expect(fr(0, { one: '{n} carte', other: '{n} cartes' })).to.equal('0 carte');
    expect(fr(2000, { one: '{n} carte', other: '{n} cartes' })).to.equal(
      `${new Intl.NumberFormat('fr').format(2000)} cartes`,
    );
  });
});
