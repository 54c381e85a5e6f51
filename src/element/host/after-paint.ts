/**
 * Work that must not hold back the frame about to be painted (a search of the new position, the live
 * region's sentence for a move) runs in a task after that frame: its animation callbacks come right before
 * its style, layout and paint, and a task queued there runs after them. A page that draws no frames (a
 * hidden tab) runs it after `noFrameMs` instead, or, without it, when a frame comes at last. Returns what
 * cancels it.
 */
export function afterNextPaint(then: () => void, noFrameMs?: number): () => void {
  let timer = noFrameMs === undefined ? undefined : setTimeout(go, noFrameMs);
  const frame = requestAnimationFrame(() => {
    clearTimeout(timer);
    timer = setTimeout(go);
  });
  function cancel(): void {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  }
  function go(): void {
    cancel();
    then();
  }
  return cancel;
}
