import { expect } from '@open-wc/testing';
import { type CardCode, SUITS, cardOf, fullDeck } from '../../../src/core/cards.js';
import { type Random, createRandom, shuffle } from '../../../src/core/random.js';
import { type SearchResult, createSearch, fullSolver, solve } from '../../../src/search/search.js';
import { type Move, sameMove } from '../../../src/core/types.js';
import { cadoganGame } from '../../../src/games/cadogan-carpet/index.js';
import {
  type CadoganState,
  apply,
  applyLegal,
  deal,
  isWon,
  legalMoves,
  piles,
} from '../../../src/games/cadogan-carpet/rules.js';
import {
  CADOGAN_BUDGET,
  CADOGAN_DEEP_BUDGET,
  cadoganProblem,
  cadoganSolver,
  forcedMove,
  lastPassLost,
  positionKey,
  searchMoves,
} from '../../../src/games/cadogan-carpet/solver.js';
import { deepFreeze } from '../../support/freeze.js';
import { refusalText } from '../../support/refusal.js';

// ------------------------------------------------------------------------------------------------
// Positions

interface Layout {
  /** Cards in carpet cells (the others empty). */
  cells?: Readonly<Record<number, string>>;
  /** Bottom first: the last card is dealt next. */
  stock?: readonly string[];
  /** Bottom first: the last card is the top. */
  talon?: readonly string[];
  pass?: number;
  seed?: string;
  /** The rank atop a suit's ace foundation, where the cards named leave a choice (all thirteen ranks out once). */
  aceAt?: Readonly<Record<string, number>>;
}

const foundationPile = (index: number, height: number): CardCode[] =>
  Array.from({ length: height }, (_, v) => cardOf(index < 4 ? v + 1 : 13 - v, SUITS[index % 4]));

/**
 * A whole game's position: every card of both packs that the layout does not name is on the foundations
 * (each suit's ace foundation from the ace up to some card, its king foundation from the king down).
 * Throws when no such foundations exist for the cards named.
 */
function complete(layout: Layout): CadoganState {
  const out = [...Object.values(layout.cells ?? {}), ...(layout.stock ?? []), ...(layout.talon ?? [])];
  const heights: number[] = [];
  SUITS.forEach((suit, s) => {
    const outOf = (v: number) => out.filter((card) => card === cardOf(v, suit)).length;
    for (let up = layout.aceAt?.[suit] ?? 1; up <= (layout.aceAt?.[suit] ?? 13) && heights[s] === undefined; up++) {
      for (let down = 13; down >= 1 && heights[s] === undefined; down--) {
        const fits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].every(
          (v) => outOf(v) === 2 - Number(v <= up) - Number(v >= down),
        );
        if (fits) [heights[s], heights[s + 4]] = [up, 14 - down];
      }
    }
    if (heights[s] === undefined) throw new Error(`test setup: the ${suit} cards named cannot be the ones out of play`);
  });
  const carpet = Array.from({ length: 64 }, (_, cell) => (layout.cells?.[cell] ?? null) as CardCode | null);
  const state: CadoganState = deepFreeze({
    seed: layout.seed ?? 'solver-test',
    pass: layout.pass ?? 1,
    foundations: heights.map((height, index) => foundationPile(index, height)),
    carpet,
    stock: (layout.stock ?? []).slice() as CardCode[],
    talon: (layout.talon ?? []).slice() as CardCode[],
  });
  expect(Object.values(piles(state)).flat().sort()).to.deep.equal(fullDeck(2).sort());
  return state;
}

/**
 * A random end position: `out` cards taken off the tops of random foundations (never a base card) and
 * laid at random on the carpet (spread out, in a cluster or along a row, so lanes matter), in the stock and
 * on the talon.
 */
function endPosition(random: Random, out: number, pass: number): CadoganState {
  const heights = [13, 13, 13, 13, 13, 13, 13, 13];
  const cards: CardCode[] = [];
  for (let i = 0; i < out; i++) {
    let f = random.nextInt(8);
    while (heights[f] <= 1) f = random.nextInt(8);
    cards.push(cardOf(f < 4 ? heights[f] : 14 - heights[f], SUITS[f % 4]));
    heights[f] -= 1;
  }
  const carpet: (CardCode | null)[] = Array.from({ length: 64 }, () => null);
  const stock: CardCode[] = [];
  const talon: CardCode[] = [];
  const shape = random.nextInt(3);
  const base = random.nextInt(64);
  const someCell = () =>
    shape === 0
      ? random.nextInt(64)
      : shape === 1
        ? (base + random.nextInt(3) + 8 * random.nextInt(3)) % 64
        : (base + random.nextInt(6)) % 64;
  for (const card of shuffle(cards, random)) {
    const where = random.nextInt(3);
    if (where === 0) {
      let cell = someCell();
      for (let tries = 0; carpet[cell] && tries < 50; tries++) cell = someCell();
      if (!carpet[cell]) {
        carpet[cell] = card;
        continue;
      }
    }
    (where === 1 ? stock : talon).push(card);
  }
  return deepFreeze({
    seed: `end-${random.nextInt(1000)}`,
    pass,
    foundations: heights.map((height, index) => foundationPile(index, height)),
    carpet,
    stock,
    talon,
  });
}

/** A random game of a real deal: mostly foundation moves, builds at a rate of its own, else the deal or re-deal. */
function randomMove(random: Random, state: CadoganState, buildRate: number): Move | undefined {
  const moves = legalMoves(state);
  const home = moves.filter((move) => move.to.startsWith('foundation-'));
  const builds = moves.filter((move) => move.to === 'talon' && move.from.startsWith('carpet-'));
  const deals = moves.filter((move) => move.to === 'stock' || move.from === 'stock');
  if (home.length > 0 && random.nextInt(100) < 95) return home[random.nextInt(home.length)];
  if (builds.length > 0 && random.nextInt(100) < buildRate) return builds[random.nextInt(builds.length)];
  return deals[0] ?? moves[random.nextInt(moves.length)];
}

/** A position late in a real deal: played at random into the last pass, until at most `stockLeft` cards are left to deal. */
function latePosition(random: Random, seed: string, stockLeft: number): CadoganState {
  let state = deal(seed, {});
  const buildRate = random.nextInt(101);
  for (;;) {
    if (state.pass === 3 && state.stock.length <= stockLeft) break;
    const move = randomMove(random, state, buildRate);
    if (!move) break;
    state = applyLegal(state, move);
  }
  return deepFreeze(state);
}

/** Positions met along random games of real deals, every `every` moves. */
function positionsAlong(random: Random, seed: string, every: number): CadoganState[] {
  const found: CadoganState[] = [];
  let state = deal(seed, {});
  const buildRate = random.nextInt(101);
  for (let count = 0; ; count++) {
    if (count % every === 0) found.push(state);
    const move = randomMove(random, state, buildRate);
    if (!move) break;
    state = applyLegal(state, move);
  }
  found.push(state);
  return found;
}

// ------------------------------------------------------------------------------------------------
// The reference: a plain exhaustive search

interface PlainResult {
  verdict: 'winnable' | 'unwinnable' | 'too big';
  /** Every position visited, by its exact text (JSON), with the solver's key for it. */
  keys: Map<string, string>;
}

/**
 * The plainest search there is: every legal move through apply(), positions told apart by their whole
 * JSON text, no forcing and no cut, until a won position turns up or none is left.
 */
function plainSearch(start: CadoganState, cap = 40000): PlainResult {
  const keys = new Map<string, string>([[JSON.stringify(start), positionKey(start)]]);
  const stack = [start];
  while (stack.length > 0) {
    const state = stack.pop() as CadoganState;
    if (isWon(state)) return { verdict: 'winnable', keys };
    for (const move of legalMoves(state).reverse()) {
      const result = apply(state, move);
      if (!result.ok) throw new Error(`a listed move was refused: ${refusalText(result.reason)}`);
      const text = JSON.stringify(result.state);
      if (keys.has(text)) continue;
      if (keys.size >= cap) return { verdict: 'too big', keys };
      keys.set(text, positionKey(result.state));
      stack.push(result.state);
    }
  }
  return { verdict: 'unwinnable', keys };
}

const on = cadoganProblem();
const off = cadoganProblem({ forcing: false });
const name = (move: Move): string => `${move.from}>${move.to}`;
const isLegal = (state: CadoganState, move: Move): boolean => legalMoves(state).some((legal) => sameMove(legal, move));

/** Plays a line through apply(), move by move, and returns where it ends. */
function replay(state: CadoganState, line: readonly Move[]): CadoganState {
  for (const move of line) {
    const result = apply(state, move);
    if (!result.ok) throw new Error(`line move ${name(move)} refused: ${refusalText(result.reason)}`);
    state = result.state;
  }
  return state;
}

function expectLineWins(state: CadoganState, result: SearchResult): void {
  expect(result.line, 'a winnable verdict comes with a line').to.be.an('array');
  expect(isWon(replay(state, result.line ?? [])), 'the line ends in a won game').to.equal(true);
}

/** The random end positions shared by several tests, with the plain search's verdicts. */
function endPositions(seed: string, count: number, maxOut: number): { state: CadoganState; plain: PlainResult }[] {
  const random = createRandom(seed);
  const found: { state: CadoganState; plain: PlainResult }[] = [];
  while (found.length < count) {
    const state = endPosition(random, 2 + random.nextInt(maxOut - 1), 1 + random.nextInt(3));
    const plain = plainSearch(state);
    if (plain.verdict !== 'too big') found.push({ state, plain });
  }
  return found;
}

// Spades: the ace foundation complete, the king foundation down to the seven; the rest, ace to six, is to
// go up the king foundation, six first.
const SPADES_LOW = { 0: '4S', 2: '3S', 4: '2S', 6: 'AS' } as const;
const HEARTS_LOW = { 56: '4H', 58: '3H', 60: '2H', 62: 'AH' } as const;

// 5S waits for 6S, dealt second; 5H, dealt first, lands on 5S and waits for 6H, which lies beneath 5S.
const STOCK_DEADLOCK: Layout = {
  cells: { ...SPADES_LOW, ...HEARTS_LOW },
  talon: ['6H', '5S'],
  stock: ['6S', '5H'],
  pass: 3,
};
// 6S (cell 9, upright) is blocked by 5S above it and 4S below it; neither can go home before 6S.
const BLOCKED_SIX = { 9: '6S', 1: '5S', 17: '4S', 4: 'AS', 6: '2S' } as const;
/** No move at all: last pass, empty stock and talon, and no carpet card fits a foundation. */
const NO_MOVE: Layout = { cells: { ...BLOCKED_SIX, 2: '3S' }, pass: 3 };

/** Small end positions made by hand, with their verdicts and why. */
const HAND_MADE: { name: string; layout: Layout; verdict: 'winnable' | 'unwinnable' }[] = [
  { name: 'the spare king of spades alone on the carpet', layout: { cells: { 27: 'KS' } }, verdict: 'winnable' },
  {
    name: 'the spare king and ace of spades on the talon, king on top',
    layout: { talon: ['AS', 'KS'], pass: 3 },
    verdict: 'winnable',
  },
  {
    name: 'the six of spades under the five, last pass: the five needs the six first',
    layout: { cells: SPADES_LOW, talon: ['6S', '5S'], pass: 3 },
    verdict: 'unwinnable',
  },
  {
    name: 'the six of spades under the five with a re-deal left: either order of the two plays out',
    layout: { cells: SPADES_LOW, talon: ['6S', '5S'], pass: 2 },
    verdict: 'winnable',
  },
  {
    name: 'the five of spades under the six, last pass',
    layout: { cells: SPADES_LOW, talon: ['5S', '6S'], pass: 3 },
    verdict: 'winnable',
  },
  { name: 'a deadlock the stock order makes before any card is dealt', layout: STOCK_DEADLOCK, verdict: 'unwinnable' },
  {
    name: 'the same with the stock the other way up: the six of spades comes first',
    layout: { ...STOCK_DEADLOCK, stock: ['5H', '6S'] },
    verdict: 'winnable',
  },
  {
    name: 'a six blocked above and below: laying the four on the talon opens its lane',
    layout: { cells: BLOCKED_SIX, talon: ['3S'], pass: 3 },
    verdict: 'winnable',
  },
  {
    name: 'the same with the three in the carpet: nothing to build on, no move',
    layout: NO_MOVE,
    verdict: 'unwinnable',
  },
  {
    name: 'the same with the three in the carpet, a re-deal left: still no move',
    layout: { ...NO_MOVE, pass: 2 },
    verdict: 'unwinnable',
  },
  {
    name: 'the same with the three in the stock: dealt, the four goes on it',
    layout: { cells: BLOCKED_SIX, stock: ['3S'], pass: 3 },
    verdict: 'winnable',
  },
  {
    // The ace of spades fits the king foundation and nothing else, yet playing it at once loses: kept on the
    // talon through the re-deal, it changes the last pass's shuffle, and only that shuffle wins.
    name: 'a talon card that must ride through the re-deal (no forced move before the last pass)',
    layout: { talon: ['JH', 'KH', 'AS'], stock: ['KS', 'QH'], pass: 2, seed: 's17514' },
    verdict: 'winnable',
  },
];

// ------------------------------------------------------------------------------------------------

describe('cadogan-carpet solver', function () {
  this.timeout(60000);

  describe('the game offers it', () => {
    it('cadoganGame.solver is the solver, with its budget; its own search loads on demand', async () => {
      // The page's game holds everything but the search (a chunk of its own), and loads the solver itself.
      expect(cadoganGame.solver!.search).to.equal(undefined);
      expect(await fullSolver(cadoganGame.solver!)).to.equal(cadoganSolver);
      expect(cadoganSolver.search).to.be.a('function');
      expect(cadoganGame.solver!.budget).to.equal(CADOGAN_BUDGET);
      expect(cadoganSolver.budget).to.equal(CADOGAN_BUDGET);
      // The patient second search, for the page's worker and for the full solver alike, does more than the first.
      expect(cadoganGame.solver!.deepBudget).to.equal(CADOGAN_DEEP_BUDGET);
      expect(cadoganSolver.deepBudget).to.equal(CADOGAN_DEEP_BUDGET);
      expect(CADOGAN_DEEP_BUDGET).to.be.above(CADOGAN_BUDGET);
    });

    it('answers at once for a won position and for one with no move', () => {
      expect(solve(on, complete({}), 10)).to.deep.equal({ verdict: 'winnable', nodes: 0, line: [] });
      const stuck = complete(NO_MOVE);
      expect(legalMoves(stuck)).to.deep.equal([]);
      expect(solve(on, stuck, 10)).to.deep.equal({ verdict: 'unwinnable', nodes: 0, line: null });
      expect(solve(off, stuck, 10)).to.deep.equal({ verdict: 'unwinnable', nodes: 0, line: null });
    });

    it('says "unknown" for a fresh deal that the budget cannot settle, after exactly the budget', () => {
      const result = solve(on, deal('1', {}), 2000);
      expect(result).to.deep.equal({ verdict: 'unknown', nodes: 2000, line: null });
    });
  });

  describe('positionKey()', () => {
    it('is exact: among the positions a plain search visits from one start, equal keys mean equal positions', () => {
      let visited = 0;
      for (const { plain } of endPositions('keys', 60, 16)) {
        const byKey = new Map<string, string>();
        for (const [text, key] of plain.keys) {
          const other = byKey.get(key);
          if (other !== undefined) expect.fail(`one key for two positions:\n${other}\n${text}`);
          byKey.set(key, text);
        }
        visited += plain.keys.size;
      }
      expect(visited).to.be.greaterThan(1000);
    });

    it('tells apart stocks and talons that hold the same cards in another order, and passes', () => {
      const state = complete({ ...STOCK_DEADLOCK, pass: 2 });
      const key = positionKey(state);
      expect(positionKey({ ...state, talon: ['5S', '6H'] })).not.to.equal(key);
      expect(positionKey({ ...state, stock: ['5H', '6S'] })).not.to.equal(key);
      expect(positionKey({ ...state, stock: ['6S'], talon: ['6H', '5S', '5H'] })).not.to.equal(key);
      expect(positionKey({ ...state, pass: 3 })).not.to.equal(key);
      expect(
        positionKey({ ...state, carpet: state.carpet.map((card, cell) => (cell === 0 ? null : card)) }),
      ).not.to.equal(key);
      // A copy of the same position has the same key.
      expect(positionKey(JSON.parse(JSON.stringify(state)) as CadoganState)).to.equal(key);
    });
  });

  describe('searchMoves()', () => {
    it('lists both foundations for a carpet card or talon card that fits both', () => {
      // The seven of spades fits the ace foundation (at six) and the king foundation (at eight).
      const sevens = complete({
        cells: {
          0: '7S',
          4: '8S',
          6: '9S',
          9: 'TS',
          11: 'JS',
          13: 'QS',
          15: 'KS',
          16: '6S',
          18: '5S',
          20: '4S',
          22: '3S',
          24: '2S',
          26: 'AS',
        },
        talon: ['7S'],
      });
      expect(
        searchMoves(sevens)
          .filter((move) => move.to.startsWith('foundation-'))
          .map(name),
      ).to.deep.equal(['carpet-0>foundation-3', 'carpet-0>foundation-7', 'talon>foundation-3', 'talon>foundation-7']);
    });

    it('lists exactly the legal moves, in positions along real games and at their ends', () => {
      const random = createRandom('moves');
      let checked = 0;
      for (let game = 0; game < 6; game++) {
        for (const state of positionsAlong(random, `moves-${game}`, 7)) {
          expect(searchMoves(state).map(name).sort()).to.deep.equal(legalMoves(state).map(name).sort());
          checked++;
        }
      }
      for (const { state } of endPositions('moves', 30, 10)) {
        expect(searchMoves(state).map(name).sort()).to.deep.equal(legalMoves(state).map(name).sort());
      }
      expect(checked).to.be.greaterThan(100);
    });

    it('tries foundation moves first, then builds onto the talon, then the deal', () => {
      const state = complete({ cells: { 1: 'QD', 3: 'JD', 9: 'KS' }, talon: ['KD', 'TD'], stock: ['AS'] });
      expect(searchMoves(state).map(name)).to.deep.equal([
        'carpet-9>foundation-3',
        'talon>foundation-1',
        'carpet-3>talon',
        'stock>talon',
      ]);
    });
  });

  describe('verdicts', () => {
    for (const { name: title, layout, verdict } of HAND_MADE) {
      it(`agrees with a plain exhaustive search: ${title} (${verdict})`, () => {
        const state = complete(layout);
        expect(plainSearch(state).verdict).to.equal(verdict);
        const forced = solve(on, state, 100000);
        const plain = solve(off, state, 100000);
        expect(forced.verdict).to.equal(verdict);
        expect(plain.verdict).to.equal(verdict);
        if (verdict === 'winnable') {
          expectLineWins(state, forced);
          expectLineWins(state, plain);
        } else {
          expect(forced.line).to.equal(null);
        }
      });
    }

    it('agrees with a plain exhaustive search on 150 random end positions, in every pass', () => {
      const tally = { winnable: 0, unwinnable: 0 };
      for (const { state, plain } of endPositions('verdicts', 150, 14)) {
        const verdict = plain.verdict as 'winnable' | 'unwinnable';
        const forced = solve(on, state, 200000);
        const unforced = solve(off, state, 200000);
        expect(forced.verdict, JSON.stringify(state)).to.equal(verdict);
        expect(unforced.verdict, JSON.stringify(state)).to.equal(verdict);
        tally[verdict]++;
      }
      // Both verdicts are well represented.
      expect(tally.winnable).to.be.greaterThan(50);
      expect(tally.unwinnable).to.be.greaterThan(10);
    });

    it('gives winning lines that replay through apply() to a won game', () => {
      let lines = 0;
      for (const { state, plain } of endPositions('lines', 80, 14)) {
        if (plain.verdict !== 'winnable') continue;
        for (const problem of [on, off]) {
          const result = solve(problem, state, 200000);
          expectLineWins(state, result);
          lines++;
        }
      }
      expect(lines).to.be.greaterThan(100);
    });

    it('gives the same verdicts with and without forcing on 500 positions: end positions, and late in real deals', () => {
      const random = createRandom('forcing');
      const tally: Record<string, number> = {};
      let decided = 0;
      for (let i = 0; i < 500; i++) {
        const state =
          i % 5 === 4
            ? latePosition(random, `forcing-${i}`, random.nextInt(6))
            : endPosition(random, 2 + random.nextInt(19), 1 + random.nextInt(3));
        const forced = solve(on, state, 100000);
        const unforced = solve(off, state, 30000);
        if (unforced.verdict === 'unknown') {
          tally['plain search too big'] = (tally['plain search too big'] ?? 0) + 1;
          continue;
        }
        expect(forced.verdict, JSON.stringify(state)).to.equal(unforced.verdict);
        tally[`${i % 5 === 4 ? 'late' : 'end'} ${forced.verdict}`] =
          (tally[`${i % 5 === 4 ? 'late' : 'end'} ${forced.verdict}`] ?? 0) + 1;
        decided++;
      }
      expect(decided, JSON.stringify(tally)).to.be.greaterThan(400);
      expect(tally['late unwinnable'] ?? 0, JSON.stringify(tally)).to.be.greaterThan(40);
    });
  });

  describe('the last-pass cut', () => {
    it('cuts only positions the plain search finds unwinnable, and only in the last pass', () => {
      let cut = 0;
      for (const { state, plain } of endPositions('cut', 150, 14)) {
        if (!lastPassLost(state)) continue;
        expect(state.pass).to.equal(3);
        expect(plain.verdict, JSON.stringify(state)).to.equal('unwinnable');
        cut++;
      }
      expect(cut).to.be.greaterThan(5);
    });

    it('sees a deadlock that only the stock order makes, before the deal', () => {
      const state = complete(STOCK_DEADLOCK);
      expect(lastPassLost(state)).to.equal(true);
      // Each talon card alone could still leave: the six of hearts goes up once the five of spades is gone.
      expect(lastPassLost({ ...state, stock: ['5H', '6S'] })).to.equal(false);
      expect(lastPassLost({ ...state, pass: 2 })).to.equal(false);
    });
  });

  describe('forcedMove() and safeAutoplayMove()', () => {
    it('forces only legal foundation moves that keep the verdict', () => {
      let forced = 0;
      for (const { state, plain } of endPositions('forced', 150, 12)) {
        const move = forcedMove(state);
        expect(cadoganSolver.safeAutoplayMove(state)).to.deep.equal(move);
        if (!move) continue;
        expect(isLegal(state, move), name(move)).to.equal(true);
        expect(move.to).to.match(/^foundation-/);
        const after = plainSearch(applyLegal(state, move));
        if (after.verdict !== 'too big')
          expect(after.verdict, `${name(move)} in ${JSON.stringify(state)}`).to.equal(plain.verdict);
        forced++;
      }
      expect(forced).to.be.greaterThan(50);
    });

    it('never forces a card that fits both foundations of its suit', () => {
      // The seven of spades fits the ace foundation (at six) and the king foundation (at eight).
      const state = complete({
        cells: {
          0: '7S',
          2: '7S',
          4: '8S',
          6: '9S',
          9: 'TS',
          11: 'JS',
          13: 'QS',
          15: 'KS',
          16: '6S',
          18: '5S',
          20: '4S',
          22: '3S',
          24: '2S',
          26: 'AS',
        },
        pass: 3,
      });
      expect(state.foundations[3].length).to.equal(6);
      expect(
        legalMoves(state)
          .filter((move) => move.from === 'carpet-0')
          .map(name),
      ).to.deep.equal(['carpet-0>foundation-3', 'carpet-0>foundation-7']);
      expect(forcedMove(state)).to.equal(undefined);
    });

    it('forces a talon card only in the last pass: a re-deal would shuffle it anew', () => {
      const riding = HAND_MADE.find(({ name: title }) => title.startsWith('a talon card that must ride'));
      expect(forcedMove(complete(riding!.layout))).to.equal(undefined);
      const layout = { talon: ['AS', 'KS'] };
      expect(forcedMove(complete({ ...layout, pass: 3 }))).to.deep.equal({ from: 'talon', to: 'foundation-3' });
      expect(forcedMove(complete({ ...layout, pass: 2 }))).to.equal(undefined);
      // A carpet card that can never reach the talon is forced in any pass.
      expect(forcedMove(complete({ cells: { 27: 'KS' }, pass: 1 }))).to.deep.equal({
        from: 'carpet-27',
        to: 'foundation-3',
      });
    });

    it('does not force a card that a card the other foundation takes could be built on', () => {
      // The four of spades on the talon fits the ace foundation (at three); the king foundation (at four) is
      // past it and wants the three, which lies blocked in the carpet: once free, it could be laid on the four
      // and go down from there.
      const rest = ['AS', '2S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS'];
      const state = complete({
        cells: { 9: '3S', 1: '5S', 17: '6S' },
        talon: ['4S'],
        stock: rest,
        pass: 3,
        aceAt: { S: 3 },
      });
      expect(state.foundations[3].length).to.equal(3);
      expect(state.foundations[7].length).to.equal(10);
      expect(forcedMove(state)).to.equal(undefined);
      // With the three in the stock instead, nothing can be laid on the four: it is forced.
      const dealt = complete({
        cells: { 1: '5S', 17: '6S' },
        talon: ['4S'],
        stock: ['3S', ...rest],
        pass: 3,
        aceAt: { S: 3 },
      });
      expect(forcedMove(dealt)).to.deep.equal({ from: 'talon', to: 'foundation-3' });
    });

    it('never turns a winnable position unwinnable, played repeatedly as autoplay does', () => {
      let played = 0;
      for (const { state, plain } of endPositions('autoplay', 120, 12)) {
        if (plain.verdict !== 'winnable') continue;
        let current = state;
        for (let move = cadoganSolver.safeAutoplayMove(current); move; move = cadoganSolver.safeAutoplayMove(current)) {
          current = applyLegal(current, move);
          played++;
        }
        expect(solve(on, current, 200000).verdict, JSON.stringify(state)).to.equal('winnable');
      }
      expect(played).to.be.greaterThan(100);
    });
  });

  describe('usefulMove()', () => {
    it('is a legal move whenever one exists, along real games and in end positions', () => {
      const random = createRandom('useful');
      const states = [
        ...positionsAlong(random, 'useful-1', 3),
        ...positionsAlong(random, 'useful-2', 3),
        ...endPositions('useful', 40, 12).map(({ state }) => state),
      ];
      for (const state of states) {
        const move = cadoganSolver.usefulMove(state);
        if (legalMoves(state).length === 0) expect(move).to.equal(undefined);
        else expect(move && isLegal(state, move), JSON.stringify(move)).to.equal(true);
      }
    });

    it('prefers a foundation move, then a build, then the deal', () => {
      const state = complete({ cells: { 1: 'QD', 3: 'JD', 9: 'KS' }, talon: ['KD', 'TD'], stock: ['AS'] });
      expect(cadoganSolver.usefulMove(state)).to.deep.equal({ from: 'carpet-9', to: 'foundation-3' });
      const noHome = complete({ cells: { 1: 'QD', 3: 'JD' }, talon: ['TD', 'KD'], stock: ['AS', 'KS'] });
      expect(cadoganSolver.usefulMove(noHome)).to.deep.equal({ from: 'carpet-1', to: 'talon' });
      const onlyDeal = complete({ cells: { 3: 'JD' }, talon: ['TD', 'QD', 'KD'], stock: ['AS', 'KS'] });
      expect(cadoganSolver.usefulMove(onlyDeal)).to.deep.equal({ from: 'stock', to: 'talon' });
    });
  });

  describe('searching in slices', () => {
    it('gives the same result in slices as at once', () => {
      const state = latePosition(createRandom('slices'), 'slices', 8);
      const whole = solve(on, state, 50000);
      const search = createSearch(on, state, 50000);
      let result: SearchResult | undefined;
      while (!result) result = search.run(97);
      expect(result).to.deep.equal(whole);
    });
  });
});
