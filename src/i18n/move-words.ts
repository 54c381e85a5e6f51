/**
 * The sentences a screen reader hears of moves, deals, hints, undo and redo, and of the keyboard's
 * pick-up and put-down (see catalogue.ts). announce.ts works out what happened, language-free (which
 * cards went from which pile to which, what a pile now shows); each language says it here, from the
 * cards and piles as data, in its own order and with its own articles, cases and agreements.
 *
 * Cards run bottom first: `cards[0]` is the card picked up, the others lie on it.
 */
import type { CardCode } from '../core/cards.js';
import type { PileName, PileNote } from './catalogue.js';

/** Cards held by the keyboard: the bottom card (none when the pile was emptied under it) and how many. */
export interface HeldCards {
  card: CardCode | undefined;
  count: number;
}

export interface MoveWords {
  // ---- a move played, and what the rules did by themselves

  /** The player's move: "Seven of clubs to the clubs foundation.". */
  moved(cards: readonly CardCode[], to: PileName): string;
  /** A move whose cards are not known: "Moved to tableau 4.". */
  movedNothing(to: PileName): string;
  /** A deal that dealt nothing: "Dealt nothing.". */
  dealtNothing: string;
  /** A deal onto one pile: "Dealt the queen of hearts to the waste." / "Dealt 3 cards to the waste: …". */
  dealt(cards: readonly CardCode[], to: PileName): string;
  /** A deal of as many cards to every pile of a kind: "Dealt 12 cards, 2 to each reserve.". */
  dealtEach(total: number, each: number, kind: PileName['kind']): string;
  /** A deal to several piles: "Dealt 5 cards: 3 to reserve 1 and 2 to reserve 2.". */
  dealtSpread(total: number, parts: readonly { count: number; to: PileName }[]): string;
  /** The dealt piles' top cards: "Reserve 1 now shows the ace of clubs, reserve 2 the two of hearts …". */
  nowShowing(tops: readonly { pile: PileName; card: CardCode }[]): string;
  /** A re-deal: "Re-dealt the talon: 27 cards shuffled into the stock.". */
  redealt(from: PileName, count: number): string;
  /** A pile's note as a sentence: "1 re-deal left.". */
  noteSentence(note: PileNote): string;
  /** A gap filled by the rules: "Gap filled with the four of diamonds from the stock." (`cell` null: the move's own gap; `from` null: not said). */
  gapFilled(card: CardCode, cell: PileName | null, from: PileName | null): string;
  /** Cards the rules sent elsewhere: "Seven of clubs from tableau 2 to foundation 3.". */
  sent(cards: readonly CardCode[], from: PileName, to: PileName): string;
  /** What a pile that lost cards shows: "Tableau 2 now shows the nine of clubs.". */
  nowShows(pile: PileName, card: CardCode): string;
  /** "The waste is now empty.". */
  nowEmpty(pile: PileName): string;
  /** "The stock is now empty.". */
  stockEmpty: string;
  /** "27 cards left in the stock.". */
  stockLeft(count: number): string;
  /** Carpet cards a move made playable: "Now available: the nine of hearts at carpet row 1, column 3, upright.". */
  nowAvailable(cards: readonly { card: CardCode; at: PileName }[]): string;

  // ---- hints, and a move named in a sentence (the analysis line's "No longer winnable: {move} lost it")

  /** "No move to suggest.". */
  noHint: string;
  /** "Hint: deal from the stock to the waste." (`to` null: where is not said). */
  hintDeal(to: PileName | null): string;
  /** "Hint: re-deal the talon.". */
  hintRedeal(from: PileName): string;
  /** "Hint: {move}." with a move from movePhrase. */
  hint(move: string): string;
  /** A move in the middle of a sentence: "the seven of clubs from carpet row 2, column 3 to the clubs foundation" (no cards: "from … to …"). */
  movePhrase(cards: readonly CardCode[], from: PileName, to: PileName): string;
  /** A deal in the middle of a sentence: "the deal from the stock". */
  dealPhrase: string;

  // ---- the end

  /** "You won in 53 moves.". */
  won(moves: number): string;
  /** "No moves left. Undo or start a new game.". */
  lost: string;

  // ---- undo and redo

  /** "Undone: seven of clubs back to carpet row 2, column 3." (cards null: "Undone."). */
  undone(cards: readonly CardCode[] | null, to: PileName): string;
  /** Another transfer taken back: "The jack of spades back to the waste.". */
  backTo(cards: readonly CardCode[], to: PileName): string;
  /** "Undone: the deal, the queen of hearts back to the stock." (`card` when one card went back). */
  undoneDeal(count: number, card: CardCode | null): string;
  /** "Undone: the re-deal, 27 cards back to the talon.". */
  undoneRedeal(count: number, to: PileName): string;
  /** A move played again, `move` being what describeMove said: "Redone: seven of clubs to …". */
  redone(move: string): string;
  nothingToUndo: string;
  nothingToRedo: string;

  // ---- the pick-up and put-down, by the keyboard or by taps

  /** "Picked up the five of hearts. It can go to Tableau 3 or Tableau 6. Go there and press Enter; Escape puts it back.". */
  pickedUp(held: HeldCards, places: readonly PileName[]): string;
  /** The same, picked up by a tap: "… Tap where it should go; a tap on it again sends it where it goes best, a tap elsewhere puts it back.". */
  pickedUpByTap(held: HeldCards, places: readonly PileName[]): string;
  /** "The five of hearts cannot go to Tableau 3.". */
  cannotGo(held: HeldCards, to: PileName): string;
  /** "The five of hearts cannot move now.". */
  cannotMove(held: HeldCards): string;
  /** "Put back the five of hearts.". */
  putBack(held: HeldCards): string;
  /** Enter on an empty pile that takes nothing: "Tableau 3 is empty.". */
  pileEmpty(pile: PileName): string;
  /** "The stock cannot be dealt now.". */
  cannotDeal: string;
}
