/** Carthage positions built by hand, for the rules, search, solver and statechart tests. */
import { type CardCode, SUITS, cardOf, suitOf, valueOf } from '../../../src/core/cards.js';
import type { CarthageState } from '../../../src/games/carthage/rules.js';
import { deepFreeze } from '../../support/freeze.js';

/** A foundation from its top card: "4H" is AH 2H 3H 4H. */
export const upTo = (topCard: string): CardCode[] =>
  topCard ? Array.from({ length: valueOf(topCard as CardCode) }, (_, v) => cardOf(v + 1, suitOf(topCard as CardCode))) : [];

export interface Layout {
  tableau?: readonly (readonly string[])[];
  reserves?: readonly (readonly string[])[];
  stock?: readonly string[];
}

/**
 * A whole game's position from its layout, deep-frozen: every card the layout does not name is on the
 * foundations, two per suit (foundation 2k and 2k + 1 hold SUITS[k]). Throws when no real game could reach it.
 */
export function complete(layout: Layout): CarthageState {
  const out = [...(layout.tableau ?? []).flat(), ...(layout.reserves ?? []).flat(), ...(layout.stock ?? [])];
  const foundations: CardCode[][] = [];
  for (const suit of SUITS) {
    const outOf = (v: number) => out.filter((card) => card === cardOf(v, suit)).length;
    const lowest = (copies: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].find((v) => outOf(v) >= copies) ?? 14;
    const [first, second] = [lowest(1), lowest(2)];
    for (let v = 1; v <= 13; v++) {
      if (outOf(v) !== Number(v >= first) + Number(v >= second)) throw new Error(`test setup: ${cardOf(v, suit)} cannot be out`);
    }
    foundations.push(upTo(first > 1 ? cardOf(first - 1, suit) : ''), upTo(second > 1 ? cardOf(second - 1, suit) : ''));
  }
  const pad = (list: readonly (readonly string[])[] | undefined, length: number): CardCode[][] =>
    Array.from({ length }, (_, index) => (list?.[index] ?? []).slice() as CardCode[]);
  return deepFreeze({ foundations, tableau: pad(layout.tableau, 8), reserves: pad(layout.reserves, 6), stock: (layout.stock ?? []).slice() as CardCode[] });
}
