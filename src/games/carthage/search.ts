/**
 * Lost detection for Carthage (RULES.md 2.10): a bounded depth-first search over the pure rules.
 * Cards can shuffle back and forth forever, so the search keeps a transposition table of the positions
 * it has seen, by a canonical key under which interchangeable piles are one position. It says
 * 'unwinnable' only after it has seen every position reachable from the start and none is won; when
 * it runs out of budget first it says 'unknown', never a guess.
 *
 * Everything here is pure: the result depends only on the state and the options, and `known` lets a
 * caller (a later solver, a hint) keep settled verdicts by canonical key from one search to the next.
 */
import type { Move } from '../../core/types.js';
import { type CarthageState, applyLegal, cardsAt, isWon, legalMoves } from './rules.js';

export type Verdict = 'winnable' | 'unwinnable' | 'unknown';
/** A verdict that a complete search (or a winning line) proved; what `known` holds. */
export type SettledVerdict = Exclude<Verdict, 'unknown'>;

/**
 * The positions status() lets the search generate before it gives up ('unknown', so 'playing'). Each
 * position is one move applied, its canonical key and, when new, its moves: 6-9 microseconds in
 * Chromium and Firefox on a 2-core CI machine, so a search that runs out answers in 20-30 ms.
 */
export const LOST_SEARCH_BUDGET = 3000;

export interface SearchOptions {
  /** The most positions (moves applied) the search may generate; LOST_SEARCH_BUDGET when absent. */
  budget?: number;
  /** Skip moves that provably lead to a position already covered (true when absent); see searchMoves(). */
  prune?: boolean;
  /** Settled verdicts by canonicalKey(): read to cut the search short, and added to when it settles. */
  known?: Map<string, SettledVerdict>;
}

export interface SearchResult {
  verdict: Verdict;
  /** How many positions the search generated. */
  positions: number;
  /** When winnable: moves from the state to a won position (or to one `known` says is winnable); else null. */
  line: Move[] | null;
}

/** Piles by index, as searchMoves() counts them: tableau 0-7, reserves 8-13, foundations 14-21. */
const PILE_INDEX = new Map<string, number>([
  ...Array.from({ length: 8 }, (_, index): [string, number] => [`tableau-${index}`, index]),
  ...Array.from({ length: 6 }, (_, index): [string, number] => [`reserve-${index}`, 8 + index]),
  ...Array.from({ length: 8 }, (_, index): [string, number] => [`foundation-${index}`, 14 + index]),
]);

const top = <T>(pile: readonly T[]): T | undefined => (pile.length > 0 ? pile[pile.length - 1] : undefined);
// A move changes two piles and shares the others with the position before, so each pile's text is
// remembered with the (never changed) array itself.
const pileTexts = new WeakMap<readonly string[], string>();
function pileText(pile: readonly string[]): string {
  let text = pileTexts.get(pile);
  if (text === undefined) {
    text = pile.join('');
    pileTexts.set(pile, text);
  }
  return text;
}
const byContent = (piles: readonly (readonly string[])[]): string[] => piles.map(pileText);

/**
 * The same key for positions that differ only in which pile is which: a foundation is its top card
 * (its suit and height: any ace may start any foundation), the tableau piles a multiset (they all play
 * alike), and the reserves a multiset once the stock is empty (while it has cards, a deal tells the
 * reserves apart, so they keep their order). Card codes are two characters, so the key is exact.
 */
export function canonicalKey(state: CarthageState): string {
  const foundations = state.foundations.map((pile) => top(pile) ?? '').sort();
  const tableau = byContent(state.tableau).sort();
  const reserves = byContent(state.reserves);
  if (state.stock.length === 0) reserves.sort();
  return `${foundations.join(',')}|${tableau.join(',')}|${reserves.join(',')}|${state.stock.join('')}`;
}

/**
 * The moves the search tries. Without pruning, every legal move. With pruning, only moves that lead to
 * a position no other kept move leads to, and never back to the same position:
 * - of two moves whose sources hold the same cards and whose destinations hold the same cards (two
 *   empty tableau piles, two empty foundations, two foundations at the same card, two empty reserves
 *   once the stock is empty, ...), only the first: swapping those piles turns one result into the
 *   other, so both have the same canonical key;
 * - no move of a whole tableau pile into an empty tableau pile, and, once the stock is empty, no move of
 *   a reserve's only card into an empty reserve: the canonical position does not change.
 * Both only drop positions the transposition table would drop anyway; they save the work of making them.
 */
export function searchMoves(state: CarthageState, prune = true): Move[] {
  const moves = legalMoves(state);
  if (!prune) return moves;
  // Each pile's class: the first pile of its group (tableau, reserves, foundations) with the same cards.
  // While the stock has cards every reserve is a class of its own.
  const piles = [...state.tableau, ...state.reserves, ...state.foundations];
  const texts = piles.map(pileText);
  const reservesAlike = state.stock.length === 0;
  const classes = texts.map((text, index) => {
    const [start, end] = index < 8 ? [0, 8] : index < 14 ? (reservesAlike ? [8, 14] : [index, index + 1]) : [14, 22];
    for (let other = start; other < end; other++) if (texts[other] === text) return other;
    return index;
  });
  const seen = new Set<number>();
  return moves.filter((move) => {
    if (move.from === 'stock') return true;
    const from = PILE_INDEX.get(move.from) as number;
    const to = PILE_INDEX.get(move.to) as number;
    const count = move.count ?? 1;
    // tableau -> empty tableau or (stock empty) reserve -> empty reserve, taking the whole pile: the same position.
    const sameGroup = (from < 8 && to < 8) || (reservesAlike && from >= 8 && from < 14 && to >= 8 && to < 14);
    if (sameGroup && count === piles[from].length && piles[to].length === 0) return false;
    const key = (classes[from] * 32 + classes[to]) * 128 + count;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The order the search tries moves in, to find a win early: cards to the foundations, then the deal
 * (a stock can only be played through, and a depth-first search that dealt last would first wander
 * through every position before it), then builds on the tableau, then moves into empty tableau piles,
 * then into empty reserves, then cards taken back off the foundations. Stable: within a group,
 * legalMoves() order.
 */
function ordered(state: CarthageState, moves: Move[]): Move[] {
  const groups: Move[][] = [[], [], [], [], [], []];
  for (const move of moves) {
    let group: number;
    if (move.to[0] === 'f') group = 0;
    else if (move.from === 'stock') group = 1;
    else if (move.from[0] === 'f') group = 5;
    else if (move.to[0] === 'r') group = 4;
    else group = (cardsAt(state, move.to) as readonly string[]).length > 0 ? 2 : 3;
    groups[group].push(move);
  }
  return groups.flat();
}

interface Frame {
  state: CarthageState;
  key: string;
  moves: Move[];
  next: number;
}

/**
 * Depth-first search from `state` for a won position: 'winnable' with a line of moves, 'unwinnable'
 * when every reachable position was seen and none is won, 'unknown' when the budget ran out first.
 */
export function search(state: CarthageState, options: SearchOptions = {}): SearchResult {
  const budget = options.budget ?? LOST_SEARCH_BUDGET;
  const prune = options.prune ?? true;
  const known = options.known;
  if (isWon(state)) return { verdict: 'winnable', positions: 0, line: [] };
  const rootKey = canonicalKey(state);
  const settled = known?.get(rootKey);
  if (settled) return { verdict: settled, positions: 0, line: settled === 'winnable' ? [] : null };

  const visited = new Set<string>([rootKey]);
  const stack: Frame[] = [{ state, key: rootKey, moves: ordered(state, searchMoves(state, prune)), next: 0 }];
  let positions = 0;
  // The line is the move each frame on the stack last took: the path from the start to the won child.
  const won = (keys: string[]): SearchResult => {
    if (known) for (const key of [...stack.map((frame) => frame.key), ...keys]) known.set(key, 'winnable');
    return { verdict: 'winnable', positions, line: stack.map((frame) => frame.moves[frame.next - 1]) };
  };
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next === frame.moves.length) {
      stack.pop();
      continue;
    }
    if (positions >= budget) return { verdict: 'unknown', positions, line: null };
    const move = frame.moves[frame.next++];
    const child = applyLegal(frame.state, move);
    positions++;
    if (isWon(child)) return won([]);
    const key = canonicalKey(child);
    if (visited.has(key)) continue;
    visited.add(key);
    const verdict = known?.get(key);
    if (verdict === 'winnable') return won([key]);
    if (verdict === 'unwinnable') continue;
    stack.push({ state: child, key, moves: ordered(child, searchMoves(child, prune)), next: 0 });
  }
  // Every reachable position was seen and none is won, so none of them can be won either.
  if (known) for (const key of visited) known.set(key, 'unwinnable');
  return { verdict: 'unwinnable', positions, line: null };
}
