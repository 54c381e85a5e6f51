/**
 * Carthage's positions as the search sees them (problem.ts, point 1): cards and piles by table look-up,
 * each position's piles as text (made from its parent's, a move changes two piles), the canonical key
 * under which interchangeable piles are one position, the exact key for shortening a line, and the
 * legal moves without those that reach a position another kept move reaches.
 */
import type { Move } from '../../core/types.js';
import { type CarthageState, applyLegal, legalMoves } from './rules.js';

// ------------------------------------------------------------------------------------------------
// Cards and piles, by table look-up: the search does this millions of times. Card codes are two
// characters, rank then suit.

const RANK_VALUE = new Int8Array(128);
'A23456789TJQK'.split('').forEach((rank, index) => (RANK_VALUE[rank.charCodeAt(0)] = index + 1));
export const rankOf = (card: string): number => RANK_VALUE[card.charCodeAt(0)];

/** Piles by index, as searchMoves() counts them: tableau 0-7, reserves 8-13, foundations 14-21. */
export const PILE_INDEX = new Map<string, number>([
  ...Array.from({ length: 8 }, (_, index): [string, number] => [`tableau-${index}`, index]),
  ...Array.from({ length: 6 }, (_, index): [string, number] => [`reserve-${index}`, 8 + index]),
  ...Array.from({ length: 8 }, (_, index): [string, number] => [`foundation-${index}`, 14 + index]),
]);
export const FOUNDATION_IDS = Array.from({ length: 8 }, (_, index) => `foundation-${index}`);
export const TABLEAU_IDS = Array.from({ length: 8 }, (_, index) => `tableau-${index}`);
export const RESERVE_IDS = Array.from({ length: 6 }, (_, index) => `reserve-${index}`);

export const top = <T>(pile: readonly T[]): T | undefined => (pile.length > 0 ? pile[pile.length - 1] : undefined);

// Each card as one character in keys (half the length of its code: the transposition table hashes
// every key): "0" for the ace of clubs up to "c" for the king of spades.
const CARD_CHAR = new Map<string, string>();
'CDHS'
  .split('')
  .forEach((suit, s) =>
    'A23456789TJQK'.split('').forEach((rank, r) => CARD_CHAR.set(rank + suit, String.fromCharCode(48 + s * 13 + r))),
  );

const pileText = (pile: readonly string[]): string => {
  let text = '';
  for (let index = 0; index < pile.length; index++) text += CARD_CHAR.get(pile[index]);
  return text;
};

/**
 * Each position's piles as text, by the index PILE_INDEX gives (a foundation by its top card, "-"
 * when empty), then the stock's at 22. A position the search made from another gets its texts from
 * that one's (a move changes two piles), so a key costs little more than its sorting.
 */
const TEXTS = new WeakMap<CarthageState, string[]>();
function textsOf(state: CarthageState): string[] {
  let texts = TEXTS.get(state);
  if (texts === undefined) {
    texts = [
      ...state.tableau.map(pileText),
      ...state.reserves.map(pileText),
      ...state.foundations.map((pile) => (pile.length > 0 ? (CARD_CHAR.get(pile[pile.length - 1]) as string) : '-')),
      pileText(state.stock),
    ];
    TEXTS.set(state, texts);
  }
  return texts;
}

/** applyLegal(), and the child's pile texts from the parent's when those are known. */
export function applyMove(state: CarthageState, move: Move): CarthageState {
  const child = applyLegal(state, move);
  const parent = TEXTS.get(state);
  if (parent === undefined || move.from === 'stock') return child;
  const texts = parent.slice();
  const from = PILE_INDEX.get(move.from) as number;
  const to = PILE_INDEX.get(move.to) as number;
  const count = move.count ?? 1;
  let moved: string;
  if (from >= 14) {
    moved = parent[from];
    const pile = child.foundations[from - 14];
    texts[from] = pile.length > 0 ? (CARD_CHAR.get(pile[pile.length - 1]) as string) : '-';
  } else {
    const text = parent[from];
    moved = text.slice(text.length - count);
    texts[from] = text.slice(0, text.length - count);
  }
  texts[to] = to >= 14 ? moved : parent[to] + moved;
  TEXTS.set(child, texts);
  return child;
}

// ------------------------------------------------------------------------------------------------
// The key and the symmetric moves

/**
 * The same key for positions that differ only in which pile is which: a foundation is its top card
 * (its suit and height: any ace may start any foundation), the tableau piles a multiset (they all play
 * alike), and the reserves a multiset once the stock is empty (while it has cards, a deal tells the
 * reserves apart, so they keep their order). Each card is one character, so the key is exact.
 */
export function canonicalKey(state: CarthageState): string {
  const texts = textsOf(state);
  return `${sorted(texts, 14, 22, '')}|${sorted(texts, 0, 8, ',')}|${state.stock.length === 0 ? sorted(texts, 8, 14, ',') : texts.slice(8, 14).join(',')}|${texts[22]}`;
}

/**
 * A key that tells every concrete position apart (each pile by its id; a foundation by its top card,
 * which says all it holds): for shortening a line, whose moves name concrete piles.
 */
export const exactKey = (state: CarthageState): string => textsOf(state).join(',');

// texts[start..end) sorted and joined: an insertion sort, quicker than Array.sort for eight strings.
const SORTING: string[] = [];
function sorted(texts: readonly string[], start: number, end: number, separator: string): string {
  const list = SORTING;
  list.length = 0;
  for (let index = start; index < end; index++) {
    const text = texts[index];
    let place = list.length;
    while (place > 0 && list[place - 1] > text) {
      list[place] = list[place - 1];
      place--;
    }
    list[place] = text;
  }
  let joined = list[0];
  for (let index = 1; index < list.length; index++) joined += separator + list[index];
  return joined;
}

/**
 * The legal moves without those that lead to a position another kept move leads to, or back to the
 * same position (`prune` false: every legal move):
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
  // A foundation's text is its top card: equal tops, equal foundations.
  const texts = textsOf(state);
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
