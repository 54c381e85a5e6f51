import '../support/clean-storage.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { seedEndingIn } from '../element/helpers.js';

const LANGUAGES = ['fr', 'de', 'es'] as const;
const VARIANTS = ['carpet', 'carthage', 'cadogan-carpet'] as const;

/**
 * Words a language shares with English on the table, each one checked: a proper name, or the same word
 * in both languages. Anything else English on a French, German or Spanish table did not come from its
 * catalogue.
 */
const SHARED: Record<(typeof LANGUAGES)[number], readonly string[]> = {
  // French "six", "pile" (a pile of cards), "place" (room for a card) and its plural, "table" (the card table), "page" (the web page).
  fr: [
    'Carthage',
    'Tableau',
    'tableau',
    'Talon',
    'talon',
    'Ctrl',
    'Escape',
    'Tab',
    'Enter',
    'Six',
    'six',
    'pile',
    'place',
    'places',
    'table',
    'page',
  ],
  // German "Reserve".
  de: ['Tableau', 'tableau', 'Talon', 'talon', 'Escape', 'Tab', 'Enter', 'Reserve'],
  // Spanish "no", "panel".
  es: ['Ctrl', 'Escape', 'Tab', 'Enter', 'No', 'no', 'panel'],
};

/** The words (two letters or more) of every text, accessible name and title in the element's shadow root. */
function wordsOn(el: CarpetSolitaire): Set<string> {
  const root = el.shadowRoot!;
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'placeholder', 'aria-description', 'alt', 'aria-roledescription'])
      texts.push(element.getAttribute(name) ?? '');
  return new Set(texts.join(' ').match(/\p{L}{2,}/gu) ?? []);
}

/** The table with every panel open once (More menu, Stats, Keys), each panel's words gathered while it shows. */
async function everyWord(el: CarpetSolitaire): Promise<Set<string>> {
  const root = el.shadowRoot!;
  const words = wordsOn(el);
  for (const item of ['.stats-toggle', '.help-toggle']) {
    root.querySelector<HTMLButtonElement>('.more-toggle')!.click();
    await el.updateComplete;
    for (const word of wordsOn(el)) words.add(word);
    root.querySelector<HTMLButtonElement>(`.menu ${item}`)!.click();
    await el.updateComplete;
  }
  for (const word of wordsOn(el)) words.add(word);
  return words;
}

async function table(variant: string, lang: string, seed = '42'): Promise<CarpetSolitaire> {
  const el = await fixture<CarpetSolitaire>(
    html`<carpet-solitaire lang=${lang} variant=${variant} seed=${seed} persist="false"></carpet-solitaire>`,
  );
  await el.updateComplete;
  return el;
}

const englishIn = (words: Set<string>, english: Set<string>, shared: readonly string[]): string[] =>
  [...words].filter((word) => english.has(word) && !shared.includes(word)).sort();

describe('the reader’s language on the table', () => {
  it('an English page fetches no catalogue; a French page fetches the French one only', async () => {
    const fetched = () =>
      performance
        .getEntriesByType('resource')
        // src/i18n/fr.ts and fr-errors.ts from the source, dist/chunks/i18n-fr-[hash].js from the drop-in build.
        .map((entry) => /\/i18n[/-]([a-z]+)[.-]/.exec(entry.name)?.[1])
        .filter((language) => LANGUAGES.some((known) => known === language))
        .filter((language, index, all) => all.indexOf(language) === index);
    const english = await table('carpet', '');
    expect(english.shadowRoot!.querySelector('.frame')!.getAttribute('lang')).to.equal('en');
    expect(fetched()).to.deep.equal([]);
    const french = await fixture<HTMLElement>(
      html`<div lang="fr-CA"><carpet-solitaire variant="carpet" seed="42" persist="false"></carpet-solitaire></div>`,
    );
    const el = french.querySelector('carpet-solitaire')!;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.frame')!.getAttribute('lang')).to.equal('fr');
    expect(fetched()).to.deep.equal(['fr']);
  });

  for (const variant of VARIANTS) {
    it(`${variant}: no English word on the table in French, German or Spanish, panels and menu open`, async () => {
      const english = await everyWord(await table(variant, 'en'));
      const found: Record<string, string[]> = {};
      for (const lang of LANGUAGES)
        found[lang] = englishIn(await everyWord(await table(variant, lang)), english, SHARED[lang]);
      expect(found, 'English words on the table').to.deep.equal({ fr: [], de: [], es: [] });
    });
  }

  it('carpet: no English word in the outcome panel of a lost game, in each language', async () => {
    const { seed, moves } = seedEndingIn('lost');
    const ended = async (lang: string) => {
      const el = await table('carpet', lang, seed);
      for (const move of moves) el.play(move);
      await el.updateComplete;
      expect(el.snapshot.status).to.equal('lost');
      return wordsOn(el);
    };
    const english = await ended('en');
    const found: Record<string, string[]> = {};
    for (const lang of LANGUAGES) found[lang] = englishIn(await ended(lang), english, SHARED[lang]);
    expect(found).to.deep.equal({ fr: [], de: [], es: [] });
  });

  it('carpet: the analysis line and Finish speak the language (analysis="full")', async () => {
    const line = async (lang: string) => {
      const el = await fixture<CarpetSolitaire>(
        html`<carpet-solitaire lang=${lang} seed="3" analysis="full" persist="false"></carpet-solitaire>`,
      );
      await el.updateComplete;
      await waitUntil(() => el.shadowRoot!.querySelector('[part="analysis"] button'), 'a win proven, Finish offered', {
        timeout: 20000,
      });
      return wordsOn(el);
    };
    const english = await line('en');
    const found: Record<string, string[]> = {};
    for (const lang of LANGUAGES) found[lang] = englishIn(await line(lang), english, SHARED[lang]);
    expect(found).to.deep.equal({ fr: [], de: [], es: [] });
  });

  it('a change of lang, on the element or the page, draws the table again in the new language, the game going on', async () => {
    const page = await fixture<HTMLElement>(
      html`<div lang="de"><carpet-solitaire variant="carthage" seed="7" persist="false"></carpet-solitaire></div>`,
    );
    const el = page.querySelector('carpet-solitaire')!;
    await el.updateComplete;
    const frame = () => el.shadowRoot!.querySelector('.frame')!.getAttribute('lang');
    expect(frame()).to.equal('de');
    const [move] = el.legalMoves();
    expect(el.play(move)).to.equal(true);
    const before = JSON.stringify(el.snapshot);
    const german = [...wordsOn(el)];

    el.setAttribute('lang', 'es');
    await el.updateComplete;
    expect(frame()).to.equal('es');
    expect(JSON.stringify(el.snapshot), 'the same game, the same moves').to.equal(before);
    expect([...wordsOn(el)]).to.not.deep.equal(german);

    el.removeAttribute('lang');
    page.setAttribute('lang', 'fr');
    await waitUntil(() => frame() === 'fr', 'the page’s new language');
    await el.updateComplete;
    expect(JSON.stringify(el.snapshot)).to.equal(before);
    expect(el.undo(), 'undo still takes back the move made in German').to.equal(true);
  });

  it('the corners print the ranks as the reader’s decks do (French V D R, German B D K)', async () => {
    const LETTERS: Record<string, Record<string, string>> = {
      en: { J: 'J', Q: 'Q', K: 'K', T: '10', A: 'A' },
      fr: { J: 'V', Q: 'D', K: 'R', T: '10', A: 'A' },
      de: { J: 'B', Q: 'D', K: 'K', T: '10', A: 'A' },
      es: { J: 'J', Q: 'Q', K: 'K', T: '10', A: 'A' },
    };
    for (const [lang, letters] of Object.entries(LETTERS)) {
      const el = await table('cadogan-carpet', lang);
      const cards = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card[data-card]')];
      const courts = cards.filter((card) => 'JQK'.includes(card.dataset.card![0]));
      expect(courts.length, 'court cards on The Carpet’s table').to.be.above(3);
      for (const card of cards) {
        const rank = card.dataset.card![0];
        expect(card.querySelector('.index.top')!.getAttribute('data-rank'), `${lang} ${card.dataset.card}`).to.equal(
          letters[rank] ?? rank,
        );
      }
    }
  });

  it('a language with no catalogue: English, with one warning', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      // A bad variant first: its report, made before the language is settled, must not use up the warning.
      const el = await table('klondike', 'pt-BR');
      await table('carthage', 'pt-BR');
      expect(el.shadowRoot!.querySelector('.frame')!.getAttribute('lang')).to.equal('en');
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((text) => text.includes('lang="pt-BR"'))).to.have.length(1);
  });
});

describe('axe in every language', () => {
  for (const lang of LANGUAGES) {
    for (const variant of VARIANTS) {
      it(`${lang}, ${variant}: playing, with the stats and keys panels open`, async () => {
        const el = await table(variant, lang, 'axe');
        await everyWord(el);
        expect(el.shadowRoot!.querySelector('[part="stats"]')).to.not.equal(null);
        expect(el.shadowRoot!.querySelector('[part="help"]')).to.not.equal(null);
        await expect(el).to.be.accessible();
      });
    }
  }
});
