import type { CardCode } from './cards.js';

export type Variant = 'carpet' | 'carthage' | 'cadogan-carpet';

/** `foundation-N`, `carpet-N`, `tableau-N`, `reserve-N`, `stock`, `waste`, `talon` (RULES.md). */
export type PileId = string;

/** A move as RULES.md defines it; `count` only for a Carthage super move. */
export interface Move {
  from: PileId;
  to: PileId;
  count?: number;
}

/** Every pile of a game, each listed bottom card first (the last card is the top). */
export type Piles = Record<PileId, CardCode[]>;

export type Status = 'playing' | 'won' | 'lost';

/** The outcome of applying a move to a pure game state. */
export type ApplyResult<S> = { ok: true; state: S } | { ok: false; reason: string };

/** What the rules of one game offer: pure functions over plain data, no DOM, no xstate. */
export interface Rules<S, O> {
  deal(seed: string, options: O): S;
  legalMoves(state: S): Move[];
  /** Applies a move and everything the rules then do by themselves (an automatic gap fill). */
  apply(state: S, move: Move): ApplyResult<S>;
  status(state: S): Status;
  piles(state: S): Piles;
}

export const sameMove = (a: Move, b: Move): boolean => a.from === b.from && a.to === b.to && (a.count ?? 1) === (b.count ?? 1);

/** Whether a value from outside (a host page's `play()`) has the shape of a move. */
export function isMoveShape(value: unknown): value is Move {
  if (typeof value !== 'object' || value === null) return false;
  const { from, to, count } = value as Record<string, unknown>;
  return typeof from === 'string' && typeof to === 'string' && (count === undefined || (typeof count === 'number' && Number.isInteger(count) && count >= 1));
}
