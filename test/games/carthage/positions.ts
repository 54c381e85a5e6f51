/**
 * Carthage positions for the rules, search, solver and statechart tests: built by hand, or played from a
 * real deal; the plainest search, to check the real ones against; and a line replayed through the rules.
 */
import { expect } from '@open-wc/testing';
import { type CardCode, SUITS, cardOf, suitOf, valueOf } from '../../../src/core/cards.js';
import type { Random } from '../../../src/core/random.js';
import type { Move } from '../../../src/core/types.js';
import { type CarthageState, apply, applyLegal, deal, isWon, legalMoves } from '../../../src/games/carthage/rules.js';
import { deepFreeze } from '../../support/freeze.js';
import { refusalText } from '../../support/refusal.js';

/** A foundation from its top card: "4H" is AH 2H 3H 4H. */
export const upTo = (topCard: string): CardCode[] =>
  topCard
    ? Array.from({ length: valueOf(topCard as CardCode) }, (_, v) => cardOf(v + 1, suitOf(topCard as CardCode)))
    : [];

export interface Layout {
  tableau?: readonly (readonly string[])[];
  reserves?: readonly (readonly string[])[];
  stock?: readonly string[];
}

/**
 * A whole game's position from its layout, deep-frozen: every card the layout does not name is on the
 * foundations, two per suit (foundation 2k and 2k + 1 hold SUITS[k]). Throws when no real game could reach it.
 */
export function complete(layout: Layout): CarthageState {
  const out = [...(layout.tableau ?? []).flat(), ...(layout.reserves ?? []).flat(), ...(layout.stock ?? [])];
  const foundations: CardCode[][] = [];
  for (const suit of SUITS) {
    const outOf = (v: number) => out.filter((card) => card === cardOf(v, suit)).length;
    const lowest = (copies: number) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].find((v) => outOf(v) >= copies) ?? 14;
    const [first, second] = [lowest(1), lowest(2)];
    for (let v = 1; v <= 13; v++) {
      if (outOf(v) !== Number(v >= first) + Number(v >= second))
        throw new Error(`test setup: ${cardOf(v, suit)} cannot be out`);
    }
    foundations.push(upTo(first > 1 ? cardOf(first - 1, suit) : ''), upTo(second > 1 ? cardOf(second - 1, suit) : ''));
  }
  const pad = (list: readonly (readonly string[])[] | undefined, length: number): CardCode[][] =>
    Array.from({ length }, (_, index) => (list?.[index] ?? []).slice() as CardCode[]);
  return deepFreeze({
    foundations,
    tableau: pad(layout.tableau, 8),
    reserves: pad(layout.reserves, 6),
    stock: (layout.stock ?? []).slice() as CardCode[],
  });
}

/**
 * A position from a real deal: foundation moves first, else a random move, dealing now and then, until
 * the stock is out and `extra` moves more (mostly lost).
 */
export function playedPosition(random: Random, seed: string, extra: number): CarthageState {
  let state = deal(seed, {});
  let after = 0;
  for (let i = 0; i < 1000 && after <= extra; i++) {
    const moves = legalMoves(state);
    if (moves.length === 0) break;
    if (state.stock.length === 0) after += 1;
    const home = moves.find((move) => move.to.startsWith('foundation-'));
    const others = moves.filter((move) => move.from !== 'stock');
    const dealt = state.stock.length > 0 && (random.nextInt(100) < 6 || others.length === 0);
    const move =
      home && random.nextInt(100) < 90 ? home : dealt ? moves[moves.length - 1] : others[random.nextInt(others.length)];
    state = applyLegal(state, move);
  }
  return deepFreeze(state);
}

/**
 * The plainest search there is, to check the real search and the solver against: every legal move
 * through apply(), positions told apart by their exact piles (no canonical key, no pruning, no forced
 * move), until a won position turns up or none is left; 'too big' past `cap` positions.
 */
export function plainSearch(state: CarthageState, cap = 60000): 'winnable' | 'unwinnable' | 'too big' {
  const keyOf = (s: CarthageState) => JSON.stringify([s.foundations, s.tableau, s.reserves, s.stock]);
  const seen = new Set<string>([keyOf(state)]);
  const stack = [state];
  while (stack.length > 0) {
    const current = stack.pop() as CarthageState;
    if (isWon(current)) return 'winnable';
    // Pushed in reverse, so the first listed move (a foundation move, when there is one) is tried first.
    for (const move of legalMoves(current).reverse()) {
      const result = apply(current, move);
      if (!result.ok) throw new Error(`listed move refused: ${refusalText(result.reason)}`);
      const key = keyOf(result.state);
      if (seen.has(key)) continue;
      if (seen.size >= cap) return 'too big';
      seen.add(key);
      stack.push(result.state);
    }
  }
  return 'unwinnable';
}

/** Replays a line through apply(), refusing any illegal move; the position it ends in. */
export function replay(state: CarthageState, line: readonly Move[]): CarthageState {
  let current = state;
  for (const move of line) {
    const step = apply(current, move);
    if (!step.ok) expect.fail(`line move ${JSON.stringify(move)} refused: ${refusalText(step.reason)}`);
    else current = step.state;
  }
  return current;
}
