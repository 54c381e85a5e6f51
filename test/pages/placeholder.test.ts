/**
 * src/carpet-solitaire.css reserves each <carpet-solitaire>'s space before its script has run, so the page
 * does not jump when the element upgrades. test/pages/placeholder.html links the stylesheet and holds every
 * game (with a random seed and with a long one) but loads no script: in an iframe, the test measures each
 * placeholder at several widths, then loads the element's module into the frame, waits for every first
 * render and measures the defined elements at the same widths. The jump must stay within a few pixels.
 * In the chromium-dist group, the page gets what the package ships instead: dist/carpet-solitaire.css and
 * the drop-in build.
 */
import { DROP_IN_URL, onDropIn } from '../support/drop-in.js';
import { aTimeout, expect } from '@open-wc/testing';
import { setViewport } from '../support/commands.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

const WIDTHS = [320, 375, 480, 600, 800, 1000, 1200] as const;
/** Both must hold: at most 3% of the element's height and at most 12 px. */
const MAX_JUMP_FRACTION = 0.03;
const MAX_JUMP_PX = 12;

type Heights = Map<string, number>;

const frames = (win: Window) => new Promise((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(resolve)));

function describeElement(el: Element, index: number): string {
  return `#${index} ${el.getAttribute('variant') ?? 'carpet'}${el.hasAttribute('seed') ? ' (long seed)' : ''}`;
}

async function measure(iframe: HTMLIFrameElement, width: number): Promise<Heights> {
  iframe.width = String(width);
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
function tooLarge(before: Heights, after: Heights, width: number): string[] {
  const found: string[] = [];
  for (const [name, placeholder] of before) {
    const defined = after.get(name)!;
    const jump = Math.abs(defined - placeholder);
    if (jump > MAX_JUMP_PX || jump > defined * MAX_JUMP_FRACTION) {
      found.push(`${name} at ${width}px: placeholder ${placeholder.toFixed(1)}px, element ${defined.toFixed(1)}px (jump ${jump.toFixed(1)}px)`);
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
    iframe.width = String(WIDTHS[0]);
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

    const placeholders = new Map<number, Heights>();
    for (const width of WIDTHS) placeholders.set(width, await measure(iframe, width));

    // Now the script: the element upgrades and renders in place.
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = onDropIn ? DROP_IN_URL : '/src/carpet-solitaire.ts';
    doc.head.append(script);
    const defined = await Promise.race([win.customElements.whenDefined('carpet-solitaire').then(() => true), aTimeout(15000).then(() => false)]);
    expect(defined, '<carpet-solitaire> was defined in the frame').to.equal(true);
    const elements = [...doc.querySelectorAll<CarpetSolitaire>('carpet-solitaire')];
    await Promise.all(elements.map((el) => el.updateComplete));
    expect(doc.querySelectorAll('carpet-solitaire:not(:defined)').length).to.equal(0);

    const problems: string[] = [];
    const table: string[] = [];
    for (const width of WIDTHS) {
      const before = placeholders.get(width)!;
      const after = await measure(iframe, width);
      for (const [name, height] of after) table.push(`${width}px ${name}: ${before.get(name)!.toFixed(1)} -> ${height.toFixed(1)}`);
      problems.push(...tooLarge(before, after, width));

      // The check can fail: every game's placeholder against another game's element is far off.
      const swapped = new Map([...before].map(([, height], index, all) => [all[(index + 2) % all.length][0], height]));
      expect(tooLarge(swapped, after, width), `${width}px: a wrong game's placeholder is caught`).to.have.length(6);
    }
    console.log(`placeholder -> defined heights (px)\n${table.join('\n')}`);
    expect(problems).to.deep.equal([]);
  });
});
