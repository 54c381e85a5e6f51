/**
 * The reader's four-colour deck (src/styles/palette.ts), checked by computation: every suit has at least 4.5:1
 * on both ends of its scheme's card face, and any two suits stay apart (CIE76 ΔE at least 20) for normal
 * vision and under simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009, severity 1).
 */
import { expect } from '@open-wc/testing';
import { SUITS } from '../../src/core/cards.js';
import { CARD_FACES, FOUR_COLOUR_DECK } from '../../src/styles/palette.js';
import { type Deficiency, contrast, deltaE } from '../support/colour-vision.js';

const MIN_CONTRAST = 4.5;
const MIN_DELTA_E = 20;
const VISIONS: (Deficiency | undefined)[] = [undefined, 'protanopia', 'deuteranopia', 'tritanopia'];

describe('the four-colour deck (src/styles/palette.ts)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    const deck = FOUR_COLOUR_DECK[scheme];

    it(`${scheme}: each suit has at least 4.5:1 on both ends of the card face`, () => {
      for (const suit of SUITS)
        for (const face of CARD_FACES[scheme])
          expect(contrast(deck[suit], face), `${suit} ${deck[suit]} on ${face}`).to.be.at.least(MIN_CONTRAST);
    });

    it(`${scheme}: any two suits are at least ΔE 20 apart, for normal vision and each deficiency`, () => {
      let least = Infinity;
      for (const vision of VISIONS)
        for (const [i, a] of SUITS.entries())
          for (const b of SUITS.slice(i + 1)) {
            const distance = deltaE(deck[a], deck[b], vision);
            least = Math.min(least, distance);
            expect(distance, `${a} and ${b}, ${vision ?? 'normal vision'}`).to.be.at.least(MIN_DELTA_E);
          }
      // The measured minimum (light 28.7, dark 24.3) has room above the threshold.
      expect(least).to.be.above(MIN_DELTA_E);
    });
  }

  it('the arithmetic: black on white is 21:1, a colour is ΔE 0 from itself, red and green meet under deuteranopia', () => {
    expect(contrast('#000000', '#ffffff')).to.be.closeTo(21, 1e-9);
    expect(deltaE('#b33b13', '#b33b13', 'tritanopia')).to.equal(0);
    // A plain red and green, far apart for normal vision, come close for a deuteranope: the simulation bites.
    expect(deltaE('#d62728', '#2ca02c')).to.be.above(80);
    expect(deltaE('#d62728', '#2ca02c', 'deuteranopia')).to.be.below(deltaE('#d62728', '#2ca02c') / 2);
  });
});
