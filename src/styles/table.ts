import { css, unsafeCSS } from 'lit';

/** Grid placement classes (col-N, row-N, span-N, cols-N): placement by class, never by a style attribute. */
const grid = unsafeCSS(
  Array.from({ length: 16 }, (_, i) => {
    const n = i + 1;
    return `.col-${n}{grid-column-start:${n}}.row-${n}{grid-row-start:${n}}.span-${n}{grid-column-end:span ${n}}.cols-${n}{--cols:${n}}.rows-${n}{--rows:${n}}`;
  }).join(''),
);

/**
 * A board row that holds fanned piles (Carthage's tableau) keeps room for the longest fan there can be
 * from the first frame (piles.ts fans each pile into it): the rows above it are a card high at least, as
 * every row, and the rows below take grid-auto-rows. The board's fan-row-N class names that row
 * (board-view.ts), from the game's table: a class, where a :has() rule looking for the fanned piles made
 * the browser check the board again at every card put into or taken from a pile.
 */
const fanRows = unsafeCSS(
  Array.from({ length: 16 }, (_, i) => {
    const above = i === 0 ? '' : `repeat(${i},minmax(var(--_carpet-card-h),auto)) `;
    return `.fan-row-${i + 1}{grid-template-rows:${above}minmax(var(--_carpet-fan-room),auto)}`;
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
 * The table: the felt frame (which resets what a page's rules would pass into the shadow tree), the
 * board's grid and the card size it works out from the element's width (square cells for a game of upright
 * and crosswise cards), each pile's place by class, and the board dimmed while it is inert. Also registers
 * the card sizes as lengths (registerSizeProperties).
 */
export const tableStyles = css`
  ${grid}
  ${fanRows}
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
    /* Clipped, not a scroll container: the toolbar sticks to the page's viewport (toolbar.ts), and focus never scrolls the frame. */
    overflow: clip;
  }

  /* ---- board ---- */
  .board {
    --_carpet-gap: clamp(4px, 1.4cqi, 14px);
    /* The widest card that lets every column fit the element's width (less the toolbar's rail, toolbar.ts, where it is beside the board). */
    --_carpet-card-w: min(
      var(--_max-card-width),
      calc((100cqi - 2 * var(--_spacing) - var(--_rail, 0px) - (var(--cols) - 1) * var(--_carpet-gap)) / var(--cols))
    );
    --_carpet-card-h: calc(var(--_carpet-card-w) * 1.4);
    /*
     * The room a fanned pile keeps: the longest column the rules allow (13 cards, king to ace) at the
     * tightest fan (a fifth of a card apart), so a column never makes the table taller. Kept by the row
     * (fanRows above) and by the loading board; src/carpet-solitaire.css reserves it too.
     */
    --_carpet-fan-room: calc(var(--_carpet-card-h) * 3.4);
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
      calc((100cqi - 2 * var(--_spacing) - var(--_rail, 0px) - (var(--cols) - 1) * var(--_carpet-gap)) / var(--cols))
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

  .board[data-variant='carpet'] .row-6 {
    margin-top: calc(var(--_carpet-gap) * 0.8);
  }
  .board[data-variant='carpet'] .row-1 {
    margin-bottom: calc(var(--_carpet-gap) * 0.8);
  }
  /* While the game's code loads, its board is as tall as the game's: Carpet's two margins above, Carthage's fanned row. */
  .board.loading[data-variant='carpet'] {
    padding-block: calc(var(--_carpet-gap) * 0.8);
  }
  .board.loading[data-variant='carthage'] {
    padding-bottom: calc(var(--_carpet-fan-room) - var(--_carpet-card-h));
  }
  /* Dimmed, and out of reach, while a winnable deal is being looked for. */
  .board[inert] {
    opacity: 0.55;
  }
`;
