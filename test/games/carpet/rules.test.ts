import { expect } from '@open-wc/testing';
import { type CardCode, SUITS, cardOf, fullDeck, suitOf, valueOf } from '../../../src/core/cards.js';
import { type Move, sameMove } from '../../../src/core/types.js';
import {
  CARPET_CELLS,
  type CarpetState,
  type FillMode,
  apply,
  applyMove,
  carpetRules,
  deal,
  dealCarpet,
  fillGaps,
  fillOneGap,
  gaps,
  hasGapToFill,
  isWon,
  legalMoves,
  nextFiller,
  piles,
  seedFoundations,
  status,
  whyIllegal,
} from '../../../src/games/carpet/rules.js';
import { carpetGame } from '../../../src/games/carpet/index.js';
import { pileNamer } from '../../../src/i18n/error-words.js';
import { deepFreeze } from '../../support/freeze.js';
import { refusalText } from '../../support/refusal.js';

// ------------------------------------------------------------------------------------------------
// Hand-built positions

type Cells = Partial<Record<number, CardCode | null>>;
interface Spec {
  fill?: FillMode;
  /** How many cards each foundation holds (ace first), in suit order C D H S. */
  heights?: readonly number[];
  /** The carpet cells that matter; the others get unplayable high cards (or null when none are left). */
  carpet?: Cells;
  waste?: CardCode[];
  stock?: CardCode[];
}

/**
 * A CarpetState built by hand, deep-frozen so any mutation by the rules throws. The unnamed carpet
 * cells are filled with the highest unused cards, and the builder checks that none of them is playable,
 * so a test sees exactly the moves it set up.
 */
function build(spec: Spec): CarpetState {
  const heights = spec.heights ?? [1, 1, 1, 1];
  const foundations = SUITS.map((suit, index) => Array.from({ length: heights[index] }, (_, v) => cardOf(v + 1, suit)));
  const cells = spec.carpet ?? {};
  const waste = spec.waste ?? [];
  const stock = spec.stock ?? [];
  const named = Object.values(cells).filter((card): card is CardCode => !!card);
  const used = new Set<CardCode>([...foundations.flat(), ...named, ...waste, ...stock]);
  const spare = fullDeck(1)
    .filter((card) => !used.has(card))
    .sort((a, b) => valueOf(b) - valueOf(a));
  const carpet = Array.from({ length: CARPET_CELLS }, (_, cell): CardCode | null => {
    if (cell in cells) return cells[cell] ?? null;
    const card = spare.shift() ?? null;
    if (card && valueOf(card) === heights[SUITS.indexOf(suitOf(card))] + 1)
      throw new Error(`test setup: filler ${card} is playable`);
    return card;
  });
  const all = [...foundations.flat(), ...carpet.filter(Boolean), ...waste, ...stock];
  if (new Set(all).size !== all.length) throw new Error('test setup: a card appears twice');
  return deepFreeze({ fill: spec.fill ?? 'auto', foundations, carpet, stock, waste });
}

const cellsOf = (state: CarpetState): (CardCode | null)[] => state.carpet.slice();
const sorted = (moves: Move[]): string[] => moves.map((m) => `${m.from}>${m.to}`).sort();

/** Applies a move that must be legal and returns the new state (frozen, so later moves cannot mutate it). */
function play(state: CarpetState, move: Move): CarpetState {
  const result = apply(state, move);
  if (!result.ok)
    throw new Error(`expected ${move.from} -> ${move.to} to be legal, got: ${refusalText(result.reason)}`);
  return deepFreeze(result.state);
}

const PILES = pileNamer(carpetGame);

/** The move is refused with a refusal that reads as a sentence, by apply, applyMove and whyIllegal alike, and nothing changes. */
function expectRefused(state: CarpetState, move: Move, pattern?: RegExp): string {
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
  expect(applyMove(state, move)).to.deep.equal({ ok: false, reason: result.reason });
  expect(legalMoves(state).some((legal) => sameMove(legal, move))).to.equal(false);
  expect(JSON.stringify(state)).to.equal(before);
  return reason;
}

const allCards = (state: CarpetState): CardCode[] => Object.values(piles(state)).flat();

// ------------------------------------------------------------------------------------------------

describe('carpet rules', () => {
  describe('the deal (rules 1-2)', () => {
    const seeds = ['42', 'daily-2026-11-29', '🂡🃏', '', '123-456-789', 'x'];

    it('starts the four aces on foundation-0..3 in suit order C D H S, and nothing else there', () => {
      for (const seed of seeds) {
        const p = piles(deal(seed, { fill: 'auto' }));
        expect([p['foundation-0'], p['foundation-1'], p['foundation-2'], p['foundation-3']], seed).to.deep.equal([
          ['AC'],
          ['AD'],
          ['AH'],
          ['AS'],
        ]);
      }
    });

    it('deals 20 face-up carpet cards and 28 stock cards, an empty waste, 52 distinct cards', () => {
      for (const seed of seeds) {
        const state = deal(seed, { fill: 'auto' });
        expect(state.carpet, seed).to.have.length(20);
        expect(
          state.carpet.every((card) => card !== null),
          seed,
        ).to.equal(true);
        expect(state.stock, seed).to.have.length(28);
        expect(state.waste, seed).to.deep.equal([]);
        const cards = allCards(state);
        expect(cards, seed).to.have.length(52);
        expect(new Set(cards).size, seed).to.equal(52);
        expect([...cards].sort(), seed).to.deep.equal(fullDeck(1).sort());
        // No ace is left in the carpet or the stock.
        expect(
          [...state.carpet, ...state.stock].some((card) => card?.[0] === 'A'),
          seed,
        ).to.equal(false);
      }
    });

    it('deals the carpet row by row from the top of the shuffled stock', () => {
      const seeded = seedFoundations('42', { fill: 'auto' });
      expect(seeded.stock).to.have.length(48);
      expect(seeded.carpet.every((card) => card === null)).to.equal(true);
      expect(seeded.foundations).to.deep.equal([['AC'], ['AD'], ['AH'], ['AS']]);
      const dealt = dealCarpet(seeded);
      // carpet-0 gets the top (last) stock card, carpet-1 the next one, and so on.
      expect(dealt.carpet).to.deep.equal(seeded.stock.slice(28).reverse());
      expect(dealt.stock).to.deep.equal(seeded.stock.slice(0, 28));
      expect(dealt).to.deep.equal(deal('42', { fill: 'auto' }));
    });

    it('is a pure function of the seed: the same seed deals the same layout', () => {
      for (const seed of seeds) expect(deal(seed, { fill: 'auto' })).to.deep.equal(deal(seed, { fill: 'auto' }));
    });

    it('deals the same layout whether fill is auto or manual', () => {
      for (const seed of seeds) {
        const auto = deal(seed, { fill: 'auto' });
        const manual = deal(seed, { fill: 'manual' });
        expect(auto.fill).to.equal('auto');
        expect(manual.fill).to.equal('manual');
        expect(piles(manual), seed).to.deep.equal(piles(auto));
      }
    });

    it('deals different layouts for different seeds', () => {
      const layouts = new Set<string>();
      const names = [...seeds, ...Array.from({ length: 40 }, (_, i) => `seed-${i}`), '42 ', '042', 'Seed-1'];
      for (const seed of names)
        layouts.add(JSON.stringify([deal(seed, { fill: 'auto' }).carpet, deal(seed, { fill: 'auto' }).stock]));
      expect(layouts.size).to.equal(names.length);
      // Not just a rotation of one order: the carpets differ cell by cell.
      const a = deal('1', { fill: 'auto' }).carpet;
      const b = deal('2', { fill: 'auto' }).carpet;
      expect(a.filter((card, cell) => card === b[cell]).length).to.be.below(10);
    });

    // THE GUARD FOR SHARED DEAL LINKS. These layouts were observed once from the current code and
    // frozen as literals: every deal must be the same in every browser, forever (RULES.md). If one of
    // these tests fails, the shuffle, the generator or the deal order changed, and every shared deal
    // link would now show a different game. Do not update the literals: keep the old path and bump
    // DEAL_VERSION instead.
    describe('pinned layouts (guard against any change to the shuffle or the deal order)', () => {
      // Kept as written, one line per pile: the pinned cards read like the deal.
      // prettier-ignore
      const pinned: { seed: string; carpet: string[]; stock: string[] }[] = [
        {
          seed: '42',
          carpet: ['5C', 'QD', '7H', '5D', '9H', 'QH', '6C', '2C', 'KC', '2S', '4H', '7C', 'QC', '8D', 'JH', 'KH', 'KD', 'QS', 'TS', '4S'],
          stock: ['3H', '3S', 'KS', '2D', '9C', '2H', 'JC', '8H', '6D', '7D', '8C', '3C', '9S', '9D', '5S', '7S', 'TH', '6H', '3D', '8S', 'TD', '4D', '4C', 'JD', '5H', 'TC', '6S', 'JS'],
        },
        {
          seed: 'daily-2026-11-29',
          carpet: ['QC', 'JC', '5C', '3H', '2C', 'KD', '9S', '5S', 'TH', 'JD', 'KS', '3C', 'JS', 'QS', '5H', '3S', '6H', '2S', '6C', '4H'],
          stock: ['7S', '9H', 'TS', 'KH', '8C', '6S', '5D', '7D', '9C', '4D', '7C', '6D', '9D', '2H', '2D', 'QD', 'JH', 'TD', '8S', 'TC', 'QH', '8D', '4S', 'KC', '7H', '4C', '8H', '3D'],
        },
        {
          seed: '🂡🃏',
          carpet: ['TS', 'JD', '2H', 'TC', '3C', '4C', '3D', '7H', '9D', '9C', '9H', 'KD', '8S', 'JC', '4D', '6C', 'TD', '2S', '5D', '7D'],
          stock: ['5C', '7S', '8C', '8D', '5S', 'KS', 'TH', 'QH', '4S', '2D', '9S', '2C', '4H', 'KC', 'QC', '6D', 'KH', '5H', '3H', 'QD', 'JH', '8H', '7C', '6S', 'JS', '6H', 'QS', '3S'],
        },
        {
          seed: '',
          carpet: ['QD', 'KD', 'TH', '9D', '9H', '2C', 'QH', 'TS', '5H', 'JS', '3S', '7S', '9C', '3H', '8D', 'TC', 'TD', '6C', 'QC', '4C'],
          stock: ['KS', '7D', '3D', 'JC', '7H', '8H', '6D', '8C', '8S', 'JH', '4D', 'KC', '5D', 'JD', '4S', '5S', '6S', 'QS', '7C', '5C', '9S', 'KH', '6H', '3C', '4H', '2H', '2S', '2D'],
        },
      ];
      for (const { seed, carpet, stock } of pinned) {
        it(`seed ${JSON.stringify(seed)}`, () => {
          for (const fill of ['auto', 'manual'] as const) {
            const p = piles(deal(seed, { fill }));
            expect(
              Array.from({ length: 20 }, (_, cell) => p[`carpet-${cell}`]),
              fill,
            ).to.deep.equal(carpet.map((card) => [card]));
            expect(p.stock, fill).to.deep.equal(stock);
            expect(p.waste).to.deep.equal([]);
          }
        });
      }
    });
  });

  describe('moves to the foundations (rules 1, 3, 4)', () => {
    it('offers exactly the next-in-suit carpet cards and the deal on a real deal', () => {
      // Seed "42": the two of clubs is in carpet-7 and the two of spades in carpet-9.
      const state = deal('42', { fill: 'auto' });
      expect(legalMoves(state)).to.deep.equal([
        { from: 'carpet-7', to: 'foundation-0' },
        { from: 'carpet-9', to: 'foundation-3' },
        { from: 'stock', to: 'waste' },
      ]);
    });

    it('moves a next-in-suit carpet card onto its own foundation, leaving a gap (manual)', () => {
      const state = build({ fill: 'manual', heights: [3, 1, 1, 1], carpet: { 4: '4C', 9: '2D' }, stock: ['5C'] });
      const after = play(state, { from: 'carpet-4', to: 'foundation-0' });
      expect(after.foundations[0]).to.deep.equal(['AC', '2C', '3C', '4C']);
      expect(after.carpet[4]).to.equal(null);
      expect(gaps(after)).to.deep.equal([4]);
      // Nothing else moved.
      const expected = cellsOf(state);
      expected[4] = null;
      expect(after.carpet).to.deep.equal(expected);
      expect(after.stock).to.deep.equal(['5C']);
      expect(after.foundations.slice(1)).to.deep.equal(state.foundations.slice(1));
    });

    it('refuses a carpet card that is not next on its foundation, naming the card needed', () => {
      const state = build({ carpet: { 0: '3C', 1: '2D' } });
      expectRefused(state, { from: 'carpet-0', to: 'foundation-0' }, /two of clubs/);
      // A card already passed (only possible in a hand-built position) is refused too.
      const later = build({ heights: [5, 1, 1, 1], carpet: { 0: '7C' } });
      expectRefused(later, { from: 'carpet-0', to: 'foundation-0' }, /six of clubs/);
    });

    it("never puts a card on another suit's foundation, even when the rank would fit", () => {
      // 2C would be "next" on every foundation by rank; only foundation-0 (clubs) takes it.
      const state = build({ carpet: { 0: '2C' }, waste: ['2H'] });
      for (const to of ['foundation-1', 'foundation-2', 'foundation-3']) {
        expectRefused(state, { from: 'carpet-0', to }, /does not go on the (diamonds|hearts|spades) foundation/);
      }
      for (const to of ['foundation-0', 'foundation-1', 'foundation-3'])
        expectRefused(state, { from: 'waste', to }, /two of hearts/i);
      expect(sorted(legalMoves(state))).to.deep.equal(['carpet-0>foundation-0', 'waste>foundation-2']);
    });

    it('moves the top waste card to its foundation; cards beneath it are not playable', () => {
      const state = build({ heights: [1, 4, 1, 1], waste: ['2C', '5D'], stock: ['9S'] });
      expect(sorted(legalMoves(state))).to.deep.equal(['stock>waste', 'waste>foundation-1']);
      const after = play(state, { from: 'waste', to: 'foundation-1' });
      expect(after.foundations[1]).to.deep.equal(['AD', '2D', '3D', '4D', '5D']);
      expect(after.waste).to.deep.equal(['2C']);
      expect(after.carpet).to.deep.equal(state.carpet);
      expect(after.stock).to.deep.equal(['9S']);
      // Now the two of clubs is on top and may go.
      expect(sorted(legalMoves(after))).to.deep.equal(['stock>waste', 'waste>foundation-0']);
      // Underneath a non-playable top, a playable card is out of reach.
      const buried = build({ waste: ['2C', '9D'] });
      expectRefused(buried, { from: 'waste', to: 'foundation-0' }, /clubs/);
    });

    it('never plays the stock card straight to a foundation', () => {
      const state = build({ stock: ['2C'] });
      expectRefused(state, { from: 'stock', to: 'foundation-0' }, /[Dd]eal/);
    });

    it('never takes a card back from a foundation', () => {
      const state = build({ fill: 'manual', heights: [3, 2, 1, 1], carpet: { 0: null }, waste: ['9C'] });
      for (const to of ['carpet-0', 'waste', 'stock', 'foundation-1', 'foundation-0', 'carpet-5']) {
        expectRefused(state, { from: 'foundation-0', to }, /foundation-0/);
      }
      expectRefused(state, { from: 'foundation-1', to: 'foundation-0' });
    });
  });

  describe('dealing the stock (rule 5)', () => {
    it('moves the top stock card face up onto the waste', () => {
      const state = deal('42', { fill: 'auto' });
      const after = play(state, { from: 'stock', to: 'waste' });
      expect(after.waste).to.deep.equal(['JS']);
      expect(after.stock).to.deep.equal(state.stock.slice(0, -1));
      expect(after.carpet).to.deep.equal(state.carpet);
      expect(after.foundations).to.deep.equal(state.foundations);
      const twice = play(after, { from: 'stock', to: 'waste' });
      // The newest card is on top of the waste (last), the older one beneath it.
      expect(twice.waste).to.deep.equal(['JS', '6S']);
      expect(piles(twice).waste).to.deep.equal(['JS', '6S']);
    });

    it('may deal at any time: with foundation moves available, and with gaps open (manual)', () => {
      const playable = build({ carpet: { 0: '2C' }, stock: ['9D'] });
      expect(sorted(legalMoves(playable))).to.deep.equal(['carpet-0>foundation-0', 'stock>waste']);
      expect(play(playable, { from: 'stock', to: 'waste' }).waste).to.deep.equal(['9D']);
      const gapped = build({ fill: 'manual', carpet: { 3: null }, waste: ['8H'], stock: ['9D'] });
      const after = play(gapped, { from: 'stock', to: 'waste' });
      expect(after.waste).to.deep.equal(['8H', '9D']);
      expect(after.carpet[3]).to.equal(null);
    });

    it('has no redeal: dealing from an empty stock is refused and the waste stays put', () => {
      const state = build({ waste: ['9C', '8D', 'KH'] });
      const reason = expectRefused(state, { from: 'stock', to: 'waste' }, /redeal|empty/i);
      expect(reason).to.match(/stock/i);
      expect(legalMoves(state).some((move) => move.from === 'stock')).to.equal(false);
      expectRefused(state, { from: 'waste', to: 'stock' });
    });

    it('deals all 28 stock cards of a real deal, one at a time, then refuses', () => {
      let state = deal('daily-2026-11-29', { fill: 'manual' });
      const stock = state.stock.slice();
      for (let i = 0; i < 28; i++) state = play(state, { from: 'stock', to: 'waste' });
      expect(state.stock).to.deep.equal([]);
      // The waste is the stock turned over: its top is the stock's bottom card.
      expect(state.waste).to.deep.equal(stock.slice().reverse());
      expectRefused(state, { from: 'stock', to: 'waste' });
    });
  });

  describe('fill="auto" (rule 6)', () => {
    it('fills the gap at once with the top waste card', () => {
      const state = build({ carpet: { 6: '2C' }, waste: ['7D', '9H'], stock: ['KS'] });
      const after = play(state, { from: 'carpet-6', to: 'foundation-0' });
      expect(after.carpet[6]).to.equal('9H');
      expect(after.waste).to.deep.equal(['7D']);
      expect(after.stock).to.deep.equal(['KS']);
      expect(after.foundations[0]).to.deep.equal(['AC', '2C']);
      expect(gaps(after)).to.deep.equal([]);
    });

    it('fills the gap with the top stock card when the waste is empty', () => {
      const state = build({ carpet: { 19: '2S' }, stock: ['QD', '8C'] });
      const after = play(state, { from: 'carpet-19', to: 'foundation-3' });
      expect(after.carpet[19]).to.equal('8C');
      expect(after.stock).to.deep.equal(['QD']);
      expect(after.waste).to.deep.equal([]);
    });

    it('fills from the stock on a real deal (seed "42"), then from the waste after a deal', () => {
      const start = deal('42', { fill: 'auto' });
      const one = play(start, { from: 'carpet-7', to: 'foundation-0' });
      expect(one.carpet[7]).to.equal('JS'); // the stock's top card
      expect(one.stock).to.have.length(27);
      const two = play(one, { from: 'stock', to: 'waste' });
      expect(two.waste).to.deep.equal(['6S']);
      const three = play(two, { from: 'carpet-9', to: 'foundation-3' });
      expect(three.carpet[9]).to.equal('6S'); // the waste's top card, chosen by dealing first
      expect(three.waste).to.deep.equal([]);
      expect(three.stock).to.have.length(26);
      expect(three.foundations).to.deep.equal([['AC', '2C'], ['AD'], ['AH'], ['AS', '2S']]);
    });

    it('may bring a playable card into the carpet, which is then a legal move', () => {
      const state = build({ carpet: { 2: '2H' }, waste: ['3H'] });
      const after = play(state, { from: 'carpet-2', to: 'foundation-2' });
      expect(after.carpet[2]).to.equal('3H');
      expect(legalMoves(after)).to.deep.equal([{ from: 'carpet-2', to: 'foundation-2' }]);
      const next = play(after, { from: 'carpet-2', to: 'foundation-2' });
      expect(next.foundations[2]).to.deep.equal(['AH', '2H', '3H']);
      // Waste and stock are now empty, so this gap stays.
      expect(next.carpet[2]).to.equal(null);
    });

    it('leaves gaps open when the waste and the stock are both empty', () => {
      const state = build({ carpet: { 0: '2D', 1: null }, heights: [1, 1, 1, 1] });
      const after = play(state, { from: 'carpet-0', to: 'foundation-1' });
      expect(gaps(after)).to.deep.equal([0, 1]);
      expect(hasGapToFill(after)).to.equal(false);
      expect(nextFiller(after)).to.equal(undefined);
    });

    it('refuses any move into a gap: the rules fill it', () => {
      const state = build({ carpet: { 5: null }, waste: ['9D'], stock: ['8S'] });
      expectRefused(state, { from: 'waste', to: 'carpet-5' }, /auto/);
      expectRefused(state, { from: 'stock', to: 'carpet-5' }, /auto/);
      const empty = build({ carpet: { 5: null } });
      expectRefused(empty, { from: 'waste', to: 'carpet-5' });
      expect(legalMoves(state).some((move) => move.to.startsWith('carpet-'))).to.equal(false);
    });

    it('applyMove leaves the gap and fillGaps/fillOneGap fill it as apply does', () => {
      const state = build({ carpet: { 6: '2C' }, waste: ['9H'], stock: ['KS'] });
      const move = { from: 'carpet-6', to: 'foundation-0' };
      const step = applyMove(state, move);
      expect(step.ok).to.equal(true);
      if (!step.ok) return;
      expect(step.state.carpet[6]).to.equal(null);
      expect(hasGapToFill(step.state)).to.equal(true);
      expect(nextFiller(step.state)).to.deep.equal({ from: 'waste', card: '9H' });
      const filled = fillOneGap(step.state);
      expect(filled.carpet[6]).to.equal('9H');
      expect(hasGapToFill(filled)).to.equal(false);
      const applied = apply(state, move);
      expect(applied).to.deep.equal({ ok: true, state: filled });
      expect(fillGaps(step.state)).to.deep.equal(filled);
    });

    it('fills several gaps lowest cell first, from the waste then from the stock', () => {
      // Only a hand-built position has two gaps with cards to fill them; the rules still fill both.
      const state = build({ carpet: { 3: null, 8: null }, waste: ['9D'], stock: ['TC', 'JH'] });
      expect(hasGapToFill(state)).to.equal(true);
      const once = fillOneGap(state);
      expect(once.carpet[3]).to.equal('9D');
      expect(once.carpet[8]).to.equal(null);
      const all = fillGaps(state);
      expect(all.carpet[3]).to.equal('9D');
      expect(all.carpet[8]).to.equal('JH');
      expect(all.waste).to.deep.equal([]);
      expect(all.stock).to.deep.equal(['TC']);
      expect(fillOneGap(all)).to.equal(all);
    });
  });

  describe('fill="manual" (rule 7)', () => {
    it('leaves the gap open after a move, through deals, until the player fills it', () => {
      const state = build({ fill: 'manual', carpet: { 6: '2C' }, waste: ['7D'], stock: ['KS', '9H'] });
      const after = play(state, { from: 'carpet-6', to: 'foundation-0' });
      expect(after.carpet[6]).to.equal(null);
      expect(after.waste).to.deep.equal(['7D']);
      expect(hasGapToFill(after)).to.equal(false);
      expect(fillGaps(after)).to.equal(after);
      const dealt = play(after, { from: 'stock', to: 'waste' });
      expect(dealt.carpet[6]).to.equal(null);
      expect(dealt.waste).to.deep.equal(['7D', '9H']);
      const filled = play(dealt, { from: 'waste', to: 'carpet-6' });
      expect(filled.carpet[6]).to.equal('9H');
      expect(filled.waste).to.deep.equal(['7D']);
      expect(filled.stock).to.deep.equal(['KS']);
    });

    it('offers the top waste card to every gap, and not the stock card, while the waste has cards', () => {
      const state = build({ fill: 'manual', carpet: { 2: null, 11: null }, waste: ['8D'], stock: ['9C'] });
      expect(sorted(legalMoves(state))).to.deep.equal(['stock>waste', 'waste>carpet-11', 'waste>carpet-2']);
      expectRefused(state, { from: 'stock', to: 'carpet-2' }, /waste/);
      expect(play(state, { from: 'waste', to: 'carpet-11' }).carpet[11]).to.equal('8D');
    });

    it('fills a gap from the stock when the waste is empty', () => {
      const state = build({ fill: 'manual', carpet: { 0: null }, stock: ['QH', '4D'] });
      expect(sorted(legalMoves(state))).to.deep.equal(['stock>carpet-0', 'stock>waste']);
      expectRefused(state, { from: 'waste', to: 'carpet-0' }, /waste is empty/);
      const after = play(state, { from: 'stock', to: 'carpet-0' });
      expect(after.carpet[0]).to.equal('4D');
      expect(after.stock).to.deep.equal(['QH']);
      expect(after.waste).to.deep.equal([]);
    });

    it('works on a real deal: the gap stays and the stock card may fill it', () => {
      const start = deal('42', { fill: 'manual' });
      const after = play(start, { from: 'carpet-7', to: 'foundation-0' });
      expect(after.carpet[7]).to.equal(null);
      expect(after.stock).to.deep.equal(start.stock);
      expect(sorted(legalMoves(after))).to.deep.equal(['carpet-9>foundation-3', 'stock>carpet-7', 'stock>waste']);
      expect(play(after, { from: 'stock', to: 'carpet-7' }).carpet[7]).to.equal('JS');
    });

    it('refuses to put a card on a carpet card that is not a gap', () => {
      const state = build({ fill: 'manual', carpet: { 0: '9S', 1: null }, waste: ['8D'] });
      expectRefused(state, { from: 'waste', to: 'carpet-0' }, /not a gap/);
    });

    it('leaves gaps open when waste and stock are both empty', () => {
      const state = build({ fill: 'manual', carpet: { 0: '2D', 1: null } });
      const after = play(state, { from: 'carpet-0', to: 'foundation-1' });
      expect(gaps(after)).to.deep.equal([0, 1]);
      expect(legalMoves(after)).to.deep.equal([]);
    });
  });

  describe('nothing else moves (rule 8)', () => {
    for (const fill of ['auto', 'manual'] as const) {
      it(`never moves a carpet card to another carpet cell (fill="${fill}")`, () => {
        const state = build({ fill, carpet: { 0: '2C', 1: null, 2: '9D' }, waste: ['8H'] });
        for (const [from, to] of [
          ['carpet-0', 'carpet-1'],
          ['carpet-2', 'carpet-1'],
          ['carpet-0', 'carpet-2'],
          ['carpet-0', 'carpet-0'],
        ]) {
          expectRefused(state, { from, to });
        }
        if (fill === 'manual')
          expectRefused(state, { from: 'carpet-0', to: 'carpet-1' }, /never move to other carpet cells/);
        expect(
          legalMoves(state).some((move) => move.from.startsWith('carpet-') && move.to.startsWith('carpet-')),
        ).to.equal(false);
      });
    }

    it('never moves a card onto the waste or the stock', () => {
      const state = build({ fill: 'manual', carpet: { 0: '2C' }, waste: ['8H'], stock: ['7S'] });
      expectRefused(state, { from: 'carpet-0', to: 'waste' });
      expectRefused(state, { from: 'carpet-0', to: 'stock' });
      expectRefused(state, { from: 'waste', to: 'stock' });
      expectRefused(state, { from: 'waste', to: 'waste' });
      expectRefused(state, { from: 'stock', to: 'stock' });
    });
  });

  describe('illegal moves', () => {
    it('are refused with a readable reason and leave the state exactly as it was', () => {
      for (const fill of ['auto', 'manual'] as const) {
        const state = deepFreeze(play(deal('42', { fill }), { from: 'stock', to: 'waste' }));
        const moves: Move[] = [
          { from: 'carpet-0', to: 'foundation-0' }, // 5C on AC
          { from: 'carpet-7', to: 'foundation-1' }, // 2C on diamonds
          { from: 'carpet-7', to: 'foundation-0', count: 2 }, // more than one card
          { from: 'carpet-7', to: 'foundation-0', count: 0 },
          { from: 'stock', to: 'waste', count: 3 },
          { from: 'waste', to: 'foundation-3' }, // JS on AS
          { from: 'stock', to: 'foundation-3' },
          { from: 'carpet-20', to: 'foundation-0' },
          { from: 'carpet--1', to: 'foundation-0' },
          { from: 'carpet-7', to: 'foundation-4' },
          { from: 'carpet-7', to: 'foundation--1' },
          { from: 'carpet-7', to: 'foundation' },
          { from: 'tableau-0', to: 'foundation-0' },
          { from: 'talon', to: 'foundation-0' },
          { from: '', to: '' },
          { from: 'Stock', to: 'Waste' },
          { from: 'carpet-7', to: 'Foundation-0' },
          { from: ' carpet-7', to: 'foundation-0' },
          { from: 'carpet-7 ', to: 'foundation-0' },
          { from: 'carpet-7', to: 'foundation-0 ' },
          // Not the pile ids the rules use (RULES.md): leading zeros, signs, exponents.
          { from: 'carpet-07', to: 'foundation-0' },
          { from: 'carpet-007', to: 'foundation-0' },
          { from: 'carpet-+7', to: 'foundation-0' },
          { from: 'carpet-9', to: 'foundation-03' },
          { from: 'waste', to: 'carpet-7' }, // not a gap
          { from: 'foundation-0', to: 'carpet-7' },
        ];
        for (const move of moves) expectRefused(state, move);
      }
    });

    it('an empty place has nothing to move', () => {
      const state = build({ fill: 'manual', carpet: { 4: null } });
      expectRefused(state, { from: 'carpet-4', to: 'foundation-0' }, /^Carpet row 1, column 5 is empty[.]$/);
      expectRefused(state, { from: 'waste', to: 'foundation-0' }, /waste is empty/);
      expectRefused(state, { from: 'stock', to: 'carpet-4' }, /stock is empty/);
    });

    it('every move legalMoves lists is accepted, with or without count: 1', () => {
      const state = build({
        fill: 'manual',
        heights: [2, 1, 1, 1],
        carpet: { 0: '3C', 1: null, 7: '2H' },
        waste: ['2D'],
        stock: ['9S'],
      });
      const legal = legalMoves(state);
      expect(sorted(legal)).to.deep.equal([
        'carpet-0>foundation-0',
        'carpet-7>foundation-2',
        'stock>waste',
        'waste>carpet-1',
        'waste>foundation-1',
      ]);
      for (const move of legal) {
        expect(whyIllegal(state, move)).to.equal(undefined);
        expect(apply(state, move).ok).to.equal(true);
        expect(apply(state, { ...move, count: 1 })).to.deep.equal(apply(state, move));
      }
    });
  });

  describe('the end (rule 9)', () => {
    const complete = [13, 13, 13, 13];

    it('is won when all 52 cards are on the foundations', () => {
      const state = build({ heights: complete, carpet: {} });
      expect(isWon(state)).to.equal(true);
      expect(status(state)).to.equal('won');
      expect(legalMoves(state)).to.deep.equal([]);
    });

    it('is won by the move that puts the 52nd card up, from the carpet or from the waste', () => {
      for (const fill of ['auto', 'manual'] as const) {
        const fromCarpet = build({ fill, heights: [13, 13, 12, 13], carpet: { 13: 'KH' } });
        expect(status(fromCarpet)).to.equal('playing');
        expect(isWon(fromCarpet)).to.equal(false);
        const won = play(fromCarpet, { from: 'carpet-13', to: 'foundation-2' });
        expect(status(won)).to.equal('won');
        expect(isWon(won)).to.equal(true);
        const fromWaste = build({ fill, heights: [13, 12, 13, 13], waste: ['KD'] });
        expect(status(fromWaste)).to.equal('playing');
        expect(status(play(fromWaste, { from: 'waste', to: 'foundation-1' }))).to.equal('won');
      }
    });

    it('is not won with 51 cards up, even when nothing can move', () => {
      const state = build({ heights: [13, 13, 13, 12], waste: ['KS'], carpet: {} });
      expect(status(state)).to.equal('playing');
      const stuck = build({ heights: [13, 13, 13, 11], waste: ['QS', 'KS'], carpet: {} });
      expect(isWon(stuck)).to.equal(false);
      expect(status(stuck)).to.equal('lost');
    });

    for (const fill of ['auto', 'manual'] as const) {
      it(`is lost when the stock is empty and no move is left (fill="${fill}")`, () => {
        // A waste card that does not fit, carpet cards that do not fit, no gap.
        const state = build({ fill, heights: [2, 1, 1, 1], waste: ['5C', '4D'] });
        expect(legalMoves(state)).to.deep.equal([]);
        expect(status(state)).to.equal('lost');
        // With gaps but nothing to fill them with.
        const gapped = build({ fill, carpet: { 0: null, 1: null } });
        expect(status(gapped)).to.equal('lost');
      });

      it(`is not lost while the stock has a card, even with no other move (fill="${fill}")`, () => {
        const state = build({ fill, waste: ['5C'], stock: ['9D'] });
        expect(legalMoves(state)).to.deep.equal([{ from: 'stock', to: 'waste' }]);
        expect(status(state)).to.equal('playing');
        const last = play(state, { from: 'stock', to: 'waste' });
        expect(status(last)).to.equal('lost');
      });

      it(`is not lost while a foundation move is left after the last deal (fill="${fill}")`, () => {
        const state = build({ fill, carpet: { 10: '2S' }, waste: ['9D'] });
        expect(status(state)).to.equal('playing');
        const after = play(state, { from: 'carpet-10', to: 'foundation-3' });
        // auto: 9D fills the gap; manual: the gap waits for 9D. Neither is playable.
        expect(status(after)).to.equal(fill === 'auto' ? 'lost' : 'playing');
      });
    }

    it('manual: a waste card and a gap with an empty stock is NOT lost (the gap can be filled)', () => {
      const state = build({ fill: 'manual', carpet: { 5: null }, waste: ['9D'] });
      expect(legalMoves(state)).to.deep.equal([{ from: 'waste', to: 'carpet-5' }]);
      expect(status(state)).to.equal('playing');
      const filled = play(state, { from: 'waste', to: 'carpet-5' });
      expect(status(filled)).to.equal('lost');
      // The same position under auto cannot arise: the gap would have been filled at once.
      expect(status(fillGaps(build({ fill: 'auto', carpet: { 5: null }, waste: ['9D'] })))).to.equal('lost');
    });

    it('manual: the filler may be the card that saves the game', () => {
      const state = build({ fill: 'manual', carpet: { 5: null }, waste: ['2S'] });
      const filled = play(state, { from: 'waste', to: 'carpet-5' });
      expect(status(filled)).to.equal('playing');
      expect(legalMoves(filled)).to.deep.equal([{ from: 'carpet-5', to: 'foundation-3' }]);
    });
  });

  describe('piles()', () => {
    it('lists every pile id of the game, each bottom card first', () => {
      const state = build({
        fill: 'manual',
        heights: [3, 1, 2, 1],
        carpet: { 0: null, 1: '9C' },
        waste: ['KD', '8S'],
        stock: ['TC', 'JH'],
      });
      const p = piles(state);
      const ids = [
        ...[0, 1, 2, 3].map((i) => `foundation-${i}`),
        ...Array.from({ length: 20 }, (_, i) => `carpet-${i}`),
        'stock',
        'waste',
      ];
      expect(Object.keys(p).sort()).to.deep.equal(ids.sort());
      expect(p['foundation-0']).to.deep.equal(['AC', '2C', '3C']);
      expect(p['foundation-2']).to.deep.equal(['AH', '2H']);
      expect(p['carpet-0']).to.deep.equal([]);
      expect(p['carpet-1']).to.deep.equal(['9C']);
      expect(p.waste).to.deep.equal(['KD', '8S']);
      expect(p.stock).to.deep.equal(['TC', 'JH']);
    });

    it('ends the stock with its top card: the one a deal turns up, and the waste with the card a move takes', () => {
      const state = deal('🂡🃏', { fill: 'auto' });
      const topOfStock = piles(state).stock.slice(-1)[0];
      const after = play(state, { from: 'stock', to: 'waste' });
      expect(piles(after).waste).to.deep.equal([topOfStock]);
      expect(piles(after).stock).to.deep.equal(piles(state).stock.slice(0, -1));
      expect(nextFiller(after)).to.deep.equal({ from: 'waste', card: topOfStock });
    });

    it('returns copies: changing them does not change the game', () => {
      const state = deal('42', { fill: 'auto' });
      const before = JSON.stringify(state);
      const p = piles(state);
      p.stock.pop();
      p['carpet-0'].push('AC');
      p['foundation-0'].length = 0;
      expect(JSON.stringify(state)).to.equal(before);
    });
  });

  it('carpetRules exposes the same deal, legalMoves, apply, status and piles', () => {
    expect(carpetRules.deal).to.equal(deal);
    expect(carpetRules.legalMoves).to.equal(legalMoves);
    expect(carpetRules.apply).to.equal(apply);
    expect(carpetRules.status).to.equal(status);
    expect(carpetRules.piles).to.equal(piles);
  });
});
