/**
 * A fast, mutable copy of a position of The Carpet for the randomised searches (nmcs.ts): cards as small
 * integers in typed arrays, moves as integers, and the carpet's availability kept up to date cell by cell.
 * It plays by the rules of rules.ts exactly (the re-deal shuffles as rules.ts's redeal() does), so a line found here
 * replays there; the tests check that every line does.
 *
 * A card is suit * 13 + rank - 1 (suits C D H S, ranks 1-13). A move is one integer:
 * cell * 8 + f carpet to foundation f; TALON_HOME + f talon to foundation f; TALON_BUILD + cell carpet onto
 * the talon; DEAL; REDEAL.
 */
import { type CardCode, SUITS, cardOf } from '../../../core/cards.js';
import type { Move } from '../../../core/types.js';
import { dealRandom, shuffle } from '../../../core/random.js';
import { LANES as CELL_LANES } from '../problem.js';
import { CARPET_CELLS, CARPET_SIZE, type CadoganState, FOUNDATIONS, PASSES, orientationOf } from '../rules.js';

export const TALON_HOME = 512;
export const TALON_BUILD = 600;
export const DEAL = 700;
export const REDEAL = 701;
/**
 * More legal moves than any position has: at most 16 to the foundations from the carpet (each foundation's
 * card in two cells), 2 from the talon, 4 builds (two cards, two copies each) and a deal or re-deal.
 */
export const MAX_MOVES = 32;
const CARDS = 104;

const CODES: readonly CardCode[] = SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, v) => cardOf(v + 1, suit)));
const ID_OF: ReadonlyMap<string, number> = new Map(CODES.map((code, id) => [code, id]));
const cardId = (code: CardCode): number => ID_OF.get(code) as number;
const suitOfId = (id: number): number => (id / 13) | 0;
const rankOfId = (id: number): number => (id % 13) + 1;

/** Each cell's two lanes to the edge of the carpet (rule 3), as problem.ts draws them, in typed arrays. */
const LANES: readonly (readonly Int8Array[])[] = CELL_LANES.map((lanes) => lanes.map((lane) => Int8Array.from(lane)));
/**
 * The cells whose availability may change when a cell empties: the upright cards of its column and the
 * crosswise cards of its row, the only ones with a lane through it.
 */
const CROSS: readonly Int8Array[] = Array.from({ length: CARPET_CELLS }, (_, cell) => {
  const row = Math.floor(cell / CARPET_SIZE);
  const col = cell % CARPET_SIZE;
  const cells: number[] = [];
  for (let i = 0; i < CARPET_SIZE; i++) {
    if (i !== row && orientationOf(i * CARPET_SIZE + col) === 'upright') cells.push(i * CARPET_SIZE + col);
    if (i !== col && orientationOf(row * CARPET_SIZE + i) === 'crosswise') cells.push(row * CARPET_SIZE + i);
  }
  return Int8Array.from(cells);
});

export class Board {
  /** Card per cell, -1 when empty. */
  readonly carpet = new Int8Array(CARPET_CELLS);
  /** 1 where the cell holds an available card. */
  readonly available = new Uint8Array(CARPET_CELLS);
  /** The rank on top of each foundation (as solver.ts's topRank). */
  readonly tops = new Int8Array(FOUNDATIONS);
  /** The last card is dealt next. */
  readonly stock = new Int8Array(CARDS);
  readonly talon = new Int8Array(CARDS);
  stockLength = 0;
  talonLength = 0;
  pass = 1;
  /** Cards on the foundations. */
  home = 0;

  /**
   * @param cellsOf for each card, the two carpet cells its copies were dealt to (-1 for none): cards never
   * enter the carpet, so a card is in one of these cells or gone. Shared by a board's copies.
   */
  constructor(
    readonly seed: string,
    readonly cellsOf: Int8Array = new Int8Array(CARDS).fill(-1),
  ) {}

  static from(state: CadoganState): Board {
    const board = new Board(state.seed);
    board.pass = state.pass;
    for (let f = 0; f < FOUNDATIONS; f++) {
      const height = state.foundations[f].length;
      board.tops[f] = f < 4 ? height : 14 - height;
      board.home += height;
    }
    state.carpet.forEach((card, cell) => {
      const id = card === null ? -1 : cardId(card);
      board.carpet[cell] = id;
      if (id >= 0) board.cellsOf[board.cellsOf[id * 2] < 0 ? id * 2 : id * 2 + 1] = cell;
    });
    state.stock.forEach((card, i) => (board.stock[i] = cardId(card)));
    state.talon.forEach((card, i) => (board.talon[i] = cardId(card)));
    board.stockLength = state.stock.length;
    board.talonLength = state.talon.length;
    for (let cell = 0; cell < CARPET_CELLS; cell++) board.updateAvailable(cell);
    return board;
  }

  copyFrom(other: Board): this {
    this.carpet.set(other.carpet);
    this.available.set(other.available);
    this.tops.set(other.tops);
    this.stock.set(other.stock.subarray(0, other.stockLength));
    this.talon.set(other.talon.subarray(0, other.talonLength));
    this.stockLength = other.stockLength;
    this.talonLength = other.talonLength;
    this.pass = other.pass;
    this.home = other.home;
    return this;
  }

  clone(): Board {
    return new Board(this.seed, this.cellsOf).copyFrom(this);
  }

  isWon(): boolean {
    return this.home === CARDS;
  }

  /** The foundation that takes `card` now (the ace foundation first), or -1. */
  homeFor(card: number): number {
    const suit = suitOfId(card);
    const rank = rankOfId(card);
    if (this.tops[suit] === rank - 1) return suit;
    if (this.tops[suit + 4] === rank + 1) return suit + 4;
    return -1;
  }

  /** The available carpet cell holding `card` (the first copy first), or -1. */
  availableCell(card: number, copy = 0): number {
    const cell = this.cellsOf[card * 2 + copy];
    return cell >= 0 && this.available[cell] && this.carpet[cell] === card ? cell : -1;
  }

  /** The card foundation `f` takes next, or -1 when it is complete. */
  needs(f: number): number {
    const rank = f < 4 ? this.tops[f] + 1 : this.tops[f] - 1;
    return rank >= 1 && rank <= 13 ? (f % 4) * 13 + rank - 1 : -1;
  }

  /**
   * Every legal move into `out`, each once: carpet cards home (foundation by foundation), the talon's top
   * home, carpet cards onto the talon, the deal or the re-deal. Returns how many.
   */
  legalMoves(out: Int16Array): number {
    let n = 0;
    for (let f = 0; f < FOUNDATIONS; f++) {
      const card = this.needs(f);
      if (card < 0) continue;
      for (let copy = 0; copy < 2; copy++) {
        const cell = this.availableCell(card, copy);
        if (cell >= 0) out[n++] = cell * 8 + f;
      }
    }
    const talonTop = this.talonLength > 0 ? this.talon[this.talonLength - 1] : -1;
    if (talonTop >= 0) {
      n = this.homeMoves(talonTop, TALON_HOME, out, n);
      const rank = rankOfId(talonTop);
      for (let side = 0; side < 2; side++) {
        const card = side === 0 ? (rank > 1 ? talonTop - 1 : -1) : rank < 13 ? talonTop + 1 : -1;
        for (let copy = 0; card >= 0 && copy < 2; copy++) {
          const cell = this.availableCell(card, copy);
          if (cell >= 0) out[n++] = TALON_BUILD + cell;
        }
      }
    }
    if (this.stockLength > 0) out[n++] = DEAL;
    else if (this.talonLength > 0 && this.pass < PASSES) out[n++] = REDEAL;
    return n;
  }

  private homeMoves(card: number, base: number, out: Int16Array, n: number): number {
    const suit = suitOfId(card);
    const rank = rankOfId(card);
    if (this.tops[suit] === rank - 1) out[n++] = base + suit;
    if (this.tops[suit + 4] === rank + 1) out[n++] = base + suit + 4;
    return n;
  }

  /** Applies a move legalMoves() listed. */
  apply(move: number): void {
    if (move === DEAL) {
      this.talon[this.talonLength++] = this.stock[--this.stockLength];
    } else if (move === REDEAL) {
      this.redeal();
    } else if (move >= TALON_BUILD) {
      this.talon[this.talonLength++] = this.take(move - TALON_BUILD);
    } else if (move >= TALON_HOME) {
      this.talonLength--;
      this.toFoundation(move - TALON_HOME);
    } else {
      this.take(move >> 3);
      this.toFoundation(move & 7);
    }
  }

  private toFoundation(f: number): void {
    this.tops[f] += f < 4 ? 1 : -1;
    this.home++;
  }

  private take(cell: number): number {
    const card = this.carpet[cell];
    this.carpet[cell] = -1;
    this.available[cell] = 0;
    const cross = CROSS[cell];
    // An available card stays available: lanes only open.
    for (let i = 0; i < cross.length; i++) if (!this.available[cross[i]]) this.updateAvailable(cross[i]);
    return card;
  }

  /** How many cards would become available were `cell` emptied. */
  opensIfTaken(cell: number): number {
    const card = this.carpet[cell];
    this.carpet[cell] = -1;
    const cross = CROSS[cell];
    let opened = 0;
    for (let i = 0; i < cross.length; i++) {
      const other = cross[i];
      if (!this.available[other] && this.carpet[other] >= 0 && this.hasClearLane(other)) opened++;
    }
    this.carpet[cell] = card;
    return opened;
  }

  private updateAvailable(cell: number): void {
    if (this.carpet[cell] < 0) {
      this.available[cell] = 0;
      return;
    }
    this.available[cell] = this.hasClearLane(cell) ? 1 : 0;
  }

  /** Whether either lane from `cell` to the carpet's edge is empty (rules.ts's availability). */
  private hasClearLane(cell: number): boolean {
    const lanes = LANES[cell];
    return laneClear(this.carpet, lanes[0]) || laneClear(this.carpet, lanes[1]);
  }

  /** rules.ts's re-deal, so the shuffle is the game's own. */
  private redeal(): void {
    this.stockLength = this.talonLength;
    shuffledTalon(this.seed, this.pass, this.talon.subarray(0, this.talonLength), this.stock);
    this.talonLength = 0;
    this.pass++;
  }
}

/**
 * The re-deal's shuffle as rules.ts's redeal() does it, without its text: the talon's cards in the order
 * of their codes, then the same Fisher-Yates shuffle. The shuffle's swaps depend only on the seed, the
 * pass and how many cards there are, so they are drawn once per (seed, pass, count) and kept.
 */
const BY_CODE: Int8Array = Int8Array.from(
  CODES.map((code, id) => [code, id] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, id]) => id),
);
const orders = new Map<string, Int8Array>();
const ORDERS_KEPT = 4096;
const talonCounts = new Uint8Array(CARDS);
const sorted = new Int8Array(CARDS);

/** Where each of `count` sorted cards goes: the rules' shuffle of the indices 0..count-1, dealt first last. */
function orderOf(seed: string, pass: number, count: number): Int8Array {
  const key = `${seed}|${pass}|${count}`;
  let order = orders.get(key);
  if (!order) {
    const indices = Array.from({ length: count }, (_, i) => i);
    order = Int8Array.from(shuffle(indices, dealRandom('cadogan-carpet', seed, `pass-${pass + 1}`)).reverse());
    if (orders.size >= ORDERS_KEPT) orders.clear();
    orders.set(key, order);
  }
  return order;
}

/** The stock that rules.ts's redeal() makes from `talon` in pass `pass` of deal `seed`, into `stock`. */
function shuffledTalon(seed: string, pass: number, talon: Int8Array, stock: Int8Array): void {
  talonCounts.fill(0);
  for (let i = 0; i < talon.length; i++) talonCounts[talon[i]]++;
  let n = 0;
  for (let i = 0; i < CARDS; i++) for (let k = talonCounts[BY_CODE[i]]; k > 0; k--) sorted[n++] = BY_CODE[i];
  const order = orderOf(seed, pass, n);
  for (let i = 0; i < n; i++) stock[i] = sorted[order[i]];
}

function laneClear(carpet: Int8Array, lane: Int8Array): boolean {
  for (let i = 0; i < lane.length; i++) if (carpet[lane[i]] >= 0) return false;
  return true;
}

export { rankOfId, suitOfId };

const FOUNDATION_MOVES = Array.from({ length: FOUNDATIONS }, (_, f) => `foundation-${f}`);

/** The rules' move for an integer move. */
export function moveOf(move: number): Move {
  if (move === DEAL) return { from: 'stock', to: 'talon' };
  if (move === REDEAL) return { from: 'talon', to: 'stock' };
  if (move >= TALON_BUILD) return { from: `carpet-${move - TALON_BUILD}`, to: 'talon' };
  if (move >= TALON_HOME) return { from: 'talon', to: FOUNDATION_MOVES[move - TALON_HOME] };
  return { from: `carpet-${move >> 3}`, to: FOUNDATION_MOVES[move & 7] };
}

/** The integer move for a rules' move that legalMoves() lists. */
export function moveNumber(move: Move): number {
  if (move.from === 'stock') return DEAL;
  if (move.to === 'stock') return REDEAL;
  const foundation = move.to.startsWith('foundation-') ? Number(move.to.slice(11)) : -1;
  if (move.from === 'talon') return TALON_HOME + foundation;
  const cell = Number(move.from.slice(7));
  return foundation >= 0 ? cell * 8 + foundation : TALON_BUILD + cell;
}
