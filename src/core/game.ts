/**
 * What a game is to the element: its rules, its statechart, its options and its table. A new game is a
 * folder that exports one GameDefinition and one line in `games/registry.ts`.
 */
import type { AnyStateMachine } from 'xstate';
import type { Suit } from './cards.js';
import type { GameSolver } from './solving.js';
import type { Move, PileId, Piles, Rules } from './types.js';

/** What a pile is, as data: each language names it (foundation, tableau 4, carpet row 2, column 3 …). */
export type PileName =
  /** A foundation: of a suit (Carpet), of a suit built from its ace or its king (The Carpet), or numbered (Carthage). */
  | { kind: 'foundation'; suit?: Suit; end?: 'ace' | 'king'; number?: number }
  /** A carpet cell, from row 1 and column 1; Lady Cadogan's cells lie upright or crosswise. */
  | { kind: 'cell'; row: number; col: number; orientation?: 'upright' | 'crosswise' }
  | { kind: 'tableau' | 'reserve'; number: number }
  | { kind: 'stock' | 'waste' | 'talon' };

/** A note a game puts on a pile, as data ("5 deals left", "1 re-deal left"). */
export interface PileNote {
  kind: 'deals-left' | 'redeals-left';
  count: number;
}

/** How a pile shows its cards. */
export type PileShow =
  | 'top' // only the top card (and the one beneath, revealed while dragging)
  | 'fan-right' // the top three cards fanned to the right (a waste)
  | 'fan-down' // every card fanned downward (a tableau)
  | 'stack' // the top card, with the cards beneath visibly stacked and counted (a reserve)
  | 'stock'; // face down, with its count

export interface PileSlot {
  id: PileId;
  /** Grid column and row, from 1. */
  col: number;
  row: number;
  colSpan?: number;
  show: PileShow;
  /** What the pile is, as data; each language names it ("Clubs foundation", "Fondation de trèfle"). */
  name: PileName;
  /** A class for the game's styles: "foundation", "cell", "stock", "waste", … */
  kind: string;
  /** Crosswise cards lie on their side (Lady Cadogan's carpet); upright is the default. */
  orientation?: 'upright' | 'crosswise';
}

export interface TableLayout {
  columns: number;
  rows: number;
  /** Square cells fit a card either way up (a checkerboard of upright and crosswise cards). */
  squareCells?: boolean;
  slots: PileSlot[];
}

/** What a click or tap landed on: a pile, and which of its cards (null for the pile itself, or an empty pile). */
export interface ClickTarget {
  pile: PileId;
  /** The clicked card's place in the pile, 0 for the bottom card. */
  index: number | null;
  /** How many cards the pile holds. */
  size: number;
  /** Every pile on the table, to weigh destinations (an empty pile is a last resort). */
  piles: Piles;
}

/** A game option's attribute with a value that is not one of its values (each language words it). */
export interface OptionProblem {
  attribute: string;
  /** The value as the page wrote it. */
  value: string;
  /** What the attribute takes: its values, the default first. */
  allowed: readonly string[];
}

/** An option read from an attribute: the value to use, and a problem to report when the attribute was bad. */
export interface ParsedOptions<O> {
  options: O;
  problems: OptionProblem[];
}

/**
 * What is known of a game before its code loads, written once in its folder's meta.ts: the element's
 * catalogue reads it to keep the table's space and to watch the game's attributes, and the game's
 * definition spreads it, so no copy can drift.
 */
export interface GameMeta {
  /** The `variant` attribute's value, and the game's folder under src/games/. */
  variant: string;
  /** The title in English; each language titles the game itself (TableWords.game). */
  title: string;
  /** The element attributes the game's options come from (Carpet: "fill"); a change to one deals anew. */
  attributes: readonly string[];
  /** The table's grid, so the space the game will take is kept while its code loads. */
  grid: { columns: number; rows: number; squareCells?: boolean };
}

export interface GameDefinition<S = unknown, O = unknown> {
  variant: string;
  title: string;
  rules: Rules<S, O>;
  /** The game's statechart; its input is { seed, options } and its context a GameContext<S, O>. */
  machine: AnyStateMachine;
  /** The element attributes the game's options come from (Carpet: "fill"); a change to one deals anew. */
  attributes: readonly string[];
  /** Reads the game's options from the element's attributes (null when absent). */
  parseOptions(attribute: (name: string) => string | null): ParsedOptions<O>;
  table: TableLayout;
  /** The move a click or tap makes, out of all legal moves; undefined when none. */
  clickMove(legal: Move[], target: ClickTarget): Move | undefined;
  /** A short note shown on a pile and spoken with its name (3 deals left), as data; undefined for none. */
  pileNote?(pile: PileId, state: S): PileNote | undefined;
  /** The game's solver: hints, "still winnable?", winnable-only deals, auto-finish and autoplay. */
  solver?: GameSolver<S>;
  /** Whether a pile's card may move at all by the game's rules (marked, and spoken with the pile's name). */
  pileState?(pile: PileId, state: S): 'available' | 'blocked' | undefined;
}

/** Foundations first, then the first destination in table order: what a click usually means. */
export function preferFoundation(moves: Move[]): Move | undefined {
  return moves.find((move) => move.to.startsWith('foundation-')) ?? moves[0];
}
