import { expect } from '@open-wc/testing';
import { type CardCode, SUITS, cardOf, fullDeck } from '../../../src/core/cards.js';
import { createRandom, dealRandom, shuffle } from '../../../src/core/random.js';
import { type Move, sameMove } from '../../../src/core/types.js';
import {
  type CadoganState,
  apply,
  applyLegal,
  availableCells,
  buildsOnTalon,
  cadoganRules,
  canRedeal,
  deal,
  dealCarpet,
  fitsFoundation,
  foundationCount,
  foundationNeeds,
  isAvailable,
  isWon,
  legalMoves,
  orientationOf,
  piles,
  redeal,
  redealsLeft,
  seedFoundations,
  status,
  whyIllegal,
} from '../../../src/games/cadogan-carpet/rules.js';
import { cadoganGame } from '../../../src/games/cadogan-carpet/index.js';
import { pileNamer } from '../../../src/i18n/error-words.js';
import { deepFreeze } from '../../support/freeze.js';
import { refusalText } from '../../support/refusal.js';

// ------------------------------------------------------------------------------------------------
// Hand-built positions

interface Spec {
  /** How many cards each foundation holds, foundation-0..7: 0-3 from the ace up, 4-7 from the king down. 1 each by default. */
  heights?: readonly number[];
  /** Which cells hold a card: 8 rows of 8 characters, '#' a card (FILLER unless `cells` names it), '.' empty. Full by default. */
  pattern?: readonly string[];
  /** Cards for particular cells (null: empty), over the pattern. */
  cells?: Readonly<Record<number, string | null>>;
  stock?: readonly string[];
  talon?: readonly string[];
  pass?: number;
  seed?: string;
}

const FULL = ['########', '########', '########', '########', '########', '########', '########', '########'];
const EMPTY = ['........', '........', '........', '........', '........', '........', '........', '........'];
/** The card on every '#' of a pattern that `cells` does not name: the builder checks that it never plays. */
const FILLER: CardCode = '9H';

const foundationPile = (index: number, height: number): CardCode[] =>
  Array.from({ length: height }, (_, v) => cardOf(index < 4 ? v + 1 : 13 - v, SUITS[index % 4]));

/**
 * A CadoganState built by hand, deep-frozen so any mutation by the rules throws. It holds only the cards
 * named (the rules never count cards). The filler cards never play, so a test sees exactly the moves it set up.
 */
function build(spec: Spec = {}): CadoganState {
  const heights = spec.heights ?? [1, 1, 1, 1, 1, 1, 1, 1];
  const pattern = spec.pattern ?? FULL;
  const named = spec.cells ?? {};
  const carpet = Array.from({ length: 64 }, (_, cell): CardCode | null => {
    if (cell in named) return (named[cell] ?? null) as CardCode | null;
    return pattern[Math.floor(cell / 8)][cell % 8] === '#' ? FILLER : null;
  });
  const state = deepFreeze({
    seed: spec.seed ?? 'test',
    pass: spec.pass ?? 1,
    foundations: heights.map((height, index) => foundationPile(index, height)),
    carpet,
    stock: (spec.stock ?? []).slice() as CardCode[],
    talon: (spec.talon ?? []).slice() as CardCode[],
  });
  for (const move of legalMoves(state)) {
    const cell = move.from.startsWith('carpet-') ? Number(move.from.slice(7)) : -1;
    if (cell >= 0 && !(cell in named)) throw new Error(`test setup: the filler in ${move.from} plays`);
  }
  return state;
}

/**
 * A whole game's position: every card of both packs that the layout does not name is on the foundations
 * (each suit's ace foundation up to some card, its king foundation down to some card). Throws when no
 * such foundations exist for the cards named.
 */
function complete(spec: Omit<Spec, 'heights' | 'pattern'>): CadoganState {
  const out = [
    ...Object.values(spec.cells ?? {}).filter((card): card is string => !!card),
    ...(spec.stock ?? []),
    ...(spec.talon ?? []),
  ];
  const heights: number[] = [];
  SUITS.forEach((suit, index) => {
    const outOf = (v: number) => out.filter((card) => card === cardOf(v, suit)).length;
    const fits = (up: number, down: number) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].every((v) => outOf(v) === 2 - Number(v <= up) - Number(v >= down));
    let found = false;
    for (let up = 1; up <= 13 && !found; up++) {
      for (let down = 13; down >= 1 && !found; down--) {
        if (fits(up, down)) [heights[index], heights[index + 4], found] = [up, 14 - down, true];
      }
    }
    if (!found) throw new Error(`test setup: the ${suit} cards named cannot be the ones out of play`);
  });
  const state = build({ ...spec, heights, pattern: EMPTY });
  expect(Object.values(piles(state)).flat().sort()).to.deep.equal(fullDeck(2).sort());
  return state;
}

const keys = (moves: Move[]): string[] => moves.map((m) => `${m.from}>${m.to}`);
const movesFrom = (state: CadoganState, from: string): string[] =>
  keys(legalMoves(state).filter((m) => m.from === from));
const isListed = (state: CadoganState, move: Move): boolean => legalMoves(state).some((legal) => sameMove(legal, move));

/** Applies a move that must be legal and listed, and returns the new state (frozen, so later moves cannot mutate it). */
function play(state: CadoganState, move: Move): CadoganState {
  const result = apply(state, move);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(move)} to be legal, got: ${refusalText(result.reason)}`);
  expect(isListed(state, move), `${JSON.stringify(move)} is legal but not listed`).to.equal(true);
  return deepFreeze(result.state);
}

const PILES = pileNamer(cadoganGame);

/** The move is refused with a refusal that reads as a sentence, by apply and whyIllegal alike, it is not listed, and nothing changes. */
function expectRefused(state: CadoganState, move: Move, pattern?: RegExp): string {
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

/** Cell number from row and column counted from 1, as RULES.md counts them. */
const at = (row: number, col: number): number => (row - 1) * 8 + (col - 1);

/**
 * Rule 3 read another way, as a check on isAvailable: walk from each narrow end of the card, cell by
 * cell, to the edge of the carpet; the card is available when one of the two walks meets no card.
 */
function walkAvailable(carpet: readonly (CardCode | null)[], cell: number): boolean {
  if (carpet[cell] === null) return false;
  const row = Math.floor(cell / 8) + 1;
  const col = (cell % 8) + 1;
  const ends =
    (row + col) % 2 === 0
      ? [
          [-1, 0],
          [1, 0],
        ]
      : [
          [0, -1],
          [0, 1],
        ];
  return ends.some(([dr, dc]) => {
    for (let r = row + dr, c = col + dc; r >= 1 && r <= 8 && c >= 1 && c <= 8; r += dr, c += dc)
      if (carpet[at(r, c)] !== null) return false;
    return true;
  });
}

/** The 16 cells RULES.md 3.3 and the plate mark at the start: upright in rows 1 and 8, crosswise in columns 1 and 8. */
const STARTING_CELLS = [0, 2, 4, 6, 7, 8, 23, 24, 39, 40, 55, 56, 57, 59, 61, 63];

// ------------------------------------------------------------------------------------------------

describe('cadogan-carpet rules', () => {
  describe('the deal (rules 1-2)', () => {
    const seeds = ['42', 'daily-2026-11-29', '🂡🃏', '', '123-456-789', 'x'];

    it('puts one ace and one king of each suit on the foundations: aces on 0-3, kings on 4-7, in suit order C D H S', () => {
      for (const seed of seeds) {
        const state = deal(seed, {});
        expect(state.foundations, seed).to.deep.equal([['AC'], ['AD'], ['AH'], ['AS'], ['KC'], ['KD'], ['KH'], ['KS']]);
        expect(state.pass, seed).to.equal(1);
        expect(state.seed, seed).to.equal(seed);
        expect(state.talon, seed).to.deep.equal([]);
      }
    });

    it('deals 64 face-up carpet cards and 32 stock cards: both packs, 104 cards', () => {
      for (const seed of seeds) {
        const state = deal(seed, {});
        expect(state.carpet, seed).to.have.length(64);
        expect(
          state.carpet.every((card) => card !== null),
          seed,
        ).to.equal(true);
        expect(state.stock, seed).to.have.length(32);
        expect(Object.values(piles(state)).flat().sort(), seed).to.deep.equal(fullDeck(2).sort());
        expect(foundationCount(state)).to.equal(8);
      }
    });

    it('is seedFoundations (the other 96 shuffled into the stock, first card on top) then dealCarpet (row by row)', () => {
      const seeded = seedFoundations('42', {});
      // The 96: fullDeck(2) without the first ace and king of each suit, in that order, then shuffled.
      const others = fullDeck(2);
      for (const suit of SUITS)
        for (const card of [cardOf(1, suit), cardOf(13, suit)]) others.splice(others.indexOf(card), 1);
      expect(others).to.have.length(96);
      expect(seeded.stock).to.deep.equal(shuffle(others, dealRandom('cadogan-carpet', '42')).reverse());
      expect(seeded.carpet).to.deep.equal(Array(64).fill(null));
      expect(seeded.foundations).to.deep.equal(deal('42', {}).foundations);
      expect(seeded.pass).to.equal(1);
      const dealt = dealCarpet(seeded);
      // carpet-0 gets the top (last) stock card, carpet-1 the next one, and so on.
      expect(dealt.carpet).to.deep.equal(seeded.stock.slice(32).reverse());
      expect(dealt.stock).to.deep.equal(seeded.stock.slice(0, 32));
      expect(dealt).to.deep.equal(deal('42', {}));
      // Never changes its input.
      expect(seeded.stock).to.have.length(96);
      expect(seeded.carpet[0]).to.equal(null);
    });

    it('is a pure function of the seed: the same seed deals the same layout, different seeds differ', () => {
      for (const seed of seeds) expect(deal(seed, {})).to.deep.equal(deal(seed, {}));
      const names = [...seeds, ...Array.from({ length: 30 }, (_, i) => `seed-${i}`), '42 ', '042'];
      expect(new Set(names.map((seed) => JSON.stringify(piles(deal(seed, {}))))).size).to.equal(names.length);
      // Not Carthage's deal of the same seed: the variant is part of the generator's key.
      const carthageOrder = shuffle(fullDeck(2), dealRandom('carthage', '42'));
      expect(deal('42', {}).carpet.slice(0, 8)).not.to.deep.equal(carthageOrder.slice(0, 8));
    });

    // THE GUARD FOR SHARED DEAL LINKS. These layouts were observed once from the current code and
    // frozen as literals: every deal must be the same in every browser, forever (RULES.md). If one of
    // these tests fails, the shuffle, the generator, the cards taken out or the deal order changed, and
    // every shared deal link would now show a different game. Do not update the literals: keep the old
    // path and bump DEAL_VERSION instead.
    describe('pinned layouts (guard against any change to the shuffle or the deal order)', () => {
      // Kept as written: each pinned carpet is laid out in its eight rows of eight.
      // prettier-ignore
      const pinned: { seed: string; carpet: string[]; stock: string[] }[] = [
        {
          seed: '42',
          carpet: [
            '4D', '2S', 'TS', '2D', 'TS', '9S', 'TC', '9S',
            '4H', '9D', '4C', '8H', 'AC', 'JH', '7S', '9C',
            'JD', '3S', 'QS', '6S', 'QC', '4C', '8C', '6H',
            'JS', 'KH', 'QH', 'TH', '2S', 'TD', '3H', '6H',
            '7C', 'TD', '9H', 'QH', 'AS', '6C', '2C', '4D',
            'JC', '8D', 'QD', '9H', '8H', 'AH', '6D', '3H',
            '5S', '4S', '5C', 'KD', '7C', '5H', '4H', 'KC',
            '9C', '3C', '2C', '8S', '5S', 'JH', '3D', '6D',
          ],
          stock: ['7D', '5D', '2D', '8D', '7D', 'QS', '3D', '7H', 'JS', '8C', '5D', '9D', '7H', 'TH', '3C', '6C', 'QC', '7S', 'JC', '8S', 'QD', '2H', '6S', '3S', '5H', '4S', '2H', 'AD', 'KS', 'TC', '5C', 'JD'],
        },
        {
          seed: 'daily-2026-11-29',
          carpet: [
            '3H', 'JH', '6S', '2H', '8D', '5C', '3D', 'QD',
            'QC', '6H', '9H', '7H', '2H', '4H', '9C', 'JC',
            'KC', '9D', 'TD', '2D', '3C', '8S', '6D', 'QH',
            '4C', '7D', 'AD', '3S', '6H', '7S', '6C', '2S',
            '7C', '4D', 'JS', '3D', '8H', 'JC', '3C', 'JH',
            'TC', 'AS', 'TS', 'QD', 'JD', 'KD', '4C', '2D',
            '5S', '5S', '5H', 'QS', '8C', '9S', '6C', '6D',
            '7C', 'TS', '5C', '3S', '9H', '8C', '9D', '4S',
          ],
          stock: ['8D', '9S', 'KS', '4H', 'AH', 'TH', 'TC', '7S', '5D', '5D', 'TH', 'QS', 'JD', '7D', '8H', '9C', '3H', 'QH', 'KH', 'AC', '4S', 'QC', 'TD', '2C', '4D', '2C', '2S', '5H', '8S', '7H', '6S', 'JS'],
        },
        {
          seed: '🂡🃏',
          carpet: [
            '6C', '6S', 'JS', '5C', '2H', '3C', 'QH', '4H',
            '2S', '7C', '6D', '2C', '4D', '8S', '3S', '4D',
            'KH', '3D', '2D', 'TD', '7S', '4C', 'QC', '9D',
            'QC', '7D', 'TH', 'JC', 'KS', '3S', '9C', '7D',
            'JS', '6C', 'QD', '8H', '7S', 'QH', 'TS', 'JC',
            '8C', 'AS', 'JD', '9S', '9H', '8D', '4H', '8D',
            '2D', '9H', '6D', 'JH', '5C', '5D', 'AH', 'JD',
            '8H', '5H', '6H', '6S', '4C', '5H', '5S', 'AD',
          ],
          stock: ['QS', 'JH', '9C', '5S', 'QD', '4S', '7C', '6H', '7H', 'KC', '8C', '4S', '3C', '5D', '3H', 'TC', 'TH', 'TD', '3D', 'AC', '2S', 'KD', '3H', 'TS', '7H', '2C', '9S', 'TC', '9D', '2H', '8S', 'QS'],
        },
      ];
      for (const { seed, carpet, stock } of pinned) {
        it(`seed ${JSON.stringify(seed)}`, () => {
          const p = piles(deal(seed, {}));
          expect(Array.from({ length: 64 }, (_, cell) => p[`carpet-${cell}`])).to.deep.equal(
            carpet.map((card) => [card]),
          );
          expect(p.stock).to.deep.equal(stock);
          expect(p.talon).to.deep.equal([]);
        });
      }
    });
  });

  describe('orientation and availability (rules 2-3)', () => {
    it('lays a checkerboard: upright when row + column is even, carpet-0 upright', () => {
      expect(orientationOf(0)).to.equal('upright');
      expect(orientationOf(1)).to.equal('crosswise');
      expect(orientationOf(7)).to.equal('crosswise');
      expect(orientationOf(8)).to.equal('crosswise');
      expect(orientationOf(9)).to.equal('upright');
      expect(orientationOf(56)).to.equal('crosswise');
      expect(orientationOf(63)).to.equal('upright');
      const rows = Array.from({ length: 8 }, (_, r) =>
        Array.from({ length: 8 }, (_, c) => (orientationOf(r * 8 + c) === 'upright' ? 'U' : 'x')).join(''),
      );
      expect(rows).to.deep.equal([
        'UxUxUxUx',
        'xUxUxUxU',
        'UxUxUxUx',
        'xUxUxUxU',
        'UxUxUxUx',
        'xUxUxUxU',
        'UxUxUxUx',
        'xUxUxUxU',
      ]);
      for (let row = 1; row <= 8; row++) {
        for (let col = 1; col <= 8; col++)
          expect(orientationOf(at(row, col))).to.equal((row + col) % 2 === 0 ? 'upright' : 'crosswise');
      }
    });

    it('makes exactly the 16 cards of the plate available at the start, whatever the deal', () => {
      // Upright cards of rows 1 and 8, crosswise cards of columns 1 and 8: RULES.md 3.3, read cell by cell.
      const described = Array.from({ length: 64 }, (_, cell) => cell).filter((cell) => {
        const row = Math.floor(cell / 8) + 1;
        const col = (cell % 8) + 1;
        return orientationOf(cell) === 'upright' ? row === 1 || row === 8 : col === 1 || col === 8;
      });
      expect(described).to.deep.equal(STARTING_CELLS);
      for (let i = 0; i < 200; i++) {
        const seed = i < 3 ? ['42', 'daily-2026-11-29', '🂡🃏'][i] : `start-${i}`;
        const state = deal(seed, {});
        expect(availableCells(state), seed).to.deep.equal(STARTING_CELLS);
        for (let cell = 0; cell < 64; cell++) expect(isAvailable(state, cell)).to.equal(STARTING_CELLS.includes(cell));
      }
      expect(availableCells(build())).to.deep.equal(STARTING_CELLS);
    });

    it('opens an upright card when its column is empty above it, or below it', () => {
      // carpet-36 (row 5, column 5) is upright.
      const cell = at(5, 5);
      expect(orientationOf(cell)).to.equal('upright');
      const above = build({
        pattern: ['####.###', '####.###', '####.###', '####.###', '########', '########', '########', '########'],
      });
      expect(isAvailable(above, cell)).to.equal(true);
      const below = build({
        pattern: ['########', '########', '########', '########', '########', '####.###', '####.###', '####.###'],
      });
      expect(isAvailable(below, cell)).to.equal(true);
      // One card left anywhere in each lane blocks it.
      const gapAbove = build({
        pattern: ['####.###', '########', '####.###', '####.###', '########', '####.###', '####.###', '########'],
      });
      expect(isAvailable(gapAbove, cell)).to.equal(false);
      const gapBelow = build({
        pattern: ['####.###', '####.###', '####.###', '########', '########', '####.###', '####.###', '########'],
      });
      expect(isAvailable(gapBelow, cell)).to.equal(false);
      // Its row does not matter: an empty row around it frees it no more.
      const row = build({
        pattern: ['########', '########', '########', '########', '....#...', '########', '########', '########'],
      });
      expect(isAvailable(row, cell)).to.equal(false);
    });

    it('opens a crosswise card when its row is empty to its left, or to its right', () => {
      // carpet-28 (row 4, column 5) is crosswise.
      const cell = at(4, 5);
      expect(orientationOf(cell)).to.equal('crosswise');
      const row4 = (row: string) => build({ pattern: [...FULL.slice(0, 3), row, ...FULL.slice(4)] });
      expect(isAvailable(row4('....####'), cell)).to.equal(true);
      expect(isAvailable(row4('#####...'), cell)).to.equal(true);
      // One card left anywhere in each lane blocks it.
      expect(isAvailable(row4('#...####'), cell)).to.equal(false);
      expect(isAvailable(row4('.#..#.#.'), cell)).to.equal(false);
      // Its column does not matter.
      const column = build({
        pattern: ['####.###', '####.###', '####.###', '########', '####.###', '####.###', '####.###', '####.###'],
      });
      expect(isAvailable(column, cell)).to.equal(false);
    });

    it('opens the next row as a row empties, and the next column as a column empties', () => {
      // Row 1 gone: the upright cards of row 2 now reach the top edge; its crosswise cards still need their row.
      const rowGone = build({
        pattern: ['........', '########', '########', '########', '########', '########', '########', '########'],
      });
      expect(availableCells(rowGone)).to.deep.equal([8, 9, 11, 13, 15, 23, 24, 39, 40, 55, 56, 57, 59, 61, 63]);
      // Then row 2 gone too: row 3's upright cards (columns 1, 3, 5, 7).
      const twoRows = build({
        pattern: ['........', '........', '########', '########', '########', '########', '########', '########'],
      });
      expect(availableCells(twoRows)).to.deep.equal([16, 18, 20, 22, 23, 24, 39, 40, 55, 56, 57, 59, 61, 63]);
      // Column 1 gone: the crosswise cards of column 2 (rows 1, 3, 5, 7) now reach the left edge.
      const columnGone = build({
        pattern: ['.#######', '.#######', '.#######', '.#######', '.#######', '.#######', '.#######', '.#######'],
      });
      expect(availableCells(columnGone)).to.deep.equal([1, 2, 4, 6, 7, 17, 23, 33, 39, 49, 55, 57, 59, 61, 63]);
      // Column 8 gone: the crosswise cards of column 7 (rows 2, 4, 6, 8).
      const rightGone = build({
        pattern: ['#######.', '#######.', '#######.', '#######.', '#######.', '#######.', '#######.', '#######.'],
      });
      expect(availableCells(rightGone)).to.deep.equal([0, 2, 4, 6, 8, 14, 24, 30, 40, 46, 56, 57, 59, 61, 62]);
    });

    it('an empty cell is never available, nor a cell off the carpet', () => {
      const state = build({ pattern: EMPTY, cells: { 10: '5S' } });
      expect(availableCells(state)).to.deep.equal([10]);
      for (const cell of [0, 9, 11, 63]) expect(isAvailable(state, cell)).to.equal(false);
      for (const cell of [-1, 64, 1.5, Number.NaN]) expect(isAvailable(state, cell)).to.equal(false);
      expect(availableCells(build({ pattern: EMPTY }))).to.deep.equal([]);
    });

    it('a carpet that still holds a card always has an available card', () => {
      // The top-most card row: an upright card there has a clear lane up; else its left-most card one to the left.
      const random = createRandom('never-stuck');
      for (let i = 0; i < 300; i++) {
        const state = build({
          pattern: EMPTY,
          cells: Object.fromEntries(
            Array.from({ length: 64 }, (_, cell) => [cell, random.nextInt(4) === 0 ? FILLER : null]),
          ),
        });
        if (state.carpet.some((card) => card !== null)) expect(availableCells(state).length).to.be.above(0);
      }
    });

    it('agrees with a walk from each narrow end to the edge, on 400 random carpets', () => {
      const random = createRandom('walks');
      for (let i = 0; i < 400; i++) {
        const emptiness = random.nextInt(8);
        const cells = Object.fromEntries(
          Array.from({ length: 64 }, (_, cell) => [cell, random.nextInt(8) < emptiness ? null : FILLER]),
        );
        const state = build({ pattern: EMPTY, cells });
        for (let cell = 0; cell < 64; cell++) {
          if (isAvailable(state, cell) !== walkAvailable(state.carpet, cell))
            expect.fail(`cell ${cell} of ${JSON.stringify(state.carpet)}`);
        }
      }
    });

    it('Rule III: taking a card never frees the next card inward along its lane', () => {
      // carpet-2 (row 1, column 3, upright) goes; carpet-10 beneath it is crosswise and still blocked in
      // its row, and carpet-18 (upright) still has carpet-10 above it.
      const start = build({ cells: { 2: '2C' } });
      const after = play(start, { from: 'carpet-2', to: 'foundation-0' });
      expect(isAvailable(after, 10)).to.equal(false);
      expect(isAvailable(after, 18)).to.equal(false);
      // Only when carpet-10 also goes (its row opened) does carpet-18 come free: by degrees.
      expect(
        isAvailable(
          build({
            pattern: ['##.#####', '##.#####', '########', '########', '########', '########', '########', '########'],
          }),
          18,
        ),
      ).to.equal(true);
      // Beside it, carpet-1 and carpet-3 are crosswise; their row still holds carpet-0 and carpet-4..7.
      expect(availableCells(after)).to.deep.equal(STARTING_CELLS.filter((cell) => cell !== 2));
    });

    it('Rule III holds everywhere: the cards next to a taken card at its narrow ends keep their availability', () => {
      // Along a card's lane the neighbours lie the other way, so their own lanes run across it.
      const random = createRandom('rule-three');
      for (let i = 0; i < 40; i++) {
        let state = deal(`rule-three-${i}`, {});
        for (let step = 0; step < 30; step++) {
          const cells = availableCells(state);
          for (const cell of cells) {
            const carpet = state.carpet.slice();
            carpet[cell] = null;
            const taken = { ...state, carpet };
            const [row, col] = [Math.floor(cell / 8), cell % 8];
            const inward =
              orientationOf(cell) === 'upright'
                ? [
                    [row - 1, col],
                    [row + 1, col],
                  ]
                : [
                    [row, col - 1],
                    [row, col + 1],
                  ];
            for (const [r, c] of inward) {
              if (r < 0 || r > 7 || c < 0 || c > 7) continue;
              if (isAvailable(taken, r * 8 + c) !== isAvailable(state, r * 8 + c))
                expect.fail(`taking carpet-${cell} changed carpet-${r * 8 + c}`);
            }
          }
          // Take one available card away at random and look again.
          const carpet = state.carpet.slice();
          carpet[cells[random.nextInt(cells.length)]] = null;
          state = { ...state, carpet };
        }
      }
    });

    it('a blocked card cannot move anywhere, even where it would fit', () => {
      // carpet-27 (row 4, column 4, upright) is deep inside a full carpet; it fits an ace foundation, a
      // king foundation and the talon.
      const state = build({ heights: [1, 6, 1, 1, 1, 6, 1, 1], cells: { 27: '7D' }, talon: ['8D'] });
      expect(isAvailable(state, 27)).to.equal(false);
      expect(movesFrom(state, 'carpet-27')).to.deep.equal([]);
      for (const to of ['foundation-1', 'foundation-5', 'talon']) {
        expectRefused(
          state,
          { from: 'carpet-27', to },
          /^The seven of diamonds is blocked: neither narrow end has a clear lane to the edge of the carpet[.]$/,
        );
      }
      // Once its column is clear above it, all three moves are listed.
      const open = build({
        heights: [1, 6, 1, 1, 1, 6, 1, 1],
        pattern: ['###.####', '###.####', '###.####', '########', '########', '########', '########', '########'],
        cells: { 27: '7D' },
        talon: ['8D'],
      });
      expect(movesFrom(open, 'carpet-27')).to.deep.equal([
        'carpet-27>foundation-1',
        'carpet-27>foundation-5',
        'carpet-27>talon',
      ]);
    });
  });

  describe('the foundations (rules 1, 4, 6, 8)', () => {
    it('ace foundations build up in suit, king foundations down in suit', () => {
      const state = build({ cells: { 0: '2C', 2: 'QC', 4: '2S', 6: 'QS' } });
      expect(keys(legalMoves(state).filter((m) => m.to.startsWith('foundation-')))).to.deep.equal([
        'carpet-0>foundation-0',
        'carpet-2>foundation-4',
        'carpet-4>foundation-3',
        'carpet-6>foundation-7',
      ]);
      const up = play(state, { from: 'carpet-0', to: 'foundation-0' });
      expect(up.foundations[0]).to.deep.equal(['AC', '2C']);
      expect(up.carpet[0]).to.equal(null);
      const down = play(up, { from: 'carpet-2', to: 'foundation-4' });
      expect(down.foundations[4]).to.deep.equal(['KC', 'QC']);
      expect(down.carpet[2]).to.equal(null);
      // The other cells, foundations, stock and talon are untouched.
      expect(down.carpet.filter((card, cell) => card !== state.carpet[cell])).to.deep.equal([null, null]);
      expect(down.foundations.slice(1, 4)).to.deep.equal(state.foundations.slice(1, 4));
      expect(down.foundations.slice(5)).to.deep.equal(state.foundations.slice(5));
      expect(foundationNeeds(down, 0)).to.equal('3C');
      expect(foundationNeeds(down, 4)).to.equal('JC');
    });

    it('refuses the wrong suit and the wrong rank, naming the card needed', () => {
      const state = build({ heights: [3, 1, 1, 1, 3, 1, 1, 1], cells: { 0: '4H', 2: '5C', 4: 'TC', 6: '3C' } });
      expectRefused(
        state,
        { from: 'carpet-0', to: 'foundation-0' },
        /^The four of hearts does not go on the clubs ace foundation[.]$/,
      );
      expectRefused(
        state,
        { from: 'carpet-2', to: 'foundation-0' },
        /^The clubs ace foundation needs the four of clubs[.]$/,
      );
      expectRefused(
        state,
        { from: 'carpet-2', to: 'foundation-4' },
        /^The clubs king foundation needs the ten of clubs[.]$/,
      );
      expectRefused(state, { from: 'carpet-4', to: 'foundation-0' }, /needs the four of clubs/);
      // A king foundation never builds up, an ace foundation never down.
      expectRefused(state, { from: 'carpet-6', to: 'foundation-0' }, /needs the four of clubs/);
      expectRefused(state, { from: 'carpet-6', to: 'foundation-4' }, /needs the ten of clubs/);
      expect(movesFrom(state, 'carpet-4')).to.deep.equal(['carpet-4>foundation-4']);
      expect(fitsFoundation(state, 'TC', 4)).to.equal(true);
      expect(fitsFoundation(state, 'TC', 0)).to.equal(false);
    });

    it('a card that fits both foundations of its suit lists both moves, from the carpet and from the talon', () => {
      // Clubs up to the six and down to the eight: either seven goes on either.
      const state = build({ heights: [6, 1, 1, 1, 6, 1, 1, 1], cells: { 63: '7C' }, talon: ['7C'] });
      // The stock is empty, so the re-deal is listed too.
      expect(keys(legalMoves(state))).to.deep.equal([
        'carpet-63>foundation-0',
        'carpet-63>foundation-4',
        'talon>foundation-0',
        'talon>foundation-4',
        'talon>stock',
      ]);
      const up = play(state, { from: 'carpet-63', to: 'foundation-0' });
      expect(up.foundations[0]).to.deep.equal(foundationPile(0, 7));
      // The other seven then goes only down, onto the eight.
      expect(movesFrom(up, 'talon')).to.deep.equal(['talon>foundation-4', 'talon>stock']);
      const both = play(up, { from: 'talon', to: 'foundation-4' });
      expect(both.foundations[4]).to.deep.equal(['KC', 'QC', 'JC', 'TC', '9C', '8C', '7C']);
      expect(both.talon).to.deep.equal([]);
    });

    it('a complete foundation takes nothing', () => {
      // Clubs: the ace foundation holds all 13; the king foundation needs the queen.
      const state = build({ heights: [13, 1, 1, 1, 1, 1, 1, 1], cells: { 0: 'QC' }, talon: ['KC'] });
      expect(foundationNeeds(state, 0)).to.equal(undefined);
      expectRefused(state, { from: 'carpet-0', to: 'foundation-0' }, /^The clubs ace foundation is complete[.]$/);
      expectRefused(state, { from: 'talon', to: 'foundation-0' }, /complete/);
      // The queen goes down, or onto the king on the talon.
      expect(movesFrom(state, 'carpet-0')).to.deep.equal(['carpet-0>foundation-4', 'carpet-0>talon']);
      const down = build({ heights: [1, 1, 1, 1, 1, 1, 1, 13], cells: { 0: 'AS' }, talon: ['2S'] });
      expectRefused(down, { from: 'carpet-0', to: 'foundation-7' }, /^The spades king foundation is complete[.]$/);
      expect(movesFrom(down, 'talon')).to.deep.equal(['talon>foundation-3', 'talon>stock']);
    });

    it('only the top talon card plays', () => {
      const state = build({ cells: {}, talon: ['2D', '9S'] });
      expect(movesFrom(state, 'talon')).to.deep.equal(['talon>stock']);
      expectRefused(
        state,
        { from: 'talon', to: 'foundation-1' },
        /nine of spades does not go on the diamonds ace foundation/,
      );
      // With the two on top, it goes up, and the nine is the top card again.
      const two = build({ cells: {}, talon: ['9S', '2D'] });
      expect(movesFrom(two, 'talon')).to.deep.equal(['talon>foundation-1', 'talon>stock']);
      const after = play(two, { from: 'talon', to: 'foundation-1' });
      expect(after.talon).to.deep.equal(['9S']);
      expect(after.foundations[1]).to.deep.equal(['AD', '2D']);
    });

    it('foundation cards never move: not back into play, not to the other foundation of their suit', () => {
      const state = build({ heights: [5, 1, 1, 1, 9, 1, 1, 1], talon: ['4C'] });
      for (const to of ['foundation-4', 'foundation-1', 'talon', 'stock', 'carpet-0']) {
        expectRefused(state, { from: 'foundation-0', to }, /^Cards on the clubs ace foundation never move[.]$/);
      }
      expectRefused(
        state,
        { from: 'foundation-4', to: 'foundation-0' },
        /^Cards on the clubs king foundation never move[.]$/,
      );
    });
  });

  describe('the talon (rules 5, 7)', () => {
    it('a deal turns the top stock card onto the talon, whatever it is, at any time', () => {
      const state = deal('42', {});
      expect(legalMoves(state)).to.deep.equal([{ from: 'stock', to: 'talon' }]);
      const one = play(state, { from: 'stock', to: 'talon' });
      expect(one.talon).to.deep.equal(['JD']);
      expect(one.stock).to.deep.equal(state.stock.slice(0, -1));
      expect(one.carpet).to.deep.equal(state.carpet);
      expect(one.foundations).to.deep.equal(state.foundations);
      const three = play(play(one, { from: 'stock', to: 'talon' }), { from: 'stock', to: 'talon' });
      expect(three.talon).to.deep.equal(['JD', '5C', 'TC']);
      // The jack of clubs (carpet-40, crosswise in column 1) and the nine (carpet-56) may now build on the ten.
      expect(legalMoves(three)).to.deep.equal([
        { from: 'carpet-40', to: 'talon' },
        { from: 'carpet-56', to: 'talon' },
        { from: 'stock', to: 'talon' },
      ]);
      // A playable card is dealt onto the talon too (it may go up from there), and a deal is allowed beside other moves.
      const ace = build({ cells: { 0: '2C' }, stock: ['2D'] });
      expect(keys(legalMoves(ace))).to.deep.equal(['carpet-0>foundation-0', 'stock>talon']);
      const dealt = play(ace, { from: 'stock', to: 'talon' });
      expect(dealt.talon).to.deep.equal(['2D']);
      expect(movesFrom(dealt, 'talon')).to.deep.equal(['talon>foundation-1', 'talon>stock']);
    });

    it('an available carpet card builds on the talon one rank up or down in suit, and the direction may change', () => {
      const state = build({ cells: { 0: '8C', 2: '6C', 4: '7C', 6: '8D', 7: '7H' }, talon: ['7C'] });
      expect(movesFrom(state, 'carpet-0')).to.deep.equal(['carpet-0>talon']);
      expect(movesFrom(state, 'carpet-2')).to.deep.equal(['carpet-2>talon']);
      expectRefused(
        state,
        { from: 'carpet-4', to: 'talon' },
        /^The seven of clubs does not go on the seven of clubs: the talon builds one rank up or down[.]$/,
      );
      expectRefused(
        state,
        { from: 'carpet-6', to: 'talon' },
        /^The eight of diamonds does not go on the seven of clubs: the talon builds in suit[.]$/,
      );
      expectRefused(state, { from: 'carpet-7', to: 'talon' }, /builds in suit/);
      // Up onto the eight, then down again with the other seven, then the six: 7 8 7 6.
      const up = play(state, { from: 'carpet-0', to: 'talon' });
      expect(up.talon).to.deep.equal(['7C', '8C']);
      expect(up.carpet[0]).to.equal(null);
      const back = play(up, { from: 'carpet-4', to: 'talon' });
      const down = play(back, { from: 'carpet-2', to: 'talon' });
      expect(down.talon).to.deep.equal(['7C', '8C', '7C', '6C']);
      expect(buildsOnTalon('5C', '6C')).to.equal(true);
      expect(buildsOnTalon('7C', '6C')).to.equal(true);
      expect(buildsOnTalon('5D', '6C')).to.equal(false);
    });

    it('never wraps between king and ace', () => {
      const king = build({ cells: { 0: 'AC', 2: 'QC' }, talon: ['KC'], heights: [2, 1, 1, 1, 2, 1, 1, 1] });
      expectRefused(
        king,
        { from: 'carpet-0', to: 'talon' },
        /^The ace of clubs does not go on the king of clubs: the talon builds one rank up or down \(no wrap between king and ace\)[.]$/,
      );
      expect(movesFrom(king, 'carpet-2')).to.deep.equal(['carpet-2>talon']);
      const ace = build({ cells: { 0: 'KC', 2: '2C' }, talon: ['AC'], heights: [2, 1, 1, 1, 2, 1, 1, 1] });
      expectRefused(ace, { from: 'carpet-0', to: 'talon' }, /no wrap between king and ace/);
      expect(movesFrom(ace, 'carpet-2')).to.deep.equal(['carpet-2>talon']);
      expect(buildsOnTalon('AS', 'KS')).to.equal(false);
      expect(buildsOnTalon('KS', 'AS')).to.equal(false);
    });

    it('nothing goes onto an empty talon, and nothing comes off it but to a foundation', () => {
      const state = build({ cells: { 0: '8C' }, stock: ['3D'] });
      expectRefused(
        state,
        { from: 'carpet-0', to: 'talon' },
        /^The talon is empty: deal a card from the stock before building on it[.]$/,
      );
      expect(legalMoves(state).some((move) => move.to === 'talon' && move.from !== 'stock')).to.equal(false);
      expectRefused(state, { from: 'talon', to: 'foundation-0' }, /^The talon is empty[.]$/);
      const withTalon = build({ cells: { 0: null }, talon: ['8C'] });
      expectRefused(withTalon, { from: 'talon', to: 'carpet-0' }, /^Nothing goes back into the carpet[.]$/);
      expectRefused(withTalon, { from: 'talon', to: 'talon' }, /onto the pile it is on/);
      expectRefused(withTalon, { from: 'stock', to: 'foundation-0' }, /dealt onto the talon/);
      expectRefused(withTalon, { from: 'stock', to: 'talon' }, /stock is empty/);
    });

    it('carpet cards never move to other carpet cells or into the stock', () => {
      const state = build({ cells: { 0: '2C', 1: null }, talon: ['3C'] });
      expectRefused(state, { from: 'carpet-0', to: 'carpet-1' }, /^Nothing goes back into the carpet[.]$/);
      expectRefused(state, { from: 'carpet-0', to: 'stock' }, /Only a re-deal puts cards back into the stock/);
    });
  });

  describe('the re-deal (rule 9)', () => {
    it('is allowed only with an empty stock and a talon, and only while a re-deal is left', () => {
      const full = build({ stock: ['5D'], talon: ['8S'] });
      expectRefused(
        full,
        { from: 'talon', to: 'stock' },
        /^The talon is re-dealt only when the stock is empty; it holds 1 card[.]$/,
      );
      const empty = build({ pass: 2 });
      expectRefused(empty, { from: 'talon', to: 'stock' }, /^The talon is empty: there is nothing to re-deal[.]$/);
      const last = build({ pass: 3, talon: ['8S'] });
      expectRefused(
        last,
        { from: 'talon', to: 'stock' },
        /^No re-deal is left: the game has two re-deals, three passes in all[.]$/,
      );
      expectRefused(last, { from: 'stock', to: 'talon' }, /^The stock is empty, and no re-deal is possible[.]$/);
      for (const pass of [1, 2]) {
        const state = build({ pass, talon: ['2H', '8S'] });
        expect(canRedeal(state)).to.equal(true);
        expect(legalMoves(state)).to.deep.equal([{ from: 'talon', to: 'stock' }]);
        expectRefused(
          state,
          { from: 'stock', to: 'talon' },
          new RegExp(`^The stock is empty: re-deal the talon \\(${3 - pass} re-deals? left\\)[.]$`),
        );
      }
    });

    it('gathers the talon, sorts it by code, shuffles it for the next pass and makes it the stock', () => {
      const state = build({ seed: 'redeal', talon: ['QS', '3D', 'QS', 'AH', '7C', 'TD'] });
      const after = play(state, { from: 'talon', to: 'stock' });
      const sorted = ['3D', '7C', 'AH', 'QS', 'QS', 'TD'];
      expect(after.stock).to.deep.equal(shuffle(sorted, dealRandom('cadogan-carpet', 'redeal', 'pass-2')).reverse());
      expect(after.talon).to.deep.equal([]);
      expect(after.pass).to.equal(2);
      expect(after.carpet).to.deep.equal(state.carpet);
      expect(after.foundations).to.deep.equal(state.foundations);
      expect(after.seed).to.equal('redeal');
      expect(redeal(state)).to.deep.equal(after);
      // The next pass: the third generator.
      const third = play(build({ seed: 'redeal', pass: 2, talon: sorted }), { from: 'talon', to: 'stock' });
      expect(third.stock).to.deep.equal(shuffle(sorted, dealRandom('cadogan-carpet', 'redeal', 'pass-3')).reverse());
      expect(third.pass).to.equal(3);
    });

    it('does not depend on the order of the talon, but on the seed and the pass', () => {
      const cards = ['5H', 'QC', '2D', '9S', 'JH', '4C', '4C', 'TS', '8D', '3H', 'KD', '6S'];
      const reordered = shuffle(cards, createRandom('talon order'));
      expect(reordered).not.to.deep.equal(cards);
      const a = redeal(build({ seed: 's', talon: cards }));
      const b = redeal(build({ seed: 's', talon: reordered }));
      const c = redeal(build({ seed: 's', talon: cards.slice().reverse() }));
      expect(b.stock).to.deep.equal(a.stock);
      expect(c.stock).to.deep.equal(a.stock);
      // Another pass or another seed shuffles otherwise.
      expect(redeal(build({ seed: 's', talon: cards, pass: 2 })).stock).not.to.deep.equal(a.stock);
      expect(redeal(build({ seed: 't', talon: cards })).stock).not.to.deep.equal(a.stock);
      // Still the same cards.
      expect(a.stock.slice().sort()).to.deep.equal(cards.slice().sort());
    });

    it('allows exactly two re-deals of a real deal: three passes', () => {
      let state = deal('daily-2026-11-29', {});
      const stockCards = state.stock.slice().sort();
      expect(redealsLeft(state)).to.equal(2);
      for (let pass = 1; pass <= 3; pass++) {
        expect(state.pass).to.equal(pass);
        expectRefused(state, { from: 'talon', to: 'stock' }, /only when the stock is empty/);
        // Deal the whole stock; nothing else is played, so the same 32 cards go round.
        while (state.stock.length > 0) state = play(state, { from: 'stock', to: 'talon' });
        expect(state.talon.slice().sort()).to.deep.equal(stockCards);
        if (pass < 3) {
          state = play(state, { from: 'talon', to: 'stock' });
          expect(state.stock).to.have.length(32);
          expect(redealsLeft(state)).to.equal(3 - pass - 1);
        }
      }
      expect(redealsLeft(state)).to.equal(0);
      expect(canRedeal(state)).to.equal(false);
      expectRefused(state, { from: 'talon', to: 'stock' }, /No re-deal is left/);
    });
  });

  describe('legalMoves()', () => {
    // Clubs both ways to the six and the eight; hearts up complete; the queen of spades on top of the talon.
    const position = (stock: string[], pass = 1) =>
      build({
        heights: [6, 1, 13, 1, 6, 1, 1, 1],
        cells: { 0: '7C', 2: 'QH', 7: '2D', 9: 'QD', 57: 'KS', 63: 'JS' },
        talon: ['9D', 'QS'],
        stock,
        pass,
      });

    it('keeps the documented order: foundation moves (carpet cells, then the talon; foundations in order), builds on the talon, the deal, the re-deal', () => {
      expect(keys(legalMoves(position(['5H'])))).to.deep.equal([
        'carpet-0>foundation-0',
        'carpet-0>foundation-4',
        'carpet-2>foundation-6',
        'carpet-7>foundation-1',
        'talon>foundation-7',
        'carpet-57>talon',
        'carpet-63>talon',
        'stock>talon',
      ]);
      // The queen of diamonds in carpet-9 is blocked. With an empty stock the re-deal comes last instead of the deal.
      expect(keys(legalMoves(position([], 2))).slice(-2)).to.deep.equal(['carpet-63>talon', 'talon>stock']);
      expect(keys(legalMoves(position([], 3))).slice(-1)).to.deep.equal(['carpet-63>talon']);
      for (const state of [position(['5H']), position([], 2)]) {
        for (const move of legalMoves(state)) expect(whyIllegal(state, move), JSON.stringify(move)).to.equal(undefined);
      }
    });

    it('never lists a move twice, and never writes a count', () => {
      const state = position([], 1);
      const moves = legalMoves(state);
      expect(new Set(keys(moves)).size).to.equal(moves.length);
      expect(moves.every((move) => !('count' in move))).to.equal(true);
    });
  });

  describe('the end (rule 10)', () => {
    it('is won when all 104 cards are on the foundations, by the last card up', () => {
      const last = complete({ talon: ['KC'] });
      expect(status(last)).to.equal('playing');
      expect(legalMoves(last)).to.deep.equal([
        { from: 'talon', to: 'foundation-0' },
        { from: 'talon', to: 'stock' },
      ]);
      const won = play(last, { from: 'talon', to: 'foundation-0' });
      expect(foundationCount(won)).to.equal(104);
      expect(isWon(won)).to.equal(true);
      expect(status(won)).to.equal('won');
      expect(legalMoves(won)).to.deep.equal([]);
      // Each suit: the ace foundation A to K, the king foundation K to A.
      for (let s = 0; s < 4; s++) {
        expect(won.foundations[s]).to.deep.equal(foundationPile(s, 13));
        expect(won.foundations[s + 4]).to.deep.equal(foundationPile(s + 4, 13));
      }
    });

    it('is lost when no re-deal is left, the stock is empty and no move is left', () => {
      const state = build({ pass: 3, pattern: EMPTY, cells: { 27: '5H', 36: '9C' }, talon: ['JS', '8D'] });
      expect(availableCells(state)).to.deep.equal([27, 36]);
      expect(legalMoves(state)).to.deep.equal([]);
      expect(status(state)).to.equal('lost');
      expect(isWon(state)).to.equal(false);
    });

    it('is not lost while a re-deal is possible, nor while the stock has cards, nor while a card can move', () => {
      for (const pass of [1, 2]) {
        const state = build({ pass, pattern: EMPTY, cells: { 27: '5H' }, talon: ['JS', '8D'] });
        expect(status(state), `pass ${pass}`).to.equal('playing');
        expect(legalMoves(state)).to.deep.equal([{ from: 'talon', to: 'stock' }]);
      }
      expect(status(build({ pass: 3, pattern: EMPTY, cells: { 27: '5H' }, stock: ['JS'] }))).to.equal('playing');
      expect(status(build({ pass: 3, pattern: EMPTY, cells: { 27: '2H' }, talon: ['JS'] }))).to.equal('playing');
      expect(status(build({ pass: 3, pattern: EMPTY, cells: { 27: 'TS' }, talon: ['JS'] }))).to.equal('playing');
      expect(status(build({ pass: 3, pattern: EMPTY, cells: { 27: '5H' }, talon: ['QS'] }))).to.equal('playing');
    });

    it('is lost at once when the stock and the talon are both empty and no card can move: nothing to re-deal', () => {
      for (const pass of [1, 2, 3]) {
        const state = build({ pass, pattern: EMPTY, cells: { 27: '5H' } });
        expect(status(state), `pass ${pass}`).to.equal('lost');
        expect(redealsLeft(state)).to.equal(3 - pass);
      }
    });

    it('a real game played by a simple player ends, lost, with no re-deal left', () => {
      // Foundations first, then builds on the talon, then the deal, then the re-deal.
      let state = deal('42', {});
      let moves = 0;
      while (status(state) === 'playing') {
        state = play(state, legalMoves(state)[0]);
        moves += 1;
        expect(moves).to.be.below(400);
      }
      expect(status(state)).to.equal('lost');
      expect(state.stock).to.deep.equal([]);
      expect(state.pass === 3 || state.talon.length === 0).to.equal(true);
      expect(Object.values(piles(state)).flat().sort()).to.deep.equal(fullDeck(2).sort());
    });
  });

  describe('illegal moves', () => {
    it('are refused with a reason, leaving the state unchanged', () => {
      const state = deepFreeze(play(deal('42', {}), { from: 'stock', to: 'talon' }));
      const cases: [Move, RegExp][] = [
        [{ from: 'carpet-0', to: 'foundation-0', count: 2 }, /one card at a time/],
        [{ from: 'stock', to: 'talon', count: 0 }, /one card at a time/],
        [{ from: 'stock', to: 'talon', count: Number.NaN }, /one card at a time/],
        [{ from: 'carpet-07', to: 'foundation-0' }, /"carpet-07" is not a pile/],
        [{ from: 'carpet-64', to: 'foundation-0' }, /"carpet-64" is not a pile/],
        [{ from: 'waste', to: 'foundation-0' }, /"waste" is not a pile/],
        [{ from: '__proto__', to: 'talon' }, /is not a pile/],
        [{ from: 'carpet-0', to: 'foundation-8' }, /cannot move to "foundation-8"/],
        [{ from: 'carpet-0', to: 'waste' }, /cannot move to "waste"/],
        [{ from: 'carpet-27', to: 'talon' }, /blocked/],
        [{ from: 'carpet-0', to: 'foundation-1' }, /needs the two of diamonds/],
        [{ from: 'stock', to: 'stock' }, /dealt onto the talon/],
        [{ from: 'talon', to: 'foundation-0' }, /jack of diamonds does not go on the clubs ace foundation/],
      ];
      for (const [move, pattern] of cases) expectRefused(state, move, pattern);
      // An explicit count of 1 is the same move as none.
      expect(apply(state, { from: 'stock', to: 'talon', count: 1 })).to.deep.equal(
        apply(state, { from: 'stock', to: 'talon' }),
      );
    });

    it('a taken cell is empty for good', () => {
      const state = play(build({ cells: { 0: '2C' } }), { from: 'carpet-0', to: 'foundation-0' });
      expectRefused(state, { from: 'carpet-0', to: 'foundation-0' }, /^Carpet row 1, column 1, upright is empty[.]$/);
      expect(isAvailable(state, 0)).to.equal(false);
    });
  });

  describe('piles() and the rules object', () => {
    it('lists foundation-0..7, carpet-0..63, stock and talon, each bottom card first', () => {
      const state = play(play(play(deal('42', {}), { from: 'stock', to: 'talon' }), { from: 'stock', to: 'talon' }), {
        from: 'stock',
        to: 'talon',
      });
      const after = play(state, { from: 'carpet-40', to: 'talon' });
      const p = piles(after);
      expect(Object.keys(p)).to.deep.equal([
        ...Array.from({ length: 8 }, (_, i) => `foundation-${i}`),
        ...Array.from({ length: 64 }, (_, i) => `carpet-${i}`),
        'stock',
        'talon',
      ]);
      // The talon bottom first: the first card dealt, the last card placed on top.
      expect(p.talon).to.deep.equal(['JD', '5C', 'TC', 'JC']);
      expect(p.stock).to.deep.equal(after.stock);
      expect(p.stock[p.stock.length - 1]).to.equal('KS');
      expect(p['carpet-40']).to.deep.equal([]);
      expect(p['carpet-0']).to.deep.equal(['4D']);
      const won = play(play(complete({ talon: ['KD', 'QD'] }), { from: 'talon', to: 'foundation-1' }), {
        from: 'talon',
        to: 'foundation-1',
      });
      expect(piles(won)['foundation-1']).to.deep.equal(foundationPile(1, 13));
      expect(piles(won)['foundation-5'].slice(0, 3)).to.deep.equal(['KD', 'QD', 'JD']);
      // Copies: changing them changes nothing.
      p.talon.push('AS');
      p['carpet-0'].pop();
      expect(after.talon).to.have.length(4);
      expect(after.carpet[0]).to.equal('4D');
    });

    it('cadoganRules offers deal, legalMoves, apply, status and piles; apply never changes its input', () => {
      expect(cadoganRules.deal('42', {})).to.deep.equal(deal('42', {}));
      const state = deepFreeze(deal('42', {}));
      expect(cadoganRules.legalMoves(state)).to.deep.equal(legalMoves(state));
      expect(cadoganRules.status(state)).to.equal('playing');
      expect(cadoganRules.piles(state)).to.deep.equal(piles(state));
      const result = cadoganRules.apply(state, { from: 'stock', to: 'talon' });
      expect(result.ok && result.state !== state).to.equal(true);
      if (result.ok) expect(result.state).to.deep.equal(applyLegal(state, { from: 'stock', to: 'talon' }));
    });
  });
});
