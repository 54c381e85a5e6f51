/**
 * The statechart of Lady Cadogan's The Carpet: the phases a player sees. Every transient phase (seeding,
 * dealing the carpet, dealing from the stock, re-dealing) resolves at once through eventless
 * transitions, so animations in the view never hold the rules' state back. A move, a deal and a re-deal
 * are each one step of the undo history.
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
import {
  type CadoganOptions,
  type CadoganState,
  applyLegal,
  dealCarpet,
  isWon,
  seedFoundations,
  status,
  whyIllegal,
} from './rules.js';

type CadoganContext = GameContext<CadoganState, CadoganOptions>;

export const cadoganMachine = setup({
  types: {
    context: {} as CadoganContext,
    events: {} as GameEvent,
    input: {} as GameInput<CadoganOptions>,
    tags: {} as 'won' | 'lost' | 'busy',
  },
  guards: {
    isDeal: ({ event }) => playedMove(event)?.from === 'stock',
    isRedeal: ({ event }) => playedMove(event)?.from === 'talon' && playedMove(event)?.to === 'stock',
    ...ruleGuards<CadoganState, CadoganOptions>({ whyIllegal, isWon, status }),
    ...historyGuards<CadoganState, CadoganOptions>(),
  },
  actions: {
    seedFoundations: assign({ state: ({ context }) => seedFoundations(context.seed, context.options) }),
    dealCarpet: assign({ state: ({ context }) => dealCarpet(context.state) }),
    // Only a move the isLegal guard accepted gets here, as context.lastMove.
    applyMove: assign({ state: ({ context }) => applyLegal(context.state, context.lastMove!) }),
    ...historyActions<CadoganState, CadoganOptions>(),
  },
}).createMachine({
  id: 'cadogan-carpet',
  // Before the seeding nothing is laid out: the seeding phase lays it out again on RESTART and NEW_GAME.
  context: ({ input }) => freshContext(input.seed, input.options, seedFoundations(input.seed, input.options)),
  initial: 'seeding',
  on: historyTransitions('seeding'),
  states: {
    // One ace and one king of each suit to the foundations, the other 96 shuffled into the stock.
    seeding: { tags: 'busy', entry: 'seedFoundations', always: 'dealing' },
    // 64 cards face up into the carpet.
    dealing: { tags: 'busy', entry: 'dealCarpet', always: 'playing' },
    playing: {
      always: [
        { guard: 'isWon', target: 'won' },
        { guard: 'isLost', target: 'lost' },
      ],
      on: {
        PLAY: [
          { guard: and(['isLegal', 'isDeal']), target: 'dealingStock', actions: 'recordMove' },
          { guard: and(['isLegal', 'isRedeal']), target: 'redealing', actions: 'recordMove' },
          { guard: 'isLegal', actions: ['recordMove', 'applyMove'] },
        ],
      },
    },
    // The top stock card onto the talon.
    dealingStock: { tags: 'busy', entry: 'applyMove', always: 'playing' },
    // The talon gathered, sorted, shuffled for the next pass and turned into the stock.
    redealing: { tags: 'busy', entry: 'applyMove', always: 'playing' },
    won: { tags: 'won' },
    lost: { tags: 'lost' },
  },
});
