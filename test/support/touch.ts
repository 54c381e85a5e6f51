import { executeServerCommand } from '@web/test-runner-commands';
import { isWebKit, setViewport } from './commands.js';

/**
 * Real touch input, through the runner's `send-touch` command (scripts/touch-command.mjs). Chromium and
 * Firefox deliver it as fingers (one or several). WebKitGTK's WebDriver turns touch pointer actions into a
 * mouse's (pointerType "mouse", no touch events, navigator.maxTouchPoints 0), so WebKit has no touch here: a
 * touch test skips itself there (`if (!hasTouch) this.skip()`) and counts as skipped, not as a touch
 * test passed by a mouse. The mouse tests cover WebKit's mouse.
 */
export const hasTouch = !isWebKit;

/** One step of one finger (finger 0 unless given). */
export type Touch = { type: 'start' | 'move' | 'end'; position?: [number, number]; finger?: number };

const pointerDowns: string[] = [];
addEventListener('pointerdown', (event) => pointerDowns.push(event.pointerType), { capture: true });

/**
 * Steps of one or more fingers, sent one after another in one command (no round trip to the page between
 * them); a finger that reaches the page as anything but a touch pointer fails the test.
 */
export async function touches(steps: readonly Touch[]): Promise<void> {
  const before = pointerDowns.length;
  await executeServerCommand('send-touch', { type: 'sequence', steps });
  const seen = pointerDowns.slice(before);
  const starts = steps.filter((step) => step.type === 'start').length;
  if (seen.length !== starts || seen.some((type) => type !== 'touch')) {
    throw new Error(`${starts} finger(s) reached the page as [${seen.join(', ')}] pointer input`);
  }
}

/** Lifts every finger still down: for an afterEach, so that a test that failed mid-gesture leaves none behind. */
export async function releaseFingers(): Promise<void> {
  if (hasTouch) await executeServerCommand('send-touch', { type: 'release' });
}

/** One step of a touch. */
export const touch = (step: Touch): Promise<void> => touches([step]);

/** A tap: one finger down and up at one point. */
export const tap = (at: [number, number]): Promise<void> =>
  touches([
    { type: 'start', position: at },
    { type: 'end', position: at },
  ]);

/** The straight path of one finger from `from` to `to` in `steps` moves (the start and end not included). */
export function path(from: [number, number], to: [number, number], steps: number, finger = 0): Touch[] {
  return Array.from({ length: steps }, (_, index) => ({
    type: 'move' as const,
    finger,
    position: [
      Math.round(from[0] + ((to[0] - from[0]) * (index + 1)) / steps),
      Math.round(from[1] + ((to[1] - from[1]) * (index + 1)) / steps),
    ] as [number, number],
  }));
}

/**
 * Makes this top-level test page a phone's: a meta viewport (width=device-width, as a blog's page has one)
 * and, where the engine can emulate it, a mobile viewport of `width` x `height` with touch emulation
 * (Chromium over CDP). Returns whether it could: Firefox under WebDriver BiDi has no mobile emulation, and
 * its touches from BiDi reach the page's events but never its scrolling or zooming (they are dispatched to
 * the page, not through Firefox's compositor, APZ), so there a page neither scrolls nor zooms by touch.
 */
export async function phone(width: number, height: number): Promise<boolean> {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'viewport';
    document.head.append(meta);
  }
  meta.content = 'width=device-width, initial-scale=1';
  const emulated = (await executeServerCommand('mobile-viewport', { width, height })) === true;
  if (!emulated) await setViewport({ width, height });
  return emulated;
}

/** The test page as it was: no meta viewport, no mobile emulation, the runner's 800 x 600. */
export async function leavePhone(): Promise<void> {
  document.querySelector('meta[name="viewport"]')?.remove();
  if (hasTouch) await executeServerCommand('mobile-viewport', null);
  await setViewport({ width: 800, height: 600 });
}
