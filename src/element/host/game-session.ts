/**
 * The game on the table: its definition and the running statechart (the actor), with what the element
 * and its controllers read of it (status, context, the public snapshot, the legal moves). The element
 * owns one session and starts each deal in it; every render reads the session's last machine snapshot.
 */
import type { ReactiveControllerHost } from 'lit';
import { type Actor, type AnyStateMachine, createActor } from 'xstate';
import type { GameEvent } from '../../core/machine-kit.js';
import type { Move, Status } from '../../core/types.js';
import type { GameSnapshot } from '../../events.js';
import type { Catalogue } from '../../i18n/catalogue.js';
import { pileNamer } from '../../i18n/error-words.js';
import type { UiWords } from '../../i18n/ui-words.js';
import type { ShareResult } from '../view/share.js';
import type { AnyContext, AnyGame } from './host.js';

type MachineSnapshot = ReturnType<Actor<AnyStateMachine>['getSnapshot']>;
export type { GameEvent };

export class GameSession {
  /** The game being played; read only once a deal started (dealt). */
  game!: AnyGame;
  #actor?: Actor<AnyStateMachine>;
  #machine?: MachineSnapshot;
  /** The public snapshot of `#machine`, made on the first read after each change (it is deeply frozen, so one is shared). */
  #snapshot?: { of: MachineSnapshot; snapshot: GameSnapshot };

  /** `changed` hears every snapshot of every deal (a replayed save's too), after the host was asked to update. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly changed: (context: AnyContext, status: Status) => void,
  ) {}

  get dealt(): boolean {
    return this.#actor !== undefined;
  }

  /** Stops the deal on the table, if any, and deals `seed` of `game`. */
  start(game: AnyGame, seed: string, options: unknown): void {
    this.#actor?.stop();
    this.game = game;
    const actor = createActor(game.machine, { input: { seed, options } });
    actor.subscribe((snapshot) => {
      this.#machine = snapshot;
      this.host.requestUpdate();
      this.changed(snapshot.context as AnyContext, this.status());
    });
    this.#actor = actor;
    actor.start();
    this.#machine = actor.getSnapshot();
    this.host.requestUpdate();
  }

  send(event: GameEvent): void {
    this.#actor!.send(event);
  }

  /** The statechart's context: the rules' state and the history. */
  context(): AnyContext {
    return this.#machine!.context as AnyContext;
  }

  status(): Status {
    const machine = this.#machine!;
    return machine.hasTag('won') ? 'won' : machine.hasTag('lost') ? 'lost' : 'playing';
  }

  /**
   * The public snapshot: plain JSON, deeply frozen, the same object until the game changes. Render, the
   * move's events and its sentence all read it, so it is made once per position.
   */
  snapshot(): GameSnapshot {
    const machine = this.#machine!;
    if (this.#snapshot?.of !== machine) this.#snapshot = { of: machine, snapshot: this.#freshSnapshot() };
    return this.#snapshot.snapshot;
  }

  #freshSnapshot(): GameSnapshot {
    const context = this.context();
    const piles = this.game.rules.piles(context.state);
    for (const pile of Object.values(piles)) Object.freeze(pile);
    return Object.freeze({
      variant: this.game.variant,
      seed: context.seed,
      status: this.status(),
      phase: String(this.#machine!.value),
      moves: context.past.length,
      piles: Object.freeze(piles),
    });
  }

  /** The legal moves, as copies; none once the game is over. */
  legalMoves(): Move[] {
    if (this.status() !== 'playing') return [];
    return this.game.rules.legalMoves(this.context().state).map((move: Move) => ({ ...move }));
  }

  /** Why the rules refuse `move`, in the words of `words`, the game's piles named as its table names them. */
  whyRefused(move: Move, words: Catalogue): string {
    const { errors } = words;
    if (this.status() !== 'playing') return errors.gameOver;
    const result = this.game.rules.apply(this.context().state, move);
    return result.ok ? errors.notOffered : errors.refusal(result.reason, pileNamer(this.game));
  }

  /** The finished game's result, to share (its title in the reader's words, its time when shown); null while it is being played. */
  finishedResult(
    title: string,
    undos: (context: AnyContext) => number,
    time: number | null = null,
  ): ShareResult | null {
    const status = this.dealt ? this.status() : 'playing';
    if (status === 'playing') return null;
    const context = this.context();
    const stuck = this.game.rules.legalMoves(context.state).length === 0;
    return { title, seed: context.seed, status, moves: context.past.length, undos: undos(context), stuck, time };
  }

  /** Lost because nothing moves, or because a complete search found no way to win (Carthage). */
  lostReason = (ui: UiWords): string => ui.lostReason(this.game.rules.legalMoves(this.context().state).length === 0);
}
