import { css } from 'lit';

/**
 * A reader's contrast theme, last in the cascade so that it wins over the look it adjusts.
 *
 * Forced colours (a Windows contrast theme, Firefox's "override the page's colours"): the browser replaces
 * every colour with the theme's few and drops shadows and gradients, so the table's look, built of both,
 * would vanish: cards without faces or edges, whose ranks show through one another in a fanned column.
 * Here each part is drawn again in the theme's system colours, which the browser keeps: a card is an opaque
 * Canvas face with a CanvasText edge; an empty place a dashed outline; the stock a hatched back; the
 * picked-up card ringed as a selected item, the hint's card marked, the legal places dashed.
 * `forced-color-adjust: none` only where a part's own colours carry its meaning (a suit's glyph, the back's
 * hatching and the count and note drawn on it, the hinted card), and then with system colours only.
 *
 * `prefers-contrast: more`: firmer card edges and opaque text on the felt.
 */
export const contrastStyles = css`
  @media (forced-colors: active) {
    .frame {
      background: Canvas;
      color: CanvasText;
    }
    /* ---- cards: an opaque face and an edge, so that a fanned card covers the corner of the one beneath ---- */
    /*
     * Over the suits' colours and the reader's four-colour deck (cards.ts), so that what a card draws in its
     * text's colour is drawn in the theme's.
     */
    .frame .board .card {
      --_edge: 1px;
      background: Canvas;
      color: CanvasText;
      border: var(--_edge) solid CanvasText;
    }
    /* The corners keep their places inside the edge: a fanned card's rank stays clear of the card over it. */
    .index.top {
      translate: calc(-1 * var(--_edge)) calc(-1 * var(--_edge));
    }
    .index.bottom {
      translate: var(--_edge) var(--_edge);
    }
    /* A corner's suit is a box painted in the text's colour (cards.ts), which the theme would paint as a background. */
    .index::after,
    .centre .pip {
      forced-color-adjust: none;
    }
    .centre.court {
      background: none;
    }
    .pile.blocked .card {
      filter: none;
    }
    /* ---- piles: an empty place is an outline, the stock a hatched back ---- */
    .pile.empty,
    .pile.foundation,
    .pile.stock,
    .square-cells .pile.cell.empty {
      background: none;
    }
    .pile.empty {
      outline: 2px dashed CanvasText;
      outline-offset: -2px;
    }
    .stock .back {
      forced-color-adjust: none;
      background: repeating-linear-gradient(45deg, CanvasText 0 1px, Canvas 1px 6px);
      border: 2px solid CanvasText;
      box-shadow: 3px 3px 0 -1px Canvas, 3px 3px 0 0 CanvasText;
    }
    .stock.empty .back {
      background: none;
      border-color: transparent;
      box-shadow: none;
    }
    /* Available cards: a firmer edge and the mark in the text's colour (the shadow that ringed them is dropped). */
    .pile.available .card {
      --_edge: 2px;
    }
    .pile.available::after {
      color: CanvasText;
    }
    /*
     * The hint's card and place are marked, as a search marks the words it found. The card keeps its own
     * colours, which are the theme's (the theme would also put a backplate of Canvas behind its rank).
     */
    :is(.pile.hint-from .card:not(.under, .covered), .pile.hint-to > .card:last-child):not(.held) {
      forced-color-adjust: none;
      background: Mark;
      color: MarkText;
      /* Out of the theme's reach, its shadows would show again. */
      box-shadow: none;
    }
    .pile.hint-from .card:not(.under):not(.covered):not(.held),
    .pile.hint-to {
      outline: 3px dotted CanvasText;
    }
    /* The places the picked-up card may go are dashed. */
    .pile.drop-target {
      outline: 3px dashed CanvasText;
      outline-offset: 2px;
    }
    /* The focus ring in the text's colour: the selection's colours are translucent or faint in some themes. */
    button:focus-visible,
    .pile:focus-visible,
    .card:focus-visible {
      outline: 3px solid CanvasText;
    }
    /*
     * The card picked up by the keyboard: lifted (cards.ts), a double edge, and ringed in the theme's colour for
     * a selected item, which wins over the focus ring it would have. As specific as the hint's outline
     * (piles.ts), which a card picked up from the hint's place would keep.
     */
    .pile .card.held:not(.under):not(.covered) {
      --_edge: 4px;
      border: var(--_edge) double CanvasText;
      outline: 3px solid SelectedItem;
      outline-offset: 2px;
    }
    .count,
    .note {
      forced-color-adjust: none;
      background: Canvas;
      color: CanvasText;
      border: 1px solid CanvasText;
    }
    /* ---- what sits around the board: opaque, edged, in the theme's button and text colours ---- */
    .share-manual textarea {
      background: Canvas;
    }
    .menu,
    .outcome,
    .help,
    .stats {
      background: Canvas;
      border: 1px solid CanvasText;
    }
    button {
      background: ButtonFace;
      color: ButtonText;
      border-color: ButtonText;
    }
    button:disabled {
      opacity: 1;
      color: GrayText;
      border-color: GrayText;
    }
    /* A ring, not the selection's colours: the theme would draw a backplate of Canvas behind the item's words. */
    .menu > button:hover:not(:disabled),
    .menu > button:focus-visible {
      background: Canvas;
      outline: 2px solid CanvasText;
      outline-offset: -3px;
    }
    button.primary {
      background: ButtonText;
      color: ButtonFace;
    }
    .info,
    .analysis,
    .loading-note,
    .stats dt {
      opacity: 1;
    }
  }

  @media (prefers-contrast: more) and (forced-colors: none) {
    .card {
      box-shadow:
        0 1px 2px rgb(0 0 0 / 0.35),
        0 0 0 1px var(--_black);
    }
    .pile.empty,
    .pile.foundation,
    .pile.stock {
      box-shadow: inset 0 0 0 2px var(--_text);
    }
    .info,
    .analysis,
    .loading-note,
    .stats dt {
      opacity: 1;
    }
    :host {
      --_button-border: var(--_text);
    }
    button:disabled {
      opacity: 1;
      border-style: dashed;
      background: none;
    }
    .count,
    .note {
      background: #000;
    }
    .board[inert] {
      opacity: 1;
      filter: grayscale(1);
    }
  }
`;
