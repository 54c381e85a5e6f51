/**
 * Drives a game's statechart and records each transition it takes, for the machine tests of every game:
 * which phase to which, on what event, whether the phase is busy, and the rules' state after it.
 */
import { type AnyStateMachine, type InputFrom, type SnapshotFrom, createActor } from 'xstate';
import type { GameEvent } from '../../src/core/machine-kit.js';
import type { Move } from '../../src/core/types.js';

/** One transition the statechart took: from which phase to which (null for a targetless step), on what. */
export interface Step<S> {
  from: string;
  to: string | null;
  event: string;
  busy: boolean;
  /** The rules' state right after this microstep. */
  state: S;
}

/** What the trace reads of any game's snapshot. */
interface GameSnapshotView<S> {
  hasTag(tag: string): boolean;
  context: { state: S };
}

export function traceGame<M extends AnyStateMachine>(machine: M, input: InputFrom<M>) {
  type Snapshot = SnapshotFrom<M>;
  type State = Snapshot extends { context: { state: infer S } } ? S : never;
  const trace: Step<State>[] = [];
  const actor = createActor(machine as AnyStateMachine, {
    input,
    inspect(event) {
      if (event.type !== '@xstate.microstep') return;
      const snapshot = event.snapshot as unknown as GameSnapshotView<State>;
      for (const transition of event._transitions) {
        trace.push({
          from: transition.source.key,
          to: transition.target?.[0]?.key ?? null,
          event: transition.eventType as string,
          busy: snapshot.hasTag('busy'),
          state: snapshot.context.state,
        });
      }
    },
  });
  actor.start();
  return {
    actor,
    snapshot: (): Snapshot => actor.getSnapshot() as Snapshot,
    /** The transitions taken since the last call. */
    take: (): Step<State>[] => trace.splice(0),
    play(move: Move): Step<State>[] {
      trace.splice(0);
      actor.send({ type: 'PLAY', move } satisfies GameEvent);
      return trace.splice(0);
    },
    send(event: Exclude<GameEvent, { type: 'PLAY' }>): Step<State>[] {
      trace.splice(0);
      actor.send(event);
      return trace.splice(0);
    },
  };
}

/** The phases passed through, in order, without repeats: ["playing", "fillingGaps", "playing"]. */
export function phases(steps: readonly Step<unknown>[]): string[] {
  const names = steps.length ? [steps[0].from, ...steps.map((step) => step.to ?? step.from)] : [];
  return names.filter((name, index) => name !== names[index - 1]);
}
