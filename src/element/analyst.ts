/**
 * Runs a game's solver for the element without ever freezing the page: in the page's analysis worker
 * where it can run (src/element/worker-client.ts), else in slices of a few milliseconds on the main
 * thread, yielding to the page between them. A search is dropped as soon as the position changes.
 * Verdicts are kept per position (states are immutable objects), so undo finds them again.
 */
import { type GameSolver, type Search, type SearchResult, fullSolver, startSearch } from '../core/search.js';
import { type Move, type Variant, sameMove } from '../core/types.js';
import { type WorkerSearch, releaseWorker, searchInWorker } from './worker-client.js';

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
  const scheduling = (globalThis.navigator as { scheduling?: { isInputPending?: () => boolean } } | undefined)?.scheduling;
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
const ownSearch = <S>(solver: GameSolver<S>): Promise<GameSolver<S>> => fullSolver(solver).catch(() => ({ ...solver, loadFullSolver: undefined }));

/** Where a verdict was searched: the page's analysis worker, or slices on the main thread. */
export type Engine = 'worker' | 'main thread';

/** A position to analyse, with what its search needs. */
interface Position {
  variant: Variant;
  solver: GameSolver<any>;
  state: object;
}

export class Analyst {
  private readonly verdicts = new WeakMap<object, SearchResult>();
  /** Where the last verdict searched for (not found in memory) came from: for tests and diagnostics. */
  engine: Engine | null = null;
  private channel: MessageChannel | null = null;
  private idle: number | null = null;
  private task: AbortController | null = null;
  private frame: number | null = null;
  private frameTimer: ReturnType<typeof setTimeout> | null = null;
  private inWorker: WorkerSearch | null = null;
  private current: Position | null = null;
  /** The main thread's search of the current position, one slice at a time. */
  private step: ((budgetMs: number) => SearchResult | undefined) | null = null;

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
    if (known?.verdict === 'winnable' && known.line?.length && sameMove(known.line[0], move) && !this.verdicts.has(after)) {
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

  /** Starts (or finds) the verdict for `state`, a position of `variant`; anything searched before is dropped. */
  analyse<S extends object>(variant: Variant, solver: GameSolver<S>, state: S): void {
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

  /** In the worker when the page has one for us, else (or when it fails) in slices here. */
  private start(position: Position): void {
    const { variant, solver, state } = position;
    this.inWorker = searchInWorker(this, variant, state, solver.budget, {
      done: (result) => this.settle(position, result, 'worker'),
      fallback: () => {
        this.inWorker = null;
        if (this.current === position) this.searchInSlices(position);
      },
    });
    if (!this.inWorker) this.searchInSlices(position);
  }

  private searchInSlices(position: Position, solver = position.solver): void {
    if (solver.loadFullSolver && !solver.search) {
      void ownSearch(solver).then((loaded) => this.current === position && this.searchInSlices(position, loaded));
      return;
    }
    const { state } = position;
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
   * A new position's search waits for the frame that draws it: a background task may otherwise run
   * before that frame and hold back the move (or the first deal) on screen by a whole slice, and a
   * worker's verdict would draw the table again before it. A page that draws no frames (a hidden tab)
   * starts it after IDLE_TIMEOUT_MS.
   */
  private afterNextFrame(then: () => void): void {
    const go = (): void => {
      this.clearFrameWait();
      then();
    };
    this.frame = requestAnimationFrame(go);
    this.frameTimer = setTimeout(go, IDLE_TIMEOUT_MS);
  }

  private clearFrameWait(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    if (this.frameTimer !== null) clearTimeout(this.frameTimer);
    this.frame = null;
    this.frameTimer = null;
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
      scheduler.postTask(() => this.task === task && this.slice(SLICE_MS), { priority: 'background', signal: task.signal }).catch(() => undefined);
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

  /** Searches `state` to the end at once (small searches, and tests). */
  analyseNow<S extends object>(solver: GameSolver<S>, state: S): SearchResult {
    const known = this.verdicts.get(state);
    if (known) return known;
    const result = startSearch(solver, state).run(Number.POSITIVE_INFINITY)!;
    this.verdicts.set(state, result);
    return result;
  }

  /** Drops the search in progress, wherever it runs. */
  cancel(): void {
    this.clearFrameWait();
    this.task?.abort();
    this.task = null;
    if (this.idle !== null) cancelIdleCallback(this.idle);
    this.idle = null;
    this.channel?.port1.close();
    this.channel = null;
    this.inWorker?.cancel();
    this.inWorker = null;
    this.step = null;
    this.current = null;
  }

  /** A search for a winnable deal that uses the page's worker as this analyst does, keeping it up for the analysis after it. */
  dealSearch(): DealSearch {
    return new DealSearch(this);
  }

  /** The element left the page: nothing more is searched, and the page's worker may end. */
  close(): void {
    this.cancel();
    releaseWorker(this);
  }

  private slice(budgetMs: number): void {
    const { current, step } = this;
    if (!current || !step) return;
    const result = step(budgetMs);
    if (result) this.settle(current, result, 'main thread');
    else this.schedule();
  }

  private settle(position: Position, result: SearchResult, engine: Engine): void {
    if (this.current !== position) return;
    this.verdicts.set(position.state, result);
    this.engine = engine;
    this.cancel();
    this.onVerdict(position.state, result);
  }
}

/** Gives the main thread back to the page for a moment (not clamped like setTimeout). */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The seeds tried for a winnable deal, in order: a whole-number seed counts up ("41", "42", …), any
 * other seed gets a counter ("daily", "daily~1", "daily~2", …). So a link stays reproducible.
 */
export function candidateSeed(seed: string, attempt: number): string {
  if (attempt === 0) return seed;
  return /^(0|[1-9]\d{0,14})$/.test(seed) ? String(Number(seed) + attempt) : `${seed}~${attempt}`;
}

/** One search for a winnable deal (Analyst.dealSearch()); `cancel()` stops it at once, wherever it runs. */
export class DealSearch {
  cancelled = false;
  /** Where the last deal's verdict was searched (for tests and diagnostics). */
  engine: Engine | null = null;
  private stopWaiting: (() => void) | null = null;

  /** `workerUser`: whose use of the page's worker this is (its analyst, which releases it). */
  constructor(private readonly workerUser: object) {}

  cancel(): void {
    this.cancelled = true;
    this.stopWaiting?.();
  }

  /**
   * The verdict on one deal, from the worker when it can run, else from slices here; undefined when
   * cancelled or once `deadline` (a performance.now() time) passes first.
   */
  verdictOf(variant: Variant, solver: GameSolver<any>, state: object, deadline: number): Promise<SearchResult | undefined> {
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stopWaiting = (): void => {
        clearTimeout(timer);
        this.stopWaiting = null;
      };
      const inSlices = (): void => {
        stopWaiting();
        resolve(this.searchInSlices(solver, state, deadline));
      };
      const answer = (result: SearchResult | undefined): void => {
        stopWaiting();
        inWorker?.cancel();
        resolve(result);
      };
      const inWorker = searchInWorker(this.workerUser, variant, state, solver.budget, {
        done: (result) => {
          this.engine = 'worker';
          answer(result);
        },
        fallback: inSlices,
      });
      if (!inWorker) return inSlices();
      // A search in the worker runs to its end or budget: the deadline and a cancel stop waiting for it.
      timer = setTimeout(() => answer(undefined), Math.max(0, deadline - performance.now()));
      this.stopWaiting = () => answer(undefined);
    });
  }

  private async searchInSlices(solver: GameSolver<any>, state: object, deadline: number): Promise<SearchResult | undefined> {
    this.engine = 'main thread';
    const search = startSearch(await ownSearch(solver), state);
    if (this.cancelled) return undefined;
    for (;;) {
      const started = performance.now();
      let result: SearchResult | undefined;
      do result = search.run(NODES_PER_CHECK);
      while (!result && performance.now() - started < SLICE_MS);
      await yieldToPage();
      if (this.cancelled || (!result && performance.now() >= deadline)) return undefined;
      if (result) return result;
    }
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
 * (winnableDealMs) or the search was cancelled.
 */
export async function firstWinnableSeed<S extends object>(
  variant: Variant,
  solver: GameSolver<S>,
  dealOf: (seed: string) => S,
  seed: string,
  token: DealSearch,
  attempts = 60,
): Promise<{ seed: string; result: SearchResult } | undefined> {
  const deadline = performance.now() + winnableDealMs(solver);
  for (let attempt = 0; attempt < attempts && performance.now() < deadline; attempt++) {
    const candidate = candidateSeed(seed, attempt);
    const result = await token.verdictOf(variant, solver, dealOf(candidate), deadline);
    if (token.cancelled || !result) return undefined;
    if (result.verdict === 'winnable') return { seed: candidate, result };
  }
  return undefined;
}
