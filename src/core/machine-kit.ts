/**
 * What every game's statechart shares: its context (the rules' state plus undo and redo history), its
 * events, and the history bookkeeping. Each game writes its own phases around these.
 */
import { assign } from 'xstate';
import type { Move, Refusal, Status } from './types.js';

export interface GameInput<O> {
  seed: string;
  options: O;
}

export interface GameContext<S, O> {
  readonly seed: string;
  readonly options: O;
  /** The rules' state: the only truth about the cards. */
  readonly state: S;
  /** The states before each move made, oldest first, for undo. */
  readonly past: readonly S[];
  /** The states undone, most recently undone last, for redo. */
  readonly future: readonly S[];
  /** The last move played (null after a deal, undo or redo), so the view can animate and announce it. */
  readonly lastMove: Move | null;
  /** The moves that led from the deal to `state`, oldest first: one for each entry of `past`, so a saved game is the deal plus these. */
  readonly moves: readonly Move[];
  /** The moves undone, in step with `future`: the next redo plays the last. */
  readonly undone: readonly Move[];
  /** Undos made since the deal (or its restart): a redo does not take one back. Absent in a context made by hand: 0. */
  readonly undos?: number;
}

export type GameEvent =
  | { type: 'PLAY'; move: Move }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'RESTART' }
  | { type: 'NEW_GAME'; seed: string };

/** A fresh context for a deal not yet made: the seeding phase fills in `state`. */
export function freshContext<S, O>(seed: string, options: O, blank: S): GameContext<S, O> {
  return { seed, options, state: blank, past: [], future: [], lastMove: null, moves: [], undone: [], undos: 0 };
}

/** Remembers the state before a move, and forgets what was undone: a new move ends the redo line. */
export const recordMove = <S, O>(context: GameContext<S, O>, move: Move): Partial<GameContext<S, O>> => ({
  past: [...context.past, context.state],
  future: [],
  lastMove: move,
  moves: [...context.moves, move],
  undone: [],
});

export const undoMove = <S, O>(context: GameContext<S, O>): Partial<GameContext<S, O>> => ({
  state: context.past[context.past.length - 1],
  past: context.past.slice(0, -1),
  future: [...context.future, context.state],
  lastMove: null,
  moves: context.moves.slice(0, -1),
  undone: [...context.undone, context.moves[context.moves.length - 1]],
  undos: (context.undos ?? 0) + 1,
});

export const redoMove = <S, O>(context: GameContext<S, O>): Partial<GameContext<S, O>> => ({
  state: context.future[context.future.length - 1],
  past: [...context.past, context.state],
  future: context.future.slice(0, -1),
  lastMove: null,
  moves: [...context.moves, context.undone[context.undone.length - 1]],
  undone: context.undone.slice(0, -1),
});

/** Back to the start of the same deal (or a new seed), history and undo count cleared. */
export const restartDeal = <S, O>(context: GameContext<S, O>, seed = context.seed): Partial<GameContext<S, O>> => ({
  seed,
  past: [],
  future: [],
  lastMove: null,
  moves: [],
  undone: [],
  undos: 0,
});

/**
 * The guards, actions and top-level transitions every game's statechart shares: undo, redo, restart and
 * new game. A game spreads these into `setup()` and names its own first phase as `start`.
 */
export function historyGuards<S, O>() {
  return {
    canUndo: ({ context }: { context: GameContext<S, O> }) => context.past.length > 0,
    canRedo: ({ context }: { context: GameContext<S, O> }) => context.future.length > 0,
  };
}

/** The move a PLAY event carries; undefined for any other event. */
export const playedMove = (event: GameEvent): Move | undefined => (event.type === 'PLAY' ? event.move : undefined);

/** What a game's rules tell its statechart. */
export interface RuleChecks<S> {
  whyIllegal(state: S, move: Move): Refusal | undefined;
  isWon(state: S): boolean;
  status(state: S): Status;
}

/** The guards every game's statechart takes from its rules: a PLAY the rules accept, and the game won or lost. */
export function ruleGuards<S, O>(rules: RuleChecks<S>) {
  type Args = { context: GameContext<S, O>; event: GameEvent };
  return {
    isLegal: ({ context, event }: Args) => {
      const move = playedMove(event);
      return move !== undefined && rules.whyIllegal(context.state, move) === undefined;
    },
    isWon: ({ context }: Args) => rules.isWon(context.state),
    isLost: ({ context }: Args) => rules.status(context.state) === 'lost',
  };
}

export function historyActions<S, O>() {
  type Context = GameContext<S, O>;
  const update = (change: (context: Context, event: GameEvent) => Partial<Context>) =>
    assign<Context, GameEvent, undefined, GameEvent, never>(({ context, event }) => change(context, event));
  return {
    // Only a PLAY that passed the game's isLegal guard gets here.
    recordMove: update((context, event) => recordMove(context, playedMove(event)!)),
    undo: update((context) => undoMove(context)),
    redo: update((context) => redoMove(context)),
    restart: update((context) => restartDeal(context)),
    newGame: update((context, event) => restartDeal(context, event.type === 'NEW_GAME' ? event.seed : context.seed)),
  };
}

export const historyTransitions = (start: string) =>
  ({
    RESTART: { target: `.${start}`, actions: 'restart', reenter: true },
    NEW_GAME: { target: `.${start}`, actions: 'newGame', reenter: true },
    UNDO: { guard: 'canUndo', target: '.playing', actions: 'undo' },
    REDO: { guard: 'canRedo', target: '.playing', actions: 'redo' },
  }) as const;
