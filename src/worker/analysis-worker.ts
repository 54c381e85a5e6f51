/**
 * The analysis worker: runs the games' solvers off the page's main thread. src/element/analysis/worker-client.ts
 * starts it (one per page, shared by every element) and falls back to slices on the main thread when it
 * cannot. It imports only the games' solvers and rules, loaded per game on first use; never the entry
 * module, which registers the custom element (no `customElements` in a worker).
 *
 * Searches advance in turns of a few milliseconds, taken through a message to itself, so a cancel (or a
 * new search) posted by the page is seen between two turns instead of after a whole search.
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

/** Searches asked for and not cancelled; null while the game's solver loads. */
const searches = new Map<number, Search | null>();
const turns = new MessageChannel();
let turnQueued = false;

scope.onmessage = ({ data }) => {
  if (data.type === 'cancel') searches.delete(data.id);
  else void begin(data);
};

async function begin({ id, variant, state, budget }: SearchRequest): Promise<void> {
  searches.set(id, null);
  let solver: GameSolver<object>;
  try {
    if (!isVariant(variant)) throw new Error(`no game "${String(variant)}"`);
    solver = await solvers.load(variant);
  } catch {
    return fail(id);
  }
  if (!searches.has(id)) return; // cancelled while the solver loaded
  try {
    searches.set(id, startSearch(solver, state, budget));
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

/** Every running search gets a share of one turn; a finished one answers at once. */
turns.port1.onmessage = () => {
  turnQueued = false;
  const running = [...searches].filter((entry): entry is [number, Search] => entry[1] !== null);
  const share = TURN_MS / Math.max(1, running.length);
  for (const [id, search] of running) {
    const started = performance.now();
    try {
      let result;
      do result = search.run(NODES_PER_CHECK);
      while (!result && performance.now() - started < share);
      if (result && searches.delete(id)) scope.postMessage({ id, result });
    } catch {
      fail(id);
    }
  }
  if ([...searches.values()].some((search) => search !== null)) queueTurn();
};
