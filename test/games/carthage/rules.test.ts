import { expect } from '@open-wc/testing';
import { type CardCode, fullDeck } from '../../../src/core/cards.js';
import { dealRandom, shuffle } from '../../../src/core/random.js';
import { type Move, sameMove } from '../../../src/core/types.js';
import {
  type CarthageState,
  apply,
  applyLegal,
  deal,
  dealLayout,
  dealStock,
  isWon,
  legalMoves,
  maxSuperMove,
  piles,
  seedStock,
  whyIllegal,
} from '../../../src/games/carthage/rules.js';
import { carthageRules, status } from '../../../src/games/carthage/status.js';
import { search } from '../../../src/games/carthage/search.js';
import { carthageGame } from '../../../src/games/carthage/index.js';
import { pileNamer } from '../../../src/i18n/error-words.js';
import { deepFreeze } from '../../support/freeze.js';
import { refusalText } from '../../support/refusal.js';
import { type Layout, complete as completeLayout, upTo } from './positions.js';

// ------------------------------------------------------------------------------------------------
// Hand-built positions

interface Spec {
  /** Each foundation's top card ('' or missing: empty); the builder lays the ace up to it beneath. */
  foundations?: readonly string[];
  /** Tableau piles and reserves, bottom card first; missing ones are empty. */
  tableau?: readonly (readonly string[])[];
  reserves?: readonly (readonly string[])[];
  stock?: readonly string[];
}

/**
 * A CarthageState built by hand, deep-frozen so any mutation by the rules throws. It holds only the
 * cards named: the rules never count cards, so a move test sees exactly the piles it set up.
 */
function build(spec: Spec): CarthageState {
  const pad = (piles: readonly (readonly string[])[] | undefined, length: number): CardCode[][] =>
    Array.from({ length }, (_, index) => (piles?.[index] ?? []).slice() as CardCode[]);
  return deepFreeze({
    foundations: Array.from({ length: 8 }, (_, index) => upTo(spec.foundations?.[index] ?? '')),
    tableau: pad(spec.tableau, 8),
    reserves: pad(spec.reserves, 6),
    stock: (spec.stock ?? []).slice() as CardCode[],
  });
}

/** A whole game's position from its layout (positions.ts), checked to hold both packs exactly. */
function complete(layout: Layout): CarthageState {
  const state = completeLayout(layout);
  expect(Object.values(piles(state)).flat().sort()).to.deep.equal(fullDeck(2).sort());
  return state;
}

const keys = (moves: Move[]): string[] => moves.map((m) => `${m.from}>${m.to}${m.count ? `#${m.count}` : ''}`);
const movesFrom = (state: CarthageState, from: string): string[] =>
  keys(legalMoves(state).filter((m) => m.from === from));
const isListed = (state: CarthageState, move: Move): boolean =>
  legalMoves(state).some((legal) => sameMove(legal, move));

/** Applies a move that must be legal and returns the new state (frozen, so later moves cannot mutate it). */
function play(state: CarthageState, move: Move): CarthageState {
  const result = apply(state, move);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(move)} to be legal, got: ${refusalText(result.reason)}`);
  expect(isListed(state, move), `${JSON.stringify(move)} is legal but not listed`).to.equal(true);
  return deepFreeze(result.state);
}

const PILES = pileNamer(carthageGame);

/** The move is refused with a refusal that reads as a sentence, by apply and whyIllegal alike, it is not listed, and nothing changes. */
function expectRefused(state: CarthageState, move: Move, pattern?: RegExp): string {
  const before = JSON.stringify(state);
  const result = apply(state, move);
  expect(result.ok, `${JSON.stringify(move)} should be refused`).to.equal(false);
  if (result.ok) return '';
  // The refusal is data (a key and what it names), worded here in English with the game's pile names.
  const reason = refusalText(result.reason, PILES);
  // A sentence a player can read: no leaked "undefined", "null", "NaN" or "[object ...]".
  expect(reason).to.match(/^\S.{8,}[.]$/);
  expect(reason).not.to.match(/undefined|\bnull\b|NaN|\[object/);
  if (pattern) expect(reason).to.match(pattern);
  expect(whyIllegal(state, move)).to.deep.equal(result.reason);
  expect(isListed(state, move)).to.equal(false);
  expect(JSON.stringify(state)).to.equal(before);
  return reason;
}

// Cards that never play in the positions below (no queen of their suit, nothing above them).
const FILL = ['KH', 'KD', 'KC', 'KH', 'KD', 'KC', 'KH', 'KD'];

// ------------------------------------------------------------------------------------------------

describe('carthage rules', () => {
  describe('the deal (rules 1-4)', () => {
    const seeds = ['42', 'daily-2026-11-29', '🂡🃏', '', '123-456-789', 'x'];

    it('deals 8 empty foundations, one card on each tableau pile, six on each reserve, 60 in the stock: both packs', () => {
      for (const seed of seeds) {
        const state = deal(seed, {});
        expect(state.foundations, seed).to.deep.equal([[], [], [], [], [], [], [], []]);
        expect(
          state.tableau.map((pile) => pile.length),
          seed,
        ).to.deep.equal([1, 1, 1, 1, 1, 1, 1, 1]);
        expect(
          state.reserves.map((pile) => pile.length),
          seed,
        ).to.deep.equal([6, 6, 6, 6, 6, 6]);
        expect(state.stock, seed).to.have.length(60);
        // Every card of the two packs exactly twice: the multiset of the deal is fullDeck(2).
        expect(Object.values(piles(state)).flat().sort(), seed).to.deep.equal(fullDeck(2).sort());
      }
    });

    it('deals the shuffled packs in order: tableau-0..7, then six rounds over reserve-0..5, the rest to the stock', () => {
      for (const seed of seeds) {
        const shuffled = shuffle(fullDeck(2), dealRandom('carthage', seed));
        const state = deal(seed, {});
        expect(state.tableau, seed).to.deep.equal(shuffled.slice(0, 8).map((card) => [card]));
        // Card 8 to reserve-0, 9 to reserve-1, ..., 13 to reserve-5, 14 on top of card 8, ...
        expect(state.reserves, seed).to.deep.equal(
          [0, 1, 2, 3, 4, 5].map((r) => [0, 1, 2, 3, 4, 5].map((round) => shuffled[8 + 6 * round + r])),
        );
        // The remaining 60 with card 44 on top (last), so the first deal starts with it.
        expect(state.stock, seed).to.deep.equal(shuffled.slice(44).reverse());
      }
    });

    it('is seedStock (all 104 shuffled into the stock, first card on top) then dealLayout', () => {
      const seeded = seedStock('42', {});
      expect(seeded.stock).to.have.length(104);
      expect(seeded.stock).to.deep.equal(shuffle(fullDeck(2), dealRandom('carthage', '42')).reverse());
      expect(
        [...seeded.foundations, ...seeded.tableau, ...seeded.reserves].every((pile) => pile.length === 0),
      ).to.equal(true);
      expect(dealLayout(seeded)).to.deep.equal(deal('42', {}));
      // Never changes its input.
      expect(seeded.stock).to.have.length(104);
    });

    it('is a pure function of the seed: the same seed deals the same layout, different seeds differ', () => {
      for (const seed of seeds) expect(deal(seed, {})).to.deep.equal(deal(seed, {}));
      const names = [...seeds, ...Array.from({ length: 30 }, (_, i) => `seed-${i}`), '42 ', '042'];
      expect(new Set(names.map((seed) => JSON.stringify(piles(deal(seed, {}))))).size).to.equal(names.length);
      // Not the Carpet deal of the same seed: the variant is part of the generator's key.
      const carpetOrder = shuffle(fullDeck(2), dealRandom('carpet', '42'));
      expect(deal('42', {}).tableau.flat()).not.to.deep.equal(carpetOrder.slice(0, 8));
    });

    // THE GUARD FOR SHARED DEAL LINKS. These layouts were observed once from the current code and
    // frozen as literals: every deal must be the same in every browser, forever (RULES.md). If one of
    // these tests fails, the shuffle, the generator or the deal order changed, and every shared deal
    // link would now show a different game. Do not update the literals: keep the old path and bump
    // DEAL_VERSION instead.
    describe('pinned layouts (guard against any change to the shuffle or the deal order)', () => {
      // prettier-ignore
      const pinned: { seed: string; tableau: string[]; reserves: string[][]; stock: string[] }[] = [
        {
          seed: '42',
          tableau: ['3D', 'QD', '8S', '9D', '6D', '3C', '2C', '6H'],
          reserves: [
            ['5C', 'AC', '9S', 'QH', '7C', '5H'],
            ['4C', 'TS', '2S', '5D', 'KH', '7H'],
            ['9C', '9C', '2H', 'JD', '4S', 'TC'],
            ['7D', '7S', 'TH', '5S', 'KC', '2S'],
            ['8H', 'JS', 'KC', '3S', '4D', 'AD'],
            ['4C', '7D', 'JD', 'JH', '9S', '8D'],
          ],
          stock: ['8H', 'AC', '5S', '5H', 'KD', '5C', '2D', '4H', 'TD', '8C', '8D', 'QD', '9D', '4S', '6C', '6C', '2C', '9H', 'JH', '3S', 'AS', '6D', 'TC', 'TH', 'KH', 'TD', 'JC', 'AH', '3H', '3D', '6S', '7H', 'QC', '7C', 'AD', '5D', 'AS', '6H', 'JS', 'QS', '8S', '3H', 'KS', 'KD', '9H', '7S', 'TS', '4D', 'QS', 'KS', 'QH', 'QC', '8C', '3C', '6S', '4H', 'JC', '2H', 'AH', '2D'],
        },
        {
          seed: 'daily-2026-11-29',
          tableau: ['QH', '5S', '8D', 'KD', 'AS', 'JH', '5C', '4S'],
          reserves: [
            ['KC', 'JS', 'JC', '5S', '2S', '8S'],
            ['TS', 'AD', 'TC', 'JS', '9D', 'AH'],
            ['7D', 'JD', 'TC', '7H', 'QS', '5H'],
            ['4S', '3D', '8D', '7C', 'KH', '8C'],
            ['QC', '4C', '2D', '4D', '3H', '8H'],
            ['KC', '2C', 'KS', 'KD', '7C', 'AH'],
          ],
          stock: ['7S', '3C', '6S', '6C', '6S', '9S', 'TD', '9C', '5D', 'JC', '9H', 'AD', '2H', '9H', '2C', '8C', '3C', 'QS', '4H', '7H', 'AS', 'QH', '6C', '7S', '2D', 'QD', 'QD', '3S', 'KS', '4H', '6H', '7D', 'JH', 'KH', '6D', 'TH', '5D', '4D', '2S', '3D', 'AC', '6H', '4C', '5C', 'JD', '3H', 'TH', 'TS', '2H', 'TD', '8S', '6D', '9C', '5H', 'QC', '9S', '8H', 'AC', '3S', '9D'],
        },
        {
          seed: '🂡🃏',
          tableau: ['JD', '9H', '2H', '5H', '6H', '5H', 'JC', '7S'],
          reserves: [
            ['JS', '7H', '7D', '7H', '4C', 'KC'],
            ['AH', '9D', 'KC', 'AS', '5S', 'TD'],
            ['4C', '2H', 'JH', 'JC', 'TC', 'TS'],
            ['QH', '5D', '2S', '8D', '9S', '9C'],
            ['3C', '3H', '9H', '7D', '2C', 'TH'],
            ['7C', '4H', '4D', 'AS', 'KD', '4S'],
          ],
          stock: ['3D', '3S', '3H', '6D', '8H', 'TC', '7C', '3D', 'AD', 'QS', 'KD', '6S', 'KS', 'AD', '5S', 'AC', '8H', '6C', '2D', '4D', '2S', '4H', 'AH', '6H', '8S', 'QC', '3S', 'JH', '9D', '7S', '9C', '3C', '8D', '6S', 'QC', 'KH', 'TD', 'KS', '2C', '8C', '5C', 'KH', 'QS', '4S', '5D', '2D', 'TS', 'QH', '9S', 'QD', 'TH', '8C', '8S', '5C', '6D', '6C', 'JS', 'AC', 'QD', 'JD'],
        },
      ];
      for (const { seed, tableau, reserves, stock } of pinned) {
        it(`seed ${JSON.stringify(seed)}`, () => {
          const p = piles(deal(seed, {}));
          expect(Array.from({ length: 8 }, (_, i) => p[`tableau-${i}`])).to.deep.equal(tableau.map((card) => [card]));
          expect(Array.from({ length: 6 }, (_, i) => p[`reserve-${i}`])).to.deep.equal(reserves);
          expect(p.stock).to.deep.equal(stock);
          for (let i = 0; i < 8; i++) expect(p[`foundation-${i}`]).to.deep.equal([]);
        });
      }
    });
  });

  describe('legalMoves()', () => {
    it('lists the moves of a real deal: an ace to every empty foundation, two builds, the deal last', () => {
      // Seed "42": the ace of diamonds tops reserve-4; the two of clubs on tableau-6 goes on the three
      // on tableau-5; the five of hearts (reserve-0) on the six (tableau-7); the eight of diamonds
      // (reserve-5) on the nine (tableau-3).
      expect(keys(legalMoves(deal('42', {})))).to.deep.equal([
        ...[0, 1, 2, 3, 4, 5, 6, 7].map((f) => `reserve-4>foundation-${f}`),
        'tableau-6>tableau-5',
        'reserve-0>tableau-7',
        'reserve-5>tableau-3',
        'stock>reserve',
      ]);
    });

    it('keeps the documented order: foundations, then tableau piles, then empty reserves, then the deal', () => {
      const state = build({
        foundations: ['AH', '3C', 'AS', 'AS', '2D'],
        tableau: [['5S', '4S'], ['2H'], [], ['9C', '4C'], ['5S'], ['6S'], ['KD'], ['QC']],
        reserves: [['AC'], ['2S'], ['7H', '3D'], ['JD'], ['TH'], []],
        stock: ['8H'],
      });
      // One empty tableau pile and one empty reserve: runs of 4 onto a card, of 2 into the empty pile.
      expect(maxSuperMove(state, false)).to.equal(4);
      expect(maxSuperMove(state, true)).to.equal(2);
      expect(keys(legalMoves(state))).to.deep.equal([
        // 1. To the foundations, by source (tableau, then reserves), then by foundation.
        'tableau-1>foundation-0',
        'tableau-3>foundation-1',
        'reserve-0>foundation-5',
        'reserve-0>foundation-6',
        'reserve-0>foundation-7',
        'reserve-1>foundation-2',
        'reserve-1>foundation-3',
        'reserve-2>foundation-4',
        // 2. Onto the tableau, by source (tableau, reserves, foundations), then by destination; one card, then runs by count.
        'tableau-0>tableau-2',
        'tableau-0>tableau-2#2',
        'tableau-0>tableau-4',
        'tableau-0>tableau-5#2',
        'tableau-1>tableau-2',
        'tableau-3>tableau-2',
        'tableau-4>tableau-2',
        'tableau-4>tableau-5',
        'tableau-5>tableau-2',
        'tableau-6>tableau-2',
        'tableau-7>tableau-2',
        'reserve-0>tableau-2',
        'reserve-1>tableau-2',
        'reserve-2>tableau-2',
        'reserve-3>tableau-2',
        'reserve-4>tableau-2',
        'foundation-0>tableau-1',
        'foundation-0>tableau-2',
        'foundation-1>tableau-2',
        'foundation-1>tableau-3',
        'foundation-2>tableau-2',
        'foundation-3>tableau-2',
        'foundation-4>tableau-2',
        // 3. Into the empty reserves, by source.
        ...['tableau-0', 'tableau-1', 'tableau-3', 'tableau-4', 'tableau-5', 'tableau-6', 'tableau-7'].map(
          (from) => `${from}>reserve-5`,
        ),
        ...['reserve-0', 'reserve-1', 'reserve-2', 'reserve-3', 'reserve-4'].map((from) => `${from}>reserve-5`),
        ...['foundation-0', 'foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'].map(
          (from) => `${from}>reserve-5`,
        ),
        // 4. The deal.
        'stock>reserve',
      ]);
      for (const move of legalMoves(state)) expect(whyIllegal(state, move), JSON.stringify(move)).to.equal(undefined);
    });
  });

  describe('moves to the foundations (rules 1, 6)', () => {
    it('any ace starts any empty foundation: one move per empty foundation, from a tableau pile or a reserve', () => {
      const state = build({ foundations: ['AH', '', '3S'], tableau: [['AD']], reserves: [[], ['9C', 'AH']] });
      const empties = [1, 3, 4, 5, 6, 7].map((f) => `foundation-${f}`);
      expect(movesFrom(state, 'tableau-0').filter((m) => m.includes('foundation'))).to.deep.equal(
        empties.map((to) => `tableau-0>${to}`),
      );
      // The second ace of hearts may start a foundation of its own beside the first.
      expect(movesFrom(state, 'reserve-1').filter((m) => m.includes('foundation'))).to.deep.equal(
        empties.map((to) => `reserve-1>${to}`),
      );
      const after = play(state, { from: 'tableau-0', to: 'foundation-6' });
      expect(after.foundations[6]).to.deep.equal(['AD']);
      expect(after.tableau[0]).to.deep.equal([]);
      const both = play(after, { from: 'reserve-1', to: 'foundation-1' });
      expect(both.foundations.map((pile) => pile.join(' '))).to.deep.equal([
        'AH',
        'AH',
        'AS 2S 3S',
        '',
        '',
        '',
        'AD',
        '',
      ]);
      expect(both.reserves[1]).to.deep.equal(['9C']);
      // An ace never goes on a started foundation.
      expectRefused(
        state,
        { from: 'tableau-0', to: 'foundation-0' },
        /does not go on foundation 1: it builds in hearts/,
      );
    });

    it('an empty foundation takes nothing but an ace', () => {
      const state = build({ tableau: [['2C']], reserves: [['KS']] });
      expectRefused(state, { from: 'tableau-0', to: 'foundation-0' }, /starts with an ace, not the two of clubs/);
      expectRefused(state, { from: 'reserve-0', to: 'foundation-7' }, /starts with an ace/);
    });

    it('a started foundation builds up in its suit, one rank at a time', () => {
      const state = build({ foundations: ['4H'], tableau: [['5H'], ['5D'], ['6H'], ['4H']], reserves: [['5H']] });
      play(state, { from: 'tableau-0', to: 'foundation-0' });
      const fromReserve = play(state, { from: 'reserve-0', to: 'foundation-0' });
      expect(fromReserve.foundations[0]).to.deep.equal(['AH', '2H', '3H', '4H', '5H']);
      expect(fromReserve.reserves[0]).to.deep.equal([]);
      expectRefused(
        state,
        { from: 'tableau-1', to: 'foundation-0' },
        /five of diamonds does not go on foundation 1: it builds in hearts/,
      );
      expectRefused(state, { from: 'tableau-2', to: 'foundation-0' }, /^Foundation 1 needs the five of hearts[.]$/);
      expectRefused(state, { from: 'tableau-3', to: 'foundation-0' }, /needs the five of hearts/);
      // Then the six follows.
      const six = play(play(state, { from: 'tableau-0', to: 'foundation-0' }), {
        from: 'tableau-2',
        to: 'foundation-0',
      });
      expect(six.foundations[0]).to.have.length(6);
    });

    it('a card that fits both foundations of its suit may go on either', () => {
      const state = build({ foundations: ['', '8C', '', '8C'], reserves: [['9C']] });
      expect(movesFrom(state, 'reserve-0').filter((m) => m.includes('foundation'))).to.deep.equal([
        'reserve-0>foundation-1',
        'reserve-0>foundation-3',
      ]);
      expect(play(state, { from: 'reserve-0', to: 'foundation-3' }).foundations[3]).to.have.length(9);
    });

    it('a complete foundation takes nothing more', () => {
      const state = build({ foundations: ['KS'], tableau: [['KS']] });
      expectRefused(state, { from: 'tableau-0', to: 'foundation-0' }, /^Foundation 1 is complete[.]$/);
    });

    it('only the top card of a tableau pile or a reserve plays', () => {
      const state = build({ foundations: ['AD'], tableau: [['2D', '9S']], reserves: [['2D', 'KC']] });
      expect(legalMoves(state).some((m) => m.to.startsWith('foundation-'))).to.equal(false);
      expectRefused(state, { from: 'tableau-0', to: 'foundation-0' }, /nine of spades/);
      expectRefused(state, { from: 'reserve-0', to: 'foundation-0' }, /king of clubs/);
    });

    it('never moves a card from one foundation to another', () => {
      const state = build({ foundations: ['AH', '', '4D', '3D'] });
      expectRefused(
        state,
        { from: 'foundation-0', to: 'foundation-1' },
        /comes back only onto a tableau pile or into an empty reserve/,
      );
      expectRefused(state, { from: 'foundation-3', to: 'foundation-2' }, /comes back only/);
    });
  });

  describe('the tableau (rule 5)', () => {
    it('builds down in suit: a 9S goes on a TS, from a tableau pile, a reserve or a foundation', () => {
      const state = build({
        foundations: ['9S'],
        tableau: [['TS'], ['9S'], ['TS'], ...FILL.slice(0, 5).map((c) => [c])],
        reserves: [['9S'], ...FILL.slice(0, 5).map((c) => [c])],
      });
      for (const from of ['tableau-1', 'reserve-0', 'foundation-0']) {
        for (const to of ['tableau-0', 'tableau-2']) {
          const after = play(state, { from, to });
          expect(after.tableau[Number(to.slice(-1))]).to.deep.equal(['TS', '9S']);
        }
      }
      const fromFoundation = play(state, { from: 'foundation-0', to: 'tableau-0' });
      expect(fromFoundation.foundations[0]).to.deep.equal(upTo('8S'));
    });

    it('refuses another suit, a gap in rank, building up, and the wrap between king and ace', () => {
      const state = build({
        tableau: [['TS'], ['9H'], ['8S'], ['JS'], ['AS'], ['KS'], ['2S'], ['KD']],
        reserves: FILL.slice(0, 6).map((c) => [c]),
      });
      expectRefused(
        state,
        { from: 'tableau-1', to: 'tableau-0' },
        /nine of hearts does not go on the ten of spades: tableau piles build down in suit/,
      );
      expectRefused(state, { from: 'tableau-2', to: 'tableau-0' }, /eight of spades does not go on the ten of spades/);
      expectRefused(state, { from: 'tableau-3', to: 'tableau-0' }, /jack of spades/);
      expectRefused(state, { from: 'tableau-5', to: 'tableau-4' }, /king of spades does not go on the ace of spades/);
      expectRefused(state, { from: 'tableau-4', to: 'tableau-5' }, /ace of spades does not go on the king of spades/);
      // The ace does go on the two.
      expect(play(state, { from: 'tableau-4', to: 'tableau-6' }).tableau[6]).to.deep.equal(['2S', 'AS']);
    });

    it('any card fills an empty tableau pile, from a tableau pile, a reserve or a foundation', () => {
      const state = build({
        foundations: ['', '', '5C'],
        tableau: [['QH', '7D'], [], ['KS']],
        reserves: [['3H', 'JC']],
      });
      for (const from of ['tableau-0', 'tableau-2', 'reserve-0', 'foundation-2']) {
        expect(
          movesFrom(state, from).filter((m) => m.includes('>tableau-')),
          from,
        ).to.include.members([1, 3, 4, 5, 6, 7].map((t) => `${from}>tableau-${t}`));
      }
      expect(play(state, { from: 'tableau-0', to: 'tableau-1' }).tableau.slice(0, 2)).to.deep.equal([['QH'], ['7D']]);
      expect(play(state, { from: 'reserve-0', to: 'tableau-5' }).tableau[5]).to.deep.equal(['JC']);
      const back = play(state, { from: 'foundation-2', to: 'tableau-7' });
      expect(back.tableau[7]).to.deep.equal(['5C']);
      expect(back.foundations[2]).to.deep.equal(upTo('4C'));
      // A king too: no "only kings" rule.
      expect(play(state, { from: 'tableau-2', to: 'tableau-1' }).tableau[1]).to.deep.equal(['KS']);
    });
  });

  describe('the reserves (rule 6)', () => {
    it('nothing goes on a reserve that holds a card, from a tableau pile, a reserve or a foundation', () => {
      const state = build({ foundations: ['2S'], tableau: [['4C']], reserves: [['5C'], ['9D'], ['3S', 'KH']] });
      for (const from of ['tableau-0', 'reserve-1', 'foundation-0']) {
        expectRefused(state, { from, to: 'reserve-0' }, /Nothing may be placed on a reserve that holds a card/);
      }
      expectRefused(state, { from: 'foundation-0', to: 'reserve-2' }, /holds a card/);
    });

    it('an empty reserve takes one card from a tableau pile, a reserve or a foundation, and then no more', () => {
      const state = build({ foundations: ['2S'], tableau: [['4C', '8H']], reserves: [['5C', 'QD'], []] });
      for (const from of ['tableau-0', 'reserve-0', 'foundation-0']) {
        expect(
          movesFrom(state, from).filter((m) => m.includes('>reserve-')),
          from,
        ).to.deep.equal([`${from}>reserve-1`, ...[2, 3, 4, 5].map((r) => `${from}>reserve-${r}`)]);
      }
      const fromTableau = play(state, { from: 'tableau-0', to: 'reserve-1' });
      expect(fromTableau.reserves[1]).to.deep.equal(['8H']);
      expect(fromTableau.tableau[0]).to.deep.equal(['4C']);
      expectRefused(fromTableau, { from: 'tableau-0', to: 'reserve-1' }, /holds a card/);
      // A reserve's top card may move into another, empty reserve (RULES.md rule 6).
      const fromReserve = play(state, { from: 'reserve-0', to: 'reserve-1' });
      expect(fromReserve.reserves.slice(0, 2)).to.deep.equal([['5C'], ['QD']]);
      const fromFoundation = play(state, { from: 'foundation-0', to: 'reserve-4' });
      expect(fromFoundation.reserves[4]).to.deep.equal(['2S']);
      expect(fromFoundation.foundations[0]).to.deep.equal(['AS']);
    });

    it('only the top card of a reserve plays, anywhere', () => {
      const state = build({ foundations: ['AC'], tableau: [['3C']], reserves: [['2C', '9D'], []] });
      expectRefused(state, { from: 'reserve-0', to: 'foundation-0' }, /nine of diamonds/);
      expectRefused(
        state,
        { from: 'reserve-0', to: 'tableau-0' },
        /nine of diamonds does not go on the three of clubs/,
      );
      const after = play(state, { from: 'reserve-0', to: 'reserve-1' });
      expect(play(after, { from: 'reserve-0', to: 'foundation-0' }).foundations[0]).to.deep.equal(['AC', '2C']);
    });
  });

  describe('foundation cards come back (rule 7)', () => {
    it('the top card goes onto an accepting tableau pile, an empty tableau pile or an empty reserve, and no further', () => {
      const state = build({
        foundations: ['6D', 'KH'],
        tableau: [['7D'], ['7S'], [], ['8D']],
        reserves: [['QC'], []],
      });
      expect(movesFrom(state, 'foundation-0')).to.deep.equal([
        'foundation-0>tableau-0',
        ...[2, 4, 5, 6, 7].map((t) => `foundation-0>tableau-${t}`),
        ...[1, 2, 3, 4, 5].map((r) => `foundation-0>reserve-${r}`),
      ]);
      expectRefused(
        state,
        { from: 'foundation-0', to: 'tableau-1' },
        /six of diamonds does not go on the seven of spades/,
      );
      expectRefused(state, { from: 'foundation-0', to: 'tableau-3' }, /does not go on the eight of diamonds/);
      expectRefused(state, { from: 'foundation-0', to: 'reserve-0' }, /holds a card/);
      expectRefused(state, { from: 'foundation-0', to: 'stock' }, /cannot move to the stock/);
      // The card beneath is next: the five, then the four may follow onto the tableau.
      const one = play(state, { from: 'foundation-0', to: 'tableau-0' });
      expect(one.tableau[0]).to.deep.equal(['7D', '6D']);
      expect(one.foundations[0]).to.deep.equal(upTo('5D'));
      const two = play(one, { from: 'foundation-0', to: 'tableau-0' });
      expect(two.tableau[0]).to.deep.equal(['7D', '6D', '5D']);
      // And back up again, one at a time from the top.
      expect(play(two, { from: 'tableau-0', to: 'foundation-0' }).foundations[0]).to.deep.equal(upTo('5D'));
    });

    it('an emptied foundation takes any ace again', () => {
      const state = build({ foundations: ['AH'], tableau: [['AC']] });
      const emptied = play(state, { from: 'foundation-0', to: 'reserve-0' });
      expect(emptied.foundations[0]).to.deep.equal([]);
      expect(play(emptied, { from: 'tableau-0', to: 'foundation-0' }).foundations[0]).to.deep.equal(['AC']);
    });
  });

  describe('super moves (rule 8)', () => {
    /** A position with `reserves` empty reserves and `piles` empty tableau piles besides the ones named. */
    function room(emptyReserves: number, emptyPiles: number, tableau: string[][]): CarthageState {
      const full = tableau.length + emptyPiles;
      return build({
        tableau: [...tableau, ...Array.from({ length: emptyPiles }, () => []), ...FILL.slice(full).map((c) => [c])],
        reserves: Array.from({ length: 6 }, (_, r) => (r < emptyReserves ? [] : ['QS'])),
      });
    }

    it('maxSuperMove is (1 + empty reserves) x 2^(empty tableau piles), one pile fewer into an empty pile', () => {
      for (const reserves of [0, 1, 2, 6]) {
        for (const empties of [0, 1, 2, 3]) {
          const state = room(reserves, empties, []);
          expect(maxSuperMove(state, false), `${reserves} reserves, ${empties} piles`).to.equal(
            (1 + reserves) * 2 ** empties,
          );
          expect(maxSuperMove(state, true), `${reserves} reserves, ${empties} piles, into one`).to.equal(
            (1 + reserves) * 2 ** Math.max(0, empties - 1),
          );
        }
      }
    });

    // A run of six spades, 8S down to 3S, on tableau-0; tableau-1..5 take runs of 6, 5, 4, 3 and 2.
    const RUN = ['8S', '7S', '6S', '5S', '4S', '3S'];
    const TARGETS = [['9S'], ['8S'], ['7S'], ['6S'], ['5S']];
    const countOnto = (pile: number) => 7 - pile; // tableau-1 takes 6 cards, ..., tableau-5 takes 2.

    it('moves a run as one move onto a pile that accepts its lowest card, keeping its order', () => {
      const state = room(6, 0, [RUN, ...TARGETS]);
      const after = play(state, { from: 'tableau-0', to: 'tableau-1', count: 6 });
      expect(after.tableau[0]).to.deep.equal([]);
      expect(after.tableau[1]).to.deep.equal(['9S', ...RUN]);
      const part = play(state, { from: 'tableau-0', to: 'tableau-4', count: 3 });
      expect(part.tableau[0]).to.deep.equal(['8S', '7S', '6S']);
      expect(part.tableau[4]).to.deep.equal(['6S', '5S', '4S', '3S']);
      // Onto a card, exactly one count fits: the one whose lowest card is one rank below it.
      expect(movesFrom(state, 'tableau-0')).to.deep.equal([
        'tableau-0>tableau-1#6',
        'tableau-0>tableau-2#5',
        'tableau-0>tableau-3#4',
        'tableau-0>tableau-4#3',
        'tableau-0>tableau-5#2',
        ...[0, 1, 2, 3, 4, 5].map((r) => `tableau-0>reserve-${r}`),
      ]);
      expectRefused(
        state,
        { from: 'tableau-0', to: 'tableau-1', count: 5 },
        /seven of spades does not go on the nine of spades/,
      );
      expectRefused(
        state,
        { from: 'tableau-0', to: 'tableau-5', count: 3 },
        /five of spades does not go on the five of spades/,
      );
    });

    for (const reserves of [0, 1, 2]) {
      it(`with no empty tableau pile and ${reserves} empty reserve(s), runs of up to ${1 + reserves} cards`, () => {
        const state = room(reserves, 0, [RUN, ...TARGETS]);
        const limit = 1 + reserves;
        for (let pile = 1; pile <= 5; pile++) {
          const move = { from: 'tableau-0', to: `tableau-${pile}`, count: countOnto(pile) };
          if (move.count <= limit) play(state, move);
          else
            expectRefused(
              state,
              move,
              new RegExp(
                `With ${reserves} empty reserves? and 0 empty tableau piles, at most ${limit} cards? can move as one; this run has ${move.count}[.]`,
              ),
            );
        }
      });
    }

    for (const [reserves, piles, limit] of [
      [0, 1, 2],
      [0, 2, 4],
      [1, 1, 4],
      [2, 1, 6],
    ]) {
      it(`with ${piles} empty tableau pile(s) and ${reserves} empty reserve(s), runs of up to ${limit} cards onto a card`, () => {
        const state = room(reserves, piles, [RUN, ...TARGETS]);
        expect(maxSuperMove(state, false)).to.equal(limit);
        for (let pile = 1; pile <= 5; pile++) {
          const move = { from: 'tableau-0', to: `tableau-${pile}`, count: countOnto(pile) };
          if (move.count <= limit) play(state, move);
          else
            expectRefused(
              state,
              move,
              new RegExp(`at most ${limit} cards can move as one; this run has ${move.count}`),
            );
        }
      });
    }

    it('into an empty pile, one empty pile fewer counts: every count from 2 up to the limit is listed', () => {
      // One empty pile and no empty reserve: only one card goes into it.
      const one = room(0, 1, [RUN]);
      expect(movesFrom(one, 'tableau-0')).to.deep.equal(['tableau-0>tableau-1']);
      expectRefused(
        one,
        { from: 'tableau-0', to: 'tableau-1', count: 2 },
        /0 empty reserves and 1 empty tableau pile, at most 1 card can move as one into an empty pile; this run has 2[.]/,
      );
      // Two empty piles, no empty reserve: two cards into either.
      const two = room(0, 2, [RUN]);
      expect(movesFrom(two, 'tableau-0')).to.deep.equal([
        'tableau-0>tableau-1',
        'tableau-0>tableau-1#2',
        'tableau-0>tableau-2',
        'tableau-0>tableau-2#2',
      ]);
      expectRefused(
        two,
        { from: 'tableau-0', to: 'tableau-2', count: 3 },
        /at most 2 cards can move as one into an empty pile/,
      );
      // Two empty piles and two empty reserves: (1 + 2) x 2 = 6 into either, every count listed.
      const six = room(2, 2, [RUN]);
      expect(maxSuperMove(six, true)).to.equal(6);
      const into1 = ['tableau-0>tableau-1', ...[2, 3, 4, 5, 6].map((n) => `tableau-0>tableau-1#${n}`)];
      expect(movesFrom(six, 'tableau-0').filter((m) => m.startsWith('tableau-0>tableau-1'))).to.deep.equal(into1);
      const moved = play(six, { from: 'tableau-0', to: 'tableau-2', count: 4 });
      expect(moved.tableau[2]).to.deep.equal(['6S', '5S', '4S', '3S']);
      expect(moved.tableau[0]).to.deep.equal(['8S', '7S']);
      // A run is never longer than the run there is.
      expectRefused(six, { from: 'tableau-0', to: 'tableau-1', count: 7 }, /^Tableau 1 holds only 6 cards[.]$/);
    });

    it('refuses a group that is not one run down in one suit', () => {
      const state = room(6, 2, [
        ['9S', '8H'],
        ['7S', '8S'],
        ['9S', '7S'],
        ['TD', '9D', '8C'],
      ]);
      expectRefused(
        state,
        { from: 'tableau-0', to: 'tableau-4', count: 2 },
        /top 2 cards of tableau 1 are not a run down in one suit/,
      );
      expectRefused(state, { from: 'tableau-1', to: 'tableau-4', count: 2 }, /not a run/);
      expectRefused(state, { from: 'tableau-2', to: 'tableau-4', count: 2 }, /not a run/);
      expectRefused(state, { from: 'tableau-3', to: 'tableau-4', count: 3 }, /top 3 cards of tableau 4 are not a run/);
      expectRefused(state, { from: 'tableau-3', to: 'tableau-4', count: 2 }, /not a run/);
      expect(legalMoves(state).some((m) => m.count !== undefined)).to.equal(false);
    });

    it('runs never go to a foundation or a reserve, and only tableau runs move as a group', () => {
      const state = build({ foundations: ['3S'], tableau: [['5S', '4S']], reserves: [[], ['5D', '4D']] });
      expectRefused(state, { from: 'tableau-0', to: 'foundation-0', count: 2 }, /Runs never go to a foundation/);
      expectRefused(state, { from: 'tableau-0', to: 'reserve-0', count: 2 }, /Runs never go to a reserve/);
      expectRefused(
        state,
        { from: 'reserve-1', to: 'tableau-3', count: 2 },
        /Only a run on a tableau pile moves as a group/,
      );
      expectRefused(state, { from: 'foundation-0', to: 'tableau-3', count: 2 }, /Only a run on a tableau pile/);
      // One card at a time, both go up.
      const up = play(play(state, { from: 'tableau-0', to: 'foundation-0' }), {
        from: 'tableau-0',
        to: 'foundation-0',
      });
      expect(up.foundations[0]).to.deep.equal(upTo('5S'));
    });

    it('count 1 is the same move as no count; other counts are refused', () => {
      const state = build({ tableau: [['5S', '4S']], reserves: [['QS']] });
      const singles = legalMoves(state).filter((move) => move.count === undefined);
      expect(singles.length).to.be.above(3);
      expect(legalMoves(state)).to.deep.include({ from: 'tableau-0', to: 'tableau-1', count: 2 });
      for (const move of singles) {
        expect(apply(state, { ...move, count: 1 }), JSON.stringify(move)).to.deep.equal(apply(state, move));
        expect(whyIllegal(state, { ...move, count: 1 })).to.equal(undefined);
      }
      for (const count of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        expectRefused(state, { from: 'tableau-0', to: 'tableau-1', count }, /one card, or a run of 2 or more cards/);
      }
    });
  });

  describe('dealing the stock (rule 9)', () => {
    it('deals five times from a real deal, 12 cards each: one on each reserve left to right, twice', () => {
      let state = deepFreeze(deal('daily-2026-11-29', {}));
      for (let round = 1; round <= 5; round++) {
        expect(legalMoves(state).at(-1)).to.deep.equal({ from: 'stock', to: 'reserve' });
        const before = state;
        const dealt = before.stock.slice(-12).reverse(); // the top card first
        state = play(before, { from: 'stock', to: 'reserve' });
        expect(state.stock, `deal ${round}`).to.deep.equal(before.stock.slice(0, -12));
        for (let r = 0; r < 6; r++)
          expect(state.reserves[r], `deal ${round}, reserve-${r}`).to.deep.equal([
            ...before.reserves[r],
            dealt[r],
            dealt[6 + r],
          ]);
        expect(state.tableau).to.deep.equal(before.tableau);
        expect(state.foundations).to.deep.equal(before.foundations);
      }
      expect(state.stock).to.deep.equal([]);
      expect(state.reserves.map((pile) => pile.length)).to.deep.equal([16, 16, 16, 16, 16, 16]);
      // No sixth deal.
      expectRefused(state, { from: 'stock', to: 'reserve' }, /stock is empty: Carthage has no redeal/);
      expect(legalMoves(state).some((m) => m.from === 'stock')).to.equal(false);
    });

    it('deals onto empty and non-empty reserves alike, with other moves available', () => {
      const stock = ['KC', 'QC', 'JC', 'TC', '9C', '8C', '7C', '6C', '5C', '4C', '3C', '2C'];
      const state = build({ tableau: [['AC']], reserves: [[], ['9H'], [], ['2D', '3D'], [], []], stock });
      expect(legalMoves(state).length).to.be.above(1);
      const after = play(state, { from: 'stock', to: 'reserve' });
      expect(after.reserves).to.deep.equal([
        ['2C', '8C'],
        ['9H', '3C', '9C'],
        ['4C', 'TC'],
        ['2D', '3D', '5C', 'JC'],
        ['6C', 'QC'],
        ['7C', 'KC'],
      ]);
      expect(after.stock).to.deep.equal([]);
      // A hand-built stock of fewer than 12 deals what it has, in the same order.
      const short = play(build({ stock: ['9D', '8D', '7D'] }), { from: 'stock', to: 'reserve' });
      expect(short.reserves).to.deep.equal([['7D'], ['8D'], ['9D'], [], [], []]);
    });

    it('deals only to "reserve", with no count; nothing goes onto the stock', () => {
      const state = build({ tableau: [['5H']], stock: ['9D'] });
      expectRefused(state, { from: 'stock', to: 'reserve-0' }, /dealt onto the reserves/);
      expectRefused(state, { from: 'stock', to: 'tableau-0' }, /dealt onto the reserves/);
      expectRefused(state, { from: 'stock', to: 'waste' }, /dealt onto the reserves/);
      expectRefused(state, { from: 'stock', to: 'reserve', count: 2 }, /takes no count/);
      expectRefused(state, { from: 'tableau-0', to: 'stock' }, /cannot move to the stock/);
      expectRefused(state, { from: 'tableau-0', to: 'reserve' }, /cannot move to "reserve"/);
      expect(dealStock(state).reserves[0]).to.deep.equal(['9D']);
    });
  });

  describe('illegal moves', () => {
    it('are refused with a readable reason and leave the state exactly as it was', () => {
      const state = deepFreeze(deal('42', {}));
      const moves: Move[] = [
        { from: 'reserve-4', to: 'tableau-0' }, // AD on 3D
        { from: 'tableau-0', to: 'foundation-0' }, // 3D on an empty foundation
        { from: 'reserve-0', to: 'reserve-1' }, // onto a reserve with cards
        { from: 'tableau-6', to: 'tableau-5', count: 2 },
        { from: 'foundation-0', to: 'tableau-0' }, // empty foundation
        { from: 'tableau-0', to: 'tableau-0' },
        { from: 'tableau-8', to: 'tableau-0' },
        { from: 'reserve-6', to: 'tableau-0' },
        { from: 'reserve-4', to: 'foundation-8' },
        { from: 'tableau-6', to: 'tableau-05' },
        { from: 'tableau-06', to: 'tableau-5' },
        { from: 'tableau--1', to: 'tableau-5' },
        { from: ' tableau-6', to: 'tableau-5' },
        { from: 'tableau-6', to: 'tableau-5 ' },
        { from: 'Tableau-6', to: 'tableau-5' },
        { from: 'waste', to: 'tableau-5' },
        { from: 'carpet-0', to: 'foundation-0' },
        { from: '__proto__', to: 'foundation-0' },
        { from: 'reserve-4', to: 'constructor' },
        { from: '', to: '' },
        { from: 'stock', to: 'stock' },
      ];
      for (const move of moves) expectRefused(state, move);
      expectRefused(state, { from: 'tableau-0', to: 'tableau-0' }, /onto the pile it is on/);
      expectRefused(
        state,
        { from: 'tableau-8', to: 'tableau-0' },
        /"tableau-8" is not a pile a card can move from in Carthage/,
      );
    });

    it('an empty pile has nothing to move', () => {
      const state = build({ reserves: [['5H']] });
      expectRefused(state, { from: 'tableau-3', to: 'tableau-4' }, /^Tableau 4 is empty[.]$/);
      expectRefused(state, { from: 'reserve-1', to: 'tableau-4' }, /^Reserve 2 is empty[.]$/);
      expectRefused(state, { from: 'foundation-2', to: 'tableau-4' }, /^Foundation 3 is empty[.]$/);
    });

    it('apply never changes its input and shares the piles a move does not touch', () => {
      const state = deepFreeze(deal('🂡🃏', {}));
      for (const move of legalMoves(state)) {
        const after = play(state, move);
        expect(after).not.to.equal(state);
        expect(applyLegal(state, move)).to.deep.equal(after);
      }
      const after = play(state, { from: 'stock', to: 'reserve' });
      expect(after.tableau).to.equal(state.tableau);
      expect(after.foundations).to.equal(state.foundations);
    });
  });

  describe('the end (rule 10)', () => {
    it('is won when all 104 cards are on the foundations', () => {
      const state = complete({});
      expect(isWon(state)).to.equal(true);
      expect(status(state)).to.equal('won');
      expect(state.foundations.every((pile) => pile.length === 13)).to.equal(true);
    });

    it('is won by the move that puts the 104th card up, from a tableau pile or a reserve', () => {
      const fromTableau = complete({ tableau: [['KH']] });
      expect(isWon(fromTableau)).to.equal(false);
      expect(status(fromTableau)).to.equal('playing');
      expect(status(play(fromTableau, { from: 'tableau-0', to: 'foundation-4' }))).to.equal('won');
      const fromReserve = complete({ reserves: [[], [], [], ['KS', 'QS']] });
      const last = play(fromReserve, { from: 'reserve-3', to: 'foundation-6' });
      expect(status(last)).to.equal('playing');
      expect(status(play(last, { from: 'reserve-3', to: 'foundation-6' }))).to.equal('won');
    });

    it('is not won with 103 cards up', () => {
      const state = build({ foundations: ['KC', 'KC', 'KD', 'KD', 'KH', 'KH', 'KS', 'QS'] });
      expect(isWon(state)).to.equal(false);
      expect(status(state)).not.to.equal('won');
    });

    // Clubs and hearts are up to the fives; every six is buried under a king in a reserve, no pile is
    // empty, and kings go nowhere without an empty pile. Spades and diamonds are up.
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

    it('is lost when the stock is empty and no move is left', () => {
      // The jam, with the eight of clubs that could shuttle between the nines tucked under a king.
      const state = complete({
        tableau: [['9C'], ['9C'], ...JAM.tableau.slice(2)],
        reserves: [['6C', '7C', 'TC', '8C', 'KC'], ...JAM.reserves.slice(1)],
      });
      expect(legalMoves(state)).to.deep.equal([]);
      expect(status(state)).to.equal('lost');
      expect(status(state, 0)).to.equal('lost');
    });

    it('is not lost while the stock has cards, even when the deal is the only move', () => {
      const state = complete({
        tableau: [['9C'], ['9C'], ...JAM.tableau.slice(2)],
        reserves: [['6C', '7C', 'TC', 'KC'], ...JAM.reserves.slice(1)],
        stock: ['8C'],
      });
      expect(legalMoves(state)).to.deep.equal([{ from: 'stock', to: 'reserve' }]);
      expect(status(state)).to.equal('playing');
      // The last deal puts the eight on the king of clubs in reserve-0: it may shuttle between the
      // nines of clubs, and a search proves that is all.
      const last = play(state, { from: 'stock', to: 'reserve' });
      expect(last.reserves[0]).to.deep.equal(['6C', '7C', 'TC', 'KC', '8C']);
      expect(legalMoves(last).length).to.be.above(0);
      expect(status(last)).to.equal('lost');
    });

    it('is lost when moves are left but a search proves that none of them wins', () => {
      // The jam with a six of clubs freed onto tableau-4: it may go up (on either clubs foundation),
      // come back, and the eight of clubs may shuttle between the nines; nothing reaches another six.
      const state = complete({
        tableau: [
          JAM.tableau[0],
          JAM.tableau[1],
          JAM.tableau[2],
          JAM.tableau[3],
          ['7H', '6C'],
          ...JAM.tableau.slice(5),
        ],
        reserves: [['7C', 'TC', 'KC'], ...JAM.reserves.slice(1)],
      });
      expect(keys(legalMoves(state))).to.deep.equal([
        'tableau-4>foundation-0',
        'tableau-4>foundation-1',
        'tableau-0>tableau-1',
        'foundation-0>tableau-4',
        'foundation-1>tableau-4',
      ]);
      const result = search(state, { budget: 1000 });
      expect(result.verdict).to.equal('unwinnable');
      expect(result.positions).to.be.above(5);
      expect(status(state)).to.equal('lost');
      // Every move keeps it lost.
      for (const move of legalMoves(state)) expect(status(play(state, move)), JSON.stringify(move)).to.equal('lost');
    });

    it('is NOT lost while the search is incomplete: too small a budget says "playing"', () => {
      const state = complete({
        tableau: [
          JAM.tableau[0],
          JAM.tableau[1],
          JAM.tableau[2],
          JAM.tableau[3],
          ['7H', '6C'],
          ...JAM.tableau.slice(5),
        ],
        reserves: [['7C', 'TC', 'KC'], ...JAM.reserves.slice(1)],
      });
      const needed = search(state, { budget: 1000 }).positions;
      expect(search(state, { budget: needed - 1 }).verdict).to.equal('unknown');
      expect(status(state, needed - 1)).to.equal('playing');
      expect(status(state, 1)).to.equal('playing');
      expect(status(state, needed)).to.equal('lost');
    });

    it('is NOT lost when the default budget runs out, even where a longer search proves the loss', () => {
      // Reached by random play from a real deal; a complete search needs a few thousand positions more
      // than status() spends, so status says 'playing' and a deeper search says 'unwinnable'.
      const state = build({
        foundations: ['2H', '5D', 'AS', '4C'],
        tableau: [['QS'], ['KC', 'QC', 'JC'], ['QC'], ['7H'], ['9H'], ['QH'], ['QH', 'JH'], ['QS', 'JS', 'TS']],
        reserves: [
          ['8S', '5C', '2D', '8S', 'KC', '3S', '6D', '2H'],
          ['KD', 'KH', 'KH', '8C', '8D', '9S', '4H', '9C', 'TH', '7D', '8H', '6C', 'TS', 'KD', '3C', '8H'],
          ['JS', '5H', '2C', '6S', 'TC', '3H', 'KS', '6H', '7H', '4D', '6S', 'JH', '2S'],
          ['2S', '6H', 'JC', '8C', '3D', '5H', '4S', '3S', '7C', '4H', '9S', '7C'],
          ['AH', '6D', '3H', '9D', '5S', 'TD', 'JD', '6C', '9D', '9C', '7S', '4S', '8D', 'AS', 'AD'],
          ['TC', 'TH', '5D', 'KS', '7D', 'JD', '5S', '4C', '5C', 'QD', 'QD', 'TD', '9H', '7S', 'AC'],
        ],
      });
      expect(Object.values(piles(state)).flat().sort()).to.deep.equal(fullDeck(2).sort());
      expect(search(state).verdict).to.equal('unknown');
      expect(status(state)).to.equal('playing');
      expect(search(state, { budget: 50000 }).verdict).to.equal('unwinnable');
      expect(status(state, 50000)).to.equal('lost');
    });

    it('a winnable position with an empty stock is playing, whatever the budget', () => {
      const state = complete({
        tableau: [
          ['KH', 'QH'],
          ['KH', 'QH'],
        ],
        reserves: [['JH'], ['JH']],
      });
      expect(search(state).verdict).to.equal('winnable');
      for (const budget of [0, 1, 5, 1000]) expect(status(state, budget)).to.equal('playing');
    });
  });

  describe('piles()', () => {
    it('lists every pile id of the game, each bottom card first', () => {
      const state = build({
        foundations: ['', '3D'],
        tableau: [['KS', 'QS']],
        reserves: [[], ['9H', '2C']],
        stock: ['TC', 'JH'],
      });
      const p = piles(state);
      const ids = [
        ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `foundation-${i}`),
        ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `tableau-${i}`),
        ...[0, 1, 2, 3, 4, 5].map((i) => `reserve-${i}`),
        'stock',
      ];
      expect(Object.keys(p).sort()).to.deep.equal(ids.sort());
      expect(p['foundation-1']).to.deep.equal(['AD', '2D', '3D']);
      expect(p['tableau-0']).to.deep.equal(['KS', 'QS']);
      expect(p['reserve-1']).to.deep.equal(['9H', '2C']);
      expect(p['reserve-0']).to.deep.equal([]);
      expect(p.stock).to.deep.equal(['TC', 'JH']);
    });

    it('ends the stock with its top card: the one the next deal puts on reserve-0', () => {
      const state = deal('🂡🃏', {});
      const topOfStock = piles(state).stock.at(-1);
      const after = play(state, { from: 'stock', to: 'reserve' });
      expect(piles(after)['reserve-0'].at(-2)).to.equal(topOfStock);
    });

    it('returns copies: changing them does not change the game', () => {
      const state = deal('42', {});
      const before = JSON.stringify(state);
      const p = piles(state);
      p.stock.pop();
      p['tableau-0'].push('AC');
      p['reserve-0'].length = 0;
      expect(JSON.stringify(state)).to.equal(before);
    });
  });

  it('carthageRules exposes the same deal, legalMoves, apply, status and piles', () => {
    expect(carthageRules.deal).to.equal(deal);
    expect(carthageRules.legalMoves).to.equal(legalMoves);
    expect(carthageRules.apply).to.equal(apply);
    expect(carthageRules.status).to.equal(status);
    expect(carthageRules.piles).to.equal(piles);
  });
});
