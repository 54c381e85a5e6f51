import '../support/clean-storage.js';
/**
 * A phone held sideways (740 x 360), where no game's table fits the screen's height: the reader scrolls
 * down to the stock, and the toolbar is still there to be tapped, beside the cards, covering none. The
 * page is a post (test/pages/post-frame.ts) loading the drop-in build readers load. Each card on screen
 * is tapped where a finger would go, the middle of the part of it that shows: the point must hit that card,
 * never the toolbar. The More menu opens on screen, beside its button, and inside the element.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { type Post, frames, openPost } from './post-frame.js';

const VARIANTS = ['carpet', 'carthage', 'cadogan-carpet'] as const;
const WIDTH = 740;
const HEIGHT = 360;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const intersection = (a: Box, b: Box): Box | null => {
  const box = {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
  return box.right - box.left >= 1 && box.bottom - box.top >= 1 ? box : null;
};
const within = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.bottom <= outer.bottom + 0.5;
const describeBox = (box: Box) =>
  `${box.left.toFixed(0)},${box.top.toFixed(0)} to ${box.right.toFixed(0)},${box.bottom.toFixed(0)}`;

/** With the page scrolled: every toolbar button on screen and reached by a tap; every card on screen reached where a finger would tap it. */
function checkReach(root: ShadowRoot, win: Window, where: string): void {
  const screen: Box = { left: 0, top: 0, right: win.innerWidth, bottom: win.innerHeight };
  const toolbar = root.querySelector<HTMLElement>('[part~="toolbar"]')!;
  const bar = toolbar.getBoundingClientRect();

  // Every button of the toolbar is on screen, and a tap on it reaches it.
  const buttons = [...toolbar.querySelectorAll<HTMLButtonElement>(':scope > button, :scope > .more > button')];
  expect(buttons, 'New game, Undo, Redo, Hint and More').to.have.length(5);
  for (const button of buttons) {
    const box = button.getBoundingClientRect();
    expect(
      within(box, screen),
      `${button.className} at ${describeBox(box)}, on the ${WIDTH} x ${HEIGHT} screen (${where})`,
    ).to.equal(true);
    const hit = root.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    expect(hit?.closest('button'), `a tap on ${button.className} reaches it`).to.equal(button);
  }

  // No card is under the toolbar: each one on screen is reached where a finger would tap it.
  const covered: string[] = [];
  let tapped = 0;
  const cards = [...root.querySelectorAll<HTMLElement>('[part~="card"], .pile.stock .back')];
  for (const card of cards) {
    const box = card.getBoundingClientRect();
    if (intersection(box, bar)) covered.push(`${card.dataset.card ?? 'the stock'}: under the toolbar`);
    // The part that shows: the next card of a fan (down a column, or right along the waste) hides the rest;
    // a card wholly under another (a foundation's, a reserve's) is not a target.
    if (card.matches('.under, .stacked')) continue;
    const next = card.nextElementSibling?.matches('[part~="card"]')
      ? card.nextElementSibling.getBoundingClientRect()
      : null;
    let part: Box = box;
    if (next && intersection(box, next)) {
      if (next.top - box.top > 1) part = { ...box, bottom: next.top };
      else if (next.left - box.left > 1) part = { ...box, right: next.left };
      else continue;
    }
    const shows = intersection(part, screen);
    if (!shows) continue;
    const [x, y] = [(shows.left + shows.right) / 2, (shows.top + shows.bottom) / 2];
    const hit = root.elementFromPoint(x, y);
    tapped++;
    if (!hit || (hit !== card && !card.contains(hit)))
      covered.push(
        `${card.dataset.card ?? 'the stock'} at ${x.toFixed(0)},${y.toFixed(0)}: the tap reaches ${hit?.className || hit?.localName}`,
      );
  }
  expect(tapped, 'cards on screen, tapped').to.be.above(5);
  expect(covered, where).to.deep.equal([]);
}

describe('a phone held sideways: the toolbar stays in reach and covers no card (the drop-in build in a post)', () => {
  let post: Post | undefined;

  afterEach(() => {
    post?.frame.remove();
    post = undefined;
  });

  for (const variant of VARIANTS) {
    it(`${variant} at ${WIDTH} x ${HEIGHT}, scrolled to the stock`, async function () {
      this.timeout(30000);
      post = openPost({ variant, seed: '24', width: WIDTH, height: HEIGHT, placeholder: true, linesAbove: 3 });
      await waitUntil(() => post!.element()?.shadowRoot?.querySelector('[part~="card"]'), 'the table is drawn', {
        timeout: 15000,
      });
      const el = post.element()!;
      await el.updateComplete;
      const root = el.shadowRoot!;
      const win = post.win();
      expect(el.getBoundingClientRect().height, 'the table is taller than the screen').to.be.above(HEIGHT);

      // Scrolled until the stock shows at the foot of the screen, then to its middle, then to the table's last row.
      for (const [part, block] of [
        ['[data-pile="stock"]', 'end'],
        ['[data-pile="stock"]', 'center'],
        ['[part~="board"]', 'end'],
      ] as const) {
        root.querySelector(part)!.scrollIntoView({ block });
        await frames(win, 3);
        if (part === '[part~="board"]')
          expect(win.scrollY, 'the page scrolled down to the table’s last row').to.be.above(0);
        checkReach(root, win, `${part === '[part~="board"]' ? 'the board' : 'the stock'} at the ${block}`);
      }

      // The More menu opens on screen, beside its button, inside the element.
      root.querySelector<HTMLButtonElement>('.more-toggle')!.click();
      await el.updateComplete;
      await frames(win);
      const menu = root.querySelector<HTMLElement>('.menu')!.getBoundingClientRect();
      const screen: Box = { left: 0, top: 0, right: win.innerWidth, bottom: win.innerHeight };
      expect(within(menu, screen), `the menu at ${describeBox(menu)}, on screen`).to.equal(true);
      expect(within(menu, el.getBoundingClientRect()), 'the menu inside the element').to.equal(true);
      const item = root.querySelector<HTMLButtonElement>('.menu .stats-toggle')!;
      const itemBox = item.getBoundingClientRect();
      expect(
        root
          .elementFromPoint((itemBox.left + itemBox.right) / 2, (itemBox.top + itemBox.bottom) / 2)
          ?.closest('button'),
      ).to.equal(item);
    });
  }

  it('held upright (360 x 740), the toolbar is the row above the board, as before', async () => {
    post = openPost({ variant: 'carthage', seed: '24', width: 360, height: 740, placeholder: true });
    await waitUntil(() => post!.element()?.shadowRoot?.querySelector('[part~="card"]'), 'the table is drawn', {
      timeout: 15000,
    });
    const root = post.element()!.shadowRoot!;
    const bar = root.querySelector('[part~="toolbar"]')!.getBoundingClientRect();
    const board = root.querySelector('[part~="board"]')!.getBoundingClientRect();
    expect(bar.bottom, 'the toolbar above the board').to.be.at.most(board.top);
    expect(bar.width, 'across the table').to.be.above(board.width * 0.9);
  });
});
