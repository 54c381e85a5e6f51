import { expect } from '@open-wc/testing';
import { assign, createActor } from 'xstate';
import { type CardCode, SUITS, cardOf } from '../../../src/core/cards.js';
import { dealRandom, shuffle } from '../../../src/core/random.js';
import type { Move } from '../../../src/core/types.js';
import { cadoganMachine } from '../../../src/games/cadogan-carpet/machine.js';
import {
  type CadoganState,
  apply,
  deal,
  legalMoves,
  seedFoundations,
  status,
} from '../../../src/games/cadogan-carpet/rules.js';
import { phases, traceGame } from '../../support/machine-trace.js';
import { refusalText } from '../../support/refusal.js';

/**
 * Starts the statechart on a seed. With `position`, the carpet deal lays out that position instead (the
 * machine's own `dealCarpet` action, swapped through xstate's provide()), so a test can start right
 * before a win, a loss or a re-deal; RESTART then lays it out again.
 */
function startGame(seed: string, position?: CadoganState) {
  const machine = position
    ? cadoganMachine.provide({ actions: { dealCarpet: assign({ state: () => position }) } })
    : cadoganMachine;
  return traceGame(machine, { seed, options: {} });
}

function pureApply(state: CadoganState, move: Move): CadoganState {
  const result = apply(state, move);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(move)} to be legal: ${refusalText(result.reason)}`);
  return result.state;
}

/**
 * A whole game's position from the cards still in play: the others are on the foundations, each suit's
 * ace foundation up to some card and its king foundation down to some card. Seed "x".
 */
function complete(layout: {
  carpet?: Record<number, string>;
  stock?: string[];
  talon?: string[];
  pass?: number;
}): CadoganState {
  const out = [...Object.values(layout.carpet ?? {}), ...(layout.stock ?? []), ...(layout.talon ?? [])];
  const foundations: CardCode[][] = [];
  SUITS.forEach((suit, s) => {
    const outOf = (v: number) => out.filter((card) => card === cardOf(v, suit)).length;
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
    for (let up = 1; up <= 13 && !foundations[s]; up++) {
      for (let down = 13; down >= 1 && !foundations[s]; down--) {
        if (!values.every((v) => outOf(v) === 2 - Number(v <= up) - Number(v >= down))) continue;
        foundations[s] = values.slice(0, up).map((v) => cardOf(v, suit));
        foundations[s + 4] = values
          .slice(down - 1)
          .reverse()
          .map((v) => cardOf(v, suit));
      }
    }
    if (!foundations[s]) throw new Error(`test setup: the ${suit} cards named cannot be the ones out of play`);
  });
  const carpet = Array.from({ length: 64 }, (_, cell) => (layout.carpet?.[cell] ?? null) as CardCode | null);
  return {
    seed: 'x',
    pass: layout.pass ?? 1,
    foundations,
    carpet,
    stock: (layout.stock ?? []) as CardCode[],
    talon: (layout.talon ?? []) as CardCode[],
  };
}

/** The first legal move: a card up if one goes, else a build on the talon, else the deal, else the re-deal. */
const firstMove = (state: CadoganState): Move => legalMoves(state)[0];

const DEAL: Move = { from: 'stock', to: 'talon' };
const REDEAL: Move = { from: 'talon', to: 'stock' };

describe('cadogan-carpet statechart', () => {
  describe('starting a game', () => {
    it('passes through seeding and dealing (busy), then waits in playing', () => {
      const game = startGame('42');
      const steps = game.take();
      expect(phases(steps)).to.deep.equal(['seeding', 'dealing', 'playing']);
      expect(steps.map((step) => step.busy)).to.deep.equal([true, false]);
      for (const phase of ['seeding', 'dealing', 'dealingStock', 'redealing'] as const)
        expect(cadoganMachine.states[phase].tags, phase).to.include('busy');
      expect(cadoganMachine.states.playing.tags).to.deep.equal([]);
      expect(cadoganMachine.states.won.tags).to.deep.equal(['won']);
      expect(cadoganMachine.states.lost.tags).to.deep.equal(['lost']);
      const snapshot = game.snapshot();
      expect(snapshot.value).to.equal('playing');
      expect(snapshot.hasTag('busy') || snapshot.hasTag('won') || snapshot.hasTag('lost')).to.equal(false);
      expect(snapshot.context.state).to.deep.equal(deal('42', {}));
      expect(snapshot.context.seed).to.equal('42');
      expect(snapshot.context.options).to.deep.equal({});
      expect(snapshot.context.past).to.deep.equal([]);
      expect(snapshot.context.future).to.deep.equal([]);
      expect(snapshot.context.lastMove).to.equal(null);
    });

    it('seeds the foundations and the stock before the carpet is dealt', () => {
      // With the carpet deal swapped for one that keeps the seeded state, the seeding phase shows.
      const machine = cadoganMachine.provide({
        actions: { dealCarpet: assign({ state: ({ context }) => context.state }) },
      });
      const actor = createActor(machine, { input: { seed: '42', options: {} } });
      actor.start();
      const seeded = actor.getSnapshot().context.state;
      expect(seeded).to.deep.equal(seedFoundations('42', {}));
      expect(seeded.stock).to.have.length(96);
      expect(seeded.foundations.map((pile) => pile.join())).to.deep.equal([
        'AC',
        'AD',
        'AH',
        'AS',
        'KC',
        'KD',
        'KH',
        'KS',
      ]);
      actor.stop();
    });

    it('deals the seed it is given, emoji and empty seeds included', () => {
      for (const seed of ['daily-2026-11-29', '🂡🃏', ''])
        expect(startGame(seed).snapshot().context.state).to.deep.equal(deal(seed, {}));
    });
  });

  describe('PLAY', () => {
    it('deals the stock through dealingStock (busy), as one history step', () => {
      const game = startGame('42');
      const start = game.snapshot().context.state;
      const steps = game.play(DEAL);
      expect(phases(steps)).to.deep.equal(['playing', 'dealingStock', 'playing']);
      expect(steps.map((step) => step.busy)).to.deep.equal([true, false]);
      // In dealingStock the card is already on the talon.
      expect(steps[0].state.talon).to.deep.equal(['JD']);
      const { context } = game.snapshot();
      expect(context.state).to.deep.equal(pureApply(start, DEAL));
      expect(context.past).to.deep.equal([start]);
      expect(context.future).to.deep.equal([]);
      expect(context.lastMove).to.deep.equal(DEAL);
    });

    it('applies a carpet move as apply() does, as one history step, staying in playing', () => {
      const game = startGame('42');
      for (let i = 0; i < 3; i++) game.play(DEAL);
      const before = game.snapshot().context.state;
      // The jack of clubs (carpet-40, crosswise in column 1) onto the ten of clubs.
      const move = { from: 'carpet-40', to: 'talon' };
      const steps = game.play(move);
      expect(phases(steps)).to.deep.equal(['playing']);
      expect(steps.map((step) => [step.event, step.to])).to.deep.equal([['PLAY', null]]);
      const { context } = game.snapshot();
      expect(context.state).to.deep.equal(pureApply(before, move));
      expect(context.state.talon).to.deep.equal(['JD', '5C', 'TC', 'JC']);
      expect(context.state.carpet[40]).to.equal(null);
      expect(context.past).to.have.length(4);
      expect(context.past[3]).to.equal(before);
      expect(context.lastMove).to.deep.equal(move);
    });

    it('re-deals through redealing (busy), as one history step', () => {
      const game = startGame('42');
      for (let i = 0; i < 32; i++) game.play(DEAL);
      const before = game.snapshot().context.state;
      expect(before.stock).to.deep.equal([]);
      const steps = game.play(REDEAL);
      expect(phases(steps)).to.deep.equal(['playing', 'redealing', 'playing']);
      expect(steps.map((step) => step.busy)).to.deep.equal([true, false]);
      expect(steps[0].state.pass).to.equal(2);
      const { context } = game.snapshot();
      expect(context.state).to.deep.equal(pureApply(before, REDEAL));
      expect(context.state.stock).to.have.length(32);
      expect(context.state.talon).to.deep.equal([]);
      expect(context.past).to.have.length(33);
      expect(context.lastMove).to.deep.equal(REDEAL);
    });

    it('ignores an illegal PLAY: same context, no history entry, no transition', () => {
      const game = startGame('42');
      for (let i = 0; i < 3; i++) game.play(DEAL);
      const before = game.snapshot();
      const copy = JSON.parse(JSON.stringify(before.context)) as typeof before.context;
      const illegal: Move[] = [
        { from: 'carpet-27', to: 'talon' }, // blocked
        { from: 'carpet-0', to: 'foundation-1' }, // 4D, the diamonds need the two
        { from: 'carpet-6', to: 'talon' }, // TC on TC
        { from: 'talon', to: 'foundation-0' }, // TC on the ace
        REDEAL, // the stock still has cards
        { from: 'carpet-40', to: 'talon', count: 2 },
        { from: 'foundation-0', to: 'foundation-4' },
        { from: 'carpet-40', to: 'carpet-41' },
        { from: 'nowhere', to: 'talon' },
      ];
      for (const move of illegal) {
        expect(game.play(move), JSON.stringify(move)).to.deep.equal([]);
        expect(game.snapshot().context, JSON.stringify(move)).to.equal(before.context);
        expect(game.snapshot().value).to.equal('playing');
      }
      expect(JSON.parse(JSON.stringify(game.snapshot().context))).to.deep.equal(copy);
      expect(game.snapshot().context.past).to.have.length(3);
    });

    it('re-deals twice, then ignores a third re-deal', () => {
      const game = startGame('daily-2026-11-29');
      for (let pass = 1; pass <= 3; pass++) {
        while (game.snapshot().context.state.stock.length > 0) game.play(DEAL);
        if (pass < 3) expect(phases(game.play(REDEAL))).to.deep.equal(['playing', 'redealing', 'playing']);
      }
      const before = game.snapshot();
      expect(before.context.state.pass).to.equal(3);
      expect(game.play(REDEAL)).to.deep.equal([]);
      expect(game.snapshot().context).to.equal(before.context);
    });
  });

  describe('UNDO and REDO', () => {
    it('undoes a carpet move in one step, to exactly the state before it; REDO plays it again', () => {
      const game = startGame('42');
      for (let i = 0; i < 3; i++) game.play(DEAL);
      const before = game.snapshot().context.state;
      game.play({ from: 'carpet-40', to: 'talon' });
      const after = game.snapshot().context.state;
      expect(phases(game.send({ type: 'UNDO' }))).to.deep.equal(['cadogan-carpet', 'playing']);
      const undone = game.snapshot();
      expect(undone.context.state).to.deep.equal(before);
      expect(undone.context.state.carpet[40]).to.equal('JC');
      expect(undone.context.past).to.have.length(3);
      expect(undone.context.future).to.deep.equal([after]);
      expect(undone.context.lastMove).to.equal(null);
      game.send({ type: 'REDO' });
      expect(game.snapshot().context.state).to.deep.equal(after);
      expect(game.snapshot().context.future).to.deep.equal([]);
      expect(game.snapshot().context.past).to.have.length(4);
    });

    it('undoes a deal in one step: the card back on the stock', () => {
      const game = startGame('🂡🃏');
      const start = game.snapshot().context.state;
      game.play(DEAL);
      game.play(DEAL);
      const twice = game.snapshot().context.state;
      game.send({ type: 'UNDO' });
      expect(game.snapshot().context.state).to.deep.equal(pureApply(start, DEAL));
      game.send({ type: 'UNDO' });
      expect(game.snapshot().context.state).to.deep.equal(start);
      expect(game.snapshot().context.state.stock).to.have.length(32);
      game.send({ type: 'REDO' });
      game.send({ type: 'REDO' });
      expect(game.snapshot().context.state).to.deep.equal(twice);
    });

    it('undoes a re-deal in one step: the talon back in its order, the pass back; REDO shuffles the same way', () => {
      const game = startGame('42');
      for (let i = 0; i < 32; i++) game.play(DEAL);
      const before = game.snapshot().context.state;
      game.play(REDEAL);
      const after = game.snapshot().context.state;
      game.send({ type: 'UNDO' });
      const undone = game.snapshot().context.state;
      expect(undone).to.deep.equal(before);
      expect(undone.pass).to.equal(1);
      expect(undone.talon).to.have.length(32);
      expect(undone.stock).to.deep.equal([]);
      game.send({ type: 'REDO' });
      expect(game.snapshot().context.state).to.deep.equal(after);
      expect(game.snapshot().context.state.pass).to.equal(2);
      // Undone and played again by hand: the same shuffle.
      game.send({ type: 'UNDO' });
      game.play(REDEAL);
      expect(game.snapshot().context.state).to.deep.equal(after);
    });

    it('UNDO with nothing to undo and REDO with nothing to redo change nothing', () => {
      const game = startGame('42');
      const before = game.snapshot();
      expect(game.send({ type: 'UNDO' })).to.deep.equal([]);
      expect(game.send({ type: 'REDO' })).to.deep.equal([]);
      expect(game.snapshot().context).to.equal(before.context);
      game.play(DEAL);
      const played = game.snapshot().context;
      game.send({ type: 'REDO' });
      expect(game.snapshot().context).to.equal(played);
    });

    it('undoes a whole line of moves back to the deal and redoes it forward; a new move clears the redo line', () => {
      const seed = 'daily-2026-11-29';
      const states = [deal(seed, {})];
      const moves: Move[] = [];
      for (let i = 0; i < 40; i++) {
        moves.push(firstMove(states[i]));
        states.push(pureApply(states[i], moves[i]));
      }
      expect(moves.some((move) => move.from === 'stock')).to.equal(true);
      expect(moves.some((move) => move.from.startsWith('carpet-'))).to.equal(true);
      const game = startGame(seed);
      for (const move of moves) game.play(move);
      for (let i = moves.length - 1; i >= 0; i--) {
        game.send({ type: 'UNDO' });
        expect(game.snapshot().context.state, `undo to ${i}`).to.deep.equal(states[i]);
      }
      expect(game.snapshot().context.future).to.have.length(moves.length);
      for (let i = 1; i <= 5; i++) {
        game.send({ type: 'REDO' });
        expect(game.snapshot().context.state, `redo to ${i}`).to.deep.equal(states[i]);
      }
      const other = legalMoves(states[5]).find(
        (move) => move.from !== moves[5].from || move.to !== moves[5].to,
      ) as Move;
      game.play(other);
      expect(game.snapshot().context.future).to.deep.equal([]);
      expect(game.snapshot().context.past).to.deep.equal(states.slice(0, 6));
      expect(game.snapshot().context.state).to.deep.equal(pureApply(states[5], other));
    });
  });

  describe('RESTART and NEW_GAME', () => {
    it('RESTART deals the same deal again, with empty history and the first pass, through seeding and dealing', () => {
      const game = startGame('🂡🃏');
      for (let i = 0; i < 32; i++) game.play(DEAL);
      game.play(REDEAL);
      game.send({ type: 'UNDO' });
      const steps = game.send({ type: 'RESTART' });
      expect(phases(steps)).to.deep.equal(['cadogan-carpet', 'seeding', 'dealing', 'playing']);
      expect(steps.map((step) => step.busy)).to.deep.equal([true, true, false]);
      const { context, value } = game.snapshot();
      expect(value).to.equal('playing');
      expect(context.state).to.deep.equal(deal('🂡🃏', {}));
      expect(context.state.pass).to.equal(1);
      expect(context.seed).to.equal('🂡🃏');
      expect(context.past).to.deep.equal([]);
      expect(context.future).to.deep.equal([]);
      expect(context.lastMove).to.equal(null);
    });

    it('NEW_GAME deals the new seed; RESTART then restarts that seed', () => {
      const game = startGame('42');
      game.play(DEAL);
      const steps = game.send({ type: 'NEW_GAME', seed: 'daily-2026-11-29' });
      expect(phases(steps)).to.deep.equal(['cadogan-carpet', 'seeding', 'dealing', 'playing']);
      const { context } = game.snapshot();
      expect(context.seed).to.equal('daily-2026-11-29');
      expect(context.state).to.deep.equal(deal('daily-2026-11-29', {}));
      expect(context.state.seed).to.equal('daily-2026-11-29');
      expect(context.past).to.deep.equal([]);
      game.play(DEAL);
      game.send({ type: 'RESTART' });
      expect(game.snapshot().context.state).to.deep.equal(deal('daily-2026-11-29', {}));
      expect(game.snapshot().context.seed).to.equal('daily-2026-11-29');
    });
  });

  describe('the end of a game', () => {
    it('putting the 104th card up gives the "won" tag; then only UNDO, RESTART and NEW_GAME act', () => {
      // The kings of clubs and hearts (their ace foundations up to the queen) and the ace of spades (its
      // king foundation down to the two) are all that is left: one in the carpet, one on the talon, one
      // in the stock.
      const position = complete({ carpet: { 27: 'KC' }, talon: ['KH'], stock: ['AS'] });
      const game = startGame('x', position);
      expect(game.snapshot().context.state).to.deep.equal(position);
      const line: Move[] = [{ from: 'carpet-27', to: 'foundation-0' }, { from: 'talon', to: 'foundation-2' }, DEAL];
      for (const move of line) {
        game.play(move);
        expect(game.snapshot().value, JSON.stringify(move)).to.equal('playing');
      }
      const last = game.snapshot().context.state;
      expect(legalMoves(last)).to.deep.equal([{ from: 'talon', to: 'foundation-7' }, REDEAL]);
      const steps = game.play({ from: 'talon', to: 'foundation-7' });
      expect(phases(steps)).to.deep.equal(['playing', 'won']);
      const won = game.snapshot();
      expect(won.value).to.equal('won');
      expect(won.hasTag('won')).to.equal(true);
      expect(won.hasTag('lost')).to.equal(false);
      expect(won.context.state.foundations.every((pile) => pile.length === 13)).to.equal(true);
      // Nothing is left to play, and a move sent now is ignored.
      expect(game.play(DEAL)).to.deep.equal([]);
      expect(game.snapshot().context).to.equal(won.context);
      game.send({ type: 'UNDO' });
      expect(game.snapshot().value).to.equal('playing');
      expect(game.snapshot().hasTag('won')).to.equal(false);
      expect(game.snapshot().context.state).to.deep.equal(last);
      game.send({ type: 'REDO' });
      expect(game.snapshot().value).to.equal('won');
      game.send({ type: 'NEW_GAME', seed: '42' });
      expect(game.snapshot().value).to.equal('playing');
      expect(game.snapshot().context.state).to.deep.equal(position);
    });

    it('the last deal of the last pass can leave no move: the "lost" tag; UNDO returns to playing', () => {
      // Spades: the ace foundation up to the jack, the king foundation complete. The king comes onto the
      // queen, and nothing can take the king.
      const position = complete({ talon: ['QS'], stock: ['KS'], pass: 3 });
      const game = startGame('x', position);
      const steps = game.play(DEAL);
      expect(phases(steps)).to.deep.equal(['playing', 'dealingStock', 'playing', 'lost']);
      const lost = game.snapshot();
      expect(lost.value).to.equal('lost');
      expect(lost.hasTag('lost')).to.equal(true);
      expect(lost.hasTag('won')).to.equal(false);
      expect(legalMoves(lost.context.state)).to.deep.equal([]);
      expect(game.play(REDEAL)).to.deep.equal([]);
      game.send({ type: 'UNDO' });
      expect(game.snapshot().value).to.equal('playing');
      expect(game.snapshot().hasTag('lost')).to.equal(false);
      expect(game.snapshot().context.state).to.deep.equal(position);
      game.send({ type: 'REDO' });
      expect(game.snapshot().value).to.equal('lost');
      game.send({ type: 'RESTART' });
      expect(game.snapshot().value).to.equal('playing');
      expect(game.snapshot().context.state).to.deep.equal(position);
    });

    it('is not lost while a re-deal is left: the same position in the second pass re-deals and plays on', () => {
      const game = startGame('x', complete({ talon: ['QS'], stock: ['KS'], pass: 2 }));
      game.play(DEAL);
      expect(game.snapshot().value).to.equal('playing');
      expect(legalMoves(game.snapshot().context.state)).to.deep.equal([REDEAL]);
      expect(phases(game.play(REDEAL))).to.deep.equal(['playing', 'redealing', 'playing']);
      const state = game.snapshot().context.state;
      expect(state.pass).to.equal(3);
      expect(state.stock.slice().sort()).to.deep.equal(['KS', 'QS']);
      // Seed "x" shuffles the queen on top for the last pass: up it goes, then the king, and the game is won.
      expect(state.stock).to.deep.equal(shuffle(['KS', 'QS'], dealRandom('cadogan-carpet', 'x', 'pass-3')).reverse());
      expect(state.stock).to.deep.equal(['KS', 'QS']);
      for (const move of [DEAL, { from: 'talon', to: 'foundation-3' }, DEAL, { from: 'talon', to: 'foundation-3' }])
        game.play(move);
      expect(game.snapshot().value).to.equal('won');
    });
  });

  describe('a game through the statechart matches the pure rules move by move, to the end', () => {
    for (const seed of ['42', 'daily-2026-11-29', '🂡🃏']) {
      it(`seed ${JSON.stringify(seed)}`, () => {
        const game = startGame(seed);
        let pure = deal(seed, {});
        const history: CadoganState[] = [];
        const seen = new Set<string>();
        while (status(pure) === 'playing') {
          const move = firstMove(game.snapshot().context.state);
          const steps = game.play(move);
          history.push(pure);
          pure = pureApply(pure, move);
          const snapshot = game.snapshot();
          expect(snapshot.context.state, JSON.stringify(move)).to.deep.equal(pure);
          expect(snapshot.value).to.equal(status(pure));
          expect(snapshot.hasTag('busy')).to.equal(false);
          expect(snapshot.context.lastMove).to.deep.equal(move);
          const expected = move.from === 'stock' ? 'dealingStock' : move.to === 'stock' ? 'redealing' : null;
          const passed = phases(steps).filter((phase) => phase !== 'won' && phase !== 'lost');
          expect(passed[1] ?? null).to.equal(expected);
          seen.add(expected ?? 'move');
        }
        expect(game.snapshot().hasTag('lost')).to.equal(true);
        expect(game.snapshot().context.past).to.deep.equal(history);
        expect([...seen].sort()).to.deep.equal(['dealingStock', 'move', 'redealing']);
      });
    }
  });
});
