/**
 * English: the widget's own language, always in the entry, and the fallback for any other. Every
 * other catalogue (fr.ts, de.ts, es.ts) has exactly these keys (test/i18n/catalogues.test.ts).
 */
import { type CardCode, type Rank, RANKS, type Suit, rankOf, suitOf } from '../core/cards.js';
import { capitalise, decapitalise, joinWords, listInWords, quotedList } from './text.js';
import type { Refusal } from '../core/types.js';
import type { SaveProblem } from '../core/problems.js';
import type { PileNamer } from './error-words.js';
import type { HeldCards } from './move-words.js';
import { type Catalogue, type PileName, type NounForm, counter, numberWriter } from './catalogue.js';

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
  statsLabel: (game) => `${game} statistics`,
  played: 'Played',
  won: 'Won',
  streak: 'Streak',
  bestStreak: 'Best streak',
  dailyStreak: 'Daily streak',
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
  shareEnd: ({ won, moves, undos, stuck }) =>
    won
      ? `won in ${uiMoves(moves)}, ${undos === 0 ? 'no undos' : count(undos, { one: '{n} undo', other: '{n} undos' })}`
      : `${stuck ? 'no moves left' : 'no way to win left'} after ${uiMoves(moves)}`,
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

// ---- errors: carpet-error messages and the rules' refusals -----------------------------------

/** `"a" or "b"`. */
const errChoice = (values: readonly string[]): string => listInWords(values.map((value) => `"${value}"`));
const errCards = (n: number): string => count(n, { one: '{n} card', other: '{n} cards' });
/** What a game option's attribute names, for "is not a fill mode". */
const ERR_OPTION_NOUNS: Record<string, string> = { fill: 'a fill mode' };

const ERR_SAVE_PROBLEMS: { [K in SaveProblem['key']]: (problem: Extract<SaveProblem, { key: K }>) => string } = {
  'not-json': () => 'it is not valid JSON (corrupted or truncated)',
  'not-a-save': () => 'it is not a saved game',
  'other-version': ({ found, version }) => `it was saved by another version (${found}, this is ${version})`,
  'other-game': ({ found, variant }) => `it is a game of ${found}, not ${variant}`,
  'other-options': () => 'it was dealt with other options',
  'no-seed': () => 'its seed is missing',
  'damaged-moves': () => 'its move list is damaged',
  'illegal-move': ({ from, to }) => `move ${from} to ${to} is not legal in that deal`,
};

/** A refusal in English; piles by their names on the game's table, an id that is no pile quoted as given. */
function errRefusal(reason: Refusal, piles: PileNamer): string {
  const pile = (id: string): string => {
    const name = piles(id);
    return name ? table.pilePhrase(name) : `"${id}"`;
  };
  const card = (code: CardCode): string => table.card(code);
  switch (reason.key) {
    case 'one-card-only':
      return `${table.game(reason.variant)} moves one card at a time.`;
    case 'bad-count':
      return 'A move takes one card, or a run of 2 or more cards.';
    case 'no-source':
      return `"${reason.pile}" is not a pile a card can move from in ${table.game(reason.variant)}.`;
    case 'no-destination':
      return `A card cannot move to ${pile(reason.pile)}.`;
    case 'empty':
      return `${capitalise(pile(reason.pile))} is empty.`;
    case 'same-pile':
      return 'A card cannot move onto the pile it is on.';
    case 'no-redeal':
      return `The stock is empty: ${table.game(reason.variant)} has no redeal.`;
    case 'wrong-suit':
      return `${capitalise(card(reason.card))} does not go on ${pile(reason.pile)}${reason.suit ? `: it builds in ${table.suit(reason.suit)}` : ''}.`;
    case 'needs':
      return `${capitalise(pile(reason.pile))} needs ${card(reason.card)}.`;
    case 'complete':
      return `${capitalise(pile(reason.pile))} is complete.`;
    case 'needs-ace':
      return `An empty foundation starts with an ace, not ${card(reason.card)}.`;
    case 'deal-first':
      return 'Deal the stock card to the waste first.';
    case 'run-to-foundation':
      return 'Runs never go to a foundation: one card at a time.';
    case 'foundation-to-foundation':
      return 'A foundation card comes back only onto a tableau pile or into an empty reserve.';
    case 'foundation-fixed':
      return `Cards on ${pile(reason.pile)} never move.`;
    case 'auto-fill':
      return 'Gaps fill by themselves in this game (fill="auto").';
    case 'not-a-gap':
      return `${capitalise(pile(reason.pile))} is not a gap.`;
    case 'carpet-to-carpet':
      return 'Carpet cards never move to other carpet cells.';
    case 'gap-filler':
      return 'A gap is filled from the waste, or from the stock when the waste is empty.';
    case 'deal-onto-reserves':
      return 'The stock is dealt onto the reserves, two cards to each.';
    case 'deal-no-count':
      return 'A deal always puts two cards on each reserve; it takes no count.';
    case 'run-to-reserve':
      return 'Runs never go to a reserve: one card at a time.';
    case 'reserve-taken':
      return 'Nothing may be placed on a reserve that holds a card.';
    case 'run-from-non-tableau':
      return 'Only a run on a tableau pile moves as a group: one card at a time from a reserve or a foundation.';
    case 'too-few-cards':
      return `${capitalise(pile(reason.pile))} holds only ${errCards(reason.count)}.`;
    case 'not-a-run':
      return `The top ${errCards(reason.count)} of ${pile(reason.pile)} are not a run down in one suit.`;
    case 'tableau-build':
      return `${capitalise(card(reason.card))} does not go on ${card(reason.onto)}: tableau piles build down in suit.`;
    case 'super-move-limit': {
      const space = `${count(reason.reserves, { one: '{n} empty reserve', other: '{n} empty reserves' })} and ${count(reason.piles, { one: '{n} empty tableau pile', other: '{n} empty tableau piles' })}`;
      return `With ${space}, at most ${errCards(reason.limit)} can move as one${reason.intoEmpty ? ' into an empty pile' : ''}; this run has ${reason.count}.`;
    }
    case 'deal-onto-talon':
      return 'The stock is dealt onto the talon, one card at a time.';
    case 'stock-empty-redeal':
      return `The stock is empty: re-deal the talon (${count(reason.left, { one: '{n} re-deal', other: '{n} re-deals' })} left).`;
    case 'stock-empty-no-redeal':
      return 'The stock is empty, and no re-deal is possible.';
    case 'redeal-stock-not-empty':
      return `The talon is re-dealt only when the stock is empty; it holds ${errCards(reason.count)}.`;
    case 'redeal-talon-empty':
      return 'The talon is empty: there is nothing to re-deal.';
    case 'no-redeal-left':
      return 'No re-deal is left: the game has two re-deals, three passes in all.';
    case 'to-stock':
      return 'Only a re-deal puts cards back into the stock: the whole talon, once the stock is empty.';
    case 'to-carpet':
      return 'Nothing goes back into the carpet.';
    case 'blocked':
      return `${capitalise(card(reason.card))} is blocked: neither narrow end has a clear lane to the edge of the carpet.`;
    case 'talon-empty-build':
      return 'The talon is empty: deal a card from the stock before building on it.';
    case 'talon-suit':
      return `${capitalise(card(reason.card))} does not go on ${card(reason.onto)}: the talon builds in suit.`;
    case 'talon-rank':
      return `${capitalise(card(reason.card))} does not go on ${card(reason.onto)}: the talon builds one rank up or down${reason.wrap ? ' (no wrap between king and ace)' : ''}.`;
  }
}

const errors: Catalogue['errors'] = {
  unknownVariant: (value, variants) => `variant=${value} is not a game; use ${quotedList(variants)}.`,
  playingDefault: (variant) => `Playing "${variant}".`,
  keeping: (variant) =>
    `${/^The /.test(table.game(variant)) ? table.game(variant) : `The ${table.game(variant)}`} game in progress goes on unchanged.`,
  loadFailed: (variant, reason) => `the code of ${table.game(variant)} could not be loaded (${reason}).`,
  reloadToRetry: 'Reload the page to try again.',
  loadFailedNotice: (variant) =>
    `${table.game(variant)} could not be loaded. Check the connection and reload the page.`,
  optionProblem: ({ attribute, value, allowed }) =>
    `${attribute}="${value}" is not ${ERR_OPTION_NOUNS[attribute] ?? `a value of ${attribute}`}; use ${errChoice(allowed)}.`,
  usingDefault: 'Using the default.',
  seedEmpty: 'seed="" is empty: dealing a fresh random seed (remove the attribute to say so).',
  seedLong: (length) =>
    `the seed is ${count(length, { other: '{n}' })} characters long: it deals in full, but is shown shortened.`,
  notOneOf: (attribute, value, allowed, fallback) =>
    `${attribute}=${value} is not one of ${quotedList(allowed)}; using "${fallback}".`,
  persistInvalid: (value) => `persist=${value} is not "true" or "false"; keeping progress.`,
  invalidSave: (problem) =>
    `the saved game could not be resumed: ${ERR_SAVE_PROBLEMS[problem.key](problem as never)}. Dealing afresh.`,
  storageUnavailable: (what, reason) =>
    `could not ${what} progress in localStorage (${reason}); the game goes on but will not be kept.`,
  winnableNoSolver: (variant, seed) => `winnable: ${table.game(variant)} has no solver; dealing seed ${seed} as it is.`,
  winnableNotFound: (seed) =>
    `winnable: no deal near seed ${seed} could be proven winnable in time; dealing it as it is.`,
  invalidMove: (got) => `play() takes a move like { from: "carpet-3", to: "foundation-1" }; got ${got}.`,
  illegalMove: (from, to, why) => `${from} to ${to} is not a legal move: ${why}`,
  gameOver: 'the game is over.',
  notOffered: 'it is not offered now.',
  notReady: (call) => `${call} came before the game's code loaded; await element.updateComplete first.`,
  refusal: errRefusal,
};

export const EN: Catalogue = { lang: 'en', table, ui, moves, errors };
