import '../support/clean-storage.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Move } from '../../src/core/types.js';
import { GAMES, VARIANTS } from '../../src/games/all.js';
import { parseSavedGame, parseStats, saveKey } from '../../src/element/persistence/saved-game.js';
import { seedEndingIn } from './helpers.js';

const RealDate = Date;
const START = new RealDate(2026, 11, 1, 12).getTime();
let now = START;

/** The page's clock reads `now`, which the test moves by hand; timers still run in real time. */
function fakeDate(): void {
  now = START;
  globalThis.Date = class extends RealDate {
    constructor(...args: unknown[]) {
      // @ts-expect-error: Date's constructor takes one of several argument lists; these are the caller's own.
      super(...(args.length === 0 ? [now] : args));
    }
    static override now(): number {
      return now;
    }
  } as DateConstructor;
}
const advance = (ms: number) => (now += ms);

/** Pretends the page is hidden (true) or shown (false), as a switch of tabs does. */
function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

const part = (el: CarpetSolitaire, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const clockText = (el: CarpetSolitaire) => part(el, '.clock-value')?.textContent ?? null;

async function widget(attributes: Record<string, string>, parent?: HTMLElement): Promise<CarpetSolitaire> {
  const el = document.createElement('carpet-solitaire');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  (parent ?? (await fixture(html`<div></div>`))).append(el);
  await el.updateComplete;
  return el;
}

/** Draws the element again, so a test need not wait for the clock's next tick to read its text. */
/** The Settings panel's clock box (the panel opened from the More menu). */
async function clockBox(el: CarpetSolitaire): Promise<HTMLInputElement> {
  if (!part(el, '.settings')) {
    part(el, '.menu .settings-toggle')!.click();
    await el.updateComplete;
  }
  return part(el, '.settings .setting-clock') as HTMLInputElement;
}

/** Turns the clock on or off in the Settings panel, as the reader does. */
async function chooseClock(el: CarpetSolitaire): Promise<void> {
  (await clockBox(el)).click();
  await el.updateComplete;
}

async function redraw(el: CarpetSolitaire): Promise<void> {
  el.requestUpdate();
  await el.updateComplete;
}

/** The cards on the foundation piles of the snapshot, counted from the game's table. */
function onFoundations(el: CarpetSolitaire): number {
  const { piles, variant } = el.snapshot;
  return GAMES[variant].table.slots
    .filter((slot) => slot.name.kind === 'foundation')
    .reduce((sum, slot) => sum + (piles[slot.id]?.length ?? 0), 0);
}

/** A move to a foundation when there is one, else a deal, else the first. */
const nextMove = (moves: Move[]): Move =>
  moves.find((m) => m.to.startsWith('foundation')) ?? moves.find((m) => m.from === 'stock') ?? moves[0];

describe('the cards home', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: the count is the foundations' cards out of the deck's, after moves and after undo`, async () => {
      const el = await widget({ variant, seed: 'home-1', persist: 'false' });
      const total = Object.values(el.snapshot.piles).reduce((sum, cards) => sum + cards.length, 0);
      expect(total).to.equal(variant === 'carpet' ? 52 : 104);
      const check = async () => {
        await el.updateComplete;
        const home = onFoundations(el);
        const output = part(el, '.home-value')!;
        expect(output.textContent.replace(/\s/g, ''), 'shown').to.equal(`${home}/${total}`);
        expect(output.getAttribute('aria-label'), 'its name').to.equal(`${home} of ${total} cards on the foundations`);
        return home;
      };
      let most = await check();
      for (let i = 0; i < 40 && el.legalMoves().length; i++) {
        expect(el.play(nextMove(el.legalMoves()))).to.equal(true);
        if (i % 5 === 0) most = Math.max(most, await check());
      }
      most = Math.max(most, await check());
      expect(most, 'some cards went home').to.be.greaterThan(0);
      for (let i = 0; i < 10; i++) el.undo();
      await check();
      while (el.undo());
      expect(await check()).to.equal(onFoundations(el));
    });
  }
});

describe('the clock', () => {
  beforeEach(fakeDate);
  afterEach(() => {
    globalThis.Date = RealDate;
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('is off by default, and with `timer` shows 0:00 until the first move, then runs', async () => {
    const plain = await widget({ seed: 'clock-1', persist: 'false' });
    expect(part(plain, '.clock'), 'no clock by default').to.equal(null);
    const el = await widget({ seed: 'clock-1', persist: 'false', timer: '' });
    expect(el.timer).to.equal(true);
    expect(clockText(el)).to.equal('0:00');
    advance(30_000);
    await redraw(el);
    expect(clockText(el), 'an untouched deal').to.equal('0:00');
    el.play(el.legalMoves()[0]);
    advance(61_000);
    // The clock's own tick writes the text, without a render.
    await waitUntil(() => clockText(el) === '1:01', 'the clock ticks', { timeout: 3000 });
    expect(part(el, '.clock [role="timer"]')).to.not.equal(null);
  });

  it('stands still while the page is hidden', async () => {
    const el = await widget({ seed: 'clock-2', persist: 'false', timer: '' });
    el.play(el.legalMoves()[0]);
    advance(5_000);
    setHidden(true);
    advance(600_000);
    setHidden(false);
    await redraw(el);
    expect(clockText(el)).to.equal('0:05');
    advance(2_000);
    await redraw(el);
    expect(clockText(el)).to.equal('0:07');
  });

  it('stops once the game is lost, runs again after an undo, and resets with a restart', async () => {
    const { seed, moves } = seedEndingIn('lost');
    const el = await widget({ seed, persist: 'false', timer: '' });
    el.play(moves[0]);
    advance(10_000);
    for (const move of moves.slice(1)) el.play(move);
    expect(el.snapshot.status).to.equal('lost');
    advance(50_000);
    await redraw(el);
    expect(clockText(el)).to.equal('0:10');
    el.undo();
    advance(5_000);
    await redraw(el);
    expect(clockText(el)).to.equal('0:15');
    el.restart();
    await redraw(el);
    expect(clockText(el), 'a restart').to.equal('0:00');
  });

  it('stops once the game is won, and the win is the best time of the statistics', async () => {
    const { seed, moves } = seedEndingIn('won');
    const el = await widget({ seed, timer: '' });
    expect(el.stats.bestTime).to.equal(null);
    el.play(moves[0]);
    advance(95_000);
    for (const move of moves.slice(1)) el.play(move);
    expect(el.snapshot.status).to.equal('won');
    advance(50_000);
    await redraw(el);
    expect(clockText(el)).to.equal('1:35');
    expect(el.stats.bestTime).to.equal(95_000);
    el.resetStats();
    expect(el.stats.bestTime, 'reset').to.equal(null);
  });

  it('a reload takes up the saved time, and a hidden page saves it', async () => {
    const parent = await fixture<HTMLElement>(html`<div></div>`);
    let el = await widget({ seed: 'clock-reload', timer: '' }, parent);
    el.play(el.legalMoves()[0]);
    advance(20_000);
    setHidden(true);
    const key = saveKey('carpet', 'clock-reload', JSON.stringify({ fill: 'auto' }));
    expect(
      (JSON.parse(localStorage.getItem(key)!) as { time?: number }).time,
      'written when the page is hidden',
    ).to.equal(20_000);
    setHidden(false);
    advance(22_000);
    el.remove();
    el = await widget({ seed: 'clock-reload', timer: '' }, parent);
    expect(el.snapshot.moves).to.equal(1);
    expect(clockText(el)).to.equal('0:42');
    advance(3_000);
    await redraw(el);
    expect(clockText(el), 'and runs on').to.equal('0:45');
  });

  it('a table that follows the same deal, saved by another (a tab, or a widget of the page), takes up its time', async () => {
    const parent = await fixture<HTMLElement>(html`<div></div>`);
    const a = await widget({ seed: 'clock-follow', timer: '' }, parent);
    const b = await widget({ seed: 'clock-follow', timer: '' }, parent);
    a.play(nextMove(a.legalMoves()));
    advance(30_000);
    a.play(nextMove(a.legalMoves()));
    const end = RealDate.now() + 5000;
    while (b.snapshot.moves !== 2) {
      if (RealDate.now() > end) throw new Error('the other table never followed');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await redraw(b);
    expect(clockText(b), 'the time of the game followed').to.equal('0:30');
    advance(5_000);
    await redraw(b);
    expect(clockText(b), 'and runs on from there').to.equal('0:35');
  });

  it("a won game's time never brings its save back once another tab dealt afresh; a game under way keeps its time", async () => {
    const { seed, moves } = seedEndingIn('won');
    const key = saveKey('carpet', seed, JSON.stringify({ fill: 'auto' }));
    const saved = () => JSON.parse(localStorage.getItem(key) ?? 'null') as { won?: boolean; time?: number } | null;
    const parent = await fixture<HTMLElement>(html`<div></div>`);
    let el = await widget({ seed, timer: '' }, parent);
    el.play(moves[0]);
    advance(30_000);
    for (const move of moves.slice(1)) el.play(move);
    expect(el.snapshot.status).to.equal('won');
    advance(5_000);
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(saved(), 'the won game is kept, marked won, with its time at the win').to.include({
      won: true,
      time: 30_000,
    });

    // Another tab reloaded: it removed the won game and dealt afresh, and this tab hears of it.
    localStorage.removeItem(key);
    dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    advance(5_000);
    dispatchEvent(new PageTransitionEvent('pagehide'));
    setHidden(true);
    setHidden(false);
    el.remove();
    expect(saved(), 'hiding or leaving this tab writes nothing back').to.equal(null);
    el = await widget({ seed, timer: '' }, parent);
    expect(el.snapshot.moves, 'a reload deals afresh').to.equal(0);

    // The fresh deal under way: its time is saved when the page is left, and a reload takes it up.
    el.play(moves[0]);
    advance(7_000);
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(saved()).to.include({ time: 7_000 });
    advance(2_000);
    el.remove();
    el = await widget({ seed, timer: '' }, parent);
    expect(el.snapshot.moves).to.equal(1);
    expect(clockText(el)).to.equal('0:09');
  });

  it('the reader shows or hides it in Settings, remembered on this site, over the attribute', async () => {
    const el = await widget({ seed: 'clock-pref' });
    expect(await clockBox(el)).to.have.property('checked', false);
    expect(part(el, '.clock')).to.equal(null);
    await chooseClock(el);
    expect(clockText(el)).to.equal('0:00');
    expect((await clockBox(el)).checked).to.equal(true);
    expect(JSON.parse(localStorage.getItem('carpet-solitaire/v1/prefs')!)).to.deep.equal({ clock: true });
    const other = await widget({ seed: 'clock-pref-2' });
    expect(clockText(other), 'another widget of the site').to.equal('0:00');
    await chooseClock(other);
    const timed = await widget({ seed: 'clock-pref-3', timer: '' });
    expect(part(timed, '.clock'), "the reader's choice wins over the attribute").to.equal(null);

    // A value stored by the More menu's Show clock before Settings reads the same.
    localStorage.setItem('carpet-solitaire/v1/prefs', JSON.stringify({ clock: true }));
    expect(clockText(await widget({ seed: 'clock-pref-6' })), 'the stored key as before').to.equal('0:00');
    localStorage.setItem('carpet-solitaire/v1/prefs', '{damaged');
    expect(clockText(await widget({ seed: 'clock-pref-4', timer: '' })), 'damaged: the attribute').to.equal('0:00');
    localStorage.removeItem('carpet-solitaire/v1/prefs');
    const kept = await widget({ seed: 'clock-pref-5', persist: 'false' });
    await chooseClock(kept);
    expect(clockText(kept)).to.equal('0:00');
    expect(localStorage.getItem('carpet-solitaire/v1/prefs'), 'persist="false" keeps it in memory').to.equal(null);
  });

  for (const shown of [true, false]) {
    it(`the Share text ${shown ? 'carries the time when the clock is shown' : 'has no time when it is hidden'}`, async () => {
      const { seed, moves } = seedEndingIn('won');
      const el = await widget({ seed, persist: 'false', ...(shown ? { timer: '' } : {}) });
      el.play(moves[0]);
      advance(372_000);
      for (const move of moves.slice(1)) el.play(move);
      await el.updateComplete;
      let text = '';
      el.addEventListener('carpet-share', (event) => {
        text = event.detail.text;
        event.preventDefault();
      });
      part(el, '.outcome button.share')!.click();
      expect(text).to.match(/ · won in \d+ moves, (no undos|\d+ undos?)/);
      expect(text.endsWith(', 6:12'), text).to.equal(shown);
    });
  }
});

describe('the saved time and the best time, read defensively', () => {
  const save = (time: unknown) =>
    JSON.stringify({ version: 1, variant: 'carpet', seed: '1', options: '{}', moves: [], undone: [], time });

  it('parseSavedGame keeps a non-negative whole number of ms, and drops anything else', () => {
    expect(parseSavedGame(save(1234), 'carpet', '{}')).to.include({ time: 1234 });
    expect(parseSavedGame(save(0), 'carpet', '{}')).to.include({ time: 0 });
    for (const bad of [-1, 1.5, '5', null, 2 ** 60, true, [3]]) {
      const saved = parseSavedGame(save(bad), 'carpet', '{}');
      expect('seed' in saved, String(bad)).to.equal(true);
      expect(saved, String(bad)).to.not.have.property('time');
    }
  });

  it('parseStats keeps bestTime when it is a non-negative whole number of ms and a game was won', () => {
    const stats = (bestTime: unknown, won = 1) => parseStats(JSON.stringify({ played: 2, won, bestTime }));
    expect(stats(5000).bestTime).to.equal(5000);
    expect(stats(5000, 0).bestTime, 'no win, no best time').to.equal(null);
    for (const bad of [-5, 'x', 1.2, null, {}, 2 ** 60])
      expect(stats(bad).bestTime, JSON.stringify(bad)).to.equal(null);
    expect(parseStats(JSON.stringify({ played: 2, won: 1 })).bestTime, 'older statistics').to.equal(null);
  });
});
