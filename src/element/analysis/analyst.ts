/**
 * Runs a game's solver for the element without ever freezing the page: in the page's analysis worker
 * where it can run (src/element/analysis/worker-client.ts), else in slices of a few milliseconds on the main
 * thread, yielding to the page between them. A search is dropped as soon as the position changes.
 * Verdicts are kept per position (states are immutable objects), so undo finds them again.
 *
 * The searching itself (./analyst-search.ts: the worker's client, the slices, the winnable-deal search)
 * is imported on first use, once the first position is on screen: nothing of it is needed before the
 * first card. The drop-in build keeps it in the entry for now: as a chunk of its own it took 1 KB off
 * what a page fetches before its first card but added 0.5 KB to all it fetches (measured when the split was made).
 */
import type { GameSolver, SearchResult } from '../../search/search.js';
import { type Move, sameMove } from '../../core/types.js';
import { afterNextPaint } from '../host/after-paint.js';

type Searching = typeof import('./analyst-search.js');
/** The searching half, once it has arrived. */
let searching: Searching | undefined;
let arriving: Promise<Searching> | undefined;
/** Fetches the searching half, once per page (again after a failed fetch). */
function loadSearching(): Promise<Searching> {
  arriving ??= import('./analyst-search.js').then(
    (module) => (searching = module),
    (error: unknown) => {
      arriving = undefined;
      throw error;
    },
  );
  return arriving;
}

/** A page that draws no frames (a hidden tab) still starts a new position's search after this long. */
const IDLE_TIMEOUT_MS = 250;

/** Where a verdict was searched: the page's analysis worker, or slices on the main thread. */
export type Engine = 'worker' | 'main thread';

/** A position to analyse, with what its search needs. */
export interface Position {
  variant: string;
  solver: GameSolver<object>;
  state: object;
}

export class Analyst {
  private readonly verdicts = new WeakMap<object, SearchResult>();
  /** Where the last verdict searched for (not found in memory) came from: for tests and diagnostics. */
  engine: Engine | null = null;
  /** Cancels the wait for the frame after which the current position's search starts (null: none waiting). */
  private cancelFrameWait: (() => void) | null = null;
  /** The search of the current position, once started (in the worker or in slices). */
  private search: { cancel(): void } | null = null;
  private current: Position | null = null;
  /** The background search (./deep-analysis.ts decides when), and the position it searches. */
  private deep: { position: Position; search: { cancel(): void } } | null = null;

  constructor(private readonly onVerdict: (state: object, result: SearchResult) => void) {}

  /** The verdict known for a position, if any. */
  verdictOf(state: object): SearchResult | undefined {
    return this.verdicts.get(state);
  }

  /**
   * After `move` was played from `before` into `after`: when `before` had a winning line starting with
   * that move, the rest of the line wins from `after`, with no search.
   */
  carryLine(before: object, move: Move, after: object): void {
    const known = this.verdicts.get(before);
    if (
      known?.verdict === 'winnable' &&
      known.line?.length &&
      sameMove(known.line[0], move) &&
      !this.verdicts.has(after)
    ) {
      this.verdicts.set(after, { verdict: 'winnable', nodes: 0, line: known.line.slice(1) });
    }
  }

  /**
   * Keeps a verdict searched elsewhere for the same position (a winnable deal's, by `engine`), so it is
   * not searched again.
   */
  remember(state: object, result: SearchResult, engine: Engine | null): void {
    if (this.verdicts.has(state)) return;
    this.verdicts.set(state, result);
    this.engine = engine;
  }

  /**
   * Keeps a verdict found later for a position whose own search said 'unknown' (a background search's, or
   * one that follows from it); a verdict already known otherwise stays.
   */
  learn(state: object, result: SearchResult): void {
    const known = this.verdicts.get(state);
    if (!known || known.verdict === 'unknown') this.verdicts.set(state, result);
  }

  /**
   * Searches `position` again in the background of the page's worker (its first search said 'unknown'),
   * within `budget` moves applied and `maxMs` of the worker's time, until stopDeep() or close(); `settle`
   * hears the verdict (already learnt). Any background search before is dropped. None starts where no worker
   * can run, or before the searching half has arrived.
   */
  searchDeep(position: Position, budget: number, maxMs: number, settle: (result: SearchResult) => void): void {
    this.stopDeep();
    const search = searching?.searchDeep(this, position, budget, maxMs, (result) => {
      this.deep = null;
      this.learn(position.state, result);
      settle(result);
    });
    if (search) this.deep = { position, search };
  }

  /** The position the background search is on, if one runs. */
  deepPosition(): Position | null {
    return this.deep?.position ?? null;
  }

  stopDeep(): void {
    this.deep?.search.cancel();
    this.deep = null;
  }

  /** The player is playing: a search of ours (the position's, or the background one) waits a moment, so the move's frame comes first. */
  hold(): void {
    if (this.search || this.deep) searching?.holdSearches();
  }

  /** Starts (or finds) the verdict for `state`, a position of `variant`; anything searched before is dropped. */
  analyse<S extends object>(variant: string, solver: GameSolver<S>, state: S): void {
    this.cancel();
    const known = this.verdicts.get(state);
    if (known) {
      this.onVerdict(state, known);
      return;
    }
    const position: Position = { variant, solver, state };
    this.current = position;
    this.afterNextFrame(() => this.start(position));
  }

  /** In the worker when the page has one for us, else (or when it fails) in slices; the searching half is fetched first if need be. */
  private start(position: Position): void {
    if (this.current !== position) return;
    if (!searching) {
      // Should the fetch fail, the position stays unanswered (pending); the next position tries again.
      loadSearching().then(
        () => this.start(position),
        () => undefined,
      );
      return;
    }
    this.search = searching.searchPosition(this, position, (result, engine) => this.settle(position, result, engine));
  }

  /**
   * A new position's search waits until the frame that draws it is painted: started before that paint (in
   * the frame's animation callback, or as a task ahead of it), its first slice or its message to the worker
   * would hold back the move (or the first deal) on screen, and a worker's verdict would draw the table
   * again before it. A page that draws no frames (a hidden tab) starts it after IDLE_TIMEOUT_MS.
   */
  private afterNextFrame(then: () => void): void {
    this.clearFrameWait();
    this.cancelFrameWait = afterNextPaint(() => {
      this.cancelFrameWait = null;
      then();
    }, IDLE_TIMEOUT_MS);
  }

  private clearFrameWait(): void {
    this.cancelFrameWait?.();
    this.cancelFrameWait = null;
  }

  /** Drops the search in progress, wherever it runs. */
  cancel(): void {
    this.clearFrameWait();
    this.search?.cancel();
    this.search = null;
    this.current = null;
  }

  /** A search for a winnable deal that uses the page's worker as this analyst does, keeping it up for the analysis after it. */
  dealSearch(): DealSearch {
    return new DealSearch(this);
  }

  /** The element left the page: nothing more is searched, and the page's worker may end. */
  close(): void {
    this.cancel();
    this.stopDeep();
    searching?.releaseWorker(this);
  }

  private settle(position: Position, result: SearchResult, engine: Engine): void {
    if (this.current !== position) return;
    this.verdicts.set(position.state, result);
    this.engine = engine;
    this.cancel();
    this.onVerdict(position.state, result);
  }
}

/**
 * The seeds tried for a winnable deal, in order: a whole-number seed counts up ("41", "42", …), any
 * other seed gets a counter ("daily", "daily~1", "daily~2", …). So a link stays reproducible.
 */
export function candidateSeed(seed: string, attempt: number): string {
  if (attempt === 0) return seed;
  return /^(0|[1-9]\d{0,14})$/.test(seed) ? String(Number(seed) + attempt) : `${seed}~${attempt}`;
}

/**
 * One search for a winnable deal (Analyst.dealSearch()); `cancel()` stops it at once, wherever it runs
 * (./analyst-search.ts searches each deal).
 */
export class DealSearch {
  cancelled = false;
  /** Where the last deal's verdict was searched (for tests and diagnostics). */
  engine: Engine | null = null;
  /** While a deal's verdict is awaited from the worker, or a slice of its search yields to the page: stops waiting. */
  stopWaiting: (() => void) | null = null;

  /** `workerUser`: whose use of the page's worker this is (its analyst, which releases it). */
  constructor(readonly workerUser: object) {}

  cancel(): void {
    this.cancelled = true;
    this.stopWaiting?.();
  }
}

/** How long a player waits for a winnable deal before the seed is dealt as it is, unless the game says. */
const WINNABLE_DEAL_MS = 10_000;
/** A game whose search may generate this many positions takes seconds per deal, so it gets longer. */
const SLOW_SEARCH_BUDGET = 100_000;
const SLOW_WINNABLE_DEAL_MS = 40_000;

/** How long a winnable deal of this game is looked for: the game's own figure, else by its search's size. */
export const winnableDealMs = (solver: GameSolver<unknown>): number =>
  solver.winnableDealMs ?? (solver.budget >= SLOW_SEARCH_BUDGET ? SLOW_WINNABLE_DEAL_MS : WINNABLE_DEAL_MS);

/**
 * The first seed at or after `seed` whose deal the solver proves winnable, with the proof (its winning
 * line); undefined when none of `attempts` seeds is proven winnable within the game's time
 * (winnableDealMs), the search was cancelled, or the searching half could not be fetched.
 */
export async function firstWinnableSeed<S extends object>(
  variant: string,
  solver: GameSolver<S>,
  dealOf: (seed: string) => S,
  seed: string,
  token: DealSearch,
  attempts = 60,
): Promise<{ seed: string; result: SearchResult } | undefined> {
  const deadline = performance.now() + winnableDealMs(solver);
  const loaded = await loadSearching().catch(() => undefined);
  for (let attempt = 0; loaded && attempt < attempts && !token.cancelled && performance.now() < deadline; attempt++) {
    const candidate = candidateSeed(seed, attempt);
    const result = await loaded.dealVerdict(token, variant, solver, dealOf(candidate), deadline);
    if (token.cancelled || !result) return undefined;
    if (result.verdict === 'winnable') return { seed: candidate, result };
  }
  return undefined;
}
