import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { CarpetErrorDetail } from '../../src/events.js';

/**
 * Bad input of every kind gets a console warning and a `carpet-error` with a code, never an exception
 * in the host page, and never ends a game in progress. (Damaged saves and throwing storage: see
 * persistence.test.ts.)
 */

let uncaught: string[] = [];
let warnings: string[] = [];
const originalWarn = console.warn;
const onError = (event: ErrorEvent) => uncaught.push(String(event.message));

beforeEach(() => {
  uncaught = [];
  warnings = [];
  window.addEventListener('error', onError);
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
});
afterEach(() => {
  window.removeEventListener('error', onError);
  console.warn = originalWarn;
  expect(uncaught, 'uncaught errors').to.deep.equal([]);
});

/** A widget built as a page's parser would, listening for errors from before its first deal. */
async function widget(
  attributes: Record<string, string>,
): Promise<{ el: CarpetSolitaire; errors: CarpetErrorDetail[] }> {
  const el = document.createElement('carpet-solitaire');
  const errors: CarpetErrorDetail[] = [];
  el.addEventListener('carpet-error', (event) => errors.push(event.detail));
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const parent = await fixture(html`<div></div>`);
  parent.append(el);
  await el.updateComplete;
  return { el, errors };
}

const codes = (errors: CarpetErrorDetail[]) => errors.map((e) => e.code);

describe('bad attributes', () => {
  it('an empty seed deals a fresh random seed and says so', async () => {
    const { el, errors } = await widget({ seed: '' });
    expect(codes(errors)).to.deep.equal(['invalid-attribute']);
    expect(errors[0].message).to.contain('seed="" is empty');
    expect(warnings.join()).to.contain('seed="" is empty');
    expect(el.snapshot.seed).to.match(/^\d+-\d+-\d+$/);
    expect(el.legalMoves().length).to.be.above(0);
  });

  it('a 1 MB seed deals the same game every time, is shown shortened, and saves under a short key', async () => {
    const seed = 'x'.repeat(1 << 20);
    const { el, errors } = await widget({ seed });
    const { el: twin } = await widget({ seed, persist: 'false' });
    expect(codes(errors)).to.deep.equal(['invalid-attribute']);
    expect(errors[0].message).to.contain('1,048,576 characters').and.have.length.below(200);
    expect(el.snapshot.seed).to.equal(seed);
    expect(el.snapshot.piles).to.deep.equal(twin.snapshot.piles);
    const shown = el.shadowRoot!.querySelector('.seed-value')!.textContent;
    expect(shown.length).to.be.at.most(40);
    el.play(el.legalMoves()[0]);
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!);
    expect(keys.filter((key) => key.includes('/game/'))).to.have.length(1);
    expect(Math.max(...keys.map((key) => key.length))).to.be.below(200);
  });

  it('an HTML-looking seed is shown as text and never runs', async () => {
    const seed = '<img src=x onerror=__seedRan=true>';
    const { el } = await widget({ seed });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as unknown as { __seedRan?: boolean }).__seedRan).to.equal(undefined);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(el.shadowRoot!.querySelector('.seed-value')!.textContent).to.equal(seed);
    expect(el.snapshot.seed).to.equal(seed);
  });

  it('unknown values of fill, animation and persist are reported with what was used instead', async () => {
    const { el, errors } = await widget({ seed: 'attrs', fill: 'sideways', animation: 'wild', persist: 'maybe' });
    expect(codes(errors)).to.deep.equal(['invalid-attribute', 'invalid-attribute', 'invalid-attribute']);
    const said = errors.map((e) => e.message).join('\n');
    expect(said).to.contain('fill="sideways"').and.contain('animation="wild"').and.contain('persist="maybe"');
    expect(el.snapshot.status).to.equal('playing');
  });

  it('a variant named like a property every object has is no game: Carpet is played and the page told', async () => {
    for (const variant of ['constructor', '__proto__', 'toString']) {
      const { el, errors } = await widget({ variant, seed: 'own-property' });
      expect(codes(errors), variant).to.deep.equal(['unknown-variant']);
      expect(errors[0].message, variant).to.contain(`"${variant}"`);
      expect(el.snapshot.variant, variant).to.equal('carpet');
      expect(el.snapshot.status, variant).to.equal('playing');
    }
  });

  it('an unknown variant or fill set mid-game leaves the game in progress as it is', async () => {
    const { el, errors } = await widget({ variant: 'carthage', seed: 'mid-game' });
    el.play(el.legalMoves()[0]);
    el.play(el.legalMoves()[0]);
    const before = el.snapshot;
    el.setAttribute('variant', 'klondike');
    await el.updateComplete;
    expect(el.snapshot).to.deep.equal(before);
    expect(codes(errors)).to.deep.equal(['unknown-variant']);
    expect(errors[0].message).to.contain('"klondike"').and.contain('Carthage game in progress goes on unchanged');
    // A valid variant again deals that game, as any attribute change does.
    el.setAttribute('variant', 'carpet');
    el.setAttribute('fill', 'manual');
    await el.updateComplete;
    el.play(el.legalMoves().find((m) => m.from === 'stock')!);
    const carpet = el.snapshot;
    el.setAttribute('fill', 'diagonal');
    await el.updateComplete;
    expect(el.snapshot).to.deep.equal(carpet);
    expect(errors.at(-1)!.message).to.contain('fill="diagonal"').and.contain('goes on unchanged');
  });

  it('a typo put right (a bad variant or option, then the old value again) keeps the game in progress', async () => {
    const { el, errors } = await widget({ variant: 'carpet', seed: '7', persist: 'false' });
    el.play(el.legalMoves().find((m) => m.from === 'stock')!);
    const before = el.snapshot;
    let newGames = 0;
    el.addEventListener('carpet-new-game', () => newGames++);
    // variant="carpet" is set, fill is not: each goes back to what it was.
    for (const [name, bad] of [
      ['variant', 'klondike'],
      ['fill', 'diagonal'],
    ]) {
      const was = el.getAttribute(name);
      el.setAttribute(name, bad);
      await el.updateComplete;
      if (was === null) el.removeAttribute(name);
      else el.setAttribute(name, was);
      await el.updateComplete;
      expect(el.snapshot, `${name}="${bad}" and back`).to.deep.equal(before);
    }
    expect(newGames).to.equal(0);
    expect(codes(errors)).to.deep.equal(['unknown-variant', 'invalid-attribute']);
  });
});

describe('play() with garbage', () => {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const cyclic: Record<string, unknown> = { from: 'stock' };
  cyclic.self = cyclic;
  const garbage: [string, unknown][] = [
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['a string', 'carpet-1 to foundation-0'],
    ['an array', ['stock', 'waste']],
    ['a symbol', Symbol('move')],
    ['a bigint', BigInt(7)],
    ['a number for from', { from: 1, to: 'waste' }],
    ['a count of 0', { from: 'stock', to: 'waste', count: 0 }],
    ['a count of NaN', { from: 'stock', to: 'waste', count: Number.NaN }],
    [
      'a getter that throws',
      {
        get from() {
          throw new Error('gotcha');
        },
        to: 'waste',
      },
    ],
    ['a revoked proxy', revoked.proxy],
    ['a cyclic object', cyclic],
  ];
  for (const [name, value] of garbage) {
    it(`${name}: refused as invalid-move, nothing changes`, async () => {
      const { el, errors } = await widget({ seed: 'garbage' });
      const before = el.snapshot;
      expect(el.play(value as never)).to.equal(false);
      expect(codes(errors)).to.deep.equal(['invalid-move']);
      expect(errors[0].message)
        .to.match(/^play\(\) takes a move like/)
        .and.have.length.below(300);
      expect(el.snapshot).to.deep.equal(before);
    });
  }

  it('a well-formed move the rules do not allow is refused as illegal-move, with the reason', async () => {
    const { el, errors } = await widget({ seed: 'garbage' });
    expect(el.play({ from: 'stock', to: 'waste', count: 1e9 })).to.equal(false);
    expect(el.play({ from: 'foundation-0', to: 'nowhere' })).to.equal(false);
    expect(codes(errors)).to.deep.equal(['illegal-move', 'illegal-move']);
    expect(errors[1].message).to.contain('foundation-0 to nowhere is not a legal move');
  });
});

describe("the element under the page's hands", () => {
  it('moved to another place in the page mid-animation, it keeps its game and leaves nothing behind', async () => {
    const { el } = await widget({ seed: 'moving' });
    // A long glide, so the element surely moves mid-flight however slow the machine.
    el.style.setProperty('--carpet-duration', '20s');
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    el.shadowRoot!.querySelector<HTMLElement>(`.pile[data-pile="${move.from}"] .card:not(.under)`)!.click();
    await el.updateComplete;
    const after = el.snapshot;
    const elsewhere = await fixture(html`<section></section>`);
    elsewhere.append(el);
    await el.updateComplete;
    const moving = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.gliding')].flatMap((card) =>
      card.getAnimations(),
    );
    expect(moving.length, 'a card was still gliding when the element moved').to.be.above(0);
    for (const animation of moving) animation.finish();
    await Promise.allSettled(moving.map((animation) => animation.finished));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(el.snapshot).to.deep.equal(after);
    expect(el.shadowRoot!.querySelectorAll('.gliding, [style]')).to.have.length(0);
    el.newGame('moved');
    el.remove();
    document.body.append(el);
    await el.updateComplete;
    expect(el.snapshot.seed).to.equal('moved');
    el.remove();
  });

  it('winnable removed while a winnable deal is being looked for: the seed is dealt and the board plays', async () => {
    // Lady Cadogan's deals are never decided fresh, so the search is surely still running.
    const { el } = await widget({ variant: 'cadogan-carpet', seed: 'waiting', winnable: '' });
    const board = () => el.shadowRoot!.querySelector<HTMLElement>('.board')!;
    expect(board().inert, 'the board waits for the search').to.equal(true);
    el.removeAttribute('winnable');
    await el.updateComplete;
    expect(board().inert).to.equal(false);
    expect(el.snapshot).to.include({ seed: 'waiting', status: 'playing' });
    expect(el.shadowRoot!.querySelector('.analysis')!.textContent).not.to.contain('Finding a winnable deal');
  });

  it('an attribute changed mid-drag ends the drag cleanly and deals the new game', async () => {
    const { el } = await widget({ seed: 'dragging' });
    const card = el.shadowRoot!.querySelector<HTMLElement>('.card.movable')!;
    const box = card.getBoundingClientRect();
    const at = (type: string, dx: number) =>
      new PointerEvent(type, {
        bubbles: true,
        composed: true,
        pointerId: 7,
        button: 0,
        clientX: box.left + 10 + dx,
        clientY: box.top + 10,
      });
    card.dispatchEvent(at('pointerdown', 0));
    card.dispatchEvent(at('pointermove', 40));
    await el.updateComplete;
    expect(card.classList.contains('dragging')).to.equal(true);
    el.setAttribute('seed', 'changed');
    await el.updateComplete;
    card.dispatchEvent(at('pointermove', 80));
    card.dispatchEvent(at('pointerup', 80));
    await el.updateComplete;
    expect(el.snapshot).to.include({ seed: 'changed', moves: 0 });
    expect(el.shadowRoot!.querySelectorAll('.dragging, [style]')).to.have.length(0);
    expect(el.shadowRoot!.querySelector('.board')!.classList.contains('dragging')).to.equal(false);
  });
});
