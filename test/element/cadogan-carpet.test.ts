import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { setViewport } from '../support/commands.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { createRandom } from '../../src/core/random.js';
import type { Move } from '../../src/core/types.js';
import {
  type CadoganState,
  apply,
  deal,
  isAvailable,
  legalMoves,
  orientationOf,
  piles,
} from '../../src/games/cadogan-carpet/rules.js';
import { mouseDrag } from '../support/mouse.js';
import { refusalText } from '../support/refusal.js';

const shadow = (el: CarpetSolitaire): ShadowRoot => el.shadowRoot!;
const pileEl = (el: CarpetSolitaire, pile: string): HTMLElement =>
  shadow(el).querySelector<HTMLElement>(`.pile[data-pile="${pile}"]`)!;
const topCard = (el: CarpetSolitaire, pile: string): HTMLElement =>
  shadow(el).querySelector<HTMLElement>(`.card[data-pile="${pile}"]:not(.under):not(.covered)`)!;

async function cadogan(seed: string): Promise<CarpetSolitaire> {
  return fixture<CarpetSolitaire>(html`<carpet-solitaire variant="cadogan-carpet" seed=${seed}></carpet-solitaire>`);
}

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** Seeded random play (no re-deals) until `want` finds a move; the moves that lead there and the move. */
function findPosition(want: (moves: Move[], state: CadoganState) => Move | undefined): {
  seed: string;
  path: Move[];
  move: Move;
} {
  for (let n = 1; n < 300; n++) {
    const seed = String(n);
    const random = createRandom(`test/${seed}`);
    let state = deal(seed, {});
    const path: Move[] = [];
    for (let step = 0; step < 120; step++) {
      const moves = legalMoves(state);
      const found = want(moves, state);
      if (found) return { seed, path, move: found };
      const choices = moves.filter((m) => m.to !== 'stock');
      if (choices.length === 0) break;
      const move = choices[random.nextInt(choices.length)];
      const result = apply(state, move);
      if (!result.ok) throw new Error(refusalText(result.reason));
      state = result.state;
      path.push(move);
    }
  }
  throw new Error('no such position found');
}

describe('<carpet-solitaire variant="cadogan-carpet">', () => {
  before(async () => {
    await setViewport({ width: 900, height: 1400 });
  });
  afterEach(async () => {
    await resetMouse();
  });

  it('lays out the plate: 8 foundations, 64 carpet cards in a checkerboard of orientations, the stock', async () => {
    const el = await cadogan('42');
    const expected = piles(deal('42', {}));
    expect(el.snapshot).to.include({ variant: 'cadogan-carpet', seed: '42', status: 'playing' });
    expect(el.snapshot.piles).to.deep.equal(expected);
    expect(shadow(el).querySelectorAll('.card[data-pile^="carpet-"]')).to.have.length(64);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => topCard(el, `foundation-${i}`).dataset.card)).to.deep.equal([
      'AC',
      'AD',
      'AH',
      'AS',
      'KC',
      'KD',
      'KH',
      'KS',
    ]);
    for (let cell = 0; cell < 64; cell++) {
      const card = topCard(el, `carpet-${cell}`);
      expect(card.dataset.card).to.equal(expected[`carpet-${cell}`][0]);
      const box = card.getBoundingClientRect();
      const crosswise = (Math.floor(cell / 8) + (cell % 8)) % 2 === 1;
      expect(orientationOf(cell)).to.equal(crosswise ? 'crosswise' : 'upright');
      // A crosswise card lies on its side: wider than tall on the screen.
      expect(box.width > box.height, `carpet-${cell}`).to.equal(crosswise);
    }
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('Stock, 32 cards, 2 re-deals left');
  });

  it('marks exactly the available cards, and blocked ones stay readable but do not move', async () => {
    const el = await cadogan('7');
    const state = deal('7', {});
    const available = [...shadow(el).querySelectorAll<HTMLElement>('.pile.cell.available')].map((p) =>
      Number(p.dataset.pile!.slice(7)),
    );
    expect(available).to.have.length(16);
    for (const cell of available) expect(isAvailable(state, cell)).to.equal(true);
    expect(pileEl(el, 'carpet-9').classList.contains('blocked')).to.equal(true);
    expect(pileEl(el, 'carpet-9').getAttribute('aria-label')).to.match(/, blocked$/);
    const before = el.snapshot;
    topCard(el, 'carpet-9').click();
    expect(el.snapshot).to.deep.equal(before);
    expect(topCard(el, 'carpet-9').getAttribute('aria-label')).to.match(/^[A-Z][a-z]+ of [a-z]+$/);
  });

  it('deals to the talon and re-deals with clicks on the stock, each undoable', async () => {
    const el = await cadogan('42');
    const before = el.snapshot;
    pileEl(el, 'stock').click();
    expect(el.snapshot.piles.talon).to.have.length(1);
    expect(el.undo()).to.equal(true);
    expect(el.snapshot).to.deep.equal(before);
    for (let i = 0; i < 32; i++) el.play({ from: 'stock', to: 'talon' });
    await el.updateComplete;
    const talon = el.snapshot.piles.talon.length;
    expect(talon).to.be.above(0);
    pileEl(el, 'stock').click();
    await el.updateComplete;
    expect(el.snapshot.piles.stock).to.have.length(talon);
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal(`Stock, ${talon} cards, 1 re-deal left`);
    el.undo();
    expect(el.snapshot.piles.talon).to.have.length(talon);
  });

  it('sends an available card home with a click, the ace foundation when both fit', async () => {
    const { seed, path, move } = findPosition((moves) =>
      moves.find((m) => m.from.startsWith('carpet-') && m.to.startsWith('foundation-')),
    );
    const el = await cadogan(seed);
    for (const step of path) expect(el.play(step), JSON.stringify(step)).to.equal(true);
    await el.updateComplete;
    const code = el.snapshot.piles[move.from][0];
    topCard(el, move.from).click();
    expect(el.snapshot.piles[move.from]).to.deep.equal([]);
    expect(el.snapshot.piles[move.to].at(-1)).to.equal(code);
  });

  it('lets a drag choose the king foundation when a card fits both of its suit', async () => {
    const { seed, path, move } = findPosition((moves) => {
      const pairs = moves.filter((m) => m.to.startsWith('foundation-'));
      return pairs.find(
        (m) => Number(m.to.slice(11)) >= 4 && pairs.some((o) => o.from === m.from && Number(o.to.slice(11)) < 4),
      );
    });
    const el = await cadogan(seed);
    for (const step of path) el.play(step);
    await el.updateComplete;
    const code = el.snapshot.piles[move.from].at(-1);
    const [x, y] = centre(topCard(el, move.from));
    const [tx, ty] = centre(pileEl(el, move.to));
    await mouseDrag([x, y], [tx, ty]);
    await el.updateComplete;
    expect(el.snapshot.piles[move.to].at(-1)).to.equal(code);
  });

  it('places an available carpet card on the talon with a click, and plays the talon card home', async () => {
    // A card that can only go onto the talon (a click sends a card home first).
    const { seed, path, move } = findPosition((moves) =>
      moves.find(
        (m) =>
          m.from.startsWith('carpet-') &&
          m.to === 'talon' &&
          !moves.some((o) => o.from === m.from && o.to.startsWith('foundation-')),
      ),
    );
    const el = await cadogan(seed);
    for (const step of path) el.play(step);
    await el.updateComplete;
    const code = el.snapshot.piles[move.from][0];
    topCard(el, move.from).click();
    expect(el.snapshot.piles.talon.at(-1)).to.equal(code);
    expect(el.snapshot.piles[move.from]).to.deep.equal([]);
    const talonHome = findPosition((moves) => moves.find((m) => m.from === 'talon' && m.to.startsWith('foundation-')));
    // The second widget may have the same seed: it must deal afresh, not resume the first one's saved game
    // (removed, the first widget writes the game its click left waiting for the frame, and that is cleared).
    el.remove();
    localStorage.clear();
    const other = await cadogan(talonHome.seed);
    for (const step of talonHome.path) other.play(step);
    await other.updateComplete;
    const card = other.snapshot.piles.talon.at(-1);
    topCard(other, 'talon').click();
    expect(other.snapshot.piles[talonHome.move.to].at(-1)).to.equal(card);
  });

  it('fits a 360 px column', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><carpet-solitaire variant="cadogan-carpet" seed="42"></carpet-solitaire></div>`,
    );
    wrapper.style.width = '360px';
    const el = wrapper.querySelector('carpet-solitaire')!;
    await el.updateComplete;
    expect(el.scrollWidth).to.be.at.most(360);
    const board = shadow(el).querySelector('.board')!;
    expect(board.scrollWidth).to.be.at.most(board.clientWidth);
    for (const card of shadow(el).querySelectorAll<HTMLElement>('.card')) {
      expect(card.getBoundingClientRect().right).to.be.at.most(wrapper.getBoundingClientRect().right + 0.5);
    }
  });
});
