import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { deal } from '../../src/games/carpet/rules.js';
import type { CarpetAnalysisDetail } from '../../src/events.js';
import { nextEvent } from '../support/events.js';
import { carpetNext, carpetVerdict, losingFirstMove } from './helpers.js';

/*
 * The `analysis` attribute: what the player is told of the solver's verdicts ("off", "warn" by default,
 * "full"), while the page hears every verdict through `carpet-analysis` and the `analysis` property.
 */

const shadow = (el: CarpetSolitaire): ShadowRoot => el.shadowRoot!;
const line = (el: CarpetSolitaire): HTMLElement | null => shadow(el).querySelector<HTMLElement>('.analysis');
const finishButton = (el: CarpetSolitaire): HTMLButtonElement | null =>
  shadow(el).querySelector<HTMLButtonElement>('button.finish');
const verdictOf = carpetVerdict;
const next = carpetNext;

async function analysed(el: CarpetSolitaire): Promise<CarpetAnalysisDetail> {
  if (el.analysis.verdict !== 'pending')
    return { verdict: el.analysis.verdict, moves: el.analysis.moves, lostBy: null };
  return (await nextEvent(el, 'carpet-analysis')).detail;
}

/** A winnable Carpet deal (seed 3), the moves of its proven line, and where along it the stock is spent. */
const SEED = '3';
const LINE = verdictOf(deal(SEED, { fill: 'auto' })).line!;
const STOCK_SPENT = (() => {
  let state = deal(SEED, { fill: 'auto' });
  for (const [index, move] of LINE.entries()) {
    if (state.stock.length === 0) return index;
    state = next(state, move);
  }
  return LINE.length;
})();

describe('the analysis attribute', () => {
  it('by default ("warn") says nothing of a winnable deal and offers no Finish, while the page hears the verdict', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${SEED}></carpet-solitaire>`);
    expect((await analysed(el)).verdict).to.equal('winnable');
    await el.updateComplete;
    expect(el.analysis).to.deep.equal({ verdict: 'winnable', moves: LINE.length });
    // The line keeps its place and its live region (so a later warning is heard), empty.
    expect(line(el)!.getAttribute('role')).to.equal('status');
    expect(line(el)!.textContent.trim()).to.equal('');
    expect(finishButton(el)).to.equal(null);
  });

  it('"warn": a move that loses the proven win is named in the live region already on the page; Undo brings silence back', async () => {
    const { seed, move } = losingFirstMove();
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${seed}></carpet-solitaire>`);
    await analysed(el);
    await el.updateComplete;
    const region = line(el)!;
    const verdict = nextEvent(el, 'carpet-analysis');
    el.play(move);
    expect((await verdict).detail).to.deep.include({ verdict: 'unwinnable', lostBy: move });
    await el.updateComplete;
    expect(line(el), 'the same live region, so its new text is spoken').to.equal(region);
    expect(region.textContent.trim()).to.match(/^No longer winnable: .+ lost it\. Undo goes back\.$/);
    el.undo();
    await el.updateComplete;
    expect(line(el)!.textContent.trim()).to.equal('');
  });

  it('"warn": Finish appears only once the stock is spent on a proven win, and plays it out', async () => {
    expect(STOCK_SPENT, 'the stock is spent before the line ends').to.be.lessThan(LINE.length);
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${SEED} analysis="warn"></carpet-solitaire>`);
    await analysed(el);
    for (const move of LINE.slice(0, STOCK_SPENT - 1)) el.play(move);
    await el.updateComplete;
    expect(el.snapshot.piles.stock.length, 'a card left in the stock').to.be.greaterThan(0);
    expect(finishButton(el), 'not while a card is to come from the stock').to.equal(null);
    el.play(LINE[STOCK_SPENT - 1]);
    expect(el.snapshot.piles.stock).to.have.length(0);
    await analysed(el);
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('The rest is patience.');
    expect(finishButton(el)!.textContent).to.contain(`(${LINE.length - STOCK_SPENT} moves)`);
    const won = nextEvent(el, 'carpet-won');
    finishButton(el)!.click();
    await won;
    expect(el.snapshot.status).to.equal('won');
  });

  it('"off": no word and no Finish, not even when the stock is spent or the win is lost; Hint still answers', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${SEED} analysis="off"></carpet-solitaire>`);
    await analysed(el);
    for (const move of LINE.slice(0, STOCK_SPENT)) el.play(move);
    await analysed(el);
    await el.updateComplete;
    expect(line(el)!.textContent.trim()).to.equal('');
    expect(finishButton(el)).to.equal(null);
    expect(el.hint(), 'the hint is the next move of the proven line').to.deep.equal(LINE[STOCK_SPENT]);
    const { seed, move } = losingFirstMove();
    el.newGame(seed);
    await analysed(el);
    const verdict = nextEvent(el, 'carpet-analysis');
    el.play(move);
    expect((await verdict).detail.lostBy, 'the page still hears which move lost it').to.deep.equal(move);
    await el.updateComplete;
    expect(line(el)!.textContent.trim()).to.equal('');
  });

  it('"full": the verdict on every position and Finish whenever a win is proven; a change of the attribute shows at once', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${SEED} analysis="full"></carpet-solitaire>`);
    await analysed(el);
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('Winnable.');
    expect(finishButton(el)!.textContent).to.contain(`(${LINE.length} moves)`);
    el.setAttribute('analysis', 'warn');
    await el.updateComplete;
    expect(line(el)!.textContent.trim()).to.equal('');
    expect(finishButton(el)).to.equal(null);
    el.analysisMode = 'full';
    await el.updateComplete;
    expect(finishButton(el)).to.not.equal(null);
  });

  it('a mode set on the analysis property (as React 19 and Vue set an attribute the element has a property for) is the mode; reading it still gives the verdict', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${SEED}></carpet-solitaire>`);
    el.analysis = 'full';
    expect(el.analysisMode).to.equal('full');
    await analysed(el);
    await el.updateComplete;
    expect(line(el)!.textContent).to.contain('Winnable.');
    expect(el.analysis.verdict).to.equal('winnable');
  });

  it('a value that is not a mode is reported (carpet-error) and read as "warn"', async () => {
    const el = document.createElement('carpet-solitaire');
    el.setAttribute('seed', SEED);
    el.setAttribute('analysis', 'loud');
    const error = nextEvent(el, 'carpet-error');
    document.body.append(el);
    try {
      expect((await error).detail).to.deep.equal({
        code: 'invalid-attribute',
        message: 'analysis="loud" is not one of "off", "warn", "full"; using "warn".',
      });
      await analysed(el);
      await el.updateComplete;
      expect(line(el)!.textContent.trim()).to.equal('');
      expect(finishButton(el)).to.equal(null);
    } finally {
      el.remove();
    }
  });
});
