/**
 * The full solver of Lady Cadogan's The Carpet (docs/rules.md): the page's solver (problem.ts: the search
 * problem, hints and autoplay) with the game's own search (solver/portfolio.ts: a relaxation that proves
 * deals lost, depth-first search from the second pass, Nested Monte Carlo Search for wins). The analysis
 * worker and Node import it.
 */
import type { GameSolver } from '../../core/solving.js';
import { cadoganPageSolver } from './problem.js';
import type { CadoganState } from './rules.js';
import { cadoganSearch } from './solver/portfolio.js';

export * from './problem.js';

// The page's solver with the search in it (as Carthage's solver.ts does, and why not by a shared helper).
export const cadoganSolver: GameSolver<CadoganState> = {
  ...cadoganPageSolver,
  loadFullSolver: undefined,
  search: (state, budget) => cadoganSearch(cadoganPageSolver.problem, state, budget),
};

export default cadoganSolver;
