import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { CarpetErrorDetail } from '../../src/events.js';
import { CATALOGUE } from '../../src/games/catalogue.js';

/**
 * A game's code is a chunk loaded on demand (test/pages/split.test.ts checks the built files). Here:
 * what the element does when that load fails, as it may offline or behind a blocking proxy. This file
 * must not import a game directly, so that the games' code is loaded only through the catalogue.
 */

// Each test fails a game no earlier test has loaded (a loaded game is kept for the page's life).
const entry = CATALOGUE.carthage;
const realLoad = entry.load;
const other = CATALOGUE['cadogan-carpet'];
const otherLoad = other.load;
let warnings: string[] = [];
const originalWarn = console.warn;

beforeEach(() => {
  warnings = [];
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
});
afterEach(() => {
  entry.load = realLoad;
  other.load = otherLoad;
  console.warn = originalWarn;
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
    entry.load = () => Promise.reject(new Error('network down'));
    const { el, errors } = await widget('carthage', 'offline');
    expect(errors.map((e) => e.code)).to.deep.equal(['load-failed']);
    expect(errors[0].message).to.contain('Carthage could not be loaded (network down)').and.contain('Reload the page');
    expect(warnings.join()).to.contain('network down');
    const note = el.shadowRoot!.querySelector('.loading-note')!;
    expect(note.getAttribute('role')).to.equal('alert');
    expect(note.textContent).to.contain('Carthage could not be loaded');
    expect(el.snapshot).to.include({ variant: 'carthage', phase: 'loading' });
    expect(el.play({ from: 'stock', to: 'reserve-0' })).to.equal(false);
    expect(errors.at(-1)!.code).to.equal('not-ready');

    entry.load = realLoad;
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
    other.load = () => Promise.reject(new Error('blocked'));
    el.setAttribute('variant', 'cadogan-carpet');
    await el.updateComplete;
    expect(errors.map((e) => e.code)).to.deep.equal(['load-failed']);
    expect(errors[0].message).to.contain('The Carpet game in progress goes on unchanged.');
    expect(el.snapshot).to.deep.equal(before);
    expect(el.play(el.legalMoves()[0])).to.equal(true);
  });
});
