/**
 * The Carthage statechart: the phases a player sees. The deal and the stock deal are transient phases
 * that resolve at once through eventless transitions, so animations in the view never hold the rules'
 * state back. A move (a super move too) and a stock deal are each one step of the undo history.
 */
import { and, assign, setup } from 'xstate';
import {
  type GameContext,
  type GameEvent,
  type GameInput,
  freshContext,
  historyActions,
  historyGuards,
  historyTransitions,
  playedMove,
  ruleGuards,
} from '../../core/machine-kit.js';
import { type CarthageOptions, type CarthageState, applyLegal, deal, isWon, seedStock, whyIllegal } from './rules.js';
import { status } from './status.js';

type CarthageContext = GameContext<CarthageState, CarthageOptions>;

export const carthageMachine = setup({
  types: {
    context: {} as CarthageContext,
    events: {} as GameEvent,
    input: {} as GameInput<CarthageOptions>,
    tags: {} as 'won' | 'lost' | 'busy',
  },
  guards: {
    isDeal: ({ event }) => playedMove(event)?.from === 'stock',
    ...ruleGuards<CarthageState, CarthageOptions>({ whyIllegal, isWon, status }),
    ...historyGuards<CarthageState, CarthageOptions>(),
  },
  actions: {
    deal: assign({ state: ({ context }) => deal(context.seed, context.options) }),
    // Only a move the isLegal guard accepted gets here, as context.lastMove.
    applyMove: assign({ state: ({ context }) => applyLegal(context.state, context.lastMove!) }),
    ...historyActions<CarthageState, CarthageOptions>(),
  },
}).createMachine({
  id: 'carthage',
  // Before the deal every card is in the stock, shuffled.
  context: ({ input }) => freshContext(input.seed, input.options, seedStock(input.seed, input.options)),
  initial: 'dealing',
  on: historyTransitions('dealing'),
  states: {
    dealing: { tags: 'busy', entry: 'deal', always: 'playing' },
    playing: {
      always: [
        { guard: 'isWon', target: 'won' },
        { guard: 'isLost', target: 'lost' },
      ],
      on: {
        PLAY: [
          { guard: and(['isLegal', 'isDeal']), target: 'dealingStock', actions: 'recordMove' },
          { guard: 'isLegal', actions: ['recordMove', 'applyMove'] },
        ],
      },
    },
    dealingStock: { tags: 'busy', entry: 'applyMove', always: 'playing' },
    won: { tags: 'won' },
    lost: { tags: 'lost' },
  },
});
