import '../support/clean-storage.js';
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { setViewport } from '../support/commands.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { cardName } from '../../src/core/cards.js';
import { createRandom } from '../../src/core/random.js';
import type { Move } from '../../src/core/types.js';
import { type CarthageState, apply, deal, legalMoves, piles } from '../../src/games/carthage/rules.js';
import { refusalText } from '../support/refusal.js';

const shadow = (el: CarpetSolitaire): ShadowRoot => el.shadowRoot!;
const pileEl = (el: CarpetSolitaire, pile: string): HTMLElement =>
  shadow(el).querySelector<HTMLElement>(`.pile[data-pile="${pile}"]`)!;
const cardAt = (el: CarpetSolitaire, pile: string, index: number): HTMLElement =>
  shadow(el).querySelector<HTMLElement>(`.card[data-pile="${pile}"][data-index="${index}"]`)!;

async function carthage(seed: string): Promise<CarpetSolitaire> {
  return fixture<CarpetSolitaire>(html`<carpet-solitaire variant="carthage" seed=${seed}></carpet-solitaire>`);
}

function centre(element: Element, dy = 0): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + Math.min(box.height / 2, 20) + dy)];
}

/**
 * Plays seeded random single-card moves (never deals) from the deal of `seed` until `want` finds a move,
 * and returns the moves that lead there and the move found.
 */
function findPosition(want: (moves: Move[], state: CarthageState) => Move | undefined): {
  seed: string;
  path: Move[];
  move: Move;
} {
  for (let n = 1; n < 400; n++) {
    const seed = String(n);
    const random = createRandom(`test/${seed}`);
    let state = deal(seed, {});
    const path: Move[] = [];
    for (let step = 0; step < 60; step++) {
      const moves = legalMoves(state);
      const found = want(moves, state);
      if (found) return { seed, path, move: found };
      const singles = moves.filter(
        (m) => m.count === undefined && m.from !== 'stock' && !m.from.startsWith('foundation-'),
      );
      if (singles.length === 0) break;
      const move = singles[random.nextInt(singles.length)];
      const result = apply(state, move);
      if (!result.ok) throw new Error(refusalText(result.reason));
      state = result.state;
      path.push(move);
    }
  }
  throw new Error('no such position found');
}

describe('<carpet-solitaire variant="carthage">', () => {
  before(async () => {
    await setViewport({ width: 900, height: 1400 });
  });
  afterEach(async () => {
    await resetMouse();
  });

  it('lays out the deal: 8 empty foundations, 8 tableau cards, 6 reserves of six, a stock of five deals', async () => {
    const el = await carthage('42');
    const expected = piles(deal('42', {}));
    expect(el.snapshot).to.include({ variant: 'carthage', seed: '42', status: 'playing' });
    expect(el.snapshot.piles).to.deep.equal(expected);
    for (let i = 0; i < 8; i++) {
      expect(pileEl(el, `foundation-${i}`).getAttribute('aria-label')).to.equal(`Foundation ${i + 1}, empty`);
      expect(cardAt(el, `tableau-${i}`, 0).dataset.card).to.equal(expected[`tableau-${i}`][0]);
    }
    for (let i = 0; i < 6; i++) {
      expect(cardAt(el, `reserve-${i}`, 5).dataset.card).to.equal(expected[`reserve-${i}`][5]);
      // A reserve is one keyboard stop, named by its count and its top card.
      const top = cardName(expected[`reserve-${i}`][5]).toLowerCase();
      expect(pileEl(el, `reserve-${i}`).getAttribute('aria-label')).to.equal(`Reserve ${i + 1}, 6 cards, ${top}`);
      const count = pileEl(el, `reserve-${i}`).querySelector<HTMLElement>('.count')!;
      expect(count.dataset.text).to.equal('6');
      expect(getComputedStyle(count, '::before').content).to.be.oneOf(['"6"', 'attr(data-text)']);
    }
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('Stock, 60 cards, 5 deals left');
  });

  it('shows a reserve’s stacked cards peeking out above its top card (the later style module wins where the order decides)', async () => {
    const el = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="carthage" seed="42" persist="false"></carpet-solitaire>`,
    );
    const stacked = el.shadowRoot!.querySelector<HTMLElement>('.card.stacked-1');
    expect(stacked, 'a reserve shows a stacked card').to.not.equal(null);
    // .card (src/styles/cards.ts) sets inset: 0 auto auto 0; .stacked-1 (src/styles/piles.ts, later) moves it up.
    expect(parseFloat(getComputedStyle(stacked!).top), 'the stacked card’s top').to.be.lessThan(0);
    const top = el.shadowRoot!.querySelector<HTMLElement>('.pile.reserve .card:not(.stacked)');
    expect(top && getComputedStyle(top).top, 'the reserve’s top card').to.equal('0px');
  });

  it('fits all 104 cards in a 360 px column, and fans every tableau card readably', async () => {
    const { seed, path } = findPosition((moves, state) =>
      state.tableau.some((pile) => pile.length >= 3) ? moves[0] : undefined,
    );
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><carpet-solitaire variant="carthage" seed=${seed}></carpet-solitaire></div>`,
    );
    wrapper.style.width = '360px';
    const el = wrapper.querySelector('carpet-solitaire')!;
    for (const step of path) el.play(step);
    for (let i = 0; i < 5; i++) expect(el.play({ from: 'stock', to: 'reserve' })).to.equal(true);
    await el.updateComplete;
    await aTimeout(0);
    expect(el.scrollWidth).to.be.at.most(360);
    const board = shadow(el).querySelector('.board')!;
    expect(board.scrollWidth).to.be.at.most(board.clientWidth);
    for (const card of shadow(el).querySelectorAll<HTMLElement>('.card')) {
      expect(card.getBoundingClientRect().right).to.be.at.most(wrapper.getBoundingClientRect().right + 0.5);
    }
    // In a fanned pile each covered card shows its whole corner index above the next card.
    const fanned = Object.keys(el.snapshot.piles).find(
      (id) => id.startsWith('tableau-') && el.snapshot.piles[id].length >= 3,
    )!;
    const cards = [...pileEl(el, fanned).querySelectorAll<HTMLElement>('.card')];
    for (let i = 0; i + 1 < cards.length; i++) {
      const index = cards[i].querySelector('.index.top')!.getBoundingClientRect();
      expect(index.bottom).to.be.at.most(cards[i + 1].getBoundingClientRect().top + 0.5);
    }
    expect(shadow(el).querySelectorAll('[style]')).to.have.length(0);
  });

  it('switches between games when the variant attribute changes, keeping the seed', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="42"></carpet-solitaire>`);
    expect(el.snapshot.variant).to.equal('carpet');
    el.setAttribute('variant', 'carthage');
    await el.updateComplete;
    expect(el.snapshot).to.include({ variant: 'carthage', seed: '42', moves: 0 });
    expect(el.snapshot.piles).to.deep.equal(piles(deal('42', {})));
    expect(shadow(el).querySelectorAll('.pile[data-pile^="tableau-"]')).to.have.length(8);
    el.setAttribute('variant', 'carpet');
    await el.updateComplete;
    expect(shadow(el).querySelectorAll('.pile[data-pile^="carpet-"]')).to.have.length(20);
  });

  it('sends a clicked card to a foundation first', async () => {
    const { seed, path, move } = findPosition((moves) =>
      moves.find((m) => m.to.startsWith('foundation-') && !m.from.startsWith('foundation-')),
    );
    const el = await carthage(seed);
    for (const step of path) expect(el.play(step)).to.equal(true);
    await el.updateComplete;
    const size = el.snapshot.piles[move.from].length;
    const code = el.snapshot.piles[move.from][size - 1];
    cardAt(el, move.from, size - 1).click();
    const foundations = Object.entries(el.snapshot.piles).filter(
      ([id, cards]) => id.startsWith('foundation-') && cards.at(-1) === code,
    );
    expect(foundations).to.have.length(1);
    expect(el.snapshot.moves).to.equal(path.length + 1);
  });

  it('moves the run beneath a clicked card as one super move, and undoes it in one step', async () => {
    const { seed, path, move } = findPosition((moves) => moves.find((m) => (m.count ?? 1) >= 2));
    const el = await carthage(seed);
    for (const step of path) el.play(step);
    await el.updateComplete;
    const before = el.snapshot;
    const size = before.piles[move.from].length;
    const run = before.piles[move.from].slice(size - move.count!);
    // A click on the run's first card moves the whole run.
    cardAt(el, move.from, size - move.count!).click();
    const after = el.snapshot;
    expect(after.moves).to.equal(before.moves + 1);
    expect(after.piles[move.from]).to.deep.equal(before.piles[move.from].slice(0, size - move.count!));
    const moved = Object.keys(after.piles).find(
      (id) => id.startsWith('tableau-') && after.piles[id].length === before.piles[id].length + run.length,
    );
    expect(after.piles[moved!].slice(-run.length)).to.deep.equal(run);
    expect(el.undo()).to.equal(true);
    expect(el.snapshot).to.deep.equal(before);
  });

  it('drags a run onto another tableau pile as one move', async () => {
    const { seed, path, move } = findPosition((moves) => moves.find((m) => (m.count ?? 1) >= 2));
    const el = await carthage(seed);
    for (const step of path) el.play(step);
    await el.updateComplete;
    const before = el.snapshot;
    const size = before.piles[move.from].length;
    const first = cardAt(el, move.from, size - move.count!);
    const [x, y] = centre(first, 0);
    const target = pileEl(el, move.to);
    const [tx, ty] = centre(target.querySelector('.card:last-child') ?? target, 30);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round((x + tx) / 2), Math.round((y + ty) / 2)] });
    await el.updateComplete;
    // Every card of the run travels with the pointer.
    expect(shadow(el).querySelectorAll(`.card.dragging[data-pile="${move.from}"]`)).to.have.length(move.count!);
    expect(target.classList.contains('drop-target')).to.equal(true);
    await sendMouse({ type: 'move', position: [tx, ty] });
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(el.snapshot.moves).to.equal(before.moves + 1);
    expect(el.snapshot.piles[move.to].slice(-move.count!)).to.deep.equal(
      before.piles[move.from].slice(size - move.count!),
    );
    expect(shadow(el).querySelectorAll('.card.dragging, [style]')).to.have.length(0);
  });

  it('deals the stock onto the reserves with a click, and undoes the deal in one step', async () => {
    const el = await carthage('42');
    const before = el.snapshot;
    pileEl(el, 'stock').click();
    await el.updateComplete;
    expect(el.snapshot.piles.stock).to.have.length(48);
    for (let i = 0; i < 6; i++) expect(el.snapshot.piles[`reserve-${i}`]).to.have.length(8);
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('Stock, 48 cards, 4 deals left');
    expect(el.undo()).to.equal(true);
    expect(el.snapshot).to.deep.equal(before);
  });

  it('sends a card home on a double-click, as one move', async () => {
    const { seed, path, move } = findPosition((moves) =>
      moves.find((m) => m.to.startsWith('foundation-') && m.from.startsWith('tableau-')),
    );
    const el = await carthage(seed);
    for (const step of path) el.play(step);
    await el.updateComplete;
    const size = el.snapshot.piles[move.from].length;
    const [x, y] = centre(cardAt(el, move.from, size - 1));
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(el.snapshot.moves).to.equal(path.length + 1);
    expect(el.snapshot.piles[move.from]).to.have.length(size - 1);
  });
});
