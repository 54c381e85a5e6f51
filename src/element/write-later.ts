/**
 * Saved games are written after the frame that shows the move, not inside it: `localStorage.setItem` is
 * synchronous, and cost a click about 1 ms at 4x CPU throttling (issue 19). One write per key is kept,
 * the last asked for, so several moves before the frame are written once. Everything pending is written
 * at once when the page is hidden or left (`visibilitychange`, `pagehide`) or an element leaves the page,
 * and a key's pending write before that key is read. Shared by every element on the page, so an element
 * reading a key that another is about to write reads the newer game; the page's two listeners are added
 * once, at the first write.
 */

const pending = new Map<string, () => void>();
let listening = false;

/** Writes `key` (by `write`) after the next frame, instead of whatever was pending for it. */
export function writeLater(key: string, write: () => void): void {
  // Nothing pending: no write is scheduled either. (A hidden page draws no frame: a write asked for there,
  // by undo() say, waits for the page to show again, or to be left.)
  if (!pending.size) requestAnimationFrame(() => setTimeout(flushAll));
  pending.set(key, write);
  if (listening) return;
  listening = true;
  addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => document.hidden && flushAll());
}

/** Forgets the pending write of `key` (the key is being removed). */
export const cancelWrite = (key: string): boolean => pending.delete(key);

/** Writes `key` now if a write of it is pending. */
export function flushWrite(key: string): void {
  const write = pending.get(key);
  pending.delete(key);
  write?.();
}

/** Writes now everything pending. */
export function flushAll(): void {
  for (const key of [...pending.keys()]) flushWrite(key);
}
