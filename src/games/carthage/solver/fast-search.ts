/**
 * Carthage's searches on the fast board (board.ts, board-moves.ts): the complete depth-first search and the best-first
 * searches of portfolio.ts, move for move the searches core/search.ts and core/best-first.ts run over
 * problem.ts's search problem, at a fraction of the cost of a position. A position is kept only as its
 * canonical encoding (the key of the transposition table is the position itself), moves are integers
 * generated into one typed array, and a position is grown by decoding it into a scratch board, so a
 * search allocates almost nothing while it runs.
 *
 * This file holds what the searches share (the base class, the order of moves by gain) and the depth-first
 * search; the best-first search is in fast-best-first.ts, the line shortener in fast-shortener.ts.
 *
 * What each search may say is as before: 'winnable' with a line of the rules' moves (board-moves.ts's
 * concreteLine finds each move again), 'unwinnable' only from the depth-first search once it has seen
 * every reachable position (its moves drop only what problem.ts proves no win needs), else 'unknown'.
 */
import type { Search, SearchResult } from '../../../search/search.js';
import { PRUNE, STOCK_PILE, applyBoardMove, concreteLine, legalBoardMoves } from './board-moves.js';
import { BOARD_SIZE, F, R, RESERVE_ROOM, RL, type Streams, TL, TT, boardOf, encode, homeCount } from './board.js';
import { KEY_ROOM, PositionStore } from './position-store.js';
import type { CarthageState } from '../rules.js';

/** A search's result; a win also as the encodings of the positions its line passes, the start's first. */
export interface BoardResult extends SearchResult {
  keys?: Uint8Array[];
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
export function byGain(b: Int8Array, moves: Int32Array, start: number, end: number): void {
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

export function grownInt32(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const grown = new Int32Array(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
}

/** The pieces both searches share: the start, its stock, scratch boards and a key buffer. */
export abstract class BoardSearch implements Search {
  nodes = 0;
  protected store: PositionStore;
  protected readonly stock: Int8Array;
  protected readonly streams: Streams;
  protected readonly current = new Int8Array(BOARD_SIZE);
  protected currentId = -1;
  protected readonly child = new Int8Array(BOARD_SIZE);
  protected readonly key = new Uint8Array(KEY_ROOM);
  protected result: SearchResult | undefined;

  constructor(
    protected readonly start: CarthageState,
    protected readonly budget: number,
  ) {
    const made = boardOf(start);
    if (!made) throw new Error('Carthage board: the start is no position the board can hold');
    this.stock = made.stock;
    this.streams = made.streams;
    this.store = new PositionStore(made.streams);
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
    this.store = new PositionStore(this.streams);
    this.release();
  }

  protected abstract release(): void;
}

/**
 * core/search.ts's depth-first search over problem.ts's problem (pruned, forced moves, by gain). Each frame
 * keeps its board as it was made (its piles in the order the move left them), so going down or back up
 * decodes nothing: only the start is decoded, so a start plays the same whatever its piles' order.
 */
class BoardDepthFirst extends BoardSearch {
  // The stack: each frame's position, its board and its moves, moves[next[f] .. end[f]) still to try.
  private frameIds = new Int32Array(1024);
  private nexts = new Int32Array(1024);
  private ends = new Int32Array(1024);
  /** Frame f's board; boards[depth] is where a move is tried. */
  private boards: Int8Array[] = [];
  private depth = 0;
  private moves = new Int32Array(1 << 14);

  constructor(start: CarthageState, budget: number) {
    super(start, budget);
    if (!this.result) this.push(0, this.current);
  }

  /** Puts position `id`, whose board is `board`, on the stack with its moves. */
  private push(id: number, board: Int8Array): void {
    const d = this.depth;
    if (d === this.frameIds.length) {
      this.frameIds = grownInt32(this.frameIds, d + 1);
      this.nexts = grownInt32(this.nexts, d + 1);
      this.ends = grownInt32(this.ends, d + 1);
    }
    while (this.boards.length < d + 2) this.boards.push(new Int8Array(BOARD_SIZE));
    if (board !== this.boards[d]) this.boards[d].set(board);
    const start = d > 0 ? this.ends[d - 1] : 0;
    this.moves = grownInt32(this.moves, start + 1024);
    const end = legalBoardMoves(board, this.moves, start, PRUNE);
    byGain(board, this.moves, start, end);
    this.frameIds[d] = id;
    this.nexts[d] = start;
    this.ends[d] = end;
    this.depth = d + 1;
  }

  run(allowance: number): SearchResult | undefined {
    const stop = this.nodes + allowance;
    const { stock, key } = this;
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
      // The move is tried on the next frame's board, which becomes that frame's when the position is new.
      const child = this.boards[d + 1];
      child.set(this.boards[d]);
      applyBoardMove(child, move, stock);
      this.nodes++;
      if (homeCount(child) === 104) {
        this.child.set(child);
        this.finish(this.lineThrough(Array.from(this.frameIds.subarray(0, this.depth))));
        break;
      }
      const id = this.store.add(key, encode(child, key));
      if (id >= 0) this.push(id, child);
    }
    return this.result;
  }

  protected release(): void {
    this.depth = 0;
    this.frameIds = new Int32Array(0);
    this.nexts = new Int32Array(0);
    this.ends = new Int32Array(0);
    this.boards = [];
    this.moves = new Int32Array(0);
  }
}

/** Whether the fast searches can start from `state` (board.ts's boardOf holds it). */
export const boardFits = (state: CarthageState): boolean => boardOf(state) !== undefined;

/** The complete depth-first search on the board from `start`; `budget` moves applied before 'unknown'. */
export function createBoardDepthFirst(start: CarthageState, budget: number): Search {
  return new BoardDepthFirst(start, budget);
}
