import '../support/clean-storage.js';
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { GameDefinition } from '../../src/core/game.js';
import { CATALOGUE } from '../../src/games/catalogue.js';
import { GAMES } from '../../src/games/all.js';
import { chunkNetwork, releaseHeld } from '../support/chunk-network.js';
import { builtChunkUrl, onDropIn } from '../support/drop-in.js';
import { PATIENCE_MS } from '../../src/element/host/first-frame.js';
import { watch } from '../support/watch-loading.js';

/** Chunks the server holds for this page: a test that fails before its release lets them go afterwards. */
const holding = new Set<string>();

/**
 * The game's code arrives at once (in the same task, as code already fetched does), or, held, only when
 * the test calls the function returned. This page has not loaded it before: each test file is a page of its own.
 * On the source, the catalogue's loader answers. On the drop-in build (whose catalogue is its own) the code
 * is the game's chunk: already fetched (the page preloaded it, `<link rel="modulepreload">`), or held by
 * the test server, for this page only, until the release (test/support/chunk-network.ts).
 */
async function arrives(variant: string, held = false): Promise<() => Promise<void>> {
  if (onDropIn) {
    if (!held) {
      await preload(await builtChunkUrl(variant));
      return () => Promise.resolve();
    }
    await chunkNetwork(variant, 'hold');
    holding.add(variant);
    return async () => {
      holding.delete(variant);
      expect(await releaseHeld(variant), "the chunk's requests held until now").to.be.at.least(1);
    };
  }
  let release: () => void = () => undefined;
  const here = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  CATALOGUE[variant].load = () => here.then((): GameDefinition<object, unknown> => GAMES[variant]);
  return () => Promise.resolve(release());
}

/** Fetches a module the way a page's `<link rel="modulepreload">` does, and waits until it is here. */
async function preload(href: string): Promise<void> {
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
  const loaded = new Promise((resolve, reject) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', () => reject(new Error(`${href} could not be preloaded`)));
  });
  document.head.append(link);
  await loaded;
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

describe('the first render', () => {
  afterEach(async () => {
    for (const el of document.querySelectorAll('carpet-solitaire')) el.remove();
    for (const variant of holding) await chunkNetwork(variant, 'pass');
    holding.clear();
  });

  it('waits for a game whose code is all but here: the table is the first thing drawn', async () => {
    await arrives('carthage');
    // Added as a frame's callbacks end, so that the next frame is as far off as it can be.
    await new Promise(requestAnimationFrame);
    const frames = countFrames();
    const { el, sawLoading } = watch('carthage', frames.now);
    try {
      await el.updateComplete;
    } finally {
      frames.stop();
    }
    expect(el.shadowRoot!.querySelectorAll('.card').length).to.be.above(0);
    // The source's loader settles in the same task. A built chunk's import() settles a few tasks later (about
    // 2 ms here, whatever was fetched before), which may fall after the first frame, but well within the wait.
    expect(sawLoading(), '"Loading…" was drawn first').to.equal(false);
  });

  it('draws "Loading…" once the wait is over when the code takes longer, then the table', async () => {
    const release = await arrives('cadogan-carpet', true);
    const frames = countFrames();
    const { el, sawLoading, loadingFrame, loadingAfterMs } = watch('cadogan-carpet', frames.now);
    try {
      await waitUntil(sawLoading, 'the loading note is drawn', { timeout: 5000 });
    } finally {
      frames.stop();
    }
    // Drawn in an animation frame's callbacks, so before that frame is painted, and not before the wait is over.
    expect(loadingFrame(), 'the frame that first drew the loading note').to.be.at.least(1);
    expect(loadingAfterMs(), 'ms from adding the element to the loading note').to.be.at.least(PATIENCE_MS);
    await release();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.loading-note')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('.card').length).to.be.above(0);
  });

  // Carpet: the one game whose code no earlier test of this page has loaded.
  it('keeps the placeholder’s box while it waits, defined but not drawn yet (the custom state "waiting")', async () => {
    // The page links the placeholder stylesheet, as a reader's page would.
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: onDropIn ? '/dist/carpet-solitaire.css' : '/src/carpet-solitaire.css',
    });
    const styled = new Promise((resolve, reject) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', reject, { once: true });
    });
    document.head.append(link);
    const frame = document.createElement('div');
    frame.style.width = '360px';
    document.body.append(frame);
    try {
      await styled;
      const release = await arrives('carpet', true);
      const el = document.createElement('carpet-solitaire');
      el.setAttribute('persist', 'false');
      frame.append(el);
      // The first update runs a few microtasks after the element is connected, and holds the render.
      for (let i = 0; i < 20 && !el.matches(':state(waiting)'); i++) await Promise.resolve();
      expect(el.matches(':state(waiting)'), 'waiting, defined and not drawn').to.equal(true);
      expect(el.shadowRoot!.childElementCount, 'nothing drawn yet').to.equal(0);
      const waiting = el.getBoundingClientRect().height;
      // A frame draws "Loading…" once the wait is over (by then the page has asked for the code the test server holds).
      await waitUntil(() => el.shadowRoot!.querySelector('.loading-note'), 'the loading note is drawn', {
        timeout: 5000,
      });
      expect(el.matches(':state(waiting)'), 'drawn: waiting no longer').to.equal(false);
      const loading = el.getBoundingClientRect().height;
      await release();
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('.card').length).to.be.above(0);
      const table = el.getBoundingClientRect().height;
      expect(waiting, 'the placeholder’s height while it waited, the table’s once drawn').to.be.closeTo(table, 1);
      expect(loading, 'the loading frame’s height, the table’s').to.be.closeTo(table, 1);
    } finally {
      frame.remove();
      link.remove();
    }
  });
});
