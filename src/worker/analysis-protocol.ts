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
  /**
   * A patient search in the background: it runs only while no other search waits, not while the page is
   * paused, and answers 'unknown' once it has searched for `maxMs` milliseconds (time paused not counted).
   */
  background?: { maxMs: number };
}

/** Stop the search with this id (the position changed, or the element left the page). */
export interface CancelRequest {
  type: 'cancel';
  id: number;
}

/** The page is hidden (pause) or shown again (resume): background searches wait while it is hidden. */
export interface PageRequest {
  type: 'pause' | 'resume';
}

/**
 * The player is playing (a press, a drag, a key): every search waits `ms` milliseconds from now, each hold
 * renewing the wait, so that the move's frame has the device's processor to itself on a slow phone.
 */
export interface HoldRequest {
  type: 'hold';
  ms: number;
}

export type AnalysisRequest = SearchRequest | CancelRequest | PageRequest | HoldRequest;

/** A search's result, or `failed` when the worker could not search it (the page then searches it itself). */
export type AnalysisReply = { id: number; result: SearchResult } | { id: number; failed: true };
