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
import type { GameSolver, Search, SearchProblem, SearchResult } from '../core/solving.js';
import type { Move } from '../core/types.js';

export type { GameSolver, Search, SearchProblem, SearchResult, Verdict } from '../core/solving.js';

interface Frame<S> {
  state: S;
  moves: Move[];
  next: number;
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
