/**
 * Runs a game's solver for the element without ever freezing the page: the search advances in slices
 * of a few milliseconds, yielding to the page between them, and is dropped as soon as the position
 * changes. Verdicts are kept per position (states are immutable objects), so undo finds them again.
 */
import { type GameSolver, type Search, type SearchResult, startSearch } from '../core/search.js';
import { type Move, sameMove } from '../core/types.js';

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

export class Analyst {
  private readonly verdicts = new WeakMap<object, SearchResult>();
  private channel: MessageChannel | null = null;
  private idle: number | null = null;
  private task: AbortController | null = null;
  private frame: number | null = null;
  private frameTimer: ReturnType<typeof setTimeout> | null = null;
  private current: { state: object; step: (budgetMs: number) => SearchResult | undefined } | null = null;

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

  /** Starts (or finds) the verdict for `state`; anything searched before is dropped. */
  analyse<S extends object>(solver: GameSolver<S>, state: S): void {
    this.cancel();
    const known = this.verdicts.get(state);
    if (known) {
      this.onVerdict(state, known);
      return;
    }
    // The search is set up in its first slice, not here: the move that asked for it is drawn first.
    let search: Search | undefined;
    const step = (budgetMs: number): SearchResult | undefined => {
      const started = performance.now();
      search ??= startSearch(solver, state);
      let result: SearchResult | undefined;
      do result = search.run(NODES_PER_CHECK);
      while (!result && performance.now() - started < budgetMs && !inputPending());
      return result;
    };
    this.current = { state, step };
    this.afterNextFrame();
  }

  /**
   * A new position's first slice waits for the frame that draws it: a background task may otherwise
   * run before that frame and hold back the move (or the first deal) on screen by a whole slice. A page
   * that draws no frames (a hidden tab) gets it after IDLE_TIMEOUT_MS.
   */
  private afterNextFrame(): void {
    const go = (): void => {
      this.clearFrameWait();
      this.schedule();
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

  cancel(): void {
    this.clearFrameWait();
    this.task?.abort();
    this.task = null;
    if (this.idle !== null) cancelIdleCallback(this.idle);
    this.idle = null;
    this.channel?.port1.close();
    this.channel = null;
    this.current = null;
  }

  private slice(budgetMs: number): void {
    const current = this.current;
    if (!current) return;
    const result = current.step(budgetMs);
    if (!result) {
      this.schedule();
      return;
    }
    this.verdicts.set(current.state, result);
    this.cancel();
    this.onVerdict(current.state, result);
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

export interface DealSearch {
  cancelled: boolean;
}

/** The longest a player waits for a winnable deal before the seed is dealt as it is. */
const WINNABLE_DEAL_MS = 10_000;

/**
 * The first seed at or after `seed` whose deal the solver proves winnable, searching in slices; undefined
 * when none of `attempts` seeds is proven winnable within WINNABLE_DEAL_MS (or the search was cancelled).
 */
export async function firstWinnableSeed<S>(
  solver: GameSolver<S>,
  dealOf: (seed: string) => S,
  seed: string,
  token: DealSearch,
  attempts = 60,
): Promise<string | undefined> {
  const deadline = performance.now() + WINNABLE_DEAL_MS;
  for (let attempt = 0; attempt < attempts && performance.now() < deadline; attempt++) {
    const candidate = candidateSeed(seed, attempt);
    const search = startSearch(solver, dealOf(candidate));
    let result: SearchResult | undefined;
    while (!result) {
      const started = performance.now();
      do result = search.run(NODES_PER_CHECK);
      while (!result && performance.now() - started < SLICE_MS);
      await yieldToPage();
      if (token.cancelled || (!result && performance.now() >= deadline)) return undefined;
    }
    if (result.verdict === 'winnable') return candidate;
  }
  return undefined;
}
