/**
 * Saved games are written after the frame that shows the move, not inside it: `localStorage.setItem` is
 * synchronous, and cost a click about 1 ms at 4x CPU throttling (issue 19). One write per key is kept,
 * the last asked for, so several moves before the frame are written once. Whatever is pending is written
 * at once when the page is hidden or left (`visibilitychange`, `pagehide`), and a key's or an owner's
 * pending write when asked (before that key is read again, when an element leaves the page). The page's
 * listeners are there only while a write is pending. Shared by every element on the page, so one element
 * reading a key that another is about to write reads the newer game.
 */

interface Pending {
  /** The element's controller that asked, so that it can write its own when it leaves. */
  owner: object;
  write: () => void;
}

const pending = new Map<string, Pending>();
/** The frame, then the task, that write everything; null when nothing is scheduled. */
let scheduled: { frame: number; task: number } | null = null;

const onVisibility = (): void => {
  if (document.visibilityState === 'hidden') flushAll();
};

/** Writes `key` after the next frame (by `write`), instead of whatever was pending for it. */
export function writeLater(key: string, owner: object, write: () => void): void {
  pending.set(key, { owner, write });
  if (scheduled) return;
  // A hidden page draws no frame: the task alone.
  const hidden = document.visibilityState === 'hidden';
  scheduled = { frame: 0, task: 0 };
  if (hidden) scheduled.task = window.setTimeout(flushAll, 0);
  else scheduled.frame = requestAnimationFrame(() => scheduled && (scheduled.task = window.setTimeout(flushAll, 0)));
  addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', onVisibility);
}

/** Forgets the pending write of `key` (the key is being removed, or written now by the caller). */
export function cancelWrite(key: string): void {
  pending.delete(key);
  if (pending.size === 0) unschedule();
}

/** Writes `key` now if a write of it is pending. */
export function flushWrite(key: string): void {
  const write = pending.get(key);
  if (!write) return;
  cancelWrite(key);
  write.write();
}

/** Writes now everything `owner` asked to write later. */
export function flushWritesOf(owner: object): void {
  for (const [key, write] of [...pending]) if (write.owner === owner) flushWrite(key);
}

/** Writes now everything pending. */
export function flushAll(): void {
  for (const key of [...pending.keys()]) flushWrite(key);
  unschedule();
}

function unschedule(): void {
  if (!scheduled) return;
  cancelAnimationFrame(scheduled.frame);
  clearTimeout(scheduled.task);
  scheduled = null;
  removeEventListener('pagehide', flushAll);
  document.removeEventListener('visibilitychange', onVisibility);
}
