import { expect } from '@open-wc/testing';
import type { Move } from '../../../src/core/types.js';
import { carpetMachine } from '../../../src/games/carpet/machine.js';
import { type CarpetState, type FillMode, apply, deal, legalMoves, status } from '../../../src/games/carpet/rules.js';
import { phases, traceGame } from '../../support/machine-trace.js';
import { refusalText } from '../../support/refusal.js';

function startGame(seed: string, fill: FillMode) {
  return traceGame(carpetMachine, { seed, options: { fill } });
}

function pureApply(state: CarpetState, move: Move): CarpetState {
  const result = apply(state, move);
  if (!result.ok) throw new Error(`expected ${move.from} -> ${move.to} to be legal: ${refusalText(result.reason)}`);
  return result.state;
}

/** A simple greedy player: any foundation move, else fill a gap (manual), else deal. */
function greedy(state: CarpetState): Move {
  const legal = legalMoves(state);
  return (
    legal.find((move) => move.to.startsWith('foundation-')) ??
    legal.find((move) => move.to.startsWith('carpet-')) ??
    legal[0]
  );
}

/** The pure game greedy play gives: every state from the deal to the end, and the moves between them. */
function greedyGame(seed: string, fill: FillMode): { states: CarpetState[]; moves: Move[] } {
  const states = [deal(seed, { fill })];
  const moves: Move[] = [];
  while (status(states[states.length - 1]) === 'playing') {
    const move = greedy(states[states.length - 1]);
    moves.push(move);
    states.push(pureApply(states[states.length - 1], move));
  }
  return { states, moves };
}

function findSeed(fill: FillMode, outcome: 'won' | 'lost'): string {
  for (let i = 0; i < 200; i++) {
    const seed = `greedy-${i}`;
    const { states } = greedyGame(seed, fill);
    if (status(states[states.length - 1]) === outcome) return seed;
  }
  throw new Error(`no seed found where greedy play ends ${outcome}`);
}

const FILLS: FillMode[] = ['auto', 'manual'];

describe('carpet statechart', () => {
  describe('starting a game', () => {
    for (const fill of FILLS) {
      it(`passes through seeding and dealing, then waits in playing (fill="${fill}")`, () => {
        const game = startGame('42', fill);
        const steps = game.take();
        expect(phases(steps)).to.deep.equal(['seeding', 'dealing', 'playing']);
        expect(steps.map((step) => step.busy)).to.deep.equal([true, false]);
        const snapshot = game.snapshot();
        expect(snapshot.value).to.equal('playing');
        expect(snapshot.hasTag('busy')).to.equal(false);
        expect(snapshot.hasTag('won') || snapshot.hasTag('lost')).to.equal(false);
        expect(snapshot.context.state).to.deep.equal(deal('42', { fill }));
        expect(snapshot.context.seed).to.equal('42');
        expect(snapshot.context.options).to.deep.equal({ fill });
        expect(snapshot.context.past).to.deep.equal([]);
        expect(snapshot.context.future).to.deep.equal([]);
        expect(snapshot.context.lastMove).to.equal(null);
      });
    }

    it('deals the seed it is given, emoji and empty seeds included', () => {
      for (const seed of ['daily-2026-11-29', '🂡🃏', '']) {
        expect(startGame(seed, 'auto').snapshot().context.state).to.deep.equal(deal(seed, { fill: 'auto' }));
      }
    });
  });

  describe('PLAY', () => {
    it('applies a foundation move as apply() does, filling the gap in fillingGaps (auto)', () => {
      const game = startGame('42', 'auto');
      const start = game.snapshot().context.state;
      const move = { from: 'carpet-7', to: 'foundation-0' };
      const steps = game.play(move);
      expect(phases(steps)).to.deep.equal(['playing', 'fillingGaps', 'playing']);
      // In fillingGaps the gap is first seen open, then filled by the stock's top card, one step each.
      const filling = steps.filter((step) => step.from === 'fillingGaps' || step.to === 'fillingGaps');
      expect(filling[0].state.carpet[7]).to.equal(null);
      expect(filling[0].state.foundations[0]).to.deep.equal(['AC', '2C']);
      expect(filling.map((step) => step.state.carpet[7])).to.deep.equal([null, 'JS', 'JS']);
      expect(steps.map((step) => step.busy)).to.deep.equal([true, true, false]);
      const { context } = game.snapshot();
      expect(context.state).to.deep.equal(pureApply(start, move));
      expect(context.state.carpet[7]).to.equal('JS');
      expect(context.past).to.deep.equal([start]);
      expect(context.future).to.deep.equal([]);
      expect(context.lastMove).to.deep.equal(move);
      expect(game.snapshot().value).to.equal('playing');
    });

    it('fills from the waste when the waste has a card (auto)', () => {
      const game = startGame('42', 'auto');
      game.play({ from: 'stock', to: 'waste' });
      const before = game.snapshot().context.state;
      game.play({ from: 'carpet-9', to: 'foundation-3' });
      const after = game.snapshot().context.state;
      expect(after).to.deep.equal(pureApply(before, { from: 'carpet-9', to: 'foundation-3' }));
      expect(after.carpet[9]).to.equal('JS');
      expect(after.waste).to.deep.equal([]);
    });

    it('leaves the gap open under fill="manual", and lets the player fill it', () => {
      const game = startGame('42', 'manual');
      const start = game.snapshot().context.state;
      const move = { from: 'carpet-7', to: 'foundation-0' };
      const steps = game.play(move);
      expect(phases(steps)).to.deep.equal(['playing', 'fillingGaps', 'playing']);
      expect(steps.some((step) => step.from === 'fillingGaps' && step.to === null)).to.equal(false);
      const after = game.snapshot().context.state;
      expect(after).to.deep.equal(pureApply(start, move));
      expect(after.carpet[7]).to.equal(null);
      const fill = { from: 'stock', to: 'carpet-7' };
      game.play(fill);
      expect(game.snapshot().context.state).to.deep.equal(pureApply(after, fill));
      expect(game.snapshot().context.state.carpet[7]).to.equal('JS');
      expect(game.snapshot().context.past).to.have.length(2);
    });

    it('deals the stock through dealingStock', () => {
      for (const fill of FILLS) {
        const game = startGame('42', fill);
        const start = game.snapshot().context.state;
        const move = { from: 'stock', to: 'waste' };
        const steps = game.play(move);
        expect(phases(steps)).to.deep.equal(['playing', 'dealingStock', 'playing']);
        expect(steps[0].busy).to.equal(true);
        expect(game.snapshot().context.state).to.deep.equal(pureApply(start, move));
        expect(game.snapshot().context.state.waste).to.deep.equal(['JS']);
        expect(game.snapshot().context.lastMove).to.deep.equal(move);
        expect(game.snapshot().context.past).to.deep.equal([start]);
      }
    });

    it('ignores an illegal PLAY: same context, no history entry, no transition', () => {
      const game = startGame('42', 'manual');
      game.play({ from: 'carpet-7', to: 'foundation-0' });
      game.play({ from: 'stock', to: 'waste' });
      const before = game.snapshot();
      const contextCopy = JSON.parse(JSON.stringify(before.context)) as typeof before.context;
      const illegal: Move[] = [
        { from: 'carpet-0', to: 'foundation-0' }, // 5C on 2C
        { from: 'carpet-9', to: 'foundation-2' }, // 2S on hearts
        { from: 'stock', to: 'carpet-7' }, // the waste has a card
        { from: 'waste', to: 'carpet-8' }, // not a gap
        { from: 'carpet-8', to: 'carpet-7' }, // carpet to carpet
        { from: 'foundation-0', to: 'carpet-7' }, // never back from a foundation
        { from: 'carpet-9', to: 'foundation-3', count: 2 },
        { from: 'nowhere', to: 'foundation-0' },
      ];
      for (const move of illegal) {
        const steps = game.play(move);
        expect(steps, JSON.stringify(move)).to.deep.equal([]);
        expect(game.snapshot().context, JSON.stringify(move)).to.equal(before.context);
        expect(game.snapshot().value).to.equal('playing');
      }
      expect(JSON.parse(JSON.stringify(game.snapshot().context))).to.deep.equal(contextCopy);
      expect(game.snapshot().context.past).to.have.length(2);
    });

    it('ignores a deal from an empty stock: no redeal', () => {
      // Seed "42" keeps two foundation moves in the carpet, so the game is still on after the last deal.
      const game = startGame('42', 'manual');
      for (let i = 0; i < 28; i++) game.play({ from: 'stock', to: 'waste' });
      const before = game.snapshot();
      expect(before.context.state.stock).to.deep.equal([]);
      expect(before.value).to.equal('playing');
      expect(before.context.past).to.have.length(28);
      expect(game.play({ from: 'stock', to: 'waste' })).to.deep.equal([]);
      expect(game.snapshot().context).to.equal(before.context);
    });
  });

  describe('UNDO and REDO', () => {
    it('UNDO restores the exact previous state, the auto fill undone with its move; REDO re-applies both', () => {
      const game = startGame('42', 'auto');
      const start = game.snapshot().context.state;
      const move = { from: 'carpet-7', to: 'foundation-0' };
      game.play(move);
      const after = game.snapshot().context.state;
      expect(after.carpet[7]).to.equal('JS');
      expect(phases(game.send({ type: 'UNDO' }))).to.deep.equal(['carpet', 'playing']);
      const undone = game.snapshot();
      expect(undone.value).to.equal('playing');
      expect(undone.context.state).to.deep.equal(start);
      // The filler went back to the stock and the two of clubs back into its cell.
      expect(undone.context.state.carpet[7]).to.equal('2C');
      expect(undone.context.state.stock).to.have.length(28);
      expect(undone.context.past).to.deep.equal([]);
      expect(undone.context.future).to.deep.equal([after]);
      expect(undone.context.lastMove).to.equal(null);
      game.send({ type: 'REDO' });
      const redone = game.snapshot();
      expect(redone.context.state).to.deep.equal(after);
      expect(redone.context.past).to.deep.equal([start]);
      expect(redone.context.future).to.deep.equal([]);
    });

    it('UNDO with nothing to undo and REDO with nothing to redo change nothing', () => {
      const game = startGame('42', 'auto');
      const before = game.snapshot();
      game.send({ type: 'UNDO' });
      game.send({ type: 'REDO' });
      expect(game.snapshot().context).to.equal(before.context);
      game.play({ from: 'stock', to: 'waste' });
      const played = game.snapshot().context;
      game.send({ type: 'REDO' });
      expect(game.snapshot().context).to.equal(played);
    });

    it('undoes a whole line of moves back to the deal and redoes it forward', () => {
      for (const fill of FILLS) {
        const { states, moves } = greedyGame('daily-2026-11-29', fill);
        const line = moves.slice(0, 12);
        const game = startGame('daily-2026-11-29', fill);
        for (const move of line) game.play(move);
        for (let i = line.length - 1; i >= 0; i--) {
          game.send({ type: 'UNDO' });
          expect(game.snapshot().context.state, `${fill} undo to ${i}`).to.deep.equal(states[i]);
        }
        expect(game.snapshot().context.past).to.deep.equal([]);
        expect(game.snapshot().context.future).to.have.length(line.length);
        for (let i = 1; i <= line.length; i++) {
          game.send({ type: 'REDO' });
          expect(game.snapshot().context.state, `${fill} redo to ${i}`).to.deep.equal(states[i]);
        }
        expect(game.snapshot().context.past).to.deep.equal(states.slice(0, line.length));
      }
    });

    it('a new move after UNDO clears the redo line', () => {
      const game = startGame('42', 'auto');
      game.play({ from: 'carpet-7', to: 'foundation-0' });
      game.play({ from: 'stock', to: 'waste' });
      game.send({ type: 'UNDO' });
      game.send({ type: 'UNDO' });
      expect(game.snapshot().context.future).to.have.length(2);
      const start = game.snapshot().context.state;
      const move = { from: 'carpet-9', to: 'foundation-3' };
      game.play(move);
      expect(game.snapshot().context.future).to.deep.equal([]);
      const after = game.snapshot().context;
      game.send({ type: 'REDO' });
      expect(game.snapshot().context).to.equal(after);
      expect(after.state).to.deep.equal(pureApply(start, move));
      expect(after.past).to.deep.equal([start]);
    });
  });

  describe('RESTART and NEW_GAME', () => {
    it('RESTART deals the same deal again, with empty history, through seeding and dealing', () => {
      for (const fill of FILLS) {
        const game = startGame('🂡🃏', fill);
        const { moves } = greedyGame('🂡🃏', fill);
        for (const move of moves.slice(0, 6)) game.play(move);
        game.send({ type: 'UNDO' });
        const steps = game.send({ type: 'RESTART' });
        expect(phases(steps)).to.deep.equal(['carpet', 'seeding', 'dealing', 'playing']);
        // In seeding only the aces are out: the carpet is still empty and 48 cards wait in the stock.
        const seeding = steps.find((step) => step.to === 'seeding');
        expect(seeding?.state.carpet.every((card) => card === null)).to.equal(true);
        expect(seeding?.state.stock).to.have.length(48);
        const { context, value } = game.snapshot();
        expect(value).to.equal('playing');
        expect(context.state).to.deep.equal(deal('🂡🃏', { fill }));
        expect(context.seed).to.equal('🂡🃏');
        expect(context.options).to.deep.equal({ fill });
        expect(context.past).to.deep.equal([]);
        expect(context.future).to.deep.equal([]);
        expect(context.lastMove).to.equal(null);
      }
    });

    it('NEW_GAME deals the new seed with the same options; RESTART then restarts that seed', () => {
      const game = startGame('42', 'manual');
      game.play({ from: 'carpet-7', to: 'foundation-0' });
      const steps = game.send({ type: 'NEW_GAME', seed: 'daily-2026-11-29' });
      expect(phases(steps)).to.deep.equal(['carpet', 'seeding', 'dealing', 'playing']);
      const { context } = game.snapshot();
      expect(context.seed).to.equal('daily-2026-11-29');
      expect(context.state).to.deep.equal(deal('daily-2026-11-29', { fill: 'manual' }));
      expect(context.state).not.to.deep.equal(deal('42', { fill: 'manual' }));
      expect(context.past).to.deep.equal([]);
      expect(context.future).to.deep.equal([]);
      game.play({ from: 'stock', to: 'waste' });
      game.send({ type: 'RESTART' });
      expect(game.snapshot().context.state).to.deep.equal(deal('daily-2026-11-29', { fill: 'manual' }));
      expect(game.snapshot().context.seed).to.equal('daily-2026-11-29');
    });
  });

  describe('the end of a game', () => {
    for (const fill of FILLS) {
      it(`reaching all 52 up gives the "won" tag, and then nothing but UNDO, RESTART and NEW_GAME acts (fill="${fill}")`, () => {
        const seed = findSeed(fill, 'won');
        const { states, moves } = greedyGame(seed, fill);
        const game = startGame(seed, fill);
        for (const move of moves) game.play(move);
        const won = game.snapshot();
        expect(won.value).to.equal('won');
        expect(won.hasTag('won')).to.equal(true);
        expect(won.hasTag('lost')).to.equal(false);
        expect(won.context.state.foundations.map((pile) => pile.length)).to.deep.equal([13, 13, 13, 13]);
        // No move is left to play, and anything sent is ignored.
        expect(game.play({ from: 'foundation-0', to: 'carpet-0' })).to.deep.equal([]);
        expect(game.snapshot().context).to.equal(won.context);
        game.send({ type: 'UNDO' });
        expect(game.snapshot().value).to.equal('playing');
        expect(game.snapshot().hasTag('won')).to.equal(false);
        expect(game.snapshot().context.state).to.deep.equal(states[states.length - 2]);
        game.send({ type: 'REDO' });
        expect(game.snapshot().value).to.equal('won');
        game.send({ type: 'RESTART' });
        expect(game.snapshot().value).to.equal('playing');
        expect(game.snapshot().context.state).to.deep.equal(deal(seed, { fill }));
      });

      it(`a lost game gives the "lost" tag, and UNDO from lost returns to playing (fill="${fill}")`, () => {
        const seed = findSeed(fill, 'lost');
        const { states, moves } = greedyGame(seed, fill);
        const game = startGame(seed, fill);
        for (const move of moves) game.play(move);
        const lost = game.snapshot();
        expect(lost.value).to.equal('lost');
        expect(lost.hasTag('lost')).to.equal(true);
        expect(lost.hasTag('won')).to.equal(false);
        expect(lost.context.state.stock).to.deep.equal([]);
        expect(legalMoves(lost.context.state)).to.deep.equal([]);
        game.send({ type: 'UNDO' });
        const undone = game.snapshot();
        expect(undone.value).to.equal('playing');
        expect(undone.hasTag('lost')).to.equal(false);
        expect(undone.context.state).to.deep.equal(states[states.length - 2]);
        // From there a move may be played again: the same one loses again.
        game.play(moves[moves.length - 1]);
        expect(game.snapshot().value).to.equal('lost');
        game.send({ type: 'UNDO' });
        game.send({ type: 'REDO' });
        expect(game.snapshot().value).to.equal('lost');
        game.send({ type: 'NEW_GAME', seed: '42' });
        expect(game.snapshot().value).to.equal('playing');
        expect(game.snapshot().hasTag('lost')).to.equal(false);
      });
    }
  });

  describe('a whole greedy game through the statechart matches the pure rules move by move', () => {
    const seeds = ['42', 'daily-2026-11-29', '🂡🃏', '', 'greedy-0', 'greedy-1', 'greedy-2', 'greedy-3'];
    for (const fill of FILLS) {
      it(`fill="${fill}"`, () => {
        const outcomes = new Set<string>();
        for (const seed of seeds) {
          const game = startGame(seed, fill);
          let pure = deal(seed, { fill });
          const history: CarpetState[] = [];
          expect(game.snapshot().context.state).to.deep.equal(pure);
          while (status(pure) === 'playing') {
            const move = greedy(game.snapshot().context.state);
            const steps = game.play(move);
            history.push(pure);
            pure = pureApply(pure, move);
            const snapshot = game.snapshot();
            expect(snapshot.context.state, `${seed} ${move.from}->${move.to}`).to.deep.equal(pure);
            expect(snapshot.value).to.equal(status(pure));
            expect(snapshot.hasTag('busy')).to.equal(false);
            expect(snapshot.context.lastMove).to.deep.equal(move);
            expect(snapshot.context.past).to.have.length(history.length);
            expect(phases(steps)[1]).to.equal(
              move.from === 'stock' && move.to === 'waste' ? 'dealingStock' : 'fillingGaps',
            );
          }
          // The history kept every earlier state unchanged.
          expect(game.snapshot().context.past).to.deep.equal(history);
          outcomes.add(String(game.snapshot().value));
        }
        expect([...outcomes].every((value) => value === 'won' || value === 'lost')).to.equal(true);
      });
    }
  });
});
