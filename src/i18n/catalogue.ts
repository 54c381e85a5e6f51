/**
 * The shape of every catalogue: all the words the widget shows or speaks, in one language. A
 * catalogue is one file (src/i18n/en.ts, fr.ts, …) exporting one `Catalogue`, its error messages in a
 * second beside it (en-errors.ts, fr-errors.ts, …), and one line in lang.ts's LOADERS. Sentences are functions of parts (cards, piles, counts) so that each language
 * orders and inflects them its own way; test/i18n/catalogues.test.ts checks every catalogue has
 * exactly English's keys.
 *
 * The games name their piles and notes as data (PileName, PileNote), never in words, so the rules
 * stay language-free.
 */
import type { CardCode, Suit } from '../core/cards.js';
import type { PileName, PileNote } from '../core/game.js';
import type { ErrorWords } from './error-words.js';
import type { GuideWords } from './guide-words.js';
import type { MoveWords } from './move-words.js';
import type { UiWords } from './ui-words.js';

export type { PileName, PileNote };

/** A grammatical case, for the languages that decline (German: "auf den Herz-Buben"). */
export type GrammaticalCase = 'nominative' | 'accusative' | 'dative';

/** How a card or pile is named in a sentence: with the definite or indefinite article or none, in a case. */
export interface NounForm {
  article?: 'definite' | 'indefinite' | 'none';
  case?: GrammaticalCase;
}

/** Cards, piles, notes and games named in one language. */
export interface TableWords {
  /** A card in a sentence, lower case where the language allows: "the queen of hearts" (definite, the default). */
  card(card: CardCode, form?: NounForm): string;
  /** A card named alone, as an accessible name starts: "Queen of hearts". */
  cardLabel(card: CardCode): string;
  /** The rank printed in a card's corners, as decks of that language print it: "Q" in English, "D" (dame) in French. */
  rankIndex(card: CardCode): string;
  /** A suit's name alone: "hearts". */
  suit(suit: Suit): string;
  /** A pile named alone, as shown and as its accessible name starts: "Clubs foundation", "Carpet row 2, column 3, crosswise". */
  pile(name: PileName): string;
  /** A pile in a sentence: "the clubs foundation", "tableau 4" (definite, the default). */
  pilePhrase(name: PileName, form?: NounForm): string;
  /** A pile's note: "5 deals left", "1 re-deal left". */
  note(note: PileNote): string;
  /** A game's title, by its variant: "Carpet", "Carthage", "The Carpet". */
  game(variant: string): string;
}

export interface Catalogue {
  /** The BCP 47 tag of the language, for Intl and the `lang` of the widget's frame. */
  lang: string;
  table: TableWords;
  ui: UiWords;
  moves: MoveWords;
  errors: ErrorWords;
  /** The Rules panel's frame, the first-time line, New game's question and the spoken summary. */
  guide: GuideWords;
}

/** Plural forms by Intl.PluralRules category, `{n}` standing for the count; `other` is always there. */
export type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Writes a number in `locale`'s way. The first Intl.NumberFormat a page makes costs it 12 to 17 ms (40 ms at
 * 4x CPU throttling), on the way to the first card: a whole number from 0 to 999 is written as its digits,
 * as each catalogue's language writes it, and the formatter is made when a larger number or a fraction comes.
 */
export function numberWriter(locale: string): (n: number) => string {
  let numbers: Intl.NumberFormat | undefined;
  return (n) =>
    /^\d{1,3}$/.test(`${n}`) && !Object.is(n, -0) ? `${n}` : (numbers ??= new Intl.NumberFormat(locale)).format(n);
}

/**
 * A counter for one language: the form of `forms` for `count`, the count written in that language's way
 * (by `write`: a catalogue passes the writer its other numbers use, so the two share one formatter).
 */
export function counter(locale: string, write = numberWriter(locale)): (count: number, forms: Forms) => string {
  const rules = new Intl.PluralRules(locale);
  return (count, forms) => (forms[rules.select(count)] ?? forms.other).replace('{n}', write(count));
}

/** A language's counter (counter()). */
export type Counter = ReturnType<typeof counter>;

/** "a", "a and b", "a, b and c", in the language's own way (Intl.ListFormat). */
export function lister(locale: string): (items: readonly string[]) => string {
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  return (items) => list.format(items);
}
