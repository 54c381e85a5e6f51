/** One listener on the page's document: the event's name, the listener, and whether it listens while capturing. */
export type PageListener = {
  [K in keyof DocumentEventMap]: readonly [type: K, listener: (event: DocumentEventMap[K]) => void, capture: boolean];
}[keyof DocumentEventMap];

/**
 * Listeners on the document of the page a widget is in, switched on and off together: a controller listens to
 * the whole page only while it needs to (a menu open, a finger down, a card picked up by a tap).
 */
export class PageListeners {
  #on = false;
  readonly #host: HTMLElement;
  readonly #listeners: readonly PageListener[];

  constructor(host: HTMLElement, listeners: readonly PageListener[]) {
    this.#host = host;
    this.#listeners = listeners;
  }

  /** Whether they are listening now. */
  get on(): boolean {
    return this.#on;
  }

  /** Switches them on or off; nothing happens when they already are. */
  set(on: boolean): void {
    if (on === this.#on) return;
    this.#on = on;
    const document = this.#host.ownerDocument;
    for (const [type, listener, capture] of this.#listeners) {
      if (on) document.addEventListener(type, listener as EventListener, capture);
      else document.removeEventListener(type, listener as EventListener, capture);
    }
  }
}
