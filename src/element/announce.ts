/**
 * Words for a screen reader's polite live region: what a move did, a hint, the outcome, undo and redo.
 * Pure functions over piles (bottom card first): they work for every game by diffing the piles before
 * and after a move, so an automatic gap fill, a deal or a re-deal is told without knowing the rules.
 * No DOM here: the element puts the text in its live region.
 */
import { EN } from '../i18n/en.js';
import { type CardCode, cardName } from '../core/cards.js';
import type { GameDefinition } from '../core/game.js';
import type { Move, PileId, Piles } from '../core/types.js';
import { slotOf } from './table.js';
import { capitalise } from './text.js';

/** The rules' states around a move, when the caller has them: for pile notes ("4 deals left") and availability. */
export interface MoveStates<S> {
  before: S;
  after: S;
}

/** Cards that went from one pile to another, in the order they were laid (bottom first). */
export interface Transfer {
  from: PileId;
  to: PileId;
  cards: CardCode[];
}

// ------------------------------------------------------------------------------------------------
// Words

const decapitalise = (text: string): string => (text ? text[0].toLowerCase() + text.slice(1) : text);
const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Queen of hearts" as the start of a sentence. */
export const cardStart = (card: CardCode): string => cardName(card);
/** "the queen of hearts" in the middle of a sentence. */
export const theCard = (card: CardCode): string => `the ${cardName(card).toLowerCase()}`;

/** "a", "a and b", "a, b and c". */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A pile's label, or its id for a pile the table does not show. */
export const pileLabel = (game: GameDefinition<object, unknown>, pile: PileId): string => {
  const slot = slotOf(game, pile);
  return slot ? EN.table.pile(slot.name) : pile;
};

/**
 * A pile named in the middle of a sentence: a numbered pile as itself ("tableau 4", "carpet row 2,
 * column 3"), any other with "the" ("the clubs foundation", "the waste").
 */
export function pilePhrase(game: GameDefinition<object, unknown>, pile: PileId): string {
  const label = decapitalise(pileLabel(game, pile));
  return /\d/.test(label) ? label : `the ${label}`;
}

/** The same, starting a sentence: "Tableau 4", "The waste". */
const pileStart = (game: GameDefinition<object, unknown>, pile: PileId): string => capitalise(pilePhrase(game, pile));

/** What a number of piles of one kind are called: "each reserve", "each tableau pile". */
const KIND_NOUNS: Record<string, string> = { tableau: 'tableau pile', cell: 'carpet cell' };
const kindNoun = (kind: string): string => KIND_NOUNS[kind] ?? kind;

/**
 * The moved card or run, starting a sentence: "Seven of clubs", "Five of hearts and the four of hearts
 * on it", "Five of hearts and the 3 cards on it, down to the two of hearts," (the comma closes the
 * aside, so "to tableau 4" may follow).
 */
export function cardsStart(cards: readonly CardCode[]): string {
  const [first] = cards;
  if (cards.length === 1) return cardStart(first);
  if (cards.length === 2) return `${cardStart(first)} and ${theCard(cards[1])} on it`;
  return `${cardStart(first)} and the ${cards.length - 1} cards on it, down to ${theCard(cards[cards.length - 1])},`;
}

/** The same in the middle of a sentence. */
const cardsPhrase = (cards: readonly CardCode[]): string => (cards.length === 1 ? theCard(cards[0]) : `the ${decapitalise(cardsStart(cards))}`);

// ------------------------------------------------------------------------------------------------
// The diff

const top = (pile: readonly CardCode[] | undefined): CardCode | undefined => (pile && pile.length > 0 ? pile[pile.length - 1] : undefined);

/** What each pile lost and gained: the cards above the longest common bottom part. */
function pileChanges(before: Piles, after: Piles): Map<PileId, { removed: CardCode[]; added: CardCode[] }> {
  const changes = new Map<PileId, { removed: CardCode[]; added: CardCode[] }>();
  for (const pile of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[pile] ?? [];
    const now = after[pile] ?? [];
    let common = 0;
    while (common < was.length && common < now.length && was[common] === now[common]) common++;
    if (common < was.length || common < now.length) changes.set(pile, { removed: was.slice(common), added: now.slice(common) });
  }
  return changes;
}

/**
 * Every card that changed pile between `before` and `after`, matched by code, as transfers from one pile
 * to another in the order the destinations list them. A card gained by `move.to` is looked for first in
 * `move.from`, so the move itself is always its own transfer. Cards that came from nowhere are left out.
 */
export function transfers(before: Piles, after: Piles, move?: Move): Transfer[] {
  const changes = pileChanges(before, after);
  const pool = new Map<PileId, CardCode[]>([...changes].map(([pile, change]) => [pile, change.removed.slice()]));
  const result: Transfer[] = [];
  // The move's destination first, then the other piles in table order.
  const destinations = [...changes.keys()].sort((a, b) => Number(b === move?.to) - Number(a === move?.to));
  for (const to of destinations) {
    for (const card of changes.get(to)!.added) {
      const sources = [...pool.keys()].sort((a, b) => Number(b === move?.from) - Number(a === move?.from));
      const from = sources.find((pile) => pile !== to && pool.get(pile)!.includes(card));
      if (from === undefined) continue;
      const left = pool.get(from)!;
      left.splice(left.lastIndexOf(card), 1);
      const last = result[result.length - 1];
      if (last && last.from === from && last.to === to) last.cards.push(card);
      else result.push({ from, to, cards: [card] });
    }
  }
  return result;
}

// ------------------------------------------------------------------------------------------------
// Sentences

/** "Dealt the queen of hearts to the waste." / "Dealt 12 cards, 2 to each reserve. Reserve 1 now shows …". */
function dealSentences(game: GameDefinition<object, unknown>, dealt: Transfer[], after: Piles): string[] {
  const total = dealt.reduce((sum, transfer) => sum + transfer.cards.length, 0);
  const byPile = new Map<PileId, number>();
  for (const { to, cards } of dealt) byPile.set(to, (byPile.get(to) ?? 0) + cards.length);
  const piles = [...byPile.keys()];
  if (piles.length === 0) return ['Dealt nothing.'];
  if (piles.length === 1) {
    const cards = dealt.flatMap((transfer) => transfer.cards);
    const where = pilePhrase(game, piles[0]);
    if (cards.length === 1) return [`Dealt ${theCard(cards[0])} to ${where}.`];
    return [`Dealt ${plural(total, 'card')} to ${where}: ${joinWords(cards.map(theCard))}.`];
  }
  const order = game.table.slots.map((slot) => slot.id);
  piles.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const counts = piles.map((pile) => byPile.get(pile)!);
  const kinds = new Set(piles.map((pile) => slotOf(game, pile)?.kind));
  const kind = kinds.size === 1 ? [...kinds][0] : undefined;
  const everyOfKind = kind !== undefined && game.table.slots.filter((slot) => slot.kind === kind).length === piles.length;
  const first =
    everyOfKind && counts.every((count) => count === counts[0])
      ? `Dealt ${plural(total, 'card')}, ${counts[0]} to each ${kindNoun(kind)}.`
      : `Dealt ${plural(total, 'card')}: ${joinWords(piles.map((pile, index) => `${counts[index]} to ${pilePhrase(game, pile)}`))}.`;
  const tops = piles.map(
    (pile, index) => `${index === 0 ? pileStart(game, pile) : pilePhrase(game, pile)}${index === 0 ? ' now shows' : ''} ${theCard(top(after[pile])!)}`,
  );
  return [first, `${joinWords(tops)}.`];
}

/** A transfer the rules made by themselves: a gap filled, or a card sent somewhere. */
function consequenceSentence(game: GameDefinition<object, unknown>, transfer: Transfer, move: Move, before: Piles): string {
  const { from, to, cards } = transfer;
  const source = from === 'stock' || from === 'waste' || from === 'talon' ? ` from ${pilePhrase(game, from)}` : '';
  const slot = slotOf(game, to);
  const wasGap = slot?.kind === 'cell' && (to === move.from || (before[to] ?? []).length === 0);
  if (wasGap && cards.length === 1) {
    const where = to === move.from ? 'Gap' : capitalise(pileLabel(game, to));
    return `${where} filled with ${theCard(cards[0])}${source}.`;
  }
  return `${cardsStart(cards)} from ${pilePhrase(game, from)} to ${pilePhrase(game, to)}.`;
}

/** What a pile that only lost cards now shows: "Tableau 2 now shows the nine of clubs.", "The waste is now empty.". */
function revealSentence(game: GameDefinition<object, unknown>, pile: PileId, after: Piles): string | undefined {
  if (pile === 'stock') return undefined;
  const card = top(after[pile]);
  if (card) return `${pileStart(game, pile)} now shows ${theCard(card)}.`;
  // An emptied carpet cell is a gap the move itself made: nothing new to tell.
  return slotOf(game, pile)?.kind === 'cell' ? undefined : `${pileStart(game, pile)} is now empty.`;
}

/** The stock's count or note when it changed: "4 deals left.", "27 cards left in the stock.", "The stock is now empty.". */
function stockSentence<S extends object>(game: GameDefinition<S, unknown>, before: Piles, after: Piles, states?: MoveStates<S>): string | undefined {
  const was = before.stock?.length;
  const now = after.stock?.length;
  if (was === undefined || now === undefined || was === now) return undefined;
  if (now === 0) return 'The stock is now empty.';
  if (states && game.pileNote) {
    const note = game.pileNote('stock', states.after);
    const was = game.pileNote('stock', states.before);
    if (note && (note.kind !== was?.kind || note.count !== was.count)) return `${capitalise(EN.table.note(note))}.`;
  }
  return `${plural(now, 'card')} left in the stock.`;
}

/** Carpet cards that a move has made playable (Lady Cadogan's lanes): "Now available: the nine of hearts at carpet row 1, column 3, upright.". */
function availabilitySentence<S extends object>(game: GameDefinition<S, unknown>, after: Piles, states?: MoveStates<S>): string | undefined {
  if (!states || !game.pileState) return undefined;
  const freed = game.table.slots.filter(
    (slot) => top(after[slot.id]) && game.pileState!(slot.id, states.after) === 'available' && game.pileState!(slot.id, states.before) !== 'available',
  );
  if (freed.length === 0) return undefined;
  return `Now available: ${joinWords(freed.map((slot) => `${theCard(top(after[slot.id])!)} at ${pilePhrase(game, slot.id)}`))}.`;
}

export const isDeal = (move: Move): boolean => move.from === 'stock';
const isRedeal = (move: Move): boolean => move.to === 'stock';

/**
 * What a move did, for a polite live region: the moved card(s) first, then what the rules did by
 * themselves (gaps filled, the deal's new top cards), what the emptied piles now show, cards made
 * available, and the stock when it changed. `before` and `after` are the piles around the move;
 * `states`, when given, lets the game's pile notes ("4 deals left") and availability be told.
 */
export function describeMove<S extends object>(game: GameDefinition<S, unknown>, before: Piles, after: Piles, move: Move, states?: MoveStates<S>): string {
  const all = transfers(before, after, move);
  const sentences: string[] = [];
  let rest: Transfer[];
  let stockTold = false;
  if (isDeal(move)) {
    sentences.push(
      ...dealSentences(
        game,
        all.filter((transfer) => transfer.from === 'stock'),
        after,
      ),
    );
    rest = all.filter((transfer) => transfer.from !== 'stock');
  } else if (isRedeal(move)) {
    const gathered = all.filter((transfer) => transfer.from === move.from && transfer.to === 'stock');
    const count = gathered.reduce((sum, transfer) => sum + transfer.cards.length, 0);
    sentences.push(`Re-dealt ${pilePhrase(game, move.from)}: ${plural(count, 'card')} shuffled into the stock.`);
    const note = states && game.pileNote?.('stock', states.after);
    if (note) sentences.push(`${capitalise(EN.table.note(note))}.`);
    stockTold = true;
    rest = all.filter((transfer) => !gathered.includes(transfer));
  } else {
    const main = all.find((transfer) => transfer.from === move.from && transfer.to === move.to);
    const count = move.count ?? 1;
    const cards = main?.cards ?? (before[move.from] ?? []).slice(-count);
    sentences.push(cards.length ? `${cardsStart(cards)} to ${pilePhrase(game, move.to)}.` : `Moved to ${pilePhrase(game, move.to)}.`);
    rest = all.filter((transfer) => transfer !== main);
  }
  for (const transfer of rest) sentences.push(consequenceSentence(game, transfer, move, before));
  if (!isRedeal(move)) {
    const changes = pileChanges(before, after);
    const order = game.table.slots.map((slot) => slot.id);
    const emptied = [...changes].filter(([, change]) => change.added.length === 0).map(([pile]) => pile);
    emptied.sort((a, b) => Number(b === move.from) - Number(a === move.from) || order.indexOf(a) - order.indexOf(b));
    for (const pile of emptied) {
      const sentence = revealSentence(game, pile, after);
      if (sentence) sentences.push(sentence);
    }
  }
  const available = availabilitySentence(game, after, states);
  if (available) sentences.push(available);
  if (!stockTold) {
    const stock = stockSentence(game, before, after, states);
    if (stock) sentences.push(stock);
  }
  return sentences.join(' ');
}

/** A suggested move: "Hint: the seven of clubs from carpet row 2, column 3 to the clubs foundation." / "No move to suggest.". */
export function describeHint(game: GameDefinition<object, unknown>, piles: Piles, move: Move | null): string {
  if (!move) return 'No move to suggest.';
  if (isDeal(move)) {
    const to = slotOf(game, move.to) ? ` to ${pilePhrase(game, move.to)}` : '';
    return `Hint: deal from the stock${to}.`;
  }
  if (isRedeal(move)) return `Hint: re-deal ${pilePhrase(game, move.from)}.`;
  return `Hint: ${movePhrase(game, piles, move)}.`;
}

/** A move of cards in the middle of a sentence: "the seven of clubs from carpet row 2, column 3 to the clubs foundation". */
export function movePhrase(game: GameDefinition<object, unknown>, piles: Piles, move: Move): string {
  const cards = (piles[move.from] ?? []).slice(-(move.count ?? 1));
  const what = cards.length ? `${cardsPhrase(cards)} from ` : 'from ';
  return `${what}${pilePhrase(game, move.from)} to ${pilePhrase(game, move.to)}`;
}

/** The end: "You won in 53 moves." / "No moves left. Undo or start a new game.". */
export function describeOutcome(status: 'won' | 'lost', moves: number): string {
  return status === 'won' ? `You won in ${plural(moves, 'move')}.` : 'No moves left. Undo or start a new game.';
}

/**
 * A move taken back: `before` is the position undone (after the move), `after` the one restored.
 * "Undone: seven of clubs back to carpet row 2, column 3. The jack of spades back to the waste."
 */
export function describeUndo(game: GameDefinition<object, unknown>, before: Piles, after: Piles, move: Move): string {
  if (isDeal(move)) {
    const count = (after.stock?.length ?? 0) - (before.stock?.length ?? 0);
    const cards = transfers(before, after, { from: move.to, to: 'stock' })
      .filter((transfer) => transfer.to === 'stock')
      .flatMap((transfer) => transfer.cards);
    const what = count === 1 && cards.length === 1 ? `${theCard(cards[0])} back to the stock` : `${plural(count, 'card')} back to the stock`;
    return `Undone: the deal, ${what}.`;
  }
  if (isRedeal(move)) return `Undone: the re-deal, ${plural(after[move.from]?.length ?? 0, 'card')} back to ${pilePhrase(game, move.from)}.`;
  const back = transfers(before, after, { from: move.to, to: move.from });
  const main = back.find((transfer) => transfer.from === move.to && transfer.to === move.from);
  const sentences = [main ? `Undone: ${decapitalise(cardsStart(main.cards))} back to ${pilePhrase(game, move.from)}.` : 'Undone.'];
  for (const transfer of back) if (transfer !== main) sentences.push(`${cardsStart(transfer.cards)} back to ${pilePhrase(game, transfer.to)}.`);
  return sentences.join(' ');
}

/** A move played again: "Redone: seven of clubs to the clubs foundation. Gap filled with …". */
export function describeRedo<S extends object>(game: GameDefinition<S, unknown>, before: Piles, after: Piles, move: Move, states?: MoveStates<S>): string {
  const text = describeMove(game, before, after, move, states);
  return `Redone: ${decapitalise(text)}`;
}
