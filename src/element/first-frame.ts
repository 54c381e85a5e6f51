/**
 * The first render's one frame of patience (issue 19). The game's code and the page's language are
 * fetched as the entry runs (games/fetch-early.ts), and often arrive a moment after the element's first
 * update: that update then draws nothing and waits for them up to one frame, so the table is drawn once,
 * in its language, rather than "Loading…" first. The frame is never painted empty: if they are not here
 * by its requestAnimationFrame, the element draws "Loading…" there, before the paint.
 */
import type { ReactiveController, ReactiveElement } from 'lit';

export class FirstFrameController implements ReactiveController {
  #waited = false;
  /** The frame's callback while it is pending (0: none). */
  #frame = 0;

  readonly #host: ReactiveElement;

  constructor(host: ReactiveElement) {
    this.#host = host;
    host.addController(this);
  }

  /** Whether the first render may still wait (it waits once, and never once something is drawn). */
  get mayWait(): boolean {
    return !this.#waited && !this.#host.hasUpdated;
  }

  /** Holds the first render for this frame (call when what it needs is still on its way): false to return from shouldUpdate. */
  holdForAFrame(): false {
    this.#waited = true;
    // Unless the table has been drawn meanwhile (its code arrived first), the frame draws "Loading…".
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      if (!this.#host.hasUpdated) this.#host.requestUpdate();
    });
    return false;
  }

  /** Detached before that frame: nothing is left waiting; the game's arrival draws the table when it is back. */
  hostDisconnected(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }
}
