/**
 * How many elements each game's table draws: every element of the shadow tree is work for
 * the first render's style and layout. At seed 42, the deal of `npm run bench`'s floor pages, The Carpet
 * draws at most 600 and the other games no more than at 94aed97, before The Carpet's
 * cards were cut down (Carpet 311, Carthage 335; The Carpet drew 840). Each card is 6 elements: the card, its two corner indices and its centre, and the
 * centre's <svg> and <path>; the corners' suits are drawn by CSS (styles/cards.ts).
 */
import '../support/drop-in.js';
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

const BUDGET: Record<string, number> = { carpet: 311, carthage: 335, 'cadogan-carpet': 600 };

describe('the elements a table draws', () => {
  for (const [variant, budget] of Object.entries(BUDGET)) {
    it(`${variant} at seed 42: at most ${budget} elements in the shadow tree`, async () => {
      const el = await fixture<CarpetSolitaire>(
        html`<carpet-solitaire variant=${variant} seed="42" persist="false"></carpet-solitaire>`,
      );
      await el.updateComplete;
      await nextFrame();
      await el.updateComplete;
      const root = el.shadowRoot!;
      const cards = root.querySelectorAll('.card').length;
      expect(cards, 'cards drawn').to.be.above(20);
      expect(root.querySelectorAll('*').length).to.be.at.most(budget);
      expect(root.querySelectorAll('.card *').length, 'elements inside the cards').to.equal(cards * 5);
    });
  }

  it("draws the corners' suits with CSS: no <svg> in a corner, the index's ::after clipped to its suit, 0.8em square", async () => {
    const el = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="carpet" seed="42" persist="false"></carpet-solitaire>`,
    );
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('.index svg')).to.have.length(0);
    for (const suit of ['C', 'D', 'H', 'S']) {
      const index = root.querySelector(`.card.suit-${suit} .index.top`);
      if (!index) continue;
      const after = getComputedStyle(index, '::after');
      expect(after.clipPath, `the ${suit} corner's clip-path`).to.match(/^path\(/);
      expect(after.backgroundColor, `the ${suit} corner's colour`).to.equal(
        getComputedStyle(index.closest('.card')!).color,
      );
      // Its box, scaled: as wide and as high as 0.8em of the card's font.
      const em = parseFloat(getComputedStyle(index).fontSize);
      const box = index.getBoundingClientRect();
      expect(box.width, `the ${suit} index's width`).to.be.at.least(0.8 * em - 0.01);
      expect(Number(after.scale), `the ${suit} corner's scale`).to.be.closeTo((0.8 * em) / 24, 1e-4);
    }
  });
});
