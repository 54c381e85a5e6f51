import { expect } from '@open-wc/testing';
import { type CardCode, SUITS, cardOf, fullDeck } from '../../../src/core/cards.js';
import { type Random, createRandom, shuffle } from '../../../src/core/random.js';
import { type SearchProblem, type SearchResult, fullSolver, solve } from '../../../src/search/search.js';
import { type Move, sameMove } from '../../../src/core/types.js';
import { carthageGame } from '../../../src/games/carthage/index.js';
import { type CarthageState, applyLegal, deal, isWon, legalMoves, piles } from '../../../src/games/carthage/rules.js';
import {
  canonicalKey,
  carthageProblem,
  carthageSolver,
  safeAutoplayMove,
  safeFoundationMove,
  usefulMove,
} from '../../../src/games/carthage/solver.js';
import { deepFreeze } from '../../support/freeze.js';
import { type Layout, complete, plainSearch, playedPosition, replay, upTo } from './positions.js';

// ------------------------------------------------------------------------------------------------
// Positions

/** A position given pile by pile (foundations by their top cards), as JSON from a real game. */
function exact(position: {
  foundations: readonly string[];
  tableau: readonly (readonly string[])[];
  reserves: readonly (readonly string[])[];
  stock?: readonly string[];
}): CarthageState {
  const state = deepFreeze({
    foundations: position.foundations.map(upTo),
    tableau: position.tableau.map((pile) => pile.slice() as CardCode[]),
    reserves: position.reserves.map((pile) => pile.slice() as CardCode[]),
    stock: (position.stock ?? []).slice() as CardCode[],
  });
  if (Object.values(piles(state)).flat().sort().join() !== fullDeck(2).sort().join())
    throw new Error('test setup: not two packs');
  return state;
}

const JAM = {
  tableau: [['9C', '8C'], ['9C'], ['QC', 'JC'], ['QC', 'JC'], ['7H'], ['7H'], ['TH'], ['TH']],
  reserves: [
    ['6C', '7C', 'TC', 'KC'],
    ['6C', '7C', '8C', 'TC', 'KC'],
    ['6H', '8H', '9H', 'KH'],
    ['6H', '8H', '9H', 'KH'],
    ['JH', 'QH'],
    ['JH', 'QH'],
  ],
};

/**
 * Small end positions made by hand. `plain: false` marks those the plain search cannot finish (it tells
 * apart every arrangement of empty piles): they are checked against the solver with its reductions off.
 */
const HAND_MADE: { name: string; layout: Layout; plain?: false }[] = [
  { name: 'one king left on a tableau pile', layout: { tableau: [['KS']] } },
  {
    name: 'two suits stacked the wrong way round in reserves',
    layout: {
      reserves: [
        ['KD', 'QD', 'JD'],
        ['QH', 'KH'],
      ],
    },
  },
  {
    name: 'a queen under its king in a reserve, kings to park',
    layout: { tableau: [['KH'], ['KC']], reserves: [['QS', 'KS'], ['QC']] },
  },
  { name: 'the jam: every six under a king, no empty pile', layout: JAM },
  {
    name: 'the jam with one six free to go up and come back',
    layout: {
      tableau: [...JAM.tableau.slice(0, 4), ['7H', '6C'], ...JAM.tableau.slice(5)],
      reserves: [['7C', 'TC', 'KC'], ...JAM.reserves.slice(1)],
    },
  },
  {
    name: 'the jam with a six of clubs on a jack: up, back, and round the nines',
    layout: {
      tableau: [['9C', '8C'], ['QC', '9C'], ['QC', 'JC', '6C'], ['JC'], ...JAM.tableau.slice(4)],
      reserves: [JAM.reserves[0], ['7C', '8C', 'TC', 'KC'], ...JAM.reserves.slice(2)],
    },
  },
  {
    name: 'a nine to take back off a foundation (hearts up to 9 and 5)',
    layout: {
      tableau: [
        ['KH', 'QH', 'JH', 'TH'],
        ['KH', 'QH', 'JH', 'TH', '9H'],
      ],
      reserves: [['6H', '8H'], ['7H']],
    },
    plain: false,
  },
  // With a stock: the deal is one more move, and the reserves keep their order.
  {
    name: 'twelve clubs in the stock, one ace on the tableau',
    layout: { tableau: [['AC']], stock: ['KC', 'QC', 'JC', 'TC', '9C', '8C', '7C', '6C', '5C', '4C', '3C', '2C'] },
    plain: false,
  },
  {
    name: 'a whole deal of twelve kings and queens, the ten of spades in it',
    layout: {
      tableau: [['KS']],
      reserves: [['QS'], ['JS']],
      stock: ['KH', 'KH', 'KD', 'KD', 'KC', 'KC', 'KS', 'QH', 'QH', 'TS', 'QD', 'QD'],
    },
    plain: false,
  },
  {
    name: 'a stock of three that brings the ten of diamonds',
    layout: { tableau: [['QD']], reserves: [['KD', 'JD']], stock: ['TD', 'KD', 'QD'] },
    plain: false,
  },
  { name: 'the jam with a stock that brings nothing', layout: { ...JAM, stock: ['KS', 'KS'] } },
  {
    name: 'every pile a king-down stub, the eight nines in the stock: nothing moves before the deal',
    layout: {
      tableau: [
        ['KC', 'QC'],
        ['KC', 'QC'],
        ['JC', 'TC'],
        ['JC', 'TC'],
        ['KD', 'QD'],
        ['KD', 'QD'],
        ['JD', 'TD'],
        ['JD', 'TD'],
      ],
      reserves: [
        ['KH', 'QH'],
        ['KH', 'QH', 'JH', 'TH'],
        ['JH', 'TH'],
        ['KS', 'QS'],
        ['KS', 'QS', 'JS', 'TS'],
        ['JS', 'TS'],
      ],
      stock: ['9C', '9D', '9H', '9S', '9C', '9D', '9H', '9S'],
    },
  },
  {
    name: 'the jam with its kings of hearts in the stock',
    layout: {
      tableau: JAM.tableau,
      reserves: [JAM.reserves[0], JAM.reserves[1], ['6H', '8H', '9H'], ['6H', '8H', '9H'], ...JAM.reserves.slice(4)],
      stock: ['KH', 'KH'],
    },
    plain: false,
  },
];

/** A random end position: `out` cards taken off random foundations into random piles and, maybe, a stock. */
function endPosition(random: Random, out: number, stockMax = 0): CarthageState {
  const heights = Array.from({ length: 8 }, () => 13);
  for (let i = 0; i < out; i++) {
    let f = random.nextInt(8);
    while (heights[f] === 0) f = random.nextInt(8);
    heights[f] -= 1;
  }
  const cards = shuffle(
    heights.flatMap((h, f) => Array.from({ length: 13 - h }, (_, v) => cardOf(h + v + 1, SUITS[f >> 1]))),
    random,
  );
  const stockSize = Math.min(random.nextInt(stockMax + 1), cards.length);
  const layout: CardCode[][] = Array.from({ length: 14 }, () => []);
  const used = 8 + random.nextInt(7);
  for (const card of cards.slice(stockSize)) layout[random.nextInt(used)].push(card);
  const order = shuffle(layout, random);
  return deepFreeze({
    foundations: shuffle(
      heights.map((h, f) => upTo(h ? cardOf(h, SUITS[f >> 1]) : '')),
      random,
    ),
    tableau: order.slice(0, 8),
    reserves: order.slice(8),
    stock: cards.slice(0, stockSize),
  });
}

const FULL = carthageProblem();
const NOTHING = carthageProblem({ prune: false, force: false });
const NO_FORCE = carthageProblem({ force: false });
const NO_PRUNE = carthageProblem({ prune: false, force: true });

/** The verdict with the solver's reductions on, else the reference verdict (none of them) as the test's truth. */
const verdict = (problem: SearchProblem<CarthageState>, state: CarthageState, budget: number): SearchResult =>
  solve(problem, state, budget);

/**
 * Positions from real deals: along the solver's winning lines (every `every`-th, from the `skip`-th
 * on), one in three with a random move off the line (winnable or not), some with the stock to deal.
 */
function fromRealDeals(random: Random, seeds: string[], every: number, skip = 0): CarthageState[] {
  const positions: CarthageState[] = [];
  for (const seed of seeds) {
    const start = deal(seed, {});
    const { line } = solve(FULL, start, 20000);
    if (!line) throw new Error(`test setup: deal ${seed} not solved`);
    let state = start;
    line.forEach((move, step) => {
      if (step >= skip && step % every === every - 1) {
        const legal = legalMoves(state);
        positions.push(
          deepFreeze(random.nextInt(3) === 0 ? applyLegal(state, legal[random.nextInt(legal.length)]) : state),
        );
      }
      state = applyLegal(state, move);
    });
  }
  return positions;
}

// Deals the solver wins within a few thousand positions (found by scratch measurement).
const QUICK_DEALS = ['11', '12', '13'];

// ------------------------------------------------------------------------------------------------

describe('carthage solver', function () {
  this.timeout(60000);

  describe('safeFoundationMove() and safeAutoplayMove()', () => {
    it('sends an ace to an empty foundation wherever it lies on top, whatever else is up', () => {
      // The king of spades cannot go up (the spades stand at the jack and the king); the ace can.
      const state = complete({
        tableau: [['QS', 'KS']],
        reserves: [['KD', 'QD', 'JD', 'TD', '9D', '8D', '7D', '6D', '5D', '4D', '3D', '2D', 'AD']],
      });
      expect(safeFoundationMove(state)).to.deep.equal({ from: 'reserve-0', to: 'foundation-2' });
      expect(legalMoves(state)).to.deep.include(safeFoundationMove(state));
      expect(safeAutoplayMove(state)).to.deep.equal(safeFoundationMove(state));
    });

    it('sends a card of rank r home only when both foundations of its suit hold r - 1 cards or more', () => {
      // Hearts up to 4 and complete: the five is safe.
      const hearts = complete({ tableau: [['5H']], reserves: [['KH', 'QH', 'JH', 'TH', '9H', '8H', '7H', '6H']] });
      expect(piles(hearts)['foundation-4']).to.deep.equal(['AH', '2H', '3H', '4H']);
      expect(safeFoundationMove(hearts)).to.deep.equal({ from: 'tableau-0', to: 'foundation-4' });
      // Spades up to 2 and the ace: a three may go up, but is not safe; the two is.
      const runs = ['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S', '3S'];
      const spades = complete({ tableau: [runs, [...runs, '2S']] });
      expect(piles(spades)['foundation-6']).to.deep.equal(['AS']);
      expect(legalMoves(spades)).to.deep.include({ from: 'tableau-0', to: 'foundation-7' });
      expect(safeFoundationMove(spades)).to.deep.equal({ from: 'tableau-1', to: 'foundation-6' });
      const buried = complete({ tableau: [runs, [...runs.slice(0, -1), '2S', '3S']] });
      expect(legalMoves(buried).filter((move) => move.to.startsWith('foundation-'))).to.have.length(2);
      expect(safeFoundationMove(buried)).to.equal(undefined);
      // A two is not safe while the other ace of its suit is out, though one foundation takes it.
      const oneAce = complete({ tableau: [runs, runs], reserves: [['AS', '2S'], ['2S']] });
      expect(
        legalMoves(oneAce)
          .filter((move) => move.to.startsWith('foundation-'))
          .map((move) => move.from),
      ).to.deep.equal(['reserve-0', 'reserve-1']);
      expect(safeFoundationMove(oneAce)).to.equal(undefined);
    });

    it('leaves alone a card that could go home but may be needed (pinned from a real deal): going home loses', () => {
      // Reached on the solver's line for deal 4: the queen of spades may go up on the jack, but the
      // other spade foundation holds only its ace, and with the queen up the game is lost.
      const state = exact({
        foundations: ['JD', 'JS', '4C', 'AS', 'AD', 'QH', '', ''],
        tableau: [
          ['TC'],
          ['JH', 'TH'],
          ['7H', '6H', '5H'],
          ['KC', 'QC', 'JC', 'TC', '9C', '8C', '7C'],
          ['3H', '2H'],
          ['4D', '3D'],
          ['7S', '6S', '5S'],
          ['KS', 'QS'],
        ],
        reserves: [
          ['8S', 'JD', '7C', 'TS', 'QD', 'QD', '3S'],
          ['AH', '4H', '9H', '4C', '7D'],
          ['TD', '3C', '4S', '9C'],
          ['5D'],
          ['9D', 'KD', 'KS', 'QH', '8H', 'KH', '9S', '5C', '8C', '2D', '6D', '6C', 'QS'],
          ['6C', 'KC', '8D', '2S', 'JS', 'QC', 'KH', '5C', 'AC', 'JC', '2C', 'KD'],
        ],
      });
      const queenHome = { from: 'reserve-4', to: 'foundation-1' };
      expect(legalMoves(state)).to.deep.include(queenHome);
      expect(verdict(NOTHING, state, 100000).verdict).to.equal('winnable');
      expect(verdict(NOTHING, applyLegal(state, queenHome), 100000).verdict).to.equal('unwinnable');
      expect(safeAutoplayMove(state)).not.to.deep.equal(queenHome);
      expect(verdict(FULL, state, 100000).verdict).to.equal('winnable');
    });

    it('never turns a winnable position unwinnable', () => {
      const random = createRandom('carthage-autoplay');
      const positions = [
        ...Array.from({ length: 120 }, (_, i) => endPosition(random, 4 + (i % 20), i % 3 === 0 ? 12 : 0)),
        ...fromRealDeals(random, QUICK_DEALS, 4),
      ];
      const checked = { safe: 0, winnable: 0 };
      for (const state of positions) {
        const move = safeAutoplayMove(state);
        if (!move) continue;
        checked.safe += 1;
        expect(
          legalMoves(state).some((legal) => sameMove(legal, move)) && move.to.startsWith('foundation-'),
          JSON.stringify(move),
        ).to.equal(true);
        if (verdict(NO_FORCE, state, 4000).verdict !== 'winnable') continue;
        expect(verdict(NO_FORCE, applyLegal(state, move), 20000).verdict, canonicalKey(state)).to.equal('winnable');
        checked.winnable += 1;
      }
      expect(checked.safe).to.be.above(80);
      expect(checked.winnable).to.be.above(60);
    });
  });

  describe('carthageProblem()', () => {
    for (const { name, layout, plain } of HAND_MADE) {
      it(`agrees with ${plain === false ? 'itself with no reductions' : 'a plain exhaustive search'}: ${name}`, () => {
        const state = complete(layout);
        const truth = plain === false ? verdict(NOTHING, state, 200000).verdict : plainSearch(state, 60000);
        expect(truth).to.be.oneOf(['winnable', 'unwinnable']);
        for (const problem of [FULL, NO_FORCE, NO_PRUNE, NOTHING])
          expect(verdict(problem, state, 200000).verdict).to.equal(truth);
        const { line } = verdict(FULL, state, 200000);
        if (truth === 'winnable') expect(isWon(replay(state, line as Move[]))).to.equal(true);
        else expect(line).to.equal(null);
      });
    }

    it('covers both kinds of end, with the stock empty and not', () => {
      const kinds = HAND_MADE.map(({ layout }) => {
        const state = complete(layout);
        return `${verdict(FULL, state, 200000).verdict}/${state.stock.length > 0 ? 'stock' : 'no stock'}`;
      });
      expect(new Set(kinds)).to.deep.equal(
        new Set(['winnable/stock', 'winnable/no stock', 'unwinnable/stock', 'unwinnable/no stock']),
      );
    });

    it('wins real deals with lines that apply() plays to a won game, through every deal of the stock', () => {
      for (const seed of QUICK_DEALS) {
        const start = deal(seed, {});
        const result = solve(carthageSolver.problem, start, carthageSolver.budget);
        expect(result.verdict, seed).to.equal('winnable');
        const line = result.line as Move[];
        expect(line.filter((move) => move.from === 'stock').length).to.equal(5);
        const end = replay(start, line);
        expect(isWon(end)).to.equal(true);
        expect(Object.values(piles(end)).flat().sort()).to.deep.equal(fullDeck(2).sort());
      }
    });

    it('gives a safe foundation move alone, and keeps every legal move otherwise (no pruning)', () => {
      const random = createRandom('carthage-moves');
      let forced = 0;
      for (let i = 0; i < 60; i++) {
        const state = endPosition(random, 6 + (i % 20), i % 2 ? 12 : 0);
        const safe = safeFoundationMove(state);
        const moves = FULL.moves(state);
        if (safe) {
          forced += 1;
          expect(moves).to.deep.equal([safe]);
        }
        const all = NOTHING.moves(state);
        expect(all.length).to.equal(legalMoves(state).length);
        for (const move of legalMoves(state)) expect(all.some((kept) => sameMove(kept, move))).to.equal(true);
      }
      expect(forced).to.be.above(20);
    });

    it("takes a card back off a foundation only when the suit's other foundation is two or more below it", () => {
      // Hearts up to 9 and 5: the nine may come back onto a ten (the other foundation is 4 below);
      // the five, and the kings of the complete suits, never.
      const state = complete(HAND_MADE[6].layout);
      expect(safeFoundationMove(state)).to.equal(undefined);
      const back = new Set(
        FULL.moves(state)
          .filter((move) => move.from.startsWith('foundation-'))
          .map((move) => piles(state)[move.from].at(-1)),
      );
      expect([...back]).to.deep.equal(['9H']);
      expect(
        new Set(
          legalMoves(state)
            .filter((move) => move.from.startsWith('foundation-'))
            .map((move) => piles(state)[move.from].at(-1)),
        ),
      ).to.deep.equal(new Set(['9H', '5H', 'KC', 'KD', 'KS']));
      // Hearts up to 9 and 8: the nine could come back onto a ten, but never needs to.
      const close = complete({
        tableau: [
          ['KH', 'QH', 'JH', 'TH'],
          ['KH', 'QH', 'JH'],
        ],
        reserves: [['9H', 'TH']],
      });
      expect(safeFoundationMove(close)).to.equal(undefined);
      expect(
        legalMoves(close).some(
          (move) => move.from.startsWith('foundation-') && piles(close)[move.from].at(-1) === '9H',
        ),
      ).to.equal(true);
      expect(FULL.moves(close).some((move) => move.from.startsWith('foundation-'))).to.equal(false);
      expect(NO_FORCE.moves(close).some((move) => move.from.startsWith('foundation-'))).to.equal(true);
      // Hearts up to 9 and 7, the eight buried: the nine may still be needed to build on.
      const apart = complete({
        tableau: [
          ['KH', 'QH', 'JH', 'TH'],
          ['KH', 'QH', 'JH'],
        ],
        reserves: [['8H', '9H', 'TH']],
      });
      expect(safeFoundationMove(apart)).to.equal(undefined);
      expect(
        FULL.moves(apart)
          .filter((move) => move.from.startsWith('foundation-'))
          .map((move) => piles(apart)[move.from].at(-1)),
      ).to.include('9H');
    });

    it('wins a real position that only a card taken back off a foundation can win (pinned from deal 53)', () => {
      // On the solver's line for deal 53, with the stock out: without play-backs it is lost.
      const state = exact({
        foundations: ['8D', 'QC', '6H', '3D', '7S', 'AH', '4C', ''],
        tableau: [
          ['8C', '7C', '6C'],
          ['8D', '7D', '6D', '5D'],
          ['KC'],
          ['QD', 'JD', 'TD'],
          ['TS', '9S', '8S', '7S', '6S', '5S', '4S', '3S', '2S'],
          ['KC', 'QC', 'JC', 'TC'],
          ['JH', 'TH', '9H'],
          ['KS', 'QS', 'JS'],
        ],
        reserves: [
          ['3H'],
          ['JH', 'QH', '4D', '9H', '8H', '7H', '8H', '4H', '6H', '5H'],
          ['KH'],
          ['7H', '2H', '5C', '9D', '9D', 'QH', '9C', 'TD', 'TH'],
          ['TS', 'JD', 'QS', 'KH', 'KD'],
          ['8S', '9S', 'AS', 'KS', 'JS', 'KD', 'QD'],
        ],
      });
      const withoutPlayBacks: SearchProblem<CarthageState> = {
        ...NOTHING,
        moves: (s) => NOTHING.moves(s).filter((move) => !move.from.startsWith('foundation-')),
      };
      expect(verdict(withoutPlayBacks, state, 100000).verdict).to.equal('unwinnable');
      expect(verdict(NOTHING, state, 100000).verdict).to.equal('winnable');
      const { verdict: found, line } = verdict(FULL, state, 100000);
      expect(found).to.equal('winnable');
      expect((line as Move[]).some((move) => move.from.startsWith('foundation-'))).to.equal(true);
      expect(isWon(replay(state, line as Move[]))).to.equal(true);
    });

    it('gives the same verdicts with its reductions on and off on 500 positions', () => {
      const random = createRandom('carthage-reductions');
      const fromDeals = [
        ...Array.from({ length: 100 }, (_, i) => playedPosition(random, `reductions-${i}`, i % 12)),
        ...fromRealDeals(random, QUICK_DEALS, 2, 20),
      ];
      const positions = [
        ...HAND_MADE.map(({ layout }) => complete(layout)),
        ...Array.from({ length: 185 }, (_, i) => endPosition(random, 4 + (i % 24), i % 4 === 0 ? 12 : 0)),
        ...fromDeals,
      ].slice(0, 500);
      expect(positions.length).to.equal(500);
      const decided = { winnable: 0, unwinnable: 0, withStock: 0, fromDeals: 0 };
      positions.forEach((state, index) => {
        const truth = verdict(NOTHING, state, 2000).verdict;
        const full = verdict(FULL, state, 2000);
        if (truth !== 'unknown' && full.verdict !== 'unknown') {
          expect(full.verdict, `position ${index}: ${canonicalKey(state)}`).to.equal(truth);
          decided[truth] += 1;
          if (state.stock.length > 0) decided.withStock += 1;
          if (index >= HAND_MADE.length + 185) decided.fromDeals += 1;
        }
        if (full.verdict === 'winnable') expect(isWon(replay(state, full.line as Move[]))).to.equal(true);
      });
      expect(decided.winnable).to.be.above(250);
      expect(decided.unwinnable).to.be.above(50);
      expect(decided.withStock).to.be.above(50);
      expect(decided.fromDeals).to.be.above(200);
    });
  });

  describe('usefulMove()', () => {
    it('is a legal move whenever one exists, and undefined when none does', () => {
      const random = createRandom('carthage-useful');
      const positions = [
        deal('1', {}),
        deal('2', {}),
        ...HAND_MADE.map(({ layout }) => complete(layout)),
        ...Array.from({ length: 80 }, (_, i) => endPosition(random, 4 + (i % 30), i % 3 ? 0 : 24)),
        ...fromRealDeals(random, QUICK_DEALS, 5),
      ];
      let stuck = 0;
      for (const state of positions) {
        const move = usefulMove(state);
        if (legalMoves(state).length === 0) {
          stuck += 1;
          expect(move).to.equal(undefined);
        } else
          expect(
            legalMoves(state).some((legal) => sameMove(legal, move as Move)),
            JSON.stringify(move),
          ).to.equal(true);
      }
      const noMove = complete({
        tableau: [['9C'], ['9C'], ...JAM.tableau.slice(2)],
        reserves: [['6C', '7C', 'TC', '8C', 'KC'], ...JAM.reserves.slice(1)],
      });
      expect(legalMoves(noMove)).to.deep.equal([]);
      expect(usefulMove(noMove)).to.equal(undefined);
      expect(stuck).to.be.at.most(positions.length - 100);
    });

    it('prefers a safe move home, then any move home, then uncovering a reserve card, and deals before shuffling cards about', () => {
      const ace = complete({
        tableau: [['QS', 'KS']],
        reserves: [['KD', 'QD', 'JD', 'TD', '9D', '8D', '7D', '6D', '5D', '4D', '3D', '2D', 'AD']],
      });
      expect(usefulMove(ace)).to.deep.equal(safeFoundationMove(ace));
      const runs = ['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S', '3S'];
      const home = complete({ tableau: [runs, [...runs.slice(0, -1), '2S', '3S']] });
      expect(safeFoundationMove(home)).to.equal(undefined);
      expect(usefulMove(home)?.to.startsWith('foundation-')).to.equal(true);
      // The jack of diamonds onto its queen uncovers the nine, which can go home.
      const uncover = complete({ tableau: [['KD', 'QD'], ['TD']], reserves: [['9D', 'JD']] });
      expect(safeFoundationMove(uncover)).to.equal(undefined);
      expect(usefulMove(uncover)).to.deep.equal({ from: 'reserve-0', to: 'tableau-0' });
      // The jam with a stock: nothing but a card shuttled between the nines, or the deal.
      const jam = complete({ ...JAM, stock: ['KS', 'KS'] });
      expect(usefulMove(jam)).to.deep.equal({ from: 'stock', to: 'reserve' });
    });
  });

  it('is the solver Carthage offers the element (its own search loaded on demand)', async () => {
    // The page's game holds everything but the search (a chunk of its own), and loads the solver itself.
    expect(carthageGame.solver!.search).to.equal(undefined);
    expect(await fullSolver(carthageGame.solver!)).to.equal(carthageSolver);
    expect(carthageSolver.search).to.be.a('function');
    expect(carthageGame.solver!.usefulMove).to.equal(usefulMove);
    expect(carthageGame.solver!.budget).to.equal(carthageSolver.budget);
    expect(carthageSolver.budget).to.be.above(10000);
    expect(carthageSolver.usefulMove).to.equal(usefulMove);
    expect(carthageSolver.safeAutoplayMove).to.equal(safeAutoplayMove);
  });
});
