import { SUITS, suitName } from '../../core/cards.js';
import { type GameDefinition, type PileSlot, preferFoundation } from '../../core/game.js';
import { cadoganMachine } from './machine.js';
import { type CadoganOptions, type CadoganState, cadoganRules, isAvailable, orientationOf, redealsLeft } from './rules.js';
import { cadoganPageSolver } from './problem.js';

const SIZE = 8;
const capitalise = (text: string): string => text[0].toUpperCase() + text.slice(1);
const cellOf = (pile: string): number => (pile.startsWith('carpet-') ? Number(pile.slice('carpet-'.length)) : -1);

// As the book's plate: ace foundations and king foundations above, the 8 x 8 carpet, stock and talon below.
const slots: PileSlot[] = [
  ...SUITS.map((suit, index): PileSlot => ({
    id: `foundation-${index}`,
    col: index + 1,
    row: 1,
    show: 'top',
    kind: 'foundation',
    label: `${capitalise(suitName(suit))} ace foundation`,
  })),
  ...SUITS.map((suit, index): PileSlot => ({
    id: `foundation-${index + 4}`,
    col: index + 5,
    row: 1,
    show: 'top',
    kind: 'foundation',
    label: `${capitalise(suitName(suit))} king foundation`,
  })),
  ...Array.from({ length: SIZE * SIZE }, (_, cell): PileSlot => {
    const row = Math.floor(cell / SIZE) + 1;
    const col = (cell % SIZE) + 1;
    const orientation = orientationOf(cell);
    return { id: `carpet-${cell}`, col, row: row + 1, show: 'top', kind: 'cell', orientation, label: `Carpet row ${row}, column ${col}, ${orientation}` };
  }),
  { id: 'stock', col: 3, row: SIZE + 2, show: 'stock', kind: 'stock', label: 'Stock' },
  { id: 'talon', col: 4, row: SIZE + 2, colSpan: 3, show: 'fan-right', kind: 'talon', label: 'Talon' },
];

export const cadoganGame: GameDefinition<CadoganState, CadoganOptions> = {
  variant: 'cadogan-carpet',
  title: 'The Carpet',
  rules: cadoganRules,
  machine: cadoganMachine,
  attributes: [],
  parseOptions: () => ({ options: {}, problems: [] }),
  table: { columns: SIZE, rows: SIZE + 2, squareCells: true, slots },
  solver: cadoganPageSolver,
  clickMove(legal, { pile }) {
    // The stock deals, or re-deals once it is empty; a card goes home (the ace foundation when both fit), else onto the talon.
    if (pile === 'stock') return legal.find((move) => move.from === 'stock') ?? legal.find((move) => move.from === 'talon' && move.to === 'stock');
    return preferFoundation(legal.filter((move) => move.from === pile && move.to !== 'stock'));
  },
  pileNote(pile, state) {
    if (pile !== 'stock') return undefined;
    const left = redealsLeft(state);
    return left === 1 ? '1 re-deal left' : `${left} re-deals left`;
  },
  pileState(pile, state) {
    const cell = cellOf(pile);
    if (cell < 0) return undefined;
    return isAvailable(state, cell) ? 'available' : 'blocked';
  },
};
