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
/**
 * Each reserve as its encoding keeps it (see encode): the card put into it while it was empty, plus one
 * (0: none), at RF + r; which cards of its stream it holds, a bit each, 7 to a byte, at RM + 4r (4 bytes);
 * which reserve's stream that is at RS + r (once the stock is empty the reserves are sorted, so a reserve's
 * stream may be another's); and, for the deals still to come, where the next deal's cards go in the stream
 * (the stream's length at the start, at RSL + r) and the stock at the start (at SS).
 */
export const RF = R + 6 * RESERVE_ROOM;
export const RM = RF + 6;
export const RS = RM + 24;
export const RSL = RS + 6;
export const SS = RSL + 6;
export const BOARD_SIZE = SS + 2;
/** The encoding's length, the same for every position: stock, four foundation bytes, eight tableau pairs, six reserves of five bytes. */
export const MAX_KEY = 1 + 4 + 16 + 6 * 5;
/** The bytes of a reserve in an encoding. */
const RESERVE_KEY = 5;

/**
 * A search's reserve streams: each reserve's cards at the start, bottom first, then the cards the deals
 * still to come will put on it, in order (RESERVE_ROOM a reserve). A reserve only ever holds a subsequence
 * of its stream, with at most one other card beneath (one put into it while it was empty: nothing goes on
 * a reserve that holds a card, and a deal only adds its stream's next cards), so it is known by a bit per
 * stream card and that one card. After the streams: each one's length at the start, and the stock's.
 */
export type Streams = Int8Array;
const STREAM_STARTS = 6 * RESERVE_ROOM;

// Which byte of a reserve's mask, and which bit of it, holds stream card i.
const MASK_BYTE = Int8Array.from({ length: RESERVE_ROOM }, (_, i) => (i / 7) | 0);
const MASK_BIT = Int8Array.from({ length: RESERVE_ROOM }, (_, i) => 1 << (i % 7));

/** Marks stream card `index` of reserve `r` as held. */
export function holdStreamCard(b: Int8Array, r: number, index: number): void {
  b[RM + 4 * r + MASK_BYTE[index]] |= MASK_BIT[index];
}

/** Forgets reserve `r`'s top card in its mask: its highest stream card, or else the card put into it. */
export function dropReserveTop(b: Int8Array, r: number): void {
  for (let j = RM + 4 * r + 3; j >= RM + 4 * r; j--) {
    const byte = b[j];
    if (byte !== 0) {
      b[j] = byte & ~(1 << (31 - Math.clz32(byte)));
      return;
    }
  }
  b[RF + r] = 0;
}

/**
 * A board for a state, or undefined when the state breaks a fact the board relies on (a tableau pile that
 * is not one run down in suit, a foundation that is not its suit up from the ace, a reserve too tall).
 * `stock` receives the stock's cards (the last is dealt first), `streams` each reserve's stream.
 */
export function boardOf(
  state: CarthageState,
): { board: Int8Array; stock: Int8Array; slots: Int8Array; streams: Streams } | undefined {
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
  const stockLength = state.stock.length;
  if (stockLength > 104) return undefined;
  board[SL] = stockLength;
  board[SS] = stockLength;
  const stock = Int8Array.from(state.stock, cardId);
  const streams = new Int8Array(STREAM_STARTS + 7);
  streams[STREAM_STARTS + 6] = stockLength;
  for (let r = 0; r < 6; r++) {
    const length = board[RL + r];
    for (let i = 0; i < length; i++) {
      streams[r * RESERVE_ROOM + i] = board[R + r * RESERVE_ROOM + i];
      holdStreamCard(board, r, i);
    }
    board[RS + r] = r;
    board[RSL + r] = length;
    streams[STREAM_STARTS + r] = length;
    // Deal k puts the stock's cards 12k + r and 12k + 6 + r from its top on reserve r.
    for (let k = 0; k < deals; k++)
      for (let round = 0; round < 2; round++) {
        // The last deal may be short (not in a real game, whose stock is whole deals).
        const from = stockLength - 1 - (12 * k + 6 * round + r);
        if (from >= 0) streams[r * RESERVE_ROOM + length + 2 * k + round] = stock[from];
      }
  }
  return { board, stock, slots, streams };
}

export const homeCount = (b: Int8Array): number => b[0] + b[1] + b[2] + b[3] + b[4] + b[5] + b[6] + b[7];
export const isWonBoard = (b: Int8Array): boolean => homeCount(b) === 104;

// ------------------------------------------------------------------------------------------------
// The encoding

const TABLEAU_SORT = new Int32Array(8);
const RESERVE_SORT = new Float64Array(6);
const RESERVE_ORDER = new Int8Array(6);

/**
 * Writes the canonical encoding of the position into `key` from 0; returns its length (always MAX_KEY).
 * Positions that play alike encode alike: the two foundations of a suit as a sorted pair of heights, the
 * tableau piles sorted, the reserves sorted once the stock is empty (in order while a deal tells them
 * apart). A reserve is five bytes, not its cards: the card put into it while empty (plus one, 0: none),
 * then its stream's cards it holds as 7-bit groups, the last with the stream's number above them (Streams).
 * Two positions that differ encode differently. A position may have two encodings in one case: a reserve
 * whose one card put into it while empty is a card its stream also brings (the same card come back, or
 * its twin from the other pack): a search may then see the position twice, but never takes one position
 * for another. No byte is 255 (position-store.ts ends keys by it): a tableau pile's second byte ends in
 * its length, at most 13, and a reserve's bytes stay below 128.
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
  if (stock > 0) {
    // The reserves in their own order, each with its own stream: the next deal tells them apart.
    for (let r = 0; r < 6; r++) copyReserve(b, r, key, 21 + RESERVE_KEY * r, r);
    return MAX_KEY;
  }
  // No deal is left: reserves play alike, so they go in the order of their encodings (a reserve with no
  // stream card says no stream: then only its one card tells it apart).
  const order = RESERVE_ORDER;
  const values = RESERVE_SORT;
  for (let r = 0; r < 6; r++) {
    const mask = reserveMask(b, r);
    const value = b[RF + r] * 2 ** 27 + (mask === 0 ? 0 : b[RS + r] * 2 ** 24 + mask);
    let place = r;
    while (place > 0 && values[place - 1] > value) {
      values[place] = values[place - 1];
      order[place] = order[place - 1];
      place--;
    }
    values[place] = value;
    order[place] = r;
  }
  for (let i = 0; i < 6; i++) {
    const r = order[i];
    copyReserve(b, r, key, 21 + RESERVE_KEY * i, reserveMask(b, r) === 0 ? 0 : b[RS + r]);
  }
  return MAX_KEY;
}

/** Reserve `r`'s stream cards held, as one number: bit i for stream card i. */
function reserveMask(b: Int8Array, r: number): number {
  const m = RM + 4 * r;
  return b[m] | (b[m + 1] << 7) | (b[m + 2] << 14) | (b[m + 3] << 21);
}

/** Writes reserve `r`'s five bytes into `key` at `n`, with `stream` as its stream's number. */
function copyReserve(b: Int8Array, r: number, key: Uint8Array, n: number, stream: number): void {
  const m = RM + 4 * r;
  key[n] = b[RF + r];
  key[n + 1] = b[m];
  key[n + 2] = b[m + 1];
  key[n + 3] = b[m + 2];
  key[n + 4] = b[m + 3] | (stream << 3);
}

/**
 * Sets `b` to the position `key[at..]` encodes (its slots in suit order, its piles in key order), with
 * `streams` the search's reserve streams (boardOf's).
 */
export function decode(key: Uint8Array, at: number, b: Int8Array, streams: Streams): void {
  let n = at;
  const stock = key[n++];
  b[SL] = stock;
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
  for (let r = 0; r < 6; r++, n += RESERVE_KEY) {
    const foreign = key[n];
    const m = RM + 4 * r;
    b[RF + r] = foreign;
    b[m] = key[n + 1];
    b[m + 1] = key[n + 2];
    b[m + 2] = key[n + 3];
    b[m + 3] = key[n + 4] & 7;
    const stream = key[n + 4] >> 3;
    b[RS + r] = stream;
    const base = R + r * RESERVE_ROOM;
    let length = 0;
    if (foreign !== 0) b[base + length++] = foreign - 1;
    for (let bits = reserveMask(b, r), i = 0; bits !== 0; bits >>>= 1, i++)
      if (bits & 1) b[base + length++] = streams[stream * RESERVE_ROOM + i];
    b[RL + r] = length;
    b[RSL + r] = streams[STREAM_STARTS + r];
  }
  b[SS] = streams[STREAM_STARTS + 6];
}
