import { css } from 'lit';

/**
 * What guides a reader at the table: the Rules panel, which lies over the whole table and scrolls inside it
 * (the page's text never moves), with Close at its head and its end; the question New game and Restart ask in
 * a game under way, over the top of the table; the line under the board that offers a new reader the rules.
 * All come with the deferred chunk, and so do these styles: the element adopts them into its shadow root when
 * the chunk arrives (element/host/later-controller.ts), so the first cards wait for none of them.
 */
export const guideStyles = css`
  /* The table under a panel (the rules, the settings) is hidden from sight, the keyboard and screen readers; the live region still speaks. */
  .frame.covered > :not(.rules, .settings, .live) {
    visibility: hidden;
  }
  .rules {
    position: absolute;
    inset: 0;
    z-index: 7;
    overflow: auto;
    overscroll-behavior: contain;
    padding: var(--_spacing);
    font-size: 14px;
    line-height: 1.4;
  }
  .rules:focus {
    outline: none;
  }
  .rules:focus-visible .rules-title {
    outline: 3px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  .rules-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .rules-end {
    margin-top: 14px;
  }
  .rules-title {
    margin: 0;
    font-size: 17px;
    font-weight: 700;
  }
  .rules-close {
    flex: none;
  }
  .rules-heading {
    margin: 12px 0 4px;
    font-size: 15px;
    font-weight: 700;
  }
  .rules ul {
    margin: 0;
    padding-inline-start: 1.2em;
  }
  .rules li + li {
    margin-top: 3px;
  }
  .frame:not(:lang(en)) .rules {
    hyphens: auto;
    overflow-wrap: break-word;
  }

  /* ---- New game or Restart in a game under way: the question, over the top of the table ---- */
  .ask {
    position: absolute;
    inset: var(--_spacing) var(--_spacing) auto;
    z-index: 6;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 10px 12px;
    border-radius: 10px;
    /* Unseen normally; a contrast theme paints it, where the shadow that sets the question apart is dropped. */
    border: 1px solid transparent;
    background: rgb(10 20 15 / 0.95);
    box-shadow: 0 6px 24px rgb(0 0 0 / 0.4);
    font-size: 14px;
  }
  /* A contrast theme keeps the background's translucency: the toolbar under the question would show through. */
  @media (forced-colors: active) {
    .ask {
      background: Canvas;
    }
  }
  .ask-text {
    flex: 1 1 14em;
  }
  .ask-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }

  /* ---- the first-time line: over the solver's line while it is empty, its height and place ---- */
  .first-time {
    position: absolute;
    inset: auto var(--_spacing) var(--_spacing);
    z-index: 1;
    display: flex;
    align-items: center;
    gap: 10px;
    height: 32px;
    font-size: 14px;
    line-height: 16px;
  }
  .first-time .read-rules {
    flex: none;
  }
`;
