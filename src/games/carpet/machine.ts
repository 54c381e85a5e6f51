/**
 * The Carpet statechart: the phases a player sees. Every transient phase (seeding, dealing, filling
 * gaps, dealing the stock) resolves at once through eventless transitions, so animations in the view
 * never hold the rules' state back; the view reads the phases it passed through from the inspection
 * stream or simply animates the difference.
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
  type CarpetOptions,
  type CarpetState,
  applyMove,
  dealCarpet,
  fillOneGap,
  hasGapToFill,
  isWon,
  seedFoundations,
  status,
  whyIllegal,
} from './rules.js';

type CarpetContext = GameContext<CarpetState, CarpetOptions>;

export const carpetMachine = setup({
  types: {
    context: {} as CarpetContext,
    events: {} as GameEvent,
    input: {} as GameInput<CarpetOptions>,
    tags: {} as 'won' | 'lost' | 'busy',
  },
  guards: {
    isDeal: ({ event }) => playedMove(event)?.from === 'stock' && playedMove(event)?.to === 'waste',
    ...ruleGuards<CarpetState, CarpetOptions>({ whyIllegal, isWon, status }),
    ...historyGuards<CarpetState, CarpetOptions>(),
    hasGapToFill: ({ context }) => hasGapToFill(context.state),
  },
  actions: {
    seedAces: assign({ state: ({ context }) => seedFoundations(context.seed, context.options) }),
    dealCarpet: assign({ state: ({ context }) => dealCarpet(context.state) }),
    applyMove: assign({
      state: ({ context }) => {
        const result = applyMove(context.state, context.lastMove!);
        return result.ok ? result.state : context.state;
      },
    }),
    fillGap: assign({ state: ({ context }) => fillOneGap(context.state) }),
    ...historyActions<CarpetState, CarpetOptions>(),
  },
}).createMachine({
  id: 'carpet',
  context: ({ input }) => freshContext(input.seed, input.options, seedFoundations(input.seed, input.options)),
  initial: 'seeding',
  on: historyTransitions('seeding'),
  states: {
    seeding: { tags: 'busy', entry: 'seedAces', always: 'dealing' },
    dealing: { tags: 'busy', entry: 'dealCarpet', always: 'playing' },
    playing: {
      always: [
        { guard: 'isWon', target: 'won' },
        { guard: 'isLost', target: 'lost' },
      ],
      on: {
        PLAY: [
          { guard: and(['isLegal', 'isDeal']), target: 'dealingStock', actions: 'recordMove' },
          { guard: 'isLegal', target: 'fillingGaps', actions: ['recordMove', 'applyMove'] },
        ],
      },
    },
    dealingStock: { tags: 'busy', entry: 'applyMove', always: 'playing' },
    fillingGaps: {
      tags: 'busy',
      always: [{ guard: 'hasGapToFill', actions: 'fillGap' }, { target: 'playing' }],
    },
    won: { tags: 'won' },
    lost: { tags: 'lost' },
  },
});
