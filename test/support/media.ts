import { emulateMedia } from '@web/test-runner-commands';
import { isWebKit } from './commands.js';

/**
 * Puts the page in a colour scheme or a motion preference, and says whether the page now has it.
 * Chromium emulates any of them. Firefox cannot (wtr drives it over WebDriver BiDi, and media emulation
 * needs CDP), so there it is true only for what the browser was launched with: the default Firefox is
 * light with full motion, the "firefox-dark-reduced" group (web-test-runner.config.mjs) dark with reduced
 * motion. A test skips itself when this returns false, so each preference is tested in both browsers.
 */
/** Firefox cannot emulate (and the runner logs a stack trace for each refusal): it is not asked. */
const canEmulate = !/Firefox\//.test(navigator.userAgent) && !isWebKit;

export async function preferColorScheme(colorScheme: 'light' | 'dark'): Promise<boolean> {
  if (canEmulate) await emulateMedia({ colorScheme });
  return matchMedia(`(prefers-color-scheme: ${colorScheme})`).matches;
}

export async function preferReducedMotion(reduce: boolean): Promise<boolean> {
  if (canEmulate) await emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
  return matchMedia('(prefers-reduced-motion: reduce)').matches === reduce;
}
