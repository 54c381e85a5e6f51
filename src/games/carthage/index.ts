import type { GameDefinition, PileSlot } from '../../core/game.js';
import type { Move } from '../../core/types.js';
import { carthageMachine } from './machine.js';
import { carthageMeta } from './meta.js';
import type { CarthageOptions, CarthageState } from './rules.js';
import { carthageRules } from './status.js';
import { carthagePageSolver } from './problem.js';

const CARDS_PER_DEAL = 12;
const range = (length: number) => Array.from({ length }, (_, index) => index);

// Eight foundations along the top; six reserves and the stock beneath; eight tableau piles fanned below.
const slots: PileSlot[] = [
  ...range(8).map((index): PileSlot => ({
    id: `foundation-${index}`,
    col: index + 1,
    row: 1,
    show: 'top',
    kind: 'foundation',
    name: { kind: 'foundation', number: index + 1 },
  })),
  ...range(6).map((index): PileSlot => ({
    id: `reserve-${index}`,
    col: index + 1,
    row: 2,
    show: 'stack',
    kind: 'reserve',
    name: { kind: 'reserve', number: index + 1 },
  })),
  { id: 'stock', col: 8, row: 2, show: 'stock', kind: 'stock', name: { kind: 'stock' } },
  ...range(8).map((index): PileSlot => ({
    id: `tableau-${index}`,
    col: index + 1,
    row: 3,
    show: 'fan-down',
    kind: 'tableau',
    name: { kind: 'tableau', number: index + 1 },
  })),
];

/** Where a card or run is best sent: home first, then onto a card, then an empty tableau pile, then a reserve. */
function destinationRank(move: Move, piles: Record<string, readonly unknown[]>): number {
  if (move.to.startsWith('foundation-')) return 0;
  if (move.to.startsWith('tableau-')) return piles[move.to]?.length ? 1 : 2;
  return 3;
}

export const carthageGame: GameDefinition<CarthageState, CarthageOptions> = {
  ...carthageMeta,
  rules: carthageRules,
  machine: carthageMachine,
  parseOptions: () => ({ options: {}, problems: [] }),
  table: { ...carthageMeta.grid, slots },
  solver: carthagePageSolver,
  clickMove(legal, { pile, index, size, piles }) {
    if (pile === 'stock') return legal.find((move) => move.from === 'stock');
    if (index === null || size === 0) return undefined;
    const count = size - index;
    const candidates = legal.filter((move) => move.from === pile && (move.count ?? 1) === count);
    return candidates.sort((a, b) => destinationRank(a, piles) - destinationRank(b, piles))[0];
  },
  pileNote(pile, state) {
    if (pile !== 'stock') return undefined;
    return { kind: 'deals-left', count: Math.ceil(state.stock.length / CARDS_PER_DEAL) };
  },
};

export default carthageGame;
