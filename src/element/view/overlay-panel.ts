/**
 * A panel that lies over the table (the Rules panel, the Settings panel): open or closed, the focus moved into
 * it when it opens and given back where it was when it closes (the More button when that is gone).
 */
import type { ReactiveController } from 'lit';
import type { TableHost } from '../host/host.js';
import { focusOrigin } from '../host/focus-origin.js';

export abstract class OverlayPanel implements ReactiveController {
  open = false;
  #focus: 'panel' | 'back' | null = null;
  /** What had the focus when the panel opened, to give it back on closing. */
  #from: HTMLElement | null = null;

  /** `selector` finds the panel's element in the host's render root, to focus it once drawn. */
  constructor(
    protected readonly host: TableHost,
    private readonly selector: string,
  ) {
    host.addController(this);
  }

  toggle = (): void => (this.open ? this.close() : this.show());

  show = (): void => {
    if (this.open) return;
    this.#from = focusOrigin(this.host);
    this.open = true;
    this.#focus = 'panel';
    this.opening();
    this.host.requestUpdate();
  };

  close = (): void => {
    if (!this.open) return;
    this.open = false;
    this.#focus = 'back';
    this.host.requestUpdate();
  };

  /** What a panel does as it opens, before it is drawn (fetch its text, read the page). */
  protected opening(): void {}

  hostUpdated(): void {
    const focus = this.#focus;
    this.#focus = null;
    if (focus === 'panel') this.host.renderRoot.querySelector<HTMLElement>(this.selector)?.focus();
    else if (focus === 'back') {
      const back = this.#from?.isConnected
        ? this.#from
        : this.host.renderRoot.querySelector<HTMLElement>('.more-toggle');
      back?.focus();
    }
  }

  hostDisconnected(): void {
    this.open = false;
    this.#focus = null;
  }
}
