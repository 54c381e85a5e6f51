import '../support/clean-storage.js';
import { expect } from '@open-wc/testing';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

/**
 * The drop-in build loads a game's code (its rules, statechart and solver) only when a page shows that
 * game: a Carthage page never fetches Carpet's or Lady Cadogan's chunk. Runs on the built dist/.
 */

type FrameWindow = Window & typeof globalThis;

async function builtPage(): Promise<{ win: FrameWindow; doc: Document; frame: HTMLIFrameElement }> {
  const frame = document.createElement('iframe');
  frame.width = '800';
  frame.height = '900';
  frame.src = '/test/pages/split-frame.html';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as FrameWindow;
  await win.customElements.whenDefined('carpet-solitaire');
  return { win, doc: frame.contentDocument!, frame };
}

/** The game chunks the page has fetched so far: "carthage", "carpet", "cadogan-carpet". */
function gameChunks(win: FrameWindow): string[] {
  return win.performance
    .getEntriesByType('resource')
    .map((entry) => /\/chunks\/(carpet|carthage|cadogan-carpet)-[\w-]+\.js$/.exec(entry.name)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

async function show(doc: Document, variant: string): Promise<CarpetSolitaire> {
  const el = doc.createElement('carpet-solitaire');
  el.setAttribute('variant', variant);
  el.setAttribute('seed', '42');
  doc.body.append(el);
  await el.updateComplete;
  return el;
}

describe('games load on demand (the built dist/)', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it("a page with one game fetches that game's code only; another game's code comes when it is shown", async () => {
    const head = await fetch('/dist/carpet-solitaire.js', { method: 'HEAD' });
    expect(head.ok, 'dist/carpet-solitaire.js is built (npm run build)').to.equal(true);
    const page = await builtPage();
    frame = page.frame;
    expect(gameChunks(page.win), 'before any game is shown').to.deep.equal([]);

    const carthage = await show(page.doc, 'carthage');
    expect(carthage.snapshot).to.include({ variant: 'carthage', status: 'playing' });
    expect(carthage.legalMoves().length).to.be.above(0);
    expect(gameChunks(page.win)).to.deep.equal(['carthage']);

    // A second Carthage loads nothing more; switching a widget to Carpet loads Carpet's code then.
    await show(page.doc, 'carthage');
    expect(gameChunks(page.win)).to.deep.equal(['carthage']);
    carthage.setAttribute('variant', 'carpet');
    await carthage.updateComplete;
    expect(carthage.snapshot).to.include({ variant: 'carpet', status: 'playing' });
    expect(gameChunks(page.win)).to.deep.equal(['carpet', 'carthage']);
  });

  it("before its code arrives, the API answers in the contract's shape and says to wait", async () => {
    const head = await fetch('/dist/carpet-solitaire.js', { method: 'HEAD' });
    expect(head.ok, 'dist/carpet-solitaire.js is built (npm run build)').to.equal(true);
    const page = await builtPage();
    frame = page.frame;
    const el = page.doc.createElement('carpet-solitaire');
    el.setAttribute('variant', 'cadogan-carpet');
    const errors: string[] = [];
    el.addEventListener('carpet-error', (event) => errors.push(event.detail.code));
    page.doc.body.append(el);
    // Synchronously after the upgrade, the chunk cannot have arrived yet.
    expect(el.snapshot).to.include({ variant: 'cadogan-carpet', phase: 'loading', moves: 0 });
    expect(el.legalMoves()).to.deep.equal([]);
    expect(el.play({ from: 'stock', to: 'talon' })).to.equal(false);
    expect(errors).to.deep.equal(['not-ready']);
    await el.updateComplete;
    expect(el.snapshot.phase).to.equal('playing');
    expect(el.legalMoves().length).to.be.above(0);
  });

  it("the solver's side is fetched after the first frame with cards, and is there once updateComplete resolves", async () => {
    const head = await fetch('/dist/carpet-solitaire.js', { method: 'HEAD' });
    expect(head.ok, 'dist/carpet-solitaire.js is built (npm run build)').to.equal(true);
    const page = await builtPage();
    frame = page.frame;
    const laterFetched = () =>
      page.win.performance.getEntriesByType('resource').some((entry) => /\/chunks\/later-[\w-]+\.js$/.test(entry.name));
    const el = page.doc.createElement('carpet-solitaire');
    el.setAttribute('variant', 'carpet');
    el.setAttribute('seed', '42');
    el.setAttribute('persist', 'false');
    page.doc.body.append(el);
    // Frame by frame until the cards are drawn: up to then, and in the frame that paints them, nothing of the solver is asked for.
    const fetchedBeforeCards: boolean[] = [];
    for (let frames = 0; frames < 600 && !el.shadowRoot?.querySelector('.card'); frames++) {
      fetchedBeforeCards.push(laterFetched());
      await new Promise((resolve) => page.win.requestAnimationFrame(resolve));
    }
    expect(el.shadowRoot!.querySelector('.card'), 'the cards are drawn').to.not.equal(null);
    expect(fetchedBeforeCards.concat(laterFetched())).to.not.include(true);
    await el.updateComplete;
    expect(laterFetched()).to.equal(true);
    expect(el.hint(), 'a hint once updateComplete resolved').to.not.equal(null);
  });

  it('every script a page runs asks Chromium to compile it as it loads, so a first click does not wait for compiling', async () => {
    const head = await fetch('/dist/carpet-solitaire.js', { method: 'HEAD' });
    expect(head.ok, 'dist/carpet-solitaire.js is built (npm run build)').to.equal(true);
    const page = await builtPage();
    frame = page.frame;
    for (const variant of ['carpet', 'carthage', 'cadogan-carpet']) await show(page.doc, variant);
    const french = page.doc.createElement('carpet-solitaire');
    french.setAttribute('lang', 'fr');
    french.setAttribute('seed', '42');
    page.doc.body.append(french);
    await french.updateComplete;
    const scripts = page.win.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/dist\/.*\.js$/.test(path))
      // The worker's files are not the page's: its searches start after a frame is drawn, and compile as they go.
      .filter((path) => !/\/chunks\/(analysis-)?worker/.test(path));
    // The entry, each game's chunk, what can wait, and the French catalogue.
    expect(scripts.length, scripts.join(' ')).to.be.at.least(6);
    for (const path of scripts) {
      const text = await (await fetch(path)).text();
      expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), path).to.equal(true);
    }
  });

  it("with winnable, the board waits from its first frame, before the search's code has arrived", async () => {
    const head = await fetch('/dist/carpet-solitaire.js', { method: 'HEAD' });
    expect(head.ok, 'dist/carpet-solitaire.js is built (npm run build)').to.equal(true);
    const page = await builtPage();
    frame = page.frame;
    // The page's worker takes the searches and answers none: the winnable-deal search is still running when
    // the first cards show, and after, on a fast machine as on a slow one.
    page.win.Worker = class extends page.win.EventTarget {
      onmessage = null;
      onerror = null;
      onmessageerror = null;
      postMessage(): void {}
      terminate(): void {}
    };
    const el = page.doc.createElement('carpet-solitaire');
    el.setAttribute('variant', 'carthage');
    el.setAttribute('seed', '2');
    el.setAttribute('winnable', '');
    el.setAttribute('persist', 'false');
    page.doc.body.append(el);
    for (let frames = 0; frames < 600 && !el.shadowRoot?.querySelector('.card'); frames++) {
      await new Promise((resolve) => page.win.requestAnimationFrame(resolve));
    }
    const root = el.shadowRoot!;
    expect(root.querySelector('.card') !== null, 'cards drawn within 600 frames').to.equal(true);
    expect(root.querySelector('.board')!.hasAttribute('inert'), 'the board waits at its first frame').to.equal(true);
    expect(root.querySelector('.analysis')!.textContent).to.contain('Finding a winnable deal…');
    await el.updateComplete;
    expect(root.querySelector('.board')!.hasAttribute('inert'), 'the search itself, once its code is here').to.equal(
      true,
    );
    el.remove();
  });
});
