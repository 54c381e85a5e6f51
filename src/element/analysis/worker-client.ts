/**
 * The page's side of the analysis worker (src/worker/analysis-worker.ts, built into the drop-in bundle's
 * folder as dist/chunks/analysis-worker.js): one worker per page, shared by every element that analyses,
 * started at the first search (never for a first render) and terminated when the last of them leaves the page.
 *
 * Where a worker cannot run, `searchInWorker` answers null and the caller searches in slices on the main
 * thread instead: a bundle from another origin (a CDN) cannot start a same-origin worker, a page may have
 * no Worker, and a Content-Security-Policy (`worker-src`, else `script-src`) may block it. A worker that
 * fails to load or breaks hands its searches back (`fallback`), says why in the console when the browser does
 * not (a copy of the widget without its worker's files would otherwise only be slower, without a word), and
 * is not tried again on this page, so a blocking policy costs at most one violation report. On a page that enforces Trusted
 * Types, the worker starts through the widget's own policy (./worker-start.ts); a page that does not
 * allow that policy gets the main-thread search, after the one report of the refused policy.
 *
 * A background search (`background`: a patient one after a quick search said 'unknown') waits in the worker
 * while the page is hidden: the client tells the worker when the page is hidden or shown. Every search waits
 * while the player plays (`holdSearches`), so that on a phone with few cores a move's frame is not drawn
 * beside it.
 */
import type { SearchResult } from '../../search/search.js';
import type { AnalysisReply, AnalysisRequest } from '../../worker/analysis-protocol.js';
import { startWorker, startedWorkerUrl } from './worker-start.js';

/** What the caller is told about one search: its result, or that it must search on the main thread. */
export interface WorkerSearchHandlers {
  done(result: SearchResult): void;
  fallback(): void;
}

/** How long searches wait after the player's last press, drag or key: a slow phone's move and its frame. */
const HOLD_MS = 400;
/** A hold is renewed at most this often: a drag's pointer moves come every frame. */
const HOLD_RENEW_MS = HOLD_MS / 4;

/** A search running in the worker; `cancel()` drops it (no handler runs afterwards). */
export interface WorkerSearch {
  cancel(): void;
}

class AnalysisWorker {
  private readonly pending = new Map<number, WorkerSearchHandlers>();
  /** When the worker was last told to hold (page clock), so that it is not told at every pointer move. */
  private heldAt = -Infinity;
  private nextId = 1;
  /** The Analysts that may still ask for searches: the worker lives while any does. */
  readonly users = new Set<object>();

  private readonly onVisibility = (): void => this.tellVisibility();

  constructor(
    private readonly worker: Worker,
    private readonly onBroken: () => void,
  ) {
    document.addEventListener('visibilitychange', this.onVisibility);
    if (document.visibilityState === 'hidden') this.tellVisibility();
    this.worker.onmessage = ({ data }: MessageEvent<AnalysisReply>) => this.receive(data);
    // A script that failed to load (or was blocked), an error in it, or a reply that could not be read.
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.break();
      void sayWhy(event);
    };
    this.worker.onmessageerror = () => this.break();
  }

  search(
    variant: string,
    state: object,
    budget: number,
    handlers: WorkerSearchHandlers,
    background?: { maxMs: number },
  ): WorkerSearch | null {
    const id = this.nextId++;
    try {
      this.post({ type: 'search', id, variant, state, budget, ...(background && { background }) });
    } catch {
      return null; // a state that cannot be copied to the worker: this one is searched on the main thread
    }
    this.pending.set(id, handlers);
    return {
      cancel: () => {
        if (this.pending.delete(id)) this.post({ type: 'cancel', id });
      },
    };
  }

  /** The player is playing: the worker's searches wait HOLD_MS from now. */
  hold(): void {
    const now = performance.now();
    if (now - this.heldAt < HOLD_RENEW_MS) return;
    this.heldAt = now;
    this.post({ type: 'hold', ms: HOLD_MS });
  }

  terminate(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.pending.clear();
    this.worker.terminate();
  }

  /** Background searches wait while the page is hidden. */
  private tellVisibility(): void {
    this.post({ type: document.visibilityState === 'hidden' ? 'pause' : 'resume' });
  }

  private post(request: AnalysisRequest): void {
    this.worker.postMessage(request);
  }

  private receive(reply: AnalysisReply): void {
    const handlers = this.pending.get(reply.id);
    if (!handlers) return; // cancelled: the position it was for is gone
    this.pending.delete(reply.id);
    if ('result' in reply) handlers.done(reply.result);
    else handlers.fallback();
  }

  /** Every waiting search goes back to the main thread, and the page stops using workers. */
  private break(): void {
    const waiting = [...this.pending.values()];
    this.terminate();
    this.onBroken();
    for (const handlers of waiting) handlers.fallback();
  }
}

let shared: AnalysisWorker | null = null;
/** True once a worker failed on this page: it is not tried again (a blocked one would report again). */
let failed = false;

/** Whether this page may try the worker: it has Worker, and no worker failed here (./worker-start.ts checks its origin). */
const mayStart = (): boolean => !failed && typeof Worker === 'function';

/** The start of what the console is told, once per page, when the worker could not be used. */
export const WORKER_FAILED = 'carpet-solitaire: the solver runs on the page (slower): its worker';

/**
 * Tells the console why the worker failed, when the browser has not: an error in its script, or its script
 * missing or served as something else than JavaScript (a copy of the drop-in build without all of chunks/, a
 * server that does not know .js, a bundler's development server that moved it). A policy that blocks the
 * worker is reported by the browser itself.
 */
async function sayWhy(event: Event): Promise<void> {
  if (event instanceof ErrorEvent && event.message) return console.warn(`${WORKER_FAILED} stopped: ${event.message}`);
  const url = startedWorkerUrl();
  if (!url) return;
  const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
    (r) =>
      r.ok ? (/script/.test(r.headers.get('content-type') ?? '') ? '' : r.headers.get('content-type')) : r.status,
    () => '',
  );
  if (answer) console.warn(`${WORKER_FAILED} ${url} answered ${answer}: serve the built files whole`);
}

function broken(): void {
  failed = true;
  shared = null;
}

/**
 * Starts searching `state` in the shared worker for `user` (an Analyst), starting the worker if needed;
 * null when no worker can run here, and the caller then searches on the main thread.
 */
export function searchInWorker(
  user: object,
  variant: string,
  state: object,
  budget: number,
  handlers: WorkerSearchHandlers,
  background?: { maxMs: number },
): WorkerSearch | null {
  if (!shared) {
    if (!mayStart()) return null;
    let worker: Worker | null;
    try {
      worker = startWorker();
    } catch {
      // Some browsers throw at once for a worker the page's policy forbids.
      worker = null;
    }
    if (!worker) {
      failed = true;
      return null;
    }
    shared = new AnalysisWorker(worker, broken);
  }
  shared.users.add(user);
  return shared.search(variant, state, budget, handlers, background);
}

/**
 * The player pressed, dragged or typed in a widget whose search runs: the page's searches wait a moment, so
 * that the move's frame has the processor (nothing is posted when a hold was posted just now).
 */
export function holdSearches(): void {
  shared?.hold();
}

/** `user` will ask for no more searches (its element left the page): the last one out ends the worker. */
export function releaseWorker(user: object): void {
  if (!shared?.users.delete(user) || shared.users.size > 0) return;
  shared.terminate();
  shared = null;
}

/** Whether the page's worker is running now (for tests). */
export const workerRunning = (): boolean => shared !== null;

/** Forgets that a worker failed on this page, so the next search tries one again (for tests). */
export function forgetWorkerFailure(): void {
  failed = false;
}
