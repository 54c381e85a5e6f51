/**
 * German: fetched on demand, only by a page in German (see lang.ts). The words follow
 * docs/glossary-de.md.
 */
import { type CardCode, RANKS, type Suit, rankOf, suitOf } from '../core/cards.js';
import { capitalise } from '../element/text.js';
import { type Catalogue, type PileName, type NounForm, counter } from './catalogue.js';

const count = counter('de');

// ---- table: cards, piles, notes, games (TODO: still English) ---------------------------------------------------------

const RANK_WORDS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];
const SUIT_WORDS: Record<Suit, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const bareCard = (card: CardCode): string => `${RANK_WORDS[RANKS.indexOf(rankOf(card))]} of ${SUIT_WORDS[suitOf(card)]}`;

function pileName(name: PileName): string {
  switch (name.kind) {
    case 'foundation':
      if (name.suit) return `${capitalise(SUIT_WORDS[name.suit])} ${name.end ? `${name.end} ` : ''}foundation`;
      return `Foundation ${name.number ?? ''}`.trim();
    case 'cell':
      return `Carpet row ${name.row}, column ${name.col}${name.orientation ? `, ${name.orientation}` : ''}`;
    case 'tableau':
      return `Tableau ${name.number}`;
    case 'reserve':
      return `Reserve ${name.number}`;
    default:
      return capitalise(name.kind);
  }
}

const GAMES: Record<string, string> = { carpet: 'Carpet', carthage: 'Carthage', 'cadogan-carpet': 'The Carpet' };

const table: Catalogue['table'] = {
  card: (card, form?: NounForm) => `${form?.article === 'none' ? '' : form?.article === 'indefinite' ? 'a ' : 'the '}${bareCard(card)}`.replace(/^a a/, 'an a'),
  cardLabel: (card) => capitalise(bareCard(card)),
  suit: (suit) => SUIT_WORDS[suit],
  pile: pileName,
  pilePhrase(name, form?: NounForm) {
    const label = pileName(name);
    const lower = label[0].toLowerCase() + label.slice(1);
    // A numbered pile is named as itself ("tableau 4", "carpet row 2, column 3"), any other with its article.
    if (/\d/.test(label) || form?.article === 'none') return lower;
    return `${form?.article === 'indefinite' ? 'a' : 'the'} ${lower}`;
  },
  note: (note) =>
    note.kind === 'deals-left' ? count(note.count, { one: '{n} deal left', other: '{n} deals left' }) : count(note.count, { one: '{n} re-deal left', other: '{n} re-deals left' }),
  game: (variant) => GAMES[variant] ?? variant,
};

// ---- ui: controls, panels, lines ---------------------------------------------------------------

const ui: Catalogue['ui'] = {};

// ---- moves: what a screen reader hears ---------------------------------------------------------

const moves: Catalogue['moves'] = {};

// ---- errors: carpet-error messages and the rules' refusals -----------------------------------

const errors: Catalogue['errors'] = {};

export const DE: Catalogue = { lang: 'de', table, ui, moves, errors };
