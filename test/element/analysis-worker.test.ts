import '../support/clean-storage.js';
import { onDropIn } from '../support/drop-in.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { type SearchResult, solveWith } from '../../src/search/search.js';
import type { Move } from '../../src/core/types.js';
import type { AnalysisRequest, SearchRequest } from '../../src/worker/analysis-protocol.js';
import { type Analyst, type Engine, winnableDealMs } from '../../src/element/analysis/analyst.js';
import { deal as cadoganDeal } from '../../src/games/cadogan-carpet/rules.js';
import { cadoganSolver } from '../../src/games/cadogan-carpet/solver.js';
import { apply, deal } from '../../src/games/carpet/rules.js';
import { carpetSolver } from '../../src/games/carpet/solver.js';
import { deal as carthageDeal } from '../../src/games/carthage/rules.js';
import { carthageSolver } from '../../src/games/carthage/solver.js';
import { nextEvent } from '../support/events.js';

/*
 * Where the solver runs: in the page's analysis worker when the page allows one, else in slices on the
 * main thread, silently. Every Worker the page starts is recorded (what it was asked, whether it ended).
 *
 * On the drop-in build (the chromium-dist group) the worker's client is inside the bundle: what the tests
 * see of it is the Workers the page starts. Its own functions (searchInWorker, and forgetting a failed
 * worker) are the source's, for the tests of the client itself: the build does not export them, so a
 * page of the build that saw its worker fail uses none again, and only the first failure is tested there.
 */
const workerClient = () => import('../../src/element/analysis/worker-client.js');

interface WorkerRecord {
  requests: AnalysisRequest[];
  terminated: boolean;
}
const RealWorker = window.Worker;
const started: WorkerRecord[] = [];
class RecordedWorker extends RealWorker {
  private readonly record: WorkerRecord = { requests: [], terminated: false };
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    started.push(this.record);
  }
  override postMessage(message: AnalysisRequest): void {
    this.record.requests.push(message);
    super.postMessage(message);
  }
  override terminate(): void {
    this.record.terminated = true;
    super.terminate();
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const engineOf = (el: CarpetSolitaire): Engine | null => (el as unknown as { analyst: Analyst }).analyst.engine;
const searches = (record: WorkerRecord): SearchRequest[] =>
  record.requests.filter((r): r is SearchRequest => r.type === 'search');
/** Whether the page's analysis worker is running: one was started and not terminated. */
const workerRunning = (): boolean => started.some((record) => !record.terminated);
/** The solver's verdict on a Carpet deal after `move`, as the element must find it. */
function carpetVerdictAfter(seed: string, move: Move): string {
  const after = apply(deal(seed, { fill: 'auto' }), move);
  if (!after.ok) throw new Error(`the test's move is illegal in deal ${seed}`);
  return solveWith(carpetSolver, after.state).verdict;
}

/** Waits for the element's verdict on its current position. */
async function analysed(el: CarpetSolitaire): Promise<string> {
  if (el.analysis.verdict !== 'pending') return el.analysis.verdict;
  return (await nextEvent(el, 'carpet-analysis')).detail.verdict;
}

/** Records every console call the page makes from now until `stop()`. */
function recordConsole(): { calls: string[]; stop: () => void } {
  const calls: string[] = [];
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const real = methods.map((name) => console[name]);
  methods.forEach((name) => {
    console[name] = (...args: unknown[]) => calls.push(`${name}: ${args.map(String).join(' ')}`);
  });
  return { calls, stop: () => methods.forEach((name, i) => (console[name] = real[i])) };
}

describe('<carpet-solitaire> analyses in a worker where the page allows it', () => {
  let consoleCalls: ReturnType<typeof recordConsole>;
  beforeEach(() => {
    started.length = 0;
    window.Worker = RecordedWorker;
    consoleCalls = recordConsole();
  });
  afterEach(async () => {
    consoleCalls.stop();
    window.Worker = RealWorker;
    if (!onDropIn) (await workerClient()).forgetWorkerFailure();
  });

  it('searches in one worker for the whole page, reused at every move, and ends it when the last element leaves', async () => {
    const carpet = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="3"></carpet-solitaire>`);
    expect(started, 'the first render fetches no worker: it starts with the search, after the frame').to.have.length(0);
    const carthage = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="carthage" seed="5"></carpet-solitaire>`,
    );
    expect(await analysed(carpet)).to.equal(solveWith(carpetSolver, deal('3', { fill: 'auto' })).verdict);
    expect(engineOf(carpet)).to.equal('worker');
    // A move off the winning line: a position whose verdict is not known yet, searched anew.
    const line = solveWith(carpetSolver, deal('3', { fill: 'auto' })).line!;
    const offLine = carpet.legalMoves().find((m) => m.from !== line[0].from || m.to !== line[0].to)!;
    carpet.play(offLine);
    await carpet.updateComplete;
    const played = carpet.snapshot;
    expect(carpet.analysis.verdict).to.equal('pending');
    expect(await analysed(carpet), 'the new position has its own verdict').to.equal(carpetVerdictAfter('3', offLine));
    expect(engineOf(carpet)).to.equal('worker');
    expect(started, 'one worker for both elements and every position').to.have.length(1);
    const asked = searches(started[0]);
    expect(asked.map((r) => r.variant)).to.include.members(['carpet', 'carthage']);
    expect(
      asked.filter((r) => r.variant === 'carpet'),
      'the deal, then the position after the move',
    ).to.have.length(2);
    expect(asked.at(-1)!.state, 'the position sent is the one on the table').to.deep.include({
      stock: played.piles.stock,
    });
    carpet.remove();
    expect(workerRunning(), 'the carthage element still uses it').to.equal(true);
    carthage.remove();
    expect(workerRunning(), 'ended with the last element').to.equal(false);
    expect(started[0].terminated).to.equal(true);
    expect(consoleCalls.calls).to.deep.equal([]);
  });

  it("asks for a move's search only once the frame that shows the move is painted", async () => {
    const carpet = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="3"></carpet-solitaire>`);
    await analysed(carpet);
    const line = solveWith(carpetSolver, deal('3', { fill: 'auto' })).line!;
    const offLine = carpet.legalMoves().find((m) => m.from !== line[0].from || m.to !== line[0].to)!;
    const before = searches(started[0]).length;
    const played = performance.now();
    carpet.play(offLine);
    await carpet.updateComplete;
    // Animation callbacks run before the frame's style, layout and paint: none of them may start the search.
    const [inFrame, frameAfterMs] = await new Promise<[number, number]>((resolve) =>
      requestAnimationFrame(() =>
        queueMicrotask(() => resolve([searches(started[0]).length, performance.now() - played])),
      ),
    );
    // A frame later than 250 ms (a machine under load) lets the search start without it, as a hidden page's does.
    if (frameAfterMs < 250) expect(inFrame, 'no search asked before the frame is painted').to.equal(before);
    await waitUntil(() => searches(started[0]).length > before, 'the search asked after the frame', { timeout: 5000 });
    // The worker answers before the element leaves (and the worker with it), as the next test wants a fresh one.
    await analysed(carpet);
    carpet.remove();
  });

  it('answers each search by its id: a cancelled search never answers, and the next one is answered by the same worker', async function () {
    if (onDropIn) this.skip(); // the client's own API, which the build keeps inside
    const { releaseWorker, searchInWorker } = await workerClient();
    const user = {};
    const late: string[] = [];
    try {
      // The Carpet's deal 42 runs to the first search's whole budget (1.3 s of CPU in Node) without a verdict:
      // still running when it is cancelled after a moment. (Deal 1, used before, is now won in about 0.1 s,
      // so on a loaded machine it could answer before its cancel.)
      const slow = searchInWorker(user, 'cadogan-carpet', cadoganDeal('42'), cadoganSolver.budget, {
        done: () => late.push('done'),
        fallback: () => late.push('fallback'),
      });
      expect(slow, 'a worker can run on this page').to.not.equal(null);
      await pause(100);
      expect(late, 'the slow search is still running when it is cancelled').to.deep.equal([]);
      slow!.cancel();
      const state = deal('42', { fill: 'auto' });
      const result = await new Promise<SearchResult | 'fallback'>((resolve) => {
        searchInWorker(user, 'carpet', state, carpetSolver.budget, {
          done: resolve,
          fallback: () => resolve('fallback'),
        });
      });
      expect(result).to.deep.equal(solveWith(carpetSolver, state));
      await pause(200);
      expect(late, 'the cancelled search').to.deep.equal([]);
      expect(started).to.have.length(1);
      expect(started[0].requests.map((r) => r.type)).to.deep.equal(['search', 'cancel', 'search']);
    } finally {
      // Whatever failed above, the next tests start with no worker on the page.
      releaseWorker(user);
    }
    expect(started[0].terminated).to.equal(true);
  });

  it('looks for a winnable deal in the worker, showing "Finding a winnable deal…" with the toolbar usable', async () => {
    // Carpet: the first seed from 1 whose deal is not winnable, and the winnable one after it.
    let seed = 1;
    while (solveWith(carpetSolver, deal(String(seed), { fill: 'auto' })).verdict === 'winnable') seed++;
    let expected = seed;
    while (solveWith(carpetSolver, deal(String(expected), { fill: 'auto' })).verdict !== 'winnable') expected++;
    const el = document.createElement('carpet-solitaire');
    el.setAttribute('seed', String(seed));
    el.toggleAttribute('winnable', true);
    const dealt = nextEvent(el, 'carpet-new-game');
    document.body.append(el);
    try {
      expect((await dealt).detail.seed).to.equal(String(expected));
      const asked = searches(started[0]);
      expect(asked[0].state, 'the first candidate, searched in the worker').to.deep.equal(
        deal(String(seed), { fill: 'auto' }),
      );
      expect(
        asked.some((r) => JSON.stringify(r.state) === JSON.stringify(deal(String(expected), { fill: 'auto' }))),
      ).to.equal(true);
      // The deal's analysis follows in the same worker, kept up between the two.
      expect(await analysed(el)).to.equal('winnable');
      expect(engineOf(el)).to.equal('worker');
      expect(started, 'one worker').to.have.length(1);
      expect(started[0].terminated).to.equal(false);
    } finally {
      el.remove();
    }
    // Carthage's deals take seconds each: the table says so meanwhile, and the toolbar still works.
    const slow = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="carthage" seed="2" winnable></carpet-solitaire>`,
    );
    await slow.updateComplete;
    const root = slow.shadowRoot!;
    expect(root.querySelector('.analysis')!.textContent).to.contain('Finding a winnable deal…');
    expect(root.querySelector('.board')!.hasAttribute('inert'), 'the board waits').to.equal(true);
    expect(searches(started.at(-1)!)[0].state).to.deep.equal(carthageDeal('2'));
    root.querySelector<HTMLButtonElement>('.stats-toggle')!.click();
    await slow.updateComplete;
    expect(root.querySelector('.stats'), 'the toolbar answers while the deal is searched').to.not.equal(null);
    expect(consoleCalls.calls).to.deep.equal([]);
  });

  it('looks for a winnable deal for 10 s, 40 s for a game whose search runs to 100,000 positions or more, or as long as the game says', () => {
    expect(winnableDealMs(carpetSolver)).to.equal(10_000);
    expect(winnableDealMs(carthageSolver)).to.equal(40_000);
    expect(winnableDealMs(cadoganSolver)).to.equal(40_000);
    expect(winnableDealMs({ ...cadoganSolver, winnableDealMs: 25_000 })).to.equal(25_000);
  });

  it('falls back to slices on the main thread, silently, on a page without Worker', async () => {
    delete (window as { Worker?: unknown }).Worker;
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="42"></carpet-solitaire>`);
    expect(await analysed(el)).to.equal(solveWith(carpetSolver, deal('42', { fill: 'auto' })).verdict);
    expect(engineOf(el)).to.equal('main thread');
    expect(consoleCalls.calls).to.deep.equal([]);
  });

  it('falls back silently when the Worker constructor throws (as for a forbidden worker), and does not try again', async () => {
    let tries = 0;
    window.Worker = class {
      constructor() {
        tries++;
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }
    } as unknown as typeof Worker;
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire variant="carthage" seed="5"></carpet-solitaire>`);
    el.play(el.legalMoves()[0]);
    // The solver proves this position winnable in about 330,000 positions, within Carthage's budget of 500,000.
    expect(await analysed(el)).to.equal('winnable');
    expect(engineOf(el)).to.equal('main thread');
    const other = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="3"></carpet-solitaire>`);
    expect(await analysed(other)).to.equal('winnable');
    expect(engineOf(other)).to.equal('main thread');
    expect(tries, 'one try for the page').to.equal(1);
    expect(consoleCalls.calls).to.deep.equal([]);
  });

  it('falls back when the worker fails to load, the search in progress included, and does not try again', async function () {
    if (onDropIn) this.skip(); // the build's page had its worker fail in the test before: it tries none again
    class MissingScriptWorker extends RecordedWorker {
      constructor(_url: string | URL, options?: WorkerOptions) {
        super('/test/element/no-such-analysis-worker.js', options);
      }
    }
    window.Worker = MissingScriptWorker;
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="42"></carpet-solitaire>`);
    expect(await analysed(el)).to.equal(solveWith(carpetSolver, deal('42', { fill: 'auto' })).verdict);
    expect(engineOf(el)).to.equal('main thread');
    expect(searches(started[0]), 'the search was first sent to the worker').to.have.length(1);
    expect(started[0].terminated).to.equal(true);
    const move = el.legalMoves()[0];
    el.play(move);
    expect(await analysed(el)).to.equal(carpetVerdictAfter('42', move));
    expect(engineOf(el)).to.equal('main thread');
    expect(started, 'no second worker').to.have.length(1);
    // Its script is there (the stand-in failed to load another): nothing to say that the browser has not said.
    await pause(300);
    expect(consoleCalls.calls).to.deep.equal([]);
  });

  it('falls back when the worker breaks while searching, and says so once in the console', async function () {
    if (onDropIn) this.skip(); // as above
    class ThrowingWorker extends RecordedWorker {
      constructor(_url: string | URL, options?: WorkerOptions) {
        super(new URL('./throwing-worker.js', import.meta.url), options);
      }
    }
    window.Worker = ThrowingWorker;
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="3"></carpet-solitaire>`);
    expect(await analysed(el)).to.equal('winnable');
    expect(engineOf(el)).to.equal('main thread');
    expect(searches(started[0])).to.have.length(1);
    await waitUntil(() => consoleCalls.calls.length > 0, 'a word in the console');
    expect(consoleCalls.calls).to.have.length(1);
    expect(consoleCalls.calls[0]).to.match(
      /^warn: carpet-solitaire: the solver runs on the page \(slower\): its worker stopped: /,
    );
  });
});

/*
 * WebKit has no scheduler.postTask, no requestIdleCallback: its main-thread slices run on a
 * MessageChannel's messages, and a port's message may come long after a timer's. Here every engine is
 * made to take that path (and no worker), and every channel the component opens is counted until closed.
 */
describe('<carpet-solitaire> on messages alone (WebKit: no postTask, no requestIdleCallback)', () => {
  const saved = {
    scheduler: Object.getOwnPropertyDescriptor(globalThis, 'scheduler'),
    requestIdleCallback: Object.getOwnPropertyDescriptor(globalThis, 'requestIdleCallback'),
    Worker: window.Worker,
    MessageChannel: window.MessageChannel,
    close: MessagePort.prototype.close,
  };
  let open: Set<MessageChannel>;
  let made: number;
  beforeEach(() => {
    open = new Set();
    made = 0;
    const channels = new WeakMap<MessagePort, MessageChannel>();
    Object.defineProperty(globalThis, 'scheduler', { value: undefined, configurable: true, writable: true });
    Object.defineProperty(globalThis, 'requestIdleCallback', { value: undefined, configurable: true, writable: true });
    delete (window as { Worker?: unknown }).Worker;
    window.MessageChannel = class extends saved.MessageChannel {
      constructor() {
        super();
        made++;
        open.add(this);
        channels.set(this.port1, this);
        channels.set(this.port2, this);
      }
    };
    MessagePort.prototype.close = function (this: MessagePort) {
      const channel = channels.get(this);
      if (channel) open.delete(channel);
      saved.close.call(this);
    };
  });
  afterEach(async () => {
    for (const name of ['scheduler', 'requestIdleCallback'] as const) {
      const descriptor = saved[name];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    window.Worker = saved.Worker;
    window.MessageChannel = saved.MessageChannel;
    MessagePort.prototype.close = saved.close;
    if (!onDropIn) (await workerClient()).forgetWorkerFailure();
  });
  /** Waits until a search is caught between two slices (its channel open); fails should it end first, or after 10 s. */
  const caughtMidSearch = (searching: () => boolean, what: string): Promise<void> =>
    waitUntil(
      () => {
        if (!searching()) throw new Error(`${what}: the search ended before it was caught between two slices`);
        return open.size > 0;
      },
      what,
      { interval: 10, timeout: 10000 },
    );

  it('reaches the verdict in slices and closes its channel when the verdict comes, at a move and at the detach', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="42"></carpet-solitaire>`);
    expect(await analysed(el)).to.equal(solveWith(carpetSolver, deal('42', { fill: 'auto' })).verdict);
    expect(engineOf(el)).to.equal('main thread');
    expect(made, 'the slices ran on messages').to.be.greaterThan(0);
    expect(open.size, 'no channel open once the verdict is in').to.equal(0);
    // A Carthage position caught mid-search, then a move, then the detach. Deal 5 and the position after its
    // first move take the solver about 330,000 positions each: seconds of slices.
    const carthage = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="carthage" seed="5"></carpet-solitaire>`,
    );
    const searching = () => carthage.analysis.verdict === 'pending';
    await caughtMidSearch(searching, 'a slice of the deal queued');
    carthage.play(carthage.legalMoves()[0]);
    await carthage.updateComplete;
    expect(open.size, 'the move dropped the search and its channel at once').to.equal(0);
    await caughtMidSearch(searching, 'a slice of the position after the move queued');
    carthage.remove();
    expect(open.size, 'the detach closed the channel at once').to.equal(0);
  });

  it('closes the channel of a winnable-deal search the moment it is cancelled, before its message comes', async () => {
    // Deal 2 takes the solver more than 2,000,000 positions to decide: the search is still going a moment later.
    const el = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="cadogan-carpet" seed="2" winnable></carpet-solitaire>`,
    );
    const looking = () => el.shadowRoot!.querySelector('.board')!.hasAttribute('inert');
    await caughtMidSearch(looking, 'the deal search waits for its message');
    expect(made, 'the deal search yields on messages').to.be.greaterThan(0);
    el.remove();
    expect(open.size, 'nothing left open by the detach, not even for one task').to.equal(0);
  });
});
