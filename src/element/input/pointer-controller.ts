/**
 * Mouse, pen and touch on the board: a press released where it began is a click or a tap (the card's
 * most useful move, home first); two on one pile in quick succession are a double-click whose second
 * half is swallowed; a press that travels is a drag, dropped on the legal destination it overlaps most
 * or glided back. A tap on a covered card of a fanned pile first spreads the pile out, so that a finger
 * can pick a run from inside it (a covered card shows a strip of 13 px on a phone).
 *
 * A finger shares the page with the browser (fingers.ts): a finger that swipes scrolls the page, two
 * fingers zoom it, and a card is dragged only after a finger has rested on it for a moment. A tap on a card
 * with several places to go picks it up into the keyboard's hand and shows them, for the next tap to choose
 * (tap-hand.ts). The element binds the handle* listeners on its board (and one on its frame) in render().
 */
import type { ReactiveController } from 'lit';
import type { ClickTarget } from '../../core/game.js';
import type { PileId } from '../../core/types.js';
import { Fingers } from './fingers.js';
import type { Hand } from './keyboard-controller.js';
import { type MotionController, clearTranslate } from '../motion/motion-controller.js';
import { type Table, type TableHost, movesOf, slotOf } from '../host/host.js';
import { DRAG_THRESHOLD_PX, TapHand } from './tap-hand.js';

/** What a pointer reads of the table, and the one command it gives: play a legal move. */
export type PointerTable = Pick<Table, 'context' | 'game' | 'legalMoves' | 'piles' | 'play'>;

/** A drag in progress: which card, from where, and how far it has travelled. */
interface Drag {
  pointerId: number;
  /** The pressed card. */
  card: HTMLElement;
  /** The pressed card and every card above it in its pile: they move as one. */
  cards: HTMLElement[];
  pile: PileId;
  count: number;
  startX: number;
  startY: number;
  /** Lifted off the table, its destinations lit: at once by a mouse or a pen, after a short rest by a finger. */
  lifted: boolean;
  /** Travelled past the threshold since it was lifted: its release drops it rather than tapping it. */
  moving: boolean;
}

/** Two clicks or taps on one pile closer than this are one double-click. */
const DOUBLE_CLICK_MS = 350;
/**
 * A browser's click follows the release of the press it belongs to within this time, on a busy page too (a
 * click a key or a script makes has no press and is never taken for one: its `detail` is 0).
 */
const CLICK_AFTER_PRESS_MS = 1000;

export class PointerController implements ReactiveController {
  /** The pile and card count a drag carries, once it is lifted: their legal destinations light up. */
  dragFrom: { pile: PileId; count: number } | null = null;

  /** The cards lifted: by a drag, else picked up by a tap or a key. */
  lifted(): { pile: PileId; count: number } | null {
    return this.dragFrom ?? this.#hand.held;
  }

  /** Where the lifted cards may go (lit up on the board). */
  dropTargets(): Set<PileId> {
    const lifted = this.lifted();
    return new Set(lifted ? movesOf(this.#table, lifted.pile, lifted.count).map((move) => move.to) : []);
  }

  #drag: Drag | null = null;
  /** Where the current press began, to tell a tap from a drag. */
  #press: { pointerId: number; x: number; y: number } | null = null;
  /** The click a browser sends after a press already handled is ignored until then (a drag may get none). */
  #ignoreClicksUntil = 0;
  #lastActivation: { pile: PileId; time: number } | null = null;
  /** The fanned pile a tap spread out, and the position it was spread in (a move folds it back). */
  #spread: { pile: PileId; state: object } | null = null;

  readonly #host: TableHost;
  readonly #table: PointerTable;
  readonly #motion: MotionController;
  readonly #hand: Hand;
  readonly #taps: TapHand;
  readonly #fingers: Fingers;

  constructor(host: TableHost, table: PointerTable, motion: MotionController, hand: Hand) {
    this.#host = host;
    this.#table = table;
    this.#motion = motion;
    this.#hand = hand;
    this.#taps = new TapHand(host, table, hand);
    this.#fingers = new Fingers(host, {
      rested: () => this.#liftForFinger(),
      secondFinger: () => this.#giveUpToTwoFingers(),
    });
    host.addController(this);
  }

  /** The fanned pile spread out for a finger, while the table is as it was when it was spread. */
  get spread(): PileId | null {
    return this.#spread && this.#spread.state === this.#table.context().state ? this.#spread.pile : null;
  }

  hostUpdated(): void {
    // A re-render mid-drag (undo, a deal, an auto-finish step) may take the dragged card away; the pointer's
    // capture goes with it, so its release never reaches the card's listeners: end the drag here, or no drag starts again.
    if (this.#drag && !this.#drag.card.isConnected) this.cancel();
    this.#taps.hostUpdated();
  }

  hostDisconnected(): void {
    // A drag cannot outlive the page.
    this.cancel();
    this.#fingers.stop();
    this.#taps.stop();
  }

  /** Ends a drag, if any, leaving the cards where the rules have them. */
  cancel(): void {
    const drag = this.#drag;
    if (!drag) return;
    this.#fingers.stopWaiting();
    drag.card.removeEventListener('pointermove', this.#handlePointerMove);
    drag.card.removeEventListener('pointerup', this.#handlePointerUp);
    drag.card.removeEventListener('pointercancel', this.#handlePointerCancel);
    if (drag.card.hasPointerCapture?.(drag.pointerId)) drag.card.releasePointerCapture(drag.pointerId);
    for (const card of drag.cards) {
      card.classList.remove('dragging');
      clearTranslate(card);
    }
    this.#drag = null;
    this.#lift(null);
  }

  /** A click with no pointer press before it (keyboard, assistive technology, `element.click()`). */
  handleClick = (event: MouseEvent): void => {
    this.#activate(event);
  };

  /**
   * The click a browser sends after a press the board has already played (or dropped) is swallowed, on the
   * board and anywhere else in the widget: the move may have drawn something under the finger (the outcome
   * panel of a won game, its Play again button), which that click must not press. Bound on the frame, capturing.
   */
  handleFollowingClick = {
    handleEvent: (event: MouseEvent): void => {
      if (event.detail === 0 || event.timeStamp >= this.#ignoreClicksUntil) return;
      this.#ignoreClicksUntil = 0;
      event.stopPropagation();
      event.preventDefault();
    },
    capture: true,
  };

  /**
   * A press released where it started is a click or a tap. Acting here rather than on `click` keeps taps
   * reliable on touch screens, where a click may never follow a tap that comes right after a drag.
   */
  handleBoardPointerUp = (event: PointerEvent): void => {
    const press = this.#press;
    this.#press = null;
    if (!press || press.pointerId !== event.pointerId) return;
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) >= DRAG_THRESHOLD_PX) return;
    this.#ignoreClicksUntil = event.timeStamp + CLICK_AFTER_PRESS_MS;
    this.#activate(event);
  };

  /**
   * A press on the table does not move the focus onto a card, as a click on a non-focusable area would
   * not: a focused card removed by the move it made would cost the browser a layout inside the move, and
   * putting the focus back another. A keyboard player's focus on the board stays where it is; focus
   * anywhere else (a toolbar button, a field of the page) leaves, as it does for a click on a picture.
   */
  handleMouseDown = (event: MouseEvent): void => {
    if (!(event.target as Element).closest?.('.pile')) return;
    event.preventDefault();
    const inside = (this.#host.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    if (inside) {
      if (!inside.closest('.board')) inside.blur();
      return;
    }
    const focused = document.activeElement as HTMLElement | null;
    if (focused && focused !== this.#host && focused !== document.body) focused.blur();
  };

  handlePointerDown = (event: PointerEvent): void => {
    this.#ignoreClicksUntil = 0;
    const finger = event.pointerType === 'touch';
    // A finger landing beside another is half of a pinch (fingers.ts has already let the first one go).
    if (finger && !this.#fingers.down(event)) return;
    if (event.button !== 0 || this.#drag) return;
    this.#press = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    const card = (event.target as Element).closest<HTMLElement>('.card.movable');
    const pile = card?.dataset.pile;
    if (!card || !pile) return;
    const index = Number(card.dataset.index);
    const cards = [...(card.parentElement?.querySelectorAll<HTMLElement>('.card[data-index]') ?? [])].filter(
      (c) => Number(c.dataset.index) >= index,
    );
    const count = (this.#table.piles()[pile]?.length ?? 0) - index;
    const drag: Drag = {
      pointerId: event.pointerId,
      card,
      cards,
      pile,
      count,
      startX: event.clientX,
      startY: event.clientY,
      lifted: false,
      moving: false,
    };
    this.#drag = drag;
    // Capture keeps the drag when the pointer outruns the card; a synthetic pointer cannot be captured.
    try {
      card.setPointerCapture(event.pointerId);
    } catch {
      /* the listeners below still follow the pointer over the card */
    }
    card.addEventListener('pointermove', this.#handlePointerMove);
    card.addEventListener('pointerup', this.#handlePointerUp);
    card.addEventListener('pointercancel', this.#handlePointerCancel);
    if (finger) this.#fingers.waitForRest();
  };

  /** A finger that rests on a card holds the page still while it drags it (fingers.ts). */
  handleTouchMove = {
    handleEvent: (event: TouchEvent): void => {
      if (this.#drag?.lifted && event.touches.length === 1) event.preventDefault();
    },
    // Not passive: a lifted card's touchmove must be able to keep the page from scrolling.
    passive: false,
  };

  /** A finger resting on a card may also be a long press: it is the drag's, not the browser's menu. */
  handleContextMenu = (event: MouseEvent): void => {
    if (this.#drag && this.#fingers.active) event.preventDefault();
  };

  #handlePointerMove = (event: PointerEvent): void => {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.moving) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      // A finger that travels before it has rested is a swipe: the page's, not the card's.
      if (event.pointerType === 'touch' && !drag.lifted) return this.cancel();
      drag.moving = true;
      this.#liftDrag(drag);
    }
    event.preventDefault();
    for (const card of drag.cards) card.style.setProperty('translate', `${dx}px ${dy}px`);
  };

  #handlePointerUp = (event: PointerEvent): void => {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    // Released where it was pressed (a finger that rested, then let go): a tap, which the board's listener plays.
    if (!drag.moving) return this.cancel();
    // A drag is never also a tap, even when it ends where it began.
    this.#press = null;
    this.#ignoreClicksUntil = event.timeStamp + CLICK_AFTER_PRESS_MS;
    const target = this.#dropTarget(drag, event.clientX, event.clientY);
    const move = target && movesOf(this.#table, drag.pile, drag.count).find((m) => m.to === target);
    if (move) {
      const dropped = drag.cards.map((card) => card.getBoundingClientRect());
      this.cancel();
      this.#hand.letGo();
      this.#table.play(move, { glideFrom: dropped });
    } else {
      this.#motion.glideBack(drag.cards);
      this.cancel();
    }
  };

  #handlePointerCancel = (): void => {
    if (this.#drag?.moving) this.#motion.glideBack(this.#drag.cards);
    this.cancel();
  };

  /** A finger rested on a movable card: it lifts, its destinations lit, and follows the finger. */
  #liftForFinger(): void {
    if (this.#drag) this.#liftDrag(this.#drag);
  }

  #liftDrag(drag: Drag): void {
    if (drag.lifted && this.dragFrom) return;
    drag.lifted = true;
    for (const card of drag.cards) card.classList.add('dragging');
    this.#lift({ pile: drag.pile, count: drag.count });
  }

  /** A second finger: a drag under way goes back where it was, and neither finger taps. */
  #giveUpToTwoFingers(): void {
    this.#press = null;
    if (this.#drag?.moving) this.#motion.glideBack(this.#drag.cards);
    this.cancel();
  }

  #lift(from: { pile: PileId; count: number } | null): void {
    if (from === this.dragFrom) return;
    this.dragFrom = from;
    this.#host.requestUpdate();
  }

  /**
   * Plays what a click or tap on a pile means, or shakes the card that cannot move. A click sends a card
   * home first, so a double-click or double-tap sends it home too: its second half, on the same pile
   * right after a move, is swallowed rather than moving the card that now lies there. With cards in the
   * hand, a click or tap puts them down instead.
   */
  #activate(event: Event): void {
    const target = this.#clickTarget(event);
    if (this.#hand.held) {
      const move = this.#taps.putDown(target);
      if (!move) return;
      // The tap that put them down is no double-click's first half.
      this.#lastActivation = null;
      this.#table.play(move, { glide: true });
      return;
    }
    if (!target) return;
    if (this.#spreadForTouch(event, target)) return;
    const now = event.timeStamp;
    const last = this.#lastActivation;
    if (last && last.pile === target.pile && now - last.time < DOUBLE_CLICK_MS) {
      this.#lastActivation = null;
      return;
    }
    if (this.#taps.pickUp(event, target)) return;
    const move = this.#table.game().clickMove(this.#table.legalMoves(), target);
    // The stock is exempt (its deals, The Carpet's re-deal too): a player may click it as fast as they like.
    const stock = slotOf(this.#table.game(), target.pile)?.show === 'stock';
    this.#lastActivation = move && !stock ? { pile: target.pile, time: now } : null;
    if (move) this.#table.play(move, { glide: true });
    else this.#motion.shake(event);
  }

  /**
   * A tap on a covered card of a fanned pile not spread yet spreads it instead of moving: the next tap
   * lands on the card meant. The top card, a mouse and a pen act at once, as before.
   */
  #spreadForTouch(event: Event, { pile, index, size }: ClickTarget): boolean {
    const touch = (event as PointerEvent).pointerType === 'touch';
    const covered = index !== null && index < size - 1;
    if (!touch || !covered || this.spread === pile) return false;
    if (this.#table.game().table.slots.find((slot) => slot.id === pile)?.show !== 'fan-down') return false;
    this.#spread = { pile, state: this.#table.context().state };
    this.#host.requestUpdate();
    return true;
  }

  /** The pile, and the card in it, that an event happened on. */
  #clickTarget(event: Event): ClickTarget | undefined {
    let index: number | null = null;
    for (const target of event.composedPath()) {
      if (target === this.#host) return undefined;
      const data = (target as HTMLElement).dataset;
      if (!data) continue;
      if (index === null && data.index !== undefined) index = Number(data.index);
      if (data.pile) {
        const piles = this.#table.piles();
        return { pile: data.pile, index, size: piles[data.pile]?.length ?? 0, piles };
      }
    }
    return undefined;
  }

  /** The legal destination under the pointer, else the one the dragged card overlaps most. */
  #dropTarget(drag: Drag, x: number, y: number): PileId | undefined {
    const targets = new Set(movesOf(this.#table, drag.pile, drag.count).map((move) => move.to));
    const cardBox = drag.card.getBoundingClientRect();
    let best: PileId | undefined;
    let bestArea = 0;
    for (const element of this.#host.renderRoot.querySelectorAll<HTMLElement>('.pile[data-pile]')) {
      const pile = element.dataset.pile!;
      if (!targets.has(pile)) continue;
      const box = element.getBoundingClientRect();
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return pile;
      const area =
        Math.max(0, Math.min(box.right, cardBox.right) - Math.max(box.left, cardBox.left)) *
        Math.max(0, Math.min(box.bottom, cardBox.bottom) - Math.max(box.top, cardBox.top));
      if (area > bestArea) [best, bestArea] = [pile, area];
    }
    return best;
  }
}
