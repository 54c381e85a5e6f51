/**
 * A toy search problem for the core searches' tests: a counter that starts at 1 and must reach a
 * target, by adding one, taking one away or doubling (never past a cap, never below 1).
 */
import type { SearchProblem } from '../../src/search/search.js';
import type { Move } from '../../src/core/types.js';

export const STEPS: readonly Move[] = [
  { from: 'counter', to: 'double' },
  { from: 'counter', to: 'plus' },
  { from: 'counter', to: 'minus' },
];

export const step = (value: number, move: Move): number =>
  move.to === 'double' ? value * 2 : move.to === 'plus' ? value + 1 : value - 1;

export function counterProblem(target: number, cap = 4 * target): SearchProblem<number> {
  return {
    isWon: (value) => value === target,
    moves: (value) => STEPS.filter((move) => step(value, move) >= 1 && step(value, move) <= cap),
    apply: step,
    key: String,
  };
}

/** Where a line of steps ends from `value`, or NaN when a step is not one moves() offers. */
export function replay(problem: SearchProblem<number>, value: number, line: readonly Move[]): number {
  let current = value;
  for (const move of line) {
    if (!problem.moves(current).includes(move)) return Number.NaN;
    current = problem.apply(current, move);
  }
  return current;
}
