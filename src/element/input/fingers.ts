/**
 * Fingers on the table, which the page needs as much as the cards do: one finger that swipes scrolls the
 * page and two fingers zoom it (the cards' `touch-action: manipulation` leaves both to the browser). So a
 * finger drags a card only once it has rested on it for REST_MS, and then the card's touchmoves are kept
 * from scrolling (pointer-controller.ts); a finger that travels sooner is the page's. A second finger, on
 * the table or anywhere on the page, makes the gesture a pinch: the card under the first goes back, and
 * neither finger taps, until every finger of it has left the glass.
 */
import { PageListeners } from './page-listeners.js';

/**
 * How long a finger rests on a card before the card lifts for a drag. A swipe travels past the drag
 * threshold well within it; a tap never needs it (a tap is a release where the press began, however long).
 */
export const REST_MS = 250;

export interface FingerEvents {
  /** The finger on a card has rested: lift the card. */
  rested(): void;
  /** A second finger came down: give the first one's press and drag up. */
  secondFinger(): void;
}

export class Fingers {
  /** The touch pointers of the gesture under way, from its first finger on the table until every one is up. */
  readonly #down = new Set<number>();
  #pinch = false;
  #rest: ReturnType<typeof setTimeout> | undefined;
  /** Every finger's press and release on the page, while a gesture that began on the table is under way. */
  readonly #page: PageListeners;

  readonly #on: FingerEvents;

  constructor(host: HTMLElement, on: FingerEvents) {
    this.#on = on;
    this.#page = new PageListeners(host, [
      ['pointerdown', this.#handleDown, true],
      ['pointerup', this.#handleUp, true],
      ['pointercancel', this.#handleUp, true],
    ]);
  }

  /** Whether a finger that began on the table is still down. */
  get active(): boolean {
    return this.#down.size > 0;
  }

  /** A finger came down on the table: true when it may tap or drag, false when it is part of a pinch. */
  down(event: PointerEvent): boolean {
    if (this.#down.size === 0) this.#page.set(true);
    this.#down.add(event.pointerId);
    return !this.#pinch;
  }

  /** Starts the rest a finger makes before its card lifts. */
  waitForRest(): void {
    this.stopWaiting();
    this.#rest = setTimeout(() => {
      this.#rest = undefined;
      if (!this.#pinch) this.#on.rested();
    }, REST_MS);
  }

  stopWaiting(): void {
    if (this.#rest === undefined) return;
    clearTimeout(this.#rest);
    this.#rest = undefined;
  }

  /** Forgets every finger (the element left the page). */
  stop(): void {
    this.stopWaiting();
    this.#down.clear();
    this.#pinch = false;
    this.#page.set(false);
  }

  /** Every finger's press, wherever on the page: the first one was on the table. */
  readonly #handleDown = (event: PointerEvent): void => {
    if (event.pointerType !== 'touch' || this.#down.has(event.pointerId)) return;
    this.#down.add(event.pointerId);
    this.#pinch = true;
    this.stopWaiting();
    this.#on.secondFinger();
  };

  readonly #handleUp = (event: PointerEvent): void => {
    if (!this.#down.delete(event.pointerId) || this.#down.size > 0) return;
    this.#pinch = false;
    this.#page.set(false);
  };
}
