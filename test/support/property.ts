/** What the three games' rule property tests share: their seeds, their probe moves, and a fast check. */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { Move } from '../../src/core/types.js';

/** Any text as a seed: plain, grapheme clusters (emoji), and the fresh-seed shape. */
export const seedArb = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.stringMatching(/^\d{3}-\d{3}-\d{3}$/),
);

/**
 * Moves to probe the rules with: mostly between the game's real piles (`weight` to 1), else near-miss
 * ids and any text, with counts that are fine, out of range, NaN or fractional.
 */
export function probeMoves(
  pileIds: readonly string[],
  garbageIds: readonly string[],
  { weight, maxCount }: { weight: number; maxCount: number },
): fc.Arbitrary<Move> {
  const pileId = fc.oneof(
    { weight, arbitrary: fc.constantFrom(...pileIds) },
    { weight: 1, arbitrary: fc.constantFrom(...garbageIds) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  return fc.record(
    {
      from: pileId,
      to: pileId,
      count: fc.oneof(fc.constant(1), fc.integer({ min: -2, max: maxCount }), fc.constant(Number.NaN), fc.double()),
    },
    { requiredKeys: ['from', 'to'] },
  );
}

/** chai's deep equality is slow for 100,000 states: plain checks, and chai only to report a failure. */
export function check(condition: boolean, message: () => string): void {
  if (!condition) expect.fail(message());
}
