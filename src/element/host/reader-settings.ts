/**
 * The reader's own settings: the four-colour deck, card glides, the clock and larger card indices. They are
 * the reader's, not the page's: kept for every widget of the site in one localStorage key (in memory only with
 * `persist="false"`), and each one set wins over what the blogger's attributes and tokens ask for. Read at the
 * first render, so a reload paints the deck as chosen from its first frame. A change reaches the other widgets
 * of the page at once, and other tabs through the `storage` event.
 */
import type { ReactiveController } from 'lit';
import { SafeStorage, isRecord } from '../persistence/saved-game.js';
import type { TableHost } from './host.js';

/** The reader's choices, one key for every widget of the site. */
export const PREFS_KEY = 'carpet-solitaire/v1/prefs';

/** Each setting is on, off, or missing (the blogger's default stands). */
export interface ReaderPrefs {
  /** The play clock in the toolbar (missing: the `timer` attribute). */
  clock?: boolean;
  /** Hearts, diamonds, clubs and spades in the reader's four colours; off: red and black (missing: the page's deck). */
  fourColour?: boolean;
  /** Cards glide between piles (missing: the `animation` attribute, `--carpet-duration` and reduced motion). */
  glides?: boolean;
  /** Bigger corner ranks and suits on cards with room for them (missing or off: today's size). */
  largeIndices?: boolean;
}
export type PrefName = keyof ReaderPrefs;
export const PREF_NAMES: readonly PrefName[] = ['fourColour', 'glides', 'clock', 'largeIndices'];

/** The stored text as an object; damaged or missing: an empty one (no error: it only means no choice). */
export function storedRecord(text: string | null): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(text ?? '{}');
    return isRecord(data) ? data : {};
  } catch {
    return {};
  }
}

/** The settings in the stored text: each a boolean, anything else dropped. */
export function parsePrefs(text: string | null): ReaderPrefs {
  const record = storedRecord(text);
  const prefs: ReaderPrefs = {};
  for (const name of PREF_NAMES) if (typeof record[name] === 'boolean') prefs[name] = record[name];
  return prefs;
}

type SettingsHost = TableHost & { persist: string | null };

/** The widgets of this page that are connected, told at once of a change made in one of them (settings-choice.ts). */
export const PAGE_SETTINGS = new Set<ReaderSettings>();

export class ReaderSettings implements ReactiveController {
  /** The choices as read (undefined until the first render reads them, and again once another widget changed them). */
  #prefs: ReaderPrefs | undefined;
  /** Storage trouble is reported by the saved game's own storage; here it only means no choice. */
  readonly #storage = new SafeStorage(() => {});
  readonly #host: SettingsHost;

  constructor(host: SettingsHost) {
    this.#host = host;
    host.addController(this);
  }

  /** The reader's choices now. */
  get prefs(): ReaderPrefs {
    this.#prefs ??= this.kept ? parsePrefs(this.#storage.read(PREFS_KEY)) : {};
    return this.#prefs;
  }

  /** The classes of the widget's frame that the choices ask for (cards.ts draws them). */
  get frameClasses(): string {
    const { fourColour, largeIndices } = this.prefs;
    // Unticked, the deck is two colours even where the page's suit tokens give it four.
    const deck = fourColour === undefined ? '' : fourColour ? ' four-colour' : ' two-colour';
    return `${deck}${largeIndices ? ' large-indices' : ''}`;
  }

  /** Whether the choices are kept in storage (not with `persist="false"`: in memory only). */
  get kept(): boolean {
    return this.#host.persist !== 'false';
  }

  /** Puts choices on the table now (the Settings panel's, settings-choice.ts). */
  remember(prefs: ReaderPrefs): void {
    this.#prefs = prefs;
    this.#host.requestUpdate();
  }

  /** Reads the stored choices again (another widget or tab changed them), unless they live in memory. */
  readonly reread = (): void => {
    if (!this.kept) return;
    this.#prefs = undefined;
    this.#host.requestUpdate();
  };

  hostConnected(): void {
    PAGE_SETTINGS.add(this);
    addEventListener('storage', this.#onStorage);
    // A change made while the element was away is seen when it comes back (in memory, nothing to read again).
    if (this.kept) this.#prefs = undefined;
  }

  hostDisconnected(): void {
    PAGE_SETTINGS.delete(this);
    removeEventListener('storage', this.#onStorage);
  }

  /** Another tab changed the choices (or cleared the storage: key null). */
  readonly #onStorage = (event: StorageEvent): void => {
    if (event.key === PREFS_KEY || event.key === null) this.reread();
  };
}
