/**
 * Nested Monte Carlo Search (Cazenave, IJCAI 2009) for The Carpet, over a greedy playout policy that knows
 * the whole deal (board.ts). Level 0 is one greedy playout; level n plays, move by move, the best line
 * found so far, trying every legal move (but hopeless builds in the last pass) followed by a level n - 1
 * search. A line is scored by the cards it brings home and, among equals, by its shortness.
 *
 * It is resumable: the levels are generator functions, and every move applied counts a work unit; when the
 * slice's allowance is spent the innermost loop yields, and the next run() resumes it where it stopped.
 * Memory is two boards and a few lines per level.
 */
import { type Random } from '../../../core/random.js';
import { type Board, DEAL, MAX_MOVES, REDEAL, TALON_BUILD, TALON_HOME, rankOfId, suitOfId } from './board.js';

/** A line from some board and its score. */
export interface Scored {
  score: number;
  line: number[];
}

/** Cards home first; among equals, fewer moves from the search's start. */
const scoreOf = (board: Board, depth: number): number => board.home * 1024 - depth;
/** Lines are far shorter than 1024 moves, so only a won line scores above 103 cards. */
export const isWin = (score: number): boolean => score > 103 * 1024;

/** What the levels share: the work counter, the generator, and how the policy plays. */
export interface Context {
  /** Moves applied so far. */
  units: number;
  /** Where the current slice or the search ends (the lesser): the levels yield, or give up, once units reach it. */
  stop: number;
  /** Where the search ends: the levels give up with what they have once units reach it. */
  limit: number;
  random: Random;
  /** Also lay a card whose run's foundation is past it (the other foundation may still take it). */
  buildAway: boolean;
  /** Percent of the time the policy deals rather than builds: variety for restarts. */
  dealRate: number;
  /** How many moves nearer home a build counts for each carpet card its emptied cell makes available. */
  openWeight: number;
}

/**
 * How far a carpet card laid on the talon top `onto` is from going home: a card laid above a lower card
 * starts an ascending run that the king foundation takes top down, so it counts from the king foundation's
 * top; above a higher card, from the ace foundation's. Infinity when that foundation is past it.
 */
function buildDistance(board: Board, card: number, onto: number): number {
  const suit = suitOfId(card);
  const rank = rankOfId(card);
  if (card > onto) {
    const top = board.tops[suit + 4];
    return top > rank ? top - rank : Infinity;
  }
  const top = board.tops[suit];
  return top < rank ? rank - top : Infinity;
}

/** Of two cells (-1 for none), the one whose emptying makes more carpet cards available (the first on a tie). */
function moreOpening(board: Board, a: number, b: number): number {
  if (a < 0) return b;
  if (b < 0) return a;
  return board.opensIfTaken(b) > board.opensIfTaken(a) ? b : a;
}

/**
 * The greedy policy: the talon's top home, else a carpet card home (of a card's two copies, the one whose
 * cell opens more lanes), else the carpet card laid on the talon that is closest to home, counting each
 * card its emptied cell makes available as context.openWeight moves nearer (ties at random, but between a
 * card's two copies by the lanes they open), else the deal, else the re-deal; -1 when no move is left.
 * The talon's top goes first because a carpet card stays available once it is, while a talon card is
 * buried by the next deal: when both copies of a card could go home, the talon's should.
 */
export function policyMove(board: Board, context: Context): number {
  const talonTop = board.talonLength > 0 ? board.talon[board.talonLength - 1] : -1;
  if (talonTop >= 0) {
    const f = board.homeFor(talonTop);
    if (f >= 0) return TALON_HOME + f;
  }
  for (let f = 0; f < 8; f++) {
    const card = board.needs(f);
    if (card < 0) continue;
    const cell = moreOpening(board, board.availableCell(card, 0), board.availableCell(card, 1));
    if (cell >= 0) return cell * 8 + f;
  }
  if (talonTop >= 0) {
    const build = bestBuild(board, talonTop, context);
    if (build >= 0 && !(context.dealRate > 0 && context.random.nextInt(100) < context.dealRate))
      return TALON_BUILD + build;
  }
  if (board.stockLength > 0) return DEAL;
  if (board.talonLength > 0 && board.pass < 3) return REDEAL;
  return -1;
}

/** The cell of the carpet card to lay on `talonTop` that is closest to home (ties at random), or -1. */
function bestBuild(board: Board, talonTop: number, context: Context): number {
  const rank = rankOfId(talonTop);
  let best = -1;
  let bestDistance = Infinity;
  let ties = 0;
  for (let side = 0; side < 2; side++) {
    const card = side === 0 ? (rank > 1 ? talonTop - 1 : -1) : rank < 13 ? talonTop + 1 : -1;
    for (let copy = 0; card >= 0 && copy < 2; copy++) {
      const cell = board.availableCell(card, copy);
      if (cell < 0) continue;
      let distance = buildDistance(board, card, talonTop);
      if (context.openWeight > 0 && distance < Infinity) distance -= context.openWeight * board.opensIfTaken(cell);
      if (distance < bestDistance || (best < 0 && context.buildAway && board.pass < 3))
        [best, bestDistance, ties] = [cell, distance, 1];
      else if (distance === bestDistance && distance < Infinity && board.carpet[best] === card)
        best = moreOpening(board, best, cell);
      else if (distance === bestDistance && distance < Infinity && context.random.nextInt(++ties) === 0) best = cell;
    }
  }
  return best;
}

/**
 * Drops from `moves` the builds that start a run whose foundation is past the card laid: in the last pass
 * such a card can go home only by its other foundation, after the card beneath it (or its twin), which
 * seldom works out. A pruning of the search only, never of a verdict. Returns how many are left.
 */
function dropRunsAway(board: Board, moves: Int16Array, count: number): number {
  const talonTop = board.talonLength > 0 ? board.talon[board.talonLength - 1] : -1;
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const move = moves[i];
    const isBuild = move >= TALON_BUILD && move < DEAL;
    if (isBuild && buildDistance(board, board.carpet[move - TALON_BUILD], talonTop) === Infinity) continue;
    moves[kept++] = move;
  }
  return kept;
}

/** Level 0: plays the policy to the end, on `board` itself. */
function* playout(board: Board, depth: number, context: Context, line: number[]): Generator<void, number, void> {
  for (;;) {
    const room = context.stop - context.units;
    if (room > 0) {
      const played = playMoves(board, context, line, room);
      context.units += played;
      if (played < room) return scoreOf(board, depth + line.length);
    } else {
      if (context.units >= context.limit) return scoreOf(board, depth + line.length);
      yield;
    }
  }
}

/**
 * Plays at most `room` moves of the policy onto `line`: how many, fewer only when no move is left. A plain
 * loop, since a step of a generator costs more than a move.
 */
function playMoves(board: Board, context: Context, line: number[], room: number): number {
  for (let n = 0; n < room; n++) {
    const move = policyMove(board, context);
    if (move < 0) return n;
    board.apply(move);
    line.push(move);
  }
  return room;
}

/**
 * Level `level` from `start` (left unchanged), `depth` moves after the search's start. Stops early at the
 * first win when `firstWin` is set.
 */
export function* nested(
  level: number,
  start: Board,
  depth: number,
  context: Context,
  firstWin: boolean,
): Generator<void, Scored, void> {
  const board = start.clone();
  const child = start.clone();
  const moves = new Int16Array(MAX_MOVES);
  const played: number[] = [];
  // The playout's moves, reused: a better line copies them.
  const tail: number[] = [];
  // No line yet: the first move tried sets one, so the best line always leads on from the moves played.
  let best: Scored = { score: -Infinity, line: [] };
  for (;;) {
    let count = board.legalMoves(moves);
    if (board.pass >= 3) count = dropRunsAway(board, moves, count);
    if (count === 0) return best.score === -Infinity ? { score: scoreOf(board, depth), line: [] } : best;
    for (let i = 0; i < count; i++) {
      child.copyFrom(board);
      while (context.units >= context.stop) {
        if (context.units >= context.limit) return best;
        yield;
      }
      child.apply(moves[i]);
      context.units++;
      const at = depth + played.length + 1;
      let found: Scored;
      if (level === 1) {
        tail.length = 0;
        found = { score: yield* playout(child, at, context, tail), line: tail };
      } else {
        found = yield* nested(level - 1, child, at, context, firstWin);
      }
      if (found.score > best.score) {
        best = { score: found.score, line: [...played, moves[i], ...found.line] };
        if (firstWin && isWin(best.score)) return best;
      }
    }
    const next = best.line[played.length];
    if (next === undefined) return best;
    while (context.units >= context.stop) {
      if (context.units >= context.limit) return best;
      yield;
    }
    board.apply(next);
    context.units++;
    played.push(next);
    if (board.isWon()) return best;
  }
}
