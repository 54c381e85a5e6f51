/**
 * The table in a few sentences, for a reader who cannot see it at a glance (the S key, or "Describe the
 * table" in the More menu): each foundation's top card and the card it needs next, the cards left in the
 * stock and on the waste or talon with the deals or re-deals left, the moves made and the cards home, then
 * what the solver's line under the board says, if anything: only what the `analysis` mode lets it say.
 * Comes with the deferred chunk (element/host/later.ts).
 */
import type { CardCode } from '../../core/cards.js';
import { cardsHome } from '../../core/cards-home.js';
import { foundationNext } from '../../core/foundations.js';
import type { Piles } from '../../core/types.js';
import type { Catalogue } from '../../i18n/catalogue.js';
import type { AnyGame } from '../host/host.js';

/** The piles spoken besides the foundations: what is left to come. */
const TO_COME = new Set(['stock', 'waste', 'talon']);

export function describeTable(
  game: AnyGame,
  state: object,
  piles: Piles,
  moves: number,
  verdict: string,
  words: Catalogue,
): string {
  const { guide } = words;
  const cardsOf = (pile: string): readonly CardCode[] => piles[pile] ?? [];
  const slots = game.table.slots;
  const foundations = slots.filter((slot) => slot.name.kind === 'foundation');
  const parts = foundations.map(({ id, name }) =>
    guide.foundation(name, cardsOf(id).at(-1) ?? null, foundationNext(name, cardsOf(id))),
  );
  for (const { id, name } of slots.filter((slot) => TO_COME.has(slot.name.kind))) {
    // The stock is face down: its count, never its top card.
    const top = name.kind === 'stock' ? null : (cardsOf(id).at(-1) ?? null);
    parts.push(guide.pileSummary(name, cardsOf(id).length, top, game.pileNote?.(id, state)));
  }
  const { home, total } = cardsHome(slots, piles);
  parts.push(guide.summaryEnd(moves, home, total));
  if (verdict) parts.push(verdict);
  return parts.join(' ');
}
