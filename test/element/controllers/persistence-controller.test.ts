import '../../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { Move } from '../../../src/core/types.js';
import { PersistenceController } from '../../../src/element/persistence/persistence-controller.js';
import { saveKey, statsKey } from '../../../src/element/persistence/saved-game.js';
import { nextEvent } from '../../support/events.js';
import { RulesTable, seedWithHomeMoves } from './host.js';

class PersistHost extends LitElement {
  persist: string | null = null;
  table = new RulesTable(this, 'carpet', seedWithHomeMoves(2));
  persistence = new PersistenceController(this, this.table);
  /** A fresh controller, as after a reload. */
  reload(): void {
    this.table = new RulesTable(this, 'carpet', this.table.context().seed);
    this.persistence = new PersistenceController(this, this.table);
  }
}
customElements.define('test-persist-host', PersistHost);
declare global {
  interface HTMLElementTagNameMap {
    'test-persist-host': PersistHost;
  }
}

const OPTIONS = JSON.stringify({ fill: 'auto' });
const make = (persist?: string) =>
  fixture<PersistHost>(html`<test-persist-host .persist=${persist ?? null}></test-persist-host>`);
const reports = (host: PersistHost) =>
  host.table.of('report').map(([code, message]) => `${String(code)}: ${String(message)}`);
const homeMoves = (host: PersistHost): Move[] => host.table.legalMoves().filter((m) => m.from.startsWith('carpet-'));
/** Plays one move and tells the controller, as the element does on each change of position. */
function playAndTrack(host: PersistHost, move: Move, status = host.table.status()): void {
  host.table.apply(move);
  host.persistence.track('carpet', host.table.context(), status, true);
}

describe('PersistenceController', () => {
  afterEach(() => localStorage.clear());

  it('counts a deal as played at its first move, not when it is dealt, and only once', async () => {
    const host = await make();
    host.persistence.open('carpet', '7', OPTIONS);
    host.persistence.startDeal();
    host.persistence.track('carpet', host.table.context(), 'playing', true);
    expect(host.persistence.stats('carpet').played).to.equal(0);
    expect(localStorage.getItem(saveKey('carpet', '7', OPTIONS)), 'an untouched deal leaves no save').to.equal(null);
    const [first, second] = homeMoves(host);
    playAndTrack(host, first);
    playAndTrack(host, second);
    expect(host.persistence.stats('carpet')).to.include({ played: 1, won: 0, streak: 0, best: 0 });
    expect((JSON.parse(localStorage.getItem(statsKey('carpet'))!) as { played: number }).played).to.equal(1);
  });

  it('records a win once, with its streak and best; abandoning a deal breaks the streak', async () => {
    const host = await make();
    host.persistence.open('carpet', '7', OPTIONS);
    const [move] = homeMoves(host);
    for (let deal = 0; deal < 2; deal++) {
      host.persistence.startDeal();
      playAndTrack(host, move, 'won');
      host.persistence.track('carpet', host.table.context(), 'won', true);
      host.table.undo();
    }
    expect(host.persistence.stats('carpet')).to.include({ played: 2, won: 2, streak: 2, best: 2 });
    host.persistence.startDeal();
    playAndTrack(host, move);
    host.persistence.abandon('carpet');
    expect(host.persistence.stats('carpet')).to.include({ played: 3, won: 2, streak: 0, best: 2 });
    // An untouched deal left for another is not a loss.
    host.persistence.abandon('carpet');
    host.persistence.startDeal();
    playAndTrack(host, homeMoves(host)[0], 'won');
    expect(host.persistence.stats('carpet')).to.include({ played: 4, won: 3, streak: 1, best: 2 });
  });

  it('writes the game in progress, and a reload reads it back and replays it, undone moves too', async () => {
    const host = await make();
    host.persistence.open('carpet', '7', OPTIONS);
    const [first, second] = homeMoves(host);
    playAndTrack(host, first);
    playAndTrack(host, second);
    host.table.undo();
    host.persistence.track('carpet', host.table.context(), 'playing', true);
    const position = JSON.stringify(host.table.context().state);
    host.reload();
    host.persistence.open('carpet', '7', OPTIONS);
    const saved = host.persistence.savedGame('carpet', OPTIONS)!;
    expect(saved).to.include({ seed: host.table.context().seed, counted: true, recorded: false });
    expect(saved.moves).to.deep.equal([first]);
    expect(saved.undone).to.deep.equal([second]);
    const sent: string[] = [];
    const resumed = nextEvent(host, 'carpet-new-game');
    const ok = host.persistence.resume(
      saved,
      (seed) => host.table.start(host.table.game(), seed),
      (event) => {
        sent.push(event.type);
        if (event.type === 'PLAY') host.table.apply(event.move);
        else host.table.undo();
      },
    );
    expect(ok).to.equal(true);
    expect(sent).to.deep.equal(['PLAY', 'PLAY', 'UNDO']);
    expect(JSON.stringify(host.table.context().state)).to.equal(position);
    expect((await resumed).detail).to.include({ variant: 'carpet', resumed: true, restarted: false });
    // The replayed moves were not counted again.
    expect(host.persistence.stats('carpet').played).to.equal(1);
  });

  it('reports a damaged save, removes it and deals afresh', async () => {
    const host = await make();
    const key = saveKey('carpet', '7', OPTIONS);
    localStorage.setItem(key, '{"version":1,"variant":"carp');
    host.persistence.open('carpet', '7', OPTIONS);
    expect(host.persistence.savedGame('carpet', OPTIONS)).to.equal(null);
    expect(reports(host)).to.have.length(1);
    expect(reports(host)[0]).to.match(/^invalid-save: the saved game could not be resumed: it is not valid JSON/);
    expect(localStorage.getItem(key)).to.equal(null);
  });

  it('reports a save whose move the rules refuse, and removes it', async () => {
    const host = await make();
    const key = saveKey('carpet', '7', OPTIONS);
    const bad = {
      version: 1,
      variant: 'carpet',
      seed: host.table.context().seed,
      options: OPTIONS,
      moves: [{ from: 'carpet-0', to: 'carpet-1' }],
      undone: [],
    };
    localStorage.setItem(key, JSON.stringify(bad));
    host.persistence.open('carpet', '7', OPTIONS);
    const saved = host.persistence.savedGame('carpet', OPTIONS)!;
    expect(
      host.persistence.resume(
        saved,
        (seed) => host.table.start(host.table.game(), seed),
        () => {},
      ),
    ).to.equal(false);
    expect(reports(host).join('\n')).to.match(/invalid-save: .*move carpet-0 to carpet-1 is not legal/);
    expect(localStorage.getItem(key)).to.equal(null);
    expect(host.persistence.restoring).to.equal(false);
  });

  it('persist="false" keeps the statistics in memory only and writes nothing', async () => {
    const host = await make('false');
    host.persistence.open('carpet', '7', OPTIONS);
    const [first] = homeMoves(host);
    playAndTrack(host, first, 'won');
    expect(host.persistence.stats('carpet')).to.include({ played: 1, won: 1, streak: 1, best: 1 });
    expect(localStorage.length).to.equal(0);
    expect(host.persistence.savedGame('carpet', OPTIONS)).to.equal(null);
    host.reload();
    expect(host.persistence.stats('carpet').played, 'gone with the page').to.equal(0);
    expect(reports(host)).to.deep.equal([]);
  });

  it('reports a persist value that is not "true" or "false", and keeps progress', async () => {
    for (const good of ['', 'true', 'false']) {
      const host = await make(good);
      host.persistence.open('carpet', '7', OPTIONS);
      expect(reports(host), good).to.deep.equal([]);
    }
    const host = await make('yes');
    host.persistence.open('carpet', '7', OPTIONS);
    expect(reports(host)).to.deep.equal([
      'invalid-attribute: persist="yes" is not "true" or "false"; keeping progress.',
    ]);
    playAndTrack(host, homeMoves(host)[0]);
    host.persistence.flush();
    expect(localStorage.getItem(saveKey('carpet', '7', OPTIONS))).to.not.equal(null);
  });

  describe('the game is written after the frame, not in the move', () => {
    const key = saveKey('carpet', '7', OPTIONS);
    const savedMoves = (): number | null => {
      const text = localStorage.getItem(key);
      return text === null ? null : (JSON.parse(text) as { moves: unknown[] }).moves.length;
    };
    const afterTheFrame = () =>
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

    it('after the next frame, once for several moves, the last position', async () => {
      const host = await make();
      host.persistence.open('carpet', '7', OPTIONS);
      const [first, second] = homeMoves(host);
      const writes: string[] = [];
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
        writes.push(name);
        original.call(this, name, value);
      };
      try {
        playAndTrack(host, first);
        playAndTrack(host, second);
        expect(savedMoves(), 'not yet').to.equal(null);
        await afterTheFrame();
      } finally {
        Storage.prototype.setItem = original;
      }
      expect(savedMoves()).to.equal(2);
      expect(writes.filter((name) => name === key)).to.have.length(1);
    });

    for (const [when, happen] of [
      ['the element leaves the page', (host: PersistHost) => host.remove()],
      ['the page is left', () => dispatchEvent(new PageTransitionEvent('pagehide'))],
    ] as const) {
      it(`at once when ${when}`, async () => {
        const host = await make();
        host.persistence.open('carpet', '7', OPTIONS);
        playAndTrack(host, homeMoves(host)[0]);
        expect(savedMoves()).to.equal(null);
        happen(host);
        expect(savedMoves()).to.equal(1);
      });
    }

    it('at once before its slot is read again, and not at all when the game is removed first', async () => {
      const host = await make();
      host.persistence.open('carpet', '7', OPTIONS);
      const [first] = homeMoves(host);
      playAndTrack(host, first);
      expect(host.persistence.savedGame('carpet', OPTIONS)!.moves).to.deep.equal([first]);
      host.table.undo();
      playAndTrack(host, homeMoves(host)[1]);
      // Undone to the deal with nothing to redo: the save is removed, and the pending write forgotten.
      host.table.undo();
      host.persistence.track('carpet', { ...host.table.context(), undone: [] }, 'playing', true);
      await afterTheFrame();
      expect(localStorage.getItem(key)).to.equal(null);
    });
  });

  it('storage that throws is reported once and play goes on', async () => {
    const host = await make();
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    try {
      host.persistence.open('carpet', '7', OPTIONS);
      const [first, second] = homeMoves(host);
      playAndTrack(host, first);
      playAndTrack(host, second);
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(reports(host)).to.have.length(1);
    expect(reports(host)[0]).to.match(/^storage-unavailable: could not save progress in localStorage/);
  });
});
