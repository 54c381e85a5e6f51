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
};

export default carthageSolver;
