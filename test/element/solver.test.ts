import '../support/clean-storage.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Move } from '../../src/core/types.js';
import { candidateSeed } from '../../src/element/analysis/analyst.js';
import { type CarpetState, deal, legalMoves } from '../../src/games/carpet/rules.js';
import { carpetSolver } from '../../src/games/carpet/solver.js';
import type { CarpetAnalysisDetail } from '../../src/events.js';
import { nextEvent } from '../support/events.js';
import { holdTimers } from '../support/timers.js';
import { carpetNext, carpetVerdict, losingFirstMove } from './helpers.js';

const shadow = (el: CarpetSolitaire): ShadowRoot => el.shadowRoot!;
const verdictOf = carpetVerdict;
const next = carpetNext;

/** Waits for the element's verdict on its current position. */
async function analysed(el: CarpetSolitaire): Promise<CarpetAnalysisDetail> {
  if (el.analysis.verdict !== 'pending')
    return { verdict: el.analysis.verdict, moves: el.analysis.moves, lostBy: null };
  return (await nextEvent(el, 'carpet-analysis')).detail;
}

describe('<carpet-solitaire> with its solver', () => {
  it('searches a new position only after the frame that draws it, or after a quarter second in a page that draws none', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="3"></carpet-solitaire>`);
    await analysed(el);
    const frames: FrameRequestCallback[] = [];
    const realFrame = window.requestAnimationFrame;
    // Frames held back, as a page between two frames (or a hidden tab) sees them.
    window.requestAnimationFrame = (callback) => frames.push(callback);
    try {
      // A move off the winning line: its position's verdict is not known yet.
      const line = verdictOf(deal('3', { fill: 'auto' })).line!;
      const offLine = el.legalMoves().find((m) => m.from !== line[0].from || m.to !== line[0].to)!;
      const expected = verdictOf(next(deal('3', { fill: 'auto' }), offLine)).verdict;
      // The fallback timer is held too: only what the test runs can start the search.
      const searched = (what: string) => waitUntil(() => el.analysis.verdict !== 'pending', what, { timeout: 10000 });
      const playHeld = async () => {
        const clock = holdTimers();
        try {
          el.play(offLine);
          await el.updateComplete;
        } finally {
          clock.restore();
        }
        const fallbacks = clock.timers.filter((timer) => timer.ms === 250);
        expect(fallbacks, 'a fallback timer of a quarter second').to.have.length(1);
        return fallbacks[0];
      };
      await playHeld();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(el.analysis.verdict, 'no slice before the frame').to.equal('pending');
      expect(frames.length, 'the search waits for a frame').to.be.greaterThan(0);
      for (const callback of frames.splice(0)) callback(performance.now());
      await searched('searched once the frame came');
      expect(el.analysis.verdict).to.equal(expected);
      // Without any frame, the search still starts when the fallback's time is up (the same move again is a new position).
      el.undo();
      const alone = await playHeld();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(el.analysis.verdict, 'nothing searched before the fallback').to.equal('pending');
      alone.run();
      await searched('searched without a frame');
      expect(el.analysis.verdict).to.equal(expected);
    } finally {
      window.requestAnimationFrame = realFrame;
    }
  });

  it('ends a slice of the search whenever input is waiting, and still reaches the verdict (a page without workers)', async () => {
    // Slices run on the main thread only where no worker can: this page has none for the test.
    const { Worker } = window;
    delete (window as { Worker?: unknown }).Worker;
    // Where the browser has no isInputPending, a stand-in; either way the page's input always seems to be waiting.
    const scheduling = ((navigator as { scheduling?: object }).scheduling ??= {}) as { isInputPending?: () => boolean };
    const original = Object.getOwnPropertyDescriptor(scheduling, 'isInputPending');
    let asked = 0;
    Object.defineProperty(scheduling, 'isInputPending', { configurable: true, value: () => (asked++, true) });
    try {
      // Seed 42 takes about 2,000 positions to prove lost: several batches, each of which now ends its slice.
      const expected = verdictOf(deal('42', { fill: 'auto' }));
      expect(expected.nodes).to.be.greaterThan(1000);
      const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="42"></carpet-solitaire>`);
      expect((await analysed(el)).verdict).to.equal(expected.verdict);
      expect(asked, 'slices asked whether input was waiting').to.be.greaterThan(0);
    } finally {
      window.Worker = Worker;
      if (original) Object.defineProperty(scheduling, 'isInputPending', original);
      else delete scheduling.isInputPending;
    }
  });

  it('hints the next move of the winning line it found, and shows it on the board', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="3" analysis="full"></carpet-solitaire>`);
    const expected = verdictOf(deal('3', { fill: 'auto' }));
    expect(expected.verdict).to.equal('winnable');
    const detail = await analysed(el);
    expect(detail.verdict).to.equal('winnable');
    expect(shadow(el).querySelector('.analysis')!.textContent).to.contain('Winnable');
    const hint = el.hint();
    expect(hint).to.deep.equal(expected.line![0]);
    await el.updateComplete;
    expect(shadow(el).querySelector(`.pile[data-pile="${hint!.from}"]`)!.classList.contains('hint-from')).to.equal(
      true,
    );
    expect(shadow(el).querySelector(`.pile[data-pile="${hint!.to}"]`)!.classList.contains('hint-to')).to.equal(true);
    // The Hint button does the same, and the highlight goes with the next move.
    shadow(el).querySelector<HTMLButtonElement>('button.hint')!.click();
    el.play(hint!);
    await el.updateComplete;
    expect(shadow(el).querySelectorAll('.hint-from, .hint-to')).to.have.length(0);
  });

  it('says when a move lost the win, names it, and undo brings the win back', async () => {
    const { seed, move } = losingFirstMove();
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${seed}></carpet-solitaire>`);
    expect((await analysed(el)).verdict).to.equal('winnable');
    const verdict = nextEvent(el, 'carpet-analysis');
    el.play(move);
    const detail = (await verdict).detail;
    expect(detail).to.deep.include({ verdict: 'unwinnable', lostBy: move });
    await el.updateComplete;
    const text = shadow(el).querySelector('.analysis')!.textContent;
    expect(text).to.match(/^No longer winnable: .+ lost it\. Undo goes back\./);
    el.undo();
    await el.updateComplete;
    expect(el.analysis.verdict).to.equal('winnable');
  });

  it('deals only proven-winnable deals under `winnable`: the seed maps to the first at or after it', async () => {
    let start = 1;
    while (verdictOf(deal(String(start), { fill: 'auto' })).verdict === 'winnable') start++;
    let expected = start;
    while (verdictOf(deal(String(expected), { fill: 'auto' })).verdict !== 'winnable') expected++;
    const el = document.createElement('carpet-solitaire');
    el.setAttribute('seed', String(start));
    el.toggleAttribute('winnable', true);
    const dealt = nextEvent(el, 'carpet-new-game');
    document.body.append(el);
    expect((await dealt).detail.seed).to.equal(String(expected));
    expect(el.snapshot.seed).to.equal(String(expected));
    expect(el.snapshot.piles).to.deep.equal(
      (await import('../../src/games/carpet/rules.js')).piles(deal(String(expected), { fill: 'auto' })),
    );
    el.remove();
    // A seed that is not a number gets a counter, and the mapping is the same every time.
    let k = 0;
    while (verdictOf(deal(candidateSeed('blue', k), { fill: 'auto' })).verdict !== 'winnable') k++;
    const other = await fixture<CarpetSolitaire>(html`<carpet-solitaire winnable seed="blue"></carpet-solitaire>`);
    if (other.snapshot.seed !== candidateSeed('blue', k)) await nextEvent(other, 'carpet-new-game');
    expect(other.snapshot.seed).to.equal(candidateSeed('blue', k));
  });

  it('shows a winnable deal as winnable at once, from the proof that found it (no second search)', async () => {
    // A seed that is itself winnable, and one whose deal is not (so a later seed is dealt).
    let lost = 1;
    while (verdictOf(deal(String(lost), { fill: 'auto' })).verdict === 'winnable') lost++;
    for (const seed of ['3', String(lost)]) {
      const el = document.createElement('carpet-solitaire');
      el.setAttribute('winnable', '');
      el.setAttribute('analysis', 'full');
      el.setAttribute('seed', seed);
      const dealt = nextEvent(el, 'carpet-new-game');
      document.body.append(el);
      const { detail } = await dealt;
      const expected = verdictOf(deal(detail.seed, { fill: 'auto' }));
      await el.updateComplete;
      // Known in the same update that drew the deal: no search was started for it.
      expect(el.analysis, `seed ${seed} dealt as ${detail.seed}`).to.deep.equal({
        verdict: 'winnable',
        moves: expected.line!.length,
      });
      expect(shadow(el).querySelector('button.finish')?.textContent).to.contain(`(${expected.line!.length} moves)`);
      el.remove();
    }
  });

  it('finishes a proven win to the end, one undoable move at a time', async () => {
    const seed = '3';
    const line = verdictOf(deal(seed, { fill: 'auto' })).line!;
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${seed} analysis="full"></carpet-solitaire>`);
    // Play most of the line by hand; the last few moves are the finish.
    for (const move of line.slice(0, -4)) expect(el.play(move)).to.equal(true);
    expect((await analysed(el)).verdict).to.equal('winnable');
    await el.updateComplete;
    const won = nextEvent(el, 'carpet-won');
    shadow(el).querySelector<HTMLButtonElement>('button.finish')!.click();
    await won;
    expect(el.snapshot).to.include({ status: 'won', moves: line.length });
    expect(el.undo()).to.equal(true);
    expect(el.snapshot).to.include({ status: 'playing', moves: line.length - 1 });
  });

  it('plays provably safe foundation moves by itself under `autoplay`, each undoable', async () => {
    // A deal and a first move after which the solver names a safe move.
    let found: { seed: string; move: Move; after: CarpetState } | undefined;
    for (let n = 1; n < 300 && !found; n++) {
      const state = deal(String(n), { fill: 'auto' });
      for (const move of legalMoves(state)) {
        const after = next(state, move);
        if (carpetSolver.safeAutoplayMove(after)) {
          found = { seed: String(n), move, after };
          break;
        }
      }
    }
    expect(found, 'a position with a safe move').to.not.equal(undefined);
    let expected = found!.after;
    let automatic = 0;
    for (let m = carpetSolver.safeAutoplayMove(expected); m; m = carpetSolver.safeAutoplayMove(expected)) {
      expected = next(expected, m);
      automatic++;
    }
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire autoplay seed=${found!.seed}></carpet-solitaire>`);
    el.play(found!.move);
    expect(el.snapshot.moves).to.equal(1 + automatic);
    const { piles } = await import('../../src/games/carpet/rules.js');
    expect(el.snapshot.piles).to.deep.equal(piles(expected));
    el.undo();
    expect(el.snapshot.moves).to.equal(automatic);
  });
});
