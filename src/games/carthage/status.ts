/**
 * Carthage's status (docs/rules.md, the end) and its Rules object. Won when all 104 cards are up; lost
 * when the stock is empty and either no move is left or a complete search (search.ts) proves that no
 * sequence of moves wins. The rules (rules.ts) stay free of search: this module needs both, so the
 * game's status lives here, and rules.ts -> search.ts -> problem.ts -> rules.ts is no longer a cycle.
 */
import type { Rules, Status } from '../../core/types.js';
import { type CarthageOptions, type CarthageState, apply, deal, isWon, legalMoves, piles } from './rules.js';
import { LOST_SEARCH_BUDGET, search } from './search.js';

// A state never changes, so its verdict under the default budget is remembered with it.
const verdicts = new WeakMap<CarthageState, Status>();

/**
 * Won, lost or playing. A search that runs out of `budget` positions says nothing, so the game goes on
 * ('playing'). The default budget answers within about 50 ms; a budget of 0 skips the search (lost
 * only when no move is left).
 */
export function status(state: CarthageState, budget = LOST_SEARCH_BUDGET): Status {
  if (isWon(state)) return 'won';
  if (state.stock.length > 0) return 'playing';
  const known = budget === LOST_SEARCH_BUDGET ? verdicts.get(state) : undefined;
  if (known) return known;
  const lost = legalMoves(state).length === 0 || (budget > 0 && search(state, { budget }).verdict === 'unwinnable');
  const result = lost ? 'lost' : 'playing';
  if (budget === LOST_SEARCH_BUDGET) verdicts.set(state, result);
  return result;
}

export const carthageRules: Rules<CarthageState, CarthageOptions> = { deal, legalMoves, apply, status, piles };
