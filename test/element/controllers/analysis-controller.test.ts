import { expect, fixture } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { Move } from '../../../src/core/types.js';
import { AnalysisController } from '../../../src/element/analysis-controller.js';
import { Analyst } from '../../../src/element/analyst.js';
import type { CarpetEventMap } from '../../../src/events.js';
import { nextEvent } from '../../support/events.js';
import { gameOf, greedyWinningSeed, RulesTable, sleep } from './host.js';

const WINNABLE = greedyWinningSeed();

class AnalysisHost extends LitElement {
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
async function until(check: () => boolean, ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (!check() && performance.now() < end) await sleep(50);
}

describe('AnalysisController', () => {
  it('tells the page the verdict on the deal (carpet-analysis), and the line says Winnable', async () => {
    const { host, event } = await analysed();
    expect(event.detail.verdict).to.equal('winnable');
    expect(event.detail.moves).to.be.a('number').greaterThan(0);
    expect(event.detail.lostBy).to.equal(null);
    expect(host.analysis.known()?.verdict).to.equal('winnable');
    expect(host.analysis.line()).to.deep.equal({ state: 'winnable', text: 'Winnable.', finishMoves: event.detail.moves });
  });

  it('looks again when the position changes: pending until told, and a stale verdict is ignored', async () => {
    const { host } = await analysed();
    const before = host.table.context().state;
    host.table.start(gameOf('carpet'), `${WINNABLE}-other`);
    await host.updateComplete;
    expect(host.analysis.line()).to.deep.equal({ state: 'pending', text: 'Looking for a winning line…', finishMoves: null });
    let heard = 0;
    host.addEventListener('carpet-analysis', () => heard++);
    host.analysis.handleVerdict(before, { verdict: 'unknown', nodes: 1, line: null });
    expect(heard, 'a verdict on a position no longer on the table').to.equal(0);
    expect(host.analysis.verdict).to.equal(null);
    host.analysis.handleVerdict(host.table.context().state, { verdict: 'unknown', nodes: 1, line: null });
    expect(heard).to.equal(1);
    expect(host.analysis.line()).to.deep.equal({ state: 'unknown', text: 'Too deep to tell yet; play on.', finishMoves: null });
  });

  it('says which move lost a proven win', async () => {
    const { host } = await analysed();
    const differs = (a: Move, b: Move) => a.from !== b.from || a.to !== b.to;
    // Along the proven line (each position proven by the line carried) to a position with another move.
    let losing: Move | undefined;
    while (!losing) {
      const winning = host.analysis.known()!.line![0];
      losing = host.table.legalMoves().find((m) => differs(m, winning));
      if (!losing) host.table.apply(winning);
    }
    host.table.apply(losing);
    const after = host.table.context().state;
    host.analyst.remember(after, { verdict: 'unwinnable', nodes: 1, line: null }, null);
    const event = nextAnalysis(host);
    host.analysis.handleVerdict(after, { verdict: 'unwinnable', nodes: 1, line: null });
    expect((await event).detail.lostBy).to.deep.equal(losing);
    expect(host.analysis.line()!.text).to.match(/^No longer winnable: (the .+ from .+ to .+|the deal from the stock) lost it\. Undo goes back\.$/);
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
    await until(() => host.table.status() !== 'playing', 20000);
    expect(host.table.status()).to.equal('won');
    expect(plays(host)).to.have.length(event.detail.moves!);
    for (const [, how] of plays(host)) expect(how.byPlayer).to.equal(false);
    expect(host.analysis.line(), 'no line once the game is over').to.equal(null);
  });

  it('Finish refuses a position not proven winnable, and stopFinishing() stops it', async () => {
    const element = document.createElement('test-analysis-host');
    const host = await fixture<AnalysisHost>(element);
    if (!host.analysis.known()) expect(host.analysis.finish(), 'nothing proven yet').to.equal(false);
    await until(() => host.analysis.known() !== undefined, 10000);
    expect(host.analysis.finish()).to.equal(true);
    await until(() => plays(host).length >= 2, 5000);
    host.analysis.stopFinishing();
    const played = plays(host).length;
    await sleep(600);
    expect(plays(host)).to.have.length(played);
    expect(host.table.status()).to.equal('playing');
  });

  it('a host taken off the page stops Finish', async () => {
    const { host } = await analysed();
    host.analysis.finish();
    await until(() => plays(host).length >= 1, 5000);
    host.remove();
    const played = plays(host).length;
    await sleep(600);
    expect(plays(host)).to.have.length(played);
  });
});
