/** The first render's tests: a widget added to the page, its shadow root watched for "Loading…" from the start. */
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

/**
 * Adds the element to the page and watches its shadow root from the start: whether "Loading…" was ever
 * drawn, in which frame of `frame()`, and how long after the element was added.
 */
export function watch(
  variant: string,
  frame = () => 0,
): {
  el: CarpetSolitaire;
  /** When the element was added to the page (performance.now()). */
  addedAt: number;
  sawLoading: () => boolean;
  loadingFrame: () => number | null;
  loadingAfterMs: () => number | null;
} {
  const el = document.createElement('carpet-solitaire');
  el.setAttribute('variant', variant);
  el.setAttribute('persist', 'false');
  const added = performance.now();
  document.body.append(el);
  let loadingFrame: number | null = null;
  let loadingAfterMs: number | null = null;
  const observer = new MutationObserver(() => {
    if (el.shadowRoot!.querySelector('.loading-note') && loadingFrame === null) {
      loadingFrame = frame();
      loadingAfterMs = performance.now() - added;
    }
  });
  observer.observe(el.shadowRoot!, { childList: true, subtree: true });
  return {
    el,
    addedAt: added,
    sawLoading: () => loadingFrame !== null,
    loadingFrame: () => loadingFrame,
    loadingAfterMs: () => loadingAfterMs,
  };
}
