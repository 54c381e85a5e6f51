/**
 * The rules panel's words, fetched on demand: one chunk per language, English too, so that no page pays
 * for the rules before a reader asks for them (chunks/rules-<language>-*.js in the drop-in build).
 */
import { once } from '../../core/once.js';
import type { RulesWords } from './rules-words.js';

export type { RulesSection, RulesWords } from './rules-words.js';

/** Each language's rules, as a chunk of its own. One line per language. */
const LOADERS = {
  en: () => import('./en.js').then((module) => module.RULES),
  fr: () => import('./fr.js').then((module) => module.RULES),
  de: () => import('./de.js').then((module) => module.RULES),
  es: () => import('./es.js').then((module) => module.RULES),
} satisfies Record<string, () => Promise<RulesWords>>;

/** The languages with rules: the same as the catalogues'. */
export type RulesLanguage = keyof typeof LOADERS;

const loaded = new Map<string, RulesWords>();

/**
 * Adds a language's rules to the loaded ones, as each language's file does when it arrives. Being a side
 * effect, this also keeps rollup from merging the chunk into the entry (it merges small chunks only when
 * they have none), which would send every language's rules to every page.
 */
export function addRules(words: RulesWords): RulesWords {
  loaded.set(words.lang, words);
  return words;
}

/** The rules of `language` when they are here already, else undefined. */
export const rulesIfLoaded = (language: RulesLanguage): RulesWords | undefined => loaded.get(language);

/** Each language's rules, fetched once per page: one promise per language, which every caller waits on. */
const fetched = once((language: RulesLanguage) => LOADERS[language]());

/**
 * The rules of `language`, fetched once. On a failed fetch the promise rejects (the caller shows an error
 * line) and the failure is forgotten, so a later call tries again.
 */
export function loadRules(language: RulesLanguage): Promise<RulesWords> {
  const known = loaded.get(language);
  return known ? Promise.resolve(known) : fetched.load(language);
}
