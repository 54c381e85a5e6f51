import { expect } from '@open-wc/testing';
import { type CardCode, SUITS, cardName, suitName, suitOf } from '../../src/core/cards.js';
import type { GameDefinition } from '../../src/core/game.js';
import type { Move, Piles } from '../../src/core/types.js';
import {
  describeHint,
  describeMove,
  describeOutcome,
  describeRedo,
  describeUndo,
  joinWords,
  transfers,
} from '../../src/element/speech/announce.js';
import { EN } from '../../src/i18n/en.js';
import { cadoganGame } from '../../src/games/cadogan-carpet/index.js';
import { type CadoganState, isAvailable } from '../../src/games/cadogan-carpet/rules.js';
import { carpetGame } from '../../src/games/carpet/index.js';
import type { CarpetOptions, CarpetState } from '../../src/games/carpet/rules.js';
import { carthageGame } from '../../src/games/carthage/index.js';
import type { CarthageState } from '../../src/games/carthage/rules.js';
import { refusalText } from '../support/refusal.js';

// ------------------------------------------------------------------------------------------------
// Real positions, found by playing each game's own rules

interface Found<S> {
  state: S;
  move: Move;
  next: S;
  before: Piles;
  after: Piles;
}

/** A small deterministic generator, so the same positions are found in every browser. */
function lcg(seed: number): () => number {
  let value = seed >>> 0 || 1;
  return () => {
    value = (Math.imul(value, 1664525) + 1013904223) >>> 0;
    return value / 2 ** 32;
  };
}

/**
 * The first legal move, over playouts of many deals, for which `wanted` holds. Each playout prefers
 * card moves to deals, so games get deep enough for re-deals and runs.
 */
function find<S>(
  game: GameDefinition<S>,
  options: unknown,
  wanted: (found: Found<S>) => boolean,
  { seeds = 60, steps = 400 }: { seeds?: number; steps?: number } = {},
): Found<S> {
  for (let seed = 1; seed <= seeds; seed++) {
    const random = lcg(seed);
    let state = game.rules.deal(`announce-${seed}`, options);
    for (let step = 0; step < steps; step++) {
      const legal = game.rules.legalMoves(state);
      if (legal.length === 0) break;
      const before = game.rules.piles(state);
      for (const move of legal) {
        const result = game.rules.apply(state, move);
        if (!result.ok) throw new Error(refusalText(result.reason));
        const found = { state, move, next: result.state, before, after: game.rules.piles(result.state) };
        if (wanted(found)) return found;
      }
      const cardMoves = legal.filter((move) => move.from !== 'stock' && move.to !== 'stock');
      const pool = cardMoves.length > 0 && random() < 0.85 ? cardMoves : legal;
      const result = game.rules.apply(state, pool[Math.floor(random() * pool.length)]);
      if (!result.ok) throw new Error(refusalText(result.reason));
      state = result.state;
    }
  }
  throw new Error('no such position found');
}

/** The words a test expects, written out here rather than taken from the module under test. */
const the = (card: CardCode): string => `the ${cardName(card).toLowerCase()}`;
const topOf = (pile: readonly CardCode[]): CardCode => pile[pile.length - 1];
const below = (pile: readonly CardCode[]): CardCode => pile[pile.length - 2];
const indexOf = (pile: string): number => Number(pile.replace(/^\D+-/, ''));
const cardsLeft = (count: number): string =>
  count === 1 ? '1 card left in the stock.' : `${count} cards left in the stock.`;
/** Carpet's cells: 5 columns. */
const carpetCell = (pile: string): string =>
  `carpet row ${Math.floor(indexOf(pile) / 5) + 1}, column ${(indexOf(pile) % 5) + 1}`;
/** Lady Cadogan's cells: 8 columns, with the orientation (upright when row + column is even). */
function cadoganCell(pile: string): string {
  const row = Math.floor(indexOf(pile) / 8) + 1;
  const col = (indexOf(pile) % 8) + 1;
  return `carpet row ${row}, column ${col}, ${(row + col) % 2 === 0 ? 'upright' : 'crosswise'}`;
}
const carpetFoundation = (card: CardCode): string => `the ${suitName(suitOf(card))} foundation`;
function cadoganFoundation(pile: string): string {
  const index = indexOf(pile);
  return `the ${suitName(SUITS[index % 4])} ${index < 4 ? 'ace' : 'king'} foundation`;
}
/** Carthage's numbered piles: "tableau-3" is "tableau 4". */
const numbered = (pile: string): string => `${pile.replace(/-\d+$/, '')} ${indexOf(pile) + 1}`;
const capital = (text: string): string => text[0].toUpperCase() + text.slice(1);

const AUTO: CarpetOptions = { fill: 'auto' };
const MANUAL: CarpetOptions = { fill: 'manual' };

// ------------------------------------------------------------------------------------------------

describe('announce: Carpet', () => {
  const cellMove = (found: Found<CarpetState>) =>
    found.move.from.startsWith('carpet-') && found.move.to.startsWith('foundation-');

  it('tells a carpet card going home, then the gap filled from the stock and the stock left', () => {
    const found = find(
      carpetGame,
      AUTO,
      (f) => cellMove(f) && f.before.waste.length === 0 && f.before.stock.length > 1,
    );
    const { before, after, move } = found;
    const card = before[move.from][0];
    const filler = topOf(before.stock);
    expect(after[move.from]).to.deep.equal([filler]);
    expect(describeMove(EN, carpetGame, before, after, move, { before: found.state, after: found.next })).to.equal(
      `${cardName(card)} to ${carpetFoundation(card)}. Gap filled with ${the(filler)} from the stock. ${cardsLeft(before.stock.length - 1)}`,
    );
  });

  it('tells the gap filled from the waste and what the waste shows next', () => {
    const found = find(carpetGame, AUTO, (f) => cellMove(f) && f.before.waste.length > 1);
    const { before, after, move } = found;
    const card = before[move.from][0];
    expect(describeMove(EN, carpetGame, before, after, move)).to.equal(
      `${cardName(card)} to ${carpetFoundation(card)}. Gap filled with ${the(topOf(before.waste))} from the waste. The waste now shows ${the(below(before.waste))}.`,
    );
  });

  it('tells the waste emptied by a gap fill', () => {
    const found = find(carpetGame, AUTO, (f) => cellMove(f) && f.before.waste.length === 1);
    const { before, after, move } = found;
    const card = before[move.from][0];
    expect(describeMove(EN, carpetGame, before, after, move)).to.equal(
      `${cardName(card)} to ${carpetFoundation(card)}. Gap filled with ${the(before.waste[0])} from the waste. The waste is now empty.`,
    );
  });

  it('tells a move home that leaves a gap nothing can fill', () => {
    const found = find(
      carpetGame,
      AUTO,
      (f) => cellMove(f) && f.before.waste.length === 0 && f.before.stock.length === 0,
      { seeds: 200, steps: 600 },
    );
    const card = found.before[found.move.from][0];
    expect(found.after[found.move.from]).to.deep.equal([]);
    expect(describeMove(EN, carpetGame, found.before, found.after, found.move)).to.equal(
      `${cardName(card)} to ${carpetFoundation(card)}.`,
    );
  });

  it('tells the waste card going home and the card beneath it', () => {
    const found = find(carpetGame, AUTO, (f) => f.move.from === 'waste' && f.before.waste.length > 1);
    const { before, after, move } = found;
    const card = topOf(before.waste);
    expect(describeMove(EN, carpetGame, before, after, move)).to.equal(
      `${cardName(card)} to ${carpetFoundation(card)}. The waste now shows ${the(below(before.waste))}.`,
    );
  });

  it('tells a deal, the stock left, and the last deal', () => {
    const first = find(carpetGame, AUTO, (f) => f.move.from === 'stock' && f.before.stock.length > 1);
    expect(describeMove(EN, carpetGame, first.before, first.after, first.move)).to.equal(
      `Dealt ${the(topOf(first.before.stock))} to the waste. ${cardsLeft(first.before.stock.length - 1)}`,
    );
    const last = find(carpetGame, AUTO, (f) => f.move.from === 'stock' && f.before.stock.length === 1);
    expect(describeMove(EN, carpetGame, last.before, last.after, last.move)).to.equal(
      `Dealt ${the(last.before.stock[0])} to the waste. The stock is now empty.`,
    );
  });

  it('tells a manual gap fill from the waste and from the stock (fill="manual")', () => {
    const fromWaste = find(
      carpetGame,
      MANUAL,
      (f) => f.move.from === 'waste' && f.move.to.startsWith('carpet-') && f.before.waste.length > 1,
    );
    expect(describeMove(EN, carpetGame, fromWaste.before, fromWaste.after, fromWaste.move)).to.equal(
      `${cardName(topOf(fromWaste.before.waste))} to ${carpetCell(fromWaste.move.to)}. The waste now shows ${the(below(fromWaste.before.waste))}.`,
    );
    const fromStock = find(
      carpetGame,
      MANUAL,
      (f) => f.move.from === 'stock' && f.move.to.startsWith('carpet-') && f.before.stock.length > 1,
    );
    expect(describeMove(EN, carpetGame, fromStock.before, fromStock.after, fromStock.move)).to.equal(
      `Dealt ${the(topOf(fromStock.before.stock))} to ${carpetCell(fromStock.move.to)}. ${cardsLeft(fromStock.before.stock.length - 1)}`,
    );
  });

  it('a manual move home leaves its gap untold', () => {
    const found = find(carpetGame, MANUAL, (f) => cellMove(f));
    const card = found.before[found.move.from][0];
    expect(describeMove(EN, carpetGame, found.before, found.after, found.move)).to.equal(
      `${cardName(card)} to ${carpetFoundation(card)}.`,
    );
  });

  it('hints, undoes and redoes a move with its gap fill', () => {
    const found = find(carpetGame, AUTO, (f) => cellMove(f) && f.before.waste.length > 0);
    const { before, after, move } = found;
    const card = before[move.from][0];
    const filler = topOf(before.waste);
    expect(describeHint(EN, carpetGame, before, move)).to.equal(
      `Hint: ${the(card)} from ${carpetCell(move.from)} to ${carpetFoundation(card)}.`,
    );
    expect(describeUndo(EN, carpetGame, after, before, move)).to.equal(
      `Undone: ${cardName(card).toLowerCase()} back to ${carpetCell(move.from)}. ${cardName(filler)} back to the waste.`,
    );
    const waste =
      before.waste.length > 1 ? `The waste now shows ${the(below(before.waste))}.` : 'The waste is now empty.';
    expect(describeRedo(EN, carpetGame, before, after, move)).to.equal(
      `Redone: ${cardName(card).toLowerCase()} to ${carpetFoundation(card)}. Gap filled with ${the(filler)} from the waste. ${waste}`,
    );
    const deal = find(carpetGame, AUTO, (f) => f.move.from === 'stock');
    expect(describeHint(EN, carpetGame, deal.before, deal.move)).to.equal('Hint: deal from the stock to the waste.');
    expect(describeUndo(EN, carpetGame, deal.after, deal.before, deal.move)).to.equal(
      `Undone: the deal, ${the(topOf(deal.before.stock))} back to the stock.`,
    );
  });
});

describe('announce: Carthage', () => {
  const states = (found: Found<CarthageState>) => ({ before: found.state, after: found.next });

  it('tells a deal: two cards to each reserve, the new tops, and the deals left', () => {
    const found = find(carthageGame, {}, (f) => f.move.from === 'stock' && f.before.stock.length > 12);
    const { before, after, move } = found;
    // The stock's last card is dealt first: reserves 1-6 get the first six, then the next six on top.
    const stock = before.stock;
    const tops = Array.from({ length: 6 }, (_, index) => stock[stock.length - 7 - index]);
    const shows = tops.map(
      (card, index) =>
        `${index === 0 ? 'Reserve' : 'reserve'} ${index + 1}${index === 0 ? ' now shows' : ''} ${the(card)}`,
    );
    const deals = Math.ceil((stock.length - 12) / 12);
    const words = `Dealt 12 cards, 2 to each reserve. ${shows.slice(0, 5).join(', ')} and ${shows[5]}.`;
    expect(describeMove(EN, carthageGame, before, after, move, states(found))).to.equal(
      `${words} ${deals} deal${deals === 1 ? '' : 's'} left.`,
    );
    expect(describeMove(EN, carthageGame, before, after, move)).to.equal(`${words} ${cardsLeft(stock.length - 12)}`);
    expect(describeHint(EN, carthageGame, before, move)).to.equal('Hint: deal from the stock.');
    expect(describeUndo(EN, carthageGame, after, before, move)).to.equal(
      'Undone: the deal, 12 cards back to the stock.',
    );
  });

  it('tells the last deal as emptying the stock', () => {
    const found = find(carthageGame, {}, (f) => f.move.from === 'stock' && f.before.stock.length === 12, {
      seeds: 20,
      steps: 2000,
    });
    expect(describeMove(EN, carthageGame, found.before, found.after, found.move, states(found))).to.match(
      /^Dealt 12 cards, 2 to each reserve\. .* The stock is now empty\.$/,
    );
  });

  it('tells a run moved as one, and what its pile shows next', () => {
    const found = find(carthageGame, {}, (f) => (f.move.count ?? 1) === 2 && f.before[f.move.from].length > 2);
    const { before, after, move } = found;
    const pile = before[move.from];
    const [first, second] = pile.slice(-2);
    expect(describeMove(EN, carthageGame, before, after, move)).to.equal(
      `${cardName(first)} and ${the(second)} on it to ${numbered(move.to)}. ${capital(numbered(move.from))} now shows ${the(pile[pile.length - 3])}.`,
    );
    expect(describeHint(EN, carthageGame, before, move)).to.equal(
      `Hint: ${the(first)} and ${the(second)} on it from ${numbered(move.from)} to ${numbered(move.to)}.`,
    );
    expect(describeUndo(EN, carthageGame, after, before, move)).to.equal(
      `Undone: ${cardName(first).toLowerCase()} and ${the(second)} on it back to ${numbered(move.from)}.`,
    );
  });

  it('tells a longer run by its count and its last card', () => {
    const found = find(carthageGame, {}, (f) => (f.move.count ?? 1) >= 3, { seeds: 300 });
    const { before, after, move } = found;
    const run = before[move.from].slice(-(move.count as number));
    const source = before[move.from];
    const rest =
      source.length > run.length
        ? `${capital(numbered(move.from))} now shows ${the(source[source.length - run.length - 1])}.`
        : `${capital(numbered(move.from))} is now empty.`;
    expect(describeMove(EN, carthageGame, before, after, move)).to.equal(
      `${cardName(run[0])} and the ${run.length - 1} cards on it, down to ${the(topOf(run))}, to ${numbered(move.to)}. ${rest}`,
    );
    expect(describeHint(EN, carthageGame, before, move)).to.equal(
      `Hint: ${the(run[0])} and the ${run.length - 1} cards on it, down to ${the(topOf(run))}, from ${numbered(move.from)} to ${numbered(move.to)}.`,
    );
  });

  // Every single-card move between kinds of pile: the card, its destination, and what its source shows.
  const kinds: [string, string][] = [
    ['tableau', 'foundation'],
    ['tableau', 'tableau'],
    ['tableau', 'reserve'],
    ['reserve', 'foundation'],
    ['reserve', 'tableau'],
    ['reserve', 'reserve'],
    ['foundation', 'tableau'],
    ['foundation', 'reserve'],
  ];
  for (const [from, to] of kinds) {
    it(`tells a card from a ${from} to a ${to}`, () => {
      const found = find(
        carthageGame,
        {},
        (f) => f.move.from.startsWith(`${from}-`) && f.move.to.startsWith(`${to}-`) && !f.move.count,
        { seeds: 200 },
      );
      const { before, after, move } = found;
      const source = before[move.from];
      const rest =
        source.length > 1
          ? `${capital(numbered(move.from))} now shows ${the(below(source))}.`
          : `${capital(numbered(move.from))} is now empty.`;
      expect(describeMove(EN, carthageGame, before, after, move, states(found))).to.equal(
        `${cardName(topOf(source))} to ${numbered(move.to)}. ${rest}`,
      );
      expect(describeHint(EN, carthageGame, before, move)).to.equal(
        `Hint: ${the(topOf(source))} from ${numbered(move.from)} to ${numbered(move.to)}.`,
      );
      expect(describeUndo(EN, carthageGame, after, before, move)).to.equal(
        `Undone: ${cardName(topOf(source)).toLowerCase()} back to ${numbered(move.from)}.`,
      );
    });
  }

  it('tells a pile emptied by its last card', () => {
    const found = find(
      carthageGame,
      {},
      (f) =>
        f.move.from.startsWith('tableau-') && f.before[f.move.from].length === 1 && !f.move.to.startsWith('tableau-'),
    );
    expect(describeMove(EN, carthageGame, found.before, found.after, found.move)).to.match(
      new RegExp(` ${capital(numbered(found.move.from))} is now empty\\.$`),
    );
  });
});

describe('announce: The Carpet (Lady Cadogan)', () => {
  const states = (found: Found<CadoganState>) => ({ before: found.state, after: found.next });
  /** The cards a move frees, found with the rules' own availability, in cell order. */
  function freed(found: Found<CadoganState>): string {
    const cells = found.next.carpet.flatMap((card, cell) =>
      card && isAvailable(found.next, cell) && !isAvailable(found.state, cell) ? [cell] : [],
    );
    return cells.length === 0
      ? ''
      : ` Now available: ${joinWords(cells.map((cell) => `${the(found.next.carpet[cell] as CardCode)} at ${cadoganCell(`carpet-${cell}`)}`))}.`;
  }

  it('tells a carpet card going to a foundation and the cards it frees', () => {
    const found = find(
      cadoganGame,
      {},
      (f) => f.move.from.startsWith('carpet-') && f.move.to.startsWith('foundation-') && freed(f) !== '',
    );
    const { before, after, move } = found;
    const card = before[move.from][0];
    expect(describeMove(EN, cadoganGame, before, after, move, states(found))).to.equal(
      `${cardName(card)} to ${cadoganFoundation(move.to)}.${freed(found)}`,
    );
    // Without the states, nothing about availability is said.
    expect(describeMove(EN, cadoganGame, before, after, move)).to.equal(
      `${cardName(card)} to ${cadoganFoundation(move.to)}.`,
    );
    expect(describeHint(EN, cadoganGame, before, move)).to.equal(
      `Hint: ${the(card)} from ${cadoganCell(move.from)} to ${cadoganFoundation(move.to)}.`,
    );
  });

  it('tells a king foundation by name', () => {
    const found = find(
      cadoganGame,
      {},
      (f) => f.move.from.startsWith('carpet-') && indexOf(f.move.to) >= 4 && f.move.to.startsWith('foundation-'),
    );
    const card = found.before[found.move.from][0];
    expect(describeMove(EN, cadoganGame, found.before, found.after, found.move, states(found))).to.equal(
      `${cardName(card)} to the ${suitName(suitOf(card))} king foundation.${freed(found)}`,
    );
  });

  it('tells a carpet card laid on the talon', () => {
    const found = find(cadoganGame, {}, (f) => f.move.from.startsWith('carpet-') && f.move.to === 'talon');
    const { before, after, move } = found;
    expect(describeMove(EN, cadoganGame, before, after, move, states(found))).to.equal(
      `${cardName(before[move.from][0])} to the talon.${freed(found)}`,
    );
    expect(describeUndo(EN, cadoganGame, after, before, move)).to.equal(
      `Undone: ${cardName(before[move.from][0]).toLowerCase()} back to ${cadoganCell(move.from)}.`,
    );
  });

  it('tells the talon card going home and the card beneath it', () => {
    const found = find(
      cadoganGame,
      {},
      (f) => f.move.from === 'talon' && f.move.to.startsWith('foundation-') && f.before.talon.length > 1,
    );
    const { before, after, move } = found;
    expect(describeMove(EN, cadoganGame, before, after, move, states(found))).to.equal(
      `${cardName(topOf(before.talon))} to ${cadoganFoundation(move.to)}. The talon now shows ${the(below(before.talon))}.`,
    );
  });

  it('tells a deal to the talon', () => {
    const found = find(cadoganGame, {}, (f) => f.move.from === 'stock' && f.before.stock.length > 1);
    const { before, after, move } = found;
    expect(describeMove(EN, cadoganGame, before, after, move, states(found))).to.equal(
      `Dealt ${the(topOf(before.stock))} to the talon. ${cardsLeft(before.stock.length - 1)}`,
    );
    expect(describeHint(EN, cadoganGame, before, move)).to.equal('Hint: deal from the stock to the talon.');
  });

  it('tells a re-deal, its cards and the re-deals left', () => {
    const first = find(cadoganGame, {}, (f) => f.move.to === 'stock' && f.state.pass === 1, { seeds: 5, steps: 2000 });
    expect(describeMove(EN, cadoganGame, first.before, first.after, first.move, states(first))).to.equal(
      `Re-dealt the talon: ${first.before.talon.length} cards shuffled into the stock. 1 re-deal left.`,
    );
    expect(describeHint(EN, cadoganGame, first.before, first.move)).to.equal('Hint: re-deal the talon.');
    expect(describeUndo(EN, cadoganGame, first.after, first.before, first.move)).to.equal(
      `Undone: the re-deal, ${first.before.talon.length} cards back to the talon.`,
    );
    const second = find(cadoganGame, {}, (f) => f.move.to === 'stock' && f.state.pass === 2, { seeds: 5, steps: 3000 });
    expect(describeMove(EN, cadoganGame, second.before, second.after, second.move, states(second))).to.equal(
      `Re-dealt the talon: ${second.before.talon.length} cards shuffled into the stock. 0 re-deals left.`,
    );
  });
});

describe('announce: the diff itself', () => {
  it('matches every card that changed pile, and the move first', () => {
    const before: Piles = {
      'carpet-3': ['7C'],
      'foundation-0': ['AC', '2C', '3C', '4C', '5C', '6C'],
      waste: ['9H', 'JS'],
      stock: ['KD'],
    };
    const after: Piles = {
      'carpet-3': ['JS'],
      'foundation-0': ['AC', '2C', '3C', '4C', '5C', '6C', '7C'],
      waste: ['9H'],
      stock: ['KD'],
    };
    expect(transfers(before, after, { from: 'carpet-3', to: 'foundation-0' })).to.deep.equal([
      { from: 'carpet-3', to: 'foundation-0', cards: ['7C'] },
      { from: 'waste', to: 'carpet-3', cards: ['JS'] },
    ]);
  });

  it('joins words', () => {
    expect(joinWords(['a'])).to.equal('a');
    expect(joinWords(['a', 'b'])).to.equal('a and b');
    expect(joinWords(['a', 'b', 'c'])).to.equal('a, b and c');
  });
});

describe('announce: hints and outcomes', () => {
  it('says when there is no hint', () => {
    expect(describeHint(EN, carpetGame, {}, null)).to.equal('No move to suggest.');
  });

  it('tells a win with its moves, and a loss', () => {
    expect(describeOutcome(EN, 'won', 53)).to.equal('You won in 53 moves.');
    expect(describeOutcome(EN, 'won', 1)).to.equal('You won in 1 move.');
    expect(describeOutcome(EN, 'lost', 80)).to.equal('No moves left. Undo or start a new game.');
  });
});
