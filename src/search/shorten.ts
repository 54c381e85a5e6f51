/**
 * Makes a winning line shorter, for any game: walking the line, from each position it jumps to the
 * latest position of the line that the position itself or one move from it reaches. That cuts every
 * loop (a position met again) and every detour one move could skip (a card moved twice on its way).
 *
 * Positions are compared by an exact key, one that tells every pile apart: moves name concrete piles,
 * so two positions alike only up to swapped piles would not let the rest of the line replay.
 *
 * Resumable like the searches: `run(allowance)` applies at most about that many moves (one position's
 * moves at least) and returns the line when done. The line it returns replays from the start to a won
 * position, and is never longer than the one it was given.
 */
import type { SearchProblem } from './search.js';
import type { Move } from '../core/types.js';

export interface Shortener {
  /** Works for about `allowance` more moves applied: the shorter line when done, undefined when not yet. */
  run(allowance: number): Move[] | undefined;
}

class LineShortener<S> implements Shortener {
  private positions: S[] = [];
  /** Each exact key's latest index in `positions`. */
  private latest = new Map<string, number>();
  private line: Move[];
  private shorter: Move[] = [];
  private at = 0;
  private passes = 0;
  private result: Move[] | undefined;

  /**
   * `problem.moves` gives the moves to try as shortcuts (every legal move is best: a search's pruned
   * moves name only one of several alike piles); `exactKey` tells every concrete position apart.
   */
  constructor(
    private readonly problem: SearchProblem<S>,
    private readonly exactKey: (state: S) => string,
    private readonly start: S,
    line: readonly Move[],
    private readonly maxPasses: number,
  ) {
    this.line = line.slice();
    this.beginPass();
  }

  private beginPass(): void {
    const { problem, exactKey } = this;
    this.positions = [this.start];
    this.latest = new Map([[exactKey(this.start), 0]]);
    let state = this.start;
    for (const move of this.line) {
      state = problem.apply(state, move);
      this.latest.set(exactKey(state), this.positions.length);
      this.positions.push(state);
    }
    this.shorter = [];
    this.at = this.latest.get(exactKey(this.start)) as number;
  }

  run(allowance: number): Move[] | undefined {
    const { problem, exactKey } = this;
    let spent = 0;
    while (this.result === undefined) {
      const { positions, line } = this;
      if (this.at >= line.length) {
        this.passes++;
        const improved = this.shorter.length < line.length;
        this.line = this.shorter;
        if (!improved || this.passes >= this.maxPasses) {
          this.result = this.line;
          this.positions = [];
          this.latest.clear();
          break;
        }
        this.beginPass();
        continue;
      }
      if (spent >= allowance) return undefined;
      const state = positions[this.at];
      // The line's own move by default; a shortcut when one reaches further along.
      let bestMove = line[this.at];
      let bestIndex = this.at + 1;
      for (const move of problem.moves(state)) {
        spent++;
        const child = problem.apply(state, move);
        const index = problem.isWon(child) ? line.length : this.latest.get(exactKey(child));
        if (index !== undefined && index > bestIndex) {
          bestIndex = index;
          bestMove = move;
        }
      }
      this.shorter.push(bestMove);
      // Then on from the latest time the line meets the position reached (cutting any loop).
      this.at = bestIndex === line.length ? bestIndex : (this.latest.get(exactKey(positions[bestIndex])) as number);
    }
    return this.result;
  }
}

/** A shortener for a line that wins from `start`; `maxPasses` walks along the line at most (each shortens it). */
export function createShortener<S>(
  problem: SearchProblem<S>,
  exactKey: (state: S) => string,
  start: S,
  line: readonly Move[],
  maxPasses = 3,
): Shortener {
  return new LineShortener(problem, exactKey, start, line, maxPasses);
}

/** A line made shorter at once: for Node, tests and benchmarks. */
export function shortenLine<S>(
  problem: SearchProblem<S>,
  exactKey: (state: S) => string,
  start: S,
  line: readonly Move[],
  maxPasses = 3,
): Move[] {
  return createShortener(problem, exactKey, start, line, maxPasses).run(Number.POSITIVE_INFINITY) as Move[];
}
