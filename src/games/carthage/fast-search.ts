/**
 * Carthage's searches on the fast board (board.ts): the complete depth-first search and the best-first
 * searches of portfolio.ts, move for move the searches core/search.ts and core/best-first.ts run over
 * problem.ts's search problem, at a fraction of the cost of a position. A position is kept only as its
 * canonical encoding (the key of the transposition table is the position itself), moves are integers
 * generated into one typed array, and a position is grown by decoding it into a scratch board, so a
 * search allocates almost nothing while it runs.
 *
 * What each search may say is as before: 'winnable' with a line of the rules' moves (board.ts's
 * concreteLine finds each move again), 'unwinnable' only from the depth-first search once it has seen
 * every reachable position (its moves drop only what problem.ts proves no win needs), else 'unknown'.
 */
import type { Search, SearchResult } from '../../core/search.js';
import type { Shortener } from '../../core/shorten.js';
import type { Move } from '../../core/types.js';
import type { CarthageState } from './rules.js';
import {
  ALL,
  BOARD_SIZE,
  F,
  HOPEFUL,
  MAX_KEY,
  PRUNE,
  PositionStore,
  R,
  RESERVE_ROOM,
  RL,
  SL,
  STOCK_PILE,
  TL,
  TT,
  applyBoardMove,
  boardOf,
  concreteLine,
  decode,
  encode,
  homeCount,
  legalBoardMoves,
} from './board.js';

/** A search's result; a win also as the encodings of the positions its line passes, the start's first. */
export interface BoardResult extends SearchResult {
  keys?: Uint8Array[];
}

/** The weights of a best-first score (portfolio.ts's ScoreWeights). */
export interface BoardWeights {
  home: number;
  emptyTableau: number;
  emptyReserve: number;
  tallReserve: number;
  blocked: number;
  depth: number;
  stock: number;
}

/**
 * portfolio.ts's scoreWith() on a board. No tableau card is ever blocked (every pile is one run), so
 * `blocked` counts nothing.
 */
export function boardScore(weights: BoardWeights): (b: Int8Array, depth: number) => number {
  const { home, emptyTableau, emptyReserve, tallReserve, depth: perMove, stock } = weights;
  return (b, depth) => {
    let score = -perMove * depth - stock * b[SL];
    score += home * homeCount(b);
    for (let t = 0; t < 8; t++) if (b[TL + t] === 0) score += emptyTableau;
    for (let r = 0; r < 6; r++) {
      const length = b[RL + r];
      if (length === 0) score += emptyReserve;
      else score -= tallReserve * length * length;
    }
    return score;
  };
}

/** problem.ts's gain() for a board move. */
function gain(b: Int8Array, move: number): number {
  const from = move >> 9;
  if (from === STOCK_PILE) return -4;
  const to = (move >> 4) & 31;
  const count = move & 15;
  let score = 0;
  let uncovered = -1;
  if (from >= 14) score -= 10;
  else if (from >= 8) {
    const length = b[RL + from - 8];
    if (length === 1) score += 6;
    else {
      score += 3;
      uncovered = b[R + (from - 8) * RESERVE_ROOM + length - 2];
    }
  } else if (b[TL + from] === count) score += 6;
  if (to >= 14) score += 10;
  else if (to >= 8 || b[TL + to] === 0) score -= 6;
  if (uncovered >= 0) {
    const suit = (uncovered / 13) | 0;
    const rank = (uncovered % 13) + 1;
    if (rank === 1 || b[F + 2 * suit] === rank - 1 || b[F + 2 * suit + 1] === rank - 1) score += 8;
    for (let t = 0; t < 8; t++) {
      const top = b[TT + t];
      if (top >= 0 && top === uncovered + 1 && rank < 13) {
        score += 6;
        break;
      }
    }
  }
  return score;
}

const GAINS = new Int32Array(1024);

/** Sorts moves[start..end) by gain, best first, ties in the order given (as problem.ts's byGain). */
function byGain(b: Int8Array, moves: Int32Array, start: number, end: number): void {
  if (end - start < 2) return;
  for (let i = start; i < end; i++) {
    const move = moves[i];
    const score = gain(b, move);
    let place = i;
    while (place > start && GAINS[place - 1 - start] < score) {
      moves[place] = moves[place - 1];
      GAINS[place - start] = GAINS[place - 1 - start];
      place--;
    }
    moves[place] = move;
    GAINS[place - start] = score;
  }
}

function grownInt32(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const grown = new Int32Array(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
}

/** The pieces both searches share: the start, its stock, scratch boards and a key buffer. */
abstract class BoardSearch implements Search {
  nodes = 0;
  protected store = new PositionStore();
  protected readonly stock: Int8Array;
  protected readonly current = new Int8Array(BOARD_SIZE);
  protected currentId = -1;
  protected readonly child = new Int8Array(BOARD_SIZE);
  protected readonly key = new Uint8Array(MAX_KEY);
  protected result: SearchResult | undefined;

  constructor(
    protected readonly start: CarthageState,
    protected readonly budget: number,
  ) {
    const made = boardOf(start);
    if (!made) throw new Error('Carthage board: the start is no position the board can hold');
    this.stock = made.stock;
    this.current.set(made.board);
    const length = encode(this.current, this.key);
    this.store.add(this.key, length);
    // The start as its encoding decodes: the piles in the order every later visit to it sees.
    this.store.decode(0, this.current);
    this.currentId = 0;
    if (homeCount(this.current) === 104) this.result = { verdict: 'winnable', nodes: 0, line: [] };
  }

  abstract run(allowance: number): SearchResult | undefined;

  /** Sets `current` to position `id`. */
  protected load(id: number): void {
    if (this.currentId !== id) {
      this.store.decode(id, this.current);
      this.currentId = id;
    }
  }

  /** The rules' line through positions `ids` (the start first) and then the won position in `child`. */
  protected lineThrough(ids: readonly number[]): BoardResult {
    const keys = ids.map((id) => this.store.keyOf(id));
    const length = encode(this.child, this.key);
    keys.push(this.key.slice(0, length));
    return { verdict: 'winnable', nodes: this.nodes, line: concreteLine(this.start, keys), keys };
  }

  protected finish(result: SearchResult): void {
    this.result = result;
    this.store = new PositionStore();
    this.release();
  }

  protected abstract release(): void;
}

/** core/search.ts's depth-first search over problem.ts's problem (pruned, forced moves, by gain). */
class BoardDepthFirst extends BoardSearch {
  // The stack: each frame's position and its moves, moves[next[f] .. end[f]) still to try.
  private frameIds = new Int32Array(1024);
  private nexts = new Int32Array(1024);
  private ends = new Int32Array(1024);
  private depth = 0;
  private moves = new Int32Array(1 << 14);

  constructor(start: CarthageState, budget: number) {
    super(start, budget);
    if (!this.result) this.push(0);
  }

  private push(id: number): void {
    this.load(id);
    const d = this.depth;
    if (d === this.frameIds.length) {
      this.frameIds = grownInt32(this.frameIds, d + 1);
      this.nexts = grownInt32(this.nexts, d + 1);
      this.ends = grownInt32(this.ends, d + 1);
    }
    const start = d > 0 ? this.ends[d - 1] : 0;
    this.moves = grownInt32(this.moves, start + 1024);
    const end = legalBoardMoves(this.current, this.moves, start, PRUNE);
    byGain(this.current, this.moves, start, end);
    this.frameIds[d] = id;
    this.nexts[d] = start;
    this.ends[d] = end;
    this.depth = d + 1;
  }

  run(allowance: number): SearchResult | undefined {
    const stop = this.nodes + allowance;
    const { child, stock, key } = this;
    while (!this.result) {
      const d = this.depth - 1;
      if (d < 0) {
        // Every reachable position was seen and none is won.
        this.finish({ verdict: 'unwinnable', nodes: this.nodes, line: null });
        break;
      }
      if (this.nexts[d] === this.ends[d]) {
        this.depth--;
        continue;
      }
      if (this.nodes >= this.budget) {
        this.finish({ verdict: 'unknown', nodes: this.nodes, line: null });
        break;
      }
      if (this.nodes >= stop) return undefined;
      const move = this.moves[this.nexts[d]++];
      this.load(this.frameIds[d]);
      child.set(this.current);
      applyBoardMove(child, move, stock);
      this.nodes++;
      if (homeCount(child) === 104) {
        this.finish(this.lineThrough(Array.from(this.frameIds.subarray(0, this.depth))));
        break;
      }
      const id = this.store.add(key, encode(child, key));
      if (id >= 0) this.push(id);
    }
    return this.result;
  }

  protected release(): void {
    this.depth = 0;
    this.frameIds = new Int32Array(0);
    this.nexts = new Int32Array(0);
    this.ends = new Int32Array(0);
    this.moves = new Int32Array(0);
  }
}

/** core/best-first.ts's search over portfolio.ts's hopeful problem, by a board score. */
class BoardBestFirst extends BoardSearch {
  private parents = new Int32Array(1024);
  private depths = new Int32Array(1024);
  private priorities = new Float64Array(1024);
  private heap = new Int32Array(1024);
  private heapSize = 0;
  /** The position being grown and its moves still to try, moves[next .. end). */
  private growing = -1;
  private moves = new Int32Array(1024);
  private next = 0;
  private end = 0;

  constructor(
    start: CarthageState,
    private readonly score: (b: Int8Array, depth: number) => number,
    budget: number,
  ) {
    super(start, budget);
    this.parents[0] = -1;
    if (!this.result) this.heapPush(0);
  }

  run(allowance: number): SearchResult | undefined {
    const stop = this.nodes + allowance;
    const { child, stock, key } = this;
    while (!this.result) {
      if (this.growing < 0) {
        if (this.heapSize === 0) {
          this.finish({ verdict: 'unknown', nodes: this.nodes, line: null });
          break;
        }
        const id = this.heapPop();
        this.load(id);
        this.growing = id;
        this.next = 0;
        this.end = legalBoardMoves(this.current, this.moves, 0, HOPEFUL);
        byGain(this.current, this.moves, 0, this.end);
      }
      if (this.next === this.end) {
        this.growing = -1;
        continue;
      }
      if (this.nodes >= this.budget) {
        this.finish({ verdict: 'unknown', nodes: this.nodes, line: null });
        break;
      }
      if (this.nodes >= stop) return undefined;
      const move = this.moves[this.next++];
      this.load(this.growing);
      child.set(this.current);
      applyBoardMove(child, move, stock);
      this.nodes++;
      if (homeCount(child) === 104) {
        const ids: number[] = [];
        for (let at = this.growing; at >= 0; at = this.parents[at]) ids.push(at);
        this.finish(this.lineThrough(ids.reverse()));
        break;
      }
      const id = this.store.add(key, encode(child, key));
      if (id < 0) continue;
      if (id >= this.parents.length) {
        const size = this.parents.length * 2;
        this.parents = grownInt32(this.parents, size);
        this.depths = grownInt32(this.depths, size);
        const priorities = new Float64Array(size);
        priorities.set(this.priorities);
        this.priorities = priorities;
      }
      const depth = this.depths[this.growing] + 1;
      this.parents[id] = this.growing;
      this.depths[id] = depth;
      const score = this.score(child, depth);
      if (score === Number.NEGATIVE_INFINITY) continue;
      this.priorities[id] = score;
      this.heapPush(id);
    }
    return this.result;
  }

  /** Best score first; among equal scores the newest. */
  private before(a: number, b: number): boolean {
    const { priorities } = this;
    return priorities[a] > priorities[b] || (priorities[a] === priorities[b] && a > b);
  }

  private heapPush(id: number): void {
    if (this.heapSize === this.heap.length) this.heap = grownInt32(this.heap, this.heapSize + 1);
    const heap = this.heap;
    let place = this.heapSize++;
    while (place > 0) {
      const parent = (place - 1) >> 1;
      if (!this.before(id, heap[parent])) break;
      heap[place] = heap[parent];
      place = parent;
    }
    heap[place] = id;
  }

  private heapPop(): number {
    const heap = this.heap;
    const best = heap[0];
    const last = heap[--this.heapSize];
    const size = this.heapSize;
    if (size === 0) return best;
    let place = 0;
    for (;;) {
      let child = 2 * place + 1;
      if (child >= size) break;
      if (child + 1 < size && this.before(heap[child + 1], heap[child])) child++;
      if (!this.before(heap[child], last)) break;
      heap[place] = heap[child];
      place = child;
    }
    heap[place] = last;
    return best;
  }

  protected release(): void {
    this.parents = new Int32Array(0);
    this.depths = new Int32Array(0);
    this.priorities = new Float64Array(0);
    this.heap = new Int32Array(0);
    this.heapSize = 0;
    this.growing = -1;
  }
}

/** Whether the fast searches can start from `state` (board.ts's boardOf holds it). */
export const boardFits = (state: CarthageState): boolean => boardOf(state) !== undefined;

/** The complete depth-first search on the board from `start`; `budget` moves applied before 'unknown'. */
export function createBoardDepthFirst(start: CarthageState, budget: number): Search {
  return new BoardDepthFirst(start, budget);
}

/** A best-first search for a win on the board from `start`, by `score`; `budget` moves applied before 'unknown'. */
export function createBoardBestFirst(start: CarthageState, score: (b: Int8Array, depth: number) => number, budget: number): Search {
  return new BoardBestFirst(start, score, budget);
}

// ------------------------------------------------------------------------------------------------
// The line made shorter

const keyText = (key: Uint8Array): string => String.fromCharCode.apply(null, key as unknown as number[]);

/**
 * core/shorten.ts's shortener on the board: walking the line's positions, from each it jumps to the
 * latest position of the line that one legal move reaches (or the won position), cutting loops and
 * detours. Positions are compared by their canonical encodings (concreteLine then finds the rules' move
 * for each step, whichever piles it names), so it finds every shortcut the exact-key shortener finds and
 * those through interchangeable piles too. `run(allowance)` applies about that many moves at most (one
 * position's moves at least); the line it returns replays to a won game and is never longer than the one
 * it was given.
 */
class BoardShortener implements Shortener {
  private keys: Uint8Array[];
  private texts: string[] = [];
  private latest = new Map<string, number>();
  private shorter: Uint8Array[] = [];
  private at = 0;
  private passes = 0;
  private result: Move[] | undefined;
  private readonly stock: Int8Array;
  private readonly board = new Int8Array(BOARD_SIZE);
  private readonly child = new Int8Array(BOARD_SIZE);
  private readonly key = new Uint8Array(MAX_KEY);
  private readonly moves = new Int32Array(1024);

  constructor(
    private readonly start: CarthageState,
    keys: readonly Uint8Array[],
    private readonly maxPasses: number,
  ) {
    this.stock = (boardOf(start) as { stock: Int8Array }).stock;
    this.keys = keys.slice();
    this.beginPass();
  }

  private beginPass(): void {
    this.texts = this.keys.map(keyText);
    this.latest = new Map();
    this.texts.forEach((text, index) => this.latest.set(text, index));
    this.shorter = [this.keys[0]];
    this.at = this.latest.get(this.texts[0]) as number;
  }

  run(allowance: number): Move[] | undefined {
    let spent = 0;
    const { board, child, key, moves, stock } = this;
    while (this.result === undefined) {
      const { keys, latest } = this;
      const last = keys.length - 1;
      if (this.at >= last) {
        this.passes++;
        const improved = this.shorter.length < keys.length;
        this.keys = this.shorter;
        if (!improved || this.passes >= this.maxPasses) {
          this.result = concreteLine(this.start, this.keys);
          this.keys = [];
          this.texts = [];
          this.latest.clear();
          break;
        }
        this.beginPass();
        continue;
      }
      if (spent >= allowance) return undefined;
      decode(keys[this.at], 0, board);
      let best = this.at + 1;
      const end = legalBoardMoves(board, moves, 0, ALL);
      for (let i = 0; i < end; i++) {
        spent++;
        child.set(board);
        applyBoardMove(child, moves[i], stock);
        let index: number | undefined;
        if (homeCount(child) === 104) index = last;
        else {
          const length = encode(child, key);
          index = latest.get(keyText(key.subarray(0, length)));
        }
        if (index !== undefined && index > best) best = index;
      }
      this.shorter.push(keys[best]);
      this.at = best === last ? best : (latest.get(this.texts[best]) as number);
    }
    return this.result;
  }
}

/** A shortener on the board for a line that wins from `start`, given as its positions' encodings (the start's first). */
export function createBoardShortener(start: CarthageState, keys: readonly Uint8Array[], maxPasses = 3): Shortener {
  return new BoardShortener(start, keys, maxPasses);
}
