/**
 * Carthage's fast board (board.ts) in play: moves as integers, their generation for the searches (every
 * legal move, or problem.ts's pruned set, or portfolio.ts's hopeful set), applying a move, and turning a
 * search's line of encodings back into the rules' moves (concreteLine). Kept apart from board.ts's layout
 * and encoding, which the position store and the scores use without the moves.
 *
 * It plays by rules.ts exactly; a search's line is found again move by move on a concrete board
 * (concreteLine) and given as the rules' moves, which the tests and winrate replay through apply().
 */
import type { Move } from '../../../core/types.js';
import {
  BOARD_SIZE,
  F,
  MAX_KEY,
  R,
  RESERVE_ROOM,
  RF,
  RL,
  RSL,
  SL,
  SS,
  TL,
  TT,
  boardOf,
  dropReserveTop,
  encode,
  holdStreamCard,
  rankOf,
  suitOf,
} from './board.js';
import type { CarthageState } from '../rules.js';

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
    // Deal k (from the start) puts stream cards start length + 2k and + 2k + 1 on each reserve.
    const dealt = (2 * (b[SS] - left)) / 12;
    for (let round = 0; round < 2; round++) {
      for (let r = 0; r < 6 && left > 0; r++) {
        b[R + r * RESERVE_ROOM + b[RL + r]++] = stock[--left];
        holdStreamCard(b, r, b[RSL + r] + dealt + round);
      }
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
    dropReserveTop(b, r);
  } else {
    const slot = from - 14;
    card = (slot >> 1) * 13 + --b[F + slot];
  }
  if (to < 8) {
    b[TT + to] = card;
    b[TL + to] += count;
  } else if (to < 14) {
    // Only an empty reserve takes a card: the one card beneath its stream's.
    const r = to - 8;
    b[R + r * RESERVE_ROOM + b[RL + r]++] = card;
    b[RF + r] = card + 1;
  } else b[F + to - 14]++;
}

/** Each pile's top card (tableau, reserves, foundation slots: board-moves.ts's pile numbers), -1 when empty. */
const TOPS = new Int8Array(22);
/** Each pile's rank of its top card (0 when empty). */
const TOP_RANKS = new Int8Array(22);

/** For each suit, the tableau piles whose top is of that suit, as bits. */
const SUIT_TARGETS = new Int32Array(4);

/** Fills TOPS and TOP_RANKS for `b`: each top is looked at many times while moves are listed. */
function readTops(b: Int8Array): void {
  for (let pile = 0; pile < 22; pile++) {
    const card = topOf(b, pile);
    TOPS[pile] = card;
    TOP_RANKS[pile] = card < 0 ? 0 : rankOf(card);
  }
}

/** The safe foundation move of problem.ts's point 2 (tableau first, then reserves), or -1; TOPS read. */
function safeMove(b: Int8Array): number {
  for (let pile = 0; pile < 14; pile++) {
    const card = TOPS[pile];
    if (card < 0) continue;
    const suit = suitOf(card);
    const rank = TOP_RANKS[pile];
    const a = b[F + 2 * suit];
    const c = b[F + 2 * suit + 1];
    if (rank === 1) return makeMove(pile, 14 + 2 * suit + (a === 0 ? 0 : 1), 1);
    if ((a < c ? a : c) >= rank - 1) return makeMove(pile, 14 + 2 * suit + (a === rank - 1 ? 0 : 1), 1);
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
  readTops(b);
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
    const card = TOPS[pile];
    if (card < 0) continue;
    const base = 14 + 2 * suitOf(card);
    const below = TOP_RANKS[pile] - 1;
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
  // The tableau piles a card may go onto, as bits: those with a top of its suit, and the empty ones it may take.
  SUIT_TARGETS.fill(0);
  let emptyTargets = 0;
  for (let t = 0; t < 8; t++) {
    const top = TOPS[t];
    if (top >= 0) SUIT_TARGETS[suitOf(top)] |= 1 << t;
    else if (!prune || t === firstEmptyTableau) emptyTargets |= 1 << t;
  }
  // 2. Onto the tableau: from the tableau, the reserves, the foundations.
  for (let pile = 0; pile < 22; pile++) {
    if (pile >= 14) {
      if (hopeful) break;
      // A play-back: from the suit's higher slot only (the lower's top is useless, point 3), and only when useful.
      if (prune && !usefulPlayBack(b, pile - 14)) continue;
    }
    const card = TOPS[pile];
    if (card < 0) continue;
    const run = pile < 8 ? b[TL + pile] : 1;
    // A card `count` below a tableau top of its suit is that top's id less `count`, within one suit.
    const room = 13 - TOP_RANKS[pile];
    let targets = (SUIT_TARGETS[suitOf(card)] | (hopeful && pile < 8 ? 0 : emptyTargets)) & ~(1 << pile);
    // Each target in order, lowest pile first.
    while (targets !== 0) {
      const bit = targets & -targets;
      targets ^= bit;
      const t = 31 - Math.clz32(bit);
      const below = TOPS[t];
      if (below < 0) {
        // The whole pile into an empty pile: the same position.
        if (!(prune && pile < 8 && run === 1)) out[n++] = makeMove(pile, t, 1);
        const most = run < limitEmpty ? run : limitEmpty;
        for (let count = 2; count <= most; count++) if (!(prune && count === run)) out[n++] = makeMove(pile, t, count);
      } else {
        const count = below - card;
        if (count < 1 || count > run || count > room || (count > 1 && count > limitOnto)) continue;
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
      if (TOPS[pile] < 0) continue;
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
