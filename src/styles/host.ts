import { css } from 'lit';

/**
 * The host and its tokens: the `--carpet-*` tokens, each read with its fallback into a private `--_x`
 * variable (a dark scheme changes only the colours' fallbacks), the host's own box (display, the container
 * the sizes are queried against, text), and box-sizing for the whole shadow tree. The card radius
 * (table.ts) and the four suit colours (cards.ts) are read where they are used.
 */
export const hostStyles = css`
  /*
     * Every default lives here, once: each private --_x reads its public --carpet-x token with a fallback,
     * so a page's token (on :root or on the element) always wins. The dark scheme below changes only the
     * fallbacks of the colours. Everything else in src/styles/ reads the private variables.
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
    /* Named, for the card faces' queries of the widget's width: each card is a container of its own (cards.ts). */
    container: widget / inline-size;
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
`;
