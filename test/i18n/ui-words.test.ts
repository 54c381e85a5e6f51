import { expect } from '@open-wc/testing';
import { EN } from '../../src/i18n/en.js';
import { LANGUAGES, loadCatalogue } from '../../src/i18n/lang.js';

describe('the ui words', () => {
  it('English says what the widget said before the catalogues', () => {
    const { ui } = EN;
    expect(ui.wonIn(74)).to.equal('All cards home in 74 moves.');
    expect(ui.finish(12)).to.equal('Finish (12 moves)');
    expect(ui.cards(1)).to.equal('1 card');
    expect(ui.cards(3)).to.equal('3 cards');
    expect(ui.cardOf(2, 5)).to.equal('card 2 of 5');
    expect(ui.board('Carpet')).to.equal('Carpet table');
    expect(ui.statsLabel('Carpet')).to.equal('Carpet statistics');
    expect(ui.wonShare(5, 50)).to.equal('5 (50%)');
    expect(ui.withBest(3, 5)).to.equal('3 (best 5)');
    expect(ui.lostBy('the seven of clubs to its foundation')).to.equal(
      'No longer winnable: the seven of clubs to its foundation lost it. Undo goes back.',
    );
    expect(ui.shareEnd({ won: true, moves: 74, undos: 2, stuck: false })).to.equal('won in 74 moves, 2 undos');
    expect(ui.shareEnd({ won: false, moves: 51, undos: 0, stuck: false })).to.equal(
      'no way to win left after 51 moves',
    );
    expect(ui.loading('Carthage')).to.equal('Loading Carthage…');
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: the same keys in the keys panel, counts in the language's plural and numbers`, async () => {
      const { ui } = await loadCatalogue(language);
      const letters = (keys: string) => keys.match(/\b[A-Z]\b|\?|Ctrl\+[ZY]|Strg\+[ZY]/g)?.join(' ') ?? '';
      expect(ui.keyLines.map((line) => letters(line.keys).replace('Strg', 'Ctrl'))).to.deep.equal(
        EN.ui.keyLines.map((line) => letters(line.keys)),
      );
      const number = new Intl.NumberFormat(language).format;
      for (const count of [1, 2, 74, 1000]) {
        for (const text of [
          ui.finish(count),
          ui.wonIn(count),
          ui.cards(count),
          ui.shareEnd({ won: true, moves: count, undos: count, stuck: false }),
        ]) {
          expect(text, `${language} ${count}`).to.contain(number(count));
        }
      }
      expect(ui.cards(1)).to.not.equal(ui.cards(2).replace(number(2), number(1)));
      expect(ui.number(1234567)).to.equal(number(1234567));
      // Nothing of the English left in the fixed words but what the languages share (names, the key "Tab").
      for (const [key, value] of Object.entries(ui)) {
        if (typeof value === 'string') expect(value, key).to.not.equal(EN.ui[key as keyof typeof EN.ui]);
      }
    });
  }
});
