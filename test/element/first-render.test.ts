import '../support/clean-storage.js';
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { GameDefinition } from '../../src/core/game.js';
import { CATALOGUE } from '../../src/games/catalogue.js';
import { GAMES } from '../../src/games/registry.js';

/**
 * The game's code arrives after `delay` ms, or at once (in the same task, as code already fetched does)
 * for none. This page has not loaded it before: each test file is a page of its own.
 */
function arrivesAfter(variant: string, delay?: number): void {
  CATALOGUE[variant].load = () =>
    delay === undefined
      ? Promise.resolve(GAMES[variant])
      : new Promise<GameDefinition<object, unknown>>((resolve) => setTimeout(() => resolve(GAMES[variant]), delay));
}

/** Adds the element to the page and watches its shadow root from the start: whether "Loading…" was ever drawn. */
function watch(variant: string): { el: CarpetSolitaire; sawLoading: () => boolean } {
  const el = document.createElement('carpet-solitaire');
  el.setAttribute('variant', variant);
  el.setAttribute('persist', 'false');
  document.body.append(el);
  let loading = false;
  const observer = new MutationObserver(() => {
    if (el.shadowRoot!.querySelector('.loading-note')) loading = true;
  });
  observer.observe(el.shadowRoot!, { childList: true, subtree: true });
  return { el, sawLoading: () => loading };
}

describe('the first render', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('carpet-solitaire')) el.remove();
  });

  it('waits up to a frame for a game whose code is all but here: the table is the first thing drawn', async () => {
    arrivesAfter('carthage');
    const { el, sawLoading } = watch('carthage');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.card').length).to.be.above(0);
    expect(sawLoading(), '"Loading…" was drawn first').to.equal(false);
  });

  it('draws "Loading…" in the first frame when the code takes longer, then the table', async () => {
    arrivesAfter('cadogan-carpet', 300);
    const { el, sawLoading } = watch('cadogan-carpet');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await waitUntil(sawLoading, 'the loading note within the first frame');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.loading-note')).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('.card').length).to.be.above(0);
  });
});
