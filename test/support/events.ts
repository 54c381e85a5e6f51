import { oneEvent } from '@open-wc/testing';
import type { CarpetEventMap } from '../../src/events.js';

/** oneEvent() typed by the element's event map: the next `name` event that `target` dispatches. */
export const nextEvent = <K extends keyof CarpetEventMap>(target: EventTarget, name: K): Promise<CarpetEventMap[K]> =>
  oneEvent<CarpetEventMap[K]>(target, name);
