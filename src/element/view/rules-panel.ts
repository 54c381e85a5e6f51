/**
 * The Rules panel: the rules of the game on the table, in the widget's language, opened from the More menu,
 * the G key or the line offered to a reader new to the game. It lies over the table inside the widget and
 * scrolls there, so it never pushes the page's text; the table under it is hidden from sight, the keyboard
 * and screen readers while it is open. Its text is long, so each language's is fetched the first time the
 * panel opens (src/i18n/rules/), never before the first cards.
 */
import { type TemplateResult, html } from 'lit';
import { loadRules, rulesIfLoaded } from '../../i18n/rules/load.js';
import type { RulesWords } from '../../i18n/rules/rules-words.js';
import type { Catalogue } from '../../i18n/catalogue.js';
import { LANGUAGES, type Language } from '../../i18n/lang.js';
import type { AnyContext, AnyGame, TableHost } from '../host/host.js';
import { Loading } from '../host/loading.js';
import { OverlayPanel } from './overlay-panel.js';

export class RulesPanel extends OverlayPanel {
  /** Whether the last fetch of the text failed (closing and opening again tries again). */
  failed = false;
  readonly #loading: Loading;

  constructor(
    host: TableHost,
    private readonly words: () => Catalogue,
  ) {
    super(host, '.rules');
    this.#loading = new Loading(host);
  }

  /** The fetch of the text under way (the element's updateComplete waits for it), or null. */
  get loading(): Promise<void> | null {
    return this.#loading.promise;
  }

  /** The rules in the widget's language, once here. */
  get text(): RulesWords | null {
    return rulesIfLoaded(this.#language()) ?? null;
  }

  protected override opening(): void {
    this.failed = false;
    this.#fetch();
  }

  /** Escape closes the panel (and is not also the table's Escape). */
  handleKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    this.close();
  };

  /** The language changed while the panel is open: its text is fetched too. */
  hostUpdate(): void {
    if (this.open && !this.text && !this.loading && !this.failed) this.#fetch();
  }

  #language(): Language {
    const lang = this.words().lang;
    return LANGUAGES.find((language) => language === lang) ?? 'en';
  }

  #fetch(): void {
    if (this.text || this.loading) return;
    void this.#loading.track(
      loadRules(this.#language()).then(
        () => undefined,
        () => void (this.failed = true),
      ),
    );
  }
}

/**
 * The panel: its title and Close, then the game's rules section by section (aim, layout, moves, the stock
 * and its re-deals, the end), or a line while they load or when they could not be loaded.
 */
export function renderRules(panel: RulesPanel, game: AnyGame, context: AnyContext, words: Catalogue): TemplateResult {
  const { text, failed } = panel;
  const { guide } = words;
  const name = words.table.game(game.variant);
  const manualFill = (context.options as { fill?: string } | null)?.fill === 'manual';
  const body = text
    ? text.sections(game.variant, { manualFill }).map(
        ({ heading, lines }) =>
          html`<h3 class="rules-heading">${heading}</h3>
            <ul>
              ${lines.map((line) => html`<li>${line}</li>`)}
            </ul>`,
      )
    : html`<p class="rules-note" role="status">${failed ? guide.rulesFailed : guide.rulesLoading}</p>`;
  return html`<section
    class="rules"
    id="rules"
    part="rules"
    role="dialog"
    aria-labelledby="rules-title"
    tabindex="-1"
    @keydown=${panel.handleKeyDown}
  >
    <div class="rules-head">
      <p class="rules-title" id="rules-title">${text ? text.title(name) : `${guide.rules} · ${name}`}</p>
      <button class="rules-close" @click=${panel.close}>${guide.close}</button>
    </div>
    ${body}
    <p class="rules-end"><button class="rules-close" @click=${panel.close}>${guide.close}</button></p>
  </section>`;
}
