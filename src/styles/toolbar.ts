import { css } from 'lit';

/**
 * The toolbar and every button: the buttons' look, the keyboard's focus ring (buttons, piles and cards), the
 * one row of icon buttons (labels beside the icons from 620px), the "More" menu, the deal and the move count.
 */
export const toolbarStyles = css`
  /* ---- toolbar ---- */
  /*
     * The toolbar is one row at every width, and its height depends only on the element's width, never on the
     * seed's length or the fonts, so src/carpet-solitaire.css can reserve the element's space before it is
     * defined: the row is as tall as its buttons, 36px below 340px wide and 44px from 340px.
     * A button made taller here changes the height: update src/carpet-solitaire.css (test/pages/placeholder.test.ts).
     */
  .toolbar {
    display: flex;
    flex-wrap: nowrap;
    align-items: center;
    gap: 4px;
    margin-bottom: var(--_spacing);
    font-size: 14px;
    white-space: nowrap;
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
  .toolbar > * {
    flex: none;
  }

  /* The icon buttons: 36px squares on the narrowest tables, 44px from 340px, the label beside the icon from 620px. */
  .icon-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    width: 36px;
    height: 36px;
    min-width: 0;
    min-height: 0;
    padding: 0;
  }
  .icon {
    width: 20px;
    height: 20px;
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .more-toggle .icon {
    fill: currentColor;
    stroke: none;
  }
  /*
   * Hidden from sight, not from assistive technology: a label still names its button, the seed is still
   * read, and the live region (panels.ts) is heard.
   */
  .label,
  .seed,
  .game-name,
  .moves-label,
  .live {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  .info {
    opacity: 0.9;
    white-space: nowrap;
  }
  /*
   * Below 400px the seed and the move count's label go out of sight. The cards home ("37/104", named in full
   * for assistive technology) and the clock stand one above the other in smaller type, in the row's height:
   * side by side they would not fit beside the buttons' labels in German or Spanish.
   */
  .moves {
    margin-inline-start: auto;
  }
  .progress {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    font-size: 11px;
    line-height: 1.2;
  }

  @container (min-width: 340px) {
    .toolbar {
      gap: 6px;
    }
    .icon-button {
      width: 44px;
      height: 44px;
    }
  }
  @container (min-width: 400px) {
    /* The deal comes back, shortened to fit (the game's name before it from 760px). */
    .toolbar > .seed {
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      margin-inline-start: auto;
      clip-path: none;
      flex: 0 1 auto;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .moves {
      margin-inline-start: 0;
    }
    .toolbar .moves-label {
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      clip-path: none;
    }
    .progress {
      font-size: 12px;
    }
    .home .of {
      padding-inline: 0.15em;
    }
  }
  @container (min-width: 620px) {
    .icon-button {
      width: auto;
      padding: 0 12px 0 9px;
    }
    .icon-button .label {
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      clip-path: none;
      overflow: visible;
    }
  }
  @container (min-width: 760px) {
    .toolbar {
      gap: 8px;
    }
    .game-name {
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      clip-path: none;
      overflow: visible;
    }
  }

  /*
     * ---- the rail: a short screen held sideways (a phone in landscape) ----
     * No game's table fits the screen's height there: the toolbar is a rail beside the board instead of a
     * row above it, a column of the icon buttons and the move count that sticks to the top of the screen
     * while the table scrolls by, so its buttons stay in reach and never cover a card. The frame is a grid
     * of two columns, and the board gives the rail its width (--_rail, taken from the cards' width in
     * table.ts). Labels, the seed and the game's name are hidden from sight (still read out); the menu
     * opens beside More. src/carpet-solitaire.css knows this layout too.
     */
  @media (orientation: landscape) and (max-height: 500px) {
    @container (min-width: 480px) {
      .frame {
        --_rail: calc(40px + var(--_spacing));
        display: grid;
        grid-template-columns: 40px minmax(0, 1fr);
        column-gap: var(--_spacing);
      }
      .frame > * {
        grid-column: 2;
      }
      /* Beside everything else, however many panels are open above the board. */
      .toolbar {
        grid-area: 1 / 1 / span 8;
        position: sticky;
        top: var(--_spacing);
        z-index: 5;
        align-self: start;
        flex-direction: column;
        gap: 4px;
        margin-bottom: 0;
      }
      /* 40px squares: the rail (238px) fits a 360px screen scrolled down to the table's last row. */
      .toolbar .icon-button {
        width: 40px;
        height: 40px;
        padding: 0;
      }
      .toolbar .label,
      .toolbar > .seed,
      .toolbar .game-name,
      .toolbar .moves-label {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }
      .toolbar .moves,
      .toolbar .home,
      .toolbar .clock {
        margin: 0;
        width: 40px;
        text-align: center;
      }
      /* The cards home in the rail's width, on two lines ("37/" over "104"): on three, the rail would rise
         above a short screen scrolled to The Carpet's stock. */
      .toolbar .home-value {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        line-height: 1.1;
      }
      .toolbar .progress {
        font-size: 11px;
      }
      /* Beside More, upward from its foot: More is the rail's last button, so the menu stays inside the table. */
      .toolbar .menu {
        inset-block: auto 0;
        inset-inline: calc(100% + 6px) auto;
      }
      /* Two columns of items: the six of them, one under another, would rise above a phone's short screen. */
      .toolbar .menu:not([hidden]) {
        display: grid;
        grid-template-columns: repeat(2, max-content);
      }
    }
  }

  /* ---- the "More" menu: Restart, Stats, Keys, Rules, Describe the table, the clock ---- */
  .more {
    position: relative;
    display: flex;
  }
  .menu {
    position: absolute;
    inset-block-start: calc(100% + 6px);
    inset-inline-end: 0;
    z-index: 100;
    display: flex;
    flex-direction: column;
    min-width: 10em;
    padding: 4px;
    border: 1px solid var(--_button-border);
    border-radius: 10px;
    background: var(--_felt);
    box-shadow: 0 6px 20px rgb(0 0 0 / 0.45);
  }
  .menu[hidden] {
    display: none;
  }
  .menu > button {
    min-height: 44px;
    padding: 0 14px;
    border: none;
    border-radius: 6px;
    background: transparent;
    text-align: start;
  }
  .menu > button:hover:not(:disabled),
  .menu > button:focus-visible {
    background: rgb(255 255 255 / 0.14);
  }
  .menu > button:focus-visible {
    outline-offset: -3px;
  }
  /* A panel the item has open is ticked. */
  .menu > button[aria-expanded='true']::after {
    content: ' ✓' / '';
  }

  output {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;
