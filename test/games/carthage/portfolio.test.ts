import { expect } from '@open-wc/testing';
import { createRandom } from '../../../src/core/random.js';
import { type Search, type SearchResult, solve, solveWith, startSearch } from '../../../src/search/search.js';
import type { Move } from '../../../src/core/types.js';
import { type CarthageState, deal, isWon } from '../../../src/games/carthage/rules.js';
import { createBestFirstSearch } from '../../../src/search/best-first.js';
import {
  BEST_FIRST_SLICE,
  DEFAULT_PORTFOLIO,
  DEFAULT_WEIGHTS,
  EMPTY_PILE_WEIGHTS,
  RESERVE_WEIGHTS,
  SHALLOW_WEIGHTS,
  UNBLOCKED_WEIGHTS,
  carthageSearch,
  hopefulProblem,
  scoreWith,
} from '../../../src/games/carthage/solver/portfolio.js';
import { carthageProblem, carthageSolver } from '../../../src/games/carthage/solver.js';
import { createBoardDepthFirst } from '../../../src/games/carthage/solver/fast-search.js';
import { complete, plainSearch, playedPosition, replay } from './positions.js';

/** Replays a line through apply(), refusing any illegal move; whether it ends in a won game. */
const winsFrom = (state: CarthageState, line: readonly Move[]): boolean => isWon(replay(state, line));

/** Runs a search to the end in slices of `slice` moves, as the element does. */
function inSlices(search: Search, slice: number): SearchResult {
  for (let i = 0; i < 1e6; i++) {
    const before = search.nodes;
    const result = search.run(slice);
    if (result) return result;
    expect(search.nodes - before).to.be.at.most(slice);
  }
  throw new Error('never finished');
}

// Deals the portfolio wins in a best-first search (DEFAULT_WEIGHTS), a thousand or two positions in (scratch measurement).
const BEST_FIRST_DEALS = ['23', '26', '32'];

describe('carthage portfolio search', function () {
  this.timeout(60000);

  it('is the search the Carthage solver gives, and wins deals with lines that apply() plays to a won game', () => {
    expect(carthageSolver.search).to.be.a('function');
    for (const seed of BEST_FIRST_DEALS) {
      const start = deal(seed, {});
      const result = solveWith(carthageSolver, start);
      expect(result.verdict, seed).to.equal('winnable');
      expect(result.nodes, seed).to.be.at.most(carthageSolver.budget);
      expect(winsFrom(start, result.line as Move[]), seed).to.equal(true);
    }
  });

  it('gives lines no longer than the depth-first search finds, on deals both win', () => {
    for (const seed of ['11', '13']) {
      const start = deal(seed, {});
      const portfolio = solveWith(carthageSolver, start);
      const depthFirst = solve(carthageSolver.problem, start, 20000);
      expect(portfolio.verdict).to.equal('winnable');
      expect(winsFrom(start, portfolio.line as Move[])).to.equal(true);
      expect((portfolio.line as Move[]).length).to.be.at.most((depthFirst.line as Move[]).length);
    }
  });

  it('says "unwinnable" for a deal only the complete depth-first search can settle (deal 54)', () => {
    const result = solveWith(carthageSolver, deal('54', {}));
    expect(result.verdict).to.equal('unwinnable');
    expect(result.line).to.equal(null);
  });

  it('agrees with a plain exhaustive search on late positions of real games and on hand-made ones', () => {
    const random = createRandom('carthage-portfolio');
    const positions = [
      ...['1', '2', '3', '4', '5', '6', '7', '8'].flatMap((seed) => [
        playedPosition(random, seed, 10),
        playedPosition(random, seed, 40),
      ]),
      complete({ tableau: [['KS']] }),
      complete({
        reserves: [
          ['KD', 'QD', 'JD'],
          ['QH', 'KH'],
        ],
      }),
      complete({ tableau: [['KH'], ['KC']], reserves: [['QS', 'KS'], ['QC']] }),
    ];
    const seen = new Set<string>();
    for (const state of positions) {
      const truth = plainSearch(state, 20000);
      if (truth === 'too big') continue;
      const result = carthageSearch(state, 20000).run(Number.POSITIVE_INFINITY) as SearchResult;
      expect(result.verdict).to.equal(truth);
      if (result.verdict === 'winnable') expect(winsFrom(state, result.line as Move[])).to.equal(true);
      seen.add(truth);
    }
    expect([...seen].sort()).to.deep.equal(['unwinnable', 'winnable']);
  });

  it('gives the same answer run in slices as at once, through every phase, never past its allowance or budget', () => {
    const options = { depthFirstFirst: 500, bestFirst: DEFAULT_PORTFOLIO.bestFirst };
    // Deal 26 is won in the first best-first search; deal 3 runs every phase out at this budget.
    for (const [seed, budget] of [
      ['26', 30000],
      ['3', 6000],
    ] as const) {
      for (const turns of [options, { ...options, slice: 700 }]) {
        const start = deal(seed, {});
        const atOnce = carthageSearch(start, budget, turns).run(Number.POSITIVE_INFINITY) as SearchResult;
        const sliced = inSlices(carthageSearch(start, budget, turns), 64);
        expect(sliced, seed).to.deep.equal(atOnce);
        expect(atOnce.nodes, seed).to.be.at.most(budget);
      }
    }
    const unknown = startSearch(carthageSolver, deal('3', {}), 6000).run(Number.POSITIVE_INFINITY) as SearchResult;
    expect(unknown).to.deep.equal({ verdict: 'unknown', nodes: 6000, line: null });
  });

  it('wins with a charge per move a deal the scores without one do not (deal 83)', () => {
    const start = deal('83', {});
    const problem = hopefulProblem(carthageProblem());
    const search = (weights: typeof DEFAULT_WEIGHTS, budget: number) =>
      createBestFirstSearch(problem, { score: scoreWith(weights) }, start, budget).run(
        Number.POSITIVE_INFINITY,
      ) as SearchResult;
    for (const weights of [DEFAULT_WEIGHTS, UNBLOCKED_WEIGHTS, EMPTY_PILE_WEIGHTS, RESERVE_WEIGHTS])
      expect(search(weights, 5000).verdict).to.equal('unknown');
    const won = search(SHALLOW_WEIGHTS, 3000);
    expect(won.verdict).to.equal('winnable');
    expect(winsFrom(start, won.line as Move[])).to.equal(true);
    // The portfolio gives every search its turn: deal 83 is won by the last one, within the budget.
    const result = solveWith(carthageSolver, start);
    expect(result.verdict).to.equal('winnable');
    expect(winsFrom(start, result.line as Move[])).to.equal(true);
  });

  it('may take the best-first searches in turns: a deal the last one wins early then costs little more than a turn each', () => {
    // Deal 26: DEFAULT_WEIGHTS win it about a thousand positions in, SHALLOW_WEIGHTS not within 32,000 (scratch measurement).
    const options = {
      depthFirstFirst: 0,
      slice: 1000,
      bestFirst: [
        { share: 0.5, weights: SHALLOW_WEIGHTS },
        { share: 0.5, weights: DEFAULT_WEIGHTS },
      ],
    };
    const alone = carthageSearch(deal('26', {}), 40000, {
      depthFirstFirst: 0,
      bestFirst: [{ share: 1, weights: DEFAULT_WEIGHTS }],
    }).run(Number.POSITIVE_INFINITY) as SearchResult;
    const both = carthageSearch(deal('26', {}), 40000, options).run(Number.POSITIVE_INFINITY) as SearchResult;
    expect(alone.verdict).to.equal('winnable');
    expect(both.verdict).to.equal('winnable');
    expect(both.nodes).to.be.at.most(2 * alone.nodes + 1000);
    // One after the other (the default), the first search spends its whole share first.
    const inTurn = carthageSearch(deal('26', {}), 40000, { ...options, slice: BEST_FIRST_SLICE }).run(
      Number.POSITIVE_INFINITY,
    ) as SearchResult;
    expect(inTurn.verdict).to.equal('winnable');
    expect(inTurn.nodes).to.equal(20000 + alone.nodes);
  });

  it('gives every move past sharedBudget to the depth-first search, so a patient budget proves more deals lost', () => {
    // Deal 199: the depth-first search alone sees all of it in 32,911 moves (lost), whatever else runs.
    const start = deal('199', {});
    const alone = createBoardDepthFirst(start, 100000).run(Number.POSITIVE_INFINITY) as SearchResult;
    expect(alone.verdict).to.equal('unwinnable');
    const shares = DEFAULT_PORTFOLIO.bestFirst.reduce((sum, { share }) => sum + share, 0);
    const budget = 60000;
    // Shares of the whole budget leave the depth-first search too little.
    const whole = carthageSearch(start, budget).run(Number.POSITIVE_INFINITY) as SearchResult;
    expect(alone.nodes).to.be.above(budget * (1 - shares));
    expect(whole).to.deep.equal({ verdict: 'unknown', nodes: budget, line: null });
    // Shares of 10,000 and no deep shares: the best-first searches spend their caps, the depth-first search the rest.
    const bestFirst = DEFAULT_PORTFOLIO.bestFirst.map(({ share, weights }) => ({ share, weights }));
    const capped = carthageSearch(start, budget, { ...DEFAULT_PORTFOLIO, bestFirst, sharedBudget: 10000 }).run(
      Number.POSITIVE_INFINITY,
    ) as SearchResult;
    expect(capped.verdict).to.equal('unwinnable');
    expect(capped.nodes).to.be.at.most(alone.nodes + 10000 * shares);
    // Deep shares of the budget past 10,000 (24% of 50,000 here) go to the best-first searches before it.
    const deep = carthageSearch(start, budget, { ...DEFAULT_PORTFOLIO, sharedBudget: 10000 }).run(
      Number.POSITIVE_INFINITY,
    ) as SearchResult;
    expect(deep.nodes).to.be.above(capped.nodes + 10000);
    // Below sharedBudget the shares are of the budget, as without it.
    const small = carthageSearch(start, 20000, { ...DEFAULT_PORTFOLIO, sharedBudget: 500000 }).run(
      Number.POSITIVE_INFINITY,
    );
    expect(small).to.deep.equal(carthageSearch(start, 20000).run(Number.POSITIVE_INFINITY));
  });

  it('scores cards home above all, then empty piles, and tall reserves below short ones', () => {
    const score = scoreWith(DEFAULT_PORTFOLIO.bestFirst[0].weights);
    const fewerHome = complete({ tableau: [['KS'], ['KH']] });
    const moreHome = complete({ tableau: [['KS']] });
    expect(score(moreHome, 0)).to.be.above(score(fewerHome, 0));
    const tall = complete({ reserves: [['KS', 'KH', 'KD'], ['QS']] });
    const spread = complete({
      reserves: [
        ['KS', 'KH'],
        ['KD', 'QS'],
      ],
    });
    expect(score(spread, 0)).to.be.above(score(tall, 0));
    expect(carthageProblem().isWon(complete({}))).to.equal(true);
  });
});
