import { expect } from '@open-wc/testing';
import { assign } from 'xstate';
import type { Move } from '../../../src/core/types.js';
import { carthageMachine } from '../../../src/games/carthage/machine.js';
import { type CarthageState, apply, deal, legalMoves } from '../../../src/games/carthage/rules.js';
import { status } from '../../../src/games/carthage/status.js';
import { phases, traceGame } from '../../support/machine-trace.js';
import { complete } from './positions.js';
import { refusalText } from '../../support/refusal.js';

/**
 * Starts the statechart on a seed. With `position`, the deal lays out that position instead (the
 * machine's own `deal` action, swapped through xstate's provide()), so a test can start right before a
 * win, a loss or a super move; RESTART then lays it out again.
 */
function startGame(seed: string, position?: CarthageState) {
  const machine = position
    ? carthageMachine.provide({ actions: { deal: assign({ state: () => position }) } })
    : carthageMachine;
  return traceGame(machine, { seed, options: {} });
}

function pureApply(state: CarthageState, move: Move): CarthageState {
  const result = apply(state, move);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(move)} to be legal: ${refusalText(result.reason)}`);
  return result.state;
}

// Clubs and hearts up to the fives, every six buried under a king in a reserve, no empty pile.
const JAM_TABLEAU = [['9C'], ['9C'], ['QC', 'JC'], ['QC', 'JC'], ['7H'], ['7H'], ['TH'], ['TH']];
const JAM_RESERVES = [
  ['6C', '7C', 'TC', '8C'],
  ['6C', '7C', '8C', 'TC', 'KC'],
  ['6H', '8H', '9H', 'KH'],
  ['6H', '8H', '9H', 'KH'],
  ['JH', 'QH'],
  ['JH', 'QH'],
];

/** A simple player: a card home (never one off a foundation), else a build from a reserve, else deal, else a build on the tableau. */
function greedy(state: CarthageState): Move {
  const legal = legalMoves(state);
  const builds = legal.filter(
    (move) =>
      !move.from.startsWith('foundation-') &&
      move.to.startsWith('tableau-') &&
      state.tableau[Number(move.to.slice(8))].length > 0,
  );
  return (
    legal.find((move) => move.to.startsWith('foundation-') && !move.from.startsWith('foundation-')) ??
    builds.find((move) => move.from.startsWith('reserve-')) ??
    legal.find((move) => move.from === 'stock') ??
    builds[0] ??
    legal[0]
  );
}

describe('carthage statechart', () => {
  describe('starting a game', () => {
    it('deals in dealing (busy), then waits in playing', () => {
      const game = startGame('42');
      expect(phases(game.take())).to.deep.equal(['dealing', 'playing']);
      expect(carthageMachine.states.dealing.tags).to.include('busy');
      expect(carthageMachine.states.dealingStock.tags).to.include('busy');
      expect(carthageMachine.states.playing.tags).to.deep.equal([]);
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

    it('deals the seed it is given, emoji and empty seeds included', () => {
      for (const seed of ['daily-2026-11-29', '🂡🃏', ''])
        expect(startGame(seed).snapshot().context.state).to.deep.equal(deal(seed, {}));
    });
  });

  describe('PLAY', () => {
    it('applies a legal move as apply() does, as one history step, staying in playing', () => {
      const game = startGame('42');
      const start = game.snapshot().context.state;
      const move = { from: 'reserve-4', to: 'foundation-3' }; // the ace of diamonds
      const steps = game.play(move);
      expect(phases(steps)).to.deep.equal(['playing']);
      expect(steps.map((step) => [step.event, step.to])).to.deep.equal([['PLAY', null]]);
      const { context } = game.snapshot();
      expect(context.state).to.deep.equal(pureApply(start, move));
      expect(context.state.foundations[3]).to.deep.equal(['AD']);
      expect(context.past).to.deep.equal([start]);
      expect(context.future).to.deep.equal([]);
      expect(context.lastMove).to.deep.equal(move);
    });

    it('deals the stock through dealingStock (busy), as one history step', () => {
      const game = startGame('42');
      const start = game.snapshot().context.state;
      const move = { from: 'stock', to: 'reserve' };
      const steps = game.play(move);
      expect(phases(steps)).to.deep.equal(['playing', 'dealingStock', 'playing']);
      expect(steps.map((step) => step.busy)).to.deep.equal([true, false]);
      // In dealingStock the twelve cards are already on the reserves.
      expect(steps[0].state.stock).to.have.length(48);
      const { context } = game.snapshot();
      expect(context.state).to.deep.equal(pureApply(start, move));
      expect(context.past).to.deep.equal([start]);
      expect(context.lastMove).to.deep.equal(move);
    });

    it('plays a super move as one move', () => {
      const position = complete({ tableau: [['8S', '7S', '6S'], ['9S']], reserves: [['KS', 'QS', 'JS', 'TS']] });
      const game = startGame('x', position);
      expect(game.snapshot().context.state).to.deep.equal(position);
      const move = { from: 'tableau-0', to: 'tableau-1', count: 3 };
      game.play(move);
      const { context } = game.snapshot();
      expect(context.state.tableau.slice(0, 2)).to.deep.equal([[], ['9S', '8S', '7S', '6S']]);
      expect(context.past).to.deep.equal([position]);
      expect(context.lastMove).to.deep.equal(move);
    });

    it('ignores an illegal PLAY: same context, no history entry, no transition', () => {
      const game = startGame('42');
      game.play({ from: 'reserve-4', to: 'foundation-0' });
      game.play({ from: 'stock', to: 'reserve' });
      const before = game.snapshot();
      const copy = JSON.parse(JSON.stringify(before.context)) as typeof before.context;
      const illegal: Move[] = [
        { from: 'tableau-0', to: 'foundation-1' }, // 3D on an empty foundation
        { from: 'tableau-1', to: 'tableau-2' }, // QD on 8S
        { from: 'reserve-0', to: 'reserve-1' }, // onto a reserve with cards
        { from: 'foundation-0', to: 'foundation-1' },
        { from: 'tableau-6', to: 'tableau-5', count: 2 }, // a single card is no run
        { from: 'stock', to: 'reserve-0' },
        { from: 'nowhere', to: 'foundation-0' },
      ];
      for (const move of illegal) {
        expect(game.play(move), JSON.stringify(move)).to.deep.equal([]);
        expect(game.snapshot().context, JSON.stringify(move)).to.equal(before.context);
        expect(game.snapshot().value).to.equal('playing');
      }
      expect(JSON.parse(JSON.stringify(game.snapshot().context))).to.deep.equal(copy);
      expect(game.snapshot().context.past).to.have.length(2);
    });

    it('deals five times, then ignores a sixth deal: no redeal', () => {
      const game = startGame('42');
      for (let i = 0; i < 5; i++) game.play({ from: 'stock', to: 'reserve' });
      const before = game.snapshot();
      expect(before.context.state.stock).to.deep.equal([]);
      expect(before.context.past).to.have.length(5);
      expect(game.play({ from: 'stock', to: 'reserve' })).to.deep.equal([]);
      expect(game.snapshot().context).to.equal(before.context);
    });
  });

  describe('UNDO and REDO', () => {
    it('undoes a super move in one step, to exactly the state before it; REDO plays it again', () => {
      const position = complete({
        tableau: [['8S', '7S', '6S'], ['9S']],
        reserves: [['KD'], ['KS', 'QS', 'JS', 'TS']],
      });
      const game = startGame('x', position);
      game.play({ from: 'reserve-0', to: 'tableau-4' });
      const before = game.snapshot().context.state;
      game.play({ from: 'tableau-0', to: 'tableau-1', count: 3 });
      const after = game.snapshot().context.state;
      expect(phases(game.send({ type: 'UNDO' }))).to.deep.equal(['carthage', 'playing']);
      const undone = game.snapshot();
      expect(undone.context.state).to.deep.equal(before);
      expect(undone.context.state.tableau[0]).to.deep.equal(['8S', '7S', '6S']);
      expect(undone.context.past).to.deep.equal([position]);
      expect(undone.context.future).to.deep.equal([after]);
      expect(undone.context.lastMove).to.equal(null);
      game.send({ type: 'REDO' });
      expect(game.snapshot().context.state).to.deep.equal(after);
      expect(game.snapshot().context.future).to.deep.equal([]);
      expect(game.snapshot().context.past).to.deep.equal([position, before]);
    });

    it('undoes a stock deal in one step: all twelve cards back in the stock, in order', () => {
      const game = startGame('daily-2026-11-29');
      const start = game.snapshot().context.state;
      game.play({ from: 'stock', to: 'reserve' });
      game.play({ from: 'stock', to: 'reserve' });
      const twice = game.snapshot().context.state;
      game.send({ type: 'UNDO' });
      const once = game.snapshot().context.state;
      expect(once.stock).to.have.length(48);
      expect(once).to.deep.equal(pureApply(start, { from: 'stock', to: 'reserve' }));
      game.send({ type: 'UNDO' });
      expect(game.snapshot().context.state).to.deep.equal(start);
      expect(game.snapshot().context.state.stock).to.have.length(60);
      game.send({ type: 'REDO' });
      game.send({ type: 'REDO' });
      expect(game.snapshot().context.state).to.deep.equal(twice);
    });

    it('UNDO with nothing to undo and REDO with nothing to redo change nothing', () => {
      const game = startGame('42');
      const before = game.snapshot();
      game.send({ type: 'UNDO' });
      game.send({ type: 'REDO' });
      expect(game.snapshot().context).to.equal(before.context);
      game.play({ from: 'stock', to: 'reserve' });
      const played = game.snapshot().context;
      game.send({ type: 'REDO' });
      expect(game.snapshot().context).to.equal(played);
    });

    it('undoes a whole line of moves back to the deal and redoes it forward; a new move clears the redo line', () => {
      const seed = '🂡🃏';
      const states = [deal(seed, {})];
      const moves: Move[] = [];
      for (let i = 0; i < 15; i++) {
        moves.push(greedy(states[i]));
        states.push(pureApply(states[i], moves[i]));
      }
      expect(moves.some((move) => move.from === 'stock')).to.equal(true);
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
    it('RESTART deals the same deal again, with empty history, through dealing', () => {
      const game = startGame('🂡🃏');
      game.play({ from: 'stock', to: 'reserve' });
      game.play(greedy(game.snapshot().context.state));
      game.send({ type: 'UNDO' });
      const steps = game.send({ type: 'RESTART' });
      expect(phases(steps)).to.deep.equal(['carthage', 'dealing', 'playing']);
      expect(steps.map((step) => step.busy)).to.deep.equal([true, false]);
      const { context, value } = game.snapshot();
      expect(value).to.equal('playing');
      expect(context.state).to.deep.equal(deal('🂡🃏', {}));
      expect(context.seed).to.equal('🂡🃏');
      expect(context.past).to.deep.equal([]);
      expect(context.future).to.deep.equal([]);
      expect(context.lastMove).to.equal(null);
    });

    it('NEW_GAME deals the new seed; RESTART then restarts that seed', () => {
      const game = startGame('42');
      game.play({ from: 'reserve-4', to: 'foundation-0' });
      const steps = game.send({ type: 'NEW_GAME', seed: 'daily-2026-11-29' });
      expect(phases(steps)).to.deep.equal(['carthage', 'dealing', 'playing']);
      const { context } = game.snapshot();
      expect(context.seed).to.equal('daily-2026-11-29');
      expect(context.state).to.deep.equal(deal('daily-2026-11-29', {}));
      expect(context.past).to.deep.equal([]);
      game.play({ from: 'stock', to: 'reserve' });
      game.send({ type: 'RESTART' });
      expect(game.snapshot().context.state).to.deep.equal(deal('daily-2026-11-29', {}));
      expect(game.snapshot().context.seed).to.equal('daily-2026-11-29');
    });
  });

  describe('the end of a game', () => {
    it('putting the 104th card up gives the "won" tag; then only UNDO, RESTART and NEW_GAME act', () => {
      const position = complete({ tableau: [['KH'], ['9S']], reserves: [['QS'], ['JS', 'TS', 'KS']] });
      const game = startGame('x', position);
      // Park the king of spades, send the spades up in order, the king last.
      const line: Move[] = [
        { from: 'reserve-1', to: 'tableau-2' },
        { from: 'tableau-1', to: 'foundation-6' },
        { from: 'reserve-1', to: 'foundation-6' },
        { from: 'reserve-1', to: 'foundation-6' },
        { from: 'reserve-0', to: 'foundation-6' },
        { from: 'tableau-2', to: 'foundation-6' },
      ];
      for (const move of line) {
        expect(game.play(move), JSON.stringify(move)).to.have.length(1);
        expect(game.snapshot().value, JSON.stringify(move)).to.equal('playing');
      }
      expect(game.snapshot().context.past).to.have.length(line.length);
      const last = game.snapshot().context.state;
      game.play({ from: 'tableau-0', to: 'foundation-4' });
      const won = game.snapshot();
      expect(won.value).to.equal('won');
      expect(won.hasTag('won')).to.equal(true);
      expect(won.hasTag('lost')).to.equal(false);
      expect(won.context.state.foundations.every((pile) => pile.length === 13)).to.equal(true);
      // Nothing is left to play, and a move sent now is ignored.
      expect(game.play({ from: 'foundation-0', to: 'tableau-0' })).to.deep.equal([]);
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

    it('the last deal can leave no move at all: the "lost" tag; UNDO returns to playing', () => {
      // The king of clubs comes out of the stock onto the eight in reserve-0, the only card that could move.
      const position = complete({ tableau: JAM_TABLEAU, reserves: JAM_RESERVES, stock: ['KC'] });
      const game = startGame('x', position);
      expect(game.snapshot().value).to.equal('playing');
      const steps = game.play({ from: 'stock', to: 'reserve' });
      expect(phases(steps)).to.deep.equal(['playing', 'dealingStock', 'playing', 'lost']);
      const lost = game.snapshot();
      expect(lost.value).to.equal('lost');
      expect(lost.hasTag('lost')).to.equal(true);
      expect(lost.hasTag('won')).to.equal(false);
      expect(legalMoves(lost.context.state)).to.deep.equal([]);
      game.send({ type: 'UNDO' });
      expect(game.snapshot().value).to.equal('playing');
      expect(game.snapshot().hasTag('lost')).to.equal(false);
      expect(game.snapshot().context.state).to.deep.equal(position);
      game.send({ type: 'REDO' });
      expect(game.snapshot().value).to.equal('lost');
    });

    it('a position with moves left but no way to win is "lost" too, and PLAY is then ignored', () => {
      // The eight of clubs lands on the king in reserve-0 and may shuttle between the nines, no more.
      const position = complete({
        tableau: JAM_TABLEAU,
        reserves: [['6C', '7C', 'TC', 'KC'], ...JAM_RESERVES.slice(1)],
        stock: ['8C'],
      });
      const game = startGame('x', position);
      game.play({ from: 'stock', to: 'reserve' });
      const lost = game.snapshot();
      expect(lost.value).to.equal('lost');
      expect(lost.hasTag('lost')).to.equal(true);
      const moves = legalMoves(lost.context.state);
      expect(moves.length).to.be.above(0);
      expect(status(lost.context.state)).to.equal('lost');
      expect(game.play(moves[0])).to.deep.equal([]);
      expect(game.snapshot().context).to.equal(lost.context);
      game.send({ type: 'RESTART' });
      expect(game.snapshot().value).to.equal('playing');
      expect(game.snapshot().context.state).to.deep.equal(position);
    });
  });

  describe('a greedy game through the statechart matches the pure rules move by move', () => {
    for (const seed of ['42', 'daily-2026-11-29', '🂡🃏']) {
      it(`seed ${JSON.stringify(seed)}`, () => {
        const game = startGame(seed);
        let pure = deal(seed, {});
        const history: CarthageState[] = [];
        // Until the stock is out and a few moves more, or the end.
        for (let i = 0, after = 0; i < 200 && after < 8 && status(pure) === 'playing'; i++) {
          const move = greedy(game.snapshot().context.state);
          const steps = game.play(move);
          history.push(pure);
          pure = pureApply(pure, move);
          if (pure.stock.length === 0) after += 1;
          const snapshot = game.snapshot();
          expect(snapshot.context.state, JSON.stringify(move)).to.deep.equal(pure);
          expect(snapshot.value).to.equal(status(pure));
          expect(snapshot.hasTag('busy')).to.equal(false);
          expect(snapshot.context.lastMove).to.deep.equal(move);
          expect(snapshot.context.past).to.have.length(history.length);
          expect(phases(steps)[1] ?? 'playing').to.equal(move.from === 'stock' ? 'dealingStock' : 'playing');
        }
        expect(pure.stock).to.deep.equal([]);
        expect(game.snapshot().context.past).to.deep.equal(history);
      });
    }
  });
});
