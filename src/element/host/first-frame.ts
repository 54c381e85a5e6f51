/**
 * The first render's moment of patience. The game's code and the page's language are fetched as the
 * element connects (for a tag already in the page, in the task of the script that defines it), and often
 * arrive a moment after the element's first update: that update then draws nothing and waits for them,
 * frame by frame, for up to PATIENCE_MS, so the table is drawn once, in its language, rather than
 * "Loading…" first. Drawing "Loading…" is not free: on a phone-speed processor (Chromium slowed 4x) its
 * frame took 50 to 85 ms of the main thread, and the game's code, asked for with the element, came 50 to
 * 60 ms after the wait began, so the table came after that frame's work. If they are not here by the first
 * frame PATIENCE_MS after the wait began, the element draws "Loading…" there, before that frame's paint.
 *
 * While it waits the element is defined but has drawn nothing: it carries the custom state `waiting`
 * (`:state(waiting)`), so that the page's placeholder stylesheet (src/carpet-solitaire.css) keeps its box
 * until the first render, where a browser lays the page out in between (Firefox does, for its
 * ResizeObservers at least).
 */
import type { ReactiveController, ReactiveElement } from 'lit';

/** How long the first render waits for the game's code before drawing "Loading…": a wait under a tenth of a second reads as none. */
export const PATIENCE_MS = 100;

export class FirstFrameController implements ReactiveController {
  #waited = false;
  /** The frame's callback while it is pending (0: none). */
  #frame = 0;
  /** The element's custom states, where the browser has them, and whether `waiting` is among them. */
  #states: CustomStateSet | undefined;
  #waiting = false;

  readonly #host: ReactiveElement;

  constructor(host: ReactiveElement) {
    this.#host = host;
    host.addController(this);
  }

  /** Whether the first render may still wait (it waits once, and never once something is drawn). */
  get mayWait(): boolean {
    return !this.#waited && !this.#host.hasUpdated;
  }

  /** Holds the first render for up to PATIENCE_MS (call when what it needs is still on its way): false to return from shouldUpdate. */
  hold(): false {
    this.#waited = true;
    this.#setWaiting(true);
    const since = performance.now();
    // Unless the table has been drawn meanwhile (its code arrived first), the first frame past the wait draws "Loading…".
    const next = (): void => {
      this.#frame = requestAnimationFrame((frameStart) => {
        this.#frame = 0;
        if (this.#host.hasUpdated) return;
        if (frameStart - since < PATIENCE_MS) next();
        else this.#host.requestUpdate();
      });
    };
    next();
    return false;
  }

  /** Drawn: the placeholder's box is the element's own from now on. */
  hostUpdated(): void {
    this.#setWaiting(false);
  }

  /** Detached before that frame: nothing is left waiting; the game's arrival draws the table when it is back. */
  hostDisconnected(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#setWaiting(false);
  }

  #setWaiting(waiting: boolean): void {
    if (waiting === this.#waiting) return;
    this.#waiting = waiting;
    try {
      this.#states ??= (this.#host.attachInternals() as ElementInternals & { states?: CustomStateSet }).states;
      if (waiting) this.#states?.add('waiting');
      else this.#states?.delete('waiting');
    } catch {
      // No ElementInternals, or no custom states: the placeholder then ends when the element is defined, as before.
    }
  }
}
