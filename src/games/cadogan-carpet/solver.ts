/**
 * The solver of Lady Cadogan's The Carpet (docs/rules.md): the page's solver (problem.ts: the search
 * problem, hints and autoplay) with the game's own search (portfolio.ts: a relaxation that proves deals
 * lost, depth-first search from the second pass, Nested Monte Carlo Search for wins). The analysis worker
 * and Node import this module; a page loads it only when no worker can search (loadFullSolver).
 */
import type { GameSolver } from '../../search/search.js';
import { cadoganPageSolver } from './problem.js';
import { cadoganSearch } from './portfolio.js';
import type { CadoganState } from './rules.js';

export * from './problem.js';

export const cadoganSolver: GameSolver<CadoganState> = {
  ...cadoganPageSolver,
  loadFullSolver: undefined,
  search: (state, budget) => cadoganSearch(cadoganPageSolver.problem, state, budget),
};
