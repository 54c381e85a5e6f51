/**
 * The keyboard on the board: one tab stop (a roving tabindex) that arrows move by the table as drawn;
 * Enter or Space sends a card with one place to go there, or picks it up to be put down with Enter on
 * another pile (Escape puts it back); the command keys (keyboard.ts) work anywhere in the widget. The
 * focus is never lost to a move or a re-render: when it was on the board it ends on the board's tab stop.
 * The cards picked up are the widget's one hand: a tap picks up and puts down the same cards
 * (pointer-controller.ts), so a finger and the keyboard can finish what the other began.
 */
import type { ReactiveController } from 'lit';
import type { Move, PileId } from '../../core/types.js';
import type { HeldCards } from '../../i18n/move-words.js';
import { ARROWS, type Direction, commandOf, nearestInDirection, parseFocusKey } from './keyboard.js';
import { type Table, type TableHost, movesOf, nameOf, slotOf } from '../host/host.js';

/** What the keyboard reads of the table, and what its keys command (moves, undo, redo, a hint). */
export type KeyboardTable = Pick<
  Table,
  'announce' | 'dealt' | 'game' | 'hint' | 'legalMoves' | 'piles' | 'play' | 'redo' | 'status' | 'undo' | 'words'
>;

/**
 * The panels, which the element owns: Escape closes the keys panel and "?" toggles it; G toggles the rules
 * (which close on their own Escape) and S has the table described.
 */
export interface HelpPanel {
  isOpen(): boolean;
  setOpen(open: boolean): void;
  toggleRules?(): void;
  describe?(): void;
}

/** The cards picked up, to be put down on another pile: what a tap shares with the keyboard. */
export interface Hand {
  readonly held: { pile: PileId; count: number } | null;
  /** Picks up the top `count` cards of `pile` and says where they may go, and how to put them there (keys or taps). */
  pickUp(pile: PileId, count: number, by?: 'keys' | 'tap'): void;
  /** Puts the cards picked up back, and says so. */
  putBack(): void;
  /** Forgets the cards picked up, saying nothing (a move played them). */
  letGo(): void;
}

export class KeyboardController implements ReactiveController, Hand {
  /** The card or pile the keyboard is on (see parseFocusKey): the board's one tab stop. */
  focusKey: string | null = null;
  /** Cards picked up with the keyboard, waiting to be put down. */
  held: { pile: PileId; count: number } | null = null;
  /** The board's tab stop in this render. */
  tabStop: string | undefined;
  /** Whether the keyboard focus was on the board when the current update began. */
  #focusWasOnBoard = false;

  readonly #host: TableHost;
  readonly #table: KeyboardTable;
  readonly #help: HelpPanel;

  constructor(host: TableHost, table: KeyboardTable, help: HelpPanel) {
    this.#host = host;
    this.#table = table;
    this.#help = help;
    host.addController(this);
  }

  hostUpdate(): void {
    if (!this.#table.dealt()) return;
    // Cards picked up that no legal move takes any more (a new deal, a move made elsewhere) are put down.
    if (this.held && movesOf(this.#table, this.held.pile, this.held.count).length === 0) this.held = null;
    this.#focusWasOnBoard = (this.#host.renderRoot as ShadowRoot | undefined)?.activeElement?.closest('.board') != null;
    // The tab stop follows the cards before the render: a card that left its pile hands it to what is there now.
    const piles = this.#table.piles();
    this.tabStop = this.#resolveFocusKey(
      this.#table.game().table.slots.flatMap((slot) => {
        const size = piles[slot.id]?.length ?? 0;
        return slot.show === 'fan-down' && size > 0
          ? Array.from({ length: size }, (_, index) => `${slot.id}:${index}`)
          : [slot.id];
      }),
    );
    if (this.focusKey !== null && this.tabStop !== undefined) this.focusKey = this.tabStop;
  }

  hostUpdated(): void {
    if (!this.#focusWasOnBoard) return;
    const stop = this.#focusItems().find((item) => item.tabIndex === 0);
    if (stop && (this.#host.renderRoot as ShadowRoot).activeElement !== stop) stop.focus();
  }

  /** Forgets cards picked up (an undo or a new deal changed the table under them). */
  letGo(): void {
    if (this.held) this.#setHeld(null);
  }

  /** Wherever focus lands on the board (a click, a screen reader's cursor), the tab stop follows. */
  handleFocusIn = (event: FocusEvent): void => {
    const key = (event.target as HTMLElement).dataset?.focus;
    if (key && key !== this.focusKey) this.#setFocusKey(key);
  };

  /** Arrow keys, Enter, Space and Escape on the board; the command keys anywhere in the widget. */
  handleKeyDown = (event: KeyboardEvent): void => {
    if (!this.#table.dealt()) return;
    const onBoard = (event.target as Element).closest?.('.board') !== null;
    const direction = ARROWS[event.key];
    if (onBoard && direction) {
      event.preventDefault();
      this.#moveFocus(direction);
      return;
    }
    if (onBoard && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      this.#activateFocused();
      return;
    }
    if (event.key === 'Escape') {
      if (this.held) {
        this.putBack();
        event.preventDefault();
      } else if (this.#help.isOpen()) {
        this.#help.setOpen(false);
        event.preventDefault();
      }
      return;
    }
    const command = commandOf(event);
    if (!command) return;
    event.preventDefault();
    if (command === 'undo') this.#table.undo();
    else if (command === 'redo') this.#table.redo();
    else if (command === 'help') this.#help.setOpen(!this.#help.isOpen());
    else if (command === 'hint') this.#hintByKeyboard();
    else if (command === 'deal') this.#dealByKeyboard();
    else if (command === 'rules') this.#help.toggleRules?.();
    else if (command === 'describe') this.#help.describe?.();
  };

  #setFocusKey(key: string): void {
    this.focusKey = key;
    this.#host.requestUpdate();
  }

  #setHeld(held: { pile: PileId; count: number } | null): void {
    this.held = held;
    this.#host.requestUpdate();
  }

  /** The cards and piles the keyboard can stop on, in the order they are drawn. */
  #focusItems(): HTMLElement[] {
    return [...this.#host.renderRoot.querySelectorAll<HTMLElement>('.board [data-focus]')];
  }

  /** The board's one tab stop: the remembered card or pile, or where it was, or the first. */
  #resolveFocusKey(keys: readonly string[]): string | undefined {
    const wanted = this.focusKey;
    if (wanted === null) return keys[0];
    if (keys.includes(wanted)) return wanted;
    // A card that left its pile: stay on that pile (its new top card, or the pile itself).
    const { pile } = parseFocusKey(wanted);
    return keys.filter((key) => parseFocusKey(key).pile === pile).at(-1) ?? keys[0];
  }

  #moveFocus(direction: Direction): void {
    const items = this.#focusItems();
    const current = items.find((item) => item.tabIndex === 0) ?? items[0];
    if (!current) return;
    const index = nearestInDirection(
      current.getBoundingClientRect(),
      items.map((item) => item.getBoundingClientRect()),
      direction,
    );
    if (index < 0) return;
    this.#setFocusKey(items[index].dataset.focus!);
    items[index].focus();
  }

  /**
   * Enter or Space: with nothing picked up, a card with one place to go goes there and a card with more
   * is picked up; with cards picked up, they go onto the pile the keyboard is on if the rules allow.
   */
  #activateFocused(): void {
    const key = this.#focusItems().find((item) => item.tabIndex === 0)?.dataset.focus;
    if (!key || this.#table.status() !== 'playing') return;
    this.#setFocusKey(key);
    const { pile, index } = parseFocusKey(key);
    const game = this.#table.game();
    const size = this.#table.piles()[pile]?.length ?? 0;
    const { moves: words } = this.#table.words();
    const say = (text: string): void => this.#table.announce(text);
    if (this.held) {
      const held = this.held;
      if (held.pile === pile) return this.putBack();
      const move = movesOf(this.#table, held.pile, held.count).find((m) => m.to === pile);
      if (!move) return say(words.cannotGo(this.#heldCards(held.pile, held.count), nameOf(game, pile)));
      this.#setHeld(null);
      this.#table.play(move, { glide: true });
      return;
    }
    if (slotOf(game, pile)?.show === 'stock') return this.#dealByKeyboard();
    if (size === 0) return this.#activateEmpty(pile);
    const count = index === null ? 1 : size - index;
    const moves = movesOf(this.#table, pile, count);
    const places = [...new Set(moves.map((move) => move.to))];
    if (places.length === 0) return say(words.cannotMove(this.#heldCards(pile, count)));
    if (places.length === 1) return this.#table.play(moves[0], { glide: true });
    this.pickUp(pile, count);
  }

  pickUp(pile: PileId, count: number, by: 'keys' | 'tap' = 'keys'): void {
    const places = [...new Set(movesOf(this.#table, pile, count).map((move) => move.to))];
    const game = this.#table.game();
    const { moves: words } = this.#table.words();
    this.#setHeld({ pile, count });
    const what = this.#heldCards(pile, count);
    const where = places.map((place) => nameOf(game, place));
    this.#table.announce(by === 'tap' ? words.pickedUpByTap(what, where) : words.pickedUp(what, where));
  }

  putBack(): void {
    if (!this.held) return;
    const what = this.#heldCards(this.held.pile, this.held.count);
    this.#setHeld(null);
    this.#table.announce(this.#table.words().moves.putBack(what));
  }

  /** Enter on an empty pile does what a click on it does (Carpet's manual gap takes the stock's card when the waste is empty). */
  #activateEmpty(pile: PileId): void {
    const move = this.#clickMove(pile);
    if (move) this.#table.play(move, { glide: true });
    else this.#table.announce(this.#table.words().moves.pileEmpty(nameOf(this.#table.game(), pile)));
  }

  /** D, or Enter on the stock: what a click on the stock does, a deal or (The Carpet) a re-deal. */
  #dealByKeyboard(): void {
    const stock = this.#table.game().table.slots.find((slot) => slot.show === 'stock');
    if (!stock || this.#table.status() !== 'playing') return;
    const move = this.#clickMove(stock.id);
    if (move) this.#table.play(move, { glide: true });
    else this.#table.announce(this.#table.words().moves.cannotDeal);
  }

  /** The move a click or tap on the whole of `pile` makes: the keyboard's Enter does the same. */
  #clickMove(pile: PileId): Move | undefined {
    const piles = this.#table.piles();
    return this.#table
      .game()
      .clickMove(this.#table.legalMoves(), { pile, index: null, size: piles[pile]?.length ?? 0, piles });
  }

  /** H: the hint is shown on the board, said in words, and the keyboard goes to the card to move. */
  #hintByKeyboard(): void {
    const move = this.#table.hint();
    if (!move) return;
    const size = this.#table.piles()[move.from]?.length ?? 0;
    const fanned = slotOf(this.#table.game(), move.from)?.show === 'fan-down';
    this.#setFocusKey(fanned && size > 0 ? `${move.from}:${size - (move.count ?? 1)}` : move.from);
    void this.#host.updateComplete.then(() =>
      this.#focusItems()
        .find((item) => item.tabIndex === 0)
        ?.focus(),
    );
  }

  /** The top `count` cards of `pile`, for the catalogue to name ("the five of hearts and 2 cards on it"). */
  #heldCards(pile: PileId, count: number): HeldCards {
    const cards = this.#table.piles()[pile] ?? [];
    return { card: cards[cards.length - count], count };
  }
}
