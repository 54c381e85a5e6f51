/**
 * The Carpet's own search (GameSolver.search): a portfolio of the sound relaxation (relaxation.ts), the
 * exact depth-first search of solver.ts and Nested Monte Carlo Search (nmcs.ts), in one resumable
 * generator whose work units are moves applied.
 *
 * - The relaxation first: it costs no move, and when it proves the position lost the answer is final.
 * - From the second pass on, the depth-first search first: it settles such positions mostly within
 *   10,000 positions (solver.ts). In the first pass it is left out: it practically never settles one.
 * - NMCS level 1, restarted with a randomised policy, for a share of the budget: cheap, and quick to win
 *   the easier deals;
 * - NMCS level 2, restarted with other policy settings and another random stream until it wins or the
 *   budget is spent. A level-2 run costs about 2-5 million moves from a fresh deal.
 * - A win from either is shortened (shorten-line.ts) and replayed through the rules' apply() before it is
 *   reported.
 * Randomness comes only from a generator seeded by the position, so a verdict is a function of the
 * position and the budget, whatever the slices.
 */
import { createRandom } from '../../../core/random.js';
import { type Search, type SearchProblem, type SearchResult, createSearch } from '../../../search/search.js';
import type { Move } from '../../../core/types.js';
import { Board, moveNumber, moveOf } from './board.js';
import { type Context, isWin, nested } from './nmcs.js';
import { relaxedLost } from './relaxation.js';
import { type CadoganState, apply, isWon } from '../rules.js';
import { shortenLine } from './shorten-line.js';

/**
 * The depth-first search's share: at most this many positions. A position costs it some 15 us in Node
 * (immutable states and text keys), 60 times a move of NMCS, so 100,000 take about 1.5 s; its table holds
 * a key per position, so this also bounds its memory to some tens of MB.
 */
export const DEPTH_FIRST_CAP = 100_000;

/**
 * The share of the budget for level-1 restarts first, with a policy that deals rather than builds at
 * random some percent of the time (QUICK_DEAL_RATES, in turn). A level-1 run costs some 25,000 moves,
 * and the easier deals fall to one of the first few hundred: measured on deals 11-30 within 6 million
 * moves, 2 wins in 20 at 10%, 4 at 25%, 6 at 40%; level 2 wins such deals only after millions of moves.
 */
const QUICK_SHARE = 0.4;
const QUICK_DEAL_RATES: readonly number[] = [40, 60, 25];

/**
 * Policy settings for NMCS's level-2 restarts, in turn: [buildAway, dealRate]. The policy breaks few ties
 * at random (it weighs the lanes a build opens), so dealing instead of building some 10-40% of the time is
 * what sets restarts apart: measured on deals 101-220 within 30 million moves, 74 won with these, 64 with
 * deal rates 0-25% and 62 with 0-10%, 70 with 25-60%.
 */
const RESTARTS: readonly (readonly [boolean, number])[] = [
  [false, 10],
  [true, 25],
  [false, 40],
  [true, 10],
  [false, 25],
  [true, 40],
];

/**
 * Weights of the lanes a build opens (nmcs.ts's Context.openWeight), a run of six restarts each in turn:
 * the plain closest-to-home policy and one that also favours opening the carpet win different deals.
 */
const OPEN_WEIGHTS: readonly number[] = [0, 2];

/** What the search reports besides the verdict: how far into its work the first win came (for measuring). */
export interface PortfolioSearch extends Search {
  /** Work units spent when the first win was found, or undefined. */
  readonly firstWinAt: number | undefined;
}

class CadoganSearch implements PortfolioSearch {
  private readonly context: Context;
  private readonly steps: Generator<void, SearchResult, void>;
  private result: SearchResult | undefined;
  /** Where the current slice ends, in units. */
  private sliceEnd = 0;
  firstWinAt: number | undefined;

  constructor(
    private readonly problem: SearchProblem<CadoganState>,
    private readonly start: CadoganState,
    private readonly budget: number,
  ) {
    const random = createRandom(`cadogan-carpet/${start.seed}/${problem.key(start)}`);
    this.context = { units: 0, stop: 0, limit: budget, random, buildAway: false, dealRate: 0, openWeight: 0 };
    this.steps = this.search();
  }

  get nodes(): number {
    return this.context.units;
  }

  run(allowance: number): SearchResult | undefined {
    if (this.result) return this.result;
    const { context } = this;
    this.sliceEnd = context.units + allowance;
    context.stop = Math.min(this.sliceEnd, context.limit);
    const step = this.steps.next();
    if (step.done) this.result = step.value;
    return this.result;
  }

  /** Sets where the current phase ends, for the levels' checks. */
  private phaseEnds(limit: number): void {
    const { context } = this;
    context.limit = limit;
    context.stop = Math.min(this.sliceEnd, limit);
  }

  private *search(): Generator<void, SearchResult, void> {
    const { start, context } = this;
    if (isWon(start)) return { verdict: 'winnable', nodes: 0, line: [] };
    if (relaxedLost(start)) return { verdict: 'unwinnable', nodes: 0, line: null };
    const late = start.pass >= 2;
    if (late) {
      const settled = yield* this.depthFirst(Math.min(DEPTH_FIRST_CAP, this.budget / 2));
      if (settled) return settled;
    }
    const board = Board.from(start);
    const quickShare = Math.floor(this.budget * QUICK_SHARE);
    for (let restart = 0; context.units < this.budget; restart++) {
      const quick = context.units < quickShare;
      this.phaseEnds(quick ? quickShare : this.budget);
      [context.buildAway, context.dealRate] = quick
        ? [restart % 2 === 1, QUICK_DEAL_RATES[restart % QUICK_DEAL_RATES.length]]
        : RESTARTS[restart % RESTARTS.length];
      context.openWeight = OPEN_WEIGHTS[Math.floor(restart / 6) % OPEN_WEIGHTS.length];
      context.random = createRandom(`cadogan-carpet/${start.seed}/${this.problem.key(start)}/${restart}`);
      const found = yield* nested(quick ? 1 : 2, board, 0, context, true);
      const won = isWin(found.score) ? yield* this.report(board, found.line) : undefined;
      if (won) return won;
    }
    return { verdict: 'unknown', nodes: context.units, line: null };
  }

  /** The exact search for at most `share` units: its result when it settles the position, else undefined. */
  private *depthFirst(share: number): Generator<void, SearchResult | undefined, void> {
    const { context } = this;
    const search = createSearch(this.problem, this.start, Math.max(0, Math.floor(share)));
    this.phaseEnds(this.budget);
    let before = 0;
    for (;;) {
      const result = search.run(context.stop - context.units);
      context.units += search.nodes - before;
      before = search.nodes;
      if (result) {
        if (result.verdict === 'unknown') return undefined;
        if (result.verdict === 'unwinnable') return { ...result, nodes: context.units };
        return yield* this.report(Board.from(this.start), (result.line ?? []).map(moveNumber));
      }
      yield;
    }
  }

  /**
   * Shortens a winning line, with a budget of its own beyond the search's (a few replays of it), and
   * checks it move by move with the rules' apply(): undefined, and no verdict, should it not win.
   */
  private *report(board: Board, line: number[]): Generator<void, SearchResult | undefined, void> {
    this.firstWinAt ??= this.context.units;
    this.phaseEnds(Number.POSITIVE_INFINITY);
    const shortened = (yield* shortenLine(board, line, this.context))?.map(moveOf);
    return shortened && winsFrom(this.start, shortened)
      ? { verdict: 'winnable', nodes: this.context.units, line: shortened }
      : undefined;
  }
}

/** Whether `line` replays through the rules from `state` to a won game. */
function winsFrom(state: CadoganState, line: readonly Move[]): boolean {
  for (const move of line) {
    const result = apply(state, move);
    if (!result.ok) return false;
    state = result.state;
  }
  return isWon(state);
}

export function cadoganSearch(
  problem: SearchProblem<CadoganState>,
  start: CadoganState,
  budget: number,
): PortfolioSearch {
  return new CadoganSearch(problem, start, budget);
}
