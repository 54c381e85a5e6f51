/**
 * Lost detection for Carthage (docs/rules.md, the end; status.ts asks it): the shared depth-first search (core/search.ts) over
 * Carthage's search problem (problem.ts), bounded so that status() answers quickly. Cards can shuffle
 * back and forth forever, so the search keeps a transposition table of the positions it has seen, by
 * a canonical key under which interchangeable piles are one position. It says 'unwinnable' only after
 * it has seen every position reachable from the start and none is won; when it runs out of budget
 * first it says 'unknown', never a guess. It tries moves as it always has, without the solver's forced
 * moves, so status() answers as before.
 */
import { type SearchProblem, type Verdict, solve } from '../../search/search.js';
import type { Move } from '../../core/types.js';
import type { CarthageState } from './rules.js';
import { carthageProblem } from './problem.js';

export type { Verdict };
export { canonicalKey, searchMoves } from './problem.js';
/** A verdict that a complete search (or a winning line) proved. */
export type SettledVerdict = Exclude<Verdict, 'unknown'>;

/**
 * The positions status() lets the search generate before it gives up ('unknown', so 'playing'). Each
 * position is one move applied, its canonical key and, when new, its moves: 6-9 microseconds in
 * Chromium and Firefox on a 2-core CI machine, so a search that runs out answers in 20-30 ms.
 */
export const LOST_SEARCH_BUDGET = 3000;

export interface SearchOptions {
  /** The most positions (moves applied) the search may generate; LOST_SEARCH_BUDGET when absent. */
  budget?: number;
  /** Skip moves that provably lead to a position already covered (true when absent); see searchMoves(). */
  prune?: boolean;
}

/** What status() asks of its search: the verdict and its positions (the shared SearchResult counts nodes instead). */
export interface StatusSearch {
  verdict: Verdict;
  /** How many positions the search generated. */
  positions: number;
  /** When winnable: moves from the state to a won position; else null. */
  line: Move[] | null;
}

// Made on first use: a page that never ends a game with an empty stock never needs them.
let problems: { pruned: SearchProblem<CarthageState>; plain: SearchProblem<CarthageState> } | undefined;

/**
 * Depth-first search from `state` for a won position: 'winnable' with a line of moves, 'unwinnable'
 * when every reachable position was seen and none is won, 'unknown' when the budget ran out first.
 */
export function search(state: CarthageState, options: SearchOptions = {}): StatusSearch {
  // Without the solver's forced moves and its order: status()'s verdicts and their cost stay as they were.
  problems ??= {
    pruned: carthageProblem({ prune: true, force: false, order: 'kind' }),
    plain: carthageProblem({ prune: false, order: 'kind' }),
  };
  const problem = (options.prune ?? true) ? problems.pruned : problems.plain;
  const { verdict, nodes, line } = solve(problem, state, options.budget ?? LOST_SEARCH_BUDGET);
  return { verdict, positions: nodes, line };
}
