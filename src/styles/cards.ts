import { css, unsafeCSS } from 'lit';
import { SUITS } from '../core/cards.js';
import { SUIT_PATHS } from './suits.js';
import { FOUR_COLOUR_DECK } from './palette.js';

/**
 * A corner's suit: a box in the card's colour clipped to the suit's path (src/styles/suits.ts), the index's
 * ::after, where an <svg> and its <path> were two elements. path() is in pixels of a 24 px box: the box is
 * scaled to the suit's size, 0.8em (tan(atan2()) is the ratio of two lengths), and its margins give back
 * what the scale takes, so the index lays it out as a 0.8em square, as it did the <svg>.
 */
const cornerSuits = unsafeCSS(
  SUITS.map((suit) => `.suit-${suit} .index::after{clip-path:path('${SUIT_PATHS[suit]}')}`).join(''),
);

/**
 * The reader's four-colour deck (palette.ts), over whatever the suit tokens say: the frame carries the class.
 * Fixed colours, one set per scheme, so a page's theme cannot hide the reader's choice.
 */
const suitColours = (scheme: 'light' | 'dark') =>
  SUITS.map((suit) => `.four-colour .card.suit-${suit}{color:${FOUR_COLOUR_DECK[scheme][suit]}}`).join('');
const fourColour = unsafeCSS(`${suitColours('light')}@media (prefers-color-scheme: dark){${suitColours('dark')}}`);

/**
 * A card's face: its size from the board, suit colours (the four suit tokens), the corner indices, the centre
 * pip or court panel (fewer details at the smallest sizes), the rank drawn from data-rank, and a card's
 * states (movable, dragged, gliding, under another, held by the keyboard).
 *
 * No text on a card is under 11px, whatever the card's size: a card too small for its details drops them
 * (the second corner, then the corner's suit) rather than shrink its rank.
 */
export const cardsStyles = css`
  /* ---- cards ---- */
  .card {
    position: absolute;
    inset: 0 auto auto 0;
    width: var(--_carpet-card-w);
    height: var(--_carpet-card-h);
    border-radius: var(--_carpet-radius);
    background: var(--_card-face);
    color: var(--_black);
    box-shadow:
      0 1px 2px rgb(0 0 0 / 0.35),
      0 0 0 1px rgb(0 0 0 / 0.12);
    font-family: var(--_card-font);
    font-size: max(11px, calc(var(--_carpet-card-w) * 0.26));
    font-weight: 700;
    line-height: 1;
    overflow: hidden;
    /* A container, so that its face can drop what a tiny card cannot hold (below). */
    container: card / inline-size;
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
  ${fourColour}
  /* The reader unticked the four-colour deck: red and black, whatever the page's suit tokens say. */
  .two-colour .card.suit-H,
  .two-colour .card.suit-D {
    color: var(--_red);
  }
  .two-colour .card.suit-C,
  .two-colour .card.suit-S {
    color: var(--_black);
  }
  .card.movable {
    cursor: grab;
    /*
     * A finger on a movable card still scrolls and zooms the page (a swipe, a pinch); a drag begins only after
     * a finger rests on the card, and then holds the page still itself (element/fingers.ts). No double-tap
     * zoom: two taps on a card send it home.
     */
    touch-action: manipulation;
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
  .index::after {
    content: '';
    display: block;
    width: 24px;
    height: 24px;
    margin: 0 calc(0.8em - 24px) calc(0.8em - 24px) 0;
    background: currentColor;
    transform-origin: 0 0;
    /* 0.8em, as the card's font-size (above) from the card's width: WebKit reads em inside atan2() as nothing. */
    scale: tan(atan2(max(8.8px, calc(var(--_carpet-card-w) * 0.208 * var(--_big, 1))), 24px));
  }
  ${cornerSuits}
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
  /* On a narrow widget only the corner index is drawn: it stays legible at 320 px. */
  @container widget (max-width: 420px) {
    /* Too small a card for the bottom index (the stock's note picks its form by its own card: piles.ts). */
    .index.bottom {
      display: none;
    }
    .index.top {
      flex-direction: row;
      align-items: center;
    }
    .card {
      font-size: max(11px, calc(var(--_carpet-card-w) * 0.3));
    }
    .index::after {
      scale: tan(atan2(max(8.8px, calc(var(--_carpet-card-w) * 0.24 * var(--_big, 1))), 24px));
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
      font-size: max(11px, 0.9em);
    }
  }
  /*
   * A card under 32px wide (The Carpet on a phone) cannot hold a corner's rank and suit side by side at
   * 11px: its corner shows the rank alone, and the centre's pip says the suit.
   */
  @container card (width < 32px) {
    .index::after {
      display: none;
    }
  }
  /*
   * The reader's larger indices (the Settings panel), on a card with room for them: a quarter bigger corner rank
   * and suit (the suit's size is read from --_big, as em is not read inside atan2()). A smaller card keeps them.
   */
  @container card (width >= 44px) {
    .large-indices .index {
      --_big: 1.25;
      font-size: 1.25em;
    }
  }
  /* Ranks are drawn, not written: see card-face.ts. */
  .index::before,
  .centre.court::before {
    content: attr(data-rank);
  }
  .card.held {
    translate: 0 -8%;
    box-shadow:
      0 0 0 3px var(--carpet-highlight, #ffd45c),
      0 6px 14px rgb(0 0 0 / 0.35);
  }
`;
