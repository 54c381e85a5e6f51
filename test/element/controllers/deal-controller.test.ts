import '../../support/clean-storage.js';
import { expect, fixture } from '@open-wc/testing';
import { LitElement } from 'lit';
import { DealController } from '../../../src/element/host/deal-controller.js';
import { PersistenceController } from '../../../src/element/persistence/persistence-controller.js';
import type { AnyGame } from '../../../src/element/host/host.js';
import { CATALOGUE } from '../../../src/games/catalogue.js';
import { RulesTable } from './host.js';

type Started = { variant: string; seed: string; options: unknown; announce: boolean };

class DealHost extends LitElement {
  variant = 'carpet';
  seed: string | null = null;
  winnable = false;
  fill: string | null = null;
  persist: string | null = 'false';
  readonly table = new RulesTable(this);
  readonly started: Started[] = [];
  readonly sent: string[] = [];
  readonly winnableFrom: string[] = [];
  readonly persistence = new PersistenceController(this, this.table);
  readonly dealing: DealController;
  constructor() {
    super();
    this.table.clear();
    this.dealing = new DealController(this, this.table, {
      startGame: (game: AnyGame, seed, options, announce) => {
        this.started.push({ variant: game.variant, seed, options, announce });
        this.table.start(game, seed, options);
      },
      send: (event) => {
        this.sent.push(event.type);
        if (event.type === 'PLAY') this.table.apply(event.move);
        else this.table.undo();
      },
      persistence: () => this.persistence,
      dealWinnable: (seed) => this.winnableFrom.push(seed),
    });
  }
}
customElements.define('test-deal-host', DealHost);
declare global {
  interface HTMLElementTagNameMap {
    'test-deal-host': DealHost;
  }
}

/** A host with these deal attributes, once its game's code has loaded and it has dealt (or failed to). */
async function make(
  props: Partial<Pick<DealHost, 'variant' | 'seed' | 'winnable' | 'fill' | 'persist'>>,
): Promise<DealHost> {
  const host = document.createElement('test-deal-host');
  Object.assign(host, props);
  await fixture(host);
  await settle(host);
  return host;
}
async function settle(host: DealHost): Promise<void> {
  host.requestUpdate();
  await host.updateComplete;
  while (host.dealing.loading) {
    await host.dealing.loading.catch(() => {});
    await host.updateComplete;
  }
}
const reports = (host: DealHost) =>
  host.table.of('report').map(([code, message]) => `${String(code)}: ${String(message)}`);

describe('DealController', () => {
  it("loads the game's code, then deals the seed once and tells the page", async () => {
    const host = await make({ seed: '7' });
    expect(host.started).to.deep.equal([{ variant: 'carpet', seed: '7', options: { fill: 'auto' }, announce: true }]);
    expect(host.dealing.loading).to.equal(null);
    expect(host.dealing.loadError).to.equal(null);
    await settle(host);
    expect(host.started, 'the same attributes do not deal again').to.have.length(1);
    host.seed = '8';
    await settle(host);
    expect(host.started.map((s) => s.seed)).to.deep.equal(['7', '8']);
    expect(reports(host)).to.deep.equal([]);
  });

  it('an unknown variant is reported and Carpet is dealt', async () => {
    const host = await make({ variant: 'klondike', seed: '7' });
    expect(reports(host)).to.have.length(1);
    expect(reports(host)[0]).to.match(
      /^unknown-variant: variant="klondike" is not a game; use "carpet", "carthage", "cadogan-carpet"\. Playing "carpet"\.$/,
    );
    expect(host.started.map((s) => s.variant)).to.deep.equal(['carpet']);
    expect(host.dealing.variant).to.equal('carpet');
  });

  it('bad input during a game in progress keeps the game and says so', async () => {
    const host = await make({ seed: '7' });
    host.table.apply(host.table.legalMoves()[0]);
    host.variant = 'klondike';
    await settle(host);
    host.variant = 'carpet';
    host.fill = 'sideways';
    await settle(host);
    expect(host.started, 'no new deal').to.have.length(1);
    expect(reports(host)).to.have.length(2);
    expect(reports(host)[0]).to.match(
      /^unknown-variant: variant="klondike" .* The Carpet game in progress goes on unchanged\.$/,
    );
    expect(reports(host)[1]).to.match(
      /^invalid-attribute: fill="sideways" .* The Carpet game in progress goes on unchanged\.$/,
    );
  });

  it('a bad option with no game in progress is reported and the default used', async () => {
    const host = await make({ seed: '7', fill: 'sideways' });
    expect(reports(host)).to.have.length(1);
    expect(reports(host)[0]).to.match(/^invalid-attribute: fill="sideways" .* Using the default\.$/);
    expect(host.started[0].options).to.deep.equal({ fill: 'auto' });
  });

  it('a seed longer than 1000 characters is reported, and dealt in full', async () => {
    const seed = 'x'.repeat(1001);
    const host = await make({ seed });
    expect(reports(host)).to.deep.equal([
      'invalid-attribute: the seed is 1,001 characters long: it deals in full, but is shown shortened.',
    ]);
    expect(host.started[0].seed).to.equal(seed);
    const fine = await make({ seed: 'y'.repeat(1000) });
    expect(reports(fine)).to.deep.equal([]);
  });

  it('an empty seed is reported and a fresh one dealt', async () => {
    const host = await make({ seed: '' });
    expect(reports(host)).to.have.length(1);
    expect(reports(host)[0]).to.match(/^invalid-attribute: seed="" is empty/);
    expect(host.started[0].seed).to.be.a('string').and.not.equal('');
  });

  it('winnable deals the seed quietly and starts the search for a winnable deal from it', async () => {
    const host = await make({ seed: '7', winnable: true });
    expect(host.started).to.deep.equal([{ variant: 'carpet', seed: '7', options: { fill: 'auto' }, announce: false }]);
    expect(host.winnableFrom).to.deep.equal(['7']);
  });

  it('resumes the game saved for these attributes instead of dealing afresh', async () => {
    const first = await make({ seed: '7', persist: null });
    const [move] = first.table.legalMoves();
    first.table.apply(move);
    first.persistence.track('carpet', first.table.context(), 'playing', true);
    const host = await make({ seed: '7', persist: null });
    expect(host.started).to.deep.equal([{ variant: 'carpet', seed: '7', options: { fill: 'auto' }, announce: false }]);
    expect(host.sent).to.deep.equal(['PLAY']);
    expect(host.table.context().moves).to.deep.equal([move]);
  });

  // Run last: it replaces The Carpet's loader for the rest of this page.
  it('a game whose code fails to load is reported and shown as a load error', async () => {
    const entry = CATALOGUE['cadogan-carpet'];
    const load = entry.load;
    entry.load = () => Promise.reject(new Error('network down'));
    try {
      const host = await make({ variant: 'cadogan-carpet', seed: '7' });
      expect(host.started).to.deep.equal([]);
      expect(host.dealing.variant).to.equal('cadogan-carpet');
      expect(host.dealing.loadError).to.equal(
        'The Carpet could not be loaded. Check the connection and reload the page.',
      );
      expect(reports(host)).to.deep.equal([
        'load-failed: the code of The Carpet could not be loaded (network down). Reload the page to try again.',
      ]);
      expect(host.dealing.loading).to.equal(null);
      // A later try may succeed: the failed load is not kept.
      entry.load = load;
      host.seed = '8';
      await settle(host);
      expect(host.started.map((s) => s.variant)).to.deep.equal(['cadogan-carpet']);
      expect(host.dealing.loadError).to.equal(null);
    } finally {
      entry.load = load;
    }
  });
});
