import { SUITS } from '../../core/cards.js';
import { type GameDefinition, type PileSlot, preferFoundation } from '../../core/game.js';
import { carpetMachine } from './machine.js';
import { carpetMeta } from './meta.js';
import {
  CARPET_CELLS,
  CARPET_COLUMNS,
  type CarpetOptions,
  type CarpetState,
  type FillMode,
  carpetRules,
} from './rules.js';
import { carpetSolver } from './solver.js';

const FILL_MODES: readonly FillMode[] = ['auto', 'manual'];

// Foundations along the top, the 4 x 5 carpet beneath, the stock and waste at the bottom.
const slots: PileSlot[] = [
  ...SUITS.map((suit, index): PileSlot => ({
    id: `foundation-${index}`,
    col: index + 1,
    row: 1,
    show: 'top',
    kind: 'foundation',
    name: { kind: 'foundation', suit },
  })),
  ...Array.from({ length: CARPET_CELLS }, (_, cell): PileSlot => {
    const row = Math.floor(cell / CARPET_COLUMNS) + 1;
    const col = (cell % CARPET_COLUMNS) + 1;
    return { id: `carpet-${cell}`, col, row: row + 1, show: 'top', kind: 'cell', name: { kind: 'cell', row, col } };
  }),
  { id: 'stock', col: 1, row: 6, show: 'stock', kind: 'stock', name: { kind: 'stock' } },
  { id: 'waste', col: 2, row: 6, colSpan: 2, show: 'fan-right', kind: 'waste', name: { kind: 'waste' } },
];

export const carpetGame: GameDefinition<CarpetState, CarpetOptions> = {
  ...carpetMeta,
  rules: carpetRules,
  machine: carpetMachine,
  solver: carpetSolver,
  parseOptions(attribute) {
    const fill = attribute('fill');
    if (fill === null || FILL_MODES.includes(fill as FillMode))
      return { options: { fill: (fill as FillMode) ?? 'auto' }, problems: [] };
    return { options: { fill: 'auto' }, problems: [{ attribute: 'fill', value: fill, allowed: FILL_MODES }] };
  },
  table: { ...carpetMeta.grid, slots },
  clickMove(legal, { pile, size }) {
    // The stock deals; a gap (fill="manual") takes the waste card; a card goes to its foundation, else to the first gap.
    if (pile === 'stock') return legal.find((move) => move.from === 'stock' && move.to === 'waste');
    if (pile.startsWith('carpet-') && size === 0) return legal.find((move) => move.to === pile);
    return preferFoundation(legal.filter((move) => move.from === pile));
  },
};

export default carpetGame;
