/**
 * A proof that a position of The Carpet is lost whatever the re-deal shuffles do: a relaxation in which
 * stock and talon are one free pool and the carpet empties as early as it possibly could.
 */
import { type CadoganState, availableCells } from '../rules.js';

const RANK: Readonly<Record<string, number>> = {
  A: 1,
  2: 2,
  3: 3,
  4: 4,
  5: 5,
  6: 6,
  7: 7,
  8: 8,
  9: 9,
  T: 10,
  J: 11,
  Q: 12,
  K: 13,
};
const SUIT: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };

/**
 * Whether some carpet card can never leave the carpet, so the position is lost (a win takes every card
 * home). Let R be the cards that leave the carpet from now on, P the cards in the stock and on the talon
 * now, and "out" mean in P or R. The fixpoint below grows a set R' of carpet cards (emptying their cells)
 * with this rule: a card may join when its cell is available with the cells of R' empty, and
 *   (a) a card of its suit one rank above or below is out (in P or R'), or
 *   (b) one of its suit's foundations could reach it: every rank between that foundation's top and the
 *       card's, exclusive, is out (in P or R').
 * Claim: in any continuation, every card that leaves the carpet is in R'. By induction over the moves: when
 * card c leaves, the cards that left before are in R' (induction), so their cells are empty in R'; lanes
 * only open as cells empty, so c's cell is available there too. c leaves either onto the talon, whose top
 * is then a card of its suit one rank off, dealt from P or laid there from the carpet earlier (so out:
 * rule a); or onto a foundation that needs it, which took every rank between its top now and c's
 * meanwhile, each from P or from the carpet (so out: rule b). Either way c joins R'. Hence, when R' stops
 * growing short of the whole carpet, some card can never leave it, and no continuation wins.
 */
export function relaxedLost(state: CadoganState): boolean {
  const out = new Uint8Array(4 * 14);
  for (const card of [...state.stock, ...state.talon]) out[SUIT[card[1]] * 14 + RANK[card[0]]]++;
  const tops = state.foundations.map((pile, f) => (f < 4 ? pile.length : 14 - pile.length));
  const isOut = (suit: number, rank: number): boolean => rank >= 1 && rank <= 13 && out[suit * 14 + rank] > 0;
  const between = (suit: number, low: number, high: number): boolean => {
    for (let rank = low + 1; rank < high; rank++) if (!isOut(suit, rank)) return false;
    return true;
  };
  const carpet = state.carpet.slice();
  // availableCells() lists afresh each sweep, from this carpet as it empties.
  const relaxed: CadoganState = { ...state, carpet };
  let left = carpet.filter((card) => card !== null).length;
  for (let changed = true; changed && left > 0;) {
    changed = false;
    for (const cell of availableCells(relaxed)) {
      const card = carpet[cell] as string;
      const suit = SUIT[card[1]];
      const rank = RANK[card[0]];
      const leaves =
        isOut(suit, rank - 1) ||
        isOut(suit, rank + 1) ||
        (tops[suit] < rank && between(suit, tops[suit], rank)) ||
        (tops[suit + 4] > rank && between(suit, rank, tops[suit + 4]));
      if (!leaves) continue;
      carpet[cell] = null;
      out[suit * 14 + rank]++;
      left--;
      changed = true;
    }
  }
  return left > 0;
}
