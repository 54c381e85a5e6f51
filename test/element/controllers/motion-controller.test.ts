import { expect, fixture, html } from '@open-wc/testing';
import { MotionController } from '../../../src/element/motion/motion-controller.js';
import { preferReducedMotion } from '../../support/media.js';
import { BoardHost } from './host.js';

class MotionHost extends BoardHost {
  animation: string | null = null;
  readonly reports: string[] = [];
  readonly motion = new MotionController(this, (code, message) => this.reports.push(`${code}: ${message}`));
}
customElements.define('test-motion-host', MotionHost);
declare global {
  interface HTMLElementTagNameMap {
    'test-motion-host': MotionHost;
  }
}

const make = (animation?: string) =>
  fixture<MotionHost>(
    html`<test-motion-host style="display:block;width:320px" .animation=${animation ?? null}></test-motion-host>`,
  );
const cards = (host: MotionHost, selector = '.card:not(.under)'): HTMLElement[] => [
  ...host.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];
/** A box the size of `card`'s, 120 px right of it and 80 px below: where a glide to it may start. */
const awayFrom = (card: HTMLElement): DOMRect => {
  const box = card.getBoundingClientRect();
  return new DOMRect(box.left + 120, box.top + 80, box.width, box.height);
};
const animated = (host: MotionHost): HTMLElement[] => cards(host).filter((card) => card.getAnimations().length > 0);
const cancelAll = (host: MotionHost): void =>
  cards(host, '.card').forEach((card) => card.getAnimations().forEach((a) => a.cancel()));

describe('MotionController', () => {
  afterEach(async () => {
    await preferReducedMotion(false);
  });

  it('plays everything normally, 0.4 of it when fast, and nothing when off', async function () {
    if (!(await preferReducedMotion(false))) return this.skip();
    const host = await make();
    expect(host.motion.factor()).to.equal(1);
    host.animation = 'fast';
    expect(host.motion.factor()).to.equal(0.4);
    host.animation = 'off';
    expect(host.motion.factor()).to.equal(0);
    expect(host.motion.glideMs()).to.equal(0);
  });

  it('reads no computed style for a glide that will not play', async function () {
    if (!(await preferReducedMotion(false))) return this.skip();
    const host = await make('off');
    const read = window.getComputedStyle;
    let reads = 0;
    window.getComputedStyle = (...args) => {
      reads += 1;
      return read.apply(window, args);
    };
    try {
      expect(host.motion.glideMs()).to.equal(0);
      expect(reads).to.equal(0);
      host.animation = 'normal';
      expect(host.motion.glideMs()).to.equal(180);
      expect(reads).to.equal(1);
    } finally {
      window.getComputedStyle = read;
    }
  });

  it('plays nothing when the reader asks for reduced motion, whatever animation says', async function () {
    if (!(await preferReducedMotion(true))) return this.skip();
    const host = await make('normal');
    expect(host.motion.factor()).to.equal(0);
    expect(host.motion.glideMs()).to.equal(0);
    host.motion.dealPending = true;
    host.requestUpdate();
    await host.updateComplete;
    expect(animated(host)).to.have.length(0);
  });

  it('reads the glide length from --carpet-duration, 180 ms when it is not a time', async function () {
    if (!(await preferReducedMotion(false))) return this.skip();
    const host = await make();
    const cases: [string | null, number][] = [
      [null, 180],
      ['250ms', 250],
      ['0.3s', 300],
      ['0s', 0],
      ['0ms', 0],
      ['garbage', 180],
      ['12px', 180],
    ];
    for (const [value, ms] of cases) {
      if (value === null) host.style.removeProperty('--carpet-duration');
      else host.style.setProperty('--carpet-duration', value);
      expect(host.motion.glideMs(), String(value)).to.equal(ms);
    }
    host.style.setProperty('--carpet-duration', '250ms');
    host.animation = 'fast';
    expect(host.motion.glideMs()).to.equal(100);
  });

  it('reports an animation value that is not one of its words once, and a new bad one again', async () => {
    const host = await make('wobbly');
    expect(host.reports).to.have.length(1);
    expect(host.reports[0]).to.match(/^invalid-attribute: animation="wobbly" is not one of "normal", "fast", "off"/);
    host.requestUpdate();
    await host.updateComplete;
    expect(host.reports).to.have.length(1);
    host.animation = 'fast';
    host.requestUpdate();
    await host.updateComplete;
    host.animation = 'slow';
    host.requestUpdate();
    await host.updateComplete;
    expect(host.reports).to.have.length(2);
    expect(host.reports[1]).to.contain('animation="slow"');
  });

  it('glides the top cards of a pile from where they were, marked gliding until the glide ends', async function () {
    if (!(await preferReducedMotion(false))) return this.skip();
    const host = await make();
    const card = cards(host).find((c) => c.dataset.pile === 'carpet-7')!;
    const start = awayFrom(card);
    host.motion.glide('carpet-7', [start], 0);
    expect(card.getAnimations(), 'a glide of 0 ms').to.have.length(0);
    host.motion.glide('carpet-7', [start], 200);
    const [animation] = card.getAnimations();
    expect(animation, 'the card glides').to.not.equal(undefined);
    expect(card.classList.contains('gliding')).to.equal(true);
    expect(animated(host)).to.deep.equal([card]);
    expect(card.hasAttribute('style')).to.equal(false);
    await animation.finished;
    await new Promise((resolve) => setTimeout(resolve));
    expect(card.classList.contains('gliding')).to.equal(false);
  });

  it('marks a card gliding before it reads where the card landed, so that the move is laid out once', async function () {
    if (!(await preferReducedMotion(false))) return this.skip();
    const host = await make();
    const card = cards(host).find((c) => c.dataset.pile === 'carpet-7')!;
    const start = awayFrom(card);
    const markedWhenRead: boolean[] = [];
    const read = card.getBoundingClientRect.bind(card);
    card.getBoundingClientRect = () => {
      markedWhenRead.push(card.classList.contains('gliding'));
      return read();
    };
    host.motion.glide('carpet-7', [start], 200);
    expect(markedWhenRead).to.deep.equal([true]);
    expect(card.getAnimations()).to.have.length(1);
  });

  it('leaves a card gliding from an earlier move marked when a later glide finds it where it started', async function () {
    if (!(await preferReducedMotion(false))) return this.skip();
    const host = await make();
    const card = cards(host).find((c) => c.dataset.pile === 'carpet-7')!;
    host.motion.glide('carpet-7', [awayFrom(card)], 400);
    host.motion.glide('carpet-7', [card.getBoundingClientRect()], 400);
    expect(card.getAnimations(), 'the first glide still runs').to.have.length(1);
    expect(card.classList.contains('gliding')).to.equal(true);
  });

  it('does not glide a card that is already where it started', async () => {
    const host = await make();
    const card = cards(host).find((c) => c.dataset.pile === 'carpet-3')!;
    host.motion.glide('carpet-3', [card.getBoundingClientRect()], 200);
    expect(card.getAnimations()).to.have.length(0);
    expect(card.classList.contains('gliding')).to.equal(false);
  });

  it('deals in a cascade once, after the next update, when a deal is pending', async function () {
    if (!(await preferReducedMotion(false))) return this.skip();
    const host = await make();
    expect(animated(host), 'the first deal is simply there').to.have.length(0);
    host.motion.dealPending = true;
    host.requestUpdate();
    await host.updateComplete;
    expect(host.motion.dealPending).to.equal(false);
    const dealt = animated(host);
    expect(dealt.length).to.equal(cards(host).length);
    const delays = dealt.map((card) => Number(card.getAnimations()[0].effect!.getTiming().delay));
    expect(delays[delays.length - 1]).to.be.greaterThan(delays[0]);
    cancelAll(host);
    host.requestUpdate();
    await host.updateComplete;
    expect(animated(host), 'no second cascade').to.have.length(0);
  });

  it('under animation="off" a pending deal and a celebration play nothing', async () => {
    const host = await make('off');
    host.motion.dealPending = true;
    host.requestUpdate();
    await host.updateComplete;
    host.motion.celebrate();
    expect(animated(host)).to.have.length(0);
  });

  it('celebrates a win by leaping each foundation top card', async function () {
    if (!(await preferReducedMotion(false))) return this.skip();
    const host = await make();
    host.motion.celebrate();
    const tops = cards(host, '.pile.foundation .card:not(.under)');
    expect(tops).to.have.length(4);
    for (const card of tops) expect(card.getAnimations()).to.have.length(1);
    expect(animated(host)).to.have.length(4);
  });

  it('glides a refused drop back and leaves no style attribute', async function () {
    if (!(await preferReducedMotion(false))) return this.skip();
    const host = await make();
    const card = cards(host).find((c) => c.dataset.pile === 'carpet-0')!;
    card.style.setProperty('translate', '40px 30px');
    host.motion.glideBack([card]);
    expect(card.hasAttribute('style')).to.equal(false);
    expect(card.getAnimations()).to.have.length(1);
  });

  it('shakes a card that cannot move', async () => {
    const host = await make();
    const card = cards(host).find((c) => c.dataset.pile === 'carpet-0')!;
    host.motion.shake({ target: card } as unknown as Event);
    expect(card.getAnimations()).to.have.length(1);
    expect(card.hasAttribute('style')).to.equal(false);
  });
});
