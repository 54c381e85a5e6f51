/**
 * What a foundation needs next, from what it is and what it holds. In every game here a foundation builds in
 * one suit, one rank at a time: up from the ace, or down from the king where it starts from a king (Lady
 * Cadogan's The Carpet); an empty one (Carthage) is started by any ace. The spoken summary of the table
 * reads it.
 */
import { type CardCode, RANKS, rankOf, suitOf } from './cards.js';
import type { PileName } from './game.js';

/** The card a foundation needs next, any ace (an empty foundation), or nothing (it is complete). */
export type FoundationNext = { card: CardCode } | 'any-ace' | 'complete';

export function foundationNext(name: PileName, cards: readonly CardCode[]): FoundationNext {
  const top = cards.at(-1);
  if (top === undefined) {
    if (name.kind === 'foundation' && name.suit) return { card: `${name.end === 'king' ? 'K' : 'A'}${name.suit}` };
    return 'any-ace';
  }
  const down = name.kind === 'foundation' && name.end === 'king';
  const next = RANKS[RANKS.indexOf(rankOf(top)) + (down ? -1 : 1)];
  return next === undefined ? 'complete' : { card: `${next}${suitOf(top)}` };
}
