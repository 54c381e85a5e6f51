/**
 * The host's interface: what the element's controllers may ask of it, the game on the table and the moves
 * it allows. The element makes one Table of closures over its private state; each controller declares the
 * part it uses (a Pick of Table: what it reads, what it may command) and is given only that, so a
 * controller cannot reach what it does not name, and a test drives it with a small host and those few
 * functions. Element subfolders import one another only through this folder (eslint.config.js).
 */
import type { ReactiveControllerHost } from 'lit';
import type { GameDefinition, PileSlot } from '../../core/game.js';
import type { GameContext } from '../../core/machine-kit.js';
import { type Move, type PileId, type Piles, type Status, isMoveShape } from '../../core/types.js';
import type { CarpetErrorCode } from '../../events.js';
import type { Catalogue, PileName } from '../../i18n/catalogue.js';

// What the view draws of other parts of the element, named here so the view imports only the host.
export type { AnalysisLine } from '../analysis/analysis-controller.js';
export type { MenuView } from '../input/menu-controller.js';
export type { GameStats } from '../persistence/saved-game.js';

/** A game of any variant: the element never looks inside its state. */
export type AnyGame = GameDefinition<object, unknown>;
export type AnyContext = GameContext<object, unknown>;

/** The element as its controllers see it: a Lit host with a shadow root. */
export type TableHost = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** How a move is played: by the player (the default) or by the widget (Finish, autoplay); gliding from where. */
export interface PlayOptions {
  byPlayer?: boolean;
  glide?: boolean;
  /** Where the moved cards were drawn (a drop), when not where the pile shows them. */
  glideFrom?: DOMRect[];
}

export interface Table {
  /** Whether a game is dealt (false only while the first game's code loads). */
  dealt(): boolean;
  /** The game dealt; read only once dealt() is true. */
  game(): AnyGame;
  /** The statechart's context of the game dealt. */
  context(): AnyContext;
  status(): Status;
  /** The cards of every pile now, as the public snapshot gives them. */
  piles(): Piles;
  /** The legal moves now (none once the game is over). */
  legalMoves(): Move[];
  /** Plays a move already known to be legal. */
  play(move: Move, how?: PlayOptions): void;
  /** Deals `seed` of the game dealt, with its options, without telling the page (the caller does). */
  redeal(seed: string): void;
  undo(): boolean;
  redo(): boolean;
  hint(): Move | null;
  /** The words of the widget's language now (English until another language's catalogue has arrived). */
  words(): Catalogue;
  /** Says a sentence in the live region. */
  announce(text: string): void;
  /** Tells the page about bad input (console warning and `carpet-error`). */
  report(code: CarpetErrorCode, message: string): void;
}

/** The legal moves of `count` cards from `pile` (a count of 1 is written without `count`). */
export const movesOf = (table: Pick<Table, 'legalMoves'>, pile: PileId, count: number): Move[] =>
  table.legalMoves().filter((move) => move.from === pile && (move.count ?? 1) === count);

/** Where and how the game's table draws `pile` (undefined for a pile it does not draw). */
export const slotOf = (game: AnyGame, pile: PileId): PileSlot | undefined =>
  game.table.slots.find((slot) => slot.id === pile);

/** A pile as data, for the catalogue to name; a pile the table does not show is named by its id's kind. */
export function nameOf(game: GameDefinition<object, unknown>, pile: PileId): PileName {
  const slot = slotOf(game, pile);
  if (slot) return slot.name;
  return { kind: pile === 'waste' || pile === 'talon' ? pile : 'stock' };
}

/**
 * A move from outside (a host page's `play()`) read once into plain values, so a getter that throws or
 * changes between reads (a Proxy) cannot reach the rules; undefined when it is not a move.
 */
export function readMove(value: unknown): Move | undefined {
  try {
    const { from, to, count } = value as Move;
    const move = count === undefined ? { from, to } : { from, to, count };
    return isMoveShape(move) ? move : undefined;
  } catch {
    return undefined;
  }
}
