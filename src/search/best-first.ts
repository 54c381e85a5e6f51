/**
 * A best-first search that only looks for wins: it always grows the most promising position it has
 * seen, by a score the game gives. It is not complete in any useful sense (it stops at its budget), so
 * it answers 'winnable' with a line, or 'unknown'; never 'unwinnable' (a best-first search that
 * dropped nothing could say so, but a game's scores are free to drop hopeless positions).
 *
 * Resumable like core/search.ts's depth-first search: `run(allowance)` generates at most that many
 * positions. Memory stays small: a generated position is kept only as its parent and its move (it is
 * made again, one move from its parent, when it is grown), and the positions seen as keys.
 */
import type { Search, SearchProblem, SearchResult } from './search.js';
import type { Move } from '../core/types.js';

export interface BestFirstOptions<S> {
  /**
   * How promising a position is, higher first; `depth` is the number of moves from the start, so a
   * score can prefer short lines. -Infinity drops the position (a dead end the game can see).
   */
  score(state: S, depth: number): number;
}

/** The positions still to grow, best score first; among equal scores the newest (it goes deeper). */
class MaxHeap {
  private readonly ids: number[] = [];

  constructor(private readonly priority: readonly number[]) {}

  get size(): number {
    return this.ids.length;
  }

  private before(a: number, b: number): boolean {
    const { priority } = this;
    return priority[a] > priority[b] || (priority[a] === priority[b] && a > b);
  }

  push(id: number): void {
    const { ids } = this;
    let place = ids.length;
    ids.push(id);
    while (place > 0) {
      const parent = (place - 1) >> 1;
      if (!this.before(id, ids[parent])) break;
      ids[place] = ids[parent];
      place = parent;
    }
    ids[place] = id;
  }

  pop(): number | undefined {
    const { ids } = this;
    if (ids.length === 0) return undefined;
    const best = ids[0];
    const last = ids.pop() as number;
    if (ids.length === 0) return best;
    let place = 0;
    for (;;) {
      let child = 2 * place + 1;
      if (child >= ids.length) break;
      if (child + 1 < ids.length && this.before(ids[child + 1], ids[child])) child++;
      if (!this.before(ids[child], last)) break;
      ids[place] = ids[child];
      place = child;
    }
    ids[place] = last;
    return best;
  }
}

class BestFirstSearch<S> implements Search {
  nodes = 0;
  // Every position generated and kept, by id: its parent's id (-1 for the start), the move from it,
  // its depth and its score. Id 0 is the start.
  private parents: number[] = [-1];
  private moves: (Move | undefined)[] = [undefined];
  private depths: number[] = [0];
  private priorities: number[] = [0];
  /** The positions grown so far, by id: their children are made from them. */
  private grown = new Map<number, S>();
  private heap = new MaxHeap(this.priorities);
  private seen: Set<string>;
  /** The position being grown: its moves, and the next one to try. */
  private growing: { id: number; state: S; moves: Move[]; next: number } | undefined;
  private result: SearchResult | undefined;

  constructor(
    private readonly problem: SearchProblem<S>,
    private readonly options: BestFirstOptions<S>,
    private readonly start: S,
    private readonly budget: number,
  ) {
    this.seen = new Set([problem.key(start)]);
    if (problem.isWon(start)) this.result = { verdict: 'winnable', nodes: 0, line: [] };
    else this.heap.push(0);
  }

  run(allowance: number): SearchResult | undefined {
    const { problem, options, budget } = this;
    const stop = this.nodes + allowance;
    while (!this.result) {
      if (this.growing === undefined) {
        if (this.heap.size === 0) {
          this.finish({ verdict: 'unknown', nodes: this.nodes, line: null });
          break;
        }
        const id = this.heap.pop() as number;
        const state = this.stateOf(id);
        this.growing = { id, state, moves: problem.moves(state), next: 0 };
      }
      const growing = this.growing;
      if (growing.next === growing.moves.length) {
        this.growing = undefined;
        continue;
      }
      if (this.nodes >= budget) {
        this.finish({ verdict: 'unknown', nodes: this.nodes, line: null });
        break;
      }
      if (this.nodes >= stop) return undefined;
      const move = growing.moves[growing.next++];
      const child = problem.apply(growing.state, move);
      this.nodes++;
      if (problem.isWon(child)) {
        this.finish({ verdict: 'winnable', nodes: this.nodes, line: [...this.lineTo(growing.id), move] });
        break;
      }
      const key = problem.key(child);
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      const depth = this.depths[growing.id] + 1;
      const score = options.score(child, depth);
      if (score === Number.NEGATIVE_INFINITY) continue;
      const childId = this.parents.length;
      this.parents.push(growing.id);
      this.moves.push(move);
      this.depths.push(depth);
      this.priorities.push(score);
      this.heap.push(childId);
    }
    return this.result;
  }

  /** The position `id` stands for, made again from its parent (kept, since that one was grown). */
  private stateOf(id: number): S {
    const state =
      id === 0 ? this.start : this.problem.apply(this.grown.get(this.parents[id]) as S, this.moves[id] as Move);
    this.grown.set(id, state);
    return state;
  }

  private lineTo(id: number): Move[] {
    const line: Move[] = [];
    for (let at = id; at > 0; at = this.parents[at]) line.push(this.moves[at] as Move);
    return line.reverse();
  }

  /** Keeps the answer and lets go of the positions at once. */
  private finish(result: SearchResult): void {
    this.result = result;
    this.parents = [];
    this.moves = [];
    this.depths = [];
    this.priorities = [];
    this.heap = new MaxHeap(this.priorities);
    this.grown.clear();
    this.seen.clear();
    this.growing = undefined;
  }
}

/** A best-first search from `start` for a won position; `budget` positions in all before 'unknown'. */
export function createBestFirstSearch<S>(
  problem: SearchProblem<S>,
  options: BestFirstOptions<S>,
  start: S,
  budget: number,
): Search {
  return new BestFirstSearch(problem, options, start, budget);
}
