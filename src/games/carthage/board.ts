/**
 * A fast, mutable Carthage position for the game's own search (fast-search.ts): the whole position in one
 * small Int8Array, moves as integers, and a canonical encoding in a few dozen bytes that both keys the
 * position exactly and stores it (a search keeps a position as its encoding, and decodes it to grow it).
 *
 * It rests on one fact of the rules (RULES.md 2.5, 2.8): a tableau pile starts as one card and only ever
 * takes the next lower card of its suit (or a run whose lowest card would be), so every tableau pile is
 * one run down in suit, known by its top card and its length. A foundation is its suit and height; the
 * two foundations of a suit are kept as that suit's two slots (any ace may start any empty foundation,
 * so which foundation a suit took changes nothing), and the stock is the start's stock less what was dealt.
 *
 * It plays by rules.ts exactly; a search's line is found again move by move on a concrete board
 * (concreteLine) and given as the rules' moves, which the tests and winrate replay through apply().
 */
import type { Move } from '../../core/types.js';
import type { CarthageState } from './rules.js';

// A card is suit * 13 + rank - 1 (suits C D H S, ranks 1-13).
const SUIT_INDEX: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
const RANK_CHARS = 'A23456789TJQK';
export const cardId = (code: string): number => SUIT_INDEX[code[1]] * 13 + RANK_CHARS.indexOf(code[0]);
// By table look-up: the search asks millions of times.
const RANK_OF = Int8Array.from({ length: 52 }, (_, id) => (id % 13) + 1);
const SUIT_OF = Int8Array.from({ length: 52 }, (_, id) => (id / 13) | 0);
const rankOf = (id: number): number => RANK_OF[id];
const suitOf = (id: number): number => SUIT_OF[id];

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

// Piles as moves name them: tableau 0-7, reserves 8-13, foundation slots 14-21, the stock 22. A move is
// from << 9 | to << 4 | count (count 1 for a single card; the deal is the stock's move).
export const STOCK_PILE = 22;
export const DEAL_MOVE = STOCK_PILE << 9;
const makeMove = (from: number, to: number, count: number): number => (from << 9) | (to << 4) | count;

/** Move generation modes. */
export const ALL = 0;
/** Symmetric moves once, the safe foundation move alone, no useless play-backs (problem.ts points 1-3). */
export const PRUNE = 1;
/** PRUNE, and none of the moves portfolio.ts's hopefulProblem drops. */
export const HOPEFUL = 3;

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
    for (let i = 1; i < pile.length; i++) if (cardId(pile[i - 1]) !== cardId(pile[i]) + 1 || rankOf(cardId(pile[i])) === 13) return undefined;
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

/** The top card of pile `pile` (tableau, reserve or foundation slot), -1 when empty. */
function topOf(b: Int8Array, pile: number): number {
  if (pile < 8) return b[TT + pile];
  if (pile < 14) {
    const length = b[RL + pile - 8];
    return length > 0 ? b[R + (pile - 8) * RESERVE_ROOM + length - 1] : -1;
  }
  const height = b[F + pile - 14];
  return height > 0 ? ((pile - 14) >> 1) * 13 + height - 1 : -1;
}

/** Applies a move legalBoardMoves() listed. */
export function applyBoardMove(b: Int8Array, move: number, stock: Int8Array): void {
  const from = move >> 9;
  if (from === STOCK_PILE) {
    let left = b[SL];
    for (let round = 0; round < 2; round++) {
      for (let r = 0; r < 6 && left > 0; r++) b[R + r * RESERVE_ROOM + b[RL + r]++] = stock[--left];
    }
    b[SL] = left;
    return;
  }
  const to = (move >> 4) & 31;
  const count = move & 15;
  let card: number;
  if (from < 8) {
    card = b[TT + from];
    const length = b[TL + from] - count;
    b[TL + from] = length;
    b[TT + from] = length > 0 ? card + count : -1;
  } else if (from < 14) {
    const r = from - 8;
    card = b[R + r * RESERVE_ROOM + --b[RL + r]];
  } else {
    const slot = from - 14;
    card = (slot >> 1) * 13 + --b[F + slot];
  }
  if (to < 8) {
    b[TT + to] = card;
    b[TL + to] += count;
  } else if (to < 14) {
    const r = to - 8;
    b[R + r * RESERVE_ROOM + b[RL + r]++] = card;
  } else b[F + to - 14]++;
}

/** The safe foundation move of problem.ts's point 2 (tableau first, then reserves), or -1. */
function safeMove(b: Int8Array): number {
  for (let pile = 0; pile < 14; pile++) {
    const card = topOf(b, pile);
    if (card < 0) continue;
    const suit = suitOf(card);
    const rank = rankOf(card);
    const a = b[F + 2 * suit];
    const c = b[F + 2 * suit + 1];
    if (rank === 1) return makeMove(pile, 14 + 2 * suit + (a === 0 ? 0 : 1), 1);
    if (Math.min(a, c) >= rank - 1) return makeMove(pile, 14 + 2 * suit + (a === rank - 1 ? 0 : 1), 1);
  }
  return -1;
}

/**
 * The legal moves into `out` from `at`, in legalMoves()'s order (to the foundations, onto the tableau,
 * into empty reserves, the deal); returns the new end. `mode` ALL lists every legal move (both slots a
 * card fits, every empty pile); PRUNE and HOPEFUL as their comments say.
 */
export function legalBoardMoves(b: Int8Array, out: Int32Array, at: number, mode: number): number {
  const prune = mode !== ALL;
  const hopeful = mode === HOPEFUL;
  if (prune) {
    const safe = safeMove(b);
    if (safe >= 0) {
      out[at] = safe;
      return at + 1;
    }
  }
  let n = at;
  const stockLeft = b[SL];
  const reservesAlike = stockLeft === 0;
  // 1. To the foundations.
  for (let pile = 0; pile < 14; pile++) {
    const card = topOf(b, pile);
    if (card < 0) continue;
    const base = 14 + 2 * suitOf(card);
    const below = rankOf(card) - 1;
    const a = b[base - 14] === below;
    const c = b[base - 13] === below;
    if (a) out[n++] = makeMove(pile, base, 1);
    if (c && (!a || !prune)) out[n++] = makeMove(pile, base + 1, 1);
  }
  let emptyTableau = 0;
  let emptyReserves = 0;
  let firstEmptyTableau = -1;
  let firstEmptyReserve = -1;
  for (let t = 0; t < 8; t++) {
    if (b[TL + t] === 0) {
      if (emptyTableau++ === 0) firstEmptyTableau = t;
    }
  }
  for (let r = 0; r < 6; r++) {
    if (b[RL + r] === 0) {
      if (emptyReserves++ === 0) firstEmptyReserve = r;
    }
  }
  const limitOnto = (1 + emptyReserves) << emptyTableau;
  const limitEmpty = (1 + emptyReserves) << (emptyTableau > 0 ? emptyTableau - 1 : 0);
  // 2. Onto the tableau: from the tableau, the reserves, the foundations.
  for (let pile = 0; pile < 22; pile++) {
    if (pile >= 14) {
      if (hopeful) break;
      // A play-back: from the suit's higher slot only (the lower's top is useless, point 3), and only when useful.
      if (prune && !usefulPlayBack(b, pile - 14)) continue;
    }
    const card = topOf(b, pile);
    if (card < 0) continue;
    const run = pile < 8 ? b[TL + pile] : 1;
    const rank = rankOf(card);
    for (let t = 0; t < 8; t++) {
      if (t === pile) continue;
      const below = b[TT + t];
      if (below < 0) {
        if (prune && t !== firstEmptyTableau) continue;
        if (hopeful && pile < 8) continue;
        // The whole pile into an empty pile: the same position.
        if (!(prune && pile < 8 && run === 1)) out[n++] = makeMove(pile, t, 1);
        const most = run < limitEmpty ? run : limitEmpty;
        for (let count = 2; count <= most; count++) if (!(prune && count === run)) out[n++] = makeMove(pile, t, count);
      } else if (suitOf(below) === suitOf(card)) {
        const count = rankOf(below) - rank;
        if (count < 1 || count > run || (count > 1 && count > limitOnto)) continue;
        if (hopeful && pile < 8 && count < run) continue;
        out[n++] = makeMove(pile, t, count);
      }
    }
  }
  // 3. Into the empty reserves.
  if (emptyReserves > 0) {
    for (let pile = 0; pile < 22; pile++) {
      if (pile < 8 && hopeful) continue;
      if (pile >= 14) {
        if (hopeful) break;
        if (prune && !usefulPlayBack(b, pile - 14)) continue;
      }
      if (topOf(b, pile) < 0) continue;
      // A reserve's only card into an empty reserve, once reserves are alike: the same position.
      if (prune && reservesAlike && pile >= 8 && pile < 14 && b[RL + pile - 8] === 1) continue;
      for (let r = 0; r < 6; r++) {
        if (b[RL + r] !== 0) continue;
        if (prune && reservesAlike && r !== firstEmptyReserve) continue;
        out[n++] = makeMove(pile, 8 + r, 1);
      }
    }
  }
  if (stockLeft > 0) out[n++] = DEAL_MOVE;
  return n;
}

/** Whether taking slot `slot`'s top back into play may be on a shortest win (problem.ts point 3). */
function usefulPlayBack(b: Int8Array, slot: number): boolean {
  const height = b[F + slot];
  const other = b[F + (slot ^ 1)];
  // The lower slot's top (or either, when equal) has the other at or above its rank - 1.
  return height > 1 && other < height - 1;
}

// ------------------------------------------------------------------------------------------------
// The encoding

const TABLEAU_SORT = new Int16Array(8);
const RESERVE_ORDER = new Int8Array(6);

/**
 * Writes the canonical encoding of the position into `key` from 0; returns its length. Positions that
 * play alike encode alike: the two foundations of a suit as a sorted pair of heights, the tableau piles
 * sorted, the reserves sorted once the stock is empty (in order while a deal tells them apart).
 */
export function encode(b: Int8Array, key: Uint8Array): number {
  let n = 0;
  key[n++] = b[SL];
  for (let s = 0; s < 4; s++) {
    const a = b[F + 2 * s];
    const c = b[F + 2 * s + 1];
    key[n++] = a < c ? a * 14 + c : c * 14 + a;
  }
  for (let t = 0; t < 8; t++) {
    const value = b[TL + t] === 0 ? 0 : ((b[TT + t] + 1) << 4) | b[TL + t];
    let place = t;
    while (place > 0 && TABLEAU_SORT[place - 1] > value) {
      TABLEAU_SORT[place] = TABLEAU_SORT[place - 1];
      place--;
    }
    TABLEAU_SORT[place] = value;
  }
  for (let t = 0; t < 8; t++) {
    key[n++] = TABLEAU_SORT[t] >> 8;
    key[n++] = TABLEAU_SORT[t] & 255;
  }
  const order = RESERVE_ORDER;
  for (let r = 0; r < 6; r++) {
    let place = r;
    if (b[SL] === 0) {
      while (place > 0 && compareReserves(b, order[place - 1], r) > 0) {
        order[place] = order[place - 1];
        place--;
      }
    }
    order[place] = r;
  }
  for (let i = 0; i < 6; i++) {
    const r = order[i];
    const length = b[RL + r];
    key[n++] = length;
    const base = R + r * RESERVE_ROOM;
    for (let j = 0; j < length; j++) key[n++] = b[base + j];
  }
  return n;
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

// ------------------------------------------------------------------------------------------------
// Positions kept by their encoding

/**
 * The positions a search has seen, each stored once as its encoding: an id for each, in the order
 * first seen, and an open-addressing table on the encoding's hash that compares whole encodings, so a
 * position is never taken for another.
 */
export class PositionStore {
  arena = new Uint8Array(1 << 16);
  /** Node i's encoding is arena[offsets[i] .. offsets[i + 1]). */
  offsets = new Int32Array(1 << 12);
  count = 0;
  /** The table: slot p holds a hash at 2p and its position's id + 1 at 2p + 1 (0: free), side by side for one look-up. */
  private table = new Int32Array(2 << 13);
  private mask = (1 << 13) - 1;

  /** Adds the encoding key[0..length) when new: its id; -1 when it is already here. */
  add(key: Uint8Array, length: number): number {
    let hash = -2128831035;
    let i = 0;
    for (; i + 3 < length; i += 4) hash = Math.imul(hash ^ (key[i] | (key[i + 1] << 8) | (key[i + 2] << 16) | (key[i + 3] << 24)), 16777619);
    for (; i < length; i++) hash = Math.imul(hash ^ key[i], 16777619);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    hash ^= hash >>> 12;
    const { table, mask, arena, offsets } = this;
    let place = hash & mask;
    for (;;) {
      const entry = table[2 * place + 1];
      if (entry === 0) break;
      if (table[2 * place] === hash) {
        const id = entry - 1;
        const start = offsets[id];
        if (offsets[id + 1] - start === length) {
          let same = true;
          for (let j = 0; j < length; j++) {
            if (arena[start + j] !== key[j]) {
              same = false;
              break;
            }
          }
          if (same) return -1;
        }
      }
      place = (place + 1) & mask;
    }
    const id = this.count++;
    if (this.count + 1 >= this.offsets.length) {
      const grown = new Int32Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    const start = this.offsets[id];
    if (start + length > this.arena.length) {
      const grown = new Uint8Array(Math.max(this.arena.length * 2, start + length));
      grown.set(this.arena);
      this.arena = grown;
    }
    const stored = this.arena;
    for (let j = 0; j < length; j++) stored[start + j] = key[j];
    this.offsets[id + 1] = start + length;
    table[2 * place] = hash;
    table[2 * place + 1] = id + 1;
    if (this.count * 2 > mask) this.grow();
    return id;
  }

  private grow(): void {
    const old = this.table;
    const size = old.length;
    const table = new Int32Array(size * 2);
    const mask = size - 1;
    for (let place = 0; place < size / 2; place++) {
      const entry = old[2 * place + 1];
      if (entry === 0) continue;
      const hash = old[2 * place];
      let at = hash & mask;
      while (table[2 * at + 1] !== 0) at = (at + 1) & mask;
      table[2 * at] = hash;
      table[2 * at + 1] = entry;
    }
    this.table = table;
    this.mask = mask;
  }

  /** Sets `b` to position `id`. */
  decode(id: number, b: Int8Array): void {
    decode(this.arena, this.offsets[id], b);
  }

  /** A copy of position `id`'s encoding. */
  keyOf(id: number): Uint8Array {
    return this.arena.slice(this.offsets[id], this.offsets[id + 1]);
  }
}

// ------------------------------------------------------------------------------------------------
// From encodings back to the rules' moves

const PILE_NAMES = [
  ...Array.from({ length: 8 }, (_, t) => `tableau-${t}`),
  ...Array.from({ length: 6 }, (_, r) => `reserve-${r}`),
];

/**
 * The rules' moves from `start` through the positions `keys` encodes, one move apart (the start's own
 * encoding first): each step is the first legal move whose result encodes as the next key.
 */
export function concreteLine(start: CarthageState, keys: readonly Uint8Array[]): Move[] {
  const made = boardOf(start);
  if (!made) throw new Error('Carthage board: the start is no position the board can hold');
  const { board, stock, slots } = made;
  const child = new Int8Array(BOARD_SIZE);
  const key = new Uint8Array(MAX_KEY);
  const moves = new Int32Array(1024);
  const line: Move[] = [];
  for (let step = 1; step < keys.length; step++) {
    const target = keys[step];
    const end = legalBoardMoves(board, moves, 0, ALL);
    let found = -1;
    for (let i = 0; i < end && found < 0; i++) {
      child.set(board);
      applyBoardMove(child, moves[i], stock);
      const length = encode(child, key);
      if (length !== target.length) continue;
      let same = true;
      for (let j = 0; j < length && same; j++) same = key[j] === target[j];
      if (same) found = moves[i];
    }
    if (found < 0) throw new Error(`Carthage board: no move makes step ${step} of the line`);
    line.push(ruleMove(found, board, slots));
    applyBoardMove(board, found, stock);
  }
  return line;
}

/** The rules' move for board move `move` on `b`, keeping `slots` (each slot's real foundation) up to date. */
function ruleMove(move: number, b: Int8Array, slots: Int8Array): Move {
  const from = move >> 9;
  if (from === STOCK_PILE) return { from: 'stock', to: 'reserve' };
  const to = (move >> 4) & 31;
  const count = move & 15;
  let fromName: string;
  if (from < 14) fromName = PILE_NAMES[from];
  else {
    fromName = `foundation-${slots[from - 14]}`;
    if (b[F + from - 14] === 1) slots[from - 14] = -1;
  }
  let toName: string;
  if (to < 14) toName = PILE_NAMES[to];
  else {
    const slot = to - 14;
    if (slots[slot] < 0) {
      // An ace starts the first foundation no slot holds.
      let real = 0;
      while (slots.includes(real)) real++;
      slots[slot] = real;
    }
    toName = `foundation-${slots[slot]}`;
  }
  return count > 1 ? { from: fromName, to: toName, count } : { from: fromName, to: toName };
}
