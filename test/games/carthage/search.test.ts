import { expect } from '@open-wc/testing';
import { type CardCode, SUITS, cardOf, fullDeck } from '../../../src/core/cards.js';
import { type Random, createRandom, shuffle } from '../../../src/core/random.js';
import type { Move } from '../../../src/core/types.js';
import {
  type CarthageState,
  apply,
  applyLegal,
  deal,
  isWon,
  legalMoves,
  piles,
} from '../../../src/games/carthage/rules.js';
import {
  LOST_SEARCH_BUDGET,
  type SettledVerdict,
  canonicalKey,
  search,
  searchMoves,
} from '../../../src/games/carthage/search.js';
import { deepFreeze } from '../../support/freeze.js';
import { type Layout, complete, plainSearch, playedPosition, upTo } from './positions.js';
import { refusalText } from '../../support/refusal.js';

// ------------------------------------------------------------------------------------------------
// Positions

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
 * Small end positions made by hand, with their verdicts. `exhaustive: false` marks the winnable ones
 * whose empty piles give the plain search (which tells every arrangement of empty piles apart) too many
 * positions to finish; their winning lines are replayed instead.
 */
const HAND_MADE: { name: string; layout: Layout; verdict: SettledVerdict; exhaustive?: false }[] = [
  { name: 'one king left on a tableau pile', layout: { tableau: [['KS']] }, verdict: 'winnable' },
  {
    name: 'two suits stacked the wrong way round in reserves, with room',
    layout: {
      reserves: [
        ['KD', 'QD', 'JD'],
        ['QH', 'KH'],
      ],
    },
    verdict: 'winnable',
  },
  {
    name: 'a queen under its king in a reserve, kings to park',
    layout: { tableau: [['KH'], ['KC']], reserves: [['QS', 'KS'], ['QC']] },
    verdict: 'winnable',
  },
  {
    name: 'a run to move through one free reserve',
    layout: {
      tableau: [['9D', '8D', '7D'], ['TD']],
      reserves: [['6D'], ['5D', 'JD', 'QD', 'KD'], ['TD', 'JD', 'QD', 'KD']],
    },
    verdict: 'winnable',
    exhaustive: false,
  },
  { name: 'the jam: every six under a king, no empty pile', layout: JAM, verdict: 'unwinnable' },
  {
    name: 'the jam with one six free to go up and come back',
    layout: {
      tableau: [...JAM.tableau.slice(0, 4), ['7H', '6C'], ...JAM.tableau.slice(5)],
      reserves: [['7C', 'TC', 'KC'], ...JAM.reserves.slice(1)],
    },
    verdict: 'unwinnable',
  },
  {
    name: 'the jam with both sixes of hearts free: their piles empty as they go up, room enough',
    layout: {
      tableau: [...JAM.tableau.slice(0, 4), ['7H', '6H'], ['7H', '6H'], ...JAM.tableau.slice(6)],
      reserves: [...JAM.reserves.slice(0, 2), ['8H', '9H', 'KH'], ['8H', '9H', 'KH'], ...JAM.reserves.slice(4)],
    },
    verdict: 'winnable',
    exhaustive: false,
  },
  {
    name: 'the jam with a six of clubs on a jack: up, back, and round the nines',
    layout: {
      tableau: [['9C', '8C'], ['QC', '9C'], ['QC', 'JC', '6C'], ['JC'], ...JAM.tableau.slice(4)],
      reserves: [JAM.reserves[0], ['7C', '8C', 'TC', 'KC'], ...JAM.reserves.slice(2)],
    },
    verdict: 'unwinnable',
  },
  {
    name: 'the jam with a king of hearts out of the way',
    layout: {
      tableau: JAM.tableau,
      reserves: [
        ...JAM.reserves.slice(0, 2),
        ['6H', '8H', '9H'],
        ['6H', '8H', '9H', 'KH', 'KH'],
        ...JAM.reserves.slice(4),
      ],
    },
    verdict: 'winnable',
    exhaustive: false,
  },
];

/** A random end position: `out` cards taken off random foundations and laid into random piles, some left empty. */
function endPosition(random: Random, out: number): CarthageState {
  const heights = Array.from({ length: 8 }, () => 13);
  for (let i = 0; i < out; i++) {
    let f = random.nextInt(8);
    while (heights[f] === 0) f = random.nextInt(8);
    heights[f] -= 1;
  }
  const cards = heights.flatMap((h, f) => Array.from({ length: 13 - h }, (_, v) => cardOf(h + v + 1, SUITS[f >> 1])));
  const layout: CardCode[][] = Array.from({ length: 14 }, () => []);
  const used = 8 + random.nextInt(7);
  for (const card of shuffle(cards, random)) layout[random.nextInt(used)].push(card);
  const order = shuffle(layout, random);
  return deepFreeze({
    foundations: shuffle(
      heights.map((h, f) => upTo(h ? cardOf(h, SUITS[f >> 1]) : '')),
      random,
    ),
    tableau: order.slice(0, 8),
    reserves: order.slice(8),
    stock: [],
  });
}

const keyOfMove = (move: Move): string => `${move.from}>${move.to}#${move.count ?? 1}`;

// ------------------------------------------------------------------------------------------------

describe('carthage search', function () {
  this.timeout(30000);

  describe('canonicalKey()', () => {
    const state = complete({ tableau: [['KS', 'QS'], ['KH'], [], ['JD']], reserves: [['QH'], [], ['KD', 'QD']] });

    it('is the same when tableau piles, reserves (stock empty) or foundations change places', () => {
      const key = canonicalKey(state);
      const moved = {
        ...state,
        tableau: [...state.tableau].reverse(),
        reserves: [state.reserves[2], state.reserves[0], ...state.reserves.slice(3), state.reserves[1]],
        foundations: [...state.foundations].reverse(),
      };
      expect(canonicalKey(moved)).to.equal(key);
      expect(piles(moved)).not.to.deep.equal(piles(state));
    });

    it('tells apart positions that differ in any card, and keeps reserves in order while the stock has cards', () => {
      const key = canonicalKey(state);
      for (const move of legalMoves(state)) {
        // Only a whole pile moved into an empty pile of its kind leaves the position as it was.
        const source = piles(state)[move.from];
        const wholePile =
          move.from.split('-')[0] === move.to.split('-')[0] &&
          (move.count ?? 1) === source.length &&
          piles(state)[move.to].length === 0;
        expect(canonicalKey(applyLegal(state, move)) === key, keyOfMove(move)).to.equal(wholePile);
      }
      // A pile split differently is a different position, not just the same cards.
      expect(canonicalKey({ ...state, tableau: [['KS'], ['QS'], ...state.tableau.slice(2)] })).not.to.equal(
        canonicalKey({ ...state, tableau: [['KS', 'QS'], [], ...state.tableau.slice(2)] }),
      );
      // With a stock, the next deal tells reserve-0 from reserve-5.
      const withStock = { ...state, stock: ['9C'] as CardCode[] };
      const swapped = {
        ...withStock,
        reserves: [withStock.reserves[2], withStock.reserves[1], withStock.reserves[0], ...withStock.reserves.slice(3)],
      };
      expect(canonicalKey(swapped)).not.to.equal(canonicalKey(withStock));
      expect(canonicalKey({ ...withStock, stock: ['8C'] as CardCode[] })).not.to.equal(canonicalKey(withStock));
    });
  });

  describe('search()', () => {
    for (const { name, layout, verdict, exhaustive } of HAND_MADE) {
      it(`agrees with a plain exhaustive search: ${name} (${verdict})`, () => {
        const state = complete(layout);
        if (exhaustive !== false) expect(plainSearch(state)).to.equal(verdict);
        expect(search(state, { budget: 100000 }).verdict).to.equal(verdict);
        expect(search(state, { budget: 100000, prune: false }).verdict).to.equal(verdict);
      });
    }

    it('gives a winning line that the rules accept move by move', () => {
      for (const { layout, verdict } of HAND_MADE) {
        const result = search(complete(layout), { budget: 100000 });
        if (verdict === 'unwinnable') {
          expect(result.line).to.equal(null);
          continue;
        }
        let state = complete(layout);
        for (const move of result.line ?? []) {
          const step = apply(state, move);
          if (!step.ok) expect.fail(`line move ${keyOfMove(move)} refused: ${refusalText(step.reason)}`);
          else state = step.state;
        }
        expect(isWon(state)).to.equal(true);
      }
    });

    it('answers "winnable" at once for a won position, "unwinnable" for one with no move', () => {
      expect(search(complete({}))).to.deep.equal({ verdict: 'winnable', positions: 0, line: [] });
      const stuck = complete({
        tableau: [['9C'], ['9C'], ...JAM.tableau.slice(2)],
        reserves: [['6C', '7C', 'TC', '8C', 'KC'], ...JAM.reserves.slice(1)],
      });
      expect(legalMoves(stuck)).to.deep.equal([]);
      expect(search(stuck)).to.deep.equal({ verdict: 'unwinnable', positions: 0, line: null });
    });

    it('says "unknown" when the budget runs out, never more positions than the budget, the same every time', () => {
      const state = complete(HAND_MADE[5].layout);
      const full = search(state, { budget: 100000 });
      expect(full.verdict).to.equal('unwinnable');
      for (const budget of [0, 1, 2, full.positions - 1]) {
        const result = search(state, { budget });
        expect(result, `budget ${budget}`).to.deep.equal({ verdict: 'unknown', positions: budget, line: null });
      }
      expect(search(state, { budget: full.positions })).to.deep.equal(full);
      expect(search(state, { budget: 100000 })).to.deep.equal(full);
    });

    it('searches through stock deals when the stock has cards (reserves keep their order)', () => {
      // Everything is up but twelve clubs in the stock: one deal, then they go up from the reserves.
      const stock = ['KC', 'QC', 'JC', 'TC', '9C', '8C', '7C', '6C', '5C', '4C', '3C', '2C'];
      const state = complete({ tableau: [['AC']], stock });
      const result = search(state, { budget: 100000 });
      expect(result.verdict).to.equal('winnable');
      expect(result.line?.some((move) => move.from === 'stock')).to.equal(true);
    });

    it('stops at the default budget where it cannot decide, and answers "unknown"', () => {
      // A position reached by random play from a real deal, that needs more than the default budget.
      // (Time per position is measured by the benchmarks, not here: these machines are noisy.)
      const state = playedPosition(createRandom('slow'), 's6', 0);
      expect(state.stock).to.deep.equal([]);
      const result = search(state);
      expect(result.verdict).to.equal('unknown');
      expect(result.positions).to.equal(LOST_SEARCH_BUDGET);
    });
  });

  describe('pruning', () => {
    // Random end positions (mostly winnable) and positions played from real deals (mostly lost).
    const random = createRandom('carthage-search-test');
    const positions: CarthageState[] = [
      ...Array.from({ length: 32 }, (_, i) => endPosition(random, 4 + (i % 16))),
      ...Array.from({ length: 32 }, (_, i) => playedPosition(random, `pruning-${i}`, i % 12)).filter(
        (state) => state.stock.length === 0,
      ),
      ...HAND_MADE.map(({ layout }) => complete(layout)),
    ];

    it('drops only moves that lead to a position some kept move leads to, or back to the same position', () => {
      let dropped = 0;
      const withStock = [
        deal('42', {}),
        playedPosition(createRandom('stock'), 'keep-stock', -1),
        complete({ tableau: [['QD']], reserves: [['KD', 'JD']], stock: ['TD', 'KD', 'QD'] }),
      ];
      for (const state of [...positions, ...withStock]) {
        const kept = searchMoves(state, true);
        const all = searchMoves(state, false);
        expect(all).to.deep.equal(legalMoves(state));
        const keptKeys = new Set(kept.map(keyOfMove));
        // Kept moves are legal moves, in legalMoves() order.
        expect(all.filter((move) => keptKeys.has(keyOfMove(move)))).to.deep.equal(kept);
        const reached = new Set([canonicalKey(state), ...kept.map((move) => canonicalKey(applyLegal(state, move)))]);
        for (const move of all) {
          if (keptKeys.has(keyOfMove(move))) continue;
          dropped += 1;
          expect(reached.has(canonicalKey(applyLegal(state, move))), `dropped ${keyOfMove(move)}`).to.equal(true);
        }
      }
      // The test saw pruning at work, not just positions where nothing could be dropped.
      expect(dropped).to.be.above(100);
    });

    it('gives the same verdicts and lines with and without pruning on many small positions, with fewer positions', () => {
      const seen = { winnable: 0, unwinnable: 0 };
      let fewer = 0;
      for (const state of positions) {
        const pruned = search(state, { budget: 2500 });
        const plain = search(state, { budget: 2500, prune: false });
        if (pruned.verdict === 'unknown' || plain.verdict === 'unknown') continue;
        expect(pruned.verdict).to.equal(plain.verdict);
        expect(pruned.line).to.deep.equal(plain.line);
        expect(pruned.positions).to.be.at.most(plain.positions);
        if (pruned.positions < plain.positions) fewer += 1;
        seen[pruned.verdict] += 1;
      }
      expect(seen.winnable).to.be.above(20);
      expect(seen.unwinnable).to.be.above(10);
      expect(fewer).to.be.above(10);
    });

    it('agrees with the plain exhaustive search wherever that one can finish', () => {
      const compared = { winnable: 0, unwinnable: 0 };
      for (const state of positions) {
        const plain = plainSearch(state, 2000);
        if (plain === 'too big') continue;
        expect(search(state, { budget: 100000 }).verdict).to.equal(plain);
        compared[plain] += 1;
      }
      expect(compared.winnable).to.be.above(15);
      expect(compared.unwinnable).to.be.above(10);
    });
  });

  it('the cards of every position it reaches stay the two packs', () => {
    const state = complete(HAND_MADE[3].layout);
    const result = search(state, { budget: 100000 });
    let current = state;
    for (const move of result.line ?? []) {
      current = applyLegal(current, move);
      expect(Object.values(piles(current)).flat().sort()).to.deep.equal(fullDeck(2).sort());
    }
  });
});
