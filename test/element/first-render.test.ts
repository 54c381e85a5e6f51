import '../support/clean-storage.js';
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { GameDefinition } from '../../src/core/game.js';
import { CATALOGUE } from '../../src/games/catalogue.js';
import { GAMES } from '../../src/games/registry.js';

/**
 * The game's code arrives at once (in the same task, as code already fetched does), or, held, only when
 * the test calls the function returned. This page has not loaded it before: each test file is a page of its own.
 */
function arrives(variant: string, held = false): () => void {
  let release: () => void = () => undefined;
  const here = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  CATALOGUE[variant].load = () => here.then((): GameDefinition<object, unknown> => GAMES[variant]);
  return () => release();
}

/** Frames counted from now on, each at the start of its animation frame callbacks, until `stop()`. */
function countFrames(): { now: () => number; stop: () => void } {
  let frames = 0;
  let counting = true;
  const count = () => {
    frames++;
    if (counting) requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  return { now: () => frames, stop: () => (counting = false) };
}

/**
 * Adds the element to the page and watches its shadow root from the start: whether "Loading…" was ever
 * drawn, and in which frame of `frame()` it first was.
 */
function watch(variant: string, frame = () => 0): { el: CarpetSolitaire; sawLoading: () => boolean; loadingFrame: () => number | null } {
  const el = document.createElement('carpet-solitaire');
  el.setAttribute('variant', variant);
  el.setAttribute('persist', 'false');
  document.body.append(el);
  let loadingFrame: number | null = null;
  const observer = new MutationObserver(() => {
    if (el.shadowRoot!.querySelector('.loading-note')) loadingFrame ??= frame();
  });
  observer.observe(el.shadowRoot!, { childList: true, subtree: true });
  return { el, sawLoading: () => loadingFrame !== null, loadingFrame: () => loadingFrame };
}

describe('the first render', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('carpet-solitaire')) el.remove();
  });

  it('waits up to a frame for a game whose code is all but here: the table is the first thing drawn', async () => {
    arrives('carthage');
    const { el, sawLoading } = watch('carthage');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.card').length).to.be.above(0);
    expect(sawLoading(), '"Loading…" was drawn first').to.equal(false);
  });

  it('draws "Loading…" in the first frame when the code takes longer, then the table', async () => {
    const release = arrives('cadogan-carpet', true);
    const frames = countFrames();
    const { el, sawLoading, loadingFrame } = watch('cadogan-carpet', frames.now);
    try {
      await waitUntil(sawLoading, 'the loading note is drawn', { timeout: 5000 });
    } finally {
      frames.stop();
    }
    // Drawn in the callbacks of the first frame after the element was added, so before that frame is painted.
    expect(loadingFrame(), 'the frame that first drew the loading note').to.equal(1);
    release();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.loading-note')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('.card').length).to.be.above(0);
  });
});
