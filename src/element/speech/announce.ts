/**
 * Words for a screen reader's polite live region: what a move did, a hint, the outcome, undo and redo.
 * Pure functions over piles (bottom card first): they work for every game by diffing the piles before
 * and after a move, so an automatic gap fill, a deal or a re-deal is told without knowing the rules.
 * The words come from the catalogue (`words.moves`, src/i18n/move-words.ts): this module finds what
 * happened, each language says it. No DOM here: the element puts the text in its live region.
 */
import type { CardCode } from '../../core/cards.js';
import type { GameDefinition } from '../../core/game.js';
import type { Move, PileId, Piles } from '../../core/types.js';
import type { Catalogue } from '../../i18n/catalogue.js';
import { nameOf, slotOf } from '../host/host.js';

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
// Piles as data

/** "a", "a and b", "a, b and c" (English's own list, kept here for the tests that import it). */
export { joinWords } from '../../i18n/text.js';

/** A pile as data, for the catalogue to name (in table.ts, which the keyboard's words use before this module has arrived). */
export { nameOf };

// ------------------------------------------------------------------------------------------------
// The diff

const top = (pile: readonly CardCode[] | undefined): CardCode | undefined =>
  pile && pile.length > 0 ? pile[pile.length - 1] : undefined;

/** What each pile lost and gained: the cards above the longest common bottom part. */
function pileChanges(before: Piles, after: Piles): Map<PileId, { removed: CardCode[]; added: CardCode[] }> {
  const changes = new Map<PileId, { removed: CardCode[]; added: CardCode[] }>();
  for (const pile of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[pile] ?? [];
    const now = after[pile] ?? [];
    let common = 0;
    while (common < was.length && common < now.length && was[common] === now[common]) common++;
    if (common < was.length || common < now.length)
      changes.set(pile, { removed: was.slice(common), added: now.slice(common) });
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
// Sentences: what happened, found here; said in the catalogue's language (MoveWords)

/** "Dealt the queen of hearts to the waste." / "Dealt 12 cards, 2 to each reserve. Reserve 1 now shows …". */
function dealSentences(
  words: Catalogue,
  game: GameDefinition<object, unknown>,
  dealt: Transfer[],
  after: Piles,
): string[] {
  const { moves } = words;
  const total = dealt.reduce((sum, transfer) => sum + transfer.cards.length, 0);
  const byPile = new Map<PileId, number>();
  for (const { to, cards } of dealt) byPile.set(to, (byPile.get(to) ?? 0) + cards.length);
  const piles = [...byPile.keys()];
  if (piles.length === 0) return [moves.dealtNothing];
  if (piles.length === 1)
    return [
      moves.dealt(
        dealt.flatMap((transfer) => transfer.cards),
        nameOf(game, piles[0]),
      ),
    ];
  const order = game.table.slots.map((slot) => slot.id);
  piles.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const counts = piles.map((pile) => byPile.get(pile)!);
  const kinds = new Set(piles.map((pile) => slotOf(game, pile)?.kind));
  const kind = kinds.size === 1 ? [...kinds][0] : undefined;
  const everyOfKind =
    kind !== undefined && game.table.slots.filter((slot) => slot.kind === kind).length === piles.length;
  const first =
    everyOfKind && counts.every((count) => count === counts[0])
      ? moves.dealtEach(total, counts[0], nameOf(game, piles[0]).kind)
      : moves.dealtSpread(
          total,
          piles.map((pile, index) => ({ count: counts[index], to: nameOf(game, pile) })),
        );
  return [first, moves.nowShowing(piles.map((pile) => ({ pile: nameOf(game, pile), card: top(after[pile])! })))];
}

/** A transfer the rules made by themselves: a gap filled, or a card sent somewhere. */
function consequenceSentence(
  words: Catalogue,
  game: GameDefinition<object, unknown>,
  transfer: Transfer,
  move: Move,
  before: Piles,
): string {
  const { from, to, cards } = transfer;
  const source = from === 'stock' || from === 'waste' || from === 'talon' ? nameOf(game, from) : null;
  const slot = slotOf(game, to);
  const wasGap = slot?.kind === 'cell' && (to === move.from || (before[to] ?? []).length === 0);
  if (wasGap && cards.length === 1)
    return words.moves.gapFilled(cards[0], to === move.from ? null : nameOf(game, to), source);
  return words.moves.sent(cards, nameOf(game, from), nameOf(game, to));
}

/** What a pile that only lost cards now shows: "Tableau 2 now shows the nine of clubs.", "The waste is now empty.". */
function revealSentence(
  words: Catalogue,
  game: GameDefinition<object, unknown>,
  pile: PileId,
  after: Piles,
): string | undefined {
  if (pile === 'stock') return undefined;
  const card = top(after[pile]);
  if (card) return words.moves.nowShows(nameOf(game, pile), card);
  // An emptied carpet cell is a gap the move itself made: nothing new to tell.
  return slotOf(game, pile)?.kind === 'cell' ? undefined : words.moves.nowEmpty(nameOf(game, pile));
}

/** The stock's count or note when it changed: "4 deals left.", "27 cards left in the stock.", "The stock is now empty.". */
function stockSentence<S extends object>(
  words: Catalogue,
  game: GameDefinition<S, unknown>,
  before: Piles,
  after: Piles,
  states?: MoveStates<S>,
): string | undefined {
  const was = before.stock?.length;
  const now = after.stock?.length;
  if (was === undefined || now === undefined || was === now) return undefined;
  if (now === 0) return words.moves.stockEmpty;
  if (states && game.pileNote) {
    const note = game.pileNote('stock', states.after);
    const was = game.pileNote('stock', states.before);
    if (note && (note.kind !== was?.kind || note.count !== was.count)) return words.moves.noteSentence(note);
  }
  return words.moves.stockLeft(now);
}

/** Carpet cards that a move has made playable (Lady Cadogan's lanes): "Now available: the nine of hearts at carpet row 1, column 3, upright.". */
function availabilitySentence<S extends object>(
  words: Catalogue,
  game: GameDefinition<S, unknown>,
  after: Piles,
  states?: MoveStates<S>,
): string | undefined {
  if (!states || !game.pileState) return undefined;
  const freed = game.table.slots.filter(
    (slot) =>
      top(after[slot.id]) &&
      game.pileState!(slot.id, states.after) === 'available' &&
      game.pileState!(slot.id, states.before) !== 'available',
  );
  if (freed.length === 0) return undefined;
  return words.moves.nowAvailable(freed.map((slot) => ({ card: top(after[slot.id])!, at: slot.name })));
}

export const isDeal = (move: Move): boolean => move.from === 'stock';
const isRedeal = (move: Move): boolean => move.to === 'stock';

/**
 * What a move did, for a polite live region, in the language of `words`: the moved card(s) first, then
 * what the rules did by themselves (gaps filled, the deal's new top cards), what the emptied piles now
 * show, cards made available, and the stock when it changed. `before` and `after` are the piles around
 * the move; `states`, when given, lets the game's pile notes ("4 deals left") and availability be told.
 */
export function describeMove<S extends object>(
  words: Catalogue,
  game: GameDefinition<S, unknown>,
  before: Piles,
  after: Piles,
  move: Move,
  states?: MoveStates<S>,
): string {
  const { moves } = words;
  const all = transfers(before, after, move);
  const sentences: string[] = [];
  let rest: Transfer[];
  let stockTold = false;
  if (isDeal(move)) {
    sentences.push(
      ...dealSentences(
        words,
        game,
        all.filter((transfer) => transfer.from === 'stock'),
        after,
      ),
    );
    rest = all.filter((transfer) => transfer.from !== 'stock');
  } else if (isRedeal(move)) {
    const gathered = all.filter((transfer) => transfer.from === move.from && transfer.to === 'stock');
    const count = gathered.reduce((sum, transfer) => sum + transfer.cards.length, 0);
    sentences.push(moves.redealt(nameOf(game, move.from), count));
    const note = states && game.pileNote?.('stock', states.after);
    if (note) sentences.push(moves.noteSentence(note));
    stockTold = true;
    rest = all.filter((transfer) => !gathered.includes(transfer));
  } else {
    const main = all.find((transfer) => transfer.from === move.from && transfer.to === move.to);
    const count = move.count ?? 1;
    const cards = main?.cards ?? (before[move.from] ?? []).slice(-count);
    sentences.push(
      cards.length ? moves.moved(cards, nameOf(game, move.to)) : moves.movedNothing(nameOf(game, move.to)),
    );
    rest = all.filter((transfer) => transfer !== main);
  }
  for (const transfer of rest) sentences.push(consequenceSentence(words, game, transfer, move, before));
  if (!isRedeal(move)) {
    const changes = pileChanges(before, after);
    const order = game.table.slots.map((slot) => slot.id);
    const emptied = [...changes].filter(([, change]) => change.added.length === 0).map(([pile]) => pile);
    emptied.sort((a, b) => Number(b === move.from) - Number(a === move.from) || order.indexOf(a) - order.indexOf(b));
    for (const pile of emptied) {
      const sentence = revealSentence(words, game, pile, after);
      if (sentence) sentences.push(sentence);
    }
  }
  const available = availabilitySentence(words, game, after, states);
  if (available) sentences.push(available);
  if (!stockTold) {
    const stock = stockSentence(words, game, before, after, states);
    if (stock) sentences.push(stock);
  }
  return sentences.join(' ');
}

/** A suggested move: "Hint: the seven of clubs from carpet row 2, column 3 to the clubs foundation." / "No move to suggest.". */
export function describeHint(
  words: Catalogue,
  game: GameDefinition<object, unknown>,
  piles: Piles,
  move: Move | null,
): string {
  const { moves } = words;
  if (!move) return moves.noHint;
  if (isDeal(move)) return moves.hintDeal(slotOf(game, move.to) ? nameOf(game, move.to) : null);
  if (isRedeal(move)) return moves.hintRedeal(nameOf(game, move.from));
  return moves.hint(movePhrase(words, game, piles, move));
}

/**
 * A move in the middle of a sentence, `piles` being the position it is played from: "the seven of
 * clubs from carpet row 2, column 3 to the clubs foundation"; a deal: "the deal from the stock".
 */
export function movePhrase(words: Catalogue, game: GameDefinition<object, unknown>, piles: Piles, move: Move): string {
  if (isDeal(move)) return words.moves.dealPhrase;
  const cards = (piles[move.from] ?? []).slice(-(move.count ?? 1));
  return words.moves.movePhrase(cards, nameOf(game, move.from), nameOf(game, move.to));
}

/** The end: "You won in 53 moves." / "No moves left. Undo or start a new game.". */
export function describeOutcome(words: Catalogue, status: 'won' | 'lost', moves: number): string {
  return status === 'won' ? words.moves.won(moves) : words.moves.lost;
}

/**
 * A move taken back: `before` is the position undone (after the move), `after` the one restored.
 * "Undone: seven of clubs back to carpet row 2, column 3. The jack of spades back to the waste."
 */
export function describeUndo(
  words: Catalogue,
  game: GameDefinition<object, unknown>,
  before: Piles,
  after: Piles,
  move: Move,
): string {
  const { moves } = words;
  if (isDeal(move)) {
    const count = (after.stock?.length ?? 0) - (before.stock?.length ?? 0);
    const cards = transfers(before, after, { from: move.to, to: 'stock' })
      .filter((transfer) => transfer.to === 'stock')
      .flatMap((transfer) => transfer.cards);
    return moves.undoneDeal(count, count === 1 && cards.length === 1 ? cards[0] : null);
  }
  if (isRedeal(move)) return moves.undoneRedeal(after[move.from]?.length ?? 0, nameOf(game, move.from));
  const back = transfers(before, after, { from: move.to, to: move.from });
  const main = back.find((transfer) => transfer.from === move.to && transfer.to === move.from);
  const sentences = [moves.undone(main ? main.cards : null, nameOf(game, move.from))];
  for (const transfer of back)
    if (transfer !== main) sentences.push(moves.backTo(transfer.cards, nameOf(game, transfer.to)));
  return sentences.join(' ');
}

/** A move played again: "Redone: seven of clubs to the clubs foundation. Gap filled with …". */
export function describeRedo<S extends object>(
  words: Catalogue,
  game: GameDefinition<S, unknown>,
  before: Piles,
  after: Piles,
  move: Move,
  states?: MoveStates<S>,
): string {
  return words.moves.redone(describeMove(words, game, before, after, move, states));
}
