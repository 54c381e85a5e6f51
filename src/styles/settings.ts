import { css } from 'lit';

/**
 * The reader's Settings panel: over the whole table as the Rules panel is (guide.ts hides the table under
 * either), its checkboxes one to a line. It comes with the deferred chunk, adopted as guide.ts's styles are
 * (element/host/later-controller.ts). Its colours are the table's tokens, so a page's theme reaches it.
 */
export const settingsStyles = css`
  .settings {
    position: absolute;
    inset: 0;
    z-index: 7;
    overflow: auto;
    overscroll-behavior: contain;
    padding: var(--_spacing);
    font-size: 15px;
    line-height: 1.4;
    /* Unseen normally; a contrast theme paints it. */
    border: 1px solid transparent;
  }
  .settings:focus {
    outline: none;
  }
  .settings:focus-visible .settings-title {
    outline: 3px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  .settings-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  .settings-title {
    margin: 0;
    font-size: 17px;
    font-weight: 700;
  }
  .settings-close {
    flex: none;
  }
  .settings-list {
    margin: 12px 0;
    padding: 0;
    list-style: none;
  }
  .settings-list li + li {
    margin-top: 10px;
  }
  /* The whole line takes the press: a target well over 24 px tall on a phone. */
  .setting {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 32px;
    cursor: pointer;
  }
  .setting input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--_highlight);
  }
  .setting input:focus-visible {
    outline: 3px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  .setting-note {
    display: block;
    margin: 2px 0 0 30px;
    font-size: 14px;
  }
  p.setting-note {
    margin: 0;
  }
  /* A contrast theme: an opaque panel with an edge, as New game's question has (guide.ts). */
  @media (forced-colors: active) {
    .settings {
      background: Canvas;
      border-color: CanvasText;
    }
  }
`;
