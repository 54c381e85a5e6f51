import { expect } from '@open-wc/testing';
import type { Catalogue } from '../../src/i18n/catalogue.js';
import { EN } from '../../src/i18n/en.js';
import { LANGUAGES, catalogueIfLoaded, languageOf, loadCatalogue, nearestLang } from '../../src/i18n/lang.js';

/** Every key path of a catalogue, with the kind of value (text or function) at each. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}()`];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));
  return [path];
}

describe('catalogues', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has every key English has, and none it lacks`, async () => {
      const catalogue: Catalogue = await loadCatalogue(language);
      expect(catalogue.lang).to.equal(language);
      expect(shape(catalogue).sort()).to.deep.equal(shape(EN).sort());
    });

    it(`${language} writes its plurals and numbers its own way`, async () => {
      const catalogue = await loadCatalogue(language);
      // (One may be a word: German says "noch einmal".)
      for (const count of [0, 2, 5, 1000]) {
        const text = catalogue.table.note({ kind: 'deals-left', count: count });
        expect(text, `${language} ${count}`).to.contain(new Intl.NumberFormat(language).format(count));
      }
      expect(catalogue.table.note({ kind: 'deals-left', count: 1 })).to.not.equal(
        catalogue.table.note({ kind: 'deals-left', count: 2 }).replace('2', '1'),
      );
    });
  }

  it('German says one deal as a word, and counts the others with the verb', async () => {
    const de = await loadCatalogue('de');
    expect(de.table.note({ kind: 'deals-left', count: 1 })).to.equal('noch einmal austeilen');
    expect(de.table.note({ kind: 'deals-left', count: 3 })).to.equal('noch 3-mal austeilen');
  });

  it('French counts zero as singular, English as plural (Intl.PluralRules)', async () => {
    const fr = await loadCatalogue('fr');
    expect(fr.table.note({ kind: 'deals-left', count: 0 })).to.equal('0 donne restante');
    expect(EN.table.note({ kind: 'deals-left', count: 0 })).to.equal('0 deals left');
    expect(fr.table.note({ kind: 'deals-left', count: 1000 })).to.equal(
      `${new Intl.NumberFormat('fr').format(1000)} donnes restantes`,
    );
  });
});

describe('the language', () => {
  it('a regional tag falls back to its language; a language with no catalogue to English, said once', () => {
    const said: string[] = [];
    const warn = (message: string) => said.push(message);
    expect(languageOf('fr-CA', warn)).to.equal('fr');
    expect(languageOf('DE', warn)).to.equal('de');
    expect(languageOf('es_MX', warn)).to.equal('es');
    expect(languageOf('', warn)).to.equal('en');
    expect(languageOf('pt-BR', warn)).to.equal('en');
    expect(languageOf('pt', warn)).to.equal('en');
    expect(said).to.have.length(1);
    expect(said[0]).to.contain('lang="pt-BR"');
  });

  it('comes from the element, else the nearest lang around it, through shadow roots', () => {
    const outer = document.createElement('div');
    outer.lang = 'de';
    const host = document.createElement('div');
    outer.append(host);
    const inner = host.attachShadow({ mode: 'open' });
    const element = document.createElement('span');
    inner.append(element);
    expect(nearestLang(element)).to.equal('de');
    element.setAttribute('lang', 'fr-CA');
    expect(nearestLang(element)).to.equal('fr-CA');
    expect(nearestLang(document.createElement('span'))).to.equal('');
  });

  it('English is in the entry; another language is fetched once, on demand', async () => {
    expect(catalogueIfLoaded('en')).to.equal(EN);
    const first = await loadCatalogue('es');
    expect(catalogueIfLoaded('es')).to.equal(first);
    expect(await loadCatalogue('es')).to.equal(first);
  });
});
