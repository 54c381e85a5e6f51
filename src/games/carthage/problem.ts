/**
 * Carthage's search problem (docs/rules.md): what the shared depth-first search (core/search.ts) and the
 * game's own search (portfolio.ts, through solver.ts) solve, the hints and autoplay the element asks of a
 * game, and the solver as a page holds it (carthagePageSolver): everything but the game's own search,
 * a chunk the page loads only when no worker searches for it.
 *
 * The search knows the stock: the seed fixes its order, so a deal is one more move, and the state
 * holds the cards it brings.
 *
 * What makes it faster, and why nothing it drops can hide a win (d(P) below is the length of the
 * shortest winning line from P; the search is complete as long as every winnable position keeps a
 * move to a position with a smaller d):
 *
 * 1. Symmetry (searchMoves): tableau piles play alike, so do foundations, and so do reserves once the
 *    stock is empty. Of moves that lead to the same position up to such swaps only the first is kept,
 *    and a whole pile moved into an empty pile of its kind (the same position) is dropped.
 *
 * 2. Safe foundation moves (safeFoundationMove). Claim GC(r): when both foundations of a suit hold at
 *    least r - 1 cards (for an ace: always), putting a card of rank r of that suit on a foundation
 *    that takes it gives a position P' with d(P') <= d(P) - 1. Lemma L(r): from a position where both
 *    foundations of a suit hold at least r - 1 cards, a shortest line never takes a card of that suit
 *    below rank r back off a foundation.
 *    - L(r) from GC(r - 1): the first such play-back must take a card w of rank r - 1 (a foundation's
 *      top is its height) and leaves both foundations at r - 2 or more. GC(r - 1) for the position Q1
 *      after it says that putting w back, which is the position Q before it, is shorter by one: so
 *      Q -> Q1 lies on no shortest line. L(1) says nothing.
 *    - GC(r) from L(r): follow a shortest line from P in P', where the card t sits on a foundation E
 *      (whose top in P is r - 1). Every move replays unchanged or as a no-op: t's moves in P are
 *      no-ops in P' (a run with t on top moves one card shorter); nothing builds on t, since the
 *      cards one rank lower of its suit are home and stay home (L(r); an ace has nothing below);
 *      every other card on top in P is on top in P', and P' has every empty pile P has, so the same
 *      super moves fit; E's top r - 1 never leaves (L(r)); the other copy of t wanting E in P goes
 *      on the suit's other foundation in P', which then shows r - 1 (else both copies would be home);
 *      an ace wanting an empty foundation finds one (there are as many empty foundations as aces
 *      out). The line's move that brings t home is a no-op in P', so d(P') <= d(P) - 1.
 *    So a position with such a move is given that move alone: this is the forced move, and the
 *    autoplay move. Other foundation moves are not safe: on real deals, a card going home while the
 *    other foundation of its suit is further down can lose a won game (the tests pin one), and a card
 *    that could be taken straight back is no exception (forcing it would undo every play-back the
 *    player made to build on it).
 *
 * 3. Useless play-backs (by L(r) as shown above): a card of rank r is never taken back off a
 *    foundation while the suit's other foundation holds at least r - 1 cards (an ace never is).
 *
 * Tests compare the verdicts with all of this on and off, and against a plain exhaustive search.
 *
 * The solver's own search (carthageSolver.search, portfolio.ts) runs best-first searches for wins over
 * this problem before the depth-first search, and shortens the line it finds.
 */
import type { GameSolver, SearchProblem } from '../../search/search.js';
import type { Move } from '../../core/types.js';
import type { CardCode } from '../../core/cards.js';
import { type CarthageState, buildsOn, isWon, legalMoves, runLength } from './rules.js';
import {
  applyMove,
  FOUNDATION_IDS,
  PILE_INDEX,
  rankOf,
  RESERVE_IDS,
  TABLEAU_IDS,
  top,
  canonicalKey,
  searchMoves,
} from './keys.js';

export { canonicalKey, exactKey, searchMoves } from './keys.js';

// ------------------------------------------------------------------------------------------------
// Safe foundation moves and useless play-backs (points 2 and 3 above)

// How many cards each suit's two foundations hold, by suit character code: the smaller height in LOW,
// the larger in HIGH (0 for a foundation not started). Filled by suitHeights(), read at once.
const LOW = new Int8Array(128);
const HIGH = new Int8Array(128);
const SUIT_CODES = [67, 68, 72, 83]; // C D H S

function suitHeights(state: CarthageState): Int8Array {
  for (const suit of SUIT_CODES) LOW[suit] = HIGH[suit] = 0;
  for (const pile of state.foundations) {
    const height = pile.length;
    if (height === 0) continue;
    const suit = pile[0].charCodeAt(1);
    if (height >= HIGH[suit]) {
      LOW[suit] = HIGH[suit];
      HIGH[suit] = height;
    } else if (height > LOW[suit]) LOW[suit] = height;
  }
  return LOW;
}

/**
 * A move to a foundation that provably shortens every win (point 2 above): an ace to an empty
 * foundation, or a card of rank r to a foundation of its suit when both foundations of that suit hold
 * at least r - 1 cards. From the tableau first, then the reserves; undefined when there is none.
 */
export function safeFoundationMove(state: CarthageState): Move | undefined {
  const low = suitHeights(state);
  const sources = [state.tableau, state.reserves];
  const ids = [TABLEAU_IDS, RESERVE_IDS];
  for (let group = 0; group < 2; group++) {
    const piles = sources[group];
    for (let index = 0; index < piles.length; index++) {
      const card = top(piles[index]);
      if (card === undefined) continue;
      const rank = rankOf(card);
      if (rank === 1) {
        const empty = state.foundations.findIndex((pile) => pile.length === 0);
        // There are always as many empty foundations as aces off them.
        if (empty >= 0) return { from: ids[group][index], to: FOUNDATION_IDS[empty] };
        continue;
      }
      if (low[card.charCodeAt(1)] < rank - 1) continue;
      // Both foundations hold r - 1 or more, and the card is out: one of them shows r - 1.
      const to = state.foundations.findIndex(
        (pile) => pile.length === rank - 1 && pile[0].charCodeAt(1) === card.charCodeAt(1),
      );
      if (to >= 0) return { from: ids[group][index], to: FOUNDATION_IDS[to] };
    }
  }
  return undefined;
}

/** Whether taking `card` (a foundation's top) back into play can be on no shortest win (point 3 above). */
function uselessPlayBack(card: string, low: Int8Array): boolean {
  const rank = rankOf(card);
  // The card's own foundation holds r; the suit's lower foundation is the other one when it holds less.
  return rank === 1 || low[card.charCodeAt(1)] >= rank - 1;
}

// ------------------------------------------------------------------------------------------------
// The order of the moves

/**
 * How much better a position looks after a move, by a rough measure tuned on real deals: each card
 * on a foundation is worth 10, each card in a reserve costs 3 (it must be dug out), each tableau card
 * beneath its pile's top run costs 3 (it is blocked), an empty reserve is worth 3 and an empty tableau
 * pile 6; uncovering a card that can go home at once is worth 8 more, one that can go onto a tableau
 * pile 6. The deal counts as -4: after the moves that gain something, before those that only shift
 * cards about (a depth-first search that dealt last would first wander through every position before
 * the deal; one that dealt first would bury every reserve before it played). On 80 deals searched
 * from the start, the two bonuses for the card uncovered took the wins found within 100,000 positions
 * from 17 to 37.
 */
function gain(state: CarthageState, move: Move): number {
  if (move.from === 'stock') return -4;
  const from = PILE_INDEX.get(move.from) as number;
  const to = PILE_INDEX.get(move.to) as number;
  const count = move.count ?? 1;
  let score = 0;
  let uncovered: string | undefined;
  if (from >= 14) score -= 10;
  else if (from >= 8) {
    const pile = state.reserves[from - 8];
    if (pile.length === 1) score += 6;
    else {
      score += 3;
      uncovered = pile[pile.length - 2];
    }
  } else {
    const pile = state.tableau[from];
    const left = pile.length - count;
    if (left === 0) score += 6;
    else {
      const run = runLength(pile);
      if (count === run) {
        score += 3 * (pile.length - run - (left - runLength(pile.slice(0, left))));
        uncovered = pile[left - 1];
      }
    }
  }
  if (to >= 14) score += 10;
  else if (to >= 8 || state.tableau[to].length === 0) score -= 6;
  if (uncovered !== undefined) {
    const rank = rankOf(uncovered);
    const suit = uncovered.charCodeAt(1);
    suitHeights(state);
    if (rank === 1 || HIGH[suit] === rank - 1 || LOW[suit] === rank - 1) score += 8;
    for (let index = 0; index < 8; index++) {
      const pile = state.tableau[index];
      if (index !== from && pile.length > 0 && buildsOn(uncovered as CardCode, pile[pile.length - 1])) {
        score += 6;
        break;
      }
    }
  }
  return score;
}

/** The moves by gain, best first; ties in legalMoves() order. */
function byGain(state: CarthageState, moves: Move[]): Move[] {
  if (moves.length < 2) return moves;
  const scores = moves.map((move, index) => ({ move, score: gain(state, move), index }));
  scores.sort((a, b) => b.score - a.score || a.index - b.index);
  return scores.map((entry) => entry.move);
}

/**
 * The order status()'s search has always used: cards to the foundations, then the deal, then builds
 * on the tableau, then moves into empty tableau piles, then into empty reserves, then cards taken back
 * off the foundations. Stable: within a group, legalMoves() order.
 */
function byKind(state: CarthageState, moves: Move[]): Move[] {
  const groups: Move[][] = [[], [], [], [], [], []];
  for (const move of moves) {
    let group: number;
    if (move.to.charCodeAt(0) === 102 /* f */) group = 0;
    else if (move.from === 'stock') group = 1;
    else if (move.from.charCodeAt(0) === 102) group = 5;
    else if (move.to.charCodeAt(0) === 114 /* r */) group = 4;
    else group = state.tableau[PILE_INDEX.get(move.to) as number].length > 0 ? 2 : 3;
    groups[group].push(move);
  }
  return groups.flat();
}

// ------------------------------------------------------------------------------------------------
// The problem

export interface CarthageProblemOptions {
  /** Drop moves to a position another kept move reaches (symmetric piles, point 1 above); true when absent. */
  prune?: boolean;
  /**
   * Give a position with a safe foundation move that move alone, and drop the play-backs no shortest
   * win makes (points 2 and 3 above); as `prune` when absent.
   */
  force?: boolean;
  /** 'gain' (the default): by the rough measure of gain(); 'kind': as status()'s search has always tried them. */
  order?: 'gain' | 'kind';
}

/** Carthage as a search problem for core/search.ts. With `prune` and `force` off: every legal move. */
export function carthageProblem(options: CarthageProblemOptions = {}): SearchProblem<CarthageState> {
  const prune = options.prune ?? true;
  const force = options.force ?? prune;
  const order = options.order === 'kind' ? byKind : byGain;
  return {
    isWon,
    apply: applyMove,
    key: canonicalKey,
    moves(state) {
      if (force) {
        const forced = safeFoundationMove(state);
        if (forced) return [forced];
      }
      let moves = searchMoves(state, prune);
      if (force) {
        const low = suitHeights(state);
        moves = moves.filter(
          (move) =>
            move.from.charCodeAt(0) !== 102 ||
            !uselessPlayBack(top(state.foundations[(PILE_INDEX.get(move.from) as number) - 14]) as string, low),
        );
      }
      return order(state, moves);
    },
  };
}

// ------------------------------------------------------------------------------------------------
// Hints and autoplay

/**
 * The most promising move by rules of thumb, for a hint when no winning line is known: a safe
 * foundation move, else the move the search would try first (by gain(): cards home, cards that empty
 * a pile or uncover one that can go home or onto the tableau), except that the deal comes before a
 * move that gains nothing (a card shifted from one pile to another of its kind). Never a play-back no
 * win needs, unless nothing else is legal. Undefined only when no move is legal.
 */
export function usefulMove(state: CarthageState): Move | undefined {
  const safe = safeFoundationMove(state);
  if (safe) return safe;
  const legal = legalMoves(state);
  if (legal.length === 0) return undefined;
  const low = suitHeights(state);
  const moves = legal.filter(
    (move) =>
      move.from.charCodeAt(0) !== 102 ||
      !uselessPlayBack(top(state.foundations[(PILE_INDEX.get(move.from) as number) - 14]) as string, low),
  );
  const best = byGain(state, moves)[0];
  if (best === undefined) return legal[0];
  if (state.stock.length > 0 && best.from !== 'stock' && gain(state, best) <= 0)
    return { from: 'stock', to: 'reserve' };
  return best;
}

/** A move to a foundation that provably cannot spoil a win (point 2 above); undefined when none is. */
export const safeAutoplayMove = (state: CarthageState): Move | undefined => safeFoundationMove(state);

/**
 * The work one search may do before it answers 'unknown', in moves applied: portfolio.ts's search
 * (several best-first searches, then the complete depth-first search, all on its fast board) spends it
 * in shares. Measured in Node (library build, one process, deals in turn) from the start of deals 1-200
 * on this busy 2-core machine (`npm run winrate -- --variant carthage --deals 200`, 2026-12-01): 178
 * won, 3 proved lost (54, 167, 199), 19 unknown; CPU (process.cpuUsage, GC threads included) 0.04 s a
 * deal at the median, 1.15 s at most (a deal that runs the budget out); winning lines 179 moves at the
 * median, 302 at most. The former search over CarthageState, in a run beside it at its 70,000: 157 won,
 * 1 lost, 42 unknown, 0.23 s at the median and 2.2 s at most. On deals 201-400: 160 won, 5 lost, 35
 * unknown, at most 1.4 s (the former search: 122, 2 and 76). (The
 * depth-first search alone with 200,000 positions won 84, proved 3 lost and left 113 unknown, at up to
 * 3.2 s, with lines of up to 18,588 moves.)
 */
export const SOLVER_BUDGET = 500_000;

/**
 * The patient search's work, after the first search said 'unknown' (the widget's background search in its
 * worker; `npm run winrate -- --budget deep`): at most about 30 s of CPU in Node (deal 311, which no search
 * settles: 29.5 s), so that a verdict ends on this budget, not on a time limit. The depth-first search gets
 * about 27 million of it (past portfolio.ts's DEEP_SHARED_BUDGET), enough to prove most lost deals whole
 * (deals 2083 and 2314 need 21.6 and 25.1 million). It is the page's solver's, as the element reads it.
 */
export const DEEP_BUDGET = 40_000_000;
/** Its memory per move, at the most: 923 MB of peak RSS in Node for deal 311 at the whole budget (deal 2138: 681 MB). */
export const DEEP_BYTES_PER_MOVE = 25;

/** The solver without its own search, which the page's worker runs (or the page loads when it has none). */
export const carthagePageSolver: GameSolver<CarthageState> = {
  problem: carthageProblem(),
  budget: SOLVER_BUDGET,
  deepBudget: DEEP_BUDGET,
  deepBytesPerMove: DEEP_BYTES_PER_MOVE,
  // A winnable deal may take several deals' searches of a second or more each.
  winnableDealMs: 40_000,
  usefulMove,
  safeAutoplayMove,
  loadFullSolver: () => import('./solver.js').then((m) => m.carthageSolver),
};
