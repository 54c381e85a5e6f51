/**
 * Carthage's own search (GameSolver.search): a portfolio over one budget of work units (moves applied),
 * every phase on the fast board (board.ts, fast-search.ts), where a position costs a few times less than
 * over problem.ts's CarthageState problem and the searches find the same wins.
 *
 * 1. The complete depth-first search (as core/search.ts's over problem.ts's problem) for its first few
 *    thousand moves: it wins some deals at once, and proves small positions lost.
 * 2. Best-first searches (as core/best-first.ts's over hopefulProblem) that only look for wins, one after
 *    the other (or in turns, PortfolioOptions.slice), each up to its share, each growing first the
 *    positions its score likes best (cards home, empty piles, short reserves, fewer moves from the start,
 *    in different measure). They win most deals in a few thousand positions where the depth-first search
 *    wanders for hundreds of thousands, but they can never say 'unwinnable'.
 * 3. The depth-first search resumed with what is left of the budget: only it may say 'unwinnable',
 *    and only once it has seen every reachable position.
 * 4. A winning line is then shortened (fast-search.ts's shortener, over every legal move and canonical
 *    keys); the shortened line still replays to a won game, so the verdict stands as found.
 *
 * A start the board cannot hold (a tableau pile that is not one run down in suit: no game reaches one)
 * gets the complete depth-first search over problem.ts's problem alone.
 */
import { type Search, type SearchProblem, type SearchResult, createSearch } from '../../../search/search.js';
import type { Shortener } from '../../../search/shorten.js';
import { type CarthageState, runLength } from '../rules.js';
import { carthageProblem } from '../problem.js';
import { boardScore, createBoardBestFirst } from './fast-best-first.js';
import { type BoardResult, boardFits, createBoardDepthFirst } from './fast-search.js';
import { createBoardShortener } from './fast-shortener.js';

export interface ScoreWeights {
  /** Per card on a foundation. */
  home: number;
  /** Per empty tableau pile. */
  emptyTableau: number;
  /** Per empty reserve. */
  emptyReserve: number;
  /** Per card in a reserve, times the reserve's height: a tall reserve buries its cards deep. */
  tallReserve: number;
  /** Per tableau card beneath its pile's top run (blocked until the run moves). */
  blocked: number;
  /** Per move from the start: prefers short lines. */
  depth: number;
  /** Per card in the stock. */
  stock: number;
}

export const DEFAULT_WEIGHTS: ScoreWeights = {
  home: 40,
  emptyTableau: 6,
  emptyReserve: 4,
  tallReserve: 0.2,
  blocked: 1,
  depth: 0,
  stock: 0,
};

/** How many tableau cards lie beneath their pile's top run. */
function blockedCards(state: CarthageState): number {
  let blocked = 0;
  for (const pile of state.tableau) {
    let run = pile.length > 0 ? 1 : 0;
    while (run < pile.length) {
      const upper = pile[pile.length - run];
      const lower = pile[pile.length - run - 1];
      if (upper.charCodeAt(1) !== lower.charCodeAt(1) || RANK[lower.charCodeAt(0)] !== RANK[upper.charCodeAt(0)] + 1)
        break;
      run++;
    }
    blocked += pile.length - run;
  }
  return blocked;
}

const RANK = new Int8Array(128);
'A23456789TJQK'.split('').forEach((rank, index) => (RANK[rank.charCodeAt(0)] = index + 1));

/**
 * The best-first search's score of a position: higher is more promising. The portfolio scores boards
 * with fast-search.ts's boardScore(), the same measure (the tests compare them).
 */
export function scoreWith(weights: ScoreWeights): (state: CarthageState, depth: number) => number {
  return (state, depth) => {
    let score = -weights.depth * depth - weights.blocked * blockedCards(state) - weights.stock * state.stock.length;
    for (const pile of state.foundations) score += weights.home * pile.length;
    for (const pile of state.tableau) if (pile.length === 0) score += weights.emptyTableau;
    for (const pile of state.reserves) {
      if (pile.length === 0) score += weights.emptyReserve;
      else score -= weights.tallReserve * pile.length * pile.length;
    }
    return score;
  };
}

/**
 * The moves the best-first search tries: the search problem's, less three kinds that rarely win a
 * deal and multiply the positions it must score. It never says 'unwinnable', so dropping moves is
 * safe: at worst it misses a win the depth-first search after it finds. On deals 1-60 at 30,000
 * positions this took its wins from 12 to 17 of 30.
 * - a card taken back off a foundation;
 * - a tableau card put into an empty reserve;
 * - part of a tableau pile's top run moved onto another pile (it uncovers a card of the same run).
 * The portfolio's best-first searches take these moves from board.ts (its HOPEFUL moves).
 */
export function hopefulProblem(problem: SearchProblem<CarthageState>): SearchProblem<CarthageState> {
  return {
    ...problem,
    moves: (state) =>
      problem.moves(state).filter((move) => {
        const from = move.from.charCodeAt(0);
        if (from === 102 /* f */) return false;
        if (from !== 116 /* t */) return true;
        if (move.to.charCodeAt(0) === 114 /* r */) return false;
        const pile = state.tableau[Number(move.from.slice(8))];
        return move.to.charCodeAt(0) !== 116 || (move.count ?? 1) >= runLength(pile);
      }),
  };
}

export interface PortfolioOptions {
  /** Moves the depth-first search may apply before the best-first searches start: it wins some deals at once. */
  depthFirstFirst: number;
  /**
   * The best-first searches, taking turns, each with its share of the budget and its weights: scores
   * that differ win different deals. The depth-first search then goes on with the rest.
   */
  bestFirst: readonly { share: number; deepShare?: number; weights: ScoreWeights }[];
  /** Moves each best-first search applies in its turn (round-robin); BEST_FIRST_SLICE (its whole share) when absent. */
  slice?: number;
  /**
   * The most budget the shares are of; of the budget past it each best-first search gets its `deepShare`
   * (none when absent) and the depth-first search the rest. Most deals the best-first searches have not won
   * within a few million moves only the depth-first search settles (lost deals it must see whole), so a
   * patient budget goes mostly to it. Absent: the shares are of the whole budget.
   */
  sharedBudget?: number;
}

/** Weights that dig out reserves first. */
export const RESERVE_WEIGHTS: ScoreWeights = { ...DEFAULT_WEIGHTS, emptyTableau: 30, tallReserve: 2 };
/** Weights that keep tableau cards free: the best alone (120 of deals 1-200 within 50,000 positions). */
export const UNBLOCKED_WEIGHTS: ScoreWeights = { ...DEFAULT_WEIGHTS, tallReserve: 0.5, blocked: 5 };
/** Weights that prize empty piles of both kinds. */
export const EMPTY_PILE_WEIGHTS: ScoreWeights = {
  ...DEFAULT_WEIGHTS,
  emptyTableau: 15,
  emptyReserve: 12,
  tallReserve: 1,
};

/**
 * Weights that also charge each move from the start (per move, a tenth of a card home for DEFAULT_WEIGHTS'
 * 40): the search widens instead of digging one line ever deeper. Alone within 32,000 positions they
 * win fewer deals than the others, but deals none of those wins: 83 within 2,500 positions, 177 and
 * 179 within 7,000.
 */
export const SHALLOW_WEIGHTS: ScoreWeights = { ...DEFAULT_WEIGHTS, depth: 4 };
/** As SHALLOW_WEIGHTS, half the charge per move. */
export const HALF_SHALLOW_WEIGHTS: ScoreWeights = { ...DEFAULT_WEIGHTS, depth: 2 };
/** UNBLOCKED_WEIGHTS with SHALLOW_WEIGHTS' charge per move. */
export const SHALLOW_UNBLOCKED_WEIGHTS: ScoreWeights = { ...UNBLOCKED_WEIGHTS, depth: 4 };
/**
 * RESERVE_WEIGHTS with a six times heavier charge for tall reserves: alone they win only 102 of deals
 * 1-200 within 300,000 positions, but four (5, 68, 80, 184) that no other score wins within 300,000
 * nor the depth-first search within 1,000,000 (tall reserves charged 4, 8, 20 or 40 won three or four).
 */
export const TALL_RESERVE_WEIGHTS: ScoreWeights = { ...RESERVE_WEIGHTS, tallReserve: 12 };

/**
 * The budget DEFAULT_PORTFOLIO's shares are of, for a patient (deep) search; of the rest UNBLOCKED_WEIGHTS
 * and EMPTY_PILE_WEIGHTS get 12% each and the depth-first search the remaining 76%. Fitted on the 54 of
 * deals 1-400 left unknown at 500,000 moves, within 24-25 million: the best-first searches won their hard
 * wins within 2.3 million moves each (RESERVE_WEIGHTS 0.2-1.8, UNBLOCKED_WEIGHTS 1.4 and 2.1,
 * EMPTY_PILE_WEIGHTS 2.3), while the depth-first search needed up to 12 million to prove a deal lost (deal 3)
 * and 13 to 17 million for its own wins (139, 232). Shares of the whole budget (as below 6 million) left it
 * a third of a 20-million budget.
 */
export const DEEP_SHARED_BUDGET = 6_000_000;

/**
 * Chosen from each search's cost to win deals 1-200 from the start on the board (each score alone up
 * to 300,000 positions; the depth-first search alone up to 1,000,000): any of the eight scores wins 183
 * of the deals within 300,000 positions (the seven before TALL_RESERVE_WEIGHTS 179), the depth-first
 * search wins 103 within 1,000,000 and proves 3 lost (54, 199 and 167, within 753, 32,911 and 44,251
 * positions). RESERVE_WEIGHTS win most of the hard deals (those that take 100,000 positions or more), so
 * they have by far the largest share; the others win the easy deals soonest, so they come first. Of
 * SOLVER_BUDGET's 500,000 the depth-first search keeps 125,000, enough for those proofs (a depth-first
 * position costs about twice a best-first one, so more for it costs more CPU than it wins: 230,000 of
 * 600,000 won no more deals by those costs). By those costs this wins 178 deals and proves 3 lost, as
 * measured. The shares are fitted to those same deals: on deals 201-400 the portfolio won 160, proved
 * 5 lost and left 35 unknown, with TALL_RESERVE_WEIGHTS or without (their share then RESERVE_WEIGHTS'),
 * where it wins 177 of 1-200 without. EMPTY_PILE_WEIGHTS get no share of such a budget (the others win
 * its deals there), only of a patient one past DEEP_SHARED_BUDGET.
 */
export const DEFAULT_PORTFOLIO: PortfolioOptions = {
  depthFirstFirst: 5_000,
  bestFirst: [
    { share: 0.06, deepShare: 0.12, weights: UNBLOCKED_WEIGHTS },
    { share: 0.06, weights: DEFAULT_WEIGHTS },
    { share: 0.042, weights: SHALLOW_UNBLOCKED_WEIGHTS },
    { share: 0.042, weights: HALF_SHALLOW_WEIGHTS },
    { share: 0.366, weights: RESERVE_WEIGHTS },
    { share: 0.06, weights: SHALLOW_WEIGHTS },
    { share: 0.12, weights: TALL_RESERVE_WEIGHTS },
    { share: 0, deepShare: 0.12, weights: EMPTY_PILE_WEIGHTS },
  ],
  sharedBudget: DEEP_SHARED_BUDGET,
};

// Made on first use: solver.ts imports this module, and rules.ts both.
let problem: SearchProblem<CarthageState> | undefined;

/**
 * Moves each best-first search applies in its turn before the next one's: by default a turn is its whole
 * share (one after the other). On deals 1-200 turns of 1,000 or 4,000 moves (round-robin) won the same
 * deals but took more CPU (0.36-0.38 s a deal at the median instead of 0.19, 2.5-2.6 s at most instead of 1.7):
 * the first search wins most deals within a few thousand moves, and searches that all keep their
 * positions make the collector work harder.
 */
export const BEST_FIRST_SLICE = Number.POSITIVE_INFINITY;

/**
 * The phases in turn: the depth-first search for its first few moves, the best-first searches (each in
 * turns of `slice` moves, up to its share; by default one after the other), the depth-first search
 * resumed with what is left; a won line is then shortened. Each best-first search gets its whole share
 * before the budget runs out, whatever the turns, so the deals won are the same.
 */
class CarthageSearch implements Search {
  private readonly depthFirst: Search;
  private readonly firstStop: number;
  /** The best-first searches (undefined: not started yet, or done and let go), their caps, and whose turn it is. */
  private readonly bestFirst: (Search | undefined)[];
  private readonly caps: number[];
  private readonly finished: boolean[];
  private turn = 0;
  private turnStart = 0;
  /** Moves the best-first searches that are done applied. */
  private bestFirstSpent = 0;
  private bestFirstLeft: number;
  /** The depth-first search's 'unknown' (its budget spent), kept until the best-first searches are done too. */
  private depthFirstOut: SearchResult | undefined;
  private shortener: Shortener | undefined;
  private found: SearchResult | undefined;
  private result: SearchResult | undefined;

  constructor(
    private readonly start: CarthageState,
    private readonly budget: number,
    private readonly options: PortfolioOptions,
  ) {
    // A start the board cannot hold (no real game reaches one: a tableau pile that is not one run) gets
    // only the depth-first search over problem.ts's problem, its line as found.
    const board = boardFits(start);
    const shared = Math.min(budget, options.sharedBudget ?? budget);
    this.caps = options.bestFirst.map(({ share, deepShare = 0 }) =>
      board ? Math.floor(shared * share + (budget - shared) * deepShare) : 0,
    );
    this.bestFirst = this.caps.map(() => undefined);
    this.finished = this.caps.map((cap) => cap <= 0);
    this.bestFirstLeft = this.finished.filter((done) => !done).length;
    const bestFirstBudget = this.caps.reduce((sum, cap) => sum + Math.max(0, cap), 0);
    // The depth-first search may use the whole budget: what a best-first search leaves (it can run out
    // of positions) goes to it; run() keeps the total within the budget.
    this.depthFirst = board
      ? createBoardDepthFirst(start, budget)
      : createSearch((problem ??= carthageProblem()), start, budget);
    this.firstStop = Math.min(options.depthFirstFirst, budget - bestFirstBudget);
  }

  get nodes(): number {
    let nodes = this.depthFirst.nodes + this.bestFirstSpent;
    for (const search of this.bestFirst) if (search) nodes += search.nodes;
    return nodes;
  }

  /** The search whose turn it is, made on its first turn. */
  private current(): Search {
    const index = this.turn;
    let search = this.bestFirst[index];
    if (search === undefined) {
      const { weights } = this.options.bestFirst[index];
      search = createBoardBestFirst(this.start, boardScore(weights), this.caps[index]);
      this.bestFirst[index] = search;
    }
    return search;
  }

  /** The turn passes to the next best-first search not yet done. */
  private nextTurn(): void {
    if (this.bestFirstLeft === 0) return;
    do this.turn = (this.turn + 1) % this.caps.length;
    while (this.finished[this.turn]);
    this.turnStart = this.bestFirst[this.turn]?.nodes ?? 0;
  }

  run(allowance: number): SearchResult | undefined {
    const stop = this.nodes + allowance;
    while (this.result === undefined) {
      const left = stop - this.nodes;
      if (this.shortener) {
        const line = this.shortener.run(Math.max(1, left));
        if (line === undefined) return undefined;
        this.result = { ...(this.found as SearchResult), line };
        break;
      }
      if (left <= 0) return undefined;
      if (this.bestFirstLeft > 0 && (this.depthFirstOut !== undefined || this.depthFirst.nodes >= this.firstStop)) {
        if (this.finished[this.turn]) {
          this.nextTurn();
          continue;
        }
        const search = this.current();
        const slice = this.turnStart + (this.options.slice ?? BEST_FIRST_SLICE) - search.nodes;
        if (slice <= 0) {
          this.nextTurn();
          continue;
        }
        const answer = search.run(Math.min(left, slice));
        if (answer?.verdict === 'winnable') this.startShortening(answer);
        else if (answer !== undefined) {
          // Spent (or out of positions): it lets go of its positions.
          this.bestFirstSpent += search.nodes;
          this.bestFirst[this.turn] = undefined;
          this.finished[this.turn] = true;
          this.bestFirstLeft--;
          this.nextTurn();
        }
        continue;
      }
      if (this.depthFirstOut !== undefined) {
        // Every search is spent: the budget ran out.
        this.result = { ...this.depthFirstOut, nodes: this.nodes };
        break;
      }
      const room = this.bestFirstLeft === 0 ? this.budget - this.nodes : this.firstStop - this.depthFirst.nodes;
      if (room <= 0) {
        this.depthFirstOut = { verdict: 'unknown', nodes: this.nodes, line: null };
        continue;
      }
      const answer = this.depthFirst.run(Math.min(left, room));
      if (answer?.verdict === 'winnable') this.startShortening(answer);
      // The depth-first search saw every reachable position: proved lost.
      else if (answer?.verdict === 'unwinnable') this.result = { ...answer, nodes: this.nodes };
      else if (answer !== undefined) this.depthFirstOut = answer;
    }
    return this.result;
  }

  private startShortening(answer: SearchResult): void {
    this.found = { ...answer, nodes: this.nodes };
    // The best-first searches let go of their positions.
    for (let index = 0; index < this.bestFirst.length; index++) {
      this.bestFirstSpent += this.bestFirst[index]?.nodes ?? 0;
      this.bestFirst[index] = undefined;
      this.finished[index] = true;
    }
    this.bestFirstLeft = 0;
    const { keys } = answer as BoardResult;
    if (keys) this.shortener = createBoardShortener(this.start, keys);
    else this.result = this.found;
  }
}

/** Carthage's portfolio search from `state`, `budget` moves applied in all before 'unknown'. */
export function carthageSearch(
  state: CarthageState,
  budget: number,
  options: PortfolioOptions = DEFAULT_PORTFOLIO,
): Search {
  return new CarthageSearch(state, budget, options);
}
