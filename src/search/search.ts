/**
 * The solver every game shares: a depth-first search for a won position with a transposition table,
 * over a game's pure rules. It is resumable: `run(nodes)` works for at most that many positions and
 * returns undefined while it is not done, so a search can run in turns: in the page's analysis worker
 * between looks at its messages, or in slices on the main thread where no worker may run.
 *
 * A game supplies a SearchProblem: its moves in the order worth trying, with any provably safe forced
 * move alone (only where the game's tests show verdicts unchanged with and without it), and a key
 * under which positions that play alike are one position.
 */
import type { Move } from '../core/types.js';

export type Verdict = 'winnable' | 'unwinnable' | 'unknown';

export interface SearchProblem<S> {
  isWon(state: S): boolean;
  /** The moves to try from a position, best first; only a forced move when one is provably safe. */
  moves(state: S): Move[];
  /** Applies a move `moves()` returned (already known to be legal). */
  apply(state: S, move: Move): S;
  /** The same text for positions that play alike. */
  key(state: S): string;
}

export interface SearchResult {
  verdict: Verdict;
  /** Positions generated (moves applied) so far. */
  nodes: number;
  /** When winnable: the moves from the start to a won position; else null. */
  line: Move[] | null;
}

interface Frame<S> {
  state: S;
  moves: Move[];
  next: number;
}

export interface Search {
  /** Works for at most `allowance` more positions: the result when done, undefined when not yet. */
  run(allowance: number): SearchResult | undefined;
  /** Positions generated so far. */
  readonly nodes: number;
}

/**
 * A depth-first search from `start`; `budget` positions in all before it answers 'unknown'. A class, not
 * a closure: a closure's getter kept every finished search's positions alive and made the collector
 * work several times harder.
 */
class DepthFirstSearch<S> implements Search {
  nodes = 0;
  private readonly visited: Set<string>;
  private stack: Frame<S>[] = [];
  private result: SearchResult | undefined;

  constructor(
    private readonly problem: SearchProblem<S>,
    start: S,
    private readonly budget: number,
  ) {
    this.visited = new Set([problem.key(start)]);
    if (problem.isWon(start)) this.result = { verdict: 'winnable', nodes: 0, line: [] };
    else this.stack.push({ state: start, moves: problem.moves(start), next: 0 });
  }

  run(allowance: number): SearchResult | undefined {
    const { problem, stack, visited, budget } = this;
    const stop = this.nodes + allowance;
    while (!this.result) {
      const frame = stack[stack.length - 1];
      if (!frame) {
        // Every reachable position was seen and none is won.
        this.finish({ verdict: 'unwinnable', nodes: this.nodes, line: null });
        break;
      }
      if (frame.next === frame.moves.length) {
        stack.pop();
        continue;
      }
      if (this.nodes >= budget) {
        this.finish({ verdict: 'unknown', nodes: this.nodes, line: null });
        break;
      }
      if (this.nodes >= stop) return undefined;
      const move = frame.moves[frame.next++];
      const child = problem.apply(frame.state, move);
      this.nodes++;
      if (problem.isWon(child)) {
        this.finish({ verdict: 'winnable', nodes: this.nodes, line: stack.map((f) => f.moves[f.next - 1]) });
        break;
      }
      const key = problem.key(child);
      if (visited.has(key)) continue;
      visited.add(key);
      stack.push({ state: child, moves: problem.moves(child), next: 0 });
    }
    return this.result;
  }

  /** Keeps the answer and lets go of the positions at once. */
  private finish(result: SearchResult): void {
    this.result = result;
    this.stack = [];
    this.visited.clear();
  }
}

export function createSearch<S>(problem: SearchProblem<S>, start: S, budget: number): Search {
  return new DepthFirstSearch(problem, start, budget);
}

/** Searches to the end (or the budget) at once: for Node, tests and benchmarks. */
export function solve<S>(problem: SearchProblem<S>, start: S, budget: number): SearchResult {
  return createSearch(problem, start, budget).run(Number.POSITIVE_INFINITY)!;
}

/** A game's best search for `state`: its own when it has one, else the shared depth-first search. */
export function startSearch<S>(solver: GameSolver<S>, state: S, budget = solver.budget): Search {
  return solver.search ? solver.search(state, budget) : createSearch(solver.problem, state, budget);
}

/** The solver with the game's own search in it, loaded first where the game keeps it apart (loadFullSolver). */
export async function fullSolver<S>(solver: GameSolver<S>): Promise<GameSolver<S>> {
  return solver.loadFullSolver && !solver.search ? solver.loadFullSolver() : solver;
}

/** A game's best search run to the end (or the budget) at once: for Node, tests and benchmarks. */
export function solveWith<S>(solver: GameSolver<S>, state: S, budget = solver.budget): SearchResult {
  return startSearch(solver, state, budget).run(Number.POSITIVE_INFINITY)!;
}

/** What a game gives the element and the tools for solving: its search, and two heuristics. */
export interface GameSolver<S> {
  problem: SearchProblem<S>;
  /** Work one search may do before it answers 'unknown', in positions generated (moves applied). */
  budget: number;
  /**
   * The game's own resumable search for the verdict of `state` within `budget` work units (moves
   * applied), when it has one better than the shared depth-first search over `problem`. It may answer
   * 'winnable' only with a line that `apply()` replays to a won game, and 'unwinnable' only when a
   * complete search or a sound proof says so.
   */
  search?(state: S, budget: number): Search;
  /**
   * Where a game keeps its own search in a chunk of its own (a page needs it only when no worker can
   * run): loads the full solver, with `search`. The worker and Node import the full solver directly.
   */
  loadFullSolver?(): Promise<GameSolver<S>>;
  /**
   * How long, in milliseconds, the `winnable` option looks for a provably winnable deal before dealing
   * the seed as it is; when absent, 10 s, or 40 s for a search budget of 100,000 positions or more.
   */
  winnableDealMs?: number;
  /** The most useful move when no winning line is known (a heuristic for hints); undefined when none. */
  usefulMove(state: S): Move | undefined;
  /** A move to a foundation that provably cannot spoil a win (for the `autoplay` option); else undefined. */
  safeAutoplayMove(state: S): Move | undefined;
}
