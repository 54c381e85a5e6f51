/**
 * Bad input told in the widget's language. The words in use are the language controller's, and they are
 * still English during the first update of a page in another language, while that language's catalogue
 * loads: a report made then waits for the catalogue, so that a French page with a bad attribute hears of
 * it in French (the element's updateComplete waits for the same catalogue, so the report comes first).
 */
import type { CarpetErrorCode } from '../../events.js';
import type { Catalogue } from '../../i18n/catalogue.js';
import type { ErrorWords } from '../../i18n/error-words.js';
import { languageOf, loadCatalogue, nearestLang } from '../../i18n/lang.js';

export type Report = (code: CarpetErrorCode, message: string) => void;

/** Reports `message` in the words of `host`'s language: `words` when they are that language's, else once its catalogue has arrived. */
export function reportInLanguage(
  host: Element,
  words: Catalogue,
  report: Report,
  code: CarpetErrorCode,
  message: (errors: ErrorWords) => string,
): void {
  const language = languageOf(nearestLang(host), null);
  if (words.lang === language) {
    report(code, message(words.errors));
    return;
  }
  void loadCatalogue(language).then((arrived) => report(code, message(arrived.errors)));
}
