import type { CardCode, Suit } from './cards.js';

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

/**
 * Why the rules refuse a move, as data: each language words it (ErrorWords.refusal). Piles are named by
 * their ids, which the element turns into the game's pile names; `variant` names the game.
 */
export type Refusal =
  // Any game
  | { key: 'one-card-only'; variant: string }
  | { key: 'bad-count' }
  | { key: 'no-source'; pile: PileId; variant: string }
  | { key: 'no-destination'; pile: PileId }
  | { key: 'empty'; pile: PileId }
  | { key: 'same-pile' }
  | { key: 'no-redeal'; variant: string }
  // Foundations
  | { key: 'wrong-suit'; card: CardCode; pile: PileId; suit?: Suit }
  | { key: 'needs'; card: CardCode; pile: PileId }
  | { key: 'complete'; pile: PileId }
  | { key: 'needs-ace'; card: CardCode }
  | { key: 'deal-first' }
  | { key: 'run-to-foundation' }
  | { key: 'foundation-to-foundation' }
  | { key: 'foundation-fixed'; pile: PileId }
  // Carpet's gaps
  | { key: 'auto-fill' }
  | { key: 'not-a-gap'; pile: PileId }
  | { key: 'carpet-to-carpet' }
  | { key: 'gap-filler' }
  // Carthage's stock, reserves and tableau
  | { key: 'deal-onto-reserves' }
  | { key: 'deal-no-count' }
  | { key: 'run-to-reserve' }
  | { key: 'reserve-taken' }
  | { key: 'run-from-non-tableau' }
  | { key: 'too-few-cards'; pile: PileId; count: number }
  | { key: 'not-a-run'; pile: PileId; count: number }
  | { key: 'tableau-build'; card: CardCode; onto: CardCode }
  | { key: 'super-move-limit'; reserves: number; piles: number; limit: number; count: number; intoEmpty: boolean }
  // Lady Cadogan's stock, talon and carpet
  | { key: 'deal-onto-talon' }
  | { key: 'stock-empty-redeal'; left: number }
  | { key: 'stock-empty-no-redeal' }
  | { key: 'redeal-stock-not-empty'; count: number }
  | { key: 'redeal-talon-empty' }
  | { key: 'no-redeal-left' }
  | { key: 'to-stock' }
  | { key: 'to-carpet' }
  | { key: 'blocked'; card: CardCode }
  | { key: 'talon-empty-build' }
  | { key: 'talon-suit'; card: CardCode; onto: CardCode }
  | { key: 'talon-rank'; card: CardCode; onto: CardCode; wrap: boolean };

/** Every key a refusal may have. */
export type RefusalKey = Refusal['key'];

/** The outcome of applying a move to a pure game state. */
export type ApplyResult<S> = { ok: true; state: S } | { ok: false; reason: Refusal };

/** What the rules of one game offer: pure functions over plain data, no DOM, no xstate. */
export interface Rules<S, O> {
  deal(seed: string, options: O): S;
  legalMoves(state: S): Move[];
  /** Applies a move and everything the rules then do by themselves (an automatic gap fill). */
  apply(state: S, move: Move): ApplyResult<S>;
  status(state: S): Status;
  piles(state: S): Piles;
}

export const sameMove = (a: Move, b: Move): boolean =>
  a.from === b.from && a.to === b.to && (a.count ?? 1) === (b.count ?? 1);

/** Whether a value from outside (a host page's `play()`) has the shape of a move. */
export function isMoveShape(value: unknown): value is Move {
  if (typeof value !== 'object' || value === null) return false;
  const { from, to, count } = value as Record<string, unknown>;
  return (
    typeof from === 'string' &&
    typeof to === 'string' &&
    (count === undefined || (typeof count === 'number' && Number.isInteger(count) && count >= 1))
  );
}
