import '../support/clean-storage.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { sendKeys, setViewport } from '../support/commands.js';
import { preferColorScheme } from '../support/media.js';
import { hasTouch, touch } from '../support/touch.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { VARIANTS } from '../../src/games/all.js';

const root = (el: CarpetSolitaire): ShadowRoot => el.shadowRoot!;
const part = <T extends HTMLElement = HTMLElement>(el: CarpetSolitaire, selector: string): T =>
  root(el).querySelector<T>(selector)!;
const active = (el: CarpetSolitaire): Element | null => root(el).activeElement;
const menuButton = (el: CarpetSolitaire) => part<HTMLButtonElement>(el, '.toolbar .more-toggle');
const menu = (el: CarpetSolitaire) => part(el, '.toolbar [role="menu"]');
const isOpen = (el: CarpetSolitaire): boolean =>
  menuButton(el).getAttribute('aria-expanded') === 'true' &&
  !menu(el).hidden &&
  menu(el).getBoundingClientRect().height > 0;
const press = (key: string) => sendKeys({ press: key });
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** The element on a page, with a paragraph above it to press on outside the widget. */
async function widget(
  variant: string,
  width: number,
  seed = 'toolbar-1',
  timer = false,
): Promise<{ el: CarpetSolitaire; outside: HTMLElement }> {
  await setViewport({ width, height: 800 });
  const page = await fixture<HTMLElement>(
    html`<div>
      <p class="outside">Outside the widget</p>
      <carpet-solitaire variant=${variant} seed=${seed} persist="false" ?timer=${timer}></carpet-solitaire>
    </div>`,
  );
  const el = page.querySelector('carpet-solitaire')!;
  await el.updateComplete;
  await frames();
  return { el, outside: page.querySelector<HTMLElement>('.outside')! };
}

/** The toolbar's targets that can be pressed now: its buttons, and the menu's items when it is open. */
const targets = (el: CarpetSolitaire): HTMLElement[] =>
  [...root(el).querySelectorAll<HTMLElement>('.toolbar button')].filter(
    (button) => button.getBoundingClientRect().width > 0,
  );

describe('the toolbar', () => {
  after(async () => {
    await setViewport({ width: 800, height: 600 });
    await resetMouse();
  });

  for (const variant of VARIANTS) {
    for (const width of [320, 360, 1000]) {
      it(`${variant} at ${width}px: one row, nothing spilling out, the move count, the cards home and the clock shown`, async () => {
        const { el } = await widget(variant, width, 'toolbar-1', true);
        // The widest they get: a deal played long, an hour on the clock.
        const realNow = Date.now;
        el.play(el.legalMoves()[0]);
        Date.now = () => realNow() + 3_725_000;
        try {
          for (let i = 0; i < 120 && el.legalMoves().length; i++) el.play(el.legalMoves()[0]);
          await el.updateComplete;
        } finally {
          Date.now = realNow;
        }
        await frames();
        expect(part(el, '.clock-value').textContent).to.match(/^1:02:0\d$/);
        const toolbar = part(el, '.toolbar');
        const box = toolbar.getBoundingClientRect();
        const buttons = targets(el);
        expect(buttons.map((button) => button.className.split(' ')[0])).to.include.members([
          'new-game',
          'undo',
          'redo',
          'hint',
          'more-toggle',
        ]);
        const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
        expect([...tops], 'the buttons\u2019 tops').to.have.length(1);
        expect(box.height, 'the toolbar is one row').to.be.at.most(48);
        expect(toolbar.scrollWidth, 'nothing overflows the row').to.be.at.most(toolbar.clientWidth + 1);
        for (const info of [part(el, '.moves'), part(el, '.home'), part(el, '.clock'), ...buttons]) {
          const r = info.getBoundingClientRect();
          expect(r.right, `${info.className} inside the row`).to.be.at.most(box.right + 0.5);
          expect(r.top, `${info.className} on the row`).to.be.at.least(box.top - 0.5);
          expect(r.bottom, `${info.className} on the row`).to.be.at.most(box.bottom + 0.5);
        }
        expect(part(el, '.moves-value').getBoundingClientRect().width, 'the move count is shown').to.be.greaterThan(0);
        expect(part(el, '.home-value').getBoundingClientRect().width, 'the cards home are shown').to.be.greaterThan(0);
        expect(part(el, '.clock-value').getBoundingClientRect().width, 'the clock is shown').to.be.greaterThan(0);
        expect(part(el, '.seed-value').textContent).to.equal('toolbar-1');
        if (width === 1000) {
          expect(
            part(el, '.seed').getBoundingClientRect().width,
            'the deal is shown on a wide table',
          ).to.be.greaterThan(60);
          for (const label of root(el).querySelectorAll<HTMLElement>('.toolbar .icon-button .label')) {
            expect(
              label.getBoundingClientRect().width,
              `the label "${label.textContent}" shows beside its icon`,
            ).to.be.greaterThan(10);
          }
        }
      });
    }
  }

  it('gives every icon button an accessible name (its label, out of sight on a phone) and hides the icons', async () => {
    const { el } = await widget('carpet', 360);
    const names: string[] = [];
    for (const button of root(el).querySelectorAll<HTMLButtonElement>('.toolbar .icon-button')) {
      const label = button.querySelector<HTMLElement>('.label')!;
      const style = getComputedStyle(label);
      expect(style.display, 'a label stays in the accessibility tree').to.not.equal('none');
      expect(style.visibility).to.equal('visible');
      expect(button.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
      expect(button.hasAttribute('style'), 'no style attribute').to.equal(false);
      names.push(button.textContent.trim());
    }
    expect(names).to.deep.equal(['New game', 'Undo', 'Redo', 'Hint', 'More']);
    expect(root(el).querySelectorAll('[style]').length, 'no style attribute anywhere').to.equal(0);
    const button = menuButton(el);
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(root(el).getElementById(button.getAttribute('aria-controls')!)).to.equal(menu(el));
    expect(menu(el).getAttribute('role')).to.equal('menu');
  });

  for (const [width, least] of [
    [320, 24],
    [360, 24],
    [400, 44],
    [1000, 44],
  ] as const) {
    it(`at ${width}px every target, the menu's items too, is at least ${least} by ${least}px`, async () => {
      const { el } = await widget('cadogan-carpet', width);
      menuButton(el).click();
      await el.updateComplete;
      expect(isOpen(el)).to.equal(true);
      const all = targets(el);
      expect(all.length).to.equal(11);
      for (const target of all) {
        const { width: w, height: h } = target.getBoundingClientRect();
        expect(w, `${target.className} width`).to.be.at.least(least);
        expect(h, `${target.className} height`).to.be.at.least(least);
      }
    });
  }
});

describe('the More menu', () => {
  afterEach(() => resetMouse());
  after(() => setViewport({ width: 800, height: 600 }));

  it('by keyboard: Enter opens it on the first item, arrows, Home and End move, Escape closes it and the focus goes back', async () => {
    const { el } = await widget('carpet', 360);
    el.play(el.legalMoves()[0]);
    await el.updateComplete;
    const button = menuButton(el);
    button.focus();
    await press('Enter');
    await el.updateComplete;
    expect(isOpen(el), 'Enter opens it').to.equal(true);
    const item = (name: string) => part(el, `.menu .${name}`);
    expect(active(el)).to.equal(item('restart'));
    await press('ArrowDown');
    expect(active(el)).to.equal(item('stats-toggle'));
    await press('ArrowDown');
    expect(active(el)).to.equal(item('help-toggle'));
    await press('ArrowDown');
    expect(active(el)).to.equal(item('rules-toggle'));
    await press('ArrowDown');
    expect(active(el)).to.equal(item('describe'));
    await press('ArrowDown');
    expect(active(el)).to.equal(item('settings-toggle'));
    await press('ArrowDown');
    expect(active(el), 'ArrowDown wraps').to.equal(item('restart'));
    await press('ArrowUp');
    expect(active(el), 'ArrowUp wraps').to.equal(item('settings-toggle'));
    await press('Home');
    expect(active(el)).to.equal(item('restart'));
    await press('End');
    expect(active(el)).to.equal(item('settings-toggle'));
    await press('Escape');
    await el.updateComplete;
    expect(isOpen(el), 'Escape closes it').to.equal(false);
    expect(active(el), 'the focus is back on the menu button').to.equal(button);
    expect(el.snapshot.moves, 'nothing was chosen').to.equal(1);

    // ArrowUp opens it on the last item, ArrowDown on the first; Space opens it too.
    await press('ArrowUp');
    await el.updateComplete;
    expect(isOpen(el)).to.equal(true);
    expect(active(el)).to.equal(item('settings-toggle'));
    await press('Escape');
    await el.updateComplete;
    await press('ArrowDown');
    await el.updateComplete;
    expect(active(el)).to.equal(item('restart'));
    await press('Escape');
    await el.updateComplete;
    await press(' ');
    await el.updateComplete;
    expect(isOpen(el), 'Space opens it').to.equal(true);
    expect(active(el)).to.equal(item('restart'));

    // Enter on Stats opens the statistics panel, closes the menu and gives the focus back to the button.
    await press('ArrowDown');
    await press('Enter');
    await el.updateComplete;
    expect(isOpen(el)).to.equal(false);
    expect(root(el).querySelector('[part="stats"]'), 'the stats panel is open').to.not.equal(null);
    expect(item('stats-toggle').getAttribute('aria-expanded')).to.equal('true');
    expect(active(el)).to.equal(button);

    // Settings by keyboard: the item closes the menu and opens the panel; Escape closes it, the focus back on More.
    await press('ArrowUp');
    await el.updateComplete;
    expect(active(el)).to.equal(item('settings-toggle'));
    await press('Enter');
    await el.updateComplete;
    expect(isOpen(el)).to.equal(false);
    expect(root(el).querySelector('[part="settings"]'), 'the settings panel is open').to.not.equal(null);
    expect(active(el)).to.equal(root(el).querySelector('.settings'));
    await press('Escape');
    await el.updateComplete;
    expect(root(el).querySelector('[part="settings"]'), 'Escape closes it').to.equal(null);
    expect(active(el)).to.equal(button);

    // Keys by keyboard (up past Settings, Describe the table and Rules), then Escape in the menu closes the
    // menu only, not the keys panel.
    await press('ArrowUp');
    await el.updateComplete;
    for (let step = 0; step < 3; step++) await press('ArrowUp');
    expect(active(el)).to.equal(item('help-toggle'));
    await press('Enter');
    await el.updateComplete;
    expect(root(el).querySelector('[part="help"]'), 'the keys panel is open').to.not.equal(null);
    expect(item('help-toggle').getAttribute('aria-expanded')).to.equal('true');
    await press('Enter');
    await el.updateComplete;
    expect(isOpen(el)).to.equal(true);
    await press('Escape');
    await el.updateComplete;
    expect(isOpen(el)).to.equal(false);
    expect(root(el).querySelector('[part="help"]'), 'the keys panel stays open').to.not.equal(null);

    // Restart from the menu by keyboard: a game under way, so it asks first (Keep playing has the focus).
    await press('Enter');
    await el.updateComplete;
    await press('Enter');
    await el.updateComplete;
    expect(el.snapshot.moves, 'nothing restarted while asking').to.equal(1);
    expect(active(el)).to.equal(part(el, '.ask .keep-playing'));
    await press('Tab');
    await press('Enter');
    await el.updateComplete;
    expect(el.snapshot.moves, 'Restart restarted the deal').to.equal(0);
    expect(isOpen(el)).to.equal(false);
  });

  it('by keyboard: Tab out of it closes it and goes on past the menu', async () => {
    const { el } = await widget('carthage', 360);
    menuButton(el).focus();
    await press('Enter');
    await el.updateComplete;
    expect(isOpen(el)).to.equal(true);
    await press('Tab');
    await el.updateComplete;
    expect(isOpen(el), 'Tab closes it').to.equal(false);
    const now = active(el);
    expect(now?.closest('.menu'), 'the focus is not left in the closed menu').to.equal(null);
    expect(now, 'the focus went on, past the menu button').to.not.equal(menuButton(el));
  });

  it('by mouse: a click opens it, Stats opens the stats panel, a click outside closes it', async () => {
    const { el, outside } = await widget('cadogan-carpet', 360);
    await sendMouse({ type: 'click', position: centre(menuButton(el)) });
    await el.updateComplete;
    expect(isOpen(el), 'a click opens it').to.equal(true);
    await sendMouse({ type: 'click', position: centre(part(el, '.menu .stats-toggle')) });
    await el.updateComplete;
    expect(isOpen(el), 'choosing closes it').to.equal(false);
    expect(root(el).querySelector('[part="stats"]'), 'the stats panel is open').to.not.equal(null);
    expect(part(el, '.stats-toggle').getAttribute('aria-expanded')).to.equal('true');

    // A click on the button again closes it.
    await sendMouse({ type: 'click', position: centre(menuButton(el)) });
    await el.updateComplete;
    expect(isOpen(el)).to.equal(true);
    await sendMouse({ type: 'click', position: centre(menuButton(el)) });
    await el.updateComplete;
    expect(isOpen(el), 'a second click on the button closes it').to.equal(false);

    // A click outside the widget, and one inside it but outside the menu, close it.
    await sendMouse({ type: 'click', position: centre(menuButton(el)) });
    await el.updateComplete;
    expect(isOpen(el)).to.equal(true);
    await sendMouse({ type: 'click', position: centre(outside) });
    await el.updateComplete;
    expect(isOpen(el), 'a click on the page closes it').to.equal(false);
    await sendMouse({ type: 'click', position: centre(menuButton(el)) });
    await el.updateComplete;
    expect(isOpen(el)).to.equal(true);
    await sendMouse({ type: 'click', position: centre(part(el, '.moves')) });
    await el.updateComplete;
    expect(isOpen(el), 'a click elsewhere in the widget closes it').to.equal(false);
    expect(root(el).querySelector('[part="stats"]'), 'and chooses nothing').to.not.equal(null);
  });

  it('by touch: a tap opens it, Keys opens the keys panel, a tap outside closes it', async function () {
    if (!hasTouch) this.skip();
    const { el, outside } = await widget('carpet', 360);
    const tap = async (target: Element) => {
      const position = centre(target);
      await touch({ type: 'start', position });
      await touch({ type: 'end', position });
      await el.updateComplete;
      await frames();
    };
    await tap(menuButton(el));
    await waitUntil(() => isOpen(el), 'a tap opens it');
    await tap(part(el, '.menu .help-toggle'));
    await waitUntil(() => root(el).querySelector('[part="help"]') !== null, 'the keys panel opens');
    expect(isOpen(el), 'choosing closes it').to.equal(false);
    expect(part(el, '.help-toggle').getAttribute('aria-expanded')).to.equal('true');
    await tap(menuButton(el));
    await waitUntil(() => isOpen(el), 'a tap opens it again');
    await tap(outside);
    await waitUntil(() => !isOpen(el), 'a tap outside closes it');
    expect(root(el).querySelector('[part="help"]'), 'the keys panel stays').to.not.equal(null);
  });

  it('listens on the document only while open, and not after a detach', async () => {
    const { el } = await widget('carpet', 360);
    const listening = new Set<EventListenerOrEventListenerObject>();
    const add = document.addEventListener;
    const remove = document.removeEventListener;
    document.addEventListener = function (
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type === 'pointerdown') listening.add(listener);
      add.call(document, type, listener, options);
    } as typeof document.addEventListener;
    document.removeEventListener = function (
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | EventListenerOptions,
    ) {
      if (type === 'pointerdown') listening.delete(listener);
      remove.call(document, type, listener, options);
    } as typeof document.removeEventListener;
    try {
      menuButton(el).click();
      await el.updateComplete;
      expect(listening.size, 'open: one listener').to.equal(1);
      menuButton(el).click();
      await el.updateComplete;
      expect(listening.size, 'closed: none').to.equal(0);
      menuButton(el).click();
      await el.updateComplete;
      expect(listening.size).to.equal(1);
      el.remove();
      expect(listening.size, 'detached while open: none').to.equal(0);
      document.body.append(el);
      await el.updateComplete;
      expect(isOpen(el), 'attached again: closed').to.equal(false);
      el.remove();
    } finally {
      // The document's own methods again (from its prototype).
      Reflect.deleteProperty(document, 'addEventListener');
      Reflect.deleteProperty(document, 'removeEventListener');
    }
  });
});

for (const scheme of ['light', 'dark'] as const) {
  describe(`the toolbar and its open menu under axe, ${scheme} scheme`, () => {
    before(async function () {
      if (!(await preferColorScheme(scheme))) this.skip();
    });
    after(async () => {
      await preferColorScheme('light');
      await setViewport({ width: 800, height: 600 });
    });

    for (const width of [360, 1000]) {
      it(`at ${width}px, the menu open`, async () => {
        const { el } = await widget('carthage', width);
        el.play(el.legalMoves()[0]);
        await el.updateComplete;
        menuButton(el).focus();
        await press('Enter');
        await el.updateComplete;
        expect(isOpen(el)).to.equal(true);
        await expect(el).to.be.accessible();
      });
    }
  });
}
