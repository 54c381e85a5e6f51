import { expect, fixture, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { Move } from '../../../src/core/types.js';
import { AnalysisController } from '../../../src/element/analysis/analysis-controller.js';
import { Analyst } from '../../../src/element/analysis/analyst.js';
import type { CarpetEventMap } from '../../../src/events.js';
import { nextEvent } from '../../support/events.js';
import { gameOf, greedyWinningSeed, RulesTable, sleep } from './host.js';

const WINNABLE = greedyWinningSeed();

class AnalysisHost extends LitElement {
  /** The `analysis` attribute: these tests start in "full", where the line tells everything. */
  analysisMode: string | null = 'full';
  readonly table = new RulesTable(this, 'carpet', WINNABLE);
  readonly analyst = new Analyst((state, result) => this.analysis.handleVerdict(state, result));
  readonly analysis = new AnalysisController(this, this.table, this.analyst);
  constructor() {
    super();
    // As the element does: a move of a proven line carries the rest of the line to the next position.
    this.table.afterPlay = (before, move, after) => this.analyst.carryLine(before, move, after);
  }
}
customElements.define('test-analysis-host', AnalysisHost);
declare global {
  interface HTMLElementTagNameMap {
    'test-analysis-host': AnalysisHost;
  }
}

type Analysis = CarpetEventMap['carpet-analysis'];
const nextAnalysis = (host: AnalysisHost): Promise<Analysis> => nextEvent(host, 'carpet-analysis');
/** A host with the winnable deal, once its verdict arrived. */
async function analysed(): Promise<{ host: AnalysisHost; event: Analysis }> {
  const element = document.createElement('test-analysis-host');
  const event = nextAnalysis(element);
  const host = await fixture<AnalysisHost>(element);
  return { host, event: await event };
}
const plays = (host: AnalysisHost) => host.table.of('play') as [Move, { byPlayer?: boolean }][];
/** Waits for `check`; the test fails, naming `what`, when it does not hold within `ms`. */
const until = (check: () => boolean, ms: number, what: string): Promise<void> =>
  waitUntil(check, what, { timeout: ms });

/** Plays the proven line until `stop` holds, the verdict of each position carried along. */
function followLine(host: AnalysisHost, stop: () => boolean): void {
  while (!stop()) {
    host.table.apply(host.analysis.known()!.line![0]);
    host.analysis.handleVerdict(host.table.context().state, host.analysis.known()!);
  }
}
/** Along the proven line to a position with another move, and that move played: a proven win lost. */
function loseTheWin(host: AnalysisHost): Move {
  const differs = (a: Move, b: Move) => a.from !== b.from || a.to !== b.to;
  let losing: Move | undefined;
  while (!losing) {
    const winning = host.analysis.known()!.line![0];
    losing = host.table.legalMoves().find((m) => differs(m, winning));
    if (!losing) host.table.apply(winning);
  }
  host.table.apply(losing);
  const after = host.table.context().state;
  host.analyst.remember(after, { verdict: 'unwinnable', nodes: 1, line: null }, null);
  host.analysis.handleVerdict(after, { verdict: 'unwinnable', nodes: 1, line: null });
  return losing;
}

describe('AnalysisController', () => {
  it('tells the page the verdict on the deal (carpet-analysis), and the line says Winnable', async () => {
    const { host, event } = await analysed();
    expect(event.detail.verdict).to.equal('winnable');
    expect(event.detail.moves).to.be.a('number').greaterThan(0);
    expect(event.detail.lostBy).to.equal(null);
    expect(host.analysis.known()?.verdict).to.equal('winnable');
    expect(host.analysis.line()).to.deep.equal({
      state: 'winnable',
      text: 'Winnable.',
      finishMoves: event.detail.moves,
    });
  });

  it('looks again when the position changes: pending until told, and a stale verdict is ignored', async () => {
    const { host } = await analysed();
    const before = host.table.context().state;
    host.table.start(gameOf('carpet'), `${WINNABLE}-other`);
    await host.updateComplete;
    expect(host.analysis.line()).to.deep.equal({
      state: 'pending',
      text: 'Looking for a winning line…',
      finishMoves: null,
    });
    let heard = 0;
    host.addEventListener('carpet-analysis', () => heard++);
    host.analysis.handleVerdict(before, { verdict: 'unknown', nodes: 1, line: null });
    expect(heard, 'a verdict on a position no longer on the table').to.equal(0);
    expect(host.analysis.verdict).to.equal(null);
    host.analysis.handleVerdict(host.table.context().state, { verdict: 'unknown', nodes: 1, line: null });
    expect(heard).to.equal(1);
    expect(host.analysis.line()).to.deep.equal({
      state: 'unknown',
      text: 'Too deep to tell yet; play on.',
      finishMoves: null,
    });
  });

  it('says which move lost a proven win', async () => {
    const { host } = await analysed();
    const event = nextAnalysis(host);
    const losing = loseTheWin(host);
    expect((await event).detail.lostBy).to.deep.equal(losing);
    expect(host.analysis.line()!.text).to.match(
      /^No longer winnable: (the .+ from .+ to .+|the deal from the stock) lost it\. Undo goes back\.$/,
    );
  });

  describe('analysis="warn" (the default) and "off"', () => {
    const QUIET = { state: 'quiet', text: '', finishMoves: null };

    it('"warn" says nothing of a winnable deal, and offers no Finish while the stock still holds cards', async () => {
      const { host, event } = await analysed();
      host.analysisMode = null;
      expect(host.analysis.mode()).to.equal('warn');
      expect(event.detail.verdict, 'the page still hears the verdict').to.equal('winnable');
      expect(host.analysis.known()?.verdict).to.equal('winnable');
      expect(host.table.piles().stock.length).to.be.greaterThan(0);
      expect(host.analysis.line()).to.deep.equal(QUIET);
      expect(host.analysis.canFinish()).to.equal(false);
      host.analysis.handleVerdict(host.table.context().state, { verdict: 'unknown', nodes: 1, line: null });
      expect(host.analysis.line(), 'nor of an undecided one').to.deep.equal(QUIET);
    });

    it('"warn" names the move that lost a proven win', async () => {
      const { host } = await analysed();
      host.analysisMode = 'warn';
      loseTheWin(host);
      expect(host.analysis.line()!.state).to.equal('unwinnable');
      expect(host.analysis.line()!.text).to.match(
        /^No longer winnable: (the .+ from .+ to .+|the deal from the stock) lost it\. Undo goes back\.$/,
      );
    });

    it('"warn" says nothing of a deal never proven winnable that is lost', async () => {
      const { host } = await analysed();
      host.analysisMode = 'warn';
      host.analysis.handleVerdict(host.table.context().state, { verdict: 'unwinnable', nodes: 1, line: null });
      expect(host.analysis.line()).to.deep.equal(QUIET);
    });

    it('"warn" offers Finish once the stock is empty and a win is proven', async () => {
      const { host } = await analysed();
      host.analysisMode = 'warn';
      followLine(host, () => host.table.piles().stock.length === 0 || host.table.status() !== 'playing');
      expect(host.table.status()).to.equal('playing');
      const moves = host.analysis.known()!.line!.length;
      expect(host.analysis.canFinish()).to.equal(true);
      expect(host.analysis.line()).to.deep.equal({
        state: 'winnable',
        text: 'The rest is patience.',
        finishMoves: moves,
      });
    });

    it('"off" says nothing, not even a lost win, and offers no Finish; a hint still answers and the page still hears', async () => {
      const { host, event } = await analysed();
      host.analysisMode = 'off';
      expect(event.detail.verdict).to.equal('winnable');
      followLine(host, () => host.table.piles().stock.length === 0);
      expect(host.analysis.line()).to.deep.equal(QUIET);
      expect(host.analysis.canFinish()).to.equal(false);
      expect(host.analysis.hint()).to.deep.equal(host.analysis.known()!.line![0]);
      const heard = nextAnalysis(host);
      loseTheWin(host);
      expect((await heard).detail.verdict).to.equal('unwinnable');
      expect(host.analysis.line()).to.deep.equal(QUIET);
    });

    it('a value that is not a mode is reported once, and read as "warn"', async () => {
      const { host } = await analysed();
      host.analysisMode = 'loud';
      expect(host.analysis.mode()).to.equal('warn');
      expect(host.analysis.mode()).to.equal('warn');
      const reports = host.table.of('report');
      expect(reports).to.have.length(1);
      expect(reports[0]).to.deep.equal([
        'invalid-attribute',
        'analysis="loud" is not one of "off", "warn", "full"; using "warn".',
      ]);
    });
  });

  it('a hint is the next move of the winning line, legal, shown and said', async () => {
    const { host } = await analysed();
    const move = host.analysis.hint()!;
    expect(move).to.deep.equal(host.analysis.known()!.line![0]);
    expect(host.table.legalMoves()).to.deep.include(move);
    expect(host.analysis.hinted).to.deep.equal(move);
    const [[text]] = host.table.of('announce');
    expect(text).to.match(/^Hint: /);
    move.to = 'somewhere';
    expect(host.analysis.hinted!.to, 'the move returned is a copy').to.not.equal('somewhere');
  });

  it('Finish plays the proven line to a won game, as moves of the widget', async function () {
    this.timeout(25000);
    const { host, event } = await analysed();
    expect(host.analysis.finish()).to.equal(true);
    await until(() => host.table.status() !== 'playing', 20000, 'the game is over');
    expect(host.table.status()).to.equal('won');
    expect(plays(host)).to.have.length(event.detail.moves!);
    for (const [, how] of plays(host)) expect(how.byPlayer).to.equal(false);
    expect(host.analysis.line(), 'no line once the game is over').to.equal(null);
  });

  it('Finish refuses a position not proven winnable, and stopFinishing() stops it', async () => {
    const element = document.createElement('test-analysis-host');
    const host = await fixture<AnalysisHost>(element);
    // The search starts after the first frame: nothing can be proven yet.
    expect(host.analysis.known()).to.equal(undefined);
    expect(host.analysis.finish(), 'nothing proven yet').to.equal(false);
    await until(() => host.analysis.known() !== undefined, 10000, 'the verdict');
    expect(host.analysis.finish()).to.equal(true);
    await until(() => plays(host).length >= 2, 5000, 'Finish plays two moves');
    host.analysis.stopFinishing();
    const played = plays(host).length;
    // Finish pauses at most FINISH_FIRST_STEP_MS between moves, and a timer set earlier with a shorter
    // delay always runs before this one: had Finish gone on, a move would be played first.
    await sleep(600);
    expect(plays(host)).to.have.length(played);
    expect(host.table.status()).to.equal('playing');
  });

  it('a host taken off the page stops Finish', async () => {
    const { host } = await analysed();
    expect(host.analysis.finish()).to.equal(true);
    await until(() => plays(host).length >= 2, 5000, 'Finish plays two moves');
    host.remove();
    const played = plays(host).length;
    await sleep(600); // as above: a move Finish still had in hand would come first
    expect(plays(host)).to.have.length(played);
  });
});
