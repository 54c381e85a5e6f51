/**
 * Carthage's full solver (docs/rules.md): the page's solver (problem.ts: the search problem, its proofs,
 * hints and autoplay) with the game's own search (solver/portfolio.ts: best-first searches for wins, then
 * the complete depth-first search, then the line shortened). The analysis worker and Node import it.
 */
import type { GameSolver } from '../../core/solving.js';
import { carthagePageSolver } from './problem.js';
import type { CarthageState } from './rules.js';
import { carthageSearch } from './solver/portfolio.js';

export * from './problem.js';

// The page's solver with the search in it, spread here rather than by a shared helper: a helper both games'
// search chunks import would land in the entry that every page downloads.
export const carthageSolver: GameSolver<CarthageState> = {
  ...carthagePageSolver,
  loadFullSolver: undefined,
  search: (state, budget) => carthageSearch(state, budget),
  // At most about 27 s of CPU in Node (deal 311, which no search settles), under 30 s so that a verdict ends
  // on this budget, not on a time limit; the depth-first search gets about 20 million of it
  // (portfolio.ts's DEEP_SHARED_BUDGET), enough to prove most lost deals whole.
  deepBudget: 30_000_000,
};

export default carthageSolver;
