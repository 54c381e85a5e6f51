import { expect, waitUntil } from '@open-wc/testing';
import { fetchEarly } from '../../src/element/host/fetch-early.js';
import { loadedGame } from '../../src/games/catalogue.js';
import { catalogueIfLoaded } from '../../src/i18n/lang.js';

describe('fetching early what the tags ask for', () => {
  it('fetches each tag’s game and language before any element is defined; says nothing of what it does not know', async () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <carpet-solitaire variant="carthage"></carpet-solitaire>
      <div lang="de-AT"><carpet-solitaire variant="klondike"></carpet-solitaire></div>
      <carpet-solitaire variant="cadogan-carpet" lang="xx"></carpet-solitaire>`;
    expect(customElements.get('carpet-solitaire'), 'this test runs without the element').to.equal(undefined);
    const said: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => said.push(args.join(' '));
    try {
      fetchEarly(root);
    } finally {
      console.warn = warn;
    }
    await waitUntil(
      () => loadedGame('carthage') && loadedGame('cadogan-carpet') && catalogueIfLoaded('de'),
      'the games and German arrive',
    );
    expect(loadedGame('carpet'), 'no tag asks for Carpet').to.equal(undefined);
    expect(catalogueIfLoaded('fr')).to.equal(undefined);
    expect(said, 'the unknown variant and language are the element’s to report').to.deep.equal([]);
  });
});
