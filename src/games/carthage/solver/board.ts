/**
 * A fast, mutable Carthage position for the game's own search (fast-search.ts): the whole position in one
 * small Int8Array and a canonical encoding in a few dozen bytes that both keys the position exactly and
 * stores it (a search keeps a position as its encoding, and decodes it to grow it). This file holds the
 * layout and the encoding; the moves are in board-moves.ts, the store of encodings in position-store.ts.
 *
 * It rests on one fact of the rules (RULES.md 2.5, 2.8): a tableau pile starts as one card and only ever
 * takes the next lower card of its suit (or a run whose lowest card would be), so every tableau pile is
 * one run down in suit, known by its top card and its length. A foundation is its suit and height; the
 * two foundations of a suit are kept as that suit's two slots (any ace may start any empty foundation,
 * so which foundation a suit took changes nothing), and the stock is the start's stock less what was dealt.
 */
import type { CarthageState } from '../rules.js';

// A card is suit * 13 + rank - 1 (suits C D H S, ranks 1-13).
const SUIT_INDEX: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
const RANK_CHARS = 'A23456789TJQK';
export const cardId = (code: string): number => SUIT_INDEX[code[1]] * 13 + RANK_CHARS.indexOf(code[0]);
// By table look-up: the search asks millions of times.
const RANK_OF = Int8Array.from({ length: 52 }, (_, id) => (id % 13) + 1);
const SUIT_OF = Int8Array.from({ length: 52 }, (_, id) => (id / 13) | 0);
export const rankOf = (id: number): number => RANK_OF[id];
export const suitOf = (id: number): number => SUIT_OF[id];

// The board's layout in its Int8Array.
/** Heights of the foundations, two slots per suit: suit s in F + 2s and F + 2s + 1. */
export const F = 0;
/** Each tableau pile's top card, -1 when empty. */
export const TT = 8;
/** Each tableau pile's length. */
export const TL = 16;
/** Each reserve's length. */
export const RL = 24;
/** Cards left in the stock. */
export const SL = 30;
/** The reserves' cards, bottom first, RESERVE_ROOM a reserve. */
export const R = 32;
/**
 * More cards than a reserve can hold: six dealt plus two from each of five deals, or one card put into
 * it while empty and ten dealt.
 */
export const RESERVE_ROOM = 24;
export const BOARD_SIZE = R + 6 * RESERVE_ROOM;
/** The longest encoding: stock, four foundation bytes, eight tableau pairs, six reserve lengths, 104 cards. */
export const MAX_KEY = 1 + 4 + 16 + 6 + 104;

/**
 * A board for a state, or undefined when the state breaks a fact the board relies on (a tableau pile that
 * is not one run down in suit, a foundation that is not its suit up from the ace, a reserve too tall).
 * `stock` receives the stock's cards (the last is dealt first).
 */
export function boardOf(state: CarthageState): { board: Int8Array; stock: Int8Array; slots: Int8Array } | undefined {
  const board = new Int8Array(BOARD_SIZE);
  // Which real foundation each slot is (-1: none yet).
  const slots = new Int8Array(8).fill(-1);
  for (let f = 0; f < 8; f++) {
    const pile = state.foundations[f];
    if (pile.length === 0) continue;
    if (pile.length > 13) return undefined;
    const suit = SUIT_INDEX[pile[0][1]];
    for (let i = 0; i < pile.length; i++) if (cardId(pile[i]) !== suit * 13 + i) return undefined;
    const slot = slots[2 * suit] < 0 ? 2 * suit : slots[2 * suit + 1] < 0 ? 2 * suit + 1 : -1;
    if (slot < 0) return undefined;
    slots[slot] = f;
    board[F + slot] = pile.length;
  }
  for (let t = 0; t < 8; t++) {
    const pile = state.tableau[t];
    board[TT + t] = pile.length > 0 ? cardId(pile[pile.length - 1]) : -1;
    board[TL + t] = pile.length;
    for (let i = 1; i < pile.length; i++)
      if (cardId(pile[i - 1]) !== cardId(pile[i]) + 1 || rankOf(cardId(pile[i])) === 13) return undefined;
  }
  // The most a reserve can gain: a card put into it while empty, and two from each deal left.
  const deals = Math.ceil(state.stock.length / 12);
  for (let r = 0; r < 6; r++) {
    const pile = state.reserves[r];
    if (Math.max(pile.length, 1) + 2 * deals > RESERVE_ROOM) return undefined;
    board[RL + r] = pile.length;
    for (let i = 0; i < pile.length; i++) board[R + r * RESERVE_ROOM + i] = cardId(pile[i]);
  }
  if (state.stock.length > 104) return undefined;
  board[SL] = state.stock.length;
  return { board, stock: Int8Array.from(state.stock, cardId), slots };
}

export const homeCount = (b: Int8Array): number => b[0] + b[1] + b[2] + b[3] + b[4] + b[5] + b[6] + b[7];
export const isWonBoard = (b: Int8Array): boolean => homeCount(b) === 104;

// ------------------------------------------------------------------------------------------------
// The encoding

const TABLEAU_SORT = new Int32Array(8);
const RESERVE_ORDER = new Int8Array(6);

/**
 * Writes the canonical encoding of the position into `key` from 0; returns its length. Positions that
 * play alike encode alike: the two foundations of a suit as a sorted pair of heights, the tableau piles
 * sorted, the reserves sorted once the stock is empty (in order while a deal tells them apart). No byte
 * is 255 (position-store.ts ends keys by it): a tableau pile's second byte ends in its length, at most 13.
 */
export function encode(b: Int8Array, key: Uint8Array): number {
  const stock = b[SL];
  key[0] = stock;
  for (let s = 0; s < 4; s++) {
    const a = b[F + 2 * s];
    const c = b[F + 2 * s + 1];
    key[1 + s] = a < c ? a * 14 + c : c * 14 + a;
  }
  const sorted = TABLEAU_SORT;
  for (let t = 0; t < 8; t++) {
    const length = b[TL + t];
    const value = length === 0 ? 0 : ((b[TT + t] + 1) << 4) | length;
    let place = t;
    while (place > 0 && sorted[place - 1] > value) {
      sorted[place] = sorted[place - 1];
      place--;
    }
    sorted[place] = value;
  }
  for (let t = 0; t < 8; t++) {
    const value = sorted[t];
    key[5 + 2 * t] = value >> 8;
    key[6 + 2 * t] = value & 255;
  }
  let n = 21;
  if (stock > 0) {
    // The reserves in their own order: the next deal tells them apart.
    for (let r = 0; r < 6; r++) n = copyReserve(b, r, key, n);
    return n;
  }
  const order = RESERVE_ORDER;
  for (let r = 0; r < 6; r++) {
    let place = r;
    while (place > 0 && compareReserves(b, order[place - 1], r) > 0) {
      order[place] = order[place - 1];
      place--;
    }
    order[place] = r;
  }
  for (let i = 0; i < 6; i++) n = copyReserve(b, order[i], key, n);
  return n;
}

/** Writes reserve `r` (its length, then its cards bottom first) into `key` at `n`; returns the new end. */
function copyReserve(b: Int8Array, r: number, key: Uint8Array, n: number): number {
  const length = b[RL + r];
  key[n] = length;
  const base = R + r * RESERVE_ROOM;
  for (let j = 0; j < length; j++) key[n + 1 + j] = b[base + j];
  return n + 1 + length;
}

function compareReserves(b: Int8Array, x: number, y: number): number {
  const lx = b[RL + x];
  const ly = b[RL + y];
  if (lx !== ly) return lx - ly;
  const bx = R + x * RESERVE_ROOM;
  const by = R + y * RESERVE_ROOM;
  for (let j = 0; j < lx; j++) if (b[bx + j] !== b[by + j]) return b[bx + j] - b[by + j];
  return 0;
}

/** Sets `b` to the position `key[at..]` encodes (its slots in suit order, its piles in key order). */
export function decode(key: Uint8Array, at: number, b: Int8Array): void {
  let n = at;
  b[SL] = key[n++];
  for (let s = 0; s < 4; s++) {
    const pair = key[n++];
    b[F + 2 * s] = (pair / 14) | 0;
    b[F + 2 * s + 1] = pair % 14;
  }
  for (let t = 0; t < 8; t++) {
    const value = (key[n] << 8) | key[n + 1];
    n += 2;
    b[TT + t] = value === 0 ? -1 : (value >> 4) - 1;
    b[TL + t] = value & 15;
  }
  for (let r = 0; r < 6; r++) {
    const length = key[n++];
    b[RL + r] = length;
    const base = R + r * RESERVE_ROOM;
    for (let j = 0; j < length; j++) b[base + j] = key[n++];
  }
}
