/**
 * Carthage's solver (docs/rules.md): the page's solver (problem.ts: the search problem, its proofs, hints
 * and autoplay) with the game's own search (portfolio.ts: best-first searches for wins, then the complete
 * depth-first search, then the line shortened). The analysis worker and Node import this module; a page
 * loads it only when no worker can search (loadFullSolver).
 */
import type { GameSolver } from '../../search/search.js';
import { carthageSearch } from './portfolio.js';
import { carthagePageSolver } from './problem.js';
import type { CarthageState } from './rules.js';

export * from './problem.js';

export const carthageSolver: GameSolver<CarthageState> = {
  ...carthagePageSolver,
  loadFullSolver: undefined,
  search: (state, budget) => carthageSearch(state, budget),
};
