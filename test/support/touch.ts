import { executeServerCommand } from '@web/test-runner-commands';
import { isWebKit } from './commands.js';

/**
 * Real touch input, through the runner's `send-touch` command (scripts/touch-command.mjs). Chromium and
 * Firefox deliver it as a finger. WebKitGTK's WebDriver turns touch pointer actions into a mouse's
 * (pointerType "mouse", no touch events, navigator.maxTouchPoints 0), so WebKit has no touch here: a
 * touch test skips itself there (`if (!hasTouch) this.skip()`) and counts as skipped, not as a touch
 * test passed by a mouse. The mouse tests cover WebKit's mouse.
 */
export const hasTouch = !isWebKit;

export type Touch = { type: 'start' | 'move' | 'end'; position?: [number, number] };

const pointerDowns: string[] = [];
addEventListener('pointerdown', (event) => pointerDowns.push(event.pointerType), { capture: true });

/** One step of a touch; a touch that reaches the page as anything but one finger fails the test. */
export async function touch(payload: Touch): Promise<void> {
  const before = pointerDowns.length;
  await executeServerCommand('send-touch', payload);
  const seen = pointerDowns.slice(before);
  if (payload.type === 'start' && (seen.length !== 1 || seen[0] !== 'touch')) {
    throw new Error(`a touch reached the page as [${seen.join(', ')}] pointer input, not one finger`);
  }
}
