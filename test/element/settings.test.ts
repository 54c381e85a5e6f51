import '../support/clean-storage.js';
/**
 * The reader's Settings panel (More, Settings), as a reader uses it: its checkboxes found by their names in
 * two languages, the four-colour deck on the cards (four colours, each with 4.5:1 on the face, light and
 * dark) kept across a reload and shared with the page's other widgets whatever the page's suit tokens say,
 * glides turned off and on over the page's attribute, larger indices where the card has room, persist="false",
 * a damaged stored value, and Escape, Close and the focus given back.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import { clickMove } from './helpers.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { SETTINGS_WORDS } from '../../src/i18n/settings-words.js';
import { CARD_FACES } from '../../src/styles/palette.js';
import { preferColorScheme } from '../support/media.js';
import { contrast } from '../support/colour-vision.js';

const root = (el: CarpetSolitaire) => el.shadowRoot!;
const panel = (el: CarpetSolitaire) => root(el).querySelector<HTMLElement>('[part="settings"]');
const active = (el: CarpetSolitaire) => root(el).activeElement;

async function widget(attributes: Record<string, string> = {}, width?: number): Promise<CarpetSolitaire> {
  const el = document.createElement('carpet-solitaire');
  for (const [name, value] of Object.entries({ seed: 'settings', ...attributes })) el.setAttribute(name, value);
  if (width) el.style.width = `${width}px`;
  const parent = await fixture<HTMLElement>(html`<div></div>`);
  parent.append(el);
  await el.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return el;
}

/** Opens the panel from the More menu, as a reader does. */
async function openSettings(el: CarpetSolitaire): Promise<HTMLElement> {
  root(el).querySelector<HTMLElement>('.more-toggle')!.click();
  await el.updateComplete;
  root(el).querySelector<HTMLElement>('.menu .settings-toggle')!.click();
  await el.updateComplete;
  return panel(el)!;
}

/** The panel's checkbox whose label says `name`: the way a screen reader finds it. */
function box(el: CarpetSolitaire, name: string): HTMLInputElement {
  const boxes = [...panel(el)!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const found = boxes.filter((input) => [...(input.labels ?? [])].some((label) => label.textContent.trim() === name));
  expect(found.length, `one checkbox named "${name}"`).to.equal(1);
  return found[0];
}

async function choose(el: CarpetSolitaire, name: string, checked: boolean): Promise<void> {
  const input = box(el, name);
  if (input.checked !== checked) input.click();
  await el.updateComplete;
}

const EN = SETTINGS_WORDS.en;
/** The reader's choices, for every widget of the site (host/reader-settings.ts). */
const PREFS_KEY = 'carpet-solitaire/v1/prefs';

/** The colour of the face-up cards of each suit (the suit of data-card). */
function suitColours(el: CarpetSolitaire): Record<string, Set<string>> {
  const colours: Record<string, Set<string>> = {};
  for (const card of root(el).querySelectorAll<HTMLElement>('[part~="card"]'))
    (colours[card.dataset.card![1]] ??= new Set()).add(getComputedStyle(card).color);
  return colours;
}

/** Four suits, one colour each, four different colours, each with 4.5:1 on both ends of the scheme's face. */
function expectFourColours(el: CarpetSolitaire, scheme: 'light' | 'dark'): void {
  const colours = suitColours(el);
  expect(Object.keys(colours).sort(), 'cards of every suit on the table').to.deep.equal(['C', 'D', 'H', 'S']);
  const each = Object.values(colours).map((set) => {
    expect(set.size, 'one colour a suit').to.equal(1);
    return [...set][0];
  });
  expect(new Set(each).size, `four colours: ${each.join(', ')}`).to.equal(4);
  for (const colour of each)
    for (const face of CARD_FACES[scheme]) expect(contrast(colour, face), `${colour} on ${face}`).to.be.at.least(4.5);
}

describe('the Settings panel', () => {
  afterEach(async () => {
    await preferColorScheme('light');
  });

  it("is More's last item; it lies over the table, its boxes named, Close and Escape close it and give the focus back", async () => {
    const el = await widget();
    const more = root(el).querySelector<HTMLElement>('.more-toggle')!;
    more.focus();
    const item = root(el).querySelector<HTMLElement>('.menu .settings-toggle')!;
    expect(item.getAttribute('role')).to.equal('menuitem');
    expect(item.textContent.trim()).to.equal('Settings');
    const settings = await openSettings(el);
    expect(settings.getAttribute('role')).to.equal('dialog');
    expect(root(el).getElementById(settings.getAttribute('aria-labelledby')!)!.textContent).to.equal(EN.title);
    expect(active(el), 'the panel has the focus').to.equal(settings);
    expect(item.getAttribute('aria-expanded')).to.equal('true');
    for (const name of [EN.fourColour, EN.glides, EN.clock, EN.largeIndices])
      expect(box(el, name).type).to.equal('checkbox');
    expect(box(el, EN.fourColour).checked, 'two colours by default').to.equal(false);
    expect(box(el, EN.glides).checked, 'cards glide by default').to.equal(
      !matchMedia('(prefers-reduced-motion: reduce)').matches,
    );
    expect(getComputedStyle(root(el).querySelector('.board')!).visibility, 'the table under it is hidden').to.equal(
      'hidden',
    );
    await expect(el).to.be.accessible();

    settings.querySelector<HTMLElement>('.settings-close')!.click();
    await el.updateComplete;
    expect(panel(el), 'Close').to.equal(null);
    expect(active(el), 'the focus back on More').to.equal(more);

    await openSettings(el);
    box(el, EN.fourColour).focus();
    box(el, EN.fourColour).dispatchEvent(new KeyboardEvent('keydown', { key: 'u', bubbles: true, composed: true }));
    box(el, EN.fourColour).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
    );
    await el.updateComplete;
    expect(panel(el), 'Escape').to.equal(null);
    expect(active(el)).to.equal(more);
  });

  it("speaks the widget's language: French and German boxes by their names", async () => {
    const fr = await widget({ lang: 'fr' });
    await openSettings(fr);
    expect(box(fr, 'Jeu à quatre couleurs').checked).to.equal(false);
    expect(root(fr).querySelector('.menu .settings-toggle')!.textContent.trim()).to.equal('Réglages');
    const de = await widget({ lang: 'de' });
    await openSettings(de);
    await choose(de, 'Vierfarbiges Blatt', true);
    expect(root(de).querySelector('.frame')!.classList.contains('four-colour')).to.equal(true);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`four colours: four suits in four colours, each with 4.5:1 on the ${scheme} face`, async function () {
      if (!(await preferColorScheme(scheme))) this.skip();
      const el = await widget({ variant: 'carpet' });
      const before = suitColours(el);
      expect(new Set(Object.values(before).flatMap((set) => [...set])).size, 'two colours before').to.equal(2);
      await openSettings(el);
      await choose(el, EN.fourColour, true);
      expectFourColours(el, scheme);
      // The cards still say their suit to a screen reader.
      const heart = root(el).querySelector<HTMLElement>('[part~="card"][data-card$="H"]')!;
      expect(heart.getAttribute('aria-label')).to.match(/hearts/);
    });
  }

  it("four colours: kept across a reload, reaching the page's other widgets, whatever the page's suit tokens", async () => {
    const present = await widget({ seed: 'other' });
    const el = await widget();
    await openSettings(el);
    await choose(el, EN.fourColour, true);
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!)).to.deep.equal({ fourColour: true });
    await present.updateComplete;
    expectFourColours(present, 'light');
    el.remove();
    const reloaded = await widget();
    expect(root(reloaded).querySelector('.frame')!.classList.contains('four-colour'), 'from the first render').to.equal(
      true,
    );
    expectFourColours(reloaded, 'light');
    // A page that themes its suits (a four-colour deck of its own in two colours) does not hide the reader's.
    const themed = await widget({ seed: 'themed' });
    for (const suit of ['hearts', 'diamonds', 'clubs', 'spades'])
      themed.style.setProperty(`--carpet-${suit}`, suit === 'hearts' || suit === 'diamonds' ? '#777' : '#000');
    themed.style.setProperty('--carpet-red', '#777');
    expectFourColours(themed, 'light');
  });

  it("four colours: the box shows the page's own four-colour deck until the reader chooses; unticked, red and black", async () => {
    const el = await widget();
    const pageDeck = { hearts: '#b0122a', diamonds: '#1f5fbf', clubs: '#17803a', spades: '#1b1b22' };
    for (const [suit, colour] of Object.entries(pageDeck)) el.style.setProperty(`--carpet-${suit}`, colour);
    await openSettings(el);
    expect(box(el, EN.fourColour).checked, "the page's deck has four colours").to.equal(true);
    expect(localStorage.getItem(PREFS_KEY), 'nothing chosen yet').to.equal(null);
    await choose(el, EN.fourColour, false);
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!)).to.deep.equal({ fourColour: false });
    const colours = suitColours(el);
    const one = (suit: string) => [...colours[suit]];
    expect(one('H'), 'hearts and diamonds alike').to.deep.equal(one('D'));
    expect(one('C'), 'clubs and spades alike').to.deep.equal(one('S'));
    expect(one('H'), 'red is not black').to.not.deep.equal(one('S'));
    // A page with the default two-colour deck: the box starts unticked.
    el.remove();
    localStorage.removeItem(PREFS_KEY);
    const plain = await widget({ seed: 'plain' });
    await openSettings(plain);
    expect(box(plain, EN.fourColour).checked).to.equal(false);
  });

  it('glides: off means no card glides; on wins over animation="off"', async () => {
    const el = await widget({ animation: 'off' });
    await openSettings(el);
    expect(box(el, EN.glides).checked, 'the attribute turns them off').to.equal(false);
    await choose(el, EN.glides, true);
    root(el).querySelector<HTMLElement>('.settings-close')!.click();
    await el.updateComplete;
    expect((await clickMove(el)).length, 'the reader asked for glides').to.be.greaterThan(0);
    await openSettings(el);
    await choose(el, EN.glides, false);
    root(el).querySelector<HTMLElement>('.settings-close')!.click();
    await el.updateComplete;
    const plain = await widget({ seed: 'glides-2' });
    expect((await clickMove(plain)).length, 'off, for every widget of the site').to.equal(0);
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!)).to.deep.equal({ glides: false });
  });

  it('larger indices: a bigger corner at 1000 px; The Carpet at 360 px keeps its corners inside its cards', async () => {
    const wide = await widget({ variant: 'carpet' }, 1000);
    const size = () => parseFloat(getComputedStyle(root(wide).querySelector('[part~="card"] .index.top')!).fontSize);
    const before = size();
    await openSettings(wide);
    await choose(wide, EN.largeIndices, true);
    expect(size(), 'a quarter bigger').to.be.closeTo(before * 1.25, 0.5);
    const phone = await widget({ variant: 'cadogan-carpet' }, 360);
    expect(root(phone).querySelector('.frame')!.classList.contains('large-indices')).to.equal(true);
    for (const card of root(phone).querySelectorAll<HTMLElement>('[part~="card"]')) {
      const box = card.getBoundingClientRect();
      for (const index of card.querySelectorAll<HTMLElement>('.index')) {
        if (getComputedStyle(index).display === 'none') continue;
        const inner = index.getBoundingClientRect();
        expect(parseFloat(getComputedStyle(index).fontSize), 'never under 11 px').to.be.at.least(11);
        expect(inner.left >= box.left - 0.5 && inner.right <= box.right + 0.5, `${card.dataset.card} fits`).to.equal(
          true,
        );
        expect(inner.top >= box.top - 0.5 && inner.bottom <= box.bottom + 0.5, `${card.dataset.card} fits`).to.equal(
          true,
        );
      }
    }
  });

  it('the clock: shown from Settings over the timer attribute', async () => {
    const el = await widget({ timer: '' });
    await openSettings(el);
    expect(box(el, EN.clock).checked).to.equal(true);
    await choose(el, EN.clock, false);
    expect(root(el).querySelector('.clock')).to.equal(null);
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!)).to.deep.equal({ clock: false });
  });

  it('persist="false" writes nothing; a damaged stored value breaks nothing', async () => {
    const el = await widget({ persist: 'false' });
    await openSettings(el);
    await choose(el, EN.fourColour, true);
    expect(root(el).querySelector('.frame')!.classList.contains('four-colour')).to.equal(true);
    expect(localStorage.getItem(PREFS_KEY), 'nothing written').to.equal(null);

    localStorage.setItem(PREFS_KEY, '{damaged');
    const errors: Event[] = [];
    addEventListener('carpet-error', (event) => errors.push(event));
    const damaged = await widget({ seed: 'damaged' });
    await openSettings(damaged);
    expect(box(damaged, EN.fourColour).checked).to.equal(false);
    await choose(damaged, EN.largeIndices, true);
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!), 'written afresh').to.deep.equal({ largeIndices: true });
    expect(errors).to.deep.equal([]);
  });
});
