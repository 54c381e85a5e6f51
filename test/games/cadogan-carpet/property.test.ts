import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { type CardCode, RANKS, type Rank, SUITS, cardOf, fullDeck } from '../../../src/core/cards.js';
import { type Move, sameMove } from '../../../src/core/types.js';
import {
  type CadoganState,
  apply,
  deal,
  foundationCount,
  legalMoves,
  piles,
  status,
  whyIllegal,
} from '../../../src/games/cadogan-carpet/rules.js';
import { check, probeMoves, seedArb } from '../../support/property.js';
import { refusalText } from '../../support/refusal.js';

/**
 * Random legal games played to the end. The game is finite: the potential
 *   300 x (3 - pass) + 2 x stock + talon + 2 x carpet cards
 * drops with every move: a deal by 1 (stock to talon), a build on the talon by 1 (carpet to talon), a
 * card up by 1 (talon) or 2 (carpet), and a re-deal by at least 300 - 96 (the pass goes up, and at most
 * 96 talon cards come back to the stock at 2 each instead of 1). It starts at 600 + 64 + 128 = 792 and
 * never goes below 0, so no game lasts more than 792 moves; the test checks the drop move by move.
 */
const MAX_MOVES = 792;
const potential = (state: CadoganState): number =>
  300 * (3 - state.pass) +
  2 * state.stock.length +
  state.talon.length +
  2 * state.carpet.filter((card) => card !== null).length;

const PILE_IDS = [
  ...Array.from({ length: 8 }, (_, i) => `foundation-${i}`),
  ...Array.from({ length: 64 }, (_, i) => `carpet-${i}`),
  'stock',
  'talon',
];
const GARBAGE_IDS = [
  '',
  'foundation-8',
  'foundation--1',
  'foundation-01',
  'carpet-64',
  'carpet-07',
  'carpet-',
  'carpet-1.5',
  'Stock',
  'waste',
  'reserve',
  'tableau-0',
  'talon ',
  '__proto__',
  'constructor',
];

const anyMove = probeMoves(PILE_IDS, GARBAGE_IDS, { weight: 5, maxCount: 5 });

/** A compact, exact picture of a state: equal keys mean equal states. */
const keyOf = (state: CadoganState): string =>
  `${state.seed}|${state.pass}|${state.foundations.map((pile) => pile.join('')).join(',')}|${state.carpet.map((card) => card ?? '--').join('')}|${state.stock.join('')}|${state.talon.join('')}`;

/**
 * Rule 3 read on its own, apart from the rules' isAvailable: from each narrow end of the card, walk to
 * the edge of the carpet; the card is available when one walk meets no card.
 */
function laneOpen(carpet: readonly (CardCode | null)[], cell: number): boolean {
  if (carpet[cell] === null) return false;
  const row = Math.floor(cell / 8);
  const col = cell % 8;
  const ends =
    (row + col) % 2 === 0
      ? [
          [-1, 0],
          [1, 0],
        ]
      : [
          [0, -1],
          [0, 1],
        ];
  return ends.some(([dr, dc]) => {
    for (let r = row + dr, c = col + dc; r >= 0 && r < 8 && c >= 0 && c < 8; r += dr, c += dc)
      if (carpet[r * 8 + c] !== null) return false;
    return true;
  });
}

// Each card of a pack by its place in fullDeck(1), looked up by its two character codes to count quickly.
const CARD_INDEX = new Int8Array(128 * 128).fill(-1);
fullDeck(1).forEach((card, index) => (CARD_INDEX[card.charCodeAt(0) * 128 + card.charCodeAt(1)] = index));
const cardIndex = (card: string): number =>
  card.length === 2 ? CARD_INDEX[(card.charCodeAt(0) & 127) * 128 + (card.charCodeAt(1) & 127)] : -1;

/** Each foundation's cards in order: foundation-0..3 from the ace up, foundation-4..7 from the king down. */
const FOUNDATION_ORDER = Array.from({ length: 8 }, (_, index) =>
  Array.from({ length: 13 }, (_, v) => cardOf(index < 4 ? v + 1 : 13 - v, SUITS[index % 4])),
);

/** Checks what must hold in every position; returns the legal moves and the status. */
function checkInvariants(state: CadoganState, seed: string): { legal: Move[]; result: string } {
  // 104 cards accounted for: every card of the pack exactly twice, so the multiset is fullDeck(2).
  // (piles() says the same, checked every few moves below: it is slow to build 74 piles 80,000 times.)
  const counts = new Array<number>(52).fill(0);
  for (const pile of [...state.foundations, state.carpet, state.stock, state.talon]) {
    for (const card of pile) {
      if (card === null) continue;
      const index = cardIndex(card);
      if (index < 0) expect.fail(`${card} is not a card: ${keyOf(state)}`);
      counts[index] += 1;
    }
  }
  check(
    counts.every((n) => n === 2),
    () => `the cards are not two packs: ${keyOf(state)}`,
  );
  // Ace foundations: the suit from the ace up; king foundations: the suit from the king down; no rank skipped.
  state.foundations.forEach((pile, index) => {
    check(pile.length >= 1 && pile.length <= 13, () => `foundation-${index} holds ${pile.length} cards`);
    for (let v = 0; v < pile.length; v++)
      if (pile[v] !== FOUNDATION_ORDER[index][v]) expect.fail(`foundation-${index} is out of order: ${pile.join(' ')}`);
  });
  check(state.foundations.length === 8 && state.carpet.length === 64, () => `bad shape: ${keyOf(state)}`);
  check(state.pass >= 1 && state.pass <= 3 && state.seed === seed, () => `pass ${state.pass}, seed ${state.seed}`);

  const legal = legalMoves(state);
  const result = status(state);
  const won = foundationCount(state) === 104;
  check((result === 'won') === won, () => `status ${result} with ${foundationCount(state)} cards up`);
  // Lost exactly when nothing can be done: no card moves, no deal, no re-deal.
  check((result === 'lost') === (!won && legal.length === 0), () => `status ${result} with ${legal.length} moves`);
  if (result === 'lost')
    check(
      state.stock.length === 0 && (state.pass === 3 || state.talon.length === 0),
      () => `lost with a deal or a re-deal left: ${keyOf(state)}`,
    );
  if (state.stock.length > 0)
    check(
      legal.some((move) => move.from === 'stock'),
      () => 'no deal listed while the stock has cards',
    );
  // Every carpet card that moves is available, by rule 3 read on its own.
  for (const move of legal) {
    if (move.from.startsWith('carpet-')) {
      const cell = Number(move.from.slice(7));
      check(laneOpen(state.carpet, cell), () => `${move.from} moves but is not available: ${keyOf(state)}`);
    }
  }
  return { legal, result };
}

const topOf = (pile: readonly CardCode[]): CardCode | undefined => pile[pile.length - 1];

/** Checks what a legal move did: one card from its source onto its destination, and a talon build one rank apart in suit. */
function checkMove(before: CadoganState, move: Move, after: CadoganState): void {
  const what = () => `${JSON.stringify(move)} in ${keyOf(before)}`;
  if (move.from === 'stock') {
    check(
      after.talon.length === before.talon.length + 1 && topOf(after.talon) === topOf(before.stock),
      () => `a deal did not turn the top stock card: ${what()}`,
    );
    return;
  }
  if (move.to === 'stock') {
    check(
      before.stock.length === 0 && after.talon.length === 0 && after.pass === before.pass + 1,
      () => `a bad re-deal: ${what()}`,
    );
    check(
      after.stock.slice().sort().join() === before.talon.slice().sort().join(),
      () => `a re-deal changed the cards: ${what()}`,
    );
    return;
  }
  const cell = move.from.startsWith('carpet-') ? Number(move.from.slice(7)) : -1;
  const card = cell >= 0 ? before.carpet[cell] : topOf(before.talon);
  if (cell >= 0)
    check(
      after.carpet[cell] === null && laneOpen(before.carpet, cell),
      () => `the carpet card did not leave an available cell: ${what()}`,
    );
  const onto = move.to === 'talon' ? after.talon : after.foundations[Number(move.to.slice(11))];
  check(card !== null && topOf(onto) === card, () => `the card did not arrive: ${what()}`);
  if (move.to === 'talon') {
    const below = topOf(before.talon) as CardCode;
    check(
      below !== undefined &&
        below[1] === card![1] &&
        Math.abs(RANKS.indexOf(below[0] as Rank) - RANKS.indexOf(card![0] as Rank)) === 1,
      () => `a talon build out of suit or sequence: ${what()}`,
    );
  }
}

/** Plays one game to the end; returns its last state and how many moves it took. */
function playGame(
  seed: string,
  choices: readonly number[],
  probes: readonly Move[],
): { state: CadoganState; moves: number } {
  let state = deal(seed, {});
  let { legal, result } = checkInvariants(state, seed);
  let moves = 0;
  // Every fourth state of the game with its key when it was reached: at the end none may have changed,
  // so neither the moves tried, refused or played ever mutate a state, not even through arrays two
  // states share (which a mutation would reach from any later state).
  const history: [CadoganState, string][] = [[state, keyOf(state)]];
  while (result === 'playing') {
    check(moves < MAX_MOVES, () => `the game outlasted ${MAX_MOVES} moves`);
    // Every listed move is accepted, and apply() makes a new state.
    const outcomes = legal.map((move) => {
      check(
        whyIllegal(state, move) === undefined,
        () => `listed move ${JSON.stringify(move)} refused: ${JSON.stringify(whyIllegal(state, move))}`,
      );
      const applied = apply(state, move);
      if (!applied.ok)
        return expect.fail(`listed move ${JSON.stringify(move)} refused by apply: ${refusalText(applied.reason)}`);
      check(applied.state !== state, () => 'apply returned its input');
      checkMove(state, move, applied.state);
      return applied.state;
    });
    check(
      new Set(legal.map((move) => `${move.from}>${move.to}`)).size === legal.length,
      () => `a move is listed twice: ${JSON.stringify(legal)}`,
    );

    // Random moves, mostly illegal: accepted exactly when legalMoves lists them, refused with a reason otherwise.
    for (let i = 0; i < 3; i++) {
      const probe = probes[(moves * 3 + i) % probes.length];
      const listed = legal.some((move) => sameMove(move, probe));
      const tried = apply(state, probe);
      check(
        tried.ok === listed,
        () => `${JSON.stringify(probe)} accepted=${tried.ok} but listed=${listed} in ${keyOf(state)}`,
      );
      if (!tried.ok) {
        check(refusalText(tried.reason).length > 8, () => `no readable reason for ${JSON.stringify(probe)}`);
        check(
          JSON.stringify(whyIllegal(state, probe)) === JSON.stringify(tried.reason),
          () => `whyIllegal and apply disagree on ${JSON.stringify(probe)}`,
        );
      }
    }
    if (moves % 60 === 0) {
      // piles() lists the same cards as the state, bottom first, and no other pile.
      const p = piles(state);
      check(Object.keys(p).length === 74, () => `piles() lists ${Object.keys(p).length} piles`);
      const same = (id: string, cards: readonly (CardCode | null)[]) =>
        p[id]?.join() === cards.filter((card) => card !== null).join();
      state.foundations.forEach((pile, index) =>
        check(same(`foundation-${index}`, pile), () => `piles() differs on foundation-${index}`),
      );
      state.carpet.forEach((card, cell) =>
        check(same(`carpet-${cell}`, [card]), () => `piles() differs on carpet-${cell}`),
      );
      check(
        same('stock', state.stock) && same('talon', state.talon),
        () => 'piles() differs on the stock or the talon',
      );
      // Every move from a carpet card or the talon to each foundation and the talon: accepted exactly when listed.
      for (const from of ['talon', ...state.carpet.flatMap((card, cell) => (card ? [`carpet-${cell}`] : []))]) {
        for (const to of ['talon', ...PILE_IDS.slice(0, 8)]) {
          const listed = legal.some((move) => move.from === from && move.to === to);
          check(
            (whyIllegal(state, { from, to }) === undefined) === listed,
            () => `${from}>${to} listed=${listed} in ${keyOf(state)}`,
          );
        }
      }
    }

    const pick = choices[moves % choices.length] % legal.length;
    const next = outcomes[pick];
    check(potential(next) < potential(state), () => `no progress after ${JSON.stringify(legal[pick])}`);
    // Empty cells stay empty, and a card in the carpet never changes.
    check(
      next.carpet.every((card, cell) => card === null || card === state.carpet[cell]),
      () => `the carpet gained a card after ${JSON.stringify(legal[pick])}`,
    );
    state = next;
    moves += 1;
    if (moves % 4 === 0) history.push([state, keyOf(state)]);
    ({ legal, result } = checkInvariants(state, seed));
  }
  for (const [past, key] of history) check(keyOf(past) === key, () => 'an earlier state of the game changed');
  return { state, moves };
}

describe('cadogan-carpet rules: random games (fast-check)', function () {
  this.timeout(60000);

  it('500 random legal games end within their bound, keep both packs and ordered foundations, and refuse every illegal move', () => {
    const seen = { won: 0, lost: 0, thirdPass: 0, longest: 0 };
    fc.assert(
      fc.property(
        seedArb,
        fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
        fc.array(anyMove, { minLength: 1, maxLength: 40 }),
        (seed, choices, probes) => {
          const { state, moves } = playGame(seed, choices, probes);
          const result = status(state);
          expect(result).to.be.oneOf(['won', 'lost']);
          seen[result as 'won' | 'lost'] += 1;
          if (state.pass === 3) seen.thirdPass += 1;
          seen.longest = Math.max(seen.longest, moves);
          if (result === 'won') {
            expect(state.carpet.every((card) => card === null)).to.equal(true);
            expect(state.stock.length + state.talon.length).to.equal(0);
          } else {
            expect(state.stock).to.deep.equal([]);
            expect(legalMoves(state)).to.deep.equal([]);
          }
        },
      ),
      { numRuns: 500 },
    );
    expect(seen.won + seen.lost).to.equal(500);
    // Random play almost never wins (about 0 games in 2,000); it deals the stock three times in nearly
    // every game, so the checks saw every pass.
    expect(seen.thirdPass).to.be.above(400);
    expect(seen.longest).to.be.below(MAX_MOVES);
  });
});
