/**
 * Saved games are written after the frame that shows the move, not inside it: `localStorage.setItem` is
 * synchronous, and cost a click about 1 ms at 4x CPU throttling. One write per key and writer is kept, the
 * last asked for, so several moves before the frame are written once (two widgets showing the same deal each
 * keep their own: each checks, when it writes, that the slot is still the one it knew). Everything pending is
 * written at once when the page is hidden or left (`visibilitychange`, `pagehide`) or an element leaves the
 * page, and a key's pending write before that key is read. Shared by every element on the page, so an element
 * reading a key that another is about to write reads the newer game. The frame, the task and the page's two
 * listeners are there only while a write is pending (a hidden page draws no frame: a write asked for there,
 * by undo() say, waits for the page to show again, or to be left).
 */
import { afterNextPaint } from '../host/after-paint.js';

/** Per key, the write each writer asked for last. */
const pending = new Map<string, Map<object, () => void>>();
/** Cancels the wait for the frame after which what is pending is written; null when nothing is pending. */
let scheduled: (() => void) | null = null;

const onHide = (event: Event): void => {
  if (event.type === 'pagehide' || document.visibilityState === 'hidden') flushAll();
};

/** Writes `key` (by `write`) after the next frame, instead of whatever `writer` had pending for it. */
export function writeLater(key: string, writer: object, write: () => void): void {
  const writes = pending.get(key) ?? new Map<object, () => void>();
  writes.set(writer, write);
  pending.set(key, writes);
  if (scheduled) return;
  // No timer for a page that draws no frame: its writes wait for it to show again, or to be left.
  scheduled = afterNextPaint(flushAll);
  addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onHide);
}

/** Forgets the pending writes of `key` (the key is being removed, or written now). */
export function cancelWrite(key: string): void {
  pending.delete(key);
  if (pending.size || !scheduled) return;
  scheduled();
  scheduled = null;
  removeEventListener('pagehide', onHide);
  document.removeEventListener('visibilitychange', onHide);
}

/** Writes `key` now if writes of it are pending, in the order they were first asked for. */
export function flushWrite(key: string): void {
  const writes = pending.get(key);
  if (!writes) return;
  cancelWrite(key);
  for (const write of writes.values()) write();
}

/** Writes now everything pending. */
export function flushAll(): void {
  for (const key of [...pending.keys()]) flushWrite(key);
}
