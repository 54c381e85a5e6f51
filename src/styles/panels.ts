import { css } from 'lit';

/**
 * What sits around the board: the solver's line under it, the outcome over it, the keyboard help and the
 * statistics panels above it, the board's kept space and its note while a game's code loads, the visually
 * hidden live region, and the outcome's primary button.
 */
export const panelsStyles = css`
  /*
   * ---- the solver's verdict ----
   * One height, whatever it says and in every language, from the first frame (the loading frame has it
   * too) to the end of the game, so the page's text below never moves: two rows of text, or one beside
   * Finish. src/carpet-solitaire.css reserves these 32px.
   */
  .analysis {
    display: flex;
    align-items: center;
    gap: 10px;
    height: 32px;
    margin-top: var(--_spacing);
    font-size: 14px;
    line-height: 16px;
    opacity: 0.9;
  }
  /* A longer sentence ("No longer winnable: … Undo goes back.") shows its first two rows; its title and the live region keep it whole. */
  .analysis-text {
    min-width: 0;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
  }
  .analysis .finish {
    flex: none;
  }
  .analysis.unwinnable {
    color: var(--_warning);
  }
  /* The same deal went on in another tab: said under the board, with Load and Keep. */
  .elsewhere {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    margin-top: var(--_spacing);
    font-size: 14px;
    color: var(--_warning);
  }

  /* ---- outcome ---- */
  .outcome {
    position: absolute;
    inset: auto 0 0 0;
    margin: var(--_spacing);
    padding: 16px;
    border-radius: 12px;
    background: rgb(10 20 15 / 0.9);
    box-shadow: 0 8px 30px rgb(0 0 0 / 0.4);
    text-align: center;
  }
  .outcome-title {
    margin: 0 0 4px;
    font-size: 22px;
    font-weight: 700;
  }
  .outcome.won .outcome-title {
    color: var(--_highlight);
  }
  .outcome-text {
    margin: 0 0 12px;
  }
  .outcome-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 8px;
  }
  /* Share: "Copied" for a moment beside the button, or the result in a field to copy by hand. */
  .share-copied {
    font-size: 13px;
    font-weight: 600;
    color: var(--_highlight);
  }
  .share-manual {
    display: flex;
    flex-direction: column;
    gap: 4px;
    flex-basis: 100%;
    font-size: 13px;
  }
  .share-manual textarea {
    font: inherit;
    color: inherit;
    background: rgb(0 0 0 / 0.35);
    border: 1px solid var(--_button-border);
    border-radius: 6px;
    padding: 4px 6px;
    resize: none;
  }

  /* ---- while a game's code loads: its table's space, kept ---- */
  .board.loading {
    grid-template-rows: repeat(var(--rows), var(--_carpet-card-h));
    place-items: center;
  }
  .loading-note {
    grid-column: 1 / -1;
    grid-row: 1 / -1;
    margin: 0;
    opacity: 0.8;
  }

  /* ---- keyboard help and the live region ---- */
  .help {
    margin-bottom: var(--carpet-spacing, clamp(6px, 2cqi, 18px));
    padding: 8px 12px;
    border-radius: 10px;
    background: rgb(0 0 0 / 0.22);
    font-size: 14px;
  }
  /*
   * The touch part where a touch screen is; the keys left out where touch is the only pointer (a phone), and
   * the menu item then says "How to play" rather than "Keys". A phone with a mouse or a trackpad shows both.
   */
  .touch-help,
  .menu .for-touch {
    display: none;
  }
  @media (any-pointer: coarse) {
    .touch-help {
      display: block;
    }
    .touch-help + .keys-help {
      margin-top: 10px;
    }
  }
  @media (any-pointer: coarse) and (not (any-pointer: fine)) {
    .keys-help,
    .menu .for-keys {
      display: none;
    }
    .menu .for-touch {
      display: inline;
    }
  }
  .help-title {
    margin: 0 0 6px;
    font-weight: 700;
  }
  /* A gesture takes more words than a key: each one above what it does, the width of the panel. */
  .help .touch-help dl {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
  .touch-help dd {
    margin-bottom: 6px;
  }
  .help dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  .help .key {
    display: contents;
  }
  .help dt {
    font-weight: 700;
  }
  .help dd {
    margin: 0;
  }
  /*
   * Longer words than English's (German above all): a key's name may wrap instead of widening its column,
   * and a long word is hyphenated in the frame's language (its lang) or broken rather than spill out.
   */
  .frame:not(:lang(en)) .help dl {
    grid-template-columns: fit-content(45%) minmax(0, 1fr);
  }
  .frame:not(:lang(en)) :is(.help, .stats, .outcome, .analysis, .elsewhere, .menu) {
    hyphens: auto;
    overflow-wrap: break-word;
  }
  /* The live region is heard, not seen: hidden from sight with the toolbar's labels (toolbar.ts). */

  /* ---- statistics ---- */
  .stats {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
    margin-bottom: var(--_spacing);
    padding: 8px 12px;
    border-radius: 10px;
    background: rgb(0 0 0 / 0.22);
    font-size: 14px;
  }
  .stats dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 18px;
    margin: 0;
  }
  .stat {
    display: flex;
    flex-direction: column-reverse;
  }
  .stats dt {
    font-size: 12px;
    opacity: 0.8;
  }
  .stats dd {
    margin: 0;
    font-size: 18px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .stats .reset-stats {
    margin-inline-start: auto;
  }
  button.primary {
    background: var(--_highlight);
    color: #1b1b22;
    border-color: transparent;
    font-weight: 700;
  }
`;
