/**
 * A move's path through the element, whoever starts it (a this.pointer, a key, the host page's `play()`, Finish
 * or autoplay): the statechart plays it, the card glides, the live region says it, the page hears of it
 * (`carpet-move`, `carpet-won`, `carpet-lost`), the analysis carries its winning line on. Undo, redo and a
 * new deal take the same path. docs/architecture.md draws it.
 */
import type { ReactiveControllerHost } from 'lit';
import { freshSeed } from '../../core/random.js';
import { type Move, sameMove } from '../../core/types.js';
import { emit } from '../../events.js';
import { describeValue } from '../../i18n/text.js';
import type { KeyboardController } from '../input/keyboard-controller.js';
import type { PointerController } from '../input/pointer-controller.js';
import type { MotionController } from '../motion/motion-controller.js';
import type { PersistenceController } from '../persistence/persistence-controller.js';
import type { AnnouncerController } from '../speech/announcer-controller.js';
import type { DealController } from './deal-controller.js';
import type { GameSession } from './game-session.js';
import { type AnyGame, type PlayOptions, type Table, readMove } from './host.js';
import type { LaterController } from './later-controller.js';

/** The words of the widget's language now, and how bad input is told to the page. */
type Voice = Pick<Table, 'words' | 'report'>;

/** A move's path through the parts of the element (given in the order it makes them). */
export class MovePath {
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly session: GameSession,
    private readonly dealing: DealController,
    private readonly announcer: AnnouncerController,
    private readonly motion: MotionController,
    private readonly keyboard: KeyboardController,
    private readonly pointer: PointerController,
    private readonly persistence: PersistenceController,
    private readonly later: LaterController,
    private readonly voice: Voice,
    /** Whether the player asked for the provably safe moves to follow each of theirs (`autoplay`). */
    private readonly autoplay: () => boolean,
  ) {}

  /** Deals `seed` of `game`; `announce` tells the page (`carpet-new-game`) and stops a winnable deal's search. */
  start(game: AnyGame, seed: string, options: unknown, announce = true): void {
    // The first deal is simply there when the page shows it; later deals are dealt before the player's eyes.
    this.motion.dealPending = this.session.dealt && !this.persistence.restoring;
    this.pointer.cancel();
    this.later.analysis?.stopFinishing();
    if (announce) this.later.stopDealSearch();
    this.persistence.startDeal();
    this.session.start(game, seed, options);
    if (announce) emit(this.host, 'carpet-new-game', { variant: game.variant, seed, restarted: false });
  }

  /**
   * "New game": the given seed, or a fresh random one (with `seed="daily"`, the new day's deal once the day
   * has changed); with `winnable`, the first deal from it the solver proves winnable.
   */
  newGame(seed: string | undefined, winnable: boolean): void {
    this.later.analysis?.stopFinishing();
    const next = typeof seed === 'string' && seed !== '' ? seed : freshSeed();
    const { game } = this.session;
    this.persistence.abandon(game.variant);
    if (next !== seed && this.dealing.dealNewDay()) return;
    if (winnable) {
      this.start(game, next, this.session.context().options, false);
      this.later.dealWinnable(next);
      return;
    }
    this.#deal({ type: 'NEW_GAME', seed: next }, next);
  }

  /** Starts the same deal again from its first card. */
  restart(): void {
    this.later.analysis?.stopFinishing();
    this.persistence.abandon(this.session.game.variant);
    this.#deal({ type: 'RESTART' }, this.session.context().seed);
  }

  /** A new deal (`seed`) or the same one again, sent to the statechart (the deal cascades in) and told to the page. */
  #deal(event: { type: 'NEW_GAME'; seed: string } | { type: 'RESTART' }, seed: string): void {
    this.session.send(event);
    this.motion.dealPending = true;
    emit(this.host, 'carpet-new-game', {
      variant: this.session.game.variant,
      seed,
      restarted: event.type === 'RESTART',
    });
  }

  /**
   * Plays a move already known to be legal, and tells the page what happened. A player's move (not an
   * auto-finish step) stops an auto-finish and, with `autoplay`, is followed by the provably safe moves.
   */
  play(move: Move, { byPlayer = true, glide = false, glideFrom }: PlayOptions = {}): void {
    if (byPlayer) this.later.analysis?.stopFinishing();
    const before = this.session.status();
    const stateBefore = this.session.context().state;
    // Moves made on the board glide; moves made through play() land at once, where a host expects them.
    // The duration and the starting boxes are read before the move changes the table, while the page's
    // style and layout are still clean: read after it, each would cost a style pass of its own.
    const duration = glide || glideFrom ? this.motion.glideMs() : 0;
    const starts = duration > 0 ? (glideFrom ?? this.motion.cardBoxes(move.from, move.count ?? 1)) : [];
    this.session.send({ type: 'PLAY', move });
    if (starts.length) this.motion.whenDrawn(() => this.motion.glide(move.to, starts, duration));
    const stateAfter = this.session.context().state;
    this.later.analyst?.carryLine(stateBefore, move, stateAfter);
    const snapshot = this.session.snapshot();
    // A move on the board is said after the frame that shows it; one a script made, at once.
    this.announcer.sayMove(this.session.game, move, stateBefore, stateAfter, snapshot, glide || !!glideFrom);
    emit(this.host, 'carpet-move', { move: { ...move }, snapshot });
    if (snapshot.status !== before && snapshot.status !== 'playing')
      emit(this.host, snapshot.status === 'won' ? 'carpet-won' : 'carpet-lost', { snapshot });
    if (snapshot.status === 'won' && before !== 'won') this.motion.whenDrawn(() => this.motion.celebrate());
    if (byPlayer && this.autoplay()) this.later.analysis?.autoplay();
  }

  /**
   * Plays a move the host page gave `play()`: read once into plain values, and refused with a
   * `carpet-error` that says why when it is not a move or not legal now. A move made by a script is saved
   * when play() returns (one on the board is saved after its frame).
   */
  playFromPage(value: unknown): boolean {
    const { words, report } = this.voice;
    const move = readMove(value);
    if (!move) {
      report('invalid-move', words().errors.invalidMove(describeValue(value)));
      return false;
    }
    const legal = this.session.legalMoves().find((candidate) => sameMove(candidate, move));
    if (!legal) {
      const why = this.session.whyRefused(move, words());
      report('illegal-move', words().errors.illegalMove(move.from, move.to, why));
      return false;
    }
    this.play(legal);
    this.persistence.flush();
    return true;
  }

  /** Takes back the last move, or plays again the last one taken back; says so when there is none. */
  undoOrRedo(type: 'UNDO' | 'REDO'): boolean {
    this.later.analysis?.stopFinishing();
    this.keyboard.letGo();
    const { state: before, past, future, moves, undone } = this.session.context();
    if ((type === 'UNDO' ? past : future).length === 0) {
      this.announcer.sayNothingTo(type);
      return false;
    }
    const move = type === 'UNDO' ? moves[moves.length - 1] : undone[undone.length - 1];
    this.session.send({ type });
    this.announcer.sayUndoOrRedo(type, this.session.game, move, before, this.session.context().state);
    return true;
  }
}
