import '../support/clean-storage.js';
/**
 * The widget under a strict Content-Security-Policy (`script-src 'self'; style-src 'self'`, what
 * `npm start` sends with demo/cms-csp.html): it renders and plays every game without one violation.
 *
 * The games run in an iframe, test/pages/csp-frame.html, which carries the policy in a <meta> and records
 * every violation from the start of parsing (test/support/strict-frame.ts says how, and why so).
 *
 * The solver runs in a worker started from a file beside the module (same origin, so `'self'` allows it);
 * test/pages/csp-no-worker-frame.html adds `worker-src 'none'`, and the verdicts must then come from the
 * main thread, with nothing in the console.
 */
import { aTimeout, expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { setViewport } from '../support/commands.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Move } from '../../src/core/types.js';
import type { Analyst } from '../../src/element/analysis/analyst.js';
import { mouseDrag } from '../support/mouse.js';
import {
  type Frame,
  type Violation,
  addGame,
  closeFrames,
  frameConsole,
  openFrame as openStrictFrame,
  settle,
} from '../support/strict-frame.js';

const VARIANTS = ['carpet', 'carthage', 'cadogan-carpet'] as const;
const POLICY = "script-src 'self'; style-src 'self'";
const STRICT = { page: 'csp-frame.html', policy: POLICY };
const NO_WORKERS = { page: 'csp-no-worker-frame.html', policy: `${POLICY}; worker-src 'none'` };

/** Opens csp-frame.html (or `page`), loading `module` under its policy. */
const openFrame = (module: string, page = STRICT): Promise<Frame> => openStrictFrame(module, page);

async function waitForViolation(frame: Frame, directive: RegExp): Promise<Violation | undefined> {
  for (let i = 0; i < 40; i++) {
    const found = frame.violations().find((v) => directive.test(v.directive));
    if (found) return found;
    await aTimeout(50);
  }
  return undefined;
}

const topCard = (el: CarpetSolitaire, pile: string): HTMLElement | null =>
  el.shadowRoot!.querySelector<HTMLElement>(`.card[data-pile="${pile}"]:not(.under):not(.covered)`);
const pileEl = (el: CarpetSolitaire, pile: string): HTMLElement | null =>
  el.shadowRoot!.querySelector<HTMLElement>(`.pile[data-pile="${pile}"]`);

/** A point inside the frame's element, in the test page's viewport (where sendMouse points). */
function centreInPage(frame: Frame, element: Element): [number, number] {
  const outer = frame.iframe.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  return [
    Math.round(outer.left + frame.iframe.clientLeft + box.left + box.width / 2),
    Math.round(outer.top + frame.iframe.clientTop + box.top + box.height / 2),
  ];
}

/** A one-card move from a visible card to a visible pile (a card the player could click or drag). */
function visibleMove(el: CarpetSolitaire): Move | undefined {
  return el.legalMoves().find((m) => !m.count && m.from !== 'stock' && topCard(el, m.from) && pileEl(el, m.to));
}

/** Deals from the stock through play() until a card can be clicked or dragged (some deals start blocked). */
async function dealUntilVisibleMove(el: CarpetSolitaire): Promise<Move | undefined> {
  for (let deals = 0; deals < 12; deals++) {
    const move = visibleMove(el);
    if (move) return move;
    const deal = el.legalMoves().find((m) => m.from === 'stock');
    if (!deal) return undefined;
    expect(el.play(deal), `play(${JSON.stringify(deal)})`).to.equal(true);
    await el.updateComplete;
  }
  return visibleMove(el);
}

/** Plays through every path that touches styles: play(), clicks, a mouse drag (inline translate), undo, hint. */
async function playAFew(frame: Frame, el: CarpetSolitaire): Promise<void> {
  const variant = el.snapshot.variant;
  const first = el.legalMoves()[0];
  expect(el.play(first), `${variant}: play(${JSON.stringify(first)})`).to.equal(true);
  await el.updateComplete;
  expect(el.snapshot.moves).to.equal(1);

  // A click on the stock deals.
  const stock = pileEl(el, 'stock')!;
  if (el.legalMoves().some((m) => m.from === 'stock')) {
    stock.click();
    await el.updateComplete;
    expect(el.snapshot.moves, `${variant}: a click on the stock`).to.equal(2);
  }

  // A mouse click on a card sends it where it goes best.
  const clickable = await dealUntilVisibleMove(el);
  if (clickable) {
    const before = el.snapshot.moves;
    const [cx, cy] = centreInPage(frame, topCard(el, clickable.from)!);
    await sendMouse({ type: 'click', position: [cx, cy] });
    await el.updateComplete;
    await resetMouse();
    expect(el.snapshot.moves, `${variant}: a click on ${clickable.from}`).to.equal(before + 1);
  }

  // A drag moves cards with an inline `translate` (CSSOM, which the policy allows): onto a legal pile when
  // one is in reach, else anywhere, and the card glides back.
  await aTimeout(400); // past the double-click window of the click
  const draggable = await dealUntilVisibleMove(el);
  const before = el.snapshot.moves;
  const dragged = draggable
    ? topCard(el, draggable.from)!
    : el.shadowRoot!.querySelector<HTMLElement>('.pile.cell .card, .pile.tableau .card:last-child')!;
  expect(dragged, `${variant}: a card to drag`).to.not.equal(null);
  const [x, y] = centreInPage(frame, dragged);
  const [tx, ty] = draggable ? centreInPage(frame, pileEl(el, draggable.to)!) : [x + 30, y + 200];
  await mouseDrag([x, y], [tx, ty]);
  await el.updateComplete;
  await resetMouse();
  if (draggable)
    expect(el.snapshot.moves, `${variant}: a drag from ${draggable.from} to ${draggable.to}`).to.equal(before + 1);
  else expect(el.snapshot.moves, `${variant}: a drag to nowhere glides back`).to.equal(before);

  expect(el.undo()).to.equal(true);
  await el.updateComplete;
  el.hint();
  await el.updateComplete;
  // Cards glide with the Web Animations API: let them land.
  await aTimeout(300);
}

/** The element's verdict on its position, and where it was searched. */
async function verdictOf(el: CarpetSolitaire): Promise<{ verdict: string; engine: string | null }> {
  for (let i = 0; i < 200 && el.analysis.verdict === 'pending'; i++) await aTimeout(50);
  return { verdict: el.analysis.verdict, engine: (el as unknown as { analyst: Analyst }).analyst.engine };
}

describe('<carpet-solitaire> under a strict Content-Security-Policy', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 1400 });
  });

  afterEach(async () => {
    await resetMouse();
    closeFrames();
  });

  it('plays every game, through play(), clicks and drags, with no violation (element source via the test server)', async () => {
    const frame = await openFrame('/src/carpet-solitaire.ts');
    for (const variant of VARIANTS) {
      const el = await addGame(frame, variant);
      expect(el.snapshot.variant).to.equal(variant);
      expect(el.shadowRoot!.querySelectorAll('[part~="card"]').length, `${variant}: cards rendered`).to.be.greaterThan(
        20,
      );
      const card = el.shadowRoot!.querySelector('[part~="card"]')!;
      expect(frame.win.getComputedStyle(card).position, `${variant}: the element's styles apply`).to.equal('absolute');
      await playAFew(frame, el);
      el.remove();
    }
    await settle();
    expect(frame.violations()).to.deep.equal([]);
  });

  it('plays every game with no violation from the drop-in build /dist/carpet-solitaire.js', async () => {
    const frame = await openFrame('/dist/carpet-solitaire.js');
    for (const variant of VARIANTS) {
      const el = await addGame(frame, variant);
      expect(el.shadowRoot!.querySelectorAll('[part~="card"]').length, `${variant}: cards rendered`).to.be.greaterThan(
        20,
      );
      await playAFew(frame, el);
      el.remove();
    }
    await settle();
    expect(frame.violations()).to.deep.equal([]);
  });

  for (const [module, what] of [
    ['/src/carpet-solitaire.ts', 'the element source via the test server'],
    ['/dist/carpet-solitaire.js', 'the drop-in build'],
  ] as const) {
    it(`analyses in the worker beside the module, which 'self' allows, with no violation (${what})`, async function () {
      const frame = await openFrame(module);
      const logged = frameConsole(frame);
      for (const variant of ['carpet', 'carthage'] as const) {
        const el = await addGame(frame, variant);
        expect((await verdictOf(el)).engine, `${variant}: searched in the worker`).to.equal('worker');
        el.remove();
      }
      await settle();
      expect(frame.violations()).to.deep.equal([]);
      expect(logged).to.deep.equal([]);
    });

    it(`still gives verdicts where the policy forbids workers, from the main thread, trying the worker once and logging nothing (${what})`, async function () {
      const frame = await openFrame(module, NO_WORKERS);
      const logged = frameConsole(frame);
      const carpet = await addGame(frame, 'carpet');
      expect(await verdictOf(carpet)).to.deep.equal({ verdict: 'unwinnable', engine: 'main thread' });
      // A second game on the page, and a move: verdicts again, and no second try at a worker.
      const carthage = await addGame(frame, 'carthage');
      carpet.play(carpet.legalMoves()[0]);
      expect((await verdictOf(carpet)).engine).to.equal('main thread');
      await settle();
      const forbidden = frame.violations().filter((v) => /^worker-src/.test(v.directive));
      expect(forbidden, 'the one blocked try').to.have.length(1);
      expect(forbidden[0].blockedURI).to.match(/analysis-worker\.js$/);
      expect(frame.violations().length, 'no other violation').to.equal(1);
      // The play goes on meanwhile.
      expect(carthage.play(carthage.legalMoves()[0])).to.equal(true);
      expect(logged).to.deep.equal([]);
    });
  }

  describe('the check can fail', () => {
    it('reports an inline style attribute in the frame document', async () => {
      const frame = await openFrame('/src/carpet-solitaire.ts');
      await settle();
      expect(frame.violations()).to.deep.equal([]);
      frame.doc.body.insertAdjacentHTML('beforeend', '<p style="color: red">inline style</p>');
      const violation = await waitForViolation(frame, /^style-src/);
      expect(violation, 'a style-src violation was reported').to.not.equal(undefined);
    });

    it('reports an inline style attribute written inside the element (its shadow root)', async () => {
      const frame = await openFrame('/src/carpet-solitaire.ts');
      const el = await addGame(frame, 'carpet');
      await settle();
      expect(frame.violations()).to.deep.equal([]);
      el.shadowRoot!.querySelector('.toolbar')!.insertAdjacentHTML(
        'beforeend',
        '<span style="color: red">inline</span>',
      );
      const violation = await waitForViolation(frame, /^style-src/);
      expect(violation, 'a style-src violation from inside the shadow root was reported').to.not.equal(undefined);
    });

    it('reports an inline script', async () => {
      const frame = await openFrame('/src/carpet-solitaire.ts');
      const script = frame.doc.createElement('script');
      script.textContent = 'window.inlineRan = true;';
      frame.doc.body.append(script);
      const violation = await waitForViolation(frame, /^script-src/);
      expect(violation, 'a script-src violation was reported').to.not.equal(undefined);
      expect((frame.win as unknown as { inlineRan?: boolean }).inlineRan).to.equal(undefined);
    });
  });
});
