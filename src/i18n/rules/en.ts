/**
 * English rules, written from docs/rules.md for a phone: five short sections per game. A chunk of its
 * own (see load.ts); the pile names are the ones the board shows (src/i18n/en.ts).
 */
import { addRules } from './load.js';
import type { RulesSection, RulesWords } from './rules-words.js';

const carpet = (manualFill: boolean): RulesSection[] => [
  { heading: 'Aim', lines: ['Build all 52 cards onto the 4 foundations, up in suit from ace to king.'] },
  {
    heading: 'Layout',
    lines: [
      'The 4 aces start the foundations.',
      'The carpet: 20 cards face up, 4 rows of 5.',
      'The stock: the other 28 cards, face down. The waste starts empty.',
    ],
  },
  {
    heading: 'Moves',
    lines: [
      'A carpet card that comes next on its foundation may go there, leaving a gap.',
      'So may the top card of the waste.',
      'Nothing else moves: carpet cards stay in their cells, and foundation cards never come back.',
    ],
  },
  {
    heading: 'Stock and waste',
    lines: [
      'Deal at any time: the top stock card turns face up onto the waste. The stock is dealt once, with no re-deal.',
      manualFill
        ? 'Gaps stay open until you move the top waste card into one (the top stock card when the waste is empty).'
        : 'A gap is filled at once from the waste, or from the stock when the waste is empty: deal first to choose what fills it.',
    ],
  },
  {
    heading: 'End',
    lines: ['Won when all 52 cards are on the foundations.', 'Lost when the stock is empty and no move is left.'],
  },
];

const carthage: RulesSection[] = [
  { heading: 'Aim', lines: ['Build all 104 cards (two packs) onto the 8 foundations, up in suit.'] },
  {
    heading: 'Layout',
    lines: [
      '8 foundations, empty: any ace starts one.',
      '8 tableau piles of one card.',
      '6 reserves of 6 cards.',
      'The stock: the other 60 cards.',
    ],
  },
  {
    heading: 'Moves',
    lines: [
      'On the tableau, build down in suit. Any card may fill an empty tableau pile.',
      'A top card of a tableau pile or reserve may go to a foundation, a tableau pile or an empty reserve.',
      'Reserves become free cells: nothing goes onto a reserve that holds a card; an empty one holds one card.',
      'Play-back: a foundation’s top card may come back to the tableau or an empty reserve.',
      'Super moves: a same-suit run going down moves as one to another tableau pile, if free space allows it card by card.',
    ],
  },
  {
    heading: 'Stock and deals',
    lines: ['Deal at any time: 12 cards, one on each reserve, left to right, twice. 5 deals, and no re-deal.'],
  },
  {
    heading: 'End',
    lines: [
      'Won when all 104 cards are on the foundations.',
      'Lost when the stock is empty and no move is left (or the solver proves no win).',
    ],
  },
];

const cadoganCarpet: RulesSection[] = [
  { heading: 'Aim', lines: ['Build all 104 cards (two packs) onto the 8 foundations.'] },
  {
    heading: 'Layout',
    lines: [
      '4 aces start foundations building up in suit, 4 kings foundations building down.',
      'The carpet: 64 cards, 8 × 8, upright and crosswise in turn.',
      'The stock: the other 32 cards. The talon starts empty.',
    ],
  },
  {
    heading: 'Moves',
    lines: [
      'A carpet card is available when a narrow end has a clear lane to the edge. The board marks these cards; the book’s plate marks them with crosses.',
      'An available card may go to a foundation, or onto the talon: same suit, one rank up or down.',
      'The top talon card may go to a foundation.',
      'Empty cells stay empty; foundation cards never come back.',
    ],
  },
  {
    heading: 'Stock and talon',
    lines: [
      'Deal at any time: the top stock card goes face up onto the talon.',
      'When the stock is empty, the talon is shuffled and dealt again: 2 re-deals, 3 passes in all.',
    ],
  },
  {
    heading: 'End',
    lines: [
      'Won when all 104 cards are on the foundations.',
      'Lost when no re-deal is left, the stock is empty and nothing moves.',
    ],
  },
];

export const RULES: RulesWords = addRules({
  lang: 'en',
  title: (game) => `How to play ${game}`,
  sections: (variant, { manualFill }) =>
    variant === 'carthage' ? carthage : variant === 'cadogan-carpet' ? cadoganCarpet : carpet(manualFill),
});
