import { SUITS } from '../../core/cards.js';
import { type GameDefinition, type PileSlot, preferFoundation } from '../../core/game.js';
import { cadoganMachine } from './machine.js';
import { cadoganMeta } from './meta.js';
import {
  type CadoganOptions,
  type CadoganState,
  cadoganRules,
  isAvailable,
  orientationOf,
  redealsLeft,
} from './rules.js';
import { cadoganPageSolver } from './problem.js';

const SIZE = 8;
const cellOf = (pile: string): number => (pile.startsWith('carpet-') ? Number(pile.slice('carpet-'.length)) : -1);

// As the book's plate: ace foundations and king foundations above, the 8 x 8 carpet, stock and talon below.
const slots: PileSlot[] = [
  ...SUITS.map((suit, index): PileSlot => ({
    id: `foundation-${index}`,
    col: index + 1,
    row: 1,
    show: 'top',
    kind: 'foundation',
    name: { kind: 'foundation', suit, end: 'ace' },
  })),
  ...SUITS.map((suit, index): PileSlot => ({
    id: `foundation-${index + 4}`,
    col: index + 5,
    row: 1,
    show: 'top',
    kind: 'foundation',
    name: { kind: 'foundation', suit, end: 'king' },
  })),
  ...Array.from({ length: SIZE * SIZE }, (_, cell): PileSlot => {
    const row = Math.floor(cell / SIZE) + 1;
    const col = (cell % SIZE) + 1;
    const orientation = orientationOf(cell);
    return {
      id: `carpet-${cell}`,
      col,
      row: row + 1,
      show: 'top',
      kind: 'cell',
      orientation,
      name: { kind: 'cell', row, col, orientation },
    };
  }),
  { id: 'stock', col: 3, row: SIZE + 2, show: 'stock', kind: 'stock', name: { kind: 'stock' } },
  { id: 'talon', col: 4, row: SIZE + 2, colSpan: 3, show: 'fan-right', kind: 'talon', name: { kind: 'talon' } },
];

export const cadoganGame: GameDefinition<CadoganState, CadoganOptions> = {
  ...cadoganMeta,
  rules: cadoganRules,
  machine: cadoganMachine,
  parseOptions: () => ({ options: {}, problems: [] }),
  table: { ...cadoganMeta.grid, slots },
  solver: cadoganPageSolver,
  clickMove(legal, { pile }) {
    // The stock deals, or re-deals once it is empty; a card goes home (the ace foundation when both fit), else onto the talon.
    if (pile === 'stock')
      return (
        legal.find((move) => move.from === 'stock') ??
        legal.find((move) => move.from === 'talon' && move.to === 'stock')
      );
    return preferFoundation(legal.filter((move) => move.from === pile && move.to !== 'stock'));
  },
  pileNote(pile, state) {
    if (pile !== 'stock') return undefined;
    return { kind: 'redeals-left', count: redealsLeft(state) };
  },
  pileState(pile, state) {
    const cell = cellOf(pile);
    if (cell < 0) return undefined;
    return isAvailable(state, cell) ? 'available' : 'blocked';
  },
};

export default cadoganGame;
