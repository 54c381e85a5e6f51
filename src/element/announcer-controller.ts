/**
 * The live region: one polite `role="status"` line that screen readers read when it changes. The
 * sentences themselves are made in announce.ts; this controller only says them, so that a sentence said
 * twice in a row is read twice.
 */
import { type ReactiveControllerHost, type TemplateResult, html } from 'lit';
import type { Move } from '../core/types.js';
import type { GameSnapshot } from '../events.js';
import { describeMove, describeOutcome, describeRedo, describeUndo } from './announce.js';
import type { AnyGame } from './table.js';

/**
 * Not a ReactiveController: it needs no lifecycle hook (a sentence is said when it is made, and the
 * region is drawn with the rest), only its host's update.
 */
export class AnnouncerController {
  /** The last thing said. */
  text = '';

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Says `text` (a repeat is still said: the text changes by a trailing no-break space). */
  say(text: string): void {
    this.text = this.text === text ? `${text}\u00a0` : text;
    this.host.requestUpdate();
  }

  /** A move played from `before` to `after` (now `snapshot`): what went where, and the outcome when it ended the game. */
  sayMove(game: AnyGame, move: Move, before: object, after: object, snapshot: GameSnapshot): void {
    const words = describeMove(game, game.rules.piles(before), snapshot.piles, move, { before, after });
    this.say(snapshot.status === 'playing' ? words : `${words} ${describeOutcome(snapshot.status, snapshot.moves)}`);
  }

  /** An undo or a redo of `move`, from `before` to `after`. */
  sayUndoOrRedo(type: 'UNDO' | 'REDO', game: AnyGame, move: Move, before: object, after: object): void {
    const { rules } = game;
    const [was, now] = [rules.piles(before), rules.piles(after)];
    this.say(type === 'UNDO' ? describeUndo(game, was, now, move) : describeRedo(game, was, now, move, { before, after }));
  }

  /** The live region, drawn once by the element's render(). */
  render(): TemplateResult {
    return html`<div class="live" role="status" aria-live="polite">${this.text}</div>`;
  }
}
