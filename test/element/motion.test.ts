import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import { preferReducedMotion } from '../support/media.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { CarpetErrorDetail } from '../../src/events.js';
import { clickMove, seedEndingIn } from './helpers.js';

const animations = (el: CarpetSolitaire): Animation[] => el.shadowRoot!.getAnimations();
const longest = (list: Animation[]): number =>
  Math.max(0, ...list.map((a) => Number(a.effect!.getComputedTiming().endTime)));

async function widget(seed: string, animation?: string): Promise<CarpetSolitaire> {
  const el = await fixture<CarpetSolitaire>(
    html`<carpet-solitaire seed=${seed} animation=${animation ?? nothing}></carpet-solitaire>`,
  );
  await el.updateComplete;
  return el;
}

/** Each kind of animation the widget has, and how many animations each left running. */
async function everyKind(el: CarpetSolitaire): Promise<{ glide: Animation[]; deal: Animation[]; win: Animation[] }> {
  const glide = await clickMove(el);
  el.newGame('motion-2');
  await el.updateComplete;
  const deal = animations(el).filter((a) => !glide.includes(a));
  const { seed, moves } = seedEndingIn('won');
  el.newGame(seed);
  for (const move of moves) el.play(move);
  await el.updateComplete;
  await el.updateComplete;
  const win = animations(el).filter((a) => Number(a.effect!.getComputedTiming().iterations) === 2);
  return { glide, deal, win };
}

describe('motion', () => {
  // The tests that expect animations need full motion; a browser launched with reduced motion skips them.
  beforeEach(async function () {
    if (this.currentTest?.title.includes('prefers-reduced-motion')) return;
    if (!(await preferReducedMotion(false))) this.skip();
  });

  it('normally, cards glide, a new deal cascades in, and a win celebrates', async () => {
    const { glide, deal, win } = await everyKind(await widget('motion'));
    expect(glide.length, 'glide').to.be.at.least(1);
    expect(deal.length, 'deal cascade: every card on the table').to.be.at.least(20);
    expect(win.length, 'celebration: each foundation top').to.equal(4);
  });

  it('a clicked card glides from the first frame that shows its move, not a frame later', async () => {
    const el = await widget('motion');
    // A frame's animation callbacks run before its paint: the card is drawn in its new pile, already gliding.
    const glides = await clickMove(el);
    expect(el.snapshot.moves, 'the click played a move').to.equal(1);
    expect(glides.length).to.be.at.least(1);
  });

  it('animation="fast" plays the same animations in less than half the time', async () => {
    const normal = await everyKind(await widget('motion'));
    const fast = await everyKind(await widget('motion', 'fast'));
    for (const kind of ['glide', 'deal', 'win'] as const) {
      expect(fast[kind].length, kind).to.equal(normal[kind].length);
      expect(longest(fast[kind]) / longest(normal[kind]), kind).to.be.closeTo(0.4, 0.01);
    }
  });

  it('animation="off" animates nothing', async () => {
    const { glide, deal, win } = await everyKind(await widget('motion', 'off'));
    expect([glide.length, deal.length, win.length]).to.deep.equal([0, 0, 0]);
  });

  it('under prefers-reduced-motion nothing animates, whatever the attribute says', async function () {
    if (!(await preferReducedMotion(true))) this.skip();
    try {
      const el = await widget('motion', 'normal');
      const { glide, deal, win } = await everyKind(el);
      expect([glide.length, deal.length, win.length]).to.deep.equal([0, 0, 0]);
      expect(el.snapshot.status).to.equal('won');
    } finally {
      await preferReducedMotion(false);
    }
  });

  it('animations never hold the game back: moves chain while cards are still flying', async () => {
    const el = await widget('chain');
    el.newGame('chain-2');
    await el.updateComplete;
    // The deal's cascade held in flight, so that it cannot end during the moves on a slow machine or a fast one.
    const dealing = animations(el);
    expect(dealing.length).to.be.above(0);
    for (const animation of dealing) animation.pause();
    // Two moves by click, both while the deal is still flying in.
    const before = el.snapshot.moves;
    const glides = [...(await clickMove(el)), ...(await clickMove(el))];
    expect(el.snapshot.moves).to.equal(before + 2);
    expect(dealing.filter((a) => a.playState === 'paused').length, 'the deal still in flight').to.be.above(0);
    expect(glides.length, 'the moves glide').to.be.at.least(1);
  });

  it('an unknown animation value is reported and plays normally', async () => {
    const errors: CarpetErrorDetail[] = [];
    const el = await widget('motion');
    el.addEventListener('carpet-error', (event) => errors.push(event.detail));
    el.setAttribute('animation', 'wild');
    await el.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['invalid-attribute']);
    expect(errors[0].message).to.contain('animation="wild"');
    expect((await clickMove(el)).length).to.be.at.least(1);
  });
});
