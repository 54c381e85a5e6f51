/**
 * Carthage's full solver (docs/rules.md): the page's solver (problem.ts: the search problem, its proofs,
 * hints and autoplay) with the game's own search (solver/portfolio.ts: best-first searches for wins, then
 * the complete depth-first search, then the line shortened). The analysis worker and Node import it.
 */
import { withOwnSearch } from '../../search/search.js';
import { carthagePageSolver } from './problem.js';
import { carthageSearch } from './solver/portfolio.js';

export * from './problem.js';

export const carthageSolver = withOwnSearch(carthagePageSolver, carthageSearch);

export default carthageSolver;
