/**
 * Carthage's best-first search on the fast board (board.ts, board-moves.ts): core/best-first.ts's search
 * over portfolio.ts's hopeful problem, ordered by a board score (boardScore, portfolio.ts's scoreWith()).
 * It shares fast-search.ts's base (the position store, the line back to the rules' moves) and is kept
 * apart from the depth-first search there because it adds its own heap and parent links.
 */
import type { Search, SearchResult } from '../../../search/search.js';
import { HOPEFUL, applyBoardMove, legalBoardMoves } from './board-moves.js';
import { RL, SL, TL, encode, homeCount } from './board.js';
import { BoardSearch, byGain, grownInt32 } from './fast-search.js';
import type { ScoreWeights } from './portfolio.js';
import type { CarthageState } from '../rules.js';

/**
 * portfolio.ts's scoreWith() on a board. No tableau card is ever blocked (every pile is one run), so
 * `blocked` counts nothing.
 */
export function boardScore(weights: ScoreWeights): (b: Int8Array, depth: number) => number {
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

/** A best-first search for a win on the board from `start`, by `score`; `budget` moves applied before 'unknown'. */
export function createBoardBestFirst(
  start: CarthageState,
  score: (b: Int8Array, depth: number) => number,
  budget: number,
): Search {
  return new BoardBestFirst(start, score, budget);
}
