/**
 * Starts fetching what the page's tags already ask for (each game's chunk, each language's catalogue)
 * as soon as this module runs. The entry imports it first, so the fetches start while the rest of the
 * entry is still being evaluated, instead of after the element is defined and has looked at its
 * attributes: one round trip less before the first card.
 */
import { languageOf, loadCatalogue, nearestLang } from '../../i18n/lang.js';
import { DEFAULT_VARIANT, isVariant, loadGame } from '../../games/catalogue.js';

/** Fetches the game and the catalogue of every `<carpet-solitaire>` in `root`; failures are left to the element, which tries again and reports them. */
export function fetchEarly(root: ParentNode): void {
  for (const element of root.querySelectorAll('carpet-solitaire')) {
    const variant = element.getAttribute('variant') ?? DEFAULT_VARIANT;
    if (isVariant(variant)) loadGame(variant).catch(() => undefined);
    // Quietly: an unknown language is the element's to warn about, once.
    const language = languageOf(nearestLang(element), null);
    if (language !== 'en') void loadCatalogue(language);
  }
}

if (typeof document !== 'undefined') fetchEarly(document);
