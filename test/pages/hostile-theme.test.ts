import '../support/clean-storage.js';
/**
 * The widget inside a hostile CMS theme (demo/hostile.css: global rules on `*`, `div`, `button`, `img`,
 * `p`, all `!important`) lays out every card exactly where it does on a plain page: each game is rendered
 * at a fixed width without the sheet, then a fresh one with it, and every card's box (keyed by pile and
 * index) is compared to within half a pixel, relative to the board and to the element. The element
 * resets the inherited text properties (line-height, letter- and word-spacing…) on its frame, since a
 * page's rules on `*` beat `:host` rules and would otherwise reach the shadow tree by inheritance.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { setViewport } from '../support/commands.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

const VARIANTS = ['carpet', 'carthage', 'cadogan-carpet'] as const;
const WIDTH = 720;
const TOLERANCE_PX = 0.5;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Renders one game at a fixed width inside a plain block (the CMS would put it in a `<div>`). */
async function render(variant: string): Promise<CarpetSolitaire> {
  const wrapper = await fixture<HTMLElement>(
    html`<article class="entry">
      <div class="entry-content"><carpet-solitaire variant=${variant} seed="42"></carpet-solitaire></div>
    </article>`,
  );
  const el = wrapper.querySelector('carpet-solitaire')!;
  el.style.width = `${WIDTH}px`;
  await el.updateComplete;
  // Two frames: the container query has resolved and layout is settled.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return el;
}

/** Every card's box relative to `relativeTo` (the element itself, or its board), keyed by pile and index. */
function cardBoxes(el: CarpetSolitaire, relativeTo: 'element' | 'board' = 'element'): Map<string, Box> {
  const origin = (
    relativeTo === 'element' ? el : el.shadowRoot!.querySelector('[part~="board"]')!
  ).getBoundingClientRect();
  const boxes = new Map<string, Box>();
  for (const card of el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="card"]')) {
    const box = card.getBoundingClientRect();
    boxes.set(`${card.dataset.pile}#${card.dataset.index}`, {
      x: box.left - origin.left,
      y: box.top - origin.top,
      width: box.width,
      height: box.height,
    });
  }
  return boxes;
}

/** The cards whose boxes differ by more than the tolerance, described for the failure message. */
function differences(plain: Map<string, Box>, hostile: Map<string, Box>): string[] {
  const found: string[] = [];
  for (const [key, a] of plain) {
    const b = hostile.get(key);
    if (!b) {
      found.push(`${key}: missing under the hostile theme`);
      continue;
    }
    const off = (['x', 'y', 'width', 'height'] as const).filter((side) => Math.abs(a[side] - b[side]) > TOLERANCE_PX);
    if (off.length)
      found.push(`${key}: ${off.map((side) => `${side} ${a[side].toFixed(1)} -> ${b[side].toFixed(1)}`).join(', ')}`);
  }
  for (const key of hostile.keys()) if (!plain.has(key)) found.push(`${key}: only under the hostile theme`);
  return found;
}

/** The typography of the element's own text, which a page's rules must not reach either. */
function typography(el: CarpetSolitaire): Record<string, string> {
  const found: Record<string, string> = {};
  for (const selector of ['.toolbar', '.seed', '.count', '.analysis', '[part~="card"]']) {
    const part = el.shadowRoot!.querySelector(selector);
    if (!part) continue;
    const style = getComputedStyle(part);
    for (const property of [
      'line-height',
      'letter-spacing',
      'word-spacing',
      'font-size',
      'text-transform',
      'text-indent',
    ]) {
      found[`${selector} ${property}`] = style.getPropertyValue(property);
    }
  }
  return found;
}

describe('a hostile CMS theme (demo/hostile.css)', () => {
  let hostileCss = '';
  let sheet: HTMLStyleElement | null = null;

  /** Renders `variant` on a plain page, then under the hostile sheet, and measures both. */
  async function plainAndHostile(variant: string) {
    const plainEl = await render(variant);
    const plain = {
      element: cardBoxes(plainEl),
      board: cardBoxes(plainEl, 'board'),
      size: plainEl.getBoundingClientRect(),
      text: typography(plainEl),
    };
    expect(plain.element.size, 'cards rendered').to.be.greaterThan(20);
    const piles = plainEl.snapshot.piles;
    fixtureCleanup();

    sheet = document.head.appendChild(document.createElement('style'));
    sheet.textContent = hostileCss;
    const hostileEl = await render(variant);
    expect(hostileEl.snapshot.piles, 'the same deal').to.deep.equal(piles);
    const hostile = {
      element: cardBoxes(hostileEl),
      board: cardBoxes(hostileEl, 'board'),
      size: hostileEl.getBoundingClientRect(),
      text: typography(hostileEl),
    };
    return { plain, hostile };
  }

  before(async () => {
    await setViewport({ width: 1000, height: 1600 });
    const response = await fetch('/demo/hostile.css');
    expect(response.ok, 'GET /demo/hostile.css').to.equal(true);
    hostileCss = await response.text();
    expect(hostileCss).to.include('!important');
  });

  afterEach(() => {
    sheet?.remove();
    sheet = null;
    fixtureCleanup();
  });

  it('really is hostile: its rules reach plain elements on the page', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <p>text</p>
        <button>press</button>
      </div>`,
    );
    expect(getComputedStyle(wrapper).paddingTop).to.equal('0px');
    sheet = document.head.appendChild(document.createElement('style'));
    sheet.textContent = hostileCss;
    expect(getComputedStyle(wrapper).paddingTop).to.equal('20px');
    expect(getComputedStyle(wrapper.querySelector('p')!).textIndent).not.to.equal('0px');
    expect(getComputedStyle(wrapper.querySelector('button')!).backgroundColor).to.equal('rgb(255, 105, 180)');
  });

  for (const variant of VARIANTS) {
    it(`keeps every card of ${variant} where a plain page puts it on the board, at the same size`, async () => {
      const { plain, hostile } = await plainAndHostile(variant);
      const diff = differences(plain.board, hostile.board);
      expect(
        diff,
        `cards moved or resized on the board under the hostile theme (${diff.length} of ${plain.board.size})`,
      ).to.deep.equal([]);
      expect(hostile.size.width, 'the element keeps its width').to.be.closeTo(plain.size.width, TOLERANCE_PX);
    });

    it(`keeps every card of ${variant} where a plain page puts it in the element, and its text unchanged`, async () => {
      const { plain, hostile } = await plainAndHostile(variant);
      const diff = differences(plain.element, hostile.element);
      expect(
        diff,
        `cards moved or resized under the hostile theme (${diff.length} of ${plain.element.size})`,
      ).to.deep.equal([]);
      expect(hostile.size.height, 'the element keeps its height').to.be.closeTo(plain.size.height, TOLERANCE_PX);
      expect(hostile.text).to.deep.equal(plain.text);
    });
  }
});
