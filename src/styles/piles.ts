import { css, unsafeCSS } from 'lit';

/**
 * How many cards lie on a fanned pile's first card, for its fan to fit its room: the pile's gaps-N class
 * (board-view.ts). A class, not a :has() rule counting the cards: with :has(), every card put into or taken
 * from any pile made the browser check the rule again, a cost in every click's style and layout.
 */
const fanGaps = unsafeCSS(Array.from({ length: 12 }, (_, i) => `.gaps-${i + 1}{--_fan-gaps:${i + 1}}`).join(''));

/**
 * The piles, by kind and by how a pile shows its cards (never by game): empty places, foundations, the stock's
 * back with its count and note, fanned tableaux, stacked reserves, the waste's fan; the available and blocked
 * marks, drop targets and the hint's outline.
 */
export const pilesStyles = css`
  ${fanGaps}
  /* Available cards are marked, as the book marked them with crosses; blocked ones stay readable but quiet. */
  .pile.available .card {
    box-shadow:
      0 0 0 2px var(--_highlight),
      0 1px 3px rgb(0 0 0 / 0.4);
  }
  /*
     * Drawn for the eye only ('' is its alternative text): the pile's name already says "available". At the
     * top of the cell, over the corner of the card that holds no index (an upright card's top right, a
     * crosswise card's top left, which is the card's bottom left turned), so that on a small card, where
     * the 11px cross is wider than the cell's margin, it covers no rank.
     */
  .pile.available::after {
    content: '✕';
    content: '✕' / '';
    position: absolute;
    z-index: 2;
    left: 1px;
    top: 0;
    font-size: max(11px, calc(var(--_carpet-card-h) * 0.14));
    line-height: 1;
    color: var(--_highlight);
    text-shadow: 0 0 2px rgb(0 0 0 / 0.8);
    pointer-events: none;
  }
  .pile.available.upright::after {
    left: auto;
    right: 1px;
  }
  .pile.blocked .card {
    filter: saturate(0.55) brightness(0.9);
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
    box-shadow:
      inset 0 0 0 3px var(--_highlight),
      0 0 12px var(--_highlight);
  }
  .pile.cell.empty {
    cursor: pointer;
  }

  /*
     * ---- the stock: a card back with its count and note ----
     * The back is a container: the note picks its form by the card's own width, whatever the game, the
     * cell around the card or the page's --carpet-max-card-width.
     */
  .stock .back {
    container: stock-back / inline-size;
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background-color: var(--_card-back);
    background-image: var(--_card-back-pattern);
    border: calc(var(--_carpet-card-w) * 0.05) solid var(--_card-edge);
    box-shadow:
      0 1px 2px rgb(0 0 0 / 0.4),
      2px 2px 0 -1px var(--_card-edge),
      3px 3px 3px rgb(0 0 0 / 0.3);
  }
  /* An empty stock keeps the back's box, unpainted, for its count and note. */
  .stock.empty .back {
    background: none;
    border-color: transparent;
    box-shadow: none;
  }
  /* At the card's edge, on the border, as a pile's count elsewhere. */
  .back > .count {
    inset-inline-end: calc(2px - var(--_carpet-card-w) * 0.05);
    bottom: calc(2px - var(--_carpet-card-w) * 0.05);
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
    padding: 0.1em 0.3em;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.7);
    color: #fff;
    font-size: clamp(11px, calc(var(--_carpet-card-w) * 0.2), 12px);
    font-weight: 700;
    text-align: center;
  }
  /* Counts and notes are drawn over a pile's card: a tap on one is a tap on the card (or back) beneath. */
  .count,
  .note {
    pointer-events: none;
  }

  /*
     * A tableau fans every card downward, its index readable, a quarter of a card apart; a column too long
     * for its row's room (table.ts: 13 cards fit at a fifth) fans tighter instead of making the table taller.
     * --_fan-gaps is the number of cards on the first one (fanGaps, above).
     */
  .pile.show-fan-down {
    align-self: start;
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
    --_fan-fit: calc((var(--_carpet-fan-room) - var(--_carpet-card-h)) / var(--_fan-gaps, 1));
    margin-top: calc(min(var(--_carpet-card-h) * 0.26, var(--_fan-fit)) - var(--_carpet-card-h));
  }
  /*
     * Spread out by a tap on a covered card: each card shows more than half of itself where the room allows,
     * and a finger's width (28px) at least, which only a long column needs more room for.
     */
  .show-fan-down.spread .card + .card {
    margin-top: calc(min(var(--_carpet-card-h) * 0.58, max(28px, var(--_fan-fit))) - var(--_carpet-card-h));
  }
  /* A reserve shows the cards beneath its top card peeking out above it. */
  .stacked-1 {
    top: calc(var(--_carpet-card-h) * -0.05);
  }
  .stacked-2 {
    top: calc(var(--_carpet-card-h) * -0.1);
  }
  /*
     * A pile's note ("3 deals left") is a band across the stock's back, from edge to edge, its words wrapped
     * (a number kept with its word: board-view.ts). The longest run of the four languages, "2 redonnes",
     * fits at 11px a card 70px wide (The Carpet's cards stop at 72px); a narrower card shows the short form below.
     */
  .note {
    position: absolute;
    inset: 18% calc(var(--_carpet-card-w) * -0.05) auto;
    padding: 2px 1px;
    border-radius: 4px;
    background: rgb(0 0 0 / 0.62);
    color: #fff;
    font-size: clamp(11px, calc(var(--_carpet-card-w) * 0.14), 13px);
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

  /* ---- hints ---- */
  .pile.hint-from .card:not(.under):not(.covered),
  .pile.hint-to {
    outline: 3px solid var(--_highlight);
    outline-offset: 2px;
  }
  /* Counts and notes are drawn, not written (their data-text). */
  .count::before,
  .note::before {
    content: attr(data-text);
  }
  /*
     * On a narrower card (a back under 64px inside, a card under about 70px) the note shrinks to its number and
     * a sign (board-view.ts), in the back's top corner: "5×" for "5 deals left", "2↻" for "2 re-deals left"
     * (the re-deal arrow only for re-deals); the stock's name says it in full.
     */
  @container stock-back (width < 64px) {
    .note {
      inset: 0 auto auto 0;
      padding: 1px 2px;
      font-size: 11px;
      /* Room for the sign, which a fallback font may draw taller than the digits. */
      line-height: 1.2;
    }
    .note::before {
      content: attr(data-short);
    }
  }
`;
