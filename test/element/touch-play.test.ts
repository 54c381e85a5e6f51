/**
 * A game of each variant won by taps alone, with real touch (scripts/touch-command.mjs: CDP in Chromium,
 * WebDriver BiDi in Firefox; WebKit skips, its WebDriver has no touch) on a 360 x 740 phone page: a
 * winning line from the game's solver, played by tapping the cards and piles as a reader would, with at
 * least one card sent to a place a tap does not prefer (picked up by a tap, put down by another).
 */
import '../support/clean-storage.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';
import { hasTouch, leavePhone, phone, releaseFingers, tap } from '../support/touch.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { type GameSolver, solveWith } from '../../src/search/search.js';
import { type Move, sameMove } from '../../src/core/types.js';
import { cadoganSolver } from '../../src/games/cadogan-carpet/solver.js';
import { carpetSolver } from '../../src/games/carpet/solver.js';
import { carthageSolver } from '../../src/games/carthage/solver.js';
import { GAMES } from '../../src/games/all.js';

const SOLVERS: Record<string, GameSolver<object>> = {
  carpet: carpetSolver,
  carthage: carthageSolver,
  'cadogan-carpet': cadoganSolver,
};
/** Carpet's manual fill, where the waste card may go home or into any gap: its choices to make by tap. */
const OPTIONS: Record<string, { fill?: string; options: unknown }> = {
  carpet: { fill: 'manual', options: { fill: 'manual' } },
  carthage: { options: {} },
  'cadogan-carpet': { options: {} },
};

/** The top `count` cards of a pile may go to these places; the one a tap prefers is the game's click move. */
function choices(variant: string, state: object, from: string, count: number) {
  const game = GAMES[variant];
  const legal = game.rules.legalMoves(state).filter((m) => m.from === from && (m.count ?? 1) === count);
  const piles = game.rules.piles(state);
  const size = piles[from]?.length ?? 0;
  return {
    legal,
    places: new Set(legal.map((m) => m.to)),
    preferred: game.clickMove(legal, { pile: from, index: size - count, size, piles }),
  };
}

/**
 * A winning line of `variant` (the first seed from 1 the solver wins), with one move on it changed: the
 * first card on the line that may go to more than one place goes to a place a tap does not prefer, and
 * the solver finds the rest of a win from there.
 */
function winningLineWithAChoice(variant: string): { seed: string; line: Move[]; choice: number } {
  const game = GAMES[variant];
  const rules = game.rules;
  const solver = SOLVERS[variant];
  for (let n = 1; n <= 20; n++) {
    const seed = String(n);
    let state = rules.deal(seed, OPTIONS[variant].options);
    const result = solveWith(solver, state);
    if (result.verdict !== 'winnable') continue;
    const line = result.line!;
    for (let i = 0; i < line.length; i++) {
      const move = line[i];
      if (move.from !== 'stock' && move.to !== 'stock') {
        const { legal, places, preferred } = choices(variant, state, move.from, move.count ?? 1);
        for (const other of places.size > 1 ? legal.filter((m) => m.to !== preferred?.to) : []) {
          const applied = rules.apply(state, other);
          if (!applied.ok) continue;
          const rest = solveWith(solver, applied.state);
          if (rest.verdict === 'winnable')
            return { seed, line: [...line.slice(0, i), other, ...rest.line!], choice: i };
        }
      }
      const next = rules.apply(state, move);
      if (!next.ok) throw new Error(`the solver's line has an illegal move at ${i}`);
      state = next.state;
    }
  }
  throw new Error(`no ${variant} deal among seeds 1-20 with a winning line through a place a tap does not prefer`);
}

const root = (el: CarpetSolitaire) => el.shadowRoot!;
const pileOf = (el: CarpetSolitaire, id: string) => root(el).querySelector<HTMLElement>(`.pile[data-pile="${id}"]`)!;
const cardAt = (el: CarpetSolitaire, id: string, index: number) =>
  pileOf(el, id).querySelector<HTMLElement>(`.card[data-index="${index}"]`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a finger taps `element`: its centre, or the middle of the strip a card on it leaves showing; scrolled into view first. */
function spotOf(element: HTMLElement): [number, number] {
  const box = () => element.getBoundingClientRect();
  if (box().top < 0 || box().bottom > innerHeight) element.scrollIntoView({ block: 'center' });
  const { left, top, width, height } = box();
  const next = element.nextElementSibling?.matches('.card') ? element.nextElementSibling.getBoundingClientRect() : null;
  const shown = next && next.top > top ? Math.min(height, next.top - top) : height;
  return [Math.round(left + width / 2), Math.round(top + shown / 2)];
}

/** Plays `line` on the element by taps alone; returns how many moves went to a place a tap does not prefer. */
async function playByTaps(el: CarpetSolitaire, variant: string, line: readonly Move[]): Promise<number> {
  const game = GAMES[variant];
  const state = () => (el as unknown as { session: { context(): { state: object } } }).session.context().state;
  const played: Move[] = [];
  el.addEventListener('carpet-move', (event) => played.push(event.detail.move));
  /** A tap on the pile a tap has just played from is a double-tap's second half, which the element swallows: the test waits it out. */
  let lastMove = { pile: '', at: 0 };
  const tapOn = async (element: HTMLElement, pile: string) => {
    const since = performance.now() - lastMove.at;
    if (lastMove.pile === pile && since < 400) await sleep(400 - since);
    await tap(spotOf(element));
    await el.updateComplete;
  };
  let otherPlaces = 0;
  for (const [i, move] of line.entries()) {
    const what = `move ${i + 1} of ${line.length}, ${JSON.stringify(move)}`;
    const before = played.length;
    let tapped = '';
    if (move.from === 'stock' || move.to === 'stock') {
      // A deal, or The Carpet's re-deal: a tap on the stock.
      await tapOn(pileOf(el, 'stock'), 'stock');
    } else {
      const count = move.count ?? 1;
      const size = el.snapshot.piles[move.from].length;
      const index = size - count;
      const { places, preferred } = choices(variant, state(), move.from, count);
      const slot = game.table.slots.find((s) => s.id === move.from)!;
      if (slot.show === 'fan-down' && index < size - 1 && !pileOf(el, move.from).classList.contains('spread')) {
        await tapOn(cardAt(el, move.from, index)!, move.from);
        expect(
          pileOf(el, move.from).classList.contains('spread'),
          `${what}: a tap on a covered card spreads its column`,
        ).to.equal(true);
      }
      await tapOn(cardAt(el, move.from, index)!, move.from);
      tapped = move.from;
      if (places.size > 1) {
        expect(
          cardAt(el, move.from, index)?.classList.contains('held'),
          `${what}: a tap picks up a card with ${places.size} places`,
        ).to.equal(true);
        if (move.to === preferred?.to) {
          await tapOn(cardAt(el, move.from, index)!, move.from);
        } else {
          otherPlaces++;
          const to = pileOf(el, move.to);
          await tapOn([...to.querySelectorAll<HTMLElement>('.card:not(.under)')].at(-1) ?? to, move.to);
        }
        tapped = '';
      }
    }
    await waitUntil(() => played.length > before, `${what}: played by the taps`, { timeout: 3000 });
    expect(played.length, `${what}: one move`).to.equal(before + 1);
    expect(sameMove(played.at(-1)!, move), `${what}: played ${JSON.stringify(played.at(-1))}`).to.equal(true);
    lastMove = { pile: tapped, at: performance.now() };
  }
  return otherPlaces;
}

describe('won by taps alone', () => {
  afterEach(() => releaseFingers());
  after(() => leavePhone());

  for (const variant of ['carpet', 'carthage', 'cadogan-carpet']) {
    it(`${variant}: a whole game, one card sent to a place a tap does not prefer`, async function () {
      if (!hasTouch) this.skip();
      this.timeout(240000);
      const { seed, line, choice } = winningLineWithAChoice(variant);
      await phone(360, 740);
      const el = await fixture<CarpetSolitaire>(
        html`<carpet-solitaire variant=${variant} seed=${seed} fill=${ifDefined(OPTIONS[variant].fill)} animation="off" persist="false"></carpet-solitaire>`,
      );
      await el.updateComplete;
      expect(line[choice].to, 'the line goes where a tap would not').to.not.equal(undefined);
      const otherPlaces = await playByTaps(el, variant, line);
      expect(otherPlaces, 'cards sent to a place a tap does not prefer').to.be.at.least(1);
      expect(el.snapshot.status).to.equal('won');
      expect(el.snapshot.moves).to.equal(line.length);
    });
  }
});
