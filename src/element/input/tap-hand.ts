/**
 * The keyboard's hand (keyboard-controller.ts), as a finger uses it: a tap on a card that may go to more than
 * one place picks it up and its places light up; the next tap puts it on one of them, or on the card itself
 * sends it where a tap sends a card, or anywhere else puts it back, on the table or off it (Escape too). A
 * card with one place to go, a mouse and a pen act at once, as before (they can drag to any place).
 */
import type { ClickTarget } from '../../core/game.js';
import type { Move } from '../../core/types.js';
import type { Hand } from './keyboard-controller.js';
import { PageListeners } from './page-listeners.js';
import { type Table, type TableHost, movesOf, slotOf } from '../host/host.js';

/** What a tap reads of the table: where the piles are and what may move. */
export type TapTable = Pick<Table, 'game' | 'legalMoves' | 'piles'>;

/** A press that travels this far is not a tap (nor a click). */
export const DRAG_THRESHOLD_PX = 6;

export class TapHand {
  /** While the cards in the hand were picked up by a tap: a tap outside the table, or Escape, puts them back. */
  readonly #page: PageListeners;
  /** Presses outside the table while listening, to tell a tap there from a swipe that scrolls the page. */
  readonly #presses = new Map<number, { x: number; y: number }>();

  readonly #host: TableHost;
  readonly #table: TapTable;
  readonly #hand: Hand;

  constructor(host: TableHost, table: TapTable, hand: Hand) {
    this.#host = host;
    this.#table = table;
    this.#hand = hand;
    this.#page = new PageListeners(host, [
      ['pointerdown', this.#handleDown, true],
      ['pointerup', this.#handleUp, true],
      ['keydown', this.#handleEscape, false],
    ]);
  }

  /** The cards left the hand some other way (a key, a move, a new deal): nothing more to listen for. */
  hostUpdated(): void {
    if (this.#page.on && !this.#hand.held) this.#listen(false);
  }

  stop(): void {
    this.#listen(false);
  }

  /** A tap on a card: picks it up when it may go to more than one place (true), else leaves it to the tap (false). */
  pickUp(event: Event, { pile, index, size }: ClickTarget): boolean {
    if ((event as PointerEvent).pointerType !== 'touch' || size === 0) return false;
    // The stock deals, as Enter on it does (Carpet's manual fill also lets its card into a gap: by a drag).
    if (slotOf(this.#table.game(), pile)?.show === 'stock') return false;
    const count = index === null ? 1 : size - index;
    if (new Set(movesOf(this.#table, pile, count).map((move) => move.to)).size < 2) return false;
    this.#hand.pickUp(pile, count, 'tap');
    this.#listen(true);
    return true;
  }

  /**
   * With cards in the hand, a tap or click on `target`: the move to play when it is a place they may go, or
   * their own pile (where a tap sends them); else they are put back, and undefined.
   */
  putDown(target: ClickTarget | undefined): Move | undefined {
    const held = this.#hand.held!;
    const moves = movesOf(this.#table, held.pile, held.count);
    const size = this.#table.piles()[held.pile]?.length ?? 0;
    const move =
      target?.pile === held.pile
        ? this.#table.game().clickMove(moves, { ...target, index: size - held.count })
        : moves.find((m) => m.to === target?.pile);
    if (move) this.#hand.letGo();
    else this.#putBack();
    return move;
  }

  #putBack(): void {
    this.#listen(false);
    this.#hand.putBack();
  }

  /**
   * While a tap's cards are in the hand, a tap or click outside the table puts them back (a press released
   * where it began: a swipe that scrolls the page does not), and so does Escape wherever the focus is (a
   * finger leaves it on the page, out of the keyboard's reach).
   */
  #listen(on: boolean): void {
    if (on === this.#page.on) return;
    this.#presses.clear();
    this.#page.set(on);
  }

  #onBoard(event: Event): boolean {
    const board = this.#host.renderRoot.querySelector('.board');
    return board !== null && event.composedPath().includes(board);
  }

  readonly #handleDown = (event: PointerEvent): void => {
    if (!this.#onBoard(event)) this.#presses.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };

  readonly #handleUp = (event: PointerEvent): void => {
    const press = this.#presses.get(event.pointerId);
    this.#presses.delete(event.pointerId);
    if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_THRESHOLD_PX) this.#putBack();
  };

  /** Escape, unless the widget's own keys have already used it (with the focus inside, they put the cards back). */
  readonly #handleEscape = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && !event.defaultPrevented) this.#putBack();
  };
}
