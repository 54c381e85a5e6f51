import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { type CardCode, cardOf, fullDeck, suitOf } from '../../../src/core/cards.js';
import { type Move, sameMove } from '../../../src/core/types.js';
import {
  type CarthageState,
  apply,
  deal,
  foundationCount,
  legalMoves,
  piles,
  whyIllegal,
} from '../../../src/games/carthage/rules.js';
import { status } from '../../../src/games/carthage/status.js';
import { search } from '../../../src/games/carthage/search.js';
import { check, probeMoves, seedArb } from '../../support/property.js';
import { refusalText } from '../../support/refusal.js';

/**
 * Random legal games. Carthage can cycle forever (a card back and forth between two piles), so a game
 * stops after MAX_MOVES moves if it has not ended. Most moves are checked with status(state, 0): won,
 * or lost when no move is left, with no search; the search's verdict is checked at the end of each game.
 */
const MAX_MOVES = 300;

const PILE_IDS = [
  ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `foundation-${i}`),
  ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `tableau-${i}`),
  ...[0, 1, 2, 3, 4, 5].map((i) => `reserve-${i}`),
  'stock',
  'reserve',
];
const GARBAGE_IDS = [
  '',
  'foundation-8',
  'foundation--1',
  'tableau-08',
  'tableau-8',
  'reserve-6',
  'reserve-',
  'tableau-1.5',
  'Stock',
  'waste',
  'talon',
  'carpet-0',
  ' tableau-0',
  '__proto__',
  'constructor',
];

const anyMove = probeMoves(PILE_IDS, GARBAGE_IDS, { weight: 5, maxCount: 8 });

/** A compact, exact picture of a state: equal keys mean equal states. */
const keyOf = (state: CarthageState): string =>
  [state.foundations, state.tableau, state.reserves]
    .map((group) => group.map((pile) => pile.join('')).join(','))
    .join('|') + `|${state.stock.join('')}`;

// Each card of a pack by its place in fullDeck(1), to count the cards of a state quickly.
const CARD_INDEX = new Map<string, number>(fullDeck(1).map((card, index) => [card, index]));

/** Checks what must hold after every move; returns the legal moves and the status without a search. */
function checkInvariants(state: CarthageState): { legal: Move[]; quick: string } {
  const p = piles(state);
  // 104 cards accounted for: every card of the pack exactly twice, so the multiset is fullDeck(2).
  const counts = new Array<number>(52).fill(0);
  for (const pile of Object.values(p)) {
    for (const card of pile) {
      const index = CARD_INDEX.get(card);
      check(index !== undefined, () => `${card} is not a card: ${JSON.stringify(p)}`);
      counts[index as number] += 1;
    }
  }
  check(
    counts.every((n) => n === 2),
    () => `the cards are not two packs: ${keyOf(state)}`,
  );
  // Each foundation is empty, or an ace and its suit up from it, with no rank skipped.
  for (const pile of state.foundations) {
    check(pile.length <= 13, () => `a foundation holds ${pile.length} cards`);
    pile.forEach((card: CardCode, v) =>
      check(card === cardOf(v + 1, suitOf(pile[0])), () => `a foundation is out of order: ${pile.join(' ')}`),
    );
  }
  // Deals come in twelves, and there are 8 tableau piles and 6 reserves, always.
  check(
    state.stock.length % 12 === 0 &&
      state.tableau.length === 8 &&
      state.reserves.length === 6 &&
      state.foundations.length === 8,
    () => `bad shape: ${keyOf(state)}`,
  );
  const legal = legalMoves(state);
  const quick = status(state, 0);
  const won = foundationCount(state) === 104;
  check((quick === 'won') === won, () => `status ${quick} with ${foundationCount(state)} cards up`);
  // Without a search, lost means exactly: the stock is out and no move is left.
  check(
    (quick === 'lost') === (!won && state.stock.length === 0 && legal.length === 0),
    () => `status ${quick} with ${legal.length} moves`,
  );
  return { legal, quick };
}

/** Plays one random game; returns its last state and how many moves it took. */
function playGame(
  seed: string,
  choices: readonly number[],
  probes: readonly Move[],
): { state: CarthageState; moves: number } {
  let state = deal(seed, {});
  let { legal, quick } = checkInvariants(state);
  let moves = 0;
  // Every state of the game with its key when it was reached: at the end none may have changed, so
  // neither the moves tried, refused or played ever mutate a state, not even through arrays two states share.
  const history: [CarthageState, string][] = [[state, keyOf(state)]];
  while (moves < MAX_MOVES && quick === 'playing') {
    // Every listed move is accepted, and apply() makes a new state.
    const outcomes = legal.map((move) => {
      check(
        whyIllegal(state, move) === undefined,
        () => `listed move ${JSON.stringify(move)} refused: ${JSON.stringify(whyIllegal(state, move))}`,
      );
      const result = apply(state, move);
      if (!result.ok)
        return expect.fail(`listed move ${JSON.stringify(move)} refused by apply: ${refusalText(result.reason)}`);
      check(result.state !== state, () => 'apply returned its input');
      return result.state;
    });
    // A listed move is never listed twice, and count 1 is never written.
    check(
      new Set(legal.map((move) => `${move.from}>${move.to}#${move.count ?? 1}`)).size === legal.length,
      () => `a move is listed twice: ${JSON.stringify(legal)}`,
    );
    check(
      legal.every((move) => move.count === undefined || move.count >= 2),
      () => 'count 1 written out',
    );

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

    state = outcomes[choices[moves % choices.length] % legal.length];
    moves += 1;
    history.push([state, keyOf(state)]);
    ({ legal, quick } = checkInvariants(state));
  }
  for (const [past, key] of history) check(keyOf(past) === key, () => 'an earlier state of the game changed');
  return { state, moves };
}

describe('carthage rules: random games (fast-check)', function () {
  this.timeout(60000);

  it('500 random legal games keep both packs, keep foundations in order, and refuse every illegal move', () => {
    const seen = { ended: 0, capped: 0, stockOut: 0, lostBySearch: 0 };
    fc.assert(
      fc.property(
        seedArb,
        fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
        fc.array(anyMove, { minLength: 1, maxLength: 40 }),
        (seed, choices, probes) => {
          const { state, moves } = playGame(seed, choices, probes);
          if (moves < MAX_MOVES) seen.ended += 1;
          else seen.capped += 1;
          if (state.stock.length > 0) return;
          seen.stockOut += 1;
          // The search's verdict on the last position: 'lost' only when a complete search (without
          // pruning, too) finds no win.
          const final = status(state, 200);
          if (final === 'lost' && legalMoves(state).length > 0) {
            seen.lostBySearch += 1;
            check(
              search(state, { budget: 20000, prune: false }).verdict === 'unwinnable',
              () => `lost by search but not unwinnable: ${keyOf(state)}`,
            );
          }
        },
      ),
      { numRuns: 500 },
    );
    expect(seen.ended + seen.capped).to.equal(500);
    // Random play deals the whole stock in about three games in four; about half the games run out of
    // moves before the cap, and one in six ends lost by search: the checks saw every kind of ending.
    expect(seen.stockOut).to.be.above(250);
    expect(seen.ended).to.be.above(50);
    expect(seen.capped).to.be.above(50);
    expect(seen.lostBySearch).to.be.above(10);
  });
});
