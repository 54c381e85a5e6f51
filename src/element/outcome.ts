/**
 * The panel of a finished game: won in so many moves, or why it is lost, what to do next, and the Share
 * button with what it shows ("Copied", or the text to copy by hand). Plain data and callbacks in, a
 * template out; the sharing itself is in share.ts.
 */
import { type TemplateResult, html, nothing } from 'lit';
import type { Status } from '../core/types.js';
import type { ShareView } from './share.js';

export interface OutcomeActions {
  newGame: () => void;
  undo: () => void;
  restart: () => void;
  share: () => void;
}

/** The Share button, and beside it "Copied" for a moment (the announcer says it), or the text in a field for the reader to copy. */
function renderShare({ enabled, copied, manual }: ShareView, share: () => void): TemplateResult | typeof nothing {
  if (!enabled) return nothing;
  return html`<button class="share" @click=${share}>Share</button>${copied ? html`<span class="share-copied" aria-hidden="true">Copied</span>` : nothing}
    ${
      manual === null
        ? nothing
        : html`<label class="share-manual"
            >Copy the result:
            <textarea readonly rows="2" .value=${manual}></textarea>
          </label>`
    }`;
}

/** The panel of a finished game: won in so many moves, or why it is lost, and what to do next. */
export function renderOutcome(status: Status, moves: number, lostReason: () => string, act: OutcomeActions, share: ShareView): TemplateResult | typeof nothing {
  if (status === 'playing') return nothing;
  const won = status === 'won';
  return html`<div class="outcome ${status}" part="status" role="alert">
    <p class="outcome-title">${won ? 'You won!' : 'No moves left'}</p>
    <p class="outcome-text">${won ? `All cards home in ${moves} moves.` : lostReason()}</p>
    <div class="outcome-actions">
      <button class="primary" @click=${act.newGame}>Play again</button>
      ${won ? nothing : html`<button @click=${act.undo}>Undo</button>`}
      <button @click=${act.restart}>Restart deal</button>
      ${renderShare(share, act.share)}
    </div>
  </div>`;
}
