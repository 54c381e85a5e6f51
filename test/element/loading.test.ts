import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { CarpetErrorDetail } from '../../src/events.js';
import { CATALOGUE } from '../../src/games/catalogue.js';
import { chunkNetwork } from '../support/chunk-network.js';
import { onDropIn } from '../support/drop-in.js';

/**
 * A game's code is a chunk loaded on demand (test/pages/split.test.ts checks the built files). Here:
 * what the element does when that load fails, as it may offline or behind a blocking proxy. This file
 * must not import a game directly, so that the games' code is loaded only through the catalogue.
 *
 * On the source, the catalogue's loader rejects. On the drop-in build (whose catalogue is its own), the
 * test server refuses the game's chunk with a 403 or drops the connection, for this page only
 * (test/support/chunk-network.ts); the reason the element gives is then the browser's, which names the chunk.
 */

// Each test fails a game no earlier test has loaded (a loaded game is kept for the page's life).
const realLoads = new Map(Object.entries(CATALOGUE).map(([variant, entry]) => [variant, entry.load]));
/** The games whose code this test made fail: they arrive as usual again after each test. */
const failing = new Set<string>();
let warnings: string[] = [];
const originalWarn = console.warn;

/**
 * Makes `variant`'s code fail to arrive: its loader rejects with `reason` (source), or the server fails its
 * chunk as `network` says (build). Answers the reason the element's words must give.
 */
async function failLoading(variant: string, reason: string, network: 'refuse' | 'offline'): Promise<string> {
  failing.add(variant);
  if (!onDropIn) {
    CATALOGUE[variant].load = () => Promise.reject(new Error(reason));
    return reason;
  }
  await chunkNetwork(variant, network);
  return `/dist/chunks/${variant}-`;
}

/** Lets `variant`'s code arrive again; answers how many of its chunk's requests the server failed (0 on the source). */
async function restoreLoading(variant: string): Promise<number> {
  failing.delete(variant);
  if (!onDropIn) {
    CATALOGUE[variant].load = realLoads.get(variant)!;
    return 0;
  }
  return (await chunkNetwork(variant, 'pass')).failed;
}

beforeEach(() => {
  warnings = [];
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
});
afterEach(async () => {
  console.warn = originalWarn;
  for (const variant of failing) await restoreLoading(variant);
});

async function widget(variant: string, seed: string): Promise<{ el: CarpetSolitaire; errors: CarpetErrorDetail[] }> {
  const el = document.createElement('carpet-solitaire');
  const errors: CarpetErrorDetail[] = [];
  el.addEventListener('carpet-error', (event) => errors.push(event.detail));
  el.setAttribute('variant', variant);
  el.setAttribute('seed', seed);
  (await fixture(html`<div></div>`)).append(el);
  await el.updateComplete;
  return { el, errors };
}

describe("a game's code that cannot be loaded", () => {
  it('says so on the table and in a load-failed error, and a later attribute change tries again', async () => {
    // On the build: refused, as by a proxy (Firefox kept that failure for the page's life: see rollup.config.mjs).
    const reason = await failLoading('carthage', 'network down', 'refuse');
    const { el, errors } = await widget('carthage', 'offline');
    expect(errors.map((e) => e.code)).to.deep.equal(['load-failed']);
    expect(errors[0].message)
      .to.contain(`Carthage could not be loaded (`)
      .and.contain(reason)
      .and.contain('Reload the page');
    expect(warnings.join()).to.contain(reason);
    const note = el.shadowRoot!.querySelector('.loading-note')!;
    expect(note.getAttribute('role')).to.equal('alert');
    expect(note.textContent).to.contain('Carthage could not be loaded');
    expect(el.snapshot).to.include({ variant: 'carthage', phase: 'loading' });
    expect(el.play({ from: 'stock', to: 'reserve-0' })).to.equal(false);
    expect(errors.at(-1)!.code).to.equal('not-ready');

    const refused = await restoreLoading('carthage');
    if (onDropIn) expect(refused, "the chunk's requests the server refused").to.be.at.least(1);
    el.setAttribute('seed', 'online');
    await el.updateComplete;
    expect(el.snapshot).to.include({ variant: 'carthage', seed: 'online', phase: 'playing' });
    expect(el.legalMoves().length).to.be.above(0);
    expect(el.shadowRoot!.querySelector('.loading-note')).to.equal(null);
  });

  it("a game in progress goes on when another game's code fails to load", async () => {
    const { el, errors } = await widget('carpet', 'in-progress');
    el.play(el.legalMoves()[0]);
    const before = el.snapshot;
    const reason = await failLoading('cadogan-carpet', 'blocked', 'offline');
    el.setAttribute('variant', 'cadogan-carpet');
    await el.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['load-failed']);
    expect(errors[0].message).to.contain(reason);
    expect(errors[0].message).to.contain('The Carpet game in progress goes on unchanged.');
    expect(el.snapshot).to.deep.equal(before);
    expect(el.play(el.legalMoves()[0])).to.equal(true);
    const dropped = await restoreLoading('cadogan-carpet');
    if (onDropIn) expect(dropped, "the chunk's requests the server dropped").to.be.at.least(1);
  });
});
