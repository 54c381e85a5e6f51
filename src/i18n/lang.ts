/**
 * Which language the widget speaks: the element's own `lang`, else the nearest `lang` of the page
 * around it (through shadow roots too), else English. A regional tag falls back to its language
 * ("fr-CA" to "fr"); a language with no catalogue falls back to English, said once per language in
 * the console. Catalogues beyond English are fetched on demand, one chunk each.
 */
import { once } from '../core/once.js';
import type { Catalogue } from './catalogue.js';
import { EN } from './en.js';

/** Each language's catalogue beyond English, as a chunk of its own: a page loads only its own. One line per language. */
const LOADERS = {
  fr: () => import('./fr.js').then((module) => module.FR),
  de: () => import('./de.js').then((module) => module.DE),
  es: () => import('./es.js').then((module) => module.ES),
} satisfies Record<string, () => Promise<Catalogue>>;

export type Language = 'en' | keyof typeof LOADERS;
/** The languages with a catalogue, English first (the fallback, always in the entry). */
export const LANGUAGES: readonly Language[] = ['en', ...(Object.keys(LOADERS) as (keyof typeof LOADERS)[])];

/** The nearest `lang` attribute at or above `element`, crossing shadow roots; '' when none. */
export function nearestLang(element: Element): string {
  for (let node: Node | null = element; node;) {
    if (node instanceof Element) {
      const lang = node.getAttribute('lang');
      if (lang !== null) return lang;
    }
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return '';
}

const warned = new Set<string>();

/**
 * The language with a catalogue for a BCP 47 tag: the tag's primary language when there is one
 * ("fr-CA" -> "fr", "DE" -> "de"), else English; an unknown language is reported once by `warn`.
 */
export function languageOf(
  tag: string,
  warn: ((message: string) => void) | null = (message) => console.warn(message),
): Language {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === '') return 'en';
  const known = LANGUAGES.find((language) => language === primary);
  if (known) return known;
  // A caller that only peeks (null) leaves the one warning to the element's language controller.
  if (warn && !warned.has(primary)) {
    warned.add(primary);
    warn(`<carpet-solitaire>: no catalogue for lang="${tag}"; speaking English (languages: ${LANGUAGES.join(', ')}).`);
  }
  return 'en';
}

const loaded = new Map<Language, Catalogue>([['en', EN]]);

/**
 * Adds a catalogue to the loaded ones, as each language's file does when it arrives. Being a side effect,
 * this also keeps the bundler from merging a catalogue's chunk into the entry (rollup merges small chunks
 * only when they have none), which would send every language to every page.
 */
export function addCatalogue(catalogue: Catalogue): Catalogue {
  loaded.set(catalogue.lang as Language, catalogue);
  return catalogue;
}

/** The catalogue of `language` when it is here already (English always is), else undefined. */
export const catalogueIfLoaded = (language: Language): Catalogue | undefined => loaded.get(language);

/** Each catalogue, fetched once per page: one promise per language, which every caller waits on. */
const fetched = once((language: keyof typeof LOADERS) => LOADERS[language]());

/**
 * The catalogue of `language`, fetched once; English when the fetch fails (a page offline keeps working;
 * a later call tries again). While it is on its way, every caller gets the same promise, so what each
 * does on its arrival runs in the order the calls were made, in one go: a report in that language, asked
 * for during the element's update, is made before the element's updateComplete (which waits for the
 * language controller's call) resolves.
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const known = loaded.get(language);
  if (known) return Promise.resolve(known);
  if (language === 'en') return Promise.resolve(EN);
  return fetched.load(language).catch(() => EN);
}
