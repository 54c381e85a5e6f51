/**
 * The Carpet solver's positions (docs/rules.md, Carpet), for its search problem (solver.ts). The seed
 * fixes the stock's order, so the solver knows the whole deal: a verdict is exact when the search finishes.
 *
 * POSITIONS are CarpetState objects (plain data that every rules function accepts) carrying a compact
 * copy of themselves: the foundation heights in one number, the carpet's cards as a 52-bit set, the
 * stock as a length. Moves are shared frozen objects, so a position costs one object, an array copy or
 * two and a 7-character key.
 *
 * THE KEY. Carpet cells play alike (no rule looks at where a card lies), so the carpet counts as a set.
 * Cards leave the stock only from its top and the waste is a stack fed only from the stock, so from a
 * given start every position's stock is the bottom of the start's stock, and its waste is made of the
 * cards of the start's sequence (waste bottom to top, then stock top to bottom) that are not on a
 * foundation, in the carpet or still in the stock, in that sequence's order. So the sequence, the fill
 * rule, the foundation heights, the carpet's set and the stock's length fix a position up to the order
 * of its cells. The key holds all of them, the sequence as a number given to each distinct sequence
 * (never reused), so equal keys are positions that play alike, across searches too.
 *
 * FORCED MOVES AND PRUNING: M1, M2, M3 and M5 under fill="manual", the equivalence E and a position's IMAGE,
 * A1 to A4 under fill="auto", P1 and P2 in both. Each rule and its proof are in docs/solver.md ("Carpet's
 * forced moves and pruning"); the comments below name the rule a line applies.
 * The tests check every rule against searches without them, on hand-made positions, small end
 * positions, positions of real games and whole deals.
 */
import type { CardCode } from '../../core/cards.js';
import type { Move } from '../../core/types.js';
import { type CarpetState, type FillMode } from './rules.js';
import {
  ALL_HOME,
  alone,
  CELL_UP,
  CELL_UP_NO_DEAL,
  CODES,
  DEAL,
  DEAL_MOVE,
  FILL_FROM_STOCK,
  FILL_FROM_WASTE,
  FILL_FROM_WASTE_NO_DEAL,
  fits,
  foundationsAt,
  FROM_WASTE,
  height,
  HINT_REACH,
  NO_DEAL,
  NONE,
  numberOf,
  opOf,
  SUIT,
  TO_FOUNDATION,
  UNMARKED,
  VALUE,
  WASTE_UP,
} from './codes.js';

// ------------------------------------------------------------------------------------------------
// Positions

/** What every position reached from one start shares: the start's sequence and stock. */
interface Origin {
  /** The sequence's number in keys. */
  readonly id: number;
  readonly stock: readonly CardCode[];
  /** The stock at each length, made once (frozen). */
  readonly stocks: (readonly CardCode[] | undefined)[];
}

// One number per distinct sequence. The table is emptied now and then, so it cannot grow without
// bound; numbers are never reused (a sequence seen again after that just gets a new one).
const ORIGIN_IDS = new Map<string, number>();
let nextOriginId = 0;
function originOf(fill: FillMode, waste: readonly CardCode[], stock: readonly CardCode[]): Origin {
  const sequence = `${fill}|${waste.join('')}|${stock.slice().reverse().join('')}`;
  let id = ORIGIN_IDS.get(sequence);
  if (id === undefined) {
    if (ORIGIN_IDS.size >= 4096) ORIGIN_IDS.clear();
    id = nextOriginId++;
    ORIGIN_IDS.set(sequence, id);
  }
  return { id, stock, stocks: [] };
}

const stockAt = (origin: Origin, length: number): readonly CardCode[] =>
  (origin.stocks[length] ??=
    length === origin.stock.length ? origin.stock : Object.freeze(origin.stock.slice(0, length)));

/**
 * A Carpet position: the CarpetState fields as plain data, plus its compact form. Its arrays are never
 * changed; a move makes a new position that shares what did not change.
 */
export class Position implements CarpetState {
  // Set once: in the constructor, or by apply() on the new position before it is returned.
  fill: FillMode;
  foundations: readonly (readonly CardCode[])[];
  carpet: readonly (CardCode | null)[];
  stock: readonly CardCode[];
  waste: readonly CardCode[];
  #heights: number;
  /** The carpet's cards as a set (see the card numbers above). */
  #low: number;
  #high: number;
  #gaps: number;
  readonly #origin: Origin;
  /** Reached by a P2 take: only lines that start with a take are tried from here. */
  #noDeal = false;

  private constructor(
    fill: FillMode,
    origin: Origin,
    foundations: readonly (readonly CardCode[])[],
    carpet: readonly (CardCode | null)[],
    stock: readonly CardCode[],
    waste: readonly CardCode[],
    heights: number,
    low: number,
    high: number,
    gaps: number,
  ) {
    this.fill = fill;
    this.foundations = foundations;
    this.carpet = carpet;
    this.stock = stock;
    this.waste = waste;
    this.#heights = heights;
    this.#low = low;
    this.#high = high;
    this.#gaps = gaps;
    this.#origin = origin;
  }

  /** The position of a state: itself when it is one, else a new one with a new origin. */
  static of(state: CarpetState): Position {
    if (state instanceof Position) return state;
    let position = CONVERTED.get(state);
    if (!position) {
      let heights = 0;
      state.foundations.forEach((pile, suit) => (heights |= pile.length << (suit * 4)));
      const origin = originOf(state.fill, state.waste, state.stock);
      position = new Position(
        state.fill,
        origin,
        state.foundations,
        state.carpet,
        state.stock,
        state.waste,
        heights,
        0,
        0,
        0,
      );
      for (const code of state.carpet) {
        if (code === null) position.#gaps++;
        else position.#add(numberOf(code));
      }
      CONVERTED.set(state, position);
    }
    return position;
  }

  /** A copy to change (only apply() does, before anyone else sees it). */
  #copy(): Position {
    return new Position(
      this.fill,
      this.#origin,
      this.foundations,
      this.carpet,
      this.stock,
      this.waste,
      this.#heights,
      this.#low,
      this.#high,
      this.#gaps,
    );
  }

  #add(card: number): void {
    if (card < 26) this.#low |= 1 << card;
    else this.#high |= 1 << (card - 26);
  }

  #remove(card: number): void {
    if (card < 26) this.#low &= ~(1 << card);
    else this.#high &= ~(1 << (card - 26));
  }

  /** Takes the card a gap gets (the waste's top, else the stock's top) and counts it in the carpet. */
  #takeFiller(): CardCode {
    const { waste, stock } = this;
    let code: CardCode;
    if (waste.length > 0) {
      code = waste[waste.length - 1];
      this.waste = waste.slice(0, -1);
    } else {
      code = stock[stock.length - 1];
      this.stock = stockAt(this.#origin, stock.length - 1);
    }
    this.#add(numberOf(code));
    this.#gaps--;
    return code;
  }

  get won(): boolean {
    return this.#heights === ALL_HOME;
  }

  get key(): string {
    const low = this.#low;
    const high = this.#high;
    const id = this.#origin.id;
    return String.fromCharCode(
      low & 0xffff,
      (low >>> 16) | ((high & 0x3f) << 10),
      (high >>> 6) & 0xffff,
      (high >>> 22) | (this.stock.length << 4),
      this.#heights,
      ((id & 0x7fff) << 1) | (this.fill === 'auto' ? 0 : 1),
      id >>> 15,
    );
  }

  #inCarpet(card: number): boolean {
    return card < 26 ? (this.#low & (1 << card)) !== 0 : (this.#high & (1 << (card - 26))) !== 0;
  }

  /** The heights once every carpet card that fits, or comes to fit, has gone up (the image's). */
  #imageHeights(): number {
    let heights = this.#heights;
    for (let suit = 0; suit < 4; suit++) {
      let h = height(heights, suit);
      const start = h;
      while (h < 13 && this.#inCarpet(suit * 13 + h)) h++;
      heights += (h - start) << (suit * 4);
    }
    return heights;
  }

  /** The move of the first carpet card (in suit order) that fits its foundation; undefined when none. */
  #fittingCardUp(moves: readonly Move[][]): Move | undefined {
    const heights = this.#heights;
    for (let suit = 0; suit < 4; suit++) {
      const h = height(heights, suit);
      if (h < 13 && this.#inCarpet(suit * 13 + h)) return moves[this.carpet.indexOf(CODES[suit * 13 + h])][suit];
    }
    return undefined;
  }

  /** Whether the waste's top has a lower card of its suit beneath it in the waste. */
  #wasteTopBlocked(): boolean {
    const waste = this.waste;
    const top = numberOf(waste[waste.length - 1]);
    for (let i = waste.length - 2; i >= 0; i--) {
      const card = numberOf(waste[i]);
      if (SUIT[card] === SUIT[top] && card < top) return true;
    }
    return false;
  }

  /** A foundation move that provably cannot spoil a win (A1, A2, A4, M1, M2); undefined when none. */
  safeFoundationMove(): Move | undefined {
    if (this.#unsettled()) return undefined;
    const { waste, stock } = this;
    const wasteTop = waste.length > 0 ? numberOf(waste[waste.length - 1]) : -1;
    if (wasteTop >= 0 && fits(this.#heights, wasteTop)) return WASTE_UP[SUIT[wasteTop]];
    const move = this.#fittingCardUp(CELL_UP);
    if (!move || this.fill === 'manual' || stock.length === 0) return move;
    const filler = wasteTop >= 0 ? wasteTop : numberOf(stock[stock.length - 1]);
    return fits(this.#imageHeights(), filler) ? move : undefined;
  }

  /**
   * Under fill="auto", a gap waiting for a card that can fill it: not a position the rules leave
   * (apply() fills gaps at once), and the proofs assume none, so such a position gets every legal move.
   */
  #unsettled(): boolean {
    return this.fill === 'auto' && this.#gaps > 0 && this.waste.length + this.stock.length > 0;
  }

  /**
   * The moves to try, best first. With `forcing`, a forced move alone, else the choices left after
   * pruning. Without, every legal move, those choices first (only the order differs).
   */
  moves(forcing: boolean): Move[] {
    if (this.#unsettled()) return this.#legalMoves();
    const chosen = this.#chosenMoves();
    if (forcing) return chosen;
    const legal = this.#legalMoves();
    for (let i = chosen.length - 1; i >= 0; i--) {
      const move = UNMARKED.get(chosen[i]) ?? chosen[i];
      const at = legal.indexOf(move);
      if (at > 0) legal.unshift(...legal.splice(at, 1));
    }
    return legal;
  }

  #chosenMoves(): Move[] {
    const safe = this.safeFoundationMove();
    if (safe) return alone(safe);
    const { carpet, waste, stock } = this;
    const manual = this.fill === 'manual';
    if (stock.length === 0) {
      // M5 (under "auto", A4 above has played every card that fits: nothing is left).
      return manual && this.#gaps > 0 && waste.length > 0 ? alone(FILL_FROM_WASTE[carpet.indexOf(null)]) : NONE;
    }
    const image = this.#imageHeights();
    if (fits(image, numberOf(stock[stock.length - 1]))) return this.#noDeal ? NONE : alone(DEAL_MOVE); // A3, M3
    const moves: Move[] = [];
    if (waste.length > 0) {
      const p2 = this.#wasteTopBlocked() && !(waste.length > 1 && fits(image, numberOf(waste[waste.length - 2])));
      const take = manual
        ? this.#gaps > 0
          ? (p2 ? FILL_FROM_WASTE_NO_DEAL : FILL_FROM_WASTE)[carpet.indexOf(null)]
          : undefined
        : this.#fittingCardUp(p2 ? CELL_UP_NO_DEAL : CELL_UP); // P1
      if (take) moves.push(take);
    }
    if (!this.#noDeal) moves.push(DEAL_MOVE);
    return moves;
  }

  /**
   * A hint when no winning line is known: a forced move; at a choice, the take when the waste's top is
   * at most HINT_REACH cards from fitting (in the image), else the deal; else any legal move. (Played
   * from the deal, this wins about 85% of games under either fill rule, against 72% for always
   * taking.)
   */
  hint(): Move | undefined {
    const chosen = this.#unsettled() ? [] : this.#chosenMoves();
    const take = chosen.find((move) => move !== DEAL_MOVE);
    if (chosen.length === 1 || !take) return chosen[0] ?? this.#legalMoves()[0];
    const top = numberOf(this.waste[this.waste.length - 1]);
    const distance = VALUE[top] - height(this.#imageHeights(), SUIT[top]);
    return distance <= HINT_REACH ? (UNMARKED.get(take) ?? take) : DEAL_MOVE;
  }

  /** Every legal move (only the first gap: gaps play alike): foundation moves, a fill, the deal. */
  #legalMoves(): Move[] {
    const { carpet, waste, stock } = this;
    const heights = this.#heights;
    const moves: Move[] = [];
    const wasteTop = waste.length > 0 ? numberOf(waste[waste.length - 1]) : -1;
    if (wasteTop >= 0 && fits(heights, wasteTop)) moves.push(WASTE_UP[SUIT[wasteTop]]);
    carpet.forEach((code, cell) => {
      if (code !== null && fits(heights, numberOf(code))) moves.push(CELL_UP[cell][SUIT[numberOf(code)]]);
    });
    if (this.fill === 'manual' && this.#gaps > 0 && waste.length + stock.length > 0) {
      moves.push((waste.length > 0 ? FILL_FROM_WASTE : FILL_FROM_STOCK)[carpet.indexOf(null)]);
    }
    if (stock.length > 0) moves.push(DEAL_MOVE);
    return moves;
  }

  /** Applies a legal move as the rules do: the move, then (fill="auto") every gap filled. */
  apply(move: Move): Position {
    const op = opOf(move);
    const kind = (op >>> 5) & 3;
    const next = this.#copy();
    const { waste, stock } = this;
    if (kind === DEAL) {
      next.waste = waste.concat(stock[stock.length - 1]);
      next.stock = stockAt(this.#origin, stock.length - 1);
    } else if (kind === FROM_WASTE) {
      next.#heights += 1 << (SUIT[numberOf(waste[waste.length - 1])] * 4);
      next.waste = waste.slice(0, -1);
    } else {
      const cell = op & 31;
      const carpet = this.carpet.slice();
      next.carpet = carpet;
      if (kind === TO_FOUNDATION) {
        const card = numberOf(carpet[cell] as CardCode);
        next.#heights += 1 << (SUIT[card] * 4);
        next.#remove(card);
        next.#gaps++;
        carpet[cell] = null;
      } else {
        carpet[cell] = next.#takeFiller();
      }
    }
    if (this.fill === 'auto' && next.#gaps > 0 && next.waste.length + next.stock.length > 0) {
      // The rules' fillGaps: the first gap takes the waste's top, else the stock's top, while any is left.
      const carpet = next.carpet === this.carpet ? this.carpet.slice() : (next.carpet as (CardCode | null)[]);
      next.carpet = carpet;
      while (next.#gaps > 0 && next.waste.length + next.stock.length > 0)
        carpet[carpet.indexOf(null)] = next.#takeFiller();
    }
    if (next.#heights !== this.#heights) next.foundations = foundationsAt(next.#heights);
    next.#noDeal = (op & NO_DEAL) !== 0;
    return next;
  }
}

const CONVERTED = new WeakMap<CarpetState, Position>();
