/**
 * English: the widget's own language, always in the entry, and the fallback for any other. Every
 * other catalogue (fr.ts, de.ts, es.ts) has exactly these keys (test/i18n/catalogues.test.ts).
 */
import { type CardCode, type Rank, RANKS, type Suit, rankOf, suitOf } from '../core/cards.js';
import { capitalise, decapitalise, joinWords, listInWords } from './text.js';
import type { HeldCards } from './move-words.js';
import { type Catalogue, type PileName, type NounForm, counter, numberWriter } from './catalogue.js';
import { englishErrors } from './en-errors.js';
import { englishGuide } from './en-guide.js';

/** Numbers as the language writes them, for the counts in words and the figures on their own. */
const uiNumber = numberWriter('en');
const count = counter('en', uiNumber);

// ---- table: cards, piles, notes, games ---------------------------------------------------------

const RANK_WORDS = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
];
const SUIT_WORDS: Record<Suit, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const bareCard = (card: CardCode): string =>
  `${RANK_WORDS[RANKS.indexOf(rankOf(card))]} of ${SUIT_WORDS[suitOf(card)]}`;

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

const INDEX_LETTERS: Partial<Record<Rank, string>> = { T: '10' };

const table: Catalogue['table'] = {
  rankIndex: (card) => INDEX_LETTERS[rankOf(card)] ?? rankOf(card),
  card: (card, form?: NounForm) =>
    `${form?.article === 'none' ? '' : form?.article === 'indefinite' ? 'a ' : 'the '}${bareCard(card)}`.replace(
      /^a a/,
      'an a',
    ),
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
    note.kind === 'deals-left'
      ? count(note.count, { one: '{n} deal left', other: '{n} deals left' })
      : count(note.count, { one: '{n} re-deal left', other: '{n} re-deals left' }),
  game: (variant) => GAMES[variant] ?? variant,
};

// ---- ui: controls, panels, lines ---------------------------------------------------------------

const uiMoves = (n: number): string => count(n, { one: '{n} move', other: '{n} moves' });

const ui: Catalogue['ui'] = {
  controls: 'Game controls',
  newGame: 'New game',
  undo: 'Undo',
  redo: 'Redo',
  hint: 'Hint',
  more: 'More',
  restart: 'Restart',
  stats: 'Stats',
  keys: 'Keys',
  howToPlay: 'How to play',
  deal: 'deal',
  moves: 'Moves',
  number: uiNumber,
  homeLabel: (home, total) => `${uiNumber(home)} of ${uiNumber(total)} cards on the foundations`,
  clock: 'Time',
  settings: 'Settings',
  statsLabel: (game) => `${game} statistics`,
  played: 'Played',
  won: 'Won',
  streak: 'Streak',
  bestStreak: 'Best streak',
  dailyStreak: 'Daily streak',
  bestTime: 'Best time',
  wonShare: (won, percent) => `${uiNumber(won)} (${uiNumber(percent)}%)`,
  withBest: (streak, best) => `${uiNumber(streak)} (best ${uiNumber(best)})`,
  resetStats: 'Reset',
  keysLabel: 'Keyboard keys',
  keyLines: [
    { keys: 'Tab', does: 'Into the table (one stop), then on to the buttons' },
    { keys: 'Arrow keys', does: 'Move between cards and piles' },
    {
      keys: 'Enter or Space',
      does: 'Pick up a card, or put it down on the pile you are on; a card with one place to go goes there at once',
    },
    { keys: 'Escape', does: 'Put back the card picked up; close this panel' },
    { keys: 'D', does: 'Deal from the stock' },
    { keys: 'U or Ctrl+Z', does: 'Undo' },
    { keys: 'R or Ctrl+Y', does: 'Redo' },
    { keys: 'H', does: 'Hint: go to the card to move next' },
    { keys: 'G', does: 'Show or hide the rules of this game' },
    { keys: 'S', does: 'Describe the table: each foundation, the stock and the moves made' },
    { keys: '?', does: 'Show or hide these keys' },
  ],
  touchLabel: 'How to play by touch',
  touchLines: [
    {
      keys: 'Tap a card',
      does: 'Sends it where it goes best; a card with more than one place to go is picked up instead, and its places light up',
    },
    {
      keys: 'Tap a lit place',
      does: 'Puts the card picked up there; a tap on that card sends it where it goes best, a tap anywhere else puts it back',
    },
    { keys: 'Rest a finger on a card, then drag', does: 'Drags it to any place it may go' },
    { keys: 'Tap a covered card', does: 'Spreads its column, to pick up a run from inside it' },
    { keys: 'Tap the stock', does: 'Deals' },
    { keys: 'Swipe, or two fingers', does: 'Scroll or zoom the page, on the cards too' },
  ],
  finding: 'Finding a winnable deal…',
  looking: 'Looking for a winning line…',
  winnable: 'Winnable.',
  tooDeep: 'Too deep to tell yet; play on.',
  patience: 'The rest is patience.',
  lostBy: (move) => `No longer winnable: ${move} lost it. Undo goes back.`,
  lostFromHere: 'No longer winnable from here.',
  finish: (n) => `Finish (${uiMoves(n)})`,
  youWon: 'You won!',
  noMovesLeft: 'No moves left',
  wonIn: (n) => `All cards home in ${uiMoves(n)}.`,
  lostReason: (stuck) =>
    stuck
      ? 'The stock is empty and no card can move.'
      : 'The stock is empty and no sequence of moves can win from here.',
  playAgain: 'Play again',
  restartDeal: 'Restart deal',
  share: 'Share',
  copied: 'Copied',
  copyByHand: 'Copy the result:',
  copiedSaid: 'Copied the result to the clipboard.',
  shareEnd: ({ won, moves, undos, stuck, time }) =>
    (won
      ? `won in ${uiMoves(moves)}, ${undos === 0 ? 'no undos' : count(undos, { one: '{n} undo', other: '{n} undos' })}`
      : `${stuck ? 'no moves left' : 'no way to win left'} after ${uiMoves(moves)}`) + (time ? `, ${time}` : ''),
  board: (game) => `${game} table`,
  empty: 'empty',
  cards: (n) => count(n, { one: '{n} card', other: '{n} cards' }),
  cardOf: (position, size) => `card ${uiNumber(position)} of ${uiNumber(size)}`,
  pickedUp: 'picked up',
  placeForIt: 'a place for it',
  available: 'available',
  blocked: 'blocked',
  followed: (n) => `Continued from another tab: ${uiMoves(n)}.`,
  elsewhere: (n) => `This game went on in another tab (${uiMoves(n)}).`,
  loadElsewhere: 'Load it',
  keepMine: 'Keep this one',
  keptMine: 'This game is saved in place of the other tab’s.',
  loading: (game) => `Loading ${game}…`,
};

// ---- moves: what a screen reader hears ---------------------------------------------------------

const mvPlural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const mvThe = (card: CardCode): string => table.card(card);
const mvAt = (name: PileName): string => table.pilePhrase(name);

/** The moved card or run, starting a sentence: "Seven of clubs", "Five of hearts and the 3 cards on it, down to the two of hearts,". */
function mvCardsStart(cards: readonly CardCode[]): string {
  const [first] = cards;
  if (cards.length === 1) return table.cardLabel(first);
  if (cards.length === 2) return `${table.cardLabel(first)} and ${mvThe(cards[1])} on it`;
  return `${table.cardLabel(first)} and the ${cards.length - 1} cards on it, down to ${mvThe(cards[cards.length - 1])},`;
}

/** The same in the middle of a sentence. */
const mvCardsPhrase = (cards: readonly CardCode[]): string =>
  cards.length === 1 ? mvThe(cards[0]) : `the ${decapitalise(mvCardsStart(cards))}`;

/** Cards held by the keyboard: "the seven of clubs", "the five of hearts and 2 cards on it". */
function mvHeld({ card, count }: { card: CardCode | undefined; count: number }): string {
  if (!card) return 'the card';
  return count > 1 ? `${mvThe(card)} and ${count - 1} ${count === 2 ? 'card' : 'cards'} on it` : mvThe(card);
}

/** What a number of piles of one kind are called: "each reserve", "each tableau pile". */
const MV_KIND_NOUNS: Partial<Record<PileName['kind'], string>> = { tableau: 'tableau pile', cell: 'carpet cell' };

/** "Picked up the five of hearts. It can go to Tableau 3 or Tableau 6." */
const mvPickedUp = (held: HeldCards, places: readonly PileName[]): string =>
  `Picked up ${mvHeld(held)}. It can go to ${listInWords(places.map((place) => table.pile(place)))}.`;

const moves: Catalogue['moves'] = {
  moved: (cards, to) => `${mvCardsStart(cards)} to ${mvAt(to)}.`,
  movedNothing: (to) => `Moved to ${mvAt(to)}.`,
  dealtNothing: 'Dealt nothing.',
  dealt: (cards, to) =>
    cards.length === 1
      ? `Dealt ${mvThe(cards[0])} to ${mvAt(to)}.`
      : `Dealt ${mvPlural(cards.length, 'card')} to ${mvAt(to)}: ${joinWords(cards.map(mvThe))}.`,
  dealtEach: (total, each, kind) => `Dealt ${mvPlural(total, 'card')}, ${each} to each ${MV_KIND_NOUNS[kind] ?? kind}.`,
  dealtSpread: (total, parts) =>
    `Dealt ${mvPlural(total, 'card')}: ${joinWords(parts.map((part) => `${part.count} to ${mvAt(part.to)}`))}.`,
  nowShowing: (tops) =>
    `${joinWords(tops.map(({ pile, card }, index) => (index === 0 ? `${capitalise(mvAt(pile))} now shows ${mvThe(card)}` : `${mvAt(pile)} ${mvThe(card)}`)))}.`,
  redealt: (from, n) => `Re-dealt ${mvAt(from)}: ${mvPlural(n, 'card')} shuffled into the stock.`,
  noteSentence: (note) => `${capitalise(table.note(note))}.`,
  gapFilled: (card, cell, from) =>
    `${cell ? table.pile(cell) : 'Gap'} filled with ${mvThe(card)}${from ? ` from ${mvAt(from)}` : ''}.`,
  sent: (cards, from, to) => `${mvCardsStart(cards)} from ${mvAt(from)} to ${mvAt(to)}.`,
  nowShows: (pile, card) => `${capitalise(mvAt(pile))} now shows ${mvThe(card)}.`,
  nowEmpty: (pile) => `${capitalise(mvAt(pile))} is now empty.`,
  stockEmpty: 'The stock is now empty.',
  stockLeft: (n) => `${mvPlural(n, 'card')} left in the stock.`,
  nowAvailable: (cards) => `Now available: ${joinWords(cards.map(({ card, at }) => `${mvThe(card)} at ${mvAt(at)}`))}.`,

  noHint: 'No move to suggest.',
  hintDeal: (to) => `Hint: deal from the stock${to ? ` to ${mvAt(to)}` : ''}.`,
  hintRedeal: (from) => `Hint: re-deal ${mvAt(from)}.`,
  hint: (move) => `Hint: ${move}.`,
  movePhrase: (cards, from, to) =>
    `${cards.length ? `${mvCardsPhrase(cards)} from ` : 'from '}${mvAt(from)} to ${mvAt(to)}`,
  dealPhrase: 'the deal from the stock',

  won: (n) => `You won in ${mvPlural(n, 'move')}.`,
  lost: 'No moves left. Undo or start a new game.',

  undone: (cards, to) => (cards ? `Undone: ${decapitalise(mvCardsStart(cards))} back to ${mvAt(to)}.` : 'Undone.'),
  backTo: (cards, to) => `${mvCardsStart(cards)} back to ${mvAt(to)}.`,
  undoneDeal: (n, card) => `Undone: the deal, ${card ? mvThe(card) : mvPlural(n, 'card')} back to the stock.`,
  undoneRedeal: (n, to) => `Undone: the re-deal, ${mvPlural(n, 'card')} back to ${mvAt(to)}.`,
  redone: (move) => `Redone: ${decapitalise(move)}`,
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',

  pickedUp: (held, places) => `${mvPickedUp(held, places)} Go there and press Enter; Escape puts it back.`,
  pickedUpByTap: (held, places) =>
    `${mvPickedUp(held, places)} Tap where it should go; a tap on it again sends it where it goes best, a tap elsewhere puts it back.`,
  cannotGo: (held, to) => `${capitalise(mvHeld(held))} cannot go to ${table.pile(to)}.`,
  cannotMove: (held) => `${capitalise(mvHeld(held))} cannot move now.`,
  putBack: (held) => `Put back ${mvHeld(held)}.`,
  pileEmpty: (pile) => `${capitalise(table.pilePhrase(pile))} is empty.`,
  cannotDeal: 'The stock cannot be dealt now.',
};

export const EN: Catalogue = {
  lang: 'en',
  table,
  ui,
  moves,
  errors: englishErrors(table, count),
  guide: englishGuide(table, count),
};
