/** Lady Cadogan's The Carpet: two packs, an 8 x 8 checkerboard carpet of upright and crosswise cards. */
import type { GameMeta } from '../../core/game.js';

export const cadoganMeta = {
  variant: 'cadogan-carpet',
  title: 'The Carpet',
  attributes: [],
  grid: { columns: 8, rows: 10, squareCells: true },
} as const satisfies GameMeta;
