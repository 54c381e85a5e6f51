import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { SUITS, suitOf } from '../../src/core/cards.js';
import { saveKey } from '../../src/element/persistence/saved-game.js';
import type { CarpetErrorDetail } from '../../src/events.js';
import { VARIANTS } from '../../src/games/catalogue.js';
import { carpetGame } from '../../src/games/carpet/index.js';
import type { Catalogue } from '../../src/i18n/catalogue.js';
import { pileNamer } from '../../src/i18n/error-words.js';
import { LANGUAGES, type Language, loadCatalogue } from '../../src/i18n/lang.js';

/**
 * The values of the `analysis` and `animation` attributes (the README's and the manifest's), as the
 * messages list them: written here, not taken from the controllers, which the drop-in build keeps inside.
 */
const ANALYSIS_MODES = ['off', 'warn', 'full'];
const ANIMATION_VALUES = ['normal', 'fast', 'off'];

/**
 * Every `carpet-error` speaks the widget's language; its `code` is the same in every language. Each
 * language's widget is provoked the same way, and each message must be its catalogue's.
 */

/** English words that must not leak into another language's message (attribute names, values and API terms aside). */
const ENGLISH = /\b(the|is|not|of|card|cards|seed|game|empty|move|cannot|does|goes)\b/i;

/** A message without what stays as the page or the API writes it: quoted values, `name=`, `play()`, `{ from: … }`, localStorage. */
const wordsOf = (message: string): string =>
  message
    .replace(/"[^"]*"|«[^»]*»|„[^“]*“/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b[\w-]+=/g, ' ')
    .replace(/\b(play\(\)|element\.updateComplete|localStorage|carpet-\d+|foundation-\d+|winnable)\b/g, ' ');

const warn = console.warn;
beforeEach(() => (console.warn = () => {}));
afterEach(() => (console.warn = warn));

/** A Carpet widget in `lang`, its catalogue arrived, recording its errors. */
async function widget(lang: string, seed: string): Promise<{ el: CarpetSolitaire; errors: CarpetErrorDetail[] }> {
  const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire lang=${lang} seed=${seed}></carpet-solitaire>`);
  await el.updateComplete;
  const errors: CarpetErrorDetail[] = [];
  el.addEventListener('carpet-error', (event) => errors.push(event.detail));
  return { el, errors };
}

async function set(el: CarpetSolitaire, name: string, value: string): Promise<void> {
  el.setAttribute(name, value);
  await el.updateComplete;
}

/** Bad input of each kind, given to a widget in `lang`: what it reported, and the messages its catalogue has for them. */
async function provoke(lang: Language): Promise<{ errors: CarpetErrorDetail[]; expected: string[] }> {
  const words: Catalogue = await loadCatalogue(lang);
  const { errors: say } = words;
  const { el, errors } = await widget(lang, '42');
  // Not a move at all.
  el.play({} as never);
  // A carpet card onto a foundation of another suit: a refusal that names the card and the pile.
  const card = el.snapshot.piles['carpet-0'][0];
  const to = `foundation-${(SUITS.indexOf(suitOf(card)) + 1) % SUITS.length}`;
  el.play({ from: 'carpet-0', to });
  // A move made, so bad input keeps the game in progress.
  el.play(el.legalMoves()[0]);
  await el.updateComplete;
  await set(el, 'variant', 'klondike');
  await set(el, 'variant', 'carpet');
  await set(el, 'fill', 'diagonal');
  await set(el, 'animation', 'wild');
  const why = say.refusal({ key: 'wrong-suit', card, pile: to }, pileNamer(carpetGame));
  const expected = [
    say.invalidMove('{}'),
    say.illegalMove('carpet-0', to, why),
    `${say.unknownVariant('"klondike"', VARIANTS)} ${say.keeping('carpet')}`,
    `${say.optionProblem({ attribute: 'fill', value: 'diagonal', allowed: ['auto', 'manual'] })} ${say.keeping('carpet')}`,
    say.notOneOf('animation', '"wild"', ANIMATION_VALUES, 'normal'),
  ];
  return { errors, expected };
}

describe('carpet-error on the first update', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: bad attributes on a page in ${lang} are reported in ${lang}, though its words arrive after the first update`, async () => {
      const { errors: say } = await loadCatalogue(lang);
      const el = document.createElement('carpet-solitaire');
      const errors: CarpetErrorDetail[] = [];
      el.addEventListener('carpet-error', (event) => errors.push(event.detail));
      for (const [name, value] of Object.entries({
        lang,
        variant: 'klondike',
        fill: 'diagonal',
        animation: 'wild',
        persist: 'maybe',
        analysis: 'bogus',
      }))
        el.setAttribute(name, value);
      const parent = await fixture(html`<div></div>`);
      parent.append(el);
      await el.updateComplete;
      // In any order: the motion's and the analysis's reports come before the deal's while the game's code loads.
      expect(errors.map((error) => error.message).sort()).to.deep.equal(
        [
          `${say.unknownVariant('"klondike"', VARIANTS)} ${say.playingDefault('carpet')}`,
          `${say.optionProblem({ attribute: 'fill', value: 'diagonal', allowed: ['auto', 'manual'] })} ${say.usingDefault}`,
          say.persistInvalid('"maybe"'),
          say.notOneOf('animation', '"wild"', ANIMATION_VALUES, 'normal'),
          say.notOneOf('analysis', '"bogus"', ANALYSIS_MODES, 'warn'),
        ].sort(),
      );
      expect(errors.map((error) => error.code).sort()).to.deep.equal([
        'invalid-attribute',
        'invalid-attribute',
        'invalid-attribute',
        'invalid-attribute',
        'unknown-variant',
      ]);
    });
  }
});

describe('carpet-error in each language', () => {
  const codes = new Map<string, string[]>();
  const english = new Map<number, string>();

  for (const lang of LANGUAGES) {
    it(`${lang}: each message is the ${lang} catalogue's`, async () => {
      const { errors, expected } = await provoke(lang);
      expect(errors.map((error) => error.message)).to.deep.equal(expected);
      codes.set(
        lang,
        errors.map((error) => error.code),
      );
      if (lang === 'en') errors.forEach((error, index) => english.set(index, error.message));
      else {
        for (const [index, error] of errors.entries()) {
          expect(error.message, 'a message of its own').to.not.equal(english.get(index));
          expect(wordsOf(error.message), error.message).to.not.match(ENGLISH);
        }
      }
    });
  }

  it('the codes are the same in every language', () => {
    expect(codes.get('en')).to.deep.equal([
      'invalid-move',
      'illegal-move',
      'unknown-variant',
      'invalid-attribute',
      'invalid-attribute',
    ]);
    for (const lang of LANGUAGES) expect(codes.get(lang), lang).to.deep.equal(codes.get('en'));
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: a damaged save is reported in ${lang}`, async () => {
      const { errors: say } = await loadCatalogue(lang);
      const { el, errors } = await widget(lang, 'first');
      localStorage.setItem(saveKey('carpet', 'second', JSON.stringify({ fill: 'auto' })), '{"version":');
      await set(el, 'seed', 'second');
      expect(errors.map((error) => error.code)).to.deep.equal(['invalid-save']);
      expect(errors[0].message).to.equal(say.invalidSave({ key: 'not-json' }));
      if (lang !== 'en') expect(wordsOf(errors[0].message), errors[0].message).to.not.match(ENGLISH);
    });
  }

  it('every refusal reads as a sentence in every language, naming no English card', async () => {
    const piles = pileNamer(carpetGame);
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const { errors: say } = await loadCatalogue(lang);
      const refusals = [
        say.refusal({ key: 'wrong-suit', card: 'QH', pile: 'foundation-3' }, piles),
        say.refusal({ key: 'needs', card: '2C', pile: 'foundation-0' }, piles),
        say.refusal({ key: 'empty', pile: 'waste' }, piles),
        say.refusal({ key: 'tableau-build', card: 'JS', onto: 'KS' }, piles),
        say.refusal({ key: 'super-move-limit', reserves: 1, piles: 0, limit: 2, count: 3, intoEmpty: true }, piles),
        say.refusal({ key: 'blocked', card: 'QD' }, piles),
      ];
      for (const text of refusals) {
        expect(text, `${lang}: ${text}`).to.match(/^\S.{8,}[.]$/);
        expect(wordsOf(text), `${lang}: ${text}`).to.not.match(ENGLISH);
      }
    }
  });
});
