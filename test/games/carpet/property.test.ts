import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { type CardCode, SUITS, cardOf, fullDeck } from '../../../src/core/cards.js';
import { type Move, sameMove } from '../../../src/core/types.js';
import {
  type CarpetState,
  type FillMode,
  apply,
  applyMove,
  deal,
  fillGaps,
  gaps,
  legalMoves,
  piles,
  status,
  whyIllegal,
} from '../../../src/games/carpet/rules.js';
import { check, probeMoves, seedArb } from '../../support/property.js';
import { refusalText } from '../../support/refusal.js';

/**
 * Random legal games played to the end. Every move either puts a card on a foundation (at most 48),
 * deals (at most 28) or, under fill="manual", fills a gap from the waste or stock (at most 28), so a
 * game can last at most 48 + 28 = 76 moves (auto) or 48 + 28 + 28 = 104 moves (manual). The
 * potential 3 x stock + 2 x waste + carpet cards (104 after the deal) drops by at least 1 on every
 * move, which is what guarantees the end; the test checks it move by move.
 */
const MAX_MOVES: Record<FillMode, number> = { auto: 76, manual: 104 };
const potential = (state: CarpetState): number =>
  3 * state.stock.length + 2 * state.waste.length + state.carpet.filter((card) => card !== null).length;

const PILE_IDS = [
  ...[0, 1, 2, 3].map((i) => `foundation-${i}`),
  ...Array.from({ length: 20 }, (_, i) => `carpet-${i}`),
  'stock',
  'waste',
];
const GARBAGE_IDS = [
  '',
  'foundation-4',
  'foundation--1',
  'foundation-01',
  'carpet-20',
  'carpet-07',
  'carpet-',
  'carpet-1.5',
  'Stock',
  'talon',
  'reserve-0',
  'tableau-0',
  'waste ',
  '__proto__',
  'constructor',
];

const anyMove = probeMoves(PILE_IDS, GARBAGE_IDS, { weight: 4, maxCount: 5 });

/** A compact, exact picture of a state: equal keys mean equal states. */
const keyOf = (state: CarpetState): string =>
  `${state.fill}|${state.foundations.map((pile) => pile.join(',')).join('/')}|${state.carpet.map((card) => card ?? '--').join(',')}|${state.stock.join(',')}|${state.waste.join(',')}`;

const DECK = new Set<string>(fullDeck(1));

function checkInvariants(state: CarpetState, fill: FillMode): void {
  const p = piles(state);
  // 52 cards accounted for, each exactly once.
  const seen = new Set<string>();
  let count = 0;
  for (const pile of Object.values(p)) {
    for (const card of pile) {
      check(DECK.has(card) && !seen.has(card), () => `${card} is not a card or appears twice: ${JSON.stringify(p)}`);
      seen.add(card);
      count += 1;
    }
  }
  check(count === 52, () => `${count} cards instead of 52: ${JSON.stringify(p)}`);
  // Foundation N holds SUITS[N] from the ace up, with no skipped rank.
  let onFoundations = 0;
  SUITS.forEach((suit, index) => {
    const pile = p[`foundation-${index}`];
    check(pile.length >= 1 && pile.length <= 13, () => `foundation-${index} holds ${pile.length} cards`);
    pile.forEach((card, v) =>
      check(card === cardOf(v + 1, suit), () => `foundation-${index} is out of order: ${pile.join(' ')}`),
    );
    onFoundations += pile.length;
  });
  const s = status(state);
  check(s !== 'won' || onFoundations === 52, () => `status won with ${onFoundations} cards on the foundations`);
  check(onFoundations !== 52 || s === 'won', () => `all 52 up but status ${s}`);
  // A game still playing always has a move; a finished one has none.
  check(
    legalMoves(state).length > 0 === (s === 'playing'),
    () => `status ${s} with moves ${JSON.stringify(legalMoves(state))}`,
  );
  if (s === 'lost') check(state.stock.length === 0, () => 'lost with cards in the stock');
  // fill="auto" never leaves a gap it could fill.
  if (fill === 'auto')
    check(
      gaps(state).length === 0 || state.stock.length + state.waste.length === 0,
      () => `unfilled gap: ${keyOf(state)}`,
    );
  check(state.fill === fill, () => `fill changed to ${state.fill}`);
}

/** Plays one game to the end; returns its length and outcome. */
function playGame(
  seed: string,
  fill: FillMode,
  choices: readonly number[],
  probes: readonly Move[],
): { state: CarpetState; result: string } {
  let state = deal(seed, { fill });
  checkInvariants(state, fill);
  let moves = 0;
  // Every state of the game with its key when it was reached: at the end none may have changed, so
  // the rules never mutate a state, not even through arrays two states share. (Deep-freezing would
  // say the same but makes V8 twice as slow; rules.test.ts freezes its hand-built states.)
  const history: [CarpetState, string][] = [[state, keyOf(state)]];
  while (status(state) === 'playing') {
    check(moves < MAX_MOVES[fill], () => `the game outlasted ${MAX_MOVES[fill]} moves`);
    const legal = legalMoves(state);
    const snapshot = keyOf(state);

    // Every listed move is accepted by apply(), and apply() is applyMove() plus the auto fill.
    const outcomes = legal.map((move) => {
      check(
        whyIllegal(state, move) === undefined,
        () => `listed move ${JSON.stringify(move)} refused: ${JSON.stringify(whyIllegal(state, move))}`,
      );
      const result = apply(state, move);
      const step = applyMove(state, move);
      if (!result.ok || !step.ok)
        return expect.fail(`listed move ${JSON.stringify(move)} refused by apply or applyMove`);
      check(
        keyOf(result.state) === keyOf(fillGaps(step.state)),
        () => `apply differs from applyMove + fillGaps for ${JSON.stringify(move)}`,
      );
      return result.state;
    });

    // Random moves, mostly illegal: accepted exactly when legalMoves lists them, refused with a reason otherwise.
    for (let i = 0; i < 3; i++) {
      const probe = probes[(moves * 3 + i) % probes.length];
      const listed = legal.some((move) => sameMove(move, probe));
      const result = apply(state, probe);
      check(
        result.ok === listed,
        () => `${JSON.stringify(probe)} accepted=${result.ok} but listed=${listed} in ${keyOf(state)}`,
      );
      if (!result.ok) {
        check(refusalText(result.reason).length > 8, () => `no readable reason for ${JSON.stringify(probe)}`);
        check(
          JSON.stringify(whyIllegal(state, probe)) === JSON.stringify(result.reason),
          () => `whyIllegal and apply disagree on ${JSON.stringify(probe)}`,
        );
      }
    }
    // Nothing above changed the state.
    check(keyOf(state) === snapshot, () => 'a refused or trial move changed the state');

    const pick = choices[moves % choices.length] % legal.length;
    const next = outcomes[pick];
    check(potential(next) < potential(state), () => `no progress after ${JSON.stringify(legal[pick])}`);
    state = next;
    moves += 1;
    history.push([state, keyOf(state)]);
    checkInvariants(state, fill);
  }
  for (const [past, key] of history) check(keyOf(past) === key, () => 'an earlier state of the game changed');
  return { state, result: status(state) };
}

describe('carpet rules: random games (fast-check)', function () {
  this.timeout(60000);

  it('1,000 random legal games end within their bound, keep every card and refuse every illegal move', () => {
    const seen = { won: 0, lost: 0 };
    fc.assert(
      fc.property(
        seedArb,
        fc.constantFrom<FillMode>('auto', 'manual'),
        fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
        fc.array(anyMove, { minLength: 1, maxLength: 40 }),
        (seed, fill, choices, probes) => {
          const { state, result } = playGame(seed, fill, choices, probes);
          expect(result).to.be.oneOf(['won', 'lost']);
          seen[result as 'won' | 'lost'] += 1;
          if (result === 'won') {
            // Everything is up: the carpet, the stock and the waste are empty.
            expect(state.carpet.every((card: CardCode | null) => card === null)).to.equal(true);
            expect(state.stock.length + state.waste.length).to.equal(0);
          } else {
            expect(state.stock.length).to.equal(0);
            expect(legalMoves(state)).to.deep.equal([]);
          }
        },
      ),
      { numRuns: 1000 },
    );
    // Random play wins about three games in ten, so the invariants were checked on both endings.
    expect(seen.won + seen.lost).to.equal(1000);
    expect(seen.won).to.be.above(0);
    expect(seen.lost).to.be.above(0);
  });
});
