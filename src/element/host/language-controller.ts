/**
 * The widget's language (src/i18n/lang.ts): its own `lang`, else the nearest `lang` of the page around
 * it, watched while the element is on the page so that a change of either draws the table again in the
 * new language, the game going on. English is always here; another catalogue is fetched first, and the
 * element's updateComplete waits for it as it waits for a game's code.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Catalogue } from '../../i18n/catalogue.js';
import { EN } from '../../i18n/en.js';
import { Loading } from './loading.js';
import { type Language, catalogueIfLoaded, languageOf, loadCatalogue, nearestLang } from '../../i18n/lang.js';

type LanguageHost = ReactiveControllerHost & HTMLElement;

export class LanguageController implements ReactiveController {
  /** The words in use: English until the page's language has arrived. */
  words: Catalogue = EN;
  /** The load of a catalogue in progress (the element's updateComplete waits for it). */
  get loading(): Promise<void> | null {
    return this.#loading.promise;
  }
  #language: Language = 'en';
  #observer: MutationObserver | null = null;

  readonly #host: LanguageHost;
  readonly #loading: Loading;

  constructor(host: LanguageHost) {
    this.#host = host;
    this.#loading = new Loading(host);
    host.addController(this);
  }

  hostConnected(): void {
    // Every `lang` from the element up to the document's root: a change to any of them may change ours.
    this.#observer = new MutationObserver(() => this.#host.requestUpdate());
    for (
      let node: Node | null = this.#host;
      node;
      node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null)
    ) {
      if (node instanceof Element) this.#observer.observe(node, { attributes: true, attributeFilter: ['lang'] });
    }
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = null;
  }

  hostUpdate(): void {
    const language = languageOf(nearestLang(this.#host));
    if (language === this.#language) return;
    this.#language = language;
    const here = catalogueIfLoaded(language);
    if (here) {
      this.words = here;
      return;
    }
    const loading = loadCatalogue(language).then((words) => {
      if (this.#language !== language) return;
      this.words = words;
      this.#host.requestUpdate();
    });
    void this.#loading.track(loading);
  }
}
