/** Carpet, the default game: one pack, a 4 x 5 carpet of cards, foundations built up by suit. */
import type { GameMeta } from '../../core/game.js';

export const carpetMeta = {
  variant: 'carpet',
  title: 'Carpet',
  attributes: ['fill'],
  grid: { columns: 5, rows: 6 },
} as const satisfies GameMeta;
