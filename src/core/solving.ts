/**
 * What solving means to the model: a game's search problem, a search's result, and what a game's solver
 * offers. The searches themselves are in src/search/; a game's solver is in its folder.
 */
import type { Move } from './types.js';

export type Verdict = 'winnable' | 'unwinnable' | 'unknown';

export interface SearchProblem<S> {
  isWon(state: S): boolean;
  /** The moves to try from a position, best first; only a forced move when one is provably safe. */
  moves(state: S): Move[];
  /** Applies a move `moves()` returned (already known to be legal). */
  apply(state: S, move: Move): S;
  /** The same text for positions that play alike. */
  key(state: S): string;
}

export interface SearchResult {
  verdict: Verdict;
  /** Positions generated (moves applied) so far. */
  nodes: number;
  /** When winnable: the moves from the start to a won position; else null. */
  line: Move[] | null;
}

export interface Search {
  /** Works for at most `allowance` more positions: the result when done, undefined when not yet. */
  run(allowance: number): SearchResult | undefined;
  /** Positions generated so far. */
  readonly nodes: number;
}

/** What a game gives the element and the tools for solving: its search, and two heuristics. */
export interface GameSolver<S> {
  problem: SearchProblem<S>;
  /** Work one search may do before it answers 'unknown', in positions generated (moves applied). */
  budget: number;
  /**
   * Work a second, patient search may do when the first one (within `budget`) answered 'unknown': the
   * element goes on searching with it in its worker while the player plays, and `npm run winrate --
   * --budget deep` measures with it. Absent: no second search (the first one's verdict is final).
   */
  deepBudget?: number;
  /**
   * The most memory the patient search holds per move applied, in bytes (measured in Node at `deepBudget`):
   * the element gives its background search no more moves than an eighth of the device's memory allows.
   */
  deepBytesPerMove?: number;
  /**
   * The game's own resumable search for the verdict of `state` within `budget` work units (moves
   * applied), when it has one better than the shared depth-first search over `problem`. It may answer
   * 'winnable' only with a line that `apply()` replays to a won game, and 'unwinnable' only when a
   * complete search or a sound proof says so.
   */
  search?(state: S, budget: number): Search;
  /**
   * Where a game keeps its own search in a chunk of its own (a page needs it only when no worker can
   * run): loads the full solver, with `search`. The worker and Node import the full solver directly.
   */
  loadFullSolver?(): Promise<GameSolver<S>>;
  /**
   * How long, in milliseconds, the `winnable` option looks for a provably winnable deal before dealing
   * the seed as it is; when absent, 10 s, or 40 s for a search budget of 100,000 positions or more.
   */
  winnableDealMs?: number;
  /** The most useful move when no winning line is known (a heuristic for hints); undefined when none. */
  usefulMove(state: S): Move | undefined;
  /** A move to a foundation that provably cannot spoil a win (for the `autoplay` option); else undefined. */
  safeAutoplayMove(state: S): Move | undefined;
}
