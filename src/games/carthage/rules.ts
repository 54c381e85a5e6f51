/**
 * Carthage (two packs), RULES.md section 2. Pure functions over plain data: no DOM, no xstate.
 * Every pile lists its cards bottom first, so the last card is the top; the stock's last card is the
 * next one dealt. A foundation holds an ace and its suit up from it, so its top card says everything.
 */
import { type CardCode, type Suit, cardOf, fullDeck, suitOf, valueOf } from '../../core/cards.js';
import { dealRandom, shuffle } from '../../core/random.js';
import type { ApplyResult, Move, Piles, Refusal } from '../../core/types.js';

/** Carthage has no options yet. */
export type CarthageOptions = Record<string, never>;

export interface CarthageState {
  /** 8 foundations, each empty or an ace with its suit built up on it. */
  readonly foundations: readonly (readonly CardCode[])[];
  /** 8 tableau piles; they build down in suit. */
  readonly tableau: readonly (readonly CardCode[])[];
  /** 6 reserves; only the top card plays, and only an empty reserve takes a card. */
  readonly reserves: readonly (readonly CardCode[])[];
  /** The stock, face down; its last card is dealt first. */
  readonly stock: readonly CardCode[];
}

export const FOUNDATIONS = 8;
export const TABLEAU_PILES = 8;
export const RESERVES = 6;
export const RESERVE_DEPTH = 6;
export const STOCK_DEAL = 12;
export const CARTHAGE_CARDS = 104;

type PileKind = 'foundation' | 'tableau' | 'reserve';
interface PileRef {
  kind: PileKind;
  index: number;
}

const FOUNDATION_IDS = Array.from({ length: FOUNDATIONS }, (_, index) => `foundation-${index}`);
const TABLEAU_IDS = Array.from({ length: TABLEAU_PILES }, (_, index) => `tableau-${index}`);
const RESERVE_IDS = Array.from({ length: RESERVES }, (_, index) => `reserve-${index}`);
const foundationId = (index: number): string => FOUNDATION_IDS[index];
const tableauId = (index: number): string => TABLEAU_IDS[index];
const reserveId = (index: number): string => RESERVE_IDS[index];
// Never pile[-1]: reading past the start of an array is a slow property look-up in every engine.
const top = (pile: readonly CardCode[]): CardCode | undefined => (pile.length > 0 ? pile[pile.length - 1] : undefined);

// Only the pile ids the game lists (RULES.md): "tableau-7", never "tableau-07" or " tableau-7", so a
// move the rules accept always names a pile of piles() and legalMoves(). A Map, so "__proto__" is no pile.
const PILE_REFS = new Map<string, PileRef>([
  ...Array.from({ length: FOUNDATIONS }, (_, index): [string, PileRef] => [
    foundationId(index),
    { kind: 'foundation', index },
  ]),
  ...Array.from({ length: TABLEAU_PILES }, (_, index): [string, PileRef] => [
    tableauId(index),
    { kind: 'tableau', index },
  ]),
  ...Array.from({ length: RESERVES }, (_, index): [string, PileRef] => [reserveId(index), { kind: 'reserve', index }]),
]);

// Card values by table look-up: the search calls this millions of times.
const RANK_VALUES = new Int8Array(128);
for (const card of fullDeck(1)) RANK_VALUES[card.charCodeAt(0)] = valueOf(card);
const value = (card: CardCode): number => RANK_VALUES[card.charCodeAt(0)];
const sameSuit = (a: CardCode, b: CardCode): boolean => a.charCodeAt(1) === b.charCodeAt(1);

/** The cards of a pile by its id (bottom first, not a copy), or undefined for an id that is no pile; 'stock' too. */
export function cardsAt(state: CarthageState, pile: string): readonly CardCode[] | undefined {
  if (pile === 'stock') return state.stock;
  const ref = PILE_REFS.get(pile);
  return ref ? pileCards(state, ref) : undefined;
}

function pileCards(state: CarthageState, ref: PileRef): readonly CardCode[] {
  if (ref.kind === 'foundation') return state.foundations[ref.index];
  return ref.kind === 'tableau' ? state.tableau[ref.index] : state.reserves[ref.index];
}

/** A copy of the state with one pile replaced; the other piles are shared, never changed. */
function withPile(state: CarthageState, ref: PileRef, cards: readonly CardCode[]): CarthageState {
  if (ref.kind === 'foundation') {
    const foundations = state.foundations.slice();
    foundations[ref.index] = cards;
    return { ...state, foundations };
  }
  if (ref.kind === 'tableau') {
    const tableau = state.tableau.slice();
    tableau[ref.index] = cards;
    return { ...state, tableau };
  }
  const reserves = state.reserves.slice();
  reserves[ref.index] = cards;
  return { ...state, reserves };
}

// ------------------------------------------------------------------------------------------------
// The deal (rules 1-4)

/** Step 1 of the deal: all 104 cards shuffled into the stock, the first shuffled card on top. */
export function seedStock(seed: string, _options: CarthageOptions = {}): CarthageState {
  const shuffled = shuffle(fullDeck(2), dealRandom('carthage', seed));
  return {
    foundations: Array.from({ length: FOUNDATIONS }, () => []),
    tableau: Array.from({ length: TABLEAU_PILES }, () => []),
    reserves: Array.from({ length: RESERVES }, () => []),
    // The first shuffled card is dealt first, so it lies on top (last).
    stock: shuffled.reverse(),
  };
}

/**
 * Step 2 of the deal: one card to each tableau pile (tableau-0 first), then six rounds of one card to
 * each reserve, left to right. From a fresh stock: shuffled cards 0-7 to the tableau, card 8 to
 * reserve-0, 9 to reserve-1, ..., 43 to reserve-5; cards 44-103 stay in the stock, 44 on top.
 */
export function dealLayout(state: CarthageState): CarthageState {
  const stock = state.stock.slice();
  const tableau = state.tableau.map((pile) => [...pile, stock.pop() as CardCode]);
  const reserves = state.reserves.map((pile) => pile.slice());
  for (let round = 0; round < RESERVE_DEPTH; round++) for (const pile of reserves) pile.push(stock.pop() as CardCode);
  return { ...state, tableau, reserves, stock };
}

export function deal(seed: string, options: CarthageOptions = {}): CarthageState {
  return dealLayout(seedStock(seed, options));
}

/** Rule 9: one card on top of each reserve, left to right, twice (12 cards, or what is left). */
export function dealStock(state: CarthageState): CarthageState {
  const stock = state.stock.slice();
  const reserves = state.reserves.map((pile) => pile.slice());
  for (let round = 0; round < 2; round++) {
    for (const pile of reserves) if (stock.length > 0) pile.push(stock.pop() as CardCode);
  }
  return { ...state, reserves, stock };
}

// ------------------------------------------------------------------------------------------------
// What goes where (rules 1, 5-8)

/** Whether `card` is next on a foundation pile: an ace on an empty one, else the next card of its suit. */
export function fitsFoundation(card: CardCode, foundation: readonly CardCode[]): boolean {
  const below = top(foundation);
  return below === undefined ? value(card) === 1 : sameSuit(below, card) && value(card) === value(below) + 1;
}

/** Whether `card` may go on a tableau pile whose top card is `onto`: same suit, one rank lower, no wrap. Anything fills an empty pile. */
export function buildsOn(card: CardCode, onto: CardCode | undefined): boolean {
  return onto === undefined || (sameSuit(onto, card) && value(onto) === value(card) + 1);
}

/** How many cards at the top of a tableau pile form a run down in one suit (0 for an empty pile). */
export function runLength(pile: readonly CardCode[]): number {
  if (pile.length === 0) return 0;
  let length = 1;
  // The run's lowest-placed card so far must build on the card beneath it.
  while (length < pile.length && buildsOn(pile[pile.length - length], pile[pile.length - length - 1])) length++;
  return length;
}

export const emptyReserves = (state: CarthageState): number =>
  state.reserves.filter((pile) => pile.length === 0).length;
export const emptyTableauPiles = (state: CarthageState): number =>
  state.tableau.filter((pile) => pile.length === 0).length;

/**
 * Rule 8: the longest run that moves as one, (1 + empty reserves) x 2^(empty tableau piles), counting
 * one fewer empty tableau pile when the run goes into an empty pile.
 */
export function maxSuperMove(state: CarthageState, toEmptyPile: boolean): number {
  const empties = Math.max(0, emptyTableauPiles(state) - (toEmptyPile ? 1 : 0));
  return (1 + emptyReserves(state)) * 2 ** empties;
}

/**
 * Every legal move, in this fixed order:
 * 1. to the foundations: from tableau-0..7, then reserve-0..5; for each source foundation-0..7 in
 *    order (an ace lists every empty foundation, a card that fits two foundations lists both);
 * 2. onto the tableau: from tableau-0..7, then reserve-0..5, then foundation-0..7; for each source
 *    tableau-0..7 in order, the single card (no count) first, then each super move by count, ascending;
 * 3. into the empty reserves: from tableau-0..7, reserve-0..5, foundation-0..7; for each source the
 *    empty reserves in order;
 * 4. the deal, `{ from: 'stock', to: 'reserve' }`, while the stock has cards.
 */
export function legalMoves(state: CarthageState): Move[] {
  const moves: Move[] = [];
  const { foundations, tableau, reserves } = state;
  // Sources by index: tableau piles 0-7, reserves 8-13, foundations 14-21 (these only leave the foundations).
  const ids: string[] = [];
  const sources: (readonly CardCode[])[] = [];
  tableau.forEach((pile, index) => (ids.push(tableauId(index)), sources.push(pile)));
  reserves.forEach((pile, index) => (ids.push(reserveId(index)), sources.push(pile)));
  const playable = sources.length;
  foundations.forEach((pile, index) => (ids.push(foundationId(index)), sources.push(pile)));

  for (let source = 0; source < playable; source++) {
    const card = top(sources[source]);
    if (!card) continue;
    for (let index = 0; index < FOUNDATIONS; index++) {
      if (fitsFoundation(card, foundations[index])) moves.push({ from: ids[source], to: foundationId(index) });
    }
  }
  const limitOnto = maxSuperMove(state, false);
  const limitEmpty = maxSuperMove(state, true);
  for (let source = 0; source < sources.length; source++) {
    const pile = sources[source];
    const card = top(pile);
    if (!card) continue;
    const from = ids[source];
    const run = source < TABLEAU_PILES ? runLength(pile) : 1;
    for (let index = 0; index < TABLEAU_PILES; index++) {
      if (index === source) continue;
      const below = top(tableau[index]);
      const to = tableauId(index);
      if (buildsOn(card, below)) moves.push({ from, to });
      if (run < 2) continue;
      if (below === undefined) {
        for (let count = 2; count <= Math.min(run, limitEmpty); count++) moves.push({ from, to, count });
      } else if (sameSuit(below, card)) {
        // The run's card at depth `count` must be one rank below the destination's top card.
        const count = value(below) - value(card);
        if (count >= 2 && count <= Math.min(run, limitOnto)) moves.push({ from, to, count });
      }
    }
  }
  for (let source = 0; source < sources.length; source++) {
    if (sources[source].length === 0) continue;
    for (let index = 0; index < RESERVES; index++)
      if (reserves[index].length === 0) moves.push({ from: ids[source], to: reserveId(index) });
  }
  if (state.stock.length > 0) moves.push({ from: 'stock', to: 'reserve' });
  return moves;
}

/** Why a move is refused, as data each language words (Refusal); undefined when it is legal. */
export function whyIllegal(state: CarthageState, move: Move): Refusal | undefined {
  const { from, to } = move;
  const count = move.count ?? 1;
  if (!Number.isInteger(count) || count < 1) return { key: 'bad-count' };
  if (from === 'stock') {
    if (to !== 'reserve') return { key: 'deal-onto-reserves' };
    if (count !== 1) return { key: 'deal-no-count' };
    return state.stock.length > 0 ? undefined : { key: 'no-redeal', variant: 'carthage' };
  }
  const source = PILE_REFS.get(from);
  if (!source) return { key: 'no-source', pile: from, variant: 'carthage' };
  const cards = pileCards(state, source);
  if (cards.length === 0) return { key: 'empty', pile: from };
  if (from === to) return { key: 'same-pile' };
  const target = PILE_REFS.get(to);
  if (!target) return { key: 'no-destination', pile: to };
  const card = cards[cards.length - 1];
  if (target.kind === 'foundation') {
    if (count > 1) return { key: 'run-to-foundation' };
    if (source.kind === 'foundation') return { key: 'foundation-to-foundation' };
    const foundation = state.foundations[target.index];
    const below = top(foundation);
    if (!below) return value(card) === 1 ? undefined : { key: 'needs-ace', card };
    const suit: Suit = suitOf(below);
    if (foundation.length >= 13) return { key: 'complete', pile: to };
    if (suitOf(card) !== suit) return { key: 'wrong-suit', card, pile: to, suit };
    return value(card) === value(below) + 1
      ? undefined
      : { key: 'needs', card: cardOf(value(below) + 1, suit), pile: to };
  }
  if (target.kind === 'reserve') {
    if (count > 1) return { key: 'run-to-reserve' };
    return state.reserves[target.index].length === 0 ? undefined : { key: 'reserve-taken' };
  }
  if (count > 1) {
    if (source.kind !== 'tableau') return { key: 'run-from-non-tableau' };
    if (count > cards.length) return { key: 'too-few-cards', pile: from, count: cards.length };
    if (count > runLength(cards)) return { key: 'not-a-run', pile: from, count };
  }
  const moving = cards[cards.length - count];
  const onto = state.tableau[target.index];
  const below = top(onto);
  if (!buildsOn(moving, below)) return { key: 'tableau-build', card: moving, onto: below as CardCode };
  if (count > 1) {
    const limit = maxSuperMove(state, below === undefined);
    if (count > limit) {
      return {
        key: 'super-move-limit',
        reserves: emptyReserves(state),
        piles: emptyTableauPiles(state),
        limit,
        count,
        intoEmpty: below === undefined,
      };
    }
  }
  return undefined;
}

/**
 * Applies a move that legalMoves() lists (or whyIllegal() accepts) without checking it again: the
 * search's step. Anything else gives a broken state; use apply().
 */
export function applyLegal(state: CarthageState, move: Move): CarthageState {
  if (move.from === 'stock') return dealStock(state);
  const source = PILE_REFS.get(move.from) as PileRef;
  const target = PILE_REFS.get(move.to) as PileRef;
  const count = move.count ?? 1;
  const cards = pileCards(state, source);
  const moved = withPile(state, source, cards.slice(0, cards.length - count));
  return withPile(moved, target, [...pileCards(moved, target), ...cards.slice(cards.length - count)]);
}

export function apply(state: CarthageState, move: Move): ApplyResult<CarthageState> {
  const reason = whyIllegal(state, move);
  return reason ? { ok: false, reason } : { ok: true, state: applyLegal(state, move) };
}

// ------------------------------------------------------------------------------------------------
// The end (rule 10)

export const foundationCount = (state: CarthageState): number =>
  state.foundations.reduce((sum, pile) => sum + pile.length, 0);

export const isWon = (state: CarthageState): boolean => foundationCount(state) === CARTHAGE_CARDS;

export function piles(state: CarthageState): Piles {
  const result: Piles = {};
  state.foundations.forEach((pile, index) => (result[foundationId(index)] = pile.slice()));
  state.tableau.forEach((pile, index) => (result[tableauId(index)] = pile.slice()));
  state.reserves.forEach((pile, index) => (result[reserveId(index)] = pile.slice()));
  result.stock = state.stock.slice();
  return result;
}
