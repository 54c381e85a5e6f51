/**
 * How many cards are home: the toolbar's count and the spoken summary's. A module of its own, apart from
 * foundations.ts: the toolbar draws the count with the first cards, and the summary's reading of each
 * foundation comes only with the chunk fetched after them.
 */
import type { CardCode } from './cards.js';
import type { PileSlot } from './game.js';

/** The cards on the table's foundations, and the cards of the deck (every pile's). */
export function cardsHome(
  slots: readonly PileSlot[],
  piles: Readonly<Record<string, readonly CardCode[]>>,
): { home: number; total: number } {
  let [home, total] = [0, 0];
  for (const cards of Object.values(piles)) total += cards.length;
  for (const slot of slots) if (slot.name.kind === 'foundation') home += piles[slot.id]?.length ?? 0;
  return { home, total };
}
