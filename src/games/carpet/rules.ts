/**
 * Carpet (one pack), RULES.md section 1. Pure functions over plain data: no DOM, no xstate.
 * Foundation N holds suit SUITS[N]; the carpet is 20 cells, row by row; the stock's last card is its top.
 */
import { type CardCode, type Suit, SUITS, cardOf, fullDeck, rankOf, suitOf, valueOf } from '../../core/cards.js';
import { dealRandom, shuffle } from '../../core/random.js';
import type { ApplyResult, Move, Piles, Refusal, Rules, Status } from '../../core/types.js';

export type FillMode = 'auto' | 'manual';
export interface CarpetOptions {
  fill: FillMode;
}

export interface CarpetState {
  readonly fill: FillMode;
  /** Foundation N holds suit SUITS[N], ace first. */
  readonly foundations: readonly (readonly CardCode[])[];
  /** 20 cells, row by row; null is a gap. */
  readonly carpet: readonly (CardCode | null)[];
  readonly stock: readonly CardCode[];
  readonly waste: readonly CardCode[];
}

export const CARPET_CELLS = 20;
export const CARPET_COLUMNS = 5;
export const CARPET_CARDS = 52;

const carpetId = (cell: number): string => `carpet-${cell}`;
const foundationId = (index: number): string => `foundation-${index}`;
const top = <T>(pile: readonly T[]): T | undefined => pile[pile.length - 1];

/** The foundation a card goes to, and whether it is the next card there. */
const foundationIndex = (card: CardCode): number => SUITS.indexOf(suitOf(card));
const fitsFoundation = (state: CarpetState, card: CardCode): boolean =>
  state.foundations[foundationIndex(card)].length === valueOf(card) - 1;

/** Step 1 of the deal: the aces on their foundations, the other 48 cards shuffled into the stock. */
export function seedFoundations(seed: string, options: CarpetOptions): CarpetState {
  const others = fullDeck(1).filter((card) => rankOf(card) !== 'A');
  const shuffled = shuffle(others, dealRandom('carpet', seed));
  return {
    fill: options.fill,
    foundations: SUITS.map((suit) => [cardOf(1, suit)]),
    carpet: Array.from({ length: CARPET_CELLS }, () => null),
    // The first shuffled card is dealt first, so it lies on top (last).
    stock: shuffled.reverse(),
    waste: [],
  };
}

/** Step 2 of the deal: the top 20 stock cards face up into the carpet, row by row. */
export function dealCarpet(state: CarpetState): CarpetState {
  const stock = state.stock.slice();
  const carpet = state.carpet.map((card) => card ?? (stock.pop() as CardCode));
  return { ...state, carpet, stock };
}

export function deal(seed: string, options: CarpetOptions): CarpetState {
  return dealCarpet(seedFoundations(seed, options));
}

function cellOf(pile: string): number {
  // Only the pile ids the game lists (RULES.md): "carpet-7", never "carpet-07", so a move the rules
  // accept always names a pile of piles() and legalMoves().
  const match = /^carpet-(0|[1-9]\d*)$/.exec(pile);
  const cell = match ? Number(match[1]) : -1;
  return cell >= 0 && cell < CARPET_CELLS ? cell : -1;
}

function foundationOf(pile: string): number {
  const match = /^foundation-(\d)$/.exec(pile);
  const index = match ? Number(match[1]) : -1;
  return index >= 0 && index < SUITS.length ? index : -1;
}

/** The card a gap would be filled with: the top waste card, or the top stock card when the waste is empty. */
export function nextFiller(state: CarpetState): { from: 'waste' | 'stock'; card: CardCode } | undefined {
  const fromWaste = top(state.waste);
  if (fromWaste) return { from: 'waste', card: fromWaste };
  const fromStock = top(state.stock);
  return fromStock ? { from: 'stock', card: fromStock } : undefined;
}

export const gaps = (state: CarpetState): number[] =>
  state.carpet.flatMap((card, cell) => (card === null ? [cell] : []));

export function legalMoves(state: CarpetState): Move[] {
  const moves: Move[] = [];
  state.carpet.forEach((card, cell) => {
    if (card && fitsFoundation(state, card))
      moves.push({ from: carpetId(cell), to: foundationId(foundationIndex(card)) });
  });
  const wasteTop = top(state.waste);
  if (wasteTop && fitsFoundation(state, wasteTop))
    moves.push({ from: 'waste', to: foundationId(foundationIndex(wasteTop)) });
  if (state.fill === 'manual') {
    const filler = nextFiller(state);
    if (filler) for (const cell of gaps(state)) moves.push({ from: filler.from, to: carpetId(cell) });
  }
  if (state.stock.length > 0) moves.push({ from: 'stock', to: 'waste' });
  return moves;
}

/** Why a move is refused, as data each language words (Refusal); undefined when it is legal. */
export function whyIllegal(state: CarpetState, move: Move): Refusal | undefined {
  const { from, to } = move;
  if ((move.count ?? 1) !== 1) return { key: 'one-card-only', variant: 'carpet' };
  if (from === 'stock' && to === 'waste')
    return state.stock.length > 0 ? undefined : { key: 'no-redeal', variant: 'carpet' };
  const card =
    from === 'waste'
      ? top(state.waste)
      : from === 'stock'
        ? top(state.stock)
        : cellOf(from) >= 0
          ? state.carpet[cellOf(from)]
          : undefined;
  if (from !== 'waste' && from !== 'stock' && cellOf(from) < 0)
    return { key: 'no-source', pile: from, variant: 'carpet' };
  if (!card) return { key: 'empty', pile: from };
  const foundation = foundationOf(to);
  if (foundation >= 0) {
    if (from === 'stock') return { key: 'deal-first' };
    const suit: Suit = SUITS[foundation];
    if (suitOf(card) !== suit) return { key: 'wrong-suit', card, pile: to };
    const needed = state.foundations[foundation].length + 1;
    if (needed > 13) return { key: 'complete', pile: to };
    return valueOf(card) === needed ? undefined : { key: 'needs', card: cardOf(needed, suit), pile: to };
  }
  const cell = cellOf(to);
  if (cell >= 0) {
    if (state.fill === 'auto') return { key: 'auto-fill' };
    if (state.carpet[cell] !== null) return { key: 'not-a-gap', pile: to };
    if (cellOf(from) >= 0) return { key: 'carpet-to-carpet' };
    const filler = nextFiller(state);
    return filler?.from === from ? undefined : { key: 'gap-filler' };
  }
  return { key: 'no-destination', pile: to };
}

/** Fills one gap from the waste, or the stock when the waste is empty; the state itself when nothing fills. */
export function fillOneGap(state: CarpetState): CarpetState {
  const cell = state.carpet.indexOf(null);
  const filler = nextFiller(state);
  if (cell < 0 || !filler) return state;
  return placeFiller(state, filler.from, cell);
}

/** Under fill="auto", whether a gap is waiting for a card that can fill it. */
export const hasGapToFill = (state: CarpetState): boolean =>
  state.fill === 'auto' && state.carpet.includes(null) && nextFiller(state) !== undefined;

function placeFiller(state: CarpetState, from: 'waste' | 'stock', cell: number): CarpetState {
  const source = from === 'waste' ? state.waste : state.stock;
  const card = top(source) as CardCode;
  const carpet = state.carpet.slice();
  carpet[cell] = card;
  return { ...state, carpet, [from]: source.slice(0, -1) };
}

/** Applies a legal move by itself, without the automatic fill that may follow (the statechart's step). */
export function applyMove(state: CarpetState, move: Move): ApplyResult<CarpetState> {
  const reason = whyIllegal(state, move);
  if (reason) return { ok: false, reason };
  const { from, to } = move;
  if (from === 'stock' && to === 'waste') {
    return {
      ok: true,
      state: { ...state, stock: state.stock.slice(0, -1), waste: [...state.waste, top(state.stock) as CardCode] },
    };
  }
  const cell = cellOf(to);
  if (cell >= 0) return { ok: true, state: placeFiller(state, from as 'waste' | 'stock', cell) };
  const foundation = foundationOf(to);
  const foundations = state.foundations.slice();
  if (from === 'waste') {
    foundations[foundation] = [...foundations[foundation], top(state.waste) as CardCode];
    return { ok: true, state: { ...state, foundations, waste: state.waste.slice(0, -1) } };
  }
  const fromCell = cellOf(from);
  const carpet = state.carpet.slice();
  foundations[foundation] = [...foundations[foundation], carpet[fromCell] as CardCode];
  carpet[fromCell] = null;
  return { ok: true, state: { ...state, foundations, carpet } };
}

/** Fills every gap that fill="auto" fills at once. */
export function fillGaps(state: CarpetState): CarpetState {
  let current = state;
  while (hasGapToFill(current)) current = fillOneGap(current);
  return current;
}

export function apply(state: CarpetState, move: Move): ApplyResult<CarpetState> {
  const result = applyMove(state, move);
  return result.ok ? { ok: true, state: fillGaps(result.state) } : result;
}

export const foundationCount = (state: CarpetState): number =>
  state.foundations.reduce((sum, pile) => sum + pile.length, 0);

export const isWon = (state: CarpetState): boolean => foundationCount(state) === CARPET_CARDS;

export function status(state: CarpetState): Status {
  if (isWon(state)) return 'won';
  return state.stock.length === 0 && legalMoves(state).length === 0 ? 'lost' : 'playing';
}

export function piles(state: CarpetState): Piles {
  const result: Piles = {};
  state.foundations.forEach((pile, index) => (result[foundationId(index)] = pile.slice()));
  state.carpet.forEach((card, cell) => (result[carpetId(cell)] = card ? [card] : []));
  result.stock = state.stock.slice();
  result.waste = state.waste.slice();
  return result;
}

export const carpetRules: Rules<CarpetState, CarpetOptions> = { deal, legalMoves, apply, status, piles };
