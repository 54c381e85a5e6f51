/**
 * The analysis worker: runs the games' solvers off the page's main thread. src/element/analysis/worker-client.ts
 * starts it (one per page, shared by every element) and falls back to slices on the main thread when it
 * cannot. It imports only the games' solvers and rules, loaded per game on first use; never the entry
 * module, which registers the custom element (no `customElements` in a worker).
 *
 * Searches advance in turns of a few milliseconds, taken through a message to itself, so a cancel (or a
 * new search) posted by the page is seen between two turns instead of after a whole search. A background
 * search (a patient one after a quick search said 'unknown') gets turns only while no other search waits
 * and the page is not hidden, and answers 'unknown' once its time is spent. No search gets a turn while the
 * player is playing (a hold from the page), so that the move's frame has the processor.
 */
import { type GameSolver, type Search, startSearch } from '../search/search.js';
import { once } from '../core/once.js';
import { type Variant, isVariant } from '../games/registry.js';
import type { AnalysisReply, AnalysisRequest, SearchRequest } from './analysis-protocol.js';

/** Each game's solver (its folder's solver.js), loaded the first time a position of that game arrives. */
const solvers = once((variant: Variant) =>
  import(`../games/${variant}/solver.js`).then((module: { default: GameSolver<object> }) => module.default),
);

/** How long the searches may run before the worker looks at its messages again. */
const TURN_MS = 8;
/** Positions searched between two looks at the clock. */
const NODES_PER_CHECK = 256;

/** The worker's global scope, as far as it is used (the project compiles against the DOM's types). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(reply: AnalysisReply): void;
}
const scope = globalThis as unknown as WorkerScope;

/** A search asked for and not cancelled (null while the game's solver loads); a background one with its time. */
interface Running {
  search: Search | null;
  background?: { maxMs: number; spentMs: number };
}
const searches = new Map<number, Running>();
/** True while the page is hidden: background searches wait. */
let paused = false;
/** The player is playing until then (the worker's clock): every search waits. */
let heldUntil = 0;
const turns = new MessageChannel();
let turnQueued = false;

scope.onmessage = ({ data }) => {
  if (data.type === 'cancel') searches.delete(data.id);
  else if (data.type === 'pause') paused = true;
  else if (data.type === 'hold') heldUntil = Math.max(heldUntil, performance.now() + data.ms);
  else if (data.type === 'resume') {
    paused = false;
    queueTurn();
  } else if (data.type === 'search') void begin(data);
};

async function begin({ id, variant, state, budget, background }: SearchRequest): Promise<void> {
  const running: Running = { search: null, background: background && { maxMs: background.maxMs, spentMs: 0 } };
  searches.set(id, running);
  let solver: GameSolver<object>;
  try {
    if (!isVariant(variant)) throw new Error(`no game "${String(variant)}"`);
    solver = await solvers.load(variant);
  } catch {
    return fail(id);
  }
  if (!searches.has(id)) return; // cancelled while the solver loaded
  try {
    running.search = startSearch(solver, state, budget);
  } catch {
    return fail(id);
  }
  queueTurn();
}

function fail(id: number): void {
  if (searches.delete(id)) scope.postMessage({ id, failed: true });
}

function queueTurn(): void {
  if (turnQueued) return;
  turnQueued = true;
  turns.port2.postMessage(null);
}

/**
 * The searches whose turn it is: none while the player is playing; else every search the page waits for (a
 * background one waits for those, loading or not), else, unless the page is hidden, every background search.
 */
function due(): [number, Running & { search: Search }][] {
  const all = [...searches];
  const waited = all.filter(([, running]) => !running.background);
  const chosen = performance.now() < heldUntil ? [] : waited.length ? waited : paused ? [] : all;
  return chosen.filter((entry): entry is [number, Running & { search: Search }] => entry[1].search !== null);
}

/** Each search due gets a share of one turn; a finished one answers at once, a background one out of time too. */
turns.port1.onmessage = () => {
  turnQueued = false;
  const running = due();
  const share = TURN_MS / Math.max(1, running.length);
  for (const [id, { search, background }] of running) {
    const started = performance.now();
    try {
      let result;
      do result = search.run(NODES_PER_CHECK);
      while (!result && performance.now() - started < share);
      if (background && !result && (background.spentMs += performance.now() - started) >= background.maxMs)
        result = { verdict: 'unknown' as const, nodes: search.nodes, line: null };
      if (result && searches.delete(id)) scope.postMessage({ id, result });
    } catch {
      fail(id);
    }
  }
  const held = heldUntil - performance.now();
  if (due().length) queueTurn();
  // Held by the player's play: a turn when the hold ends (held again by then, that turn waits again).
  else if (searches.size && held > 0) setTimeout(queueTurn, held);
};
