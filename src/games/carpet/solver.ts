/**
 * The Carpet solver (docs/rules.md, Carpet) for the shared search of core/search.ts: the search problem
 * over position.ts's compact positions (their key, forced moves and pruning, with their proofs), hints
 * and autoplay.
 */
import type { GameSolver, SearchProblem } from '../../search/search.js';
import type { Move } from '../../core/types.js';
import type { CarpetState } from './rules.js';
import { Position } from './position.js';

// ------------------------------------------------------------------------------------------------
// The problem and the solver

export interface CarpetProblemOptions {
  /** Forced moves and pruning (true when absent); false tries every legal move (for the tests). */
  forcing?: boolean;
}

/**
 * The Carpet search problem. Its positions are CarpetStates (never changed once made); its moves and
 * move lists are shared and frozen.
 */
export function carpetProblem(options: CarpetProblemOptions = {}): SearchProblem<CarpetState> {
  const forcing = options.forcing ?? true;
  return {
    isWon: (state) => Position.of(state).won,
    moves: (state) => Position.of(state).moves(forcing),
    apply: (state, move) => Position.of(state).apply(move),
    key: (state) => Position.of(state).key,
  };
}

const copy = (move: Move | undefined): Move | undefined => (move ? { from: move.from, to: move.to } : undefined);

export const carpetSolver: GameSolver<CarpetState> = {
  problem: carpetProblem(),
  budget: 20000,
  usefulMove(state) {
    return copy(Position.of(state).hint());
  },
  safeAutoplayMove(state) {
    return copy(Position.of(state).safeFoundationMove());
  },
};

export default carpetSolver;
