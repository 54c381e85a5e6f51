/**
 * Every `--carpet-*` token really works: set on the element, and set once at :root (what a page does), it
 * changes the computed style of the part it is documented to change. The table below has one check per
 * token; a token documented with @cssprop in the element's class comment that has no check here fails the
 * test. The dark scheme (prefers-color-scheme) gives darker defaults, and a page's token still wins there.
 */
import '../support/drop-in.js';
import { expect, fixture, fixtureCleanup, html, nextFrame } from '@open-wc/testing';
import { readFile, sendKeys } from '@web/test-runner-commands';
import { preferColorScheme, preferReducedMotion } from '../support/media.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

const part = (el: CarpetSolitaire, selector: string): HTMLElement => {
  const found = el.shadowRoot!.querySelector<HTMLElement>(selector);
  expect(found, `${selector} is rendered`).to.not.equal(null);
  return found!;
};
const style = (el: CarpetSolitaire, selector: string): CSSStyleDeclaration => getComputedStyle(part(el, selector));
/** A face-up card of a suit (C, D, H, S): the element carries `suit-X` on every card. */
const suitCard = (suit: string) => `.card.suit-${suit}`;

/** Plays a deal from the stock by clicking it, and returns the duration of the glide of the dealt card (0: none). */
async function glideDuration(el: CarpetSolitaire): Promise<number> {
  // Earlier glides end first: Lit reuses card elements, and an old animation must not be read as the new one.
  for (const animation of el.shadowRoot!.getAnimations()) animation.finish();
  // The glide's duration is read as the widget asks for it, not from a running animation: on a loaded machine
  // the frame after the move (which updateComplete waits for) can come after a 250 ms glide has ended.
  const asked: number[] = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, keyframes, options) {
    if (this.classList.contains('card') && typeof options === 'object') asked.push(Number(options.duration));
    return animate.call(this, keyframes, options);
  };
  try {
    const moved = new Promise<string>((resolve) =>
      el.addEventListener('carpet-move', (e) => resolve(e.detail.move.to), { once: true }),
    );
    part(el, '.pile[data-pile="stock"]').click();
    await moved;
    await el.updateComplete;
  } finally {
    Element.prototype.animate = animate;
  }
  return asked.at(-1) ?? 0;
}

/** Focuses the New game button after a key press (keyboard modality), so :focus-visible applies. */
async function focusFromKeyboard(el: CarpetSolitaire): Promise<void> {
  // Firefox may answer sendKeys before the page has seen the key (seen under load in CI): focus only
  // once the key press has reached the page, so the browser knows the last input was a keyboard's.
  const pressed = new Promise((resolve) => window.addEventListener('keyup', resolve, { once: true, capture: true }));
  await sendKeys({ press: 'Shift' });
  await pressed;
  const button = part(el, '.toolbar .new-game');
  // focusVisible asks for the ring as a keyboard's focus shows it, where the browser takes the option
  // (Firefox): its own guess after a key press failed about one full run in four there.
  button.focus({ focusVisible: true } as FocusOptions);
  expect(button.matches(':focus-visible'), 'the New game button shows keyboard focus').to.equal(true);
}

/** The page in a colour scheme, where the browser can be (see test/support/media.ts). */
const scheme = preferColorScheme;

interface Check {
  /** The value the test sets. */
  value: string;
  /** What the part's computed style reads afterwards (before: the default). */
  expected: string | number;
  read: (el: CarpetSolitaire) => string | number | Promise<string | number>;
  /** Done before reading (a hint shown, a button focused). */
  prepare?: (el: CarpetSolitaire) => Promise<void> | void;
}

/** token -> the part it changes. */
const CHECKS: Record<string, Check> = {
  '--carpet-felt': {
    value: 'rgb(10, 20, 30)',
    expected: 'rgb(10, 20, 30)',
    read: (el) => style(el, '.frame').backgroundColor,
  },
  '--carpet-card-face': {
    value: 'rgb(11, 22, 33)',
    expected: 'rgb(11, 22, 33)',
    read: (el) => style(el, '.card').backgroundColor,
  },
  '--carpet-card-back': {
    value: 'rgb(12, 24, 36)',
    expected: 'rgb(12, 24, 36)',
    read: (el) => style(el, '.stock .back').backgroundColor,
  },
  '--carpet-card-back-pattern': {
    value: 'linear-gradient(rgb(1, 2, 3), rgb(4, 5, 6))',
    expected: 'linear-gradient(rgb(1, 2, 3), rgb(4, 5, 6))',
    read: (el) => style(el, '.stock .back').backgroundImage,
  },
  '--carpet-red': {
    value: 'rgb(200, 0, 1)',
    expected: 'rgb(200, 0, 1)|rgb(200, 0, 1)',
    read: (el) => `${style(el, suitCard('H')).color}|${style(el, suitCard('D')).color}`,
  },
  '--carpet-black': {
    value: 'rgb(0, 0, 2)',
    expected: 'rgb(0, 0, 2)|rgb(0, 0, 2)',
    read: (el) => `${style(el, suitCard('C')).color}|${style(el, suitCard('S')).color}`,
  },
  // A suit token changes its suit only (the pips' fill too), never its partner in the two-colour deck.
  '--carpet-hearts': {
    value: 'rgb(201, 1, 1)',
    expected: 'rgb(201, 1, 1)|rgb(201, 1, 1)|rgb(192, 24, 43)',
    read: (el) => suitColours(el, 'H', 'D'),
  },
  '--carpet-diamonds': {
    value: 'rgb(2, 90, 200)',
    expected: 'rgb(2, 90, 200)|rgb(2, 90, 200)|rgb(192, 24, 43)',
    read: (el) => suitColours(el, 'D', 'H'),
  },
  '--carpet-clubs': {
    value: 'rgb(3, 120, 40)',
    expected: 'rgb(3, 120, 40)|rgb(3, 120, 40)|rgb(27, 27, 34)',
    read: (el) => suitColours(el, 'C', 'S'),
  },
  '--carpet-spades': {
    value: 'rgb(4, 4, 90)',
    expected: 'rgb(4, 4, 90)|rgb(4, 4, 90)|rgb(27, 27, 34)',
    read: (el) => suitColours(el, 'S', 'C'),
  },
  '--carpet-radius': { value: '7px', expected: '7px', read: (el) => style(el, '.card').borderTopLeftRadius },
  '--carpet-card-font': {
    value: 'monospace',
    expected: 'monospace',
    read: (el) => style(el, '.card .index').fontFamily,
  },
  '--carpet-focus-ring': {
    value: 'rgb(3, 200, 3)',
    expected: 'rgb(3, 200, 3)',
    prepare: focusFromKeyboard,
    read: (el) => style(el, '.toolbar .new-game').outlineColor,
  },
  '--carpet-highlight': {
    value: 'rgb(4, 5, 200)',
    expected: 'rgb(4, 5, 200)',
    prepare: async (el) => {
      expect(el.hint(), 'a hint').to.not.equal(null);
      await el.updateComplete;
    },
    read: (el) => style(el, '.pile.hint-to').outlineColor,
  },
  '--carpet-spacing': { value: '21px', expected: '21px', read: (el) => style(el, '.frame').paddingTop },
  '--carpet-duration': { value: '0.5s', expected: 500, read: glideDuration },
  '--carpet-text': { value: 'rgb(5, 6, 7)', expected: 'rgb(5, 6, 7)', read: (el) => style(el, '.toolbar').color },
  '--carpet-font': { value: 'monospace', expected: 'monospace', read: (el) => style(el, '.toolbar').fontFamily },
  '--carpet-frame-radius': { value: '19px', expected: '19px', read: (el) => style(el, '.frame').borderTopLeftRadius },
  // The warning line shows only once the solver proves a deal lost: a probe with its classes reads the rule.
  '--carpet-warning': {
    value: 'rgb(250, 1, 2)',
    expected: 'rgb(250, 1, 2)',
    prepare: (el) => {
      if (el.shadowRoot!.querySelector('.probe')) return;
      const probe = document.createElement('div');
      probe.className = 'analysis unwinnable probe';
      part(el, '.frame').append(probe);
    },
    read: (el) => style(el, '.analysis.unwinnable.probe').color,
  },
  '--carpet-max-card-width': { value: '40px', expected: '40px', read: (el) => style(el, '.card').width },
};

/** The colour of a suit's card and of the suit in its corner (drawn by CSS: the index's ::after), then of its partner suit's card. */
function suitColours(el: CarpetSolitaire, suit: string, partner: string): string {
  const card = part(el, suitCard(suit));
  const corner = getComputedStyle(card.querySelector('.index')!, '::after').backgroundColor;
  return `${getComputedStyle(card).color}|${corner}|${style(el, suitCard(partner)).color}`;
}

/** The tokens the element's class comment documents (@cssprop lines), from its source; else from custom-elements.json. */
async function documentedTokens(): Promise<string[]> {
  let source: string | undefined;
  try {
    source = await readFile({ path: '../../src/carpet-solitaire.component.ts' });
  } catch {
    source = undefined;
  }
  if (source) return [...source.matchAll(/@cssprop\s+(--[\w-]+)/g)].map((match) => match[1]);
  const response = await fetch('/custom-elements.json');
  const manifest = (await response.json()) as {
    modules: { declarations?: { cssProperties?: { name: string }[] }[] }[];
  };
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .flatMap((d) => d.cssProperties ?? [])
    .map((p) => p.name);
}

/**
 * A Carpet deal with a card of every suit face up (the fixture's board is 1000px wide, so a
 * 40px max card width is a real change), and the stock still to deal.
 */
async function game(): Promise<CarpetSolitaire> {
  const wrapper = await fixture<HTMLElement>(
    html`<div class="wide"><carpet-solitaire seed="42" persist="false"></carpet-solitaire></div>`,
  );
  wrapper.style.width = '1000px';
  const el = wrapper.querySelector<CarpetSolitaire>('carpet-solitaire')!;
  await el.updateComplete;
  await nextFrame();
  for (const suit of ['C', 'D', 'H', 'S']) part(el, suitCard(suit));
  return el;
}

describe('--carpet-* tokens', () => {
  // The table's defaults are the light scheme's with full motion; the Firefox launched dark with reduced
  // motion runs only the dark-scheme tests below.
  beforeEach(async function () {
    if (this.currentTest?.parent?.title === 'dark colour scheme') return;
    if (!(await preferColorScheme('light')) || !(await preferReducedMotion(false))) this.skip();
  });

  afterEach(() => {
    for (const name of Object.keys(CHECKS)) document.documentElement.style.removeProperty(name);
    fixtureCleanup();
  });

  it('has a check for every token the element documents (and documents every token checked)', async () => {
    const documented = await documentedTokens();
    expect(documented.length, 'the @cssprop lines were found').to.be.greaterThan(5);
    expect(
      documented.filter((name) => !(name in CHECKS)),
      'documented tokens without a check',
    ).to.deep.equal([]);
    expect(
      Object.keys(CHECKS).filter((name) => !documented.includes(name)),
      'checked tokens left undocumented',
    ).to.deep.equal([]);
  });

  for (const [name, check] of Object.entries(CHECKS)) {
    for (const where of ['element', ':root'] as const) {
      it(`${name} set on the ${where} changes its part`, async () => {
        const before = await game();
        await check.prepare?.(before);
        const defaults = await check.read(before);
        expect(defaults, `${name}: the default is not already the test value`).to.not.equal(check.expected);
        fixtureCleanup();

        const el = await game();
        (where === 'element' ? el : document.documentElement).style.setProperty(name, check.value);
        await el.updateComplete;
        await check.prepare?.(el);
        expect(await check.read(el), `${name}: ${check.value} set on the ${where}`).to.equal(check.expected);
        el.style.removeProperty(name);
      });
    }
  }

  it('--carpet-duration accepts milliseconds, and 0 turns the glide off', async () => {
    const el = await game();
    el.style.setProperty('--carpet-duration', '250ms');
    expect(await glideDuration(el)).to.equal(250);
    el.style.setProperty('--carpet-duration', '0s');
    expect(await glideDuration(el)).to.equal(0);
    el.style.setProperty('--carpet-duration', 'soon');
    expect(await glideDuration(el), 'a value that is not a time falls back to the default').to.equal(180);
  });

  describe('dark colour scheme', () => {
    afterEach(async () => {
      await scheme('light');
    });

    /** The parts the scheme changes, read from a fresh element. */
    async function looks(): Promise<Record<string, string>> {
      const el = await game();
      const found = {
        felt: style(el, '.frame').backgroundImage,
        face: style(el, '.card').backgroundImage,
        text: style(el, '.toolbar').color,
        button: style(el, '.toolbar button').backgroundColor,
      };
      fixtureCleanup();
      return found;
    }

    it('gives the felt, the card face, the text and the toolbar darker defaults; a page token still wins', async function () {
      // Both schemes in one page: only where the scheme can be emulated (Chromium).
      if (!(await scheme('light'))) this.skip();
      const light = await looks();
      if (!(await scheme('dark'))) this.skip();
      const dark = await looks();
      for (const key of Object.keys(light))
        expect(dark[key], `${key} differs in the dark scheme`).to.not.equal(light[key]);

      document.documentElement.style.setProperty('--carpet-felt', 'rgb(10, 20, 30)');
      document.documentElement.style.setProperty('--carpet-card-face', 'rgb(250, 250, 250)');
      const el = await game();
      expect(style(el, '.frame').backgroundColor, 'the page felt wins in the dark scheme').to.equal('rgb(10, 20, 30)');
      expect(style(el, '.frame').backgroundImage).to.equal('none');
      expect(style(el, '.card').backgroundColor, 'the page card face wins in the dark scheme').to.equal(
        'rgb(250, 250, 250)',
      );
    });

    for (const colours of ['light', 'dark'] as const) {
      it(`keeps every suit at least 4.5:1 against the default card face (${colours})`, async function () {
        if (!(await scheme(colours))) this.skip();
        const el = await game();
        const stops = rgbs(style(el, '.card').backgroundImage);
        expect(stops.length, 'the default face is a gradient of colours').to.be.greaterThan(1);
        for (const suit of ['C', 'D', 'H', 'S']) {
          const [ink] = rgbs(style(el, suitCard(suit)).color);
          for (const stop of stops) {
            expect(
              contrast(ink, stop),
              `${colours}: suit ${suit} ${ink.join(',')} on ${stop.join(',')}`,
            ).to.be.at.least(4.5);
          }
        }
      });
    }
  });
});

/** Every rgb()/rgba() colour in a computed value, as [r, g, b]. */
function rgbs(value: string): number[][] {
  return [...value.matchAll(/rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
  ]);
}

/** WCAG 2 contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
