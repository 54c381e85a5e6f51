import '../support/clean-storage.js';
import { onDropIn } from '../support/drop-in.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { type SearchResult, solveWith } from '../../src/search/search.js';
import type { AnalysisReply, AnalysisRequest, SearchRequest } from '../../src/worker/analysis-protocol.js';
import { deal } from '../../src/games/carpet/rules.js';
import { carpetSolver } from '../../src/games/carpet/solver.js';
import { deal as carthageDeal } from '../../src/games/carthage/rules.js';
import { nextEvent } from '../support/events.js';
import { GAMES } from '../../src/games/all.js';

const carthageGame = GAMES.carthage;
const cadoganGame = GAMES['cadogan-carpet'];

/*
 * The patient search behind the quick one: when a position's first search says 'unknown', the deal goes
 * on being searched in the page's worker, in the background, while the player plays. First the worker's
 * side (a background search waits for the page's other searches and while the page is hidden, and stops
 * when its time is spent), on the worker the page runs (the drop-in build's own in the -dist groups); then
 * the element's side.
 */
const WORKER_URL = onDropIn ? '/dist/chunks/analysis-worker.js' : '/src/worker/analysis-worker.js';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The analysis worker, as the page starts it, with the replies it sent so far in order. */
function analysisWorker(): { worker: Worker; replies: AnalysisReply[]; post(request: AnalysisRequest): void } {
  const worker = new Worker(WORKER_URL, { type: 'module' });
  const replies: AnalysisReply[] = [];
  worker.onmessage = ({ data }: MessageEvent<AnalysisReply>) => replies.push(data);
  return { worker, replies, post: (request) => worker.postMessage(request) };
}

const result = (replies: AnalysisReply[], id: number): SearchResult | undefined => {
  const reply = replies.find((r) => r.id === id);
  return reply && 'result' in reply ? reply.result : undefined;
};

/** A Carthage deal whose search takes far longer than a second (it is unknown within 500,000 moves). */
const SLOW_CARTHAGE_SEED = '3';

describe('a background search in the analysis worker', () => {
  it('waits while the page is hidden, and searches once it is shown again', async () => {
    const { worker, replies, post } = analysisWorker();
    try {
      const state = deal('42', { fill: 'auto' });
      post({ type: 'pause' });
      post({ type: 'search', id: 1, variant: 'carpet', state, budget: 20_000, background: { maxMs: 60_000 } });
      post({ type: 'search', id: 2, variant: 'carpet', state, budget: 20_000 });
      await waitUntil(() => result(replies, 2), 'a search the page waits for runs while it is hidden', {
        timeout: 5000,
      });
      await pause(300);
      expect(
        replies.map((r) => r.id),
        'the background search waited',
      ).to.deep.equal([2]);
      post({ type: 'resume' });
      await waitUntil(() => result(replies, 1), 'the background search, once shown', { timeout: 5000 });
      expect(result(replies, 1)).to.deep.equal(solveWith(carpetSolver, state));
    } finally {
      worker.terminate();
    }
  });

  it('gets turns only while no search the page waits for runs', async () => {
    const { worker, replies, post } = analysisWorker();
    try {
      // A Carpet deal takes the worker a few milliseconds, a Carthage deal far longer.
      post({ type: 'search', id: 1, variant: 'carthage', state: carthageDeal('2'), budget: 500_000 });
      post({
        type: 'search',
        id: 2,
        variant: 'carpet',
        state: deal('42', { fill: 'auto' }),
        budget: 20_000,
        background: { maxMs: 60_000 },
      });
      await waitUntil(() => replies.length === 2, 'both answer', { timeout: 20_000 });
      expect(
        replies.map((r) => r.id),
        'the background search answers after the other',
      ).to.deep.equal([1, 2]);
    } finally {
      worker.terminate();
    }
  });

  it('waits while the player plays, from the hold until its end, and searches after it', async () => {
    const { worker, replies, post } = analysisWorker();
    try {
      // A first search the page waits for loads Carthage's solver, so that the timing below is the search's.
      post({ type: 'search', id: 1, variant: 'carthage', state: carthageDeal('2'), budget: 10 });
      await waitUntil(() => result(replies, 1), "Carthage's solver loaded", { timeout: 10_000 });
      const held = performance.now();
      post({ type: 'hold', ms: 700 });
      const state = carthageDeal(SLOW_CARTHAGE_SEED);
      post({ type: 'search', id: 2, variant: 'carthage', state, budget: 1e9, background: { maxMs: 50 } });
      // Another hold while it waits does not end it sooner: the later end of the two holds.
      post({ type: 'hold', ms: 100 });
      await waitUntil(() => result(replies, 2), 'the background search, once the hold is over', { timeout: 10_000 });
      // Without the hold it answers after 50 ms of its turns.
      expect(performance.now() - held, 'at least the hold').to.be.at.least(700);
      expect(result(replies, 2)!.verdict).to.equal('unknown');
      expect(result(replies, 2)!.nodes, 'it searched after the hold').to.be.greaterThan(100);
    } finally {
      worker.terminate();
    }
  });

  it('holds a search the page waits for too, and answers it once the hold is over', async () => {
    const { worker, replies, post } = analysisWorker();
    try {
      // A first search loads Carpet's solver, so that the timing below is the hold's.
      post({ type: 'search', id: 1, variant: 'carpet', state: deal('7', { fill: 'auto' }), budget: 10 });
      await waitUntil(() => result(replies, 1), "Carpet's solver loaded", { timeout: 10_000 });
      const state = deal('42', { fill: 'auto' });
      const held = performance.now();
      post({ type: 'hold', ms: 700 });
      post({ type: 'search', id: 2, variant: 'carpet', state, budget: 20_000 });
      await waitUntil(() => result(replies, 2), 'the search, once the hold is over', { timeout: 10_000 });
      // Without the hold it answers within a few milliseconds.
      expect(performance.now() - held, 'at least the hold').to.be.at.least(700);
      expect(result(replies, 2)).to.deep.equal(solveWith(carpetSolver, state));
    } finally {
      worker.terminate();
    }
  });

  it("answers 'unknown' once it has searched for its time, however large its budget", async () => {
    const { worker, replies, post } = analysisWorker();
    try {
      const state = carthageDeal(SLOW_CARTHAGE_SEED);
      const started = performance.now();
      post({ type: 'search', id: 1, variant: 'carthage', state, budget: 1e9, background: { maxMs: 400 } });
      await waitUntil(() => result(replies, 1), 'the background search stops', { timeout: 20_000 });
      expect(result(replies, 1)!.verdict).to.equal('unknown');
      expect(result(replies, 1)!.nodes, 'it searched').to.be.greaterThan(1000);
      expect(performance.now() - started, 'at least its time').to.be.at.least(400);
    } finally {
      worker.terminate();
    }
  });
});

describe("a background search's moves, by the device's memory", () => {
  afterEach(() => delete (navigator as { deviceMemory?: unknown }).deviceMemory);
  const withMemory = (gb: number | undefined): void => {
    Object.defineProperty(navigator, 'deviceMemory', { configurable: true, get: () => gb });
  };

  it("keeps Carthage's complete search within an eighth of the device's memory, a phone's where the browser does not tell", async function () {
    // The element's own function: the drop-in build does not export it (nor may its page load the source's).
    if (onDropIn) this.skip();
    const { deepMoves } = await import('../../src/element/analysis/deep-analysis.js');
    const solver = carthageGame.solver!;
    expect(solver.deepBudget).to.equal(40_000_000);
    withMemory(16);
    expect(deepMoves(solver), '16 GB').to.equal(40_000_000);
    withMemory(8);
    expect(deepMoves(solver), '8 GB: 1 GB at 25 bytes a move, the whole budget').to.equal(40_000_000);
    withMemory(4);
    expect(deepMoves(solver), '4 GB: 500 MB at 25 bytes a move').to.equal(20_000_000);
    withMemory(2);
    expect(deepMoves(solver), '2 GB: 250 MB at 25 bytes a move').to.equal(10_000_000);
    withMemory(undefined);
    expect(deepMoves(solver), 'untold: as 4 GB').to.equal(20_000_000);
    withMemory(0.5);
    expect(deepMoves(cadoganGame.solver!), 'The Carpet holds next to nothing: its whole budget').to.equal(
      cadoganGame.solver!.deepBudget,
    );
    expect(deepMoves(carpetSolver), 'Carpet: none').to.equal(0);
  });
});

/** Pretends the page is hidden (true) or shown (false), as a switch of tabs does. */
function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Every Worker the page starts, with what it was asked. */
const RealWorker = window.Worker;
const asked: AnalysisRequest[][] = [];
class RecordedWorker extends RealWorker {
  private readonly requests: AnalysisRequest[] = [];
  constructor(url: string | URL, options?: WorkerOptions) {
    super(url, options);
    asked.push(this.requests);
  }
  override postMessage(message: AnalysisRequest): void {
    this.requests.push(message);
    super.postMessage(message);
  }
}
const backgroundSearches = (): SearchRequest[] =>
  asked.flat().filter((r): r is SearchRequest => r.type === 'search' && r.background !== undefined);

/** The verdict of the element's position, once known. */
async function analysed(el: CarpetSolitaire): Promise<string> {
  if (el.analysis.verdict !== 'pending') return el.analysis.verdict;
  return (await nextEvent(el, 'carpet-analysis')).detail.verdict;
}

/**
 * On the source, Carpet's quick search is cut to a few moves, so that it says 'unknown' and its deep
 * budget settles the deal in the background (the drop-in build's solver cannot be changed from outside;
 * its test below plays a deal the real quick search leaves unknown).
 */
describe('<carpet-solitaire> searches an unknown deal on in the background', () => {
  const { budget, deepBudget } = carpetSolver;
  beforeEach(() => {
    asked.length = 0;
    window.Worker = RecordedWorker;
  });
  afterEach(() => {
    window.Worker = RealWorker;
    carpetSolver.budget = budget;
    carpetSolver.deepBudget = deepBudget;
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('keeps at it while the player plays and the page is hidden, and carries its winning line to the position reached', async function () {
    if (onDropIn) this.skip();
    const seed = '3';
    const winning = solveWith(carpetSolver, deal(seed, { fill: 'auto' }));
    expect(winning.verdict, 'the test needs a winnable deal').to.equal('winnable');
    carpetSolver.budget = 2;
    carpetSolver.deepBudget = 20_000;
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${seed} analysis="full"></carpet-solitaire>`);
    setHidden(true);
    expect(await analysed(el), 'the quick search').to.equal('unknown');
    expect(el.shadowRoot!.querySelector('.analysis')!.textContent).to.contain('Too deep to tell yet');
    await waitUntil(() => backgroundSearches().length === 1, 'the deal goes on being searched', { timeout: 5000 });
    expect(backgroundSearches()[0].budget).to.equal(20_000);
    // The player plays on while the page is hidden: the background search waits and is not dropped.
    el.play(winning.line![0]);
    expect(await analysed(el), "the next position's quick search").to.equal('unknown');
    await pause(300);
    expect(el.analysis.verdict, 'nothing searched while hidden').to.equal('unknown');
    expect(backgroundSearches(), 'the same background search').to.have.length(1);
    const verdict = nextEvent(el, 'carpet-analysis');
    setHidden(false);
    expect((await verdict).detail, "the deal's line, carried one move on").to.deep.include({
      verdict: 'winnable',
      moves: winning.line!.length - 1,
    });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.analysis')!.textContent).to.contain('Winnable');
    expect(backgroundSearches(), 'no second background search: the position was on the line').to.have.length(1);
  });

  it('proves every position played from a lost deal lost', async function () {
    if (onDropIn) this.skip();
    let seed = 1;
    while (solveWith(carpetSolver, deal(String(seed), { fill: 'auto' })).verdict !== 'unwinnable') seed++;
    carpetSolver.budget = 2;
    carpetSolver.deepBudget = 20_000;
    setHidden(true);
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${seed} analysis="full"></carpet-solitaire>`);
    expect(await analysed(el)).to.equal('unknown');
    el.play(el.legalMoves()[0]);
    el.play(el.legalMoves()[0]);
    expect(await analysed(el)).to.equal('unknown');
    const verdict = nextEvent(el, 'carpet-analysis');
    setHidden(false);
    expect((await verdict).detail.verdict).to.equal('unwinnable');
    el.undo();
    expect(await analysed(el), 'the position between, too').to.equal('unwinnable');
  });

  it('settles a Carthage deal the first search leaves unknown, with a line that wins', async function () {
    // Deal 8: its first search (500,000 moves) says unknown; the deep one wins it within some 730,000 moves.
    this.timeout(60_000);
    const el = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="carthage" seed="8" analysis="full"></carpet-solitaire>`,
    );
    const verdicts: string[] = [];
    el.addEventListener('carpet-analysis', (event) => verdicts.push(event.detail.verdict));
    await waitUntil(() => verdicts.length > 0 || el.analysis.verdict !== 'pending', 'the first search', {
      timeout: 20_000,
    });
    expect(el.analysis.verdict, 'the first search').to.equal('unknown');
    await waitUntil(() => el.analysis.verdict === 'winnable', 'the background search', { timeout: 40_000 });
    expect(backgroundSearches().map((r) => r.variant)).to.deep.equal(['carthage']);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.analysis')!.textContent).to.contain('Winnable');
    // The line, played by its hints, wins.
    for (let moves = el.analysis.moves!; moves > 0; moves--) expect(el.play(el.hint()!)).to.equal(true);
    expect(el.snapshot.status).to.equal('won');
  });

  it("gives way to the player: a press, a drag or a key holds the page's background search", async function () {
    // The Carpet's deal 42: its quick search says unknown, and the background search goes on for minutes.
    this.timeout(40_000);
    const el = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="cadogan-carpet" seed="42" persist="false"></carpet-solitaire>`,
    );
    await waitUntil(() => el.analysis.verdict !== 'pending', 'the quick search', { timeout: 30_000 });
    expect(el.analysis.verdict, 'the quick search').to.equal('unknown');
    await waitUntil(() => backgroundSearches().length === 1, 'the deal goes on being searched', { timeout: 5000 });
    const holds = (): AnalysisRequest[] => asked.flat().filter((r) => r.type === 'hold');
    const centre = (element: Element): [number, number] => {
      const box = element.getBoundingClientRect();
      return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
    };
    const card = el.shadowRoot!.querySelector<HTMLElement>('.card')!;
    const [x, y] = centre(card);
    try {
      // A mouse only passing over the cards (the player thinking) holds nothing.
      const passed = new Promise((resolve) => card.addEventListener('pointermove', resolve, { once: true }));
      await sendMouse({ type: 'move', position: [x, y] });
      await passed;
      await pause(200);
      expect(holds(), 'none before the player presses').to.have.length(0);
      await sendMouse({ type: 'down' });
      await waitUntil(() => holds().length === 1, 'a press holds it', { timeout: 5000 });
      expect(holds()[0]).to.deep.equal({ type: 'hold', ms: 400 });
      await pause(150);
      await sendMouse({ type: 'move', position: [x + 12, y + 12] });
      await waitUntil(() => holds().length === 2, 'a drag holds it again', { timeout: 5000 });
      await sendMouse({ type: 'up' });
      await pause(150);
      card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true, composed: true }));
      await waitUntil(() => holds().length === 3, 'a key holds it again', { timeout: 5000 });
      // A widget with no search of its own running holds nothing, beside one that has.
      const decided = await fixture<CarpetSolitaire>(
        html`<carpet-solitaire seed="42" persist="false"></carpet-solitaire>`,
      );
      await waitUntil(() => decided.analysis.verdict !== 'pending', 'the quick search of Carpet', { timeout: 10_000 });
      expect(decided.analysis.verdict).to.equal('unwinnable');
      const other = decided.shadowRoot!.querySelector<HTMLElement>('.card')!;
      other.scrollIntoView();
      const pressed = new Promise((resolve) => other.addEventListener('pointerdown', resolve, { once: true }));
      await pause(150);
      await sendMouse({ type: 'move', position: centre(other) });
      await sendMouse({ type: 'down' });
      await pressed;
      await pause(300);
      expect(holds(), 'a widget whose deal is decided').to.have.length(3);
    } finally {
      await resetMouse();
    }
  });

  it("holds a new position's own search too while the player plays, and says its verdict after", async function () {
    // Carthage's deal 3: its first search takes the worker far longer than a second (then says unknown).
    this.timeout(40_000);
    const el = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="carthage" seed="${SLOW_CARTHAGE_SEED}" persist="false"></carpet-solitaire>`,
    );
    const holds = (): AnalysisRequest[] => asked.flat().filter((r) => r.type === 'hold');
    await waitUntil(() => asked.flat().some((r) => r.type === 'search' && !r.background), "the deal's first search", {
      timeout: 10_000,
    });
    expect(backgroundSearches(), 'no background search yet').to.have.length(0);
    const card = el.shadowRoot!.querySelector<HTMLElement>('.card')!;
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true, composed: true }));
    await waitUntil(() => holds().length === 1, 'a key holds the search', { timeout: 5000 });
    expect(el.analysis.verdict, 'still searching').to.equal('pending');
    expect(await analysed(el), 'the verdict, once the hold is over').to.equal('unknown');
  });

  it('stops when the element leaves the page, and never starts with analysis="off"', async function () {
    if (onDropIn) this.skip();
    carpetSolver.budget = 2;
    carpetSolver.deepBudget = 20_000;
    setHidden(true);
    const quiet = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="3" analysis="off"></carpet-solitaire>`);
    expect(await analysed(quiet)).to.equal('unknown');
    await pause(200);
    expect(backgroundSearches(), 'analysis="off": no background search').to.have.length(0);
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="3"></carpet-solitaire>`);
    expect(await analysed(el)).to.equal('unknown');
    await waitUntil(() => backgroundSearches().length === 1, 'searched on', { timeout: 5000 });
    const { id } = backgroundSearches()[0];
    el.remove();
    expect(asked.flat(), 'the background search is dropped').to.deep.include({ type: 'cancel', id });
    quiet.remove();
  });
});
