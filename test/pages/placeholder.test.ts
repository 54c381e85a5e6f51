/**
 * src/carpet-solitaire.css reserves each <carpet-solitaire>'s space before its script has run, so the page
 * does not jump when the element upgrades. test/pages/placeholder.html links the stylesheet and holds every
 * game (with a random seed and with a long one) but loads no script: in an iframe, the test measures each
 * placeholder at several sizes, then loads the element's module into the frame, waits for every first
 * render and measures the defined elements at the same widths. The jump must stay under a pixel. Short
 * frames held sideways (740 x 360) are measured too: there the toolbar is a rail beside the board.
 * In the chromium-dist group, the page gets what the package ships instead: dist/carpet-solitaire.css and
 * the drop-in build.
 */
import { DROP_IN_URL, onDropIn } from '../support/drop-in.js';
import { aTimeout, expect } from '@open-wc/testing';
import { setViewport } from '../support/commands.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

/** The frame's sizes: upright and wide screens, and short ones held sideways, where the toolbar is a rail beside the board. */
const SIZES = [
  ...[320, 375, 480, 600, 800, 1000, 1200].map((width) => ({ width, height: 800 })),
  { width: 480, height: 320 },
  { width: 740, height: 360 },
  { width: 900, height: 420 },
] as const;
/** What the page's text below may move when the element upgrades: under a pixel (a layout shift too small to count). */
const MAX_JUMP_PX = 1;

type Heights = Map<string, number>;

const frames = (win: Window) =>
  new Promise((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(resolve)));

function describeElement(el: Element, index: number): string {
  return `#${index} ${el.getAttribute('variant') ?? 'carpet'}${el.hasAttribute('seed') ? ' (long seed)' : ''}`;
}

async function measure(
  iframe: HTMLIFrameElement,
  { width, height }: { width: number; height: number },
): Promise<Heights> {
  iframe.width = String(width);
  iframe.height = String(height);
  const win = iframe.contentWindow!;
  await frames(win);
  const heights: Heights = new Map();
  iframe.contentDocument!.querySelectorAll('carpet-solitaire').forEach((el, index) => {
    const box = el.getBoundingClientRect();
    expect(Math.round(box.width), `${describeElement(el, index)}: the element is the frame's width`).to.equal(width);
    heights.set(describeElement(el, index), box.height);
  });
  return heights;
}

/** The jumps that break the limit, described for the failure message. */
function tooLarge(before: Heights, after: Heights, size: string): string[] {
  const found: string[] = [];
  for (const [name, placeholder] of before) {
    const defined = after.get(name)!;
    const jump = Math.abs(defined - placeholder);
    if (jump > MAX_JUMP_PX) {
      found.push(
        `${name} at ${size}: placeholder ${placeholder.toFixed(1)}px, element ${defined.toFixed(1)}px (jump ${jump.toFixed(1)}px)`,
      );
    }
  }
  return found;
}

describe('the placeholder stylesheet (src/carpet-solitaire.css)', () => {
  let iframe: HTMLIFrameElement;

  before(async () => {
    await setViewport({ width: 1300, height: 900 });
  });

  afterEach(() => iframe?.remove());

  it('reserves the height each game renders at, so nothing jumps when the element is defined', async function () {
    this.timeout(60000);
    iframe = document.createElement('iframe');
    iframe.title = 'placeholder page';
    iframe.height = '800';
    iframe.width = String(SIZES[0].width);
    iframe.src = '/test/pages/placeholder.html';
    const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    document.body.append(iframe);
    await loaded;
    const win = iframe.contentWindow as Window & typeof globalThis;
    const doc = iframe.contentDocument!;
    if (onDropIn) {
      const link = doc.querySelector<HTMLLinkElement>('link[href="/src/carpet-solitaire.css"]')!;
      const shipped = new Promise((resolve, reject) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', reject, { once: true });
      });
      link.href = '/dist/carpet-solitaire.css';
      await shipped;
    }
    expect(win.customElements.get('carpet-solitaire'), 'the element is not defined yet').to.equal(undefined);
    expect(doc.querySelectorAll('carpet-solitaire:not(:defined)').length).to.equal(6);

    const placeholders = new Map<(typeof SIZES)[number], Heights>();
    for (const size of SIZES) placeholders.set(size, await measure(iframe, size));

    // Now the script: the element upgrades and renders in place.
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = onDropIn ? DROP_IN_URL : '/src/carpet-solitaire.ts';
    doc.head.append(script);
    const defined = await Promise.race([
      win.customElements.whenDefined('carpet-solitaire').then(() => true),
      aTimeout(15000).then(() => false),
    ]);
    expect(defined, '<carpet-solitaire> was defined in the frame').to.equal(true);
    const elements = [...doc.querySelectorAll<CarpetSolitaire>('carpet-solitaire')];
    await Promise.all(elements.map((el) => el.updateComplete));
    expect(doc.querySelectorAll('carpet-solitaire:not(:defined)').length).to.equal(0);

    const problems: string[] = [];
    const table: string[] = [];
    for (const size of SIZES) {
      const name = `${size.width} x ${size.height}`;
      const before = placeholders.get(size)!;
      const after = await measure(iframe, size);
      for (const [game, height] of after)
        table.push(`${name} ${game}: ${before.get(game)!.toFixed(1)} -> ${height.toFixed(1)}`);
      problems.push(...tooLarge(before, after, name));

      // The check can fail: every game's placeholder against another game's element is far off.
      const swapped = new Map([...before].map(([, height], index, all) => [all[(index + 2) % all.length][0], height]));
      expect(tooLarge(swapped, after, name), `${name}: a wrong game's placeholder is caught`).to.have.length(6);
    }
    console.log(`placeholder -> defined heights (px)\n${table.join('\n')}`);
    expect(problems).to.deep.equal([]);
  });
});
