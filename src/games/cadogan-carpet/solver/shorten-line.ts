/**
 * Shortens a winning line of The Carpet by edits that the board checks by replaying the whole line: a
 * line is kept only when every move is legal where it is played and the game is won at its end.
 */
import { type Board, DEAL, MAX_MOVES, REDEAL, TALON_BUILD, TALON_HOME } from './board.js';

/** The work counter of the search that shortens (see nmcs.ts's Context). */
export interface Budget {
  units: number;
  stop: number;
  limit: number;
}

const legalMoves = new Int16Array(MAX_MOVES);

/** Replays `line` from `start`: the number of moves to the win, or -1 when a move is illegal or no win. */
function* movesToWin(start: Board, line: readonly number[], work: Budget, board: Board): Generator<void, number, void> {
  board.copyFrom(start);
  for (let i = 0; i < line.length; i++) {
    while (work.units >= work.stop) {
      if (work.units >= work.limit) return -1;
      yield;
    }
    const count = board.legalMoves(legalMoves);
    if (!legalMoves.subarray(0, count).includes(line[i])) return -1;
    board.apply(line[i]);
    work.units++;
    if (board.isWon()) return i + 1;
  }
  return -1;
}

/**
 * Pairs of moves (i, j): move i lays a carpet card on the talon and move j takes that same card home from
 * the talon. Playing the card home straight from its cell at j saves a move: the card stays available
 * (lanes only open), and the edit is kept when nothing else needed it on the talon meanwhile.
 */
function talonDetours(line: readonly number[]): [number, number, number][] {
  const pairs: [number, number, number][] = [];
  // The talon, as the index of the move that laid each card there (-1 for a dealt card).
  const laidAt: number[] = [];
  line.forEach((move, j) => {
    if (move === DEAL) laidAt.push(-1);
    else if (move === REDEAL) laidAt.length = 0;
    else if (move >= TALON_BUILD) laidAt.push(j);
    else if (move >= TALON_HOME) {
      const i = laidAt.pop() ?? -1;
      if (i >= 0) pairs.push([i, j, (line[i] - TALON_BUILD) * 8 + (move - TALON_HOME)]);
    }
  });
  return pairs;
}

/**
 * A shorter winning line (or the same one): first every talon detour replaced by a move straight home,
 * then every single move dropped that the win does without, from the last move back. Every kept line is
 * replayed, so the result always wins from `start`; undefined when `line` itself does not win.
 */
export function* shortenLine(
  start: Board,
  line: readonly number[],
  work: Budget,
): Generator<void, number[] | undefined, void> {
  const board = start.clone();
  let best = line.slice();
  const length = yield* movesToWin(start, best, work, board);
  if (length < 0) return undefined;
  best.length = length;
  // An edit keeps the other pairs in their order (only their indices shift), so after one the list is
  // made afresh and the same position in it holds the next pair.
  let pairs = talonDetours(best);
  for (let k = 0; k < pairs.length;) {
    const [i, j, straight] = pairs[k];
    const candidate = best.slice();
    candidate[j] = straight;
    candidate.splice(i, 1);
    const won = yield* movesToWin(start, candidate, work, board);
    if (won < 0) {
      k++;
      continue;
    }
    best = candidate.slice(0, won);
    pairs = talonDetours(best);
  }
  for (let i = best.length - 1; i >= 0; i--) {
    const candidate = best.slice(0, i).concat(best.slice(i + 1));
    const won = yield* movesToWin(start, candidate, work, board);
    if (won >= 0) best = candidate.slice(0, won);
  }
  return best;
}
