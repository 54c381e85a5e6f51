/**
 * The panel of a finished game: won in so many moves, or why it is lost, what to do next, and the Share
 * button with what it shows ("Copied", or the text to copy by hand). Plain data and callbacks in, a
 * template out; the sharing itself is in share.ts.
 */
import { type TemplateResult, html, nothing } from 'lit';
import type { Status } from '../../core/types.js';
import type { UiWords } from '../../i18n/ui-words.js';
import type { ShareView } from './share.js';

export interface OutcomeActions {
  newGame: () => void;
  undo: () => void;
  restart: () => void;
  share: () => void;
}

/** The Share button, and beside it "Copied" for a moment (the announcer says it), or the text in a field for the reader to copy. */
function renderShare(
  { enabled, copied, manual }: ShareView,
  share: () => void,
  ui: UiWords,
): TemplateResult | typeof nothing {
  if (!enabled) return nothing;
  return html`<button class="share" @click=${share}>${ui.share}</button
    >${copied ? html`<span class="share-copied" aria-hidden="true">${ui.copied}</span>` : nothing}
    ${
      manual === null
        ? nothing
        : html`<label class="share-manual"
            >${ui.copyByHand}
            <textarea readonly rows="2" .value=${manual}></textarea>
          </label>`
    }`;
}

/** The panel of a finished game: won in so many moves, or why it is lost, and what to do next. */
export function renderOutcome(
  status: Status,
  moves: number,
  lostReason: (ui: UiWords) => string,
  act: OutcomeActions,
  share: ShareView,
  ui: UiWords,
): TemplateResult | typeof nothing {
  if (status === 'playing') return nothing;
  const won = status === 'won';
  return html`<div class="outcome ${status}" part="status" role="alert">
    <p class="outcome-title">${won ? ui.youWon : ui.noMovesLeft}</p>
    <p class="outcome-text">${won ? ui.wonIn(moves) : lostReason(ui)}</p>
    <div class="outcome-actions">
      <button class="primary" @click=${act.newGame}>${ui.playAgain}</button>
      ${won ? nothing : html`<button @click=${act.undo}>${ui.undo}</button>`}
      <button @click=${act.restart}>${ui.restartDeal}</button>
      ${renderShare(share, act.share, ui)}
    </div>
  </div>`;
}
