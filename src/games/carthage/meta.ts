/** Carthage: two packs, eight reserves that become free cells, eight tableau piles. */
import type { GameMeta } from '../../core/game.js';

export const carthageMeta = {
  variant: 'carthage',
  title: 'Carthage',
  attributes: [],
  grid: { columns: 8, rows: 3 },
} as const satisfies GameMeta;
