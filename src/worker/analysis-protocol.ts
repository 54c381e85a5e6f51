/**
 * The messages between the page and the analysis worker (src/worker/analysis-worker.ts). Every search
 * has an id: the page drops a reply whose id it no longer waits for, so a verdict for an old position
 * is never shown for a new one.
 */
import type { SearchResult } from '../search/search.js';

/** Search `state` (a game state, structured-cloned) with `variant`'s solver, within `budget` moves applied. */
export interface SearchRequest {
  type: 'search';
  id: number;
  variant: string;
  state: unknown;
  budget: number;
}

/** Stop the search with this id (the position changed, or the element left the page). */
export interface CancelRequest {
  type: 'cancel';
  id: number;
}

export type AnalysisRequest = SearchRequest | CancelRequest;

/** A search's result, or `failed` when the worker could not search it (the page then searches it itself). */
export type AnalysisReply = { id: number; result: SearchResult } | { id: number; failed: true };
