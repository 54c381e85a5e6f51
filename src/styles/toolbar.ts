import { css } from 'lit';

/**
 * The toolbar and every button: the buttons' look, the keyboard's focus ring (buttons, piles and cards), the
 * deal and the move count, one row from 760px and a grid of four (below 480px three) buttons to a row under it.
 */
export const toolbarStyles = css`
  /* ---- toolbar ---- */
  /*
     * The toolbar's height depends only on the element's width, never on the seed's length or the fonts,
     * so src/carpet-solitaire.css can reserve the element's space before it is defined: one row from 760px;
     * below that the buttons four (below 480px three) to a row, then the deal on a row of its own.
     * A button added here changes the height: update src/carpet-solitaire.css (test/pages/placeholder.test.ts).
     */
  .toolbar {
    display: flex;
    flex-wrap: nowrap;
    align-items: center;
    gap: 6px 8px;
    margin-bottom: var(--_spacing);
    font-size: 14px;
  }
  button {
    font: inherit;
    font-size: 14px;
    min-height: 32px;
    min-width: 32px;
    padding: 4px 12px;
    border-radius: 999px;
    border: 1px solid var(--_button-border);
    background: var(--_button-bg);
    color: inherit;
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    background: rgb(255 255 255 / 0.14);
  }
  button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  button:focus-visible,
  .pile:focus-visible,
  .card:focus-visible {
    outline: 3px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  .info {
    opacity: 0.9;
    white-space: nowrap;
  }
  .toolbar > * {
    flex: none;
  }
  .seed {
    margin-inline-start: auto;
    max-width: 45cqi;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .toolbar > .seed {
    flex: 0 1 auto;
    min-width: 0;
  }
  /* Narrower: the buttons in a grid of four columns (three below 480px), then the deal and moves on a row of their own. */
  @container (max-width: 759.98px) {
    .toolbar {
      display: grid;
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    .toolbar button {
      padding-inline: 6px;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .toolbar > .seed {
      grid-column: 1 / -2;
      max-width: none;
      margin-inline-start: 0;
    }
    .toolbar > .moves {
      grid-column: -2 / -1;
      justify-self: end;
    }
  }
  @container (max-width: 479.98px) {
    .toolbar {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  output {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;
