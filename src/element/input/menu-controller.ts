/**
 * The toolbar's "More" menu, as the WAI-ARIA menu button pattern has it: the button (aria-haspopup="menu",
 * aria-expanded, aria-controls naming the menu) opens it by a click, a tap, Enter or Space (focus on the
 * first item) or ArrowDown and ArrowUp (the first or the last item); in the menu the arrows, Home and End
 * move between the items, Escape closes it and gives the focus back to the button, choosing an item
 * closes it too, and so do Tab (the focus goes on from the button) and a press anywhere outside it. The
 * outside press is listened for on the document only while the menu is open.
 */
import type { ReactiveController } from 'lit';
import { PageListeners } from './page-listeners.js';
import type { TableHost } from '../host/host.js';

/** What the template binds: whether the menu is open, and the handlers of the button and the menu. */
export interface MenuView {
  readonly open: boolean;
  handleButtonClick: (event: MouseEvent) => void;
  handleButtonKeyDown: (event: KeyboardEvent) => void;
  handleMenuClick: (event: MouseEvent) => void;
  handleMenuKeyDown: (event: KeyboardEvent) => void;
  handleFocusOut: (event: FocusEvent) => void;
}

type Focus = 'first' | 'last' | 'button' | null;

export class MenuController implements ReactiveController, MenuView {
  #open = false;
  /** Where the focus goes once the next render has drawn the menu open (or closed). */
  #focus: Focus = null;
  /** The menu button of the open menu (the menu is the element its aria-controls names). */
  #button: HTMLElement | null = null;
  /** A press anywhere on the page, while the menu is open. */
  readonly #page: PageListeners;

  readonly #host: TableHost;

  constructor(host: TableHost) {
    this.#host = host;
    this.#page = new PageListeners(host, [['pointerdown', this.#handleOutsidePress, true]]);
    host.addController(this);
  }

  /** Whether the menu is open. */
  get open(): boolean {
    return this.#open;
  }

  hostUpdated(): void {
    const focus = this.#focus;
    this.#focus = null;
    if (focus === 'button') this.#button?.focus();
    else if (focus) {
      const items = this.#items();
      (focus === 'first' ? items[0] : items.at(-1))?.focus();
    }
  }

  hostDisconnected(): void {
    // Closed without a render (nothing changes in a detached tree); the next render draws it closed.
    this.#open = false;
    this.#focus = null;
    this.#button = null;
    this.#page.set(false);
  }

  /** Opens the menu, the focus on its first or last item. */
  show(button: HTMLElement, focus: 'first' | 'last' = 'first'): void {
    this.#button = button;
    this.#focus = focus;
    if (!this.#open) {
      this.#open = true;
      this.#page.set(true);
    }
    this.#host.requestUpdate();
  }

  /** Closes the menu; with `returnFocus`, the focus goes back to the menu button. */
  close(returnFocus = false): void {
    if (!this.#open) return;
    this.#open = false;
    this.#page.set(false);
    this.#focus = returnFocus ? 'button' : null;
    this.#host.requestUpdate();
  }

  /** A click, a tap, Enter or Space on the menu button: opens the menu, or closes it when open. */
  handleButtonClick = (event: MouseEvent): void => {
    if (this.#open) this.close(true);
    else this.show(event.currentTarget as HTMLElement, 'first');
  };

  /** ArrowDown or ArrowUp on the menu button opens the menu on its first or last item; Escape closes it. */
  handleButtonKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.#open) {
      event.preventDefault();
      event.stopPropagation();
      this.close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    this.show(event.currentTarget as HTMLElement, event.key === 'ArrowDown' ? 'first' : 'last');
  };

  /** An item chosen (its own listener has done its action): the menu closes and the focus goes back to the button. */
  handleMenuClick = (event: MouseEvent): void => {
    // (A disabled item gets no click.) Its action may have drawn the element already: the menu is read as it was.
    if ((event.target as Element).closest?.('[role="menuitem"]')) this.close(true);
  };

  /** Arrows, Home and End move between the items; Escape closes the menu; Tab closes it and goes on from the button. */
  handleMenuKeyDown = (event: KeyboardEvent): void => {
    if (!this.#open) return;
    const items = this.#items();
    const at = items.indexOf((this.#host.renderRoot as ShadowRoot).activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = items[(at + 1) % items.length];
        break;
      case 'ArrowUp':
        next = items[(at <= 0 ? items.length : at) - 1];
        break;
      case 'Home':
        next = items[0];
        break;
      case 'End':
        next = items.at(-1);
        break;
      case 'Escape':
        event.preventDefault();
        // The element's own Escape (closing the keys panel) is not also meant.
        event.stopPropagation();
        this.close(true);
        return;
      case 'Tab':
        // The focus goes on from the menu button, as if the menu had never opened.
        this.#button?.focus();
        this.close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  };

  /** The focus went somewhere else than the menu or its button (a click elsewhere, a screen reader's cursor). */
  handleFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget as Node | null;
    const within = event.currentTarget as HTMLElement;
    if (this.#open && to && !within.contains(to)) this.close(false);
  };

  /** A press outside the menu and its button closes it (the press then does what it does). */
  readonly #handleOutsidePress = (event: Event): void => {
    const path = event.composedPath();
    const menu = this.#menu();
    if (path.includes(this.#button as EventTarget) || (menu && path.includes(menu))) return;
    this.close(false);
  };

  #menu(): HTMLElement | null {
    const id = this.#button?.getAttribute('aria-controls');
    return id ? ((this.#host.renderRoot as ShadowRoot).getElementById?.(id) ?? null) : null;
  }

  /** The menu's items that can take the focus, in order. */
  #items(): HTMLElement[] {
    return [...(this.#menu()?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter(
      (item) => !(item as HTMLButtonElement).disabled,
    );
  }
}
