/**
 * The live region: one polite `role="status"` line that screen readers read when it changes. The
 * sentences themselves are made in announce.ts; this controller only says them, so that a sentence said
 * twice in a row is read twice. announce.ts comes with the deferred chunk (element/host/later.ts), in the frame
 * after the first cards: a move made before it arrives is shown, not said.
 *
 * The controller writes the region's text itself: a sentence costs no render of the element. A move made on
 * the board is said once the frame that shows it is painted, so that its sentence (a few milliseconds on a
 * slow phone) never holds that frame back; a screen reader reads a polite region after the paint anyway.
 */
import { type ReactiveController, type ReactiveControllerHost, type TemplateResult, html } from 'lit';
import type { Move } from '../../core/types.js';
import type { GameSnapshot } from '../../events.js';
import type { Catalogue } from '../../i18n/catalogue.js';
import { EN } from '../../i18n/en.js';
import type * as Sentences from './announce.js';
import { afterNextPaint } from '../host/after-paint.js';
import type { AnyGame } from '../host/host.js';

/** What the controller needs of announce.ts. */
export type MoveSentences = Pick<
  typeof Sentences,
  'describeMove' | 'describeOutcome' | 'describeUndo' | 'describeRedo'
>;

/**
 * How long a board move's sentence waits for a frame on a page that draws none (a hidden tab). Long enough
 * that a slow frame is still waited for: WebKit under xvfb has drawn the frame after a click 420 ms late.
 */
const NO_FRAME_MS = 1000;

export class AnnouncerController implements ReactiveController {
  /** The last thing said. */
  text = '';
  /** A board move's sentence waiting for the paint of the frame that shows the move: resolves once it is said or dropped. */
  waiting: Promise<void> | null = null;
  #dropWaiting: (() => void) | null = null;

  /** `words`: the catalogue of the widget's language now (English when the host has none); `sentences`: announce.ts once here. */
  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode },
    private readonly words: () => Catalogue = () => EN,
    private readonly sentences: () => MoveSentences | null = () => null,
  ) {
    host.addController(this);
  }

  /** Says `text` (a repeat is still said: the text changes by a trailing no-break space), instead of any sentence still waiting. */
  say(text: string): void {
    this.#dropWaiting?.();
    this.text = this.text === text ? `${text}\u00a0` : text;
    this.#show();
  }

  /** A region drawn anew (the table after "Loading…") shows what was said last. */
  hostUpdated(): void {
    this.#show();
  }

  hostDisconnected(): void {
    this.#dropWaiting?.();
  }

  /**
   * A move played from `before` to `after` (now `snapshot`): what went where, and the outcome when it ended
   * the game. `afterPaint`: a move made on the board, said once the frame that shows it is painted.
   */
  sayMove(game: AnyGame, move: Move, before: object, after: object, snapshot: GameSnapshot, afterPaint = false): void {
    const say = (): void => {
      const sentences = this.sentences();
      if (!sentences) return;
      const words = this.words();
      const text = sentences.describeMove(words, game, game.rules.piles(before), snapshot.piles, move, {
        before,
        after,
      });
      this.say(
        snapshot.status === 'playing'
          ? text
          : `${text} ${sentences.describeOutcome(words, snapshot.status, snapshot.moves)}`,
      );
    };
    if (afterPaint) this.#afterPaint(say);
    else say();
  }

  /** An undo or a redo of `move`, from `before` to `after`. */
  sayUndoOrRedo(type: 'UNDO' | 'REDO', game: AnyGame, move: Move, before: object, after: object): void {
    const sentences = this.sentences();
    if (!sentences) return;
    const { rules } = game;
    const [was, now] = [rules.piles(before), rules.piles(after)];
    const words = this.words();
    this.say(
      type === 'UNDO'
        ? sentences.describeUndo(words, game, was, now, move)
        : sentences.describeRedo(words, game, was, now, move, { before, after }),
    );
  }

  /** An undo or a redo with nothing to take back or play again: "Nothing to undo.". */
  sayNothingTo(type: 'UNDO' | 'REDO'): void {
    const { moves } = this.words();
    this.say(type === 'UNDO' ? moves.nothingToUndo : moves.nothingToRedo);
  }

  /** The live region, drawn once by the element's render(); its text is the controller's to write. */
  render(): TemplateResult {
    return html`<div class="live" role="status" aria-live="polite"></div>`;
  }

  #show(): void {
    const region = this.host.renderRoot.querySelector('.live');
    if (region && region.textContent !== this.text) region.textContent = this.text;
  }

  /**
   * Runs `say` after the next frame's paint, or after NO_FRAME_MS when no frame comes; anything said before
   * then drops it, as a newer sentence replaces an older one.
   */
  #afterPaint(say: () => void): void {
    this.#dropWaiting?.();
    this.waiting = new Promise<void>((resolve) => {
      const drop = (): void => {
        cancel();
        this.#dropWaiting = null;
        this.waiting = null;
        resolve();
      };
      const cancel = afterNextPaint(() => {
        drop();
        say();
      }, NO_FRAME_MS);
      this.#dropWaiting = drop;
    });
  }
}
