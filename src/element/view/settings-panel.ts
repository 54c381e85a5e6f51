/**
 * The reader's Settings panel (More, Settings): the four-colour deck, card glides, the clock and larger card
 * indices, each a native checkbox found by its name, applied at once and kept for this reader on this site
 * (host/settings-choice.ts). It lies over the table inside the widget as the Rules panel does; Close or Escape
 * closes it and the focus goes back where it was. It comes with the deferred chunk, its words and styles too.
 */
import { type TemplateResult, html, nothing } from 'lit';
import type { Catalogue } from '../../i18n/catalogue.js';
import { LANGUAGES } from '../../i18n/lang.js';
import { SETTINGS_WORDS, type SettingsWords } from '../../i18n/settings-words.js';
import type { TableHost } from '../host/host.js';
import type { PrefName, ReaderSettings } from '../host/reader-settings.js';
import { settingsView } from '../host/settings-choice.js';
import { OverlayPanel } from './overlay-panel.js';

/**
 * Whether the page's own deck draws four colours: its four suit tokens set, all different. The four-colour box
 * shows that until the reader chooses (ticking it then gives the reader's palette; unticking, two colours).
 */
function pageDeckHasFourColours(host: HTMLElement): boolean {
  const style = getComputedStyle(host);
  const suits = ['hearts', 'diamonds', 'clubs', 'spades'].map((suit) =>
    style.getPropertyValue(`--carpet-${suit}`).trim(),
  );
  return suits.every(Boolean) && new Set(suits).size === 4;
}

export class SettingsPanel extends OverlayPanel {
  /** The page's deck has four colours (read when the panel opens). */
  pageFourColour = false;

  constructor(host: TableHost) {
    super(host, '.settings');
  }

  protected override opening(): void {
    this.pageFourColour = pageDeckHasFourColours(this.host);
  }

  /** Escape closes the panel; no key in it reaches the table hidden under it (a letter there is not a command). */
  handleKeyDown = (event: KeyboardEvent): void => {
    event.stopPropagation();
    if (event.key !== 'Escape') return;
    event.preventDefault();
    this.close();
  };
}

/** The panel's words in the widget's language (English for one with no words of its own). */
function settingsWords(words: Catalogue): SettingsWords {
  return SETTINGS_WORDS[LANGUAGES.find((language) => language === words.lang) ?? 'en'];
}

/** The panel: its title and Close, the four checkboxes, and where the choices are kept. */
export function renderSettings(
  panel: SettingsPanel,
  settings: ReaderSettings,
  now: { clock: boolean; glides: boolean },
  words: Catalogue,
): TemplateResult {
  const said = settingsWords(words);
  const view = settingsView(settings, { ...now, fourColour: panel.pageFourColour });
  const box = (name: PrefName, label: string, note?: TemplateResult) =>
    html`<li>
      <label class="setting"
        ><input
          type="checkbox"
          class="setting-${name}"
          .checked=${view.values[name]}
          aria-describedby=${note ? `setting-${name}-note` : nothing}
          @change=${(event: Event) => view.choose(name, (event.target as HTMLInputElement).checked)}
        />
        ${label}</label
      >${note ?? nothing}
    </li>`;
  return html`<section
    class="settings"
    id="settings"
    part="settings"
    role="dialog"
    aria-labelledby="settings-title"
    tabindex="-1"
    @keydown=${panel.handleKeyDown}
  >
    <div class="settings-head">
      <p class="settings-title" id="settings-title">${said.title}</p>
      <button class="settings-close" @click=${panel.close}>${words.guide.close}</button>
    </div>
    <ul class="settings-list">
      ${box(
        'fourColour',
        said.fourColour,
        html`<span class="setting-note" id="setting-fourColour-note">${said.fourColourNote}</span>`,
      )}
      ${box('glides', said.glides)} ${box('clock', said.clock)} ${box('largeIndices', said.largeIndices)}
    </ul>
    <p class="setting-note">${said.kept(view.stored)}</p>
  </section>`;
}
