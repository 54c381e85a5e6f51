/**
 * What has the keyboard's focus in the element now, to give it back once a question or a panel that took it
 * closes. A menu item is hidden once chosen, so the menu's button stands for it.
 */
import type { TableHost } from './host.js';

export function focusOrigin(host: TableHost): HTMLElement | null {
  const root = host.renderRoot as ShadowRoot;
  const active = root.activeElement;
  if (active?.closest('.menu')) return root.querySelector<HTMLElement>('.more-toggle');
  return active instanceof HTMLElement ? active : null;
}
