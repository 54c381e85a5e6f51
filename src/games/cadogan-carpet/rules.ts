/**
 * Lady Cadogan's The Carpet (two packs), RULES.md section 3. Pure functions over plain data: no DOM, no
 * xstate. Every pile lists its cards bottom first, so the last card is the top; the stock's last card is
 * the next one dealt. Foundations 0-3 build up from the aces of C D H S, foundations 4-7 down from the
 * kings of C D H S; the carpet is 8 x 8 cells, row by row, and a taken card leaves its cell empty (null)
 * for good. The seed is part of the state because every re-deal shuffles with it.
 */
import { type CardCode, type Suit, SUITS, cardOf, fullDeck, rankOf, suitOf, valueOf } from '../../core/cards.js';
import { dealRandom, shuffle } from '../../core/random.js';
import type { ApplyResult, Move, Piles, Refusal, Rules, Status } from '../../core/types.js';

/** The Carpet has no options. */
export type CadoganOptions = Record<string, never>;

export interface CadoganState {
  /** The deal's seed: re-deals shuffle with it. */
  readonly seed: string;
  /** 1, 2 or 3: each re-deal starts the next pass. */
  readonly pass: number;
  /** 8 foundations: 0-3 from the aces of C D H S up, 4-7 from the kings of C D H S down, base card first. */
  readonly foundations: readonly (readonly CardCode[])[];
  /** 64 cells, row by row; null is an empty cell, never refilled. */
  readonly carpet: readonly (CardCode | null)[];
  /** Face down; the last card is dealt next. */
  readonly stock: readonly CardCode[];
  /** Face up; the last card is the top, the only one that plays. */
  readonly talon: readonly CardCode[];
}

export type Orientation = 'upright' | 'crosswise';

export const CARPET_SIZE = 8;
export const CARPET_CELLS = CARPET_SIZE * CARPET_SIZE;
export const FOUNDATIONS = 8;
export const PASSES = 3;
export const CADOGAN_CARDS = 104;

const FOUNDATION_IDS = Array.from({ length: FOUNDATIONS }, (_, index) => `foundation-${index}`);
const CARPET_IDS = Array.from({ length: CARPET_CELLS }, (_, cell) => `carpet-${cell}`);
const foundationId = (index: number): string => FOUNDATION_IDS[index];
const carpetId = (cell: number): string => CARPET_IDS[cell];
const top = (pile: readonly CardCode[]): CardCode | undefined => (pile.length > 0 ? pile[pile.length - 1] : undefined);

type PileRef =
  { kind: 'foundation'; index: number } | { kind: 'carpet'; index: number } | { kind: 'talon' } | { kind: 'stock' };

// Only the pile ids the game lists (RULES.md): "carpet-7", never "carpet-07" or " carpet-7", so a move the
// rules accept always names a pile of piles() and legalMoves(). A Map, so "__proto__" is no pile.
const PILE_REFS = new Map<string, PileRef>([
  ...FOUNDATION_IDS.map((id, index): [string, PileRef] => [id, { kind: 'foundation', index }]),
  ...CARPET_IDS.map((id, index): [string, PileRef] => [id, { kind: 'carpet', index }]),
  ['talon', { kind: 'talon' }],
  ['stock', { kind: 'stock' }],
]);

// ------------------------------------------------------------------------------------------------
// Foundations (rule 1)

/** The suit a foundation builds in. */
export const foundationSuit = (index: number): Suit => SUITS[index % SUITS.length];
/** Whether a foundation builds down from a king (4-7) rather than up from an ace (0-3). */
export const isKingFoundation = (index: number): boolean => index >= SUITS.length;

/** The card a foundation takes next, or undefined when it is complete (13 cards). */
export function foundationNeeds(state: CadoganState, index: number): CardCode | undefined {
  const height = state.foundations[index].length;
  if (height >= 13) return undefined;
  return cardOf(isKingFoundation(index) ? 13 - height : height + 1, foundationSuit(index));
}

/** Whether `card` is next on foundation `index`. */
export const fitsFoundation = (state: CadoganState, card: CardCode, index: number): boolean =>
  foundationNeeds(state, index) === card;

// ------------------------------------------------------------------------------------------------
// The deal (rule 2)

/**
 * Step 1 of the deal: one ace and one king of each suit on the foundations, the other 96 cards shuffled
 * into the stock. The cards taken out are the first of their code in fullDeck(2) (the packs are never
 * told apart); the 96 keep fullDeck(2)'s order before the shuffle, and the first shuffled card lies on top.
 */
export function seedFoundations(seed: string, _options: CadoganOptions = {}): CadoganState {
  const bases = new Set<CardCode>(SUITS.flatMap((suit) => [cardOf(1, suit), cardOf(13, suit)]));
  // delete() is true only the first time, so the first ace and king of each suit stay out.
  const others = fullDeck(2).filter((card) => !bases.delete(card));
  const shuffled = shuffle(others, dealRandom('cadogan-carpet', seed));
  return {
    seed,
    pass: 1,
    foundations: [...SUITS.map((suit) => [cardOf(1, suit)]), ...SUITS.map((suit) => [cardOf(13, suit)])],
    carpet: Array.from({ length: CARPET_CELLS }, () => null),
    // The first shuffled card is dealt first, so it lies on top (last).
    stock: shuffled.reverse(),
    talon: [],
  };
}

/** Step 2 of the deal: the top 64 stock cards face up into the carpet, row by row (the first to carpet-0). */
export function dealCarpet(state: CadoganState): CadoganState {
  const stock = state.stock.slice();
  const carpet = state.carpet.map((card) => card ?? (stock.pop() as CardCode));
  return { ...state, carpet, stock };
}

export function deal(seed: string, options: CadoganOptions = {}): CadoganState {
  return dealCarpet(seedFoundations(seed, options));
}

// ------------------------------------------------------------------------------------------------
// Availability (rule 3)

/** Row r and column c counted from 1: upright (narrow ends up and down) when r + c is even; carpet-0 is upright. */
export function orientationOf(cell: number): Orientation {
  const row = Math.floor(cell / CARPET_SIZE);
  const col = cell % CARPET_SIZE;
  return (row + col) % 2 === 0 ? 'upright' : 'crosswise';
}

/** Whether the `count` cells beyond `cell`, `step` apart, are all empty. */
function laneClear(carpet: readonly (CardCode | null)[], cell: number, step: number, count: number): boolean {
  for (let i = 1; i <= count; i++) if (carpet[cell + i * step] !== null) return false;
  return true;
}

/**
 * Rules II and III: a card is available when one of its narrow ends has a clear straight lane to the edge
 * of the carpet. Upright: every cell above it in its column is empty, or every cell below it. Crosswise:
 * every cell to its left in its row is empty, or every cell to its right. An empty cell is not available.
 */
export function isAvailable(state: CadoganState, cell: number): boolean {
  if (!Number.isInteger(cell) || cell < 0 || cell >= CARPET_CELLS || state.carpet[cell] === null) return false;
  const row = Math.floor(cell / CARPET_SIZE);
  const col = cell % CARPET_SIZE;
  const last = CARPET_SIZE - 1;
  if (orientationOf(cell) === 'upright') {
    return laneClear(state.carpet, cell, -CARPET_SIZE, row) || laneClear(state.carpet, cell, CARPET_SIZE, last - row);
  }
  return laneClear(state.carpet, cell, -1, col) || laneClear(state.carpet, cell, 1, last - col);
}

/** The available cells, in cell order. */
export function availableCells(state: CadoganState): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < CARPET_CELLS; cell++) if (isAvailable(state, cell)) cells.push(cell);
  return cells;
}

// ------------------------------------------------------------------------------------------------
// Moves (rules 4-9)

/** Rule IV: whether `card` may go on the talon whose top card is `onto`: same suit, one rank up or down, no wrap. */
export function buildsOnTalon(card: CardCode, onto: CardCode | undefined): boolean {
  return onto !== undefined && suitOf(card) === suitOf(onto) && Math.abs(valueOf(card) - valueOf(onto)) === 1;
}

export const redealsLeft = (state: CadoganState): number => PASSES - state.pass;

export const canRedeal = (state: CadoganState): boolean =>
  state.stock.length === 0 && state.talon.length > 0 && state.pass < PASSES;

/**
 * Every legal move, in this fixed order:
 * 1. to the foundations: the available carpet cards in cell order, then the top talon card; each to
 *    foundation-0..7 in order (a card that fits both foundations of its suit lists both);
 * 2. onto the talon: the available carpet cards that build on its top card, in cell order;
 * 3. the deal, `{ from: 'stock', to: 'talon' }`, while the stock has cards;
 * 4. the re-deal, `{ from: 'talon', to: 'stock' }`, when the stock is empty, the talon is not, and a
 *    re-deal is left.
 */
export function legalMoves(state: CadoganState): Move[] {
  const moves: Move[] = [];
  const available = availableCells(state);
  const needs = state.foundations.map((_, index) => foundationNeeds(state, index));
  const toFoundations = (from: string, card: CardCode) => {
    needs.forEach((needed, index) => needed === card && moves.push({ from, to: foundationId(index) }));
  };
  for (const cell of available) toFoundations(carpetId(cell), state.carpet[cell] as CardCode);
  const talonTop = top(state.talon);
  if (talonTop) {
    toFoundations('talon', talonTop);
    for (const cell of available)
      if (buildsOnTalon(state.carpet[cell] as CardCode, talonTop)) moves.push({ from: carpetId(cell), to: 'talon' });
  }
  if (state.stock.length > 0) moves.push({ from: 'stock', to: 'talon' });
  if (canRedeal(state)) moves.push({ from: 'talon', to: 'stock' });
  return moves;
}

function whyNoRedeal(state: CadoganState): Refusal | undefined {
  if (state.stock.length > 0) return { key: 'redeal-stock-not-empty', count: state.stock.length };
  if (state.talon.length === 0) return { key: 'redeal-talon-empty' };
  if (state.pass >= PASSES) return { key: 'no-redeal-left' };
  return undefined;
}

/** Why a move is refused, as data each language words (Refusal); undefined when it is legal. */
export function whyIllegal(state: CadoganState, move: Move): Refusal | undefined {
  const { from, to } = move;
  if ((move.count ?? 1) !== 1) return { key: 'one-card-only', variant: 'cadogan-carpet' };
  const source = PILE_REFS.get(from);
  if (!source) return { key: 'no-source', pile: from, variant: 'cadogan-carpet' };
  if (source.kind === 'stock') {
    if (to !== 'talon') return { key: 'deal-onto-talon' };
    if (state.stock.length > 0) return undefined;
    return canRedeal(state)
      ? { key: 'stock-empty-redeal', left: redealsLeft(state) }
      : { key: 'stock-empty-no-redeal' };
  }
  if (source.kind === 'foundation') return { key: 'foundation-fixed', pile: from };
  if (source.kind === 'talon' && to === 'stock') return whyNoRedeal(state);
  const card = source.kind === 'talon' ? top(state.talon) : state.carpet[source.index];
  if (!card) return { key: 'empty', pile: from };
  const target = PILE_REFS.get(to);
  if (!target) return { key: 'no-destination', pile: to };
  if (target.kind === 'stock') return { key: 'to-stock' };
  if (target.kind === 'carpet') return { key: 'to-carpet' };
  if (target.kind === 'talon' && source.kind === 'talon') return { key: 'same-pile' };
  if (source.kind === 'carpet' && !isAvailable(state, source.index)) return { key: 'blocked', card };
  if (target.kind === 'talon') {
    const onto = top(state.talon);
    if (!onto) return { key: 'talon-empty-build' };
    if (buildsOnTalon(card, onto)) return undefined;
    if (suitOf(card) !== suitOf(onto)) return { key: 'talon-suit', card, onto };
    return { key: 'talon-rank', card, onto, wrap: rankOf(card) === 'A' || rankOf(card) === 'K' };
  }
  const needed = foundationNeeds(state, target.index);
  if (!needed) return { key: 'complete', pile: to };
  if (suitOf(card) !== foundationSuit(target.index)) return { key: 'wrong-suit', card, pile: to };
  return card === needed ? undefined : { key: 'needs', card: needed, pile: to };
}

/** The re-deal (rule 9): the talon's cards sorted by code, shuffled for the next pass, into the stock. */
export function redeal(state: CadoganState): CadoganState {
  const pass = state.pass + 1;
  const gathered = state.talon.slice().sort();
  const shuffled = shuffle(gathered, dealRandom('cadogan-carpet', state.seed, `pass-${pass}`));
  // The first shuffled card is dealt first, so it lies on top (last).
  return { ...state, pass, stock: shuffled.reverse(), talon: [] };
}

/**
 * Applies a move that legalMoves() lists (or whyIllegal() accepts) without checking it again: the
 * statechart's step. Anything else gives a broken state; use apply().
 */
export function applyLegal(state: CadoganState, move: Move): CadoganState {
  if (move.from === 'stock')
    return { ...state, stock: state.stock.slice(0, -1), talon: [...state.talon, top(state.stock) as CardCode] };
  if (move.to === 'stock') return redeal(state);
  const source = PILE_REFS.get(move.from) as PileRef;
  const target = PILE_REFS.get(move.to) as PileRef;
  let next: CadoganState;
  let card: CardCode;
  if (source.kind === 'carpet') {
    card = state.carpet[source.index] as CardCode;
    const carpet = state.carpet.slice();
    carpet[source.index] = null;
    next = { ...state, carpet };
  } else {
    card = top(state.talon) as CardCode;
    next = { ...state, talon: state.talon.slice(0, -1) };
  }
  if (target.kind !== 'foundation') return { ...next, talon: [...next.talon, card] };
  const foundations = state.foundations.slice();
  foundations[target.index] = [...foundations[target.index], card];
  return { ...next, foundations };
}

export function apply(state: CadoganState, move: Move): ApplyResult<CadoganState> {
  const reason = whyIllegal(state, move);
  return reason ? { ok: false, reason } : { ok: true, state: applyLegal(state, move) };
}

// ------------------------------------------------------------------------------------------------
// The end (rule 10)

export const foundationCount = (state: CadoganState): number =>
  state.foundations.reduce((sum, pile) => sum + pile.length, 0);

export const isWon = (state: CadoganState): boolean => foundationCount(state) === CADOGAN_CARDS;

/**
 * Won when all 104 cards are on the foundations. Lost when no move is left: the stock is empty, no
 * re-deal is possible (none left, or an empty talon) and no card can go to a foundation or the talon.
 * While a deal or a re-deal is possible the game goes on.
 */
export function status(state: CadoganState): Status {
  if (isWon(state)) return 'won';
  // A deal or a re-deal is always a move: no need to list the others.
  if (state.stock.length > 0 || canRedeal(state)) return 'playing';
  return legalMoves(state).length === 0 ? 'lost' : 'playing';
}

export function piles(state: CadoganState): Piles {
  const result: Piles = {};
  state.foundations.forEach((pile, index) => (result[foundationId(index)] = pile.slice()));
  state.carpet.forEach((card, cell) => (result[carpetId(cell)] = card ? [card] : []));
  result.stock = state.stock.slice();
  result.talon = state.talon.slice();
  return result;
}

export const cadoganRules: Rules<CadoganState, CadoganOptions> = { deal, legalMoves, apply, status, piles };
