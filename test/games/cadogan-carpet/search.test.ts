import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { type CardCode, SUITS, cardOf } from '../../../src/core/cards.js';
import { type Random, createRandom } from '../../../src/core/random.js';
import { type SearchResult, solve, solveWith, startSearch } from '../../../src/search/search.js';
import type { Move } from '../../../src/core/types.js';
import { Board, MAX_MOVES, REDEAL, moveNumber, moveOf } from '../../../src/games/cadogan-carpet/solver/board.js';
import { cadoganSearch } from '../../../src/games/cadogan-carpet/solver/portfolio.js';
import { relaxedLost } from '../../../src/games/cadogan-carpet/solver/relaxation.js';
import {
  type CadoganState,
  apply,
  applyLegal,
  availableCells,
  deal,
  isWon,
  legalMoves,
  redeal,
} from '../../../src/games/cadogan-carpet/rules.js';
import { cadoganProblem, cadoganSolver } from '../../../src/games/cadogan-carpet/solver.js';
import { deepFreeze } from '../../support/freeze.js';
import { refusalText } from '../../support/refusal.js';

// Deals the search wins within a million moves (a fraction of a second in Node), and that budget.
const QUICK_WINS = ['9', '7'];
const QUICK_BUDGET = 1_000_000;

const problem = cadoganProblem();

/** The search's result for each quick deal, found once for the tests that need it. */
const wins = new Map<string, SearchResult>();
function winOf(seed: string): SearchResult {
  if (!wins.has(seed)) wins.set(seed, solveWith(cadoganSolver, deal(seed, {}), QUICK_BUDGET));
  return wins.get(seed) as SearchResult;
}

/** The board's stock as card codes, bottom first (as the rules keep it). */
function stockOf(board: Board): CardCode[] {
  const codes = SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, v) => cardOf(v + 1, suit)));
  return Array.from(board.stock.subarray(0, board.stockLength), (id) => codes[id]);
}

/** Plays a line through apply(), move by move, and returns where it ends. */
function replay(state: CadoganState, line: readonly Move[]): CadoganState {
  for (const move of line) {
    const result = apply(state, move);
    if (!result.ok) throw new Error(`line move ${move.from}>${move.to} refused: ${refusalText(result.reason)}`);
    state = result.state;
  }
  return state;
}

/** A random game: mostly foundation moves, builds at a rate of its own, else the deal or the re-deal. */
function randomGame(random: Random, seed: string, until: (state: CadoganState) => boolean): CadoganState {
  let state = deal(seed, {});
  const buildRate = random.nextInt(101);
  while (!until(state)) {
    const moves = legalMoves(state);
    if (moves.length === 0) break;
    const home = moves.filter((move) => move.to.startsWith('foundation-'));
    const builds = moves.filter((move) => move.to === 'talon' && move.from.startsWith('carpet-'));
    const deals = moves.filter((move) => move.to === 'stock' || move.from === 'stock');
    const move =
      home.length > 0 && random.nextInt(100) < 95
        ? home[random.nextInt(home.length)]
        : builds.length > 0 && random.nextInt(100) < buildRate
          ? builds[random.nextInt(builds.length)]
          : (deals[0] ?? moves[random.nextInt(moves.length)]);
    state = applyLegal(state, move);
  }
  return deepFreeze(state);
}

const foundationPile = (index: number, height: number): CardCode[] =>
  Array.from({ length: height }, (_, v) => cardOf(index < 4 ? v + 1 : 13 - v, SUITS[index % 4]));

/**
 * The last pass, everything home but the spades ace to six, in the carpet: the king foundation of spades
 * is at the seven and needs the six, which lies between the five above it and the four below it.
 */
const blockedSix = (): CadoganState =>
  deepFreeze({
    seed: 'search-test',
    pass: 3,
    foundations: [13, 13, 13, 6, 13, 13, 13, 7].map((height, f) => foundationPile(f, height)),
    carpet: Array.from(
      { length: 64 },
      (_, cell) =>
        (({ 9: '6S', 1: '5S', 17: '4S', 2: '3S', 6: '2S', 4: 'AS' }) as Record<number, CardCode>)[cell] ?? null,
    ),
    stock: [],
    talon: [],
  });

describe('cadogan-carpet search (portfolio)', function () {
  this.timeout(60000);

  describe('the board', () => {
    it("lists the rules' legal moves and plays them alike, along random games", () => {
      const random = createRandom('board');
      for (let game = 0; game < 6; game++) {
        let state = deal(`board-${game}`, {});
        const board = Board.from(state);
        const moves = new Int16Array(MAX_MOVES);
        for (let step = 0; step < 400 && legalMoves(state).length > 0; step++) {
          const legal = legalMoves(state)
            .map(moveNumber)
            .sort((a, b) => a - b);
          const listed = Array.from(moves.subarray(0, board.legalMoves(moves))).sort((a, b) => a - b);
          expect(listed).to.deep.equal(legal);
          const move = legal[random.nextInt(legal.length)];
          expect(moveNumber(moveOf(move))).to.equal(move);
          state = applyLegal(state, moveOf(move));
          board.apply(move);
          expect(board.home).to.equal(state.foundations.flat().length);
          expect([board.stockLength, board.talonLength, board.pass]).to.deep.equal([
            state.stock.length,
            state.talon.length,
            state.pass,
          ]);
          expect(stockOf(board)).to.deep.equal(state.stock);
        }
      }
    });

    it("re-deals any talon into the stock the rules' re-deal makes, in any deal and pass (fast-check)", () => {
      const codes = SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, v) => cardOf(v + 1, suit)));
      // Each card of the two packs at most twice, in any order.
      const talonArb = fc
        .array(fc.nat(51), { maxLength: 104 })
        .map((ids) => ids.filter((id, i) => ids.indexOf(id) === i || ids.indexOf(id, ids.indexOf(id) + 1) === i));
      fc.assert(
        fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 2 }), talonArb, (seed, pass, ids) => {
          const talon = ids.map((id) => codes[id]);
          const state: CadoganState = { ...deal('board', {}), seed, pass, stock: [], talon };
          const board = Board.from(state);
          board.apply(REDEAL);
          expect(stockOf(board)).to.deep.equal(redeal(state).stock);
          expect([board.pass, board.talonLength]).to.deep.equal([pass + 1, 0]);
        }),
        { numRuns: 300 },
      );
    });

    it("counts the cards a cell's emptying makes available as the rules see them, and changes nothing (fast-check)", () => {
      const dealt = deal('opens', {});
      fc.assert(
        fc.property(fc.uniqueArray(fc.nat(63), { maxLength: 63 }), fc.nat(63), (emptied, pick) => {
          const carpet = dealt.carpet.map((card, cell) => (emptied.includes(cell) ? null : card));
          const state: CadoganState = { ...dealt, carpet };
          const filled = carpet.flatMap((card, cell) => (card === null ? [] : [cell]));
          const cell = filled[pick % filled.length];
          const board = Board.from(state);
          const before = new Set(availableCells(state));
          const taken = carpet.map((card, other) => (other === cell ? null : card));
          const after = availableCells({ ...state, carpet: taken }).filter((other) => !before.has(other));
          const copy = board.clone();
          expect(board.opensIfTaken(cell)).to.equal(after.length);
          expect([board.carpet, board.available]).to.deep.equal([copy.carpet, copy.available]);
        }),
        { numRuns: 300 },
      );
    });
  });

  describe('the relaxation', () => {
    it('proves a position lost when a carpet card can never leave', () => {
      expect(relaxedLost(blockedSix())).to.equal(true);
      expect(solve(problem, blockedSix(), 10000).verdict).to.equal('unwinnable');
      expect(solveWith(cadoganSolver, blockedSix())).to.deep.equal({ verdict: 'unwinnable', nodes: 0, line: null });
    });

    it('proves some fresh deals lost (67 and 74), at no cost, and never one the search wins', () => {
      for (const seed of ['67', '74']) {
        expect(relaxedLost(deal(seed, {})), seed).to.equal(true);
        expect(solveWith(cadoganSolver, deal(seed, {}))).to.deep.equal({ verdict: 'unwinnable', nodes: 0, line: null });
      }
      for (const seed of QUICK_WINS) expect(relaxedLost(deal(seed, {})), seed).to.equal(false);
    });

    it('agrees with the exact search late in a won game, and off its line', () => {
      // Positions near the end of a winning line, and one random move off it: the exact search settles them.
      const random = createRandom('relaxation');
      const line = winOf(QUICK_WINS[0]).line ?? [];
      let state = deal(QUICK_WINS[0], {});
      const verdicts = { winnable: 0, unwinnable: 0 };
      line.forEach((move, index) => {
        if (index >= line.length - 90 && index % 3 === 0) {
          const moves = legalMoves(state);
          for (const position of [state, applyLegal(state, moves[random.nextInt(moves.length)])]) {
            const exact = solve(problem, position, 3000).verdict;
            if (exact === 'unknown') continue;
            verdicts[exact]++;
            if (exact === 'winnable') expect(relaxedLost(position), `move ${index}`).to.equal(false);
          }
        }
        state = applyLegal(state, move);
      });
      expect(verdicts.winnable).to.be.greaterThan(10);
    });

    it('never calls lost a position along a winning line', () => {
      const result = winOf(QUICK_WINS[0]);
      expect(result.verdict).to.equal('winnable');
      let state = deal(QUICK_WINS[0], {});
      for (const move of result.line ?? []) {
        expect(relaxedLost(state)).to.equal(false);
        state = applyLegal(state, move);
      }
    });
  });

  describe('verdicts', () => {
    for (const seed of QUICK_WINS) {
      it(`wins deal ${seed} with a line that replays through apply() to a won game`, () => {
        const start = deal(seed, {});
        const result = winOf(seed);
        expect(result.verdict).to.equal('winnable');
        expect(isWon(replay(start, result.line ?? []))).to.equal(true);
        expect(result.line?.length).to.be.lessThan(270);
      });
    }

    it('agrees with the exact search on late positions, and wins with lines that replay', () => {
      // Late in random games (all lost there, most proven so at once), and in the last pass of a won game:
      // along its winning line and one random move off it.
      const positions: [string, CadoganState][] = [];
      const random = createRandom('late');
      for (let game = 0; game < 8; game++)
        positions.push([
          `agree-${game}`,
          randomGame(random, `agree-${game}`, (s) => s.pass === 3 && s.stock.length <= 6),
        ]);
      const offLine = createRandom('late-line');
      let state = deal(QUICK_WINS[1], {});
      for (const [index, move] of (winOf(QUICK_WINS[1]).line ?? []).entries()) {
        if (state.pass === 3 && index % 3 === 0) {
          const moves = legalMoves(state);
          positions.push(
            [`line ${index}`, state],
            [`off line ${index}`, applyLegal(state, moves[offLine.nextInt(moves.length)])],
          );
        }
        state = applyLegal(state, move);
      }
      const settled = { winnable: 0, unwinnable: 0 };
      for (const [name, position] of positions) {
        const exact = solve(problem, position, 50000);
        const result = solveWith(cadoganSolver, position, 200000);
        expect(exact.verdict, `${name}: settled by the exact search`).to.not.equal('unknown');
        expect(result.verdict, name).to.equal(exact.verdict);
        if (result.verdict === 'winnable') expect(isWon(replay(position, result.line ?? [])), name).to.equal(true);
        settled[exact.verdict as keyof typeof settled]++;
      }
      // Both verdicts, many times over (24 won and 10 lost positions in all).
      expect(settled.winnable, 'won positions').to.be.at.least(20);
      expect(settled.unwinnable, 'lost positions').to.be.at.least(8);
    });

    it('says "unknown" after exactly the budget when it cannot settle the position', () => {
      const result = solveWith(cadoganSolver, deal('2', {}), 50000);
      expect(result).to.deep.equal({ verdict: 'unknown', nodes: 50000, line: null });
    });
  });

  describe('searching in slices', () => {
    const inSlices = (state: CadoganState, budget: number, allowance: number): SearchResult => {
      const search = startSearch(cadoganSolver, state, budget);
      let result: SearchResult | undefined;
      for (let nodes = 0; !result; nodes = search.nodes) {
        result = search.run(allowance);
        expect(search.nodes - nodes, 'a slice never works past its allowance').to.be.at.most(allowance);
      }
      return result;
    };

    it('gives the same result in slices as at once, and works no more than each slice allows', () => {
      const state = deal(QUICK_WINS[0], {});
      expect(inSlices(state, QUICK_BUDGET, 4096)).to.deep.equal(winOf(QUICK_WINS[0]));
      const late = randomGame(createRandom('slices'), 'slices', (s) => s.pass === 2);
      expect(inSlices(late, 100000, 64)).to.deep.equal(solveWith(cadoganSolver, late, 100000));
    });

    it('is deterministic: the same position and budget give the same result', () => {
      const state = deal('3', {});
      expect(cadoganSearch(problem, state, 400000).run(Number.POSITIVE_INFINITY)).to.deep.equal(
        cadoganSearch(problem, state, 400000).run(Number.POSITIVE_INFINITY),
      );
    });
  });
});
