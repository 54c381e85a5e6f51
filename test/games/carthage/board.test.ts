import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { type Random, createRandom } from '../../../src/core/random.js';
import type { SearchResult } from '../../../src/search/search.js';
import type { Move } from '../../../src/core/types.js';
import type { CardCode } from '../../../src/core/cards.js';
import {
  ALL,
  HOPEFUL,
  PRUNE,
  applyBoardMove,
  concreteLine,
  legalBoardMoves,
} from '../../../src/games/carthage/solver/board-moves.js';
import {
  BOARD_SIZE,
  F,
  MAX_KEY,
  R,
  RESERVE_ROOM,
  RL,
  SL,
  TL,
  TT,
  boardOf,
  decode,
  encode,
} from '../../../src/games/carthage/solver/board.js';
import { boardScore, createBoardBestFirst } from '../../../src/games/carthage/solver/fast-best-first.js';
import { type BoardResult, createBoardDepthFirst } from '../../../src/games/carthage/solver/fast-search.js';
import { createBoardShortener } from '../../../src/games/carthage/solver/fast-shortener.js';
import {
  DEFAULT_WEIGHTS,
  SHALLOW_WEIGHTS,
  carthageSearch,
  hopefulProblem,
  scoreWith,
} from '../../../src/games/carthage/solver/portfolio.js';
import { canonicalKey, carthageProblem, safeFoundationMove } from '../../../src/games/carthage/problem.js';
import { type CarthageState, applyLegal, deal, isWon, legalMoves } from '../../../src/games/carthage/rules.js';
import { complete, plainSearch, playedPosition, replay } from './positions.js';

const winsFrom = (state: CarthageState, line: readonly Move[]): boolean => isWon(replay(state, line));

const CARD_CODES = Array.from(
  { length: 52 },
  (_, id) => `${'A23456789TJQK'[id % 13]}${'CDHS'[(id / 13) | 0]}` as CardCode,
);

/**
 * The rules' position a board holds (foundation slot s as foundation s; the rules' keys treat
 * foundations alike), so that board positions can be compared by problem.ts's canonical key, whatever
 * their encoding.
 */
function stateOfBoard(b: Int8Array, stock: Int8Array): CarthageState {
  const foundations = Array.from({ length: 8 }, (_, slot) =>
    Array.from({ length: b[F + slot] }, (_, i) => CARD_CODES[(slot >> 1) * 13 + i]),
  );
  // A tableau pile is one run down in suit: its bottom card is its top card's id plus its length less one.
  const tableau = Array.from({ length: 8 }, (_, t) =>
    Array.from({ length: b[TL + t] }, (_, i) => CARD_CODES[b[TT + t] + b[TL + t] - 1 - i]),
  );
  const reserves = Array.from({ length: 6 }, (_, r) =>
    Array.from({ length: b[RL + r] }, (_, i) => CARD_CODES[b[R + r * RESERVE_ROOM + i]]),
  );
  return { foundations, tableau, reserves, stock: Array.from(stock.subarray(0, b[SL]), (id) => CARD_CODES[id]) };
}

/** A position on a board, the rules' position it holds, and its encoding as text. */
interface BoardPosition {
  board: Int8Array;
  state: CarthageState;
  key: string;
}

/**
 * Positions along a random game on the board from a real deal (every legal move, foundation moves
 * preferred), every stage, stock full to empty; with the deal's board (its stock and streams).
 */
function walk(random: Random, seed: string, steps: number) {
  const made = boardOf(deal(seed, {}));
  if (!made) throw new Error('no board');
  const key = new Uint8Array(MAX_KEY);
  const moves = new Int32Array(1024);
  const board = Int8Array.from(made.board);
  const positions: BoardPosition[] = [];
  const at = () =>
    positions.push({
      board: Int8Array.from(board),
      state: stateOfBoard(board, made.stock),
      key: Array.from(key.subarray(0, encode(board, key))).join(','),
    });
  at();
  for (let i = 0; i < steps; i++) {
    const end = legalBoardMoves(board, moves, 0, ALL);
    if (end === 0) break;
    let home = -1;
    for (let m = 0; m < end && home < 0; m++) if (((moves[m] >> 4) & 31) >= 14) home = moves[m];
    applyBoardMove(board, home >= 0 && random.nextInt(100) < 70 ? home : moves[random.nextInt(end)], made.stock);
    at();
  }
  return { made, positions };
}

/** The canonical keys of the positions one board move (in `mode`) leads to from `board`. */
function boardChildren(board: Int8Array, stock: Int8Array, mode: number): string[] {
  const moves = new Int32Array(1024);
  const end = legalBoardMoves(board, moves, 0, mode);
  const child = new Int8Array(BOARD_SIZE);
  const keys: string[] = [];
  for (let i = 0; i < end; i++) {
    child.set(board);
    applyBoardMove(child, moves[i], stock);
    keys.push(canonicalKey(stateOfBoard(child, stock)));
  }
  return keys;
}

const SMALL: CarthageState[] = [
  complete({ tableau: [['KS']] }),
  complete({
    reserves: [
      ['KD', 'QD', 'JD'],
      ['QH', 'KH'],
    ],
  }),
  complete({ tableau: [['KH'], ['KC']], reserves: [['QS', 'KS'], ['QC']] }),
  complete({ tableau: [['KH', 'QH'], ['KC']], reserves: [['QS', 'KS'], ['QC', 'JH'], ['JS']], stock: ['KS', 'QS'] }),
];

describe('carthage board', function () {
  this.timeout(120000);

  it("holds every position of real games, and its encoding is problem.ts's canonical key, one for one", () => {
    const random = createRandom('carthage-board-keys');
    let positions = 0;
    for (let seed = 1; seed <= 12; seed++) {
      // One deal's positions: the encoding names the stock by its length and a reserve by its stream,
      // which the deal fixes.
      const byKey = new Map<string, string>();
      const byCanonical = new Map<string, string>();
      const { made, positions: walked } = walk(random, String(seed), 400);
      for (const { board, state, key } of walked) {
        const canonical = canonicalKey(state);
        // Never one encoding for two positions (that would make a search skip one), and here never two
        // encodings for one.
        expect(byKey.get(key) ?? canonical).to.equal(canonical);
        expect(byCanonical.get(canonical) ?? key).to.equal(key);
        byKey.set(key, canonical);
        byCanonical.set(canonical, key);
        // A decoded position encodes as it was encoded, and is the same position.
        const bytes = new Uint8Array(MAX_KEY);
        expect(encode(board, bytes)).to.equal(MAX_KEY);
        const again = new Int8Array(BOARD_SIZE);
        decode(bytes, 0, again, made.streams);
        const twice = new Uint8Array(MAX_KEY);
        expect(Array.from(twice.subarray(0, encode(again, twice))).join(',')).to.equal(key);
        expect(canonicalKey(stateOfBoard(again, made.stock))).to.equal(canonical);
      }
      positions += byKey.size;
    }
    expect(positions).to.be.above(300);
  });

  it("makes exactly the positions the rules' legal moves make, and the pruned moves drop only what problem.ts proves no win needs", () => {
    const random = createRandom('carthage-board-moves');
    let pruned = 0;
    for (const seed of ['7', '8', '9', '10']) {
      const { made, positions } = walk(random, seed, 300);
      for (const { board, state } of positions) {
        const keyOf = (move: Move) => canonicalKey(applyLegal(state, move));
        const rules = new Set(legalMoves(state).map(keyOf));
        const all = new Set(boardChildren(board, made.stock, ALL));
        expect([...all].sort()).to.deep.equal([...rules].sort());
        const some = boardChildren(board, made.stock, PRUNE);
        for (const key of some) expect(rules.has(key)).to.equal(true);
        // The best-first searches' moves: those of portfolio.ts's hopefulProblem.
        const hopeful = new Set(hopefulProblem(carthageProblem()).moves(state).map(keyOf));
        expect([...new Set(boardChildren(board, made.stock, HOPEFUL))].sort()).to.deep.equal([...hopeful].sort());
        const safe = safeFoundationMove(state);
        if (safe) {
          expect(some).to.deep.equal([keyOf(safe)]);
          continue;
        }
        // Without a safe move only play-backs (and moves that change nothing) are dropped.
        const kept = new Set(some);
        for (const move of legalMoves(state)) {
          const key = keyOf(move);
          if (!kept.has(key) && key !== canonicalKey(state)) {
            expect(move.from.startsWith('foundation-'), JSON.stringify(move)).to.equal(true);
            pruned++;
          }
        }
      }
    }
    expect(pruned).to.be.above(0);
  });

  it("finds the rules' moves again for a line of positions (concreteLine), aces to whichever foundation is free", () => {
    const random = createRandom('carthage-board-line');
    for (const seed of ['11', '12', '13']) {
      const { positions } = walk(random, seed, 500);
      const start = deal(seed, {});
      const line = concreteLine(
        start,
        positions.map(({ key }) => new Uint8Array(key.split(',').map(Number))),
      );
      const end = replay(start, line);
      expect(canonicalKey(end)).to.equal(canonicalKey(positions[positions.length - 1].state));
    }
  });

  it('agrees with a plain exhaustive search in its complete depth-first search, and wins with lines that replay', () => {
    const random = createRandom('carthage-board-dfs');
    const positions = [
      ...SMALL,
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].flatMap((seed) => [
        playedPosition(random, seed, 10),
        playedPosition(random, seed, 40),
      ]),
    ];
    const seen = new Set<string>();
    for (const state of positions) {
      const truth = plainSearch(state, 20000);
      if (truth === 'too big') continue;
      const result = createBoardDepthFirst(state, 200000).run(Number.POSITIVE_INFINITY) as SearchResult;
      expect(result.verdict, canonicalKey(state)).to.equal(truth);
      if (truth === 'winnable') expect(winsFrom(state, result.line as Move[])).to.equal(true);
      else expect(result.line).to.equal(null);
      seen.add(truth);
    }
    expect([...seen].sort()).to.deep.equal(['unwinnable', 'winnable']);
  });

  it("searches depth-first as a plain exhaustive search decides, whatever the order of the start's tableau piles (property)", () => {
    let decided = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        fc.string({ maxLength: 6 }),
        fc.array(fc.nat(7), { minLength: 8, maxLength: 8 }),
        (seed, extra, walkSeed, order) => {
          const state = playedPosition(createRandom(walkSeed), String(seed), extra);
          const truth = plainSearch(state, 4000);
          if (truth === 'too big') return;
          decided++;
          // The same position with its tableau piles in another order (ranks sort them into a permutation).
          const permutation = [0, 1, 2, 3, 4, 5, 6, 7].sort((a, b) => order[a] - order[b] || a - b);
          const shuffled = { ...state, tableau: permutation.map((t) => state.tableau[t]) };
          const result = createBoardDepthFirst(state, 100000).run(Number.POSITIVE_INFINITY) as SearchResult;
          const again = createBoardDepthFirst(shuffled, 100000).run(Number.POSITIVE_INFINITY) as SearchResult;
          expect(result.verdict).to.equal(truth);
          expect(again.verdict).to.equal(truth);
          expect(again.nodes).to.equal(result.nodes);
          if (truth === 'winnable') expect(winsFrom(state, result.line as Move[])).to.equal(true);
        },
      ),
      { numRuns: 40, seed: 31 },
    );
    expect(decided).to.be.above(10);
  });

  it('wins real deals best-first with lines that replay, and shortens them to lines that still do', () => {
    for (const seed of ['23', '26', '32', '83']) {
      const start = deal(seed, {});
      const result = createBoardBestFirst(
        start,
        boardScore(seed === '83' ? SHALLOW_WEIGHTS : DEFAULT_WEIGHTS),
        40000,
      ).run(Number.POSITIVE_INFINITY) as BoardResult;
      expect(result.verdict, seed).to.equal('winnable');
      expect(winsFrom(start, result.line as Move[]), seed).to.equal(true);
      const shorter = createBoardShortener(start, result.keys as Uint8Array[]).run(Number.POSITIVE_INFINITY) as Move[];
      expect(winsFrom(start, shorter), seed).to.equal(true);
      expect(shorter.length).to.be.at.most((result.line as Move[]).length);
    }
  });

  it('scores a board as portfolio.ts scores the state', () => {
    const random = createRandom('carthage-board-score');
    for (const { board, state } of walk(random, '14', 300).positions) {
      for (const weights of [DEFAULT_WEIGHTS, SHALLOW_WEIGHTS])
        expect(boardScore(weights)(board, 7)).to.be.closeTo(scoreWith(weights)(state, 7), 1e-9);
    }
  });

  it('says "unknown", never "unwinnable", when its budget runs out, and runs in slices as at once', () => {
    const start = deal('3', {});
    for (const make of [
      () => createBoardDepthFirst(start, 3000),
      () => createBoardBestFirst(start, boardScore(DEFAULT_WEIGHTS), 3000),
    ]) {
      const atOnce = make().run(Number.POSITIVE_INFINITY);
      expect(atOnce).to.deep.equal({ verdict: 'unknown', nodes: 3000, line: null });
      const search = make();
      let result: SearchResult | undefined;
      while (!result) {
        const before = search.nodes;
        result = search.run(37);
        expect(search.nodes - before).to.be.at.most(37);
      }
      expect(result).to.deep.equal(atOnce);
    }
  });

  it('holds no position with a tableau pile that is not one run, or a reserve deals could overfill (no game reaches either); the portfolio then searches depth-first over problem.ts', () => {
    const clubs = ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3'].flatMap((rank) => [`${rank}C`, `${rank}C`]);
    const states = [
      complete({ tableau: [['QC', 'JC', '9C'], ['KC']], reserves: [['TC']] }),
      complete({ tableau: [['QS', 'KS']], reserves: [['KH', 'QH']] }),
    ];
    // 23 cards in a reserve and a deal to come: more than the board gives a reserve. Won by sending
    // the clubs home as they come up (too big for the plain search: it tries every pile first).
    const tall = complete({ reserves: [[...clubs, '2C']], stock: ['2C'] });
    expect(boardOf(tall)).to.equal(undefined);
    const won = carthageSearch(tall, 20000).run(Number.POSITIVE_INFINITY) as SearchResult;
    expect(won.verdict).to.equal('winnable');
    expect(winsFrom(tall, won.line as Move[])).to.equal(true);
    for (const state of states) {
      expect(boardOf(state)).to.equal(undefined);
      const truth = plainSearch(state, 20000);
      expect(truth).to.be.oneOf(['winnable', 'unwinnable']);
      const result = carthageSearch(state, 20000).run(Number.POSITIVE_INFINITY) as SearchResult;
      expect(result.verdict).to.equal(truth);
      if (truth === 'winnable') expect(winsFrom(state, result.line as Move[])).to.equal(true);
    }
  });
});
