/**
 * The Carpet solver's numbers (position.ts): cards as numbers, foundation heights packed in one number,
 * and moves as shared frozen objects that carry what they do under a symbol.
 */
import { type CardCode, SUITS, cardOf, fullDeck } from '../../core/cards.js';
import type { Move } from '../../core/types.js';
import { CARPET_CELLS } from './rules.js';

// ------------------------------------------------------------------------------------------------
// Cards as numbers: suit * 13 + value - 1. Suits 0 and 1 lie in bits 0-25 of a set, suits 2 and 3 in
// bits 0-25 of a second number (26-51).

export const CODES: readonly CardCode[] = fullDeck(1);
export const SUIT = CODES.map((_, card) => Math.floor(card / 13));
export const VALUE = CODES.map((_, card) => (card % 13) + 1);
export const BY_CHAR = new Int8Array(128);
'A23456789TJQK'.split('').forEach((rank, index) => (BY_CHAR[rank.charCodeAt(0)] = index));
'CDHS'.split('').forEach((suit, index) => (BY_CHAR[suit.charCodeAt(0)] = index * 13));
/** A card code's number. */
export const numberOf = (code: CardCode): number => BY_CHAR[code.charCodeAt(0)] + BY_CHAR[code.charCodeAt(1)];

/** How near fitting a waste top must be for a hint to take it rather than deal (measured best: 4). */
export const HINT_REACH = 4;
/** Foundation heights, 4 bits per suit; all four complete is 0xdddd. */
export const ALL_HOME = 0xdddd;
export const height = (heights: number, suit: number): number => (heights >>> (suit * 4)) & 15;
export const fits = (heights: number, card: number): boolean => VALUE[card] === height(heights, SUIT[card]) + 1;

// The four foundation piles at each combination of heights, made once and shared (frozen).
export const FOUNDATIONS = new Array<readonly (readonly CardCode[])[] | undefined>(ALL_HOME + 1);
export const PILES = SUITS.map((suit) =>
  Array.from({ length: 14 }, (_, size) => Object.freeze(Array.from({ length: size }, (_, v) => cardOf(v + 1, suit)))),
);
export const foundationsAt = (heights: number): readonly (readonly CardCode[])[] =>
  (FOUNDATIONS[heights] ??= Object.freeze(PILES.map((piles, suit) => piles[height(heights, suit)])));

// ------------------------------------------------------------------------------------------------
// Moves: shared frozen objects. What one does is a number under a symbol (not enumerable, so a copy or
// JSON of the move shows only from and to): kind * 32 + cell, plus NO_DEAL for a P2 take.

export const TO_FOUNDATION = 0;
export const FROM_WASTE = 1;
export const DEAL = 2;
export const FILL = 3;
export const NO_DEAL = 128;
export const OP = Symbol('carpet move');

/** The move alone in a list, shared: a forced move costs no new list. */
export const ALONE = Symbol('carpet move alone');

export type SolverMove = Move & { readonly [OP]?: number; readonly [ALONE]?: Move[] };
export const makeMove = (from: string, to: string, op: number): Move => {
  const move = { from, to };
  Object.defineProperty(move, OP, { value: op });
  Object.defineProperty(move, ALONE, { value: Object.freeze([move]) });
  return Object.freeze(move);
};
export const alone = (move: Move): Move[] => (move as SolverMove)[ALONE] as Move[];
export const NONE: Move[] = Object.freeze([]) as unknown as Move[];
export const cellMoves = (op: number): readonly Move[][] =>
  Array.from({ length: CARPET_CELLS }, (_, cell) =>
    SUITS.map((_, f) => makeMove(`carpet-${cell}`, `foundation-${f}`, op + cell)),
  );
export const CELL_UP = cellMoves(TO_FOUNDATION * 32);
export const CELL_UP_NO_DEAL = cellMoves(NO_DEAL + TO_FOUNDATION * 32);
export const WASTE_UP: readonly Move[] = SUITS.map((_, f) => makeMove('waste', `foundation-${f}`, FROM_WASTE * 32 + f));
export const DEAL_MOVE = makeMove('stock', 'waste', DEAL * 32);
export const fillMoves = (from: 'waste' | 'stock', op: number): readonly Move[] =>
  Array.from({ length: CARPET_CELLS }, (_, cell) => makeMove(from, `carpet-${cell}`, op + cell));
export const FILL_FROM_WASTE = fillMoves('waste', FILL * 32);
export const FILL_FROM_WASTE_NO_DEAL = fillMoves('waste', NO_DEAL + FILL * 32);
export const FILL_FROM_STOCK = fillMoves('stock', FILL * 32);
/** Each P2 take's unmarked twin. */
export const UNMARKED = new Map<Move, Move>([
  ...FILL_FROM_WASTE_NO_DEAL.map((move, cell): [Move, Move] => [move, FILL_FROM_WASTE[cell]]),
  ...CELL_UP_NO_DEAL.flatMap((moves, cell) => moves.map((move, f): [Move, Move] => [move, CELL_UP[cell][f]])),
]);

/** What a move does; a move made elsewhere (same from and to) is read from its pile ids. */
export function opOf(move: SolverMove): number {
  const op = move[OP];
  if (op !== undefined) return op;
  const cell = /^carpet-(\d+)$/;
  const to = cell.exec(move.to);
  const from = cell.exec(move.from);
  if (move.from === 'stock' && move.to === 'waste') return DEAL * 32;
  if (to) return FILL * 32 + Number(to[1]);
  if (from) return TO_FOUNDATION * 32 + Number(from[1]);
  if (move.from === 'waste') return FROM_WASTE * 32;
  throw new Error(`The Carpet solver cannot apply ${move.from} -> ${move.to}.`);
}
