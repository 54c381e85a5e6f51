import { expect } from '@open-wc/testing';
import type { Catalogue, PileName } from '../../src/i18n/catalogue.js';
import { loadCatalogue } from '../../src/i18n/lang.js';
import { type RulesLanguage, loadRules, rulesIfLoaded } from '../../src/i18n/rules/load.js';
import type { RulesSection } from '../../src/i18n/rules/rules-words.js';

const LANGUAGES: readonly RulesLanguage[] = ['en', 'fr', 'de', 'es'];
const VARIANTS = ['carpet', 'carthage', 'cadogan-carpet'] as const;
type Variant = (typeof VARIANTS)[number];

const AUTO = { manualFill: false };
const MANUAL = { manualFill: true };

/** Every heading and line of a game's rules, one line each. */
const textOf = (sections: readonly RulesSection[]): string =>
  sections.flatMap((section) => [section.heading, ...section.lines]).join('\n');

/** The words of a text, lower case ("l’as" gives "l" and "as"). */
const wordsOf = (text: string): string[] => (text.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase());

/** Whether `text` has a word starting with `stem`, in any case: "fondation" in "les fondations", "Ass" in "Asse". */
const hasWordStarting = (text: string, stem: string): boolean =>
  new RegExp(`(^|[^\\p{L}])${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(text);

/** A pile's noun as the board writes it: the first word of its label ("Foundation 1" -> "Foundation", "Tapis, ligne 1, …" -> "Tapis"). */
const pileWord = (table: Catalogue['table'], name: PileName): string => table.pile(name).match(/\p{L}+/u)![0];

/** A rank's name as the board writes it in a card's name: "King of spades" -> "King", "Pik-König" -> "König". */
function rankWord(table: Catalogue['table'], card: 'AS' | 'KS'): string {
  const label = table.cardLabel(card).replace(new RegExp(table.suit('S'), 'i'), '');
  return label
    .replace(/^[\s-]+|[\s-]+$/g, '')
    .replace(/\s+(of|de)$/i, '')
    .trim();
}

/** The count and the word after it in a pile note ("2 re-deals left" -> "2 re-deals", "noch 2-mal neu mischen" -> "2-mal neu"). */
function countPhrase(table: Catalogue['table'], kind: 'deals-left' | 'redeals-left', count: number): string {
  const words = table.note({ kind, count }).split(' ');
  const at = words.findIndex((word) => word.startsWith(`${count}`));
  return words.slice(at, at + 2).join(' ');
}

/** Each game's piles, as the board names them. */
const PILES: Record<Variant, PileName[]> = {
  carpet: [{ kind: 'foundation', number: 1 }, { kind: 'cell', row: 1, col: 1 }, { kind: 'stock' }, { kind: 'waste' }],
  carthage: [
    { kind: 'foundation', number: 1 },
    { kind: 'tableau', number: 1 },
    { kind: 'reserve', number: 1 },
    { kind: 'stock' },
  ],
  'cadogan-carpet': [
    { kind: 'foundation', number: 1 },
    { kind: 'cell', row: 1, col: 1, orientation: 'upright' },
    { kind: 'stock' },
    { kind: 'talon' },
  ],
};

/** The free cell is no pile on the board, so its name comes from the glossaries (docs/glossary-*.md). */
const FREE_CELL: Record<RulesLanguage, RegExp> = {
  en: /\bfree cells?\b/i,
  fr: /\bcases? libres?\b/iu,
  de: /\bfreien? Zellen?\b/u,
  es: /\bceldas? libres?\b/iu,
};

/** Words the glossaries set aside for these piles: each would name another pile, or only English's. */
const SET_ASIDE: Record<RulesLanguage, readonly string[]> = {
  en: [],
  fr: ['talon', 'écart', 'base'],
  de: ['talon', 'ablagestapel', 'endablage'],
  es: ['talón', 'fundación', 'monte', 'dama'],
};

/** Common English words of rules, none of which a French, German or Spanish text needs. */
const ENGLISH = new Set(
  (
    'the card cards stock waste foundation foundations move moves moved empty when deal deals dealt redeal re ' +
    'pile piles tableau reserve reserves talon carpet gap gaps cell cells free ace aces king kings queen jack suit ' +
    'suits rank run runs up down onto from with and of to may can each any other top lost won win lose build ' +
    'builds game layout aim end stays back twice left right all nothing'
  ).split(' '),
);
/** Words the languages share with that list, each checked: French "suit" (follows), German "Reserve". */
const SHARED: Record<RulesLanguage, readonly string[]> = { en: [], fr: ['suit'], de: ['reserve'], es: [] };

describe('the rules, as text', () => {
  const catalogues = new Map<RulesLanguage, Catalogue>();
  before(async () => {
    for (const language of LANGUAGES) catalogues.set(language, await loadCatalogue(language));
  });

  for (const language of LANGUAGES) {
    it(`${language}: loadRules fetches its language once, and keeps it`, async () => {
      const first = await loadRules(language);
      expect(first.lang).to.equal(language);
      expect(await loadRules(language)).to.equal(first);
      expect(rulesIfLoaded(language)).to.equal(first);
    });

    it(`${language}: every game has five sections (aim, layout, moves, stock, end), as English has`, async () => {
      const rules = await loadRules(language);
      const english = await loadRules('en');
      for (const variant of VARIANTS) {
        for (const options of [AUTO, MANUAL]) {
          const sections = rules.sections(variant, options);
          expect(sections, variant).to.have.length(5);
          for (const section of sections) {
            expect(section.heading.trim(), variant).to.not.equal('');
            expect(section.lines.length, `${variant}: ${section.heading}`).to.be.greaterThan(0);
            for (const line of section.lines) expect(line.trim(), `${variant}: ${section.heading}`).to.not.equal('');
          }
          expect(new Set(sections.map((section) => section.heading)).size, variant).to.equal(5);
          expect(
            sections.map((section) => section.lines.length),
            `${variant}: as many lines in each section as English`,
          ).to.deep.equal(english.sections(variant, options).map((section) => section.lines.length));
          // Short enough for a phone.
          expect(wordsOf(textOf(sections)).length, variant).to.be.within(60, 230);
        }
      }
    });

    it(`${language}: the title names the game as the catalogue does`, async () => {
      const rules = await loadRules(language);
      const { table } = catalogues.get(language)!;
      for (const variant of VARIANTS) {
        const game = table.game(variant);
        expect(rules.title(game)).to.contain(game).and.not.equal(game);
      }
    });

    it(`${language}: each game names its piles with the board's words`, async () => {
      const rules = await loadRules(language);
      const { table } = catalogues.get(language)!;
      for (const variant of VARIANTS) {
        const text = textOf(rules.sections(variant, AUTO));
        for (const pile of PILES[variant])
          expect(hasWordStarting(text, pileWord(table, pile)), `${variant}: ${pileWord(table, pile)}`).to.equal(true);
        for (const word of SET_ASIDE[language]) expect(wordsOf(text), variant).to.not.include(word);
      }
    });

    it(`${language}: Carpet says its twenty carpet cards, its aces, and how gaps are filled`, async () => {
      const rules = await loadRules(language);
      const { table } = catalogues.get(language)!;
      const auto = rules.sections('carpet', AUTO);
      const text = textOf(auto);
      const carpet = pileWord(table, { kind: 'cell', row: 1, col: 1 });
      const layout = auto[1].lines.find((line) => hasWordStarting(line, carpet));
      expect(layout, 'a layout line names the carpet').to.not.equal(undefined);
      expect(layout)
        .to.match(/\b20\b/)
        .and.match(/\b4\b.*\b5\b/);
      expect(text)
        .to.match(/\b52\b/)
        .and.match(/\b28\b/);
      expect(
        hasWordStarting(auto[1].lines.join(' '), rankWord(table, 'AS')),
        'the aces start the foundations',
      ).to.equal(true);

      // fill="manual" changes the gap's line, and nothing else.
      const manual = rules.sections('carpet', MANUAL);
      const changed = auto.flatMap((section, s) =>
        section.lines.flatMap((line, l) => (line === manual[s].lines[l] ? [] : [[line, manual[s].lines[l]]])),
      );
      expect(changed, 'one line differs').to.have.length(1);
      for (const line of changed[0]) {
        expect(hasWordStarting(line, pileWord(table, { kind: 'waste' })), line).to.equal(true);
        expect(hasWordStarting(line, pileWord(table, { kind: 'stock' })), line).to.equal(true);
      }
    });

    it(`${language}: Carthage says its eight tableau piles, six reserves of six that become free cells, and five deals of twelve`, async () => {
      const rules = await loadRules(language);
      const { table } = catalogues.get(language)!;
      const sections = rules.sections('carthage', AUTO);
      const text = textOf(sections);
      const lines = sections.flatMap((section) => section.lines);
      const lineWith = (pile: PileName) => lines.filter((line) => hasWordStarting(line, pileWord(table, pile)));
      expect(
        lineWith({ kind: 'tableau', number: 1 }).some((line) => /\b8\b/.test(line)),
        'eight tableau piles',
      ).to.equal(true);
      expect(
        lineWith({ kind: 'reserve', number: 1 }).some((line) => /\b6\b.*\b6\b/.test(line)),
        'six reserves of six',
      ).to.equal(true);
      expect(text, 'free cells').to.match(FREE_CELL[language]);
      expect(text)
        .to.match(/\b104\b/)
        .and.match(/\b60\b/)
        .and.match(/\b12\b/);
      expect(text, 'five deals').to.contain(countPhrase(table, 'deals-left', 5));
      expect(hasWordStarting(text, rankWord(table, 'AS')), 'any ace starts a foundation').to.equal(true);
      // The same rules whatever the fill option, which is Carpet's alone.
      expect(rules.sections('carthage', MANUAL)).to.deep.equal(sections);
    });

    it(`${language}: The Carpet says its 8 × 8 carpet of 64, its kings, the available cards, the talon and two re-deals`, async () => {
      const rules = await loadRules(language);
      const { table, ui } = catalogues.get(language)!;
      const sections = rules.sections('cadogan-carpet', AUTO);
      const text = textOf(sections);
      expect(text)
        .to.contain('8 × 8')
        .and.match(/\b64\b/)
        .and.match(/\b32\b/)
        .and.match(/\b104\b/);
      expect(hasWordStarting(text, rankWord(table, 'KS')), 'kings').to.equal(true);
      expect(hasWordStarting(text, rankWord(table, 'AS')), 'aces').to.equal(true);
      expect(hasWordStarting(text, ui.available), `the board's word for an available card: ${ui.available}`).to.equal(
        true,
      );
      expect(hasWordStarting(text, pileWord(table, { kind: 'talon' })), 'talon').to.equal(true);
      expect(text, 'two re-deals').to.contain(countPhrase(table, 'redeals-left', 2));
      expect(text, 'three passes').to.match(/\b3\b/);
      expect(rules.sections('cadogan-carpet', MANUAL)).to.deep.equal(sections);
    });

    if (language !== 'en')
      it(`${language}: no English word in any game's rules`, async () => {
        const rules = await loadRules(language);
        const { table } = catalogues.get(language)!;
        for (const variant of VARIANTS)
          for (const options of [AUTO, MANUAL]) {
            // The game titles are the catalogue's own, whatever their words.
            const titles = new Set(VARIANTS.flatMap((v) => wordsOf(table.game(v))));
            const english = wordsOf(textOf(rules.sections(variant, options))).filter(
              (word) => ENGLISH.has(word) && !SHARED[language].includes(word) && !titles.has(word),
            );
            expect(english, variant).to.deep.equal([]);
            expect(wordsOf(rules.title(table.game(variant))).filter((word) => ENGLISH.has(word))).to.deep.equal([]);
          }
      });
  }
});
