/**
 * The search problem of Lady Cadogan's The Carpet (docs/rules.md) for the shared search (core/search.ts),
 * its hints and autoplay, and the solver as a page holds it (cadoganPageSolver): everything but the
 * game's own search (solver.ts), a chunk the page loads only when no worker searches for it.
 *
 * The solver knows the whole deal, as the rules make it knowable: the stock's order is fixed by the seed,
 * and a re-deal shuffles the talon's cards by (seed, pass, the cards' multiset) alone. So a search that
 * finishes is exact: 'winnable' comes with a line the rules accept, 'unwinnable' means every position
 * reachable from the start was seen (or cut by a proof below) and none is won.
 *
 * Two proofs make it faster than a plain search, and `forcing: false` switches both off (the tests check
 * that verdicts never change):
 * - forced foundation moves (forcedMove): a card whose only possible destination is the foundation it
 *   fits now, and that nothing can use meanwhile, goes there alone (also the `autoplay` move);
 * - the last-pass cut (lastPassLost): once no re-deal is left, a talon or stock card that can never reach
 *   a foundation makes the position lost, with no move tried.
 * The key (positionKey) is small: pass, foundation heights, the carpet's empty cells, stock and talon, one
 * character per card. Moves go in the book's order (searchMoves).
 *
 * How far the depth-first search sees (measured in Node on positions of random games, 20 per stage): a
 * fresh deal is never settled within 300,000 positions, and the end of the first pass rarely (3 in 20);
 * with 12 or fewer cards left to deal in the second pass, 16 in 20; from the end of the second pass on,
 * practically always, mostly within 10,000 positions. So the solver's own search (`search`, portfolio.ts)
 * keeps it for positions from the second pass on, and looks for wins from earlier positions with Nested
 * Monte Carlo Search (nmcs.ts), after a relaxation (relaxation.ts) that proves some positions lost.
 */
import { type CardCode, SUITS, cardOf } from '../../core/cards.js';
import type { GameSolver, SearchProblem } from '../../search/search.js';
import type { Move } from '../../core/types.js';
import {
  CARPET_CELLS,
  CARPET_SIZE,
  type CadoganState,
  FOUNDATIONS,
  PASSES,
  applyLegal,
  isWon,
  orientationOf,
} from './rules.js';
import { CADOGAN_BUDGET, CADOGAN_DEEP_BUDGET } from './budgets.js';

export { CADOGAN_BUDGET, CADOGAN_DEEP_BUDGET } from './budgets.js';

// ------------------------------------------------------------------------------------------------
// Cards as numbers and characters

const SUIT_INDEX: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
const RANK_VALUE: Readonly<Record<string, number>> = {
  A: 1,
  2: 2,
  3: 3,
  4: 4,
  5: 5,
  6: 6,
  7: 7,
  8: 8,
  9: 9,
  T: 10,
  J: 11,
  Q: 12,
  K: 13,
};
const suitIndex = (card: CardCode): number => SUIT_INDEX[card[1]];
const rankValue = (card: CardCode): number => RANK_VALUE[card[0]];
/** One Latin-1 character per card code, 'A' (65) to 't' (116): never the '|' (124) a key separates with. */
const CARD_CHAR: Readonly<Record<string, string>> = Object.fromEntries(
  SUITS.flatMap((suit, s) =>
    Array.from({ length: 13 }, (_, v) => [cardOf(v + 1, suit), String.fromCharCode(65 + s * 13 + v)]),
  ),
);

const FOUNDATION_IDS = Array.from({ length: FOUNDATIONS }, (_, index) => `foundation-${index}`);
const CARPET_IDS = Array.from({ length: CARPET_CELLS }, (_, cell) => `carpet-${cell}`);
const DEAL: Move = Object.freeze({ from: 'stock', to: 'talon' });
const REDEAL: Move = Object.freeze({ from: 'talon', to: 'stock' });

/**
 * The rank on top of foundation `index`, 1-13. An ace foundation holding A..a is at a; a king foundation
 * holding K..t is at t. So an ace foundation takes rank a + 1 next (none once at 13), a king foundation
 * t - 1 (none once at 1).
 */
const topRank = (state: CadoganState, index: number): number => {
  const height = state.foundations[index].length;
  return index < 4 ? height : 14 - height;
};

/** The rank foundation `index` takes next, or 0 when it is complete. */
const nextRank = (state: CadoganState, index: number): number => {
  const t = topRank(state, index);
  return index < 4 ? (t < 13 ? t + 1 : 0) : t > 1 ? t - 1 : 0;
};

/** Whether foundation `index`, now at `top`, can never take rank `rank`: it holds that rank already. */
const isPast = (index: number, top: number, rank: number): boolean => (index < 4 ? top >= rank : top <= rank);

/**
 * How many cards of (suit, rank) are not on a foundation: each foundation holds at most one of each rank,
 * the ace foundation A..a and the king foundation K..t.
 */
const copiesOut = (state: CadoganState, suit: number, rank: number): number =>
  2 - (topRank(state, suit) >= rank ? 1 : 0) - (topRank(state, suit + 4) <= rank ? 1 : 0);

// ------------------------------------------------------------------------------------------------
// The carpet: lanes (rule 3), remembered per carpet array (a move that takes no carpet card keeps it)

/** Each cell's two lanes to the edge of the carpet, nearest cell first (board.ts keeps a typed copy). */
export const LANES: readonly (readonly (readonly number[])[])[] = Array.from({ length: CARPET_CELLS }, (_, cell) => {
  const row = Math.floor(cell / CARPET_SIZE);
  const col = cell % CARPET_SIZE;
  const lane = (step: number, count: number) => Array.from({ length: count }, (_, i) => cell + (i + 1) * step);
  return orientationOf(cell) === 'upright'
    ? [lane(-CARPET_SIZE, row), lane(CARPET_SIZE, CARPET_SIZE - 1 - row)]
    : [lane(-1, col), lane(1, CARPET_SIZE - 1 - col)];
});

type Carpet = readonly (CardCode | null)[];

function laneClear(carpet: Carpet, lane: readonly number[]): boolean {
  for (let i = 0; i < lane.length; i++) if (carpet[lane[i]] !== null) return false;
  return true;
}

interface CarpetFacts {
  /** The available cells, in cell order (as isAvailable()). */
  available: number[];
  /** 8 characters, one per row: bit c set when column c is empty. */
  empties: string;
  /** For each (suit * 14 + rank): how many carpet cards have it. */
  counts: Uint8Array;
}

const carpetFacts = new WeakMap<Carpet, CarpetFacts>();

function factsOf(carpet: Carpet): CarpetFacts {
  let facts = carpetFacts.get(carpet);
  if (facts) return facts;
  const available: number[] = [];
  const counts = new Uint8Array(4 * 14);
  let empties = '';
  for (let row = 0; row < CARPET_SIZE; row++) {
    let bits = 0;
    for (let col = 0; col < CARPET_SIZE; col++) {
      const cell = row * CARPET_SIZE + col;
      const card = carpet[cell];
      if (card === null) {
        bits |= 1 << col;
        continue;
      }
      counts[suitIndex(card) * 14 + rankValue(card)]++;
      const [a, b] = LANES[cell];
      if (laneClear(carpet, a) || laneClear(carpet, b)) available.push(cell);
    }
    empties += String.fromCharCode(bits);
  }
  facts = { available, empties, counts };
  carpetFacts.set(carpet, facts);
  return facts;
}

// ------------------------------------------------------------------------------------------------
// The key

const pileTexts = new WeakMap<readonly CardCode[], string>();
function pileText(pile: readonly CardCode[]): string {
  let text = pileTexts.get(pile);
  if (text === undefined) {
    text = '';
    for (let i = 0; i < pile.length; i++) text += CARD_CHAR[pile[i]];
    pileTexts.set(pile, text);
  }
  return text;
}

/**
 * The key of a position, exact among the positions one search reaches from one start: the pass, the eight
 * foundation heights (a foundation's cards follow from its height), which carpet cells are empty (cards
 * never enter the carpet, so the start fixes what the others hold), the stock and the talon card by card.
 * The seed is left out too: one search keeps it. So keys are compared within one search only, which is
 * how createSearch uses them.
 */
export function positionKey(state: CadoganState): string {
  let key = String.fromCharCode(48 + state.pass);
  for (let f = 0; f < FOUNDATIONS; f++) key += String.fromCharCode(97 + state.foundations[f].length);
  return `${key}${factsOf(state.carpet).empties}${pileText(state.stock)}|${pileText(state.talon)}`;
}

// ------------------------------------------------------------------------------------------------
// Moves

/**
 * Every legal move (the same set as legalMoves()), in the order the search tries them: cards to the
 * foundations, the carpet's first, each to the ace foundation before the king foundation; then the top
 * talon card to a foundation; then carpet cards onto the talon (the book: "take cards from the carpet
 * onto the talon whenever you can"); then the deal, or the re-deal.
 */
/** For each (suit * 14 + rank): the first and the second foundation that takes it next, -1 for none. */
const wanted = new Int8Array(4 * 14);
const wanted2 = new Int8Array(4 * 14);

export function searchMoves(state: CadoganState): Move[] {
  const { available } = factsOf(state.carpet);
  wanted.fill(-1);
  wanted2.fill(-1);
  for (let f = 0; f < FOUNDATIONS; f++) {
    const rank = nextRank(state, f);
    if (rank === 0) continue;
    const slot = (f % 4) * 14 + rank;
    if (wanted[slot] < 0) wanted[slot] = f;
    else wanted2[slot] = f;
  }
  const moves: Move[] = [];
  const builds: Move[] = [];
  const talonTop = state.talon.length > 0 ? state.talon[state.talon.length - 1] : undefined;
  const topSuit = talonTop ? suitIndex(talonTop) : -1;
  const topRankValue = talonTop ? rankValue(talonTop) : -1;
  for (const cell of available) {
    const card = state.carpet[cell] as CardCode;
    const slot = suitIndex(card) * 14 + rankValue(card);
    if (wanted[slot] >= 0) moves.push({ from: CARPET_IDS[cell], to: FOUNDATION_IDS[wanted[slot]] });
    if (wanted2[slot] >= 0) moves.push({ from: CARPET_IDS[cell], to: FOUNDATION_IDS[wanted2[slot]] });
    if (suitIndex(card) === topSuit && Math.abs(rankValue(card) - topRankValue) === 1)
      builds.push({ from: CARPET_IDS[cell], to: 'talon' });
  }
  if (talonTop) {
    const slot = topSuit * 14 + topRankValue;
    if (wanted[slot] >= 0) moves.push({ from: 'talon', to: FOUNDATION_IDS[wanted[slot]] });
    if (wanted2[slot] >= 0) moves.push({ from: 'talon', to: FOUNDATION_IDS[wanted2[slot]] });
  }
  for (const build of builds) moves.push(build);
  if (state.stock.length > 0) moves.push(DEAL);
  else if (state.talon.length > 0 && state.pass < PASSES) moves.push(REDEAL);
  return moves;
}

/**
 * A foundation move that cannot change whether the position is winnable, or undefined. A card c of suit s
 * and rank v fits foundation F, and the other foundation F' of s already holds a card of rank v (so F' can
 * never take c, and c is the only card of its code off the foundations: F needs it and nothing else).
 * Then, in any winning continuation W, c goes to F some time, and nothing else reaches F before it. The
 * continuation "c to F now, then W without that move" wins too, when every other move of W stays legal:
 * - its carpet cell is empty sooner: lanes only open, so carpet moves stay legal;
 * - W may lay c on the talon (from the carpet) and W may lay cards on it: only c ± 1 of its suit, from
 *   the carpet. A card above c must leave the talon first, by a foundation. c + 1 (F an ace foundation)
 *   can go neither to F (it needs c first) nor to F' (past c, so past c + 1): W never lays it on c. c - 1
 *   can leave only to F', and only if F' takes it now (F' at v means it wants v - 1, and the one v - 1
 *   off the foundations is it): so when such a carpet card exists, c is not forced. (Mirrored for a king
 *   foundation.) Otherwise nothing is ever laid on c, and any move W makes while c lies on the talon
 *   (deals, moves of the cards above) is legal without it.
 * - a re-deal gathers the talon: a c that W leaves on the talon would change the next shuffle. So in the
 *   passes before the last, only a carpet card that can never reach the talon is forced: no card c ± 1 of
 *   its suit is off the foundations (only a spare king or ace, once both queens or both twos are home).
 * Conversely, a win after the forced move is a win from the position. So forcing keeps every verdict.
 */
export function forcedMove(state: CadoganState): Move | undefined {
  const lastPass = state.pass >= PASSES;
  const { available, counts } = factsOf(state.carpet);
  const check = (card: CardCode, from: string): Move | undefined => {
    const s = suitIndex(card);
    const v = rankValue(card);
    for (const f of [s, s + 4]) {
      if (nextRank(state, f) !== v) continue;
      const other = f === s ? s + 4 : s;
      if (!isPast(other, topRank(state, other), v)) continue;
      if (lastPass) {
        // A carpet card c ± 1 that the other foundation takes now could be laid on c and leave.
        const wantedByOther = nextRank(state, other);
        if ((wantedByOther === v - 1 || wantedByOther === v + 1) && counts[s * 14 + wantedByOther] > 0) continue;
      } else {
        // Only carpet cards get here (see below).
        if ((v > 1 && copiesOut(state, s, v - 1) > 0) || (v < 13 && copiesOut(state, s, v + 1) > 0)) continue;
      }
      return { from, to: FOUNDATION_IDS[f] };
    }
    return undefined;
  };
  for (const cell of available) {
    const move = check(state.carpet[cell] as CardCode, CARPET_IDS[cell]);
    if (move) return move;
  }
  if (lastPass && state.talon.length > 0) return check(state.talon[state.talon.length - 1], 'talon');
  return undefined;
}

// ------------------------------------------------------------------------------------------------
// The last pass: lost positions

const INFINITE = 1 << 20;
const MAX_OUT = 2 * 52;
const cardSuit = new Int8Array(MAX_OUT);
const cardRank = new Int8Array(MAX_OUT);
const dealtAt = new Int32Array(MAX_OUT);
const leaves = new Int32Array(MAX_OUT);
/** For each (suit * 14 + rank), up to two talon or stock cards (by index above), -1 for none. */
const copyA = new Int16Array(4 * 14);
const copyB = new Int16Array(4 * 14);

/**
 * Whether the position is lost because, with no re-deal left, some talon or stock card can never reach a
 * foundation. Time counts the deals done from now. For every talon and stock card the loop raises a lower
 * bound L on the time it leaves the talon (in any continuation where it leaves at all), until nothing
 * changes; a card with no finite bound never leaves, so the position is lost. The bounds:
 * - a stock card leaves after it is dealt: L >= its deal number;
 * - the talon is a pile: a card leaves after every card above it (L >= theirs), and a card c is beneath
 *   y for good when c lies lower in the talon, or when c (talon or stock) cannot leave before y is dealt
 *   (L(c) >= y's deal number, c not dealt after y); a stock card z dealt while y is still there lies
 *   above y (L(y) >= z's deal number gives L(y) >= L(z));
 * - y goes to one of its suit's two foundations: one that holds its rank already is impossible; the other
 *   needs every rank between its top and y's first, each from a copy that is not beneath y (a carpet copy
 *   may leave at once): the latest of those copies' earliest bounds. L(y) is at least the better of the two.
 * Each bound holds whenever the bounds it uses hold, so the cut is sound; the tests compare verdicts with
 * and without it.
 */
export function lastPassLost(state: CadoganState): boolean {
  if (state.pass < PASSES) return false;
  const talon = state.talon;
  const stock = state.stock;
  const inTalon = talon.length;
  const n = inTalon + stock.length;
  if (n === 0) return false;
  copyA.fill(-1);
  copyB.fill(-1);
  for (let i = 0; i < n; i++) {
    const card = i < inTalon ? talon[i] : stock[stock.length - 1 - (i - inTalon)];
    const s = suitIndex(card);
    const r = rankValue(card);
    cardSuit[i] = s;
    cardRank[i] = r;
    dealtAt[i] = i < inTalon ? 0 : i - inTalon + 1;
    leaves[i] = dealtAt[i];
    const slot = s * 14 + r;
    if (copyA[slot] < 0) copyA[slot] = i;
    else copyB[slot] = i;
  }
  const { counts } = factsOf(state.carpet);
  const tops = [0, 1, 2, 3, 4, 5, 6, 7].map((f) => topRank(state, f));
  // Whether c is beneath y for good (c !== y).
  const beneath = (c: number, y: number): boolean => {
    if (y < inTalon) return c < y;
    return dealtAt[c] < dealtAt[y] && leaves[c] >= dealtAt[y];
  };
  // The earliest a card of (s, r) can reach a foundation before y leaves.
  const earliest = (y: number, s: number, r: number): number => {
    if (counts[s * 14 + r] > 0) return 0;
    let best = INFINITE;
    const a = copyA[s * 14 + r];
    const b = copyB[s * 14 + r];
    if (a >= 0 && !beneath(a, y) && leaves[a] < best) best = leaves[a];
    if (b >= 0 && !beneath(b, y) && leaves[b] < best) best = leaves[b];
    return best;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let y = n - 1; y >= 0; y--) {
      const s = cardSuit[y];
      const v = cardRank[y];
      const up = tops[s];
      const down = tops[s + 4];
      let viaAce = up >= v ? INFINITE : 0;
      for (let r = up + 1; viaAce < INFINITE && r < v; r++) viaAce = Math.max(viaAce, earliest(y, s, r));
      let viaKing = down <= v ? INFINITE : 0;
      for (let r = down - 1; viaKing < INFINITE && r > v; r--) viaKing = Math.max(viaKing, earliest(y, s, r));
      let bound = Math.max(leaves[y], Math.min(viaAce, viaKing));
      for (let z = y + 1; z < inTalon && bound < INFINITE; z++) bound = Math.max(bound, leaves[z]);
      for (let z = Math.max(y + 1, inTalon); z < n && bound < INFINITE; z++)
        if (bound >= dealtAt[z]) bound = Math.max(bound, leaves[z]);
      if (bound >= INFINITE) return true;
      if (bound > leaves[y]) {
        leaves[y] = bound;
        changed = true;
      }
    }
  }
  return false;
}

// ------------------------------------------------------------------------------------------------
// The problem and the solver

export interface CadoganProblemOptions {
  /** Forced foundation moves and the last-pass cut (true when absent); false for a plain search. */
  forcing?: boolean;
}

export function cadoganProblem(options: CadoganProblemOptions = {}): SearchProblem<CadoganState> {
  const forcing = options.forcing ?? true;
  return {
    isWon,
    moves(state) {
      if (!forcing) return searchMoves(state);
      if (lastPassLost(state)) return [];
      const forced = forcedMove(state);
      return forced ? [forced] : searchMoves(state);
    },
    apply: applyLegal,
    key: positionKey,
  };
}

const problem = cadoganProblem();

/** The solver without its own search, which the page's worker runs (or the page loads when it has none). */
export const cadoganPageSolver: GameSolver<CadoganState> = {
  problem,
  budget: CADOGAN_BUDGET,
  deepBudget: CADOGAN_DEEP_BUDGET,
  // A winnable deal may take several deals' searches of a second or more each.
  winnableDealMs: 40_000,
  usefulMove(state) {
    return forcedMove(state) ?? searchMoves(state)[0];
  },
  safeAutoplayMove: forcedMove,
  loadFullSolver: () => import('./solver.js').then((m) => m.cadoganSolver),
};
