import '../support/clean-storage.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '../support/commands.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { VARIANTS } from '../../src/games/all.js';
import { EN } from '../../src/i18n/en.js';
import { LANGUAGES, loadCatalogue } from '../../src/i18n/lang.js';
import type { UiWords } from '../../src/i18n/ui-words.js';
import { seedEndingIn } from './helpers.js';

/**
 * Every language at the narrowest table (320 px): the toolbar stays one row, no button's words spill
 * out of it, and the menu, the statistics and keys panels and the outcome panel stay inside the element.
 */
const WIDTH = 320;
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const root = (el: CarpetSolitaire): ShadowRoot => el.shadowRoot!;
const part = <T extends HTMLElement = HTMLElement>(el: CarpetSolitaire, selector: string): T =>
  root(el).querySelector<T>(selector)!;
const shown = (element: Element): boolean => element.getBoundingClientRect().width > 0;

async function widget(lang: string, variant: string, seed = 'fit-1'): Promise<CarpetSolitaire> {
  const el = await fixture<CarpetSolitaire>(
    html`<carpet-solitaire lang=${lang} variant=${variant} seed=${seed} persist="false" timer></carpet-solitaire>`,
  );
  await el.updateComplete;
  await frames();
  return el;
}

/** What spills: a part wider than its box, or reaching out of the element's sides. */
function spills(el: CarpetSolitaire, selector: string): string[] {
  const host = el.getBoundingClientRect();
  const problems: string[] = [];
  for (const element of root(el).querySelectorAll<HTMLElement>(selector)) {
    if (!shown(element)) continue;
    const box = element.getBoundingClientRect();
    const name = `${selector} "${element.textContent.trim().slice(0, 40)}"`;
    if (element.scrollWidth > element.clientWidth + 1)
      problems.push(`${name}: its content is ${element.scrollWidth}px wide in ${element.clientWidth}px`);
    if (box.left < host.left - 0.5 || box.right > host.right + 0.5)
      problems.push(`${name}: from ${box.left} to ${box.right}, outside ${host.left}–${host.right}`);
  }
  return problems;
}

/** Every button shown: its words inside its box, the box inside the element. */
const buttonSpills = (el: CarpetSolitaire): string[] => spills(el, 'button');

/** English's fixed words (not the ones a language shares, such as the key "Tab"), for what is left in English. */
async function englishLeft(el: CarpetSolitaire, lang: string): Promise<string[]> {
  if (lang === 'en') return [];
  const words = await loadCatalogue(lang as (typeof LANGUAGES)[number]);
  const fixed = (ui: UiWords): string[] =>
    Object.values(ui as unknown as Record<string, unknown>).filter(
      (value): value is string => typeof value === 'string',
    );
  const own = new Set(fixed(words.ui));
  const english = new Set(
    [...fixed(EN.ui), ...EN.ui.keyLines.flatMap((line) => [line.keys, line.does])].filter((value) => !own.has(value)),
  );
  for (const line of words.ui.keyLines) english.delete(line.keys);
  const left: string[] = [];
  for (const element of root(el).querySelectorAll('*')) {
    const texts = [
      element.getAttribute('aria-label') ?? '',
      element.children.length === 0 ? element.textContent.trim() : '',
    ];
    for (const text of texts)
      if (english.has(text.trim())) left.push(`${element.localName}.${element.className}: "${text}"`);
  }
  return left;
}

describe('every language fits a 320px table', () => {
  before(() => setViewport({ width: WIDTH, height: 900 }));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const lang of LANGUAGES) {
    for (const variant of VARIANTS) {
      it(`${lang}, ${variant}: one toolbar row; the menu, the stats and the keys inside the element`, async () => {
        const el = await widget(lang, variant);
        expect(part(el, '.frame').getAttribute('lang')).to.equal(lang);
        const toolbar = part(el, '.toolbar');
        const box = toolbar.getBoundingClientRect();
        const buttons = [...toolbar.querySelectorAll<HTMLElement>(':scope > button, :scope > .more > button')].filter(
          shown,
        );
        const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
        expect([...tops], 'the buttons\u2019 tops').to.have.length(1);
        expect(box.height, 'the toolbar is one row').to.be.at.most(48);
        expect(toolbar.scrollWidth, 'nothing overflows the row').to.be.at.most(toolbar.clientWidth + 1);
        expect(buttonSpills(el)).to.deep.equal([]);
        for (const info of ['.moves-value', '.home-value', '.clock-value']) {
          const r = part(el, info).getBoundingClientRect();
          expect(r.width, `${info} shown`).to.be.greaterThan(0);
          expect(r.right, `${info} inside the row`).to.be.at.most(box.right + 0.5);
        }

        part<HTMLButtonElement>(el, '.more-toggle').click();
        await el.updateComplete;
        expect(spills(el, '.menu')).to.deep.equal([]);
        expect(buttonSpills(el)).to.deep.equal([]);
        part<HTMLButtonElement>(el, '.menu .stats-toggle').click();
        await el.updateComplete;
        part<HTMLButtonElement>(el, '.more-toggle').click();
        await el.updateComplete;
        part<HTMLButtonElement>(el, '.menu .help-toggle').click();
        await el.updateComplete;
        await frames();
        expect(shown(part(el, '.stats')) && shown(part(el, '.help')), 'both panels open').to.equal(true);
        expect([
          ...spills(el, '.stats'),
          ...spills(el, '.stats dd'),
          ...spills(el, '.help'),
          ...spills(el, '.help dd'),
          ...buttonSpills(el),
        ]).to.deep.equal([]);
        expect(el.scrollWidth, 'the element does not scroll sideways').to.be.at.most(el.clientWidth + 1);
        expect(await englishLeft(el, lang), 'English words left').to.deep.equal([]);
      });
    }

    it(`${lang}: one toolbar row at every width, the labels beside the icons where they show`, async () => {
      for (const width of [340, 360, 400, 620, 760, 1000]) {
        await setViewport({ width, height: 900 });
        const el = await widget(lang, 'cadogan-carpet');
        const toolbar = part(el, '.toolbar');
        const buttons = [...toolbar.querySelectorAll<HTMLElement>(':scope > button, :scope > .more > button')].filter(
          shown,
        );
        const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
        expect([...tops], `${width}px: the buttons\u2019 tops`).to.have.length(1);
        expect(toolbar.getBoundingClientRect().height, `${width}px: the toolbar is one row`).to.be.at.most(48);
        expect(toolbar.scrollWidth, `${width}px: nothing overflows the row`).to.be.at.most(toolbar.clientWidth + 1);
        expect(buttonSpills(el), `${width}px`).to.deep.equal([]);
        el.remove();
      }
      await setViewport({ width: WIDTH, height: 900 });
    });

    it(`${lang}: the analysis line and its Finish button inside the element`, async () => {
      const { seed } = seedEndingIn('won');
      const el = await fixture<CarpetSolitaire>(
        html`<carpet-solitaire lang=${lang} variant="carpet" seed=${seed} analysis="full" persist="false"></carpet-solitaire>`,
      );
      await el.updateComplete;
      await waitUntil(() => root(el).querySelector('.analysis .finish'), 'Finish is offered', { timeout: 15000 });
      await frames();
      const words = await loadCatalogue(lang);
      expect(part(el, '.analysis .finish').textContent).to.match(
        new RegExp(`^${words.ui.finish(1).split('(')[0].trim()} \\(`),
      );
      expect([...spills(el, '.analysis'), ...buttonSpills(el)]).to.deep.equal([]);
      expect(el.scrollWidth, 'the element does not scroll sideways').to.be.at.most(el.clientWidth + 1);
    });

    for (const end of ['won', 'lost'] as const) {
      it(`${lang}: the outcome panel of a ${end} game, and the text to copy by hand, inside the element`, async () => {
        const { seed, moves } = seedEndingIn(end);
        // Played in English, then the page's language changes: the finished game is drawn again in it.
        const el = await widget('en', 'carpet', seed);
        for (const move of moves) expect(el.play(move)).to.equal(true);
        el.setAttribute('lang', lang);
        await el.updateComplete;
        await frames();
        expect(el.snapshot.status).to.equal(end);
        expect(part(el, '.frame').getAttribute('lang')).to.equal(lang);
        // No share sheet and no clipboard: the text shows in a field, the widest the panel gets.
        const restore = ['share', 'clipboard'].map((name) => {
          Object.defineProperty(navigator, name, { configurable: true, writable: true, value: undefined });
          return () => delete (navigator as unknown as Record<string, unknown>)[name];
        });
        try {
          part<HTMLButtonElement>(el, '.outcome button.share').click();
          await new Promise((resolve) => setTimeout(resolve, 50));
          await el.updateComplete;
          await frames();
        } finally {
          for (const undo of restore) undo();
        }
        expect(part(el, '.share-manual'), 'the text to copy by hand').to.not.equal(null);
        expect([
          ...spills(el, '.outcome'),
          ...spills(el, '.outcome p'),
          ...spills(el, '.share-manual'),
          ...buttonSpills(el),
        ]).to.deep.equal([]);
        expect(el.scrollWidth, 'the element does not scroll sideways').to.be.at.most(el.clientWidth + 1);
        const words = await loadCatalogue(lang);
        expect(part(el, '.outcome-title').textContent).to.equal(end === 'won' ? words.ui.youWon : words.ui.noMovesLeft);
        expect(await englishLeft(el, lang), 'English words left').to.deep.equal([]);
      });
    }
  }
});
