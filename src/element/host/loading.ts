/**
 * A load the element waits for (a game's code, a language, the deferred chunk): the promise while it is on
 * its way, null once it has settled, and then a new render. The element's updateComplete waits for it.
 */
import type { ReactiveControllerHost } from 'lit';

export class Loading {
  #promise: Promise<void> | null = null;

  constructor(private readonly host: ReactiveControllerHost) {}

  /** The load under way, or null. */
  get promise(): Promise<void> | null {
    return this.#promise;
  }

  /** Waits for `promise` (a newer load replaces an older one), then renders again. */
  track(promise: Promise<void>): Promise<void> {
    this.#promise = promise;
    void promise.finally(() => {
      if (this.#promise === promise) this.#promise = null;
      this.host.requestUpdate();
    });
    return promise;
  }
}
