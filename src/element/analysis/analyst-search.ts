/**
 * The Analyst's searching half (src/element/analysis/analyst.ts keeps the verdicts and fetches this at its first
 * search): a position's search in the page's analysis worker where it can run (./worker-client.ts), else
 * in slices of a few milliseconds on the main thread, yielding to the page between them; and the search
 * for a winnable deal's verdicts. It imports nothing but types from analyst.ts, so that the build keeps it
 * (with the worker's client and the shared search) out of the entry.
 */
import { type GameSolver, type Search, type SearchResult, fullSolver, startSearch } from '../../search/search.js';
import type { DealSearch, Engine, Position } from './analyst.js';
import { searchInWorker } from './worker-client.js';

export { holdSearches, releaseWorker } from './worker-client.js';

/** How long one slice may search before the page gets the main thread back. */
const SLICE_MS = 6;
/** The Prioritized Task Scheduling API, where the browser has it (not yet in TypeScript's DOM types). */
interface TaskScheduler {
  postTask(callback: () => unknown, options: { priority: 'background'; signal: AbortSignal }): Promise<unknown>;
}

/**
 * True when a click, a tap or a key press is waiting (Chromium's navigator.scheduling.isInputPending):
 * a slice then ends at once, so the player's input is not kept waiting for the rest of it.
 */
function inputPending(): boolean {
  const scheduling = (globalThis.navigator as { scheduling?: { isInputPending?: () => boolean } } | undefined)
    ?.scheduling;
  return typeof scheduling?.isInputPending === 'function' && scheduling.isInputPending();
}

/** A busy page still gives the search a slice at least this often (idle callbacks). */
const IDLE_TIMEOUT_MS = 250;
/** Positions searched between two looks at the clock (and at waiting input): about 2 ms of a two-pack game on a slow phone, a fraction of that for Carpet. */
const NODES_PER_CHECK = 64;

/**
 * The solver with the game's own search, a chunk of its own that a page fetches only when no worker
 * searches for it; should it fail to load, the shared depth-first search over the game's problem stands in.
 */
const ownSearch = <S>(solver: GameSolver<S>): Promise<GameSolver<S>> =>
  fullSolver(solver).catch(() => ({ ...solver, loadFullSolver: undefined }));

/**
 * Searches `position` for `user` (an Analyst, whose use of the page's worker this is): in the worker when
 * the page has one for us, else (or when it fails) in slices here; `settle` hears the verdict, unless
 * `cancel()` came first.
 */
export const searchPosition = (
  user: object,
  position: Position,
  settle: (result: SearchResult, engine: Engine) => void,
): { cancel(): void } => new PositionSearch(user, position, settle);

class PositionSearch {
  private cancelled = false;
  private channel: MessageChannel | null = null;
  private idle: number | null = null;
  private task: AbortController | null = null;
  private inWorker: ReturnType<typeof searchInWorker> = null;
  /** The main thread's search of the position, one slice at a time. */
  private step: ((budgetMs: number) => SearchResult | undefined) | null = null;

  constructor(
    user: object,
    private readonly position: Position,
    private readonly settle: (result: SearchResult, engine: Engine) => void,
  ) {
    const { variant, solver, state } = position;
    this.inWorker = searchInWorker(user, variant, state, solver.budget, {
      done: (result) => this.settle(result, 'worker'),
      fallback: () => {
        this.inWorker = null;
        if (!this.cancelled) this.searchInSlices();
      },
    });
    if (!this.inWorker) this.searchInSlices();
  }

  private searchInSlices(solver = this.position.solver): void {
    if (solver.loadFullSolver && !solver.search) {
      void ownSearch(solver).then((loaded) => !this.cancelled && this.searchInSlices(loaded));
      return;
    }
    const { state } = this.position;
    let search: Search | undefined;
    this.step = (budgetMs: number): SearchResult | undefined => {
      const started = performance.now();
      search ??= startSearch(solver, state);
      let result: SearchResult | undefined;
      do result = search.run(NODES_PER_CHECK);
      while (!result && performance.now() - started < budgetMs && !inputPending());
      return result;
    };
    this.schedule();
  }

  /**
   * The next slice runs as a background task (scheduler.postTask): after input, rendering and the
   * page's own work, yet without waiting for an idle period, so a move is drawn at once and the search
   * still gets the spare time. Without that API, an idle callback; without that, a message (not clamped
   * to 4 ms like setTimeout).
   */
  private schedule(): void {
    const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
    if (typeof scheduler?.postTask === 'function') {
      const task = new AbortController();
      this.task = task;
      scheduler
        .postTask(() => this.task === task && this.slice(SLICE_MS), { priority: 'background', signal: task.signal })
        .catch(() => undefined);
      return;
    }
    if (typeof requestIdleCallback === 'function') {
      this.idle = requestIdleCallback(
        (deadline) => {
          this.idle = null;
          this.slice(deadline.didTimeout ? SLICE_MS / 2 : Math.max(1, Math.min(SLICE_MS, deadline.timeRemaining())));
        },
        { timeout: IDLE_TIMEOUT_MS },
      );
      return;
    }
    if (!this.channel) {
      this.channel = new MessageChannel();
      this.channel.port1.onmessage = () => this.slice(SLICE_MS);
    }
    this.channel.port2.postMessage(null);
  }

  /** Drops the search, wherever it runs. */
  cancel(): void {
    this.cancelled = true;
    this.task?.abort();
    this.task = null;
    if (this.idle !== null) cancelIdleCallback(this.idle);
    this.idle = null;
    this.channel?.port1.close();
    this.channel = null;
    this.inWorker?.cancel();
    this.inWorker = null;
    this.step = null;
  }

  private slice(budgetMs: number): void {
    const { step } = this;
    if (this.cancelled || !step) return;
    const result = step(budgetMs);
    if (!result) return this.schedule();
    // Done: the channel closes here, whether or not the caller cancels afterwards.
    this.channel?.port1.close();
    this.channel = null;
    this.settle(result, 'main thread');
  }
}

/**
 * A patient search of `position` in the page's worker, in the background (./worker-client.ts): within the
 * game's deepBudget and `maxMs` of the worker's time, waiting while other searches run or the page is
 * hidden. Null when no worker can run here: on the main thread it would cost the player's battery and
 * frames for minutes. `settle` hears the verdict, unless `cancel()` came first or the worker broke.
 */
export function searchDeep(
  user: object,
  position: Position,
  budget: number,
  maxMs: number,
  settle: (result: SearchResult) => void,
): { cancel(): void } | null {
  const { variant, state } = position;
  return searchInWorker(user, variant, state, budget, { done: settle, fallback: () => undefined }, { maxMs });
}

/**
 * Gives the main thread back to the page for a moment (not clamped like setTimeout). Cancelling `token`
 * ends the wait at once and closes the channel: a port's message may come long after a timer's (WebKit
 * delivers it after two setTimeout(0) nearly every time), and a detached element keeps nothing open.
 */
function yieldToPage(token: DealSearch): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = (): void => {
      channel.port1.close();
      token.stopWaiting = null;
      resolve();
    };
    channel.port1.onmessage = done;
    token.stopWaiting = done;
    channel.port2.postMessage(null);
  });
}

/**
 * The verdict on one deal for `token` (analyst.ts's firstWinnableSeed), from the worker when it can run,
 * else from slices here; undefined when `token` is cancelled or once `deadline` (a performance.now() time)
 * passes first.
 */
export function dealVerdict(
  token: DealSearch,
  variant: string,
  solver: GameSolver<object>,
  state: object,
  deadline: number,
): Promise<SearchResult | undefined> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined = undefined;
    const stopWaiting = (): void => {
      clearTimeout(timer);
      token.stopWaiting = null;
    };
    const inSlices = (): void => {
      stopWaiting();
      resolve(dealInSlices(token, solver, state, deadline));
    };
    const answer = (result: SearchResult | undefined): void => {
      stopWaiting();
      inWorker?.cancel();
      resolve(result);
    };
    const inWorker = searchInWorker(token.workerUser, variant, state, solver.budget, {
      done: (result) => {
        token.engine = 'worker';
        answer(result);
      },
      fallback: inSlices,
    });
    if (!inWorker) return inSlices();
    // A search in the worker runs to its end or budget: the deadline and a cancel stop waiting for it.
    timer = setTimeout(() => answer(undefined), Math.max(0, deadline - performance.now()));
    token.stopWaiting = () => answer(undefined);
  });
}

async function dealInSlices(
  token: DealSearch,
  solver: GameSolver<object>,
  state: object,
  deadline: number,
): Promise<SearchResult | undefined> {
  token.engine = 'main thread';
  const search = startSearch(await ownSearch(solver), state);
  if (token.cancelled) return undefined;
  for (;;) {
    const started = performance.now();
    let result: SearchResult | undefined;
    do result = search.run(NODES_PER_CHECK);
    while (!result && performance.now() - started < SLICE_MS);
    await yieldToPage(token);
    if (token.cancelled || (!result && performance.now() >= deadline)) return undefined;
    if (result) return result;
  }
}
