/**
 * A phone's page for the touch tests (touch.test.ts, touch-zoom.test.ts, touch-play.test.ts): the widget
 * between a line of text and 2,000 px more, on a meta viewport with, in Chromium, mobile and touch emulation
 * (test/support/touch.ts, phone()); and what the tests watch while fingers are on it.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';
import { type Touch, path, phone } from '../support/touch.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

export const root = (el: CarpetSolitaire) => el.shadowRoot!;
export const pile = (el: CarpetSolitaire, id: string) =>
  root(el).querySelector<HTMLElement>(`.pile[data-pile="${id}"]`)!;
export const topCard = (el: CarpetSolitaire, id: string) =>
  [...pile(el, id).querySelectorAll<HTMLElement>('.card:not(.under)')].at(-1)!;
/** Where a finger taps a pile: its top card, or the pile itself when it is empty. */
export const spot = (el: CarpetSolitaire, id: string) => centre(topCard(el, id) ?? pile(el, id));
export const live = (el: CarpetSolitaire) => root(el).querySelector('.live')!.textContent.trim();
export function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}
export const frames = async (count = 2) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

/** Waits until the page has stopped scrolling (a swipe's fling has ended): the same scroll offset 10 frames running. */
export async function settled(): Promise<void> {
  let still = 0;
  let last = scrollY;
  await waitUntil(
    () => {
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
      return still >= 10;
    },
    'the page stops scrolling',
    { interval: 16, timeout: 5000 },
  );
}

/**
 * The widget in a phone's page of `width` x `height`: a line of text above it and 2,000 px below, so the
 * page is taller than the screen. `zooms`: whether this engine scrolls and zooms by touch here (Chromium).
 */
export async function onPhone(variant: string, seed: string, [width, height] = [360, 740], fill?: string) {
  const zooms = await phone(width, height);
  const page = await fixture<HTMLElement>(
    html`<div>
      <p class="above">A post about patience.</p>
      <carpet-solitaire variant=${variant} seed=${seed} fill=${ifDefined(fill)} animation="off" persist="false"></carpet-solitaire>
      <p class="below">More of the post.</p>
    </div>`,
  );
  page.querySelector<HTMLElement>('.below')!.style.setProperty('height', '2000px');
  const el = page.querySelector('carpet-solitaire')!;
  await el.updateComplete;
  // An earlier test's pinch is undone (phone() resets the scale) and its page has stopped moving.
  if (zooms)
    await waitUntil(() => visualViewport!.scale === 1, 'the page back at its initial scale', { timeout: 3000 });
  // A pinch's zoom can still be easing out after the scale reads 1 and carry the page down again after a
  // scroll to the top, more so on a loaded machine: scroll up until the page stays at its top.
  for (let tries = 0; tries < 5 && (tries === 0 || scrollY !== 0); tries++) {
    window.scrollTo(0, 0);
    await settled();
  }
  expect(scrollY, 'the page starts at its top').to.equal(0);
  return { el, zooms, above: page.querySelector<HTMLElement>('.above')! };
}

/** While fingers are on the page: whether a card was ever lifted for a drag, and how many touchmoves were kept from the page. */
export function watch(el: CarpetSolitaire) {
  const seen = { lifted: false, touchmoves: 0, prevented: 0 };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const card = record.target as HTMLElement;
      if (card.classList.contains('dragging') || record.oldValue?.split(' ').includes('dragging')) seen.lifted = true;
    }
  });
  observer.observe(root(el), { subtree: true, attributeFilter: ['class'], attributeOldValue: true });
  const onMove = (event: TouchEvent) => {
    seen.touchmoves++;
    if (event.defaultPrevented) seen.prevented++;
  };
  window.addEventListener('touchmove', onMove, { passive: true });
  return {
    seen,
    stop() {
      for (const record of observer.takeRecords())
        if ((record.target as HTMLElement).classList.contains('dragging')) seen.lifted = true;
      observer.disconnect();
      window.removeEventListener('touchmove', onMove);
    },
  };
}

/** Two fingers `gap` px apart around `at`, moving apart along `axis` by `spread` px each, in 10 steps each. */
export function pinch(at: [number, number], { gap = 16, spread = 140, axis = 'y', start = true } = {}): Touch[] {
  const offset = (d: number): [number, number] => (axis === 'y' ? [at[0], at[1] + d] : [at[0] + d, at[1]]);
  const a = path(offset(-gap / 2), offset(-gap / 2 - spread), 10, 0);
  const b = path(offset(gap / 2), offset(gap / 2 + spread), 10, 1);
  return [
    ...(start ? [{ type: 'start' as const, position: offset(-gap / 2), finger: 0 }] : []),
    { type: 'start', position: offset(gap / 2), finger: 1 },
    ...a.flatMap((step, i) => [step, b[i]]),
    { type: 'end', finger: 0 },
    { type: 'end', finger: 1 },
  ];
}
