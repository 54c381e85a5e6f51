/**
 * The live region: one polite `role="status"` line that screen readers read when it changes. The
 * sentences themselves are made in announce.ts; this controller only says them, so that a sentence said
 * twice in a row is read twice. announce.ts comes with the deferred chunk (element/host/later.ts), in the frame
 * after the first cards: a move made before it arrives is shown, not said.
 */
import { type ReactiveControllerHost, type TemplateResult, html } from 'lit';
import type { Move } from '../../core/types.js';
import type { GameSnapshot } from '../../events.js';
import type { Catalogue } from '../../i18n/catalogue.js';
import { EN } from '../../i18n/en.js';
import type * as Sentences from './announce.js';
import type { AnyGame } from '../host/host.js';

/** What the controller needs of announce.ts. */
export type MoveSentences = Pick<
  typeof Sentences,
  'describeMove' | 'describeOutcome' | 'describeUndo' | 'describeRedo'
>;

/**
 * Not a ReactiveController: it needs no lifecycle hook (a sentence is said when it is made, and the
 * region is drawn with the rest), only its host's update.
 */
export class AnnouncerController {
  /** The last thing said. */
  text = '';

  /** `words`: the catalogue of the widget's language now (English when the host has none); `sentences`: announce.ts once here. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly words: () => Catalogue = () => EN,
    private readonly sentences: () => MoveSentences | null = () => null,
  ) {}

  /** Says `text` (a repeat is still said: the text changes by a trailing no-break space). */
  say(text: string): void {
    this.text = this.text === text ? `${text}\u00a0` : text;
    this.host.requestUpdate();
  }

  /** A move played from `before` to `after` (now `snapshot`): what went where, and the outcome when it ended the game. */
  sayMove(game: AnyGame, move: Move, before: object, after: object, snapshot: GameSnapshot): void {
    const sentences = this.sentences();
    if (!sentences) return;
    const words = this.words();
    const text = sentences.describeMove(words, game, game.rules.piles(before), snapshot.piles, move, { before, after });
    this.say(
      snapshot.status === 'playing'
        ? text
        : `${text} ${sentences.describeOutcome(words, snapshot.status, snapshot.moves)}`,
    );
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

  /** The live region, drawn once by the element's render(). */
  render(): TemplateResult {
    return html`<div class="live" role="status" aria-live="polite">${this.text}</div>`;
  }
}
