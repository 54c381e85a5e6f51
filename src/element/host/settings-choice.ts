/**
 * A reader's choice in the Settings panel, made: put on this widget's table at once, written to the site's
 * storage (unless `persist="false"`: in memory only), and read again by every other widget of the page. Other
 * tabs hear of it through the `storage` event (reader-settings.ts). It comes with the panel, in the deferred
 * chunk: the first cards need only the reading of the choices.
 */
import { SafeStorage } from '../persistence/saved-game.js';
import { PAGE_SETTINGS, PREFS_KEY, type PrefName, type ReaderSettings, storedRecord } from './reader-settings.js';

/** What the Settings panel draws and changes: each setting as it is now (whoever decided it), and the reader's choice. */
export interface SettingsView {
  readonly values: Readonly<Record<PrefName, boolean>>;
  /** Whether the choices are kept in storage (not with `persist="false"`). */
  readonly stored: boolean;
  choose(name: PrefName, value: boolean): void;
}

/** Storage trouble is reported by the saved game's own storage; here it only means the choice is not kept. */
const storage = new SafeStorage(() => {});

/** The text to store once `name` is set: what was stored (keys of later versions too), with the new value. */
export function withPref(text: string | null, name: PrefName, value: boolean): string {
  return JSON.stringify({ ...storedRecord(text), [name]: value });
}

/** Sets one choice for this reader: shown at once, remembered on this site (in memory with `persist="false"`). */
export function chooseSetting(settings: ReaderSettings, name: PrefName, value: boolean): void {
  settings.remember({ ...settings.prefs, [name]: value });
  if (!settings.kept) return;
  storage.write(PREFS_KEY, withPref(storage.read(PREFS_KEY), name, value));
  for (const other of PAGE_SETTINGS) if (other !== settings) other.reread();
}

/**
 * The panel's view, given what the clock, the glides and the page's deck do now (the attribute, the page or the
 * system may decide them): a choice the reader made shows as made.
 */
export function settingsView(
  settings: ReaderSettings,
  now: { clock: boolean; glides: boolean; fourColour: boolean },
): SettingsView {
  const { fourColour = now.fourColour, largeIndices = false } = settings.prefs;
  return {
    values: { ...now, fourColour, largeIndices },
    stored: settings.kept,
    choose: (name, value) => chooseSetting(settings, name, value),
  };
}
