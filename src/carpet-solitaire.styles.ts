import { css, unsafeCSS } from 'lit';

/** Grid placement classes (col-N, row-N, span-N, cols-N): placement by class, never by a style attribute. */
const grid = unsafeCSS(
  Array.from({ length: 16 }, (_, i) => {
    const n = i + 1;
    return `.col-${n}{grid-column-start:${n}}.row-${n}{grid-row-start:${n}}.span-${n}{grid-column-end:span ${n}}.cols-${n}{--cols:${n}}.rows-${n}{--rows:${n}}`;
  }).join(''),
);

/**
 * The card sizes the board works out from its width, registered as lengths: the board computes each once,
 * and every card inherits a number of pixels. Unregistered, each of the table's hundreds of elements
 * would substitute and evaluate the whole min()/calc() chain again in every property that uses it: a
 * third of a first render's style and layout. Registration is document-wide, hence names no page would
 * use; where the browser cannot register, they work unregistered, as before.
 */
const SIZE_PROPERTIES = [
  { name: '--_carpet-card-w', syntax: '<length>' },
  { name: '--_carpet-card-h', syntax: '<length>' },
  { name: '--_carpet-gap', syntax: '<length>' },
  { name: '--_carpet-radius', syntax: '<length-percentage>' },
];
let sizesRegistered = false;

export function registerSizeProperties(): void {
  if (sizesRegistered) return;
  sizesRegistered = true;
  for (const { name, syntax } of SIZE_PROPERTIES) {
    try {
      CSS.registerProperty({ name, syntax, inherits: true, initialValue: '0px' });
    } catch {
      // Already registered (a second copy of the element on the page), or no CSS.registerProperty.
    }
  }
}

/**
 * Every themable value is a `--carpet-*` token read with a fallback, so a page may set it once at :root.
 * Sizes come from the element's own width (container queries), never from the viewport.
 */
export const styles = [
  grid,
  css`
    /*
     * Every default lives here, once: each private --_x reads its public --carpet-x token with a fallback,
     * so a page's token (on :root or on the element) always wins. The dark scheme below changes only the
     * fallbacks of the colours. Everything else in this sheet reads the private variables.
     */
    :host {
      --_felt: var(--carpet-felt, radial-gradient(ellipse at 50% 35%, #2f7a55 0%, #1f5c3f 60%, #17482f 100%));
      --_card-face: var(--carpet-card-face, linear-gradient(160deg, #fffefa, #f3efe3));
      /* The solid edge of a card back (the face colour; a gradient face cannot be a border colour). */
      --_card-edge: var(--carpet-card-face, #fdfbf5);
      --_card-back: var(--carpet-card-back, #8e2436);
      --_card-back-pattern: var(
        --carpet-card-back-pattern,
        repeating-linear-gradient(45deg, rgb(255 255 255 / 0.16) 0 2px, transparent 2px 7px),
        repeating-linear-gradient(-45deg, rgb(255 255 255 / 0.16) 0 2px, transparent 2px 7px)
      );
      --_red: var(--carpet-red, #c0182b);
      --_black: var(--carpet-black, #1b1b22);
      --_text: var(--carpet-text, #f4f1e8);
      --_button-bg: rgb(0 0 0 / 0.22);
      --_button-border: rgb(255 255 255 / 0.35);
      --_court-tint: rgb(255 215 120 / 0.38);
      --_highlight: var(--carpet-highlight, #ffd45c);
      --_focus-ring: var(--carpet-focus-ring, #ffd45c);
      --_warning: var(--carpet-warning, #ffc9a8);
      --_frame-radius: var(--carpet-frame-radius, 12px);
      --_spacing: var(--carpet-spacing, clamp(6px, 2cqi, 18px));
      --_max-card-width: var(--carpet-max-card-width, 96px);
      --_card-font: var(--carpet-card-font, Georgia, 'Times New Roman', serif);
      --_font: var(--carpet-font, system-ui, -apple-system, 'Segoe UI', sans-serif);
      /* How long a card glides between piles; the element reads it (ms or s; 0 is no animation). */
      --_duration: var(--carpet-duration, 180ms);
      display: block;
      container-type: inline-size;
      color: var(--_text);
      font-family: var(--_font);
      font-size: 16px;
      line-height: 1.3;
      text-align: start;
      -webkit-tap-highlight-color: transparent;
    }
    /* A dark page gets a darker table and darker cards (suit colours keep at least 4.5:1 on the face). */
    @media (prefers-color-scheme: dark) {
      :host {
        --_felt: var(--carpet-felt, radial-gradient(ellipse at 50% 35%, #1d3d30 0%, #142c22 60%, #0d1f18 100%));
        --_card-face: var(--carpet-card-face, linear-gradient(160deg, #2c303a, #23262e));
        --_card-edge: var(--carpet-card-face, #2c303a);
        --_card-back: var(--carpet-card-back, #6a1b29);
        --_red: var(--carpet-red, #ff8a95);
        --_black: var(--carpet-black, #e6e8ef);
        --_text: var(--carpet-text, #dcd8cc);
        --_button-bg: rgb(0 0 0 / 0.4);
        --_button-border: rgb(255 255 255 / 0.22);
        --_court-tint: rgb(255 215 120 / 0.08);
      }
    }
    :host([hidden]) {
      display: none;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    .frame {
      /* A page's rules on * (line-height, letter-spacing, …) would be inherited into the shadow tree: reset them here. */
      line-height: 1.3;
      letter-spacing: normal;
      word-spacing: normal;
      text-transform: none;
      text-indent: 0;
      text-shadow: none;
      font-style: normal;
      white-space: normal;
      position: relative;
      background: var(--_felt);
      border-radius: var(--_frame-radius);
      padding: var(--_spacing);
      overflow: hidden;
    }

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

    /* ---- board ---- */
    .board {
      --_carpet-gap: clamp(4px, 1.4cqi, 14px);
      /* The widest card that lets every column fit the element's width. */
      --_carpet-card-w: min(
        var(--_max-card-width),
        calc((100cqi - 2 * var(--_spacing) - (var(--cols) - 1) * var(--_carpet-gap)) / var(--cols))
      );
      --_carpet-card-h: calc(var(--_carpet-card-w) * 1.4);
      /* Here, not on :host: its default depends on --_carpet-card-w, which a custom property resolves where it is declared. */
      --_carpet-radius: var(--carpet-radius, calc(var(--_carpet-card-w) * 0.08));
      display: grid;
      grid-template-columns: repeat(var(--cols), var(--_carpet-card-w));
      grid-auto-rows: minmax(var(--_carpet-card-h), auto);
      gap: var(--_carpet-gap);
      justify-content: center;
      touch-action: manipulation;
      user-select: none;
      -webkit-user-select: none;
    }
    /*
     * Square cells hold a card either way up: Lady Cadogan's checkerboard of upright and crosswise cards.
     * The column is a card's height; the card is centred in it and a crosswise one is turned a quarter.
     */
    .board.square-cells {
      --_carpet-gap: clamp(2px, 0.8cqi, 8px);
      --_carpet-card-h: min(
        calc(var(--_max-card-width) * 1.05),
        calc((100cqi - 2 * var(--_spacing) - (var(--cols) - 1) * var(--_carpet-gap)) / var(--cols))
      );
      --_carpet-card-w: calc(var(--_carpet-card-h) / 1.4);
      grid-template-columns: repeat(var(--cols), var(--_carpet-card-h));
    }
    .square-cells .show-top .card {
      inset: 0;
      margin: auto;
    }
    .square-cells .show-stock .back {
      inset: 0;
      margin: auto;
      width: var(--_carpet-card-w);
    }
    .square-cells .pile.cell.empty {
      box-shadow: none;
      background: rgb(0 0 0 / 0.06);
    }
    .crosswise .card {
      rotate: 90deg;
    }
    /* Available cards are marked, as the book marked them with crosses; blocked ones stay readable but quiet. */
    .pile.available .card {
      box-shadow: 0 0 0 2px var(--_highlight), 0 1px 3px rgb(0 0 0 / 0.4);
    }
    .pile.available::after {
      content: '✕';
      position: absolute;
      z-index: 2;
      inset-inline-start: 1px;
      top: 0;
      font-size: max(8px, calc(var(--_carpet-card-h) * 0.14));
      line-height: 1;
      color: var(--_highlight);
      text-shadow: 0 0 2px rgb(0 0 0 / 0.8);
      pointer-events: none;
    }
    .pile.blocked .card {
      filter: saturate(0.55) brightness(0.9);
    }

    .board[data-variant='carpet'] .row-6 {
      margin-top: calc(var(--_carpet-gap) * 0.8);
    }
    .board[data-variant='carpet'] .row-1 {
      margin-bottom: calc(var(--_carpet-gap) * 0.8);
    }

    .pile {
      position: relative;
      width: 100%;
      height: var(--_carpet-card-h);
      border-radius: var(--_carpet-radius);
    }
    .pile.empty,
    .pile.foundation,
    .pile.stock {
      box-shadow: inset 0 0 0 2px rgb(255 255 255 / 0.22);
      background: rgb(0 0 0 / 0.1);
    }
    .pile.waste {
      width: auto;
    }
    .pile.drop-target {
      box-shadow: inset 0 0 0 3px var(--_highlight), 0 0 12px var(--_highlight);
    }
    .pile.cell.empty {
      cursor: pointer;
    }

    /* ---- the stock: a card back with its count ---- */
    .stock .back {
      position: absolute;
      inset: 0;
      border-radius: inherit;
      background-color: var(--_card-back);
      background-image: var(--_card-back-pattern);
      border: calc(var(--_carpet-card-w) * 0.05) solid var(--_card-edge);
      box-shadow: 0 1px 2px rgb(0 0 0 / 0.4), 2px 2px 0 -1px var(--_card-edge), 3px 3px 3px rgb(0 0 0 / 0.3);
    }
    .stock.empty .back {
      display: none;
    }
    .stock.can-deal {
      cursor: pointer;
    }
    .count {
      position: absolute;
      z-index: 1;
      inset-inline-end: 2px;
      bottom: 2px;
      min-width: 1.6em;
      padding: 0.1em 0.4em;
      border-radius: 999px;
      background: rgb(0 0 0 / 0.7);
      color: #fff;
      font-size: clamp(9px, calc(var(--_carpet-card-w) * 0.2), 12px);
      font-weight: 700;
      text-align: center;
    }

    /* ---- cards ---- */
    .card {
      position: absolute;
      inset: 0 auto auto 0;
      width: var(--_carpet-card-w);
      height: var(--_carpet-card-h);
      border-radius: var(--_carpet-radius);
      background: var(--_card-face);
      color: var(--_black);
      box-shadow: 0 1px 2px rgb(0 0 0 / 0.35), 0 0 0 1px rgb(0 0 0 / 0.12);
      font-family: var(--_card-font);
      font-size: calc(var(--_carpet-card-w) * 0.26);
      font-weight: 700;
      line-height: 1;
      overflow: hidden;
    }
    /* Two colours by default; a four-colour deck sets the suit tokens (each falls back to red or black). */
    .card.suit-H {
      color: var(--carpet-hearts, var(--_red));
    }
    .card.suit-D {
      color: var(--carpet-diamonds, var(--_red));
    }
    .card.suit-C {
      color: var(--carpet-clubs, var(--_black));
    }
    .card.suit-S {
      color: var(--carpet-spades, var(--_black));
    }
    .card.movable {
      cursor: grab;
      /* A drag of a movable card must not scroll or zoom the page; other cards still let the page scroll. */
      touch-action: none;
    }
    .card.dragging {
      cursor: grabbing;
      z-index: 10;
      pointer-events: none;
      box-shadow: 0 10px 24px rgb(0 0 0 / 0.45);
    }
    .card.under,
    .card.gliding {
      pointer-events: none;
    }
    .card.gliding {
      z-index: 5;
    }
    .card .suit {
      width: 0.8em;
      height: 0.8em;
      fill: currentColor;
      display: block;
    }
    .index {
      position: absolute;
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: 0.06em;
      min-width: 1em;
    }
    .index.top {
      top: 0.18em;
      left: 0.12em;
    }
    .index.bottom {
      bottom: 0.18em;
      right: 0.12em;
      rotate: 180deg;
    }
    .index::before {
      letter-spacing: -0.06em;
    }
    .centre {
      position: absolute;
      inset: 22% 20%;
      display: grid;
      place-items: center;
    }
    .centre .pip {
      width: 100%;
      height: 100%;
      max-width: calc(var(--_carpet-card-w) * 0.5);
      fill: currentColor;
    }
    .centre.court {
      inset: 20% 22%;
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: 4%;
      border: 1px solid currentColor;
      border-radius: 4px;
      background: linear-gradient(160deg, var(--_court-tint), rgb(255 255 255 / 0) 70%);
    }
    .centre.court .pip {
      width: 45%;
      height: auto;
      flex: none;
    }
    .centre.court::before {
      font-size: 1.45em;
    }
    /* At the smallest sizes only the corner index is drawn: it stays legible at 320 px. */
    @container (max-width: 420px) {
      /* Too small a card for a note: the pile's name still says it, and its count shows. */
      .index.bottom,
      .note {
        display: none;
      }
      .index.top {
        flex-direction: row;
        align-items: center;
      }
      .card {
        font-size: calc(var(--_carpet-card-w) * 0.3);
      }
      .centre {
        inset: 42% 14% 8% 14%;
      }
      .centre.court {
        inset: 44% 14% 8% 14%;
        flex-direction: row;
        border: none;
      }
      .centre.court::before {
        font-size: 0.9em;
      }
    }

    /* A tableau fans every card downward, its index readable; a long one fans tighter. */
    .pile.show-fan-down {
      height: auto;
      min-height: var(--_carpet-card-h);
      display: flex;
      flex-direction: column;
    }
    .show-fan-down .card {
      position: relative;
      flex: none;
    }
    .show-fan-down .card + .card {
      margin-top: calc(var(--_carpet-card-h) * -0.74);
    }
    .show-fan-down.dense .card + .card {
      margin-top: calc(var(--_carpet-card-h) * -0.8);
    }
    /* A reserve shows the cards beneath its top card peeking out above it. */
    .stacked-1 {
      top: calc(var(--_carpet-card-h) * -0.05);
    }
    .stacked-2 {
      top: calc(var(--_carpet-card-h) * -0.1);
    }
    /* A pile's note ("3 deals left") sits on the stock's back, where it cannot spill out of a narrow column. */
    .note {
      position: absolute;
      inset: 30% 8% auto 8%;
      padding: 2px;
      border-radius: 4px;
      background: rgb(0 0 0 / 0.62);
      color: #fff;
      font-size: max(9px, calc(var(--_carpet-card-w) * 0.16));
      font-weight: 600;
      line-height: 1.15;
      text-align: center;
    }

    /* The waste shows its top three cards fanned to the right. */
    .fan-1 {
      left: calc(var(--_carpet-card-w) * 0.28);
    }
    .fan-2 {
      left: calc(var(--_carpet-card-w) * 0.56);
    }

    /* ---- hints and the solver's verdict ---- */
    .pile.hint-from .card:not(.under):not(.covered),
    .pile.hint-to {
      outline: 3px solid var(--_highlight);
      outline-offset: 2px;
    }
    .board[inert] {
      opacity: 0.55;
    }
    .analysis {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4px 10px;
      min-height: 32px;
      margin-top: var(--_spacing);
      font-size: 14px;
      opacity: 0.9;
    }
    .analysis.unwinnable {
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
      gap: 8px;
    }
    /* Ranks, counts and notes are drawn, not written: see card-face.ts. */
    .index::before,
    .centre.court::before {
      content: attr(data-rank);
    }
    .count::before,
    .note::before {
      content: attr(data-text);
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
    /* Heard, not seen. */
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
    .card.held {
      translate: 0 -8%;
      box-shadow: 0 0 0 3px var(--carpet-highlight, #ffd45c), 0 6px 14px rgb(0 0 0 / 0.35);
    }

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
  `,
];
