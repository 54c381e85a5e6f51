/**
 * A new game is one folder and one line in src/games/registry.ts: everything else reads the registry and
 * the game's meta.ts. These tests fail when a game's metadata is written a second time (in its definition
 * or in the catalogue), when the registry and the folders disagree, or when a language has no title for a
 * game.
 */
import { expect } from '@open-wc/testing';
import { GAMES } from '../../src/games/all.js';
import { CATALOGUE, GAME_ATTRIBUTES, loadGame } from '../../src/games/catalogue.js';
import { DEFAULT_VARIANT, GAME_METAS, VARIANTS, isVariant } from '../../src/games/registry.js';
import { LANGUAGES, loadCatalogue } from '../../src/i18n/lang.js';

const source = async (path: string): Promise<string> => {
  const response = await fetch(path);
  expect(response.ok, `GET ${path}`).to.equal(true);
  return response.text();
};

describe('the registry of games', () => {
  it('lists each game once, the default first, and knows nothing else as a game', () => {
    expect(new Set(VARIANTS).size, 'variants').to.equal(GAME_METAS.length);
    expect(DEFAULT_VARIANT).to.equal('carpet');
    expect(VARIANTS).to.deep.equal(['carpet', 'carthage', 'cadogan-carpet']);
    for (const value of ['klondike', '', 'Carpet', '__proto__', 'constructor', 42, null])
      expect(isVariant(value), String(value)).to.equal(false);
  });

  it('every game of the registry is in games/all.ts (the npm entry’s GAMES), as the catalogue loads it', async () => {
    expect(Object.keys(GAMES)).to.deep.equal(VARIANTS);
    for (const variant of VARIANTS) expect(GAMES[variant], variant).to.equal(await loadGame(variant));
  });

  it('a game whose first search can answer unknown searches on patiently: its page solver has a larger deep budget', async () => {
    // Carpet's search is exact on every deal within its budget; the two-pack games' are not.
    expect(GAMES.carpet.solver?.deepBudget).to.equal(undefined);
    for (const variant of ['carthage', 'cadogan-carpet'] as const) {
      const { solver } = GAMES[variant];
      expect(solver?.deepBudget, variant).to.be.greaterThan(5 * solver!.budget);
      const full = await solver!.loadFullSolver!();
      expect(full.deepBudget, `${variant}'s full solver`).to.equal(solver!.deepBudget);
    }
  });

  for (const meta of GAME_METAS) {
    it(`${meta.variant}: its definition and the catalogue are its meta.ts, not copies of it`, async () => {
      const game = await loadGame(meta.variant);
      expect(game.variant).to.equal(meta.variant);
      expect(game.title).to.equal(meta.title);
      // The same array, not an equal one: the definition spreads its meta.
      expect(game.attributes, 'attributes').to.equal(meta.attributes);
      expect(game.table.columns).to.equal(meta.grid.columns);
      expect(game.table.rows).to.equal(meta.grid.rows);
      expect(game.table.squareCells ?? false).to.equal('squareCells' in meta.grid ? meta.grid.squareCells : false);
      expect(CATALOGUE[meta.variant].attributes, 'catalogue').to.equal(meta.attributes);
      expect(CATALOGUE[meta.variant].grid, 'catalogue').to.equal(meta.grid);
      for (const attribute of meta.attributes) expect(GAME_ATTRIBUTES).to.include(attribute);
      // The places the metadata used to be typed again: the definition and the catalogue name no title or grid.
      // (The test server serves TypeScript compiled, with its quotes made double.)
      for (const path of [`/src/games/${meta.variant}/index.ts`, '/src/games/catalogue.ts']) {
        const text = await source(path);
        const code = text.replace(/\/\/# sourceMappingURL=.*$/m, '');
        expect(new RegExp(`['"]${meta.title}['"]`).exec(code)?.[0], `${path} writes the title again`).to.equal(
          undefined,
        );
        expect(
          /\b(columns|rows|title|attributes):\s*[\d'"[]/.exec(code)?.[0],
          `${path} writes metadata again`,
        ).to.equal(undefined);
      }
    });
  }

  it('every language titles every game, English as meta.ts does', async () => {
    for (const language of LANGUAGES) {
      const words = await loadCatalogue(language);
      expect(words.lang.split('-')[0], `${language} arrived`).to.equal(language);
      for (const meta of GAME_METAS) {
        const title = words.table.game(meta.variant);
        expect(title, `${language}: the title of ${meta.variant}`).not.to.equal(meta.variant);
        expect(title.trim(), `${language}: the title of ${meta.variant}`).not.to.equal('');
        if (language === 'en') expect(title).to.equal(meta.title);
      }
    }
  });
});
