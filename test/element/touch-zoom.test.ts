/**
 * Two fingers on the table, with real touch input (scripts/touch-command.mjs: CDP in Chromium, WebDriver BiDi
 * in Firefox; WebKit skips, its WebDriver has no touch), on a phone's page (phone-page.ts): a pinch zooms
 * the page and plays nothing, on a movable card and during a drag. Firefox's touches from BiDi reach the
 * page's events but not its compositor, so Firefox does not zoom by touch here: there the tests check what
 * the widget does (the drag given up, nothing played, no touchmove kept from the page) and say so.
 *
 * This file runs in browsers of its own (web-test-runner.config.mjs, the "two-fingers" groups): after a
 * gesture of two fingers, Chromium delivers no later page of its tab a touch's events, only the tap's click.
 */
import '../support/clean-storage.js';
import { expect, waitUntil } from '@open-wc/testing';
import { hasTouch, leavePhone, path, releaseFingers, touches } from '../support/touch.js';
import { centre, onPhone, pile, pinch, root, topCard, watch } from './phone-page.js';

describe('two fingers', () => {
  afterEach(() => releaseFingers());
  after(() => leavePhone());

  it('a pinch on a movable card zooms the page and plays nothing (Carthage, a vertical pinch)', async function () {
    if (!hasTouch) this.skip();
    const { el, zooms } = await onPhone('carthage', '42');
    const move = el.legalMoves().find((m) => m.from.startsWith('tableau-'))!;
    const card = topCard(el, move.from);
    expect(card.classList.contains('movable')).to.equal(true);
    const before = el.snapshot;
    const watching = watch(el);
    await touches(pinch(centre(card), { axis: 'y' }));
    await el.updateComplete;
    if (zooms)
      await waitUntil(() => visualViewport!.scale > 1.5, `the page zoomed (scale ${visualViewport!.scale})`, {
        timeout: 3000,
      });
    // Firefox cannot zoom by BiDi's touches (see the file's comment): the widget still gives the pinch up.
    watching.stop();
    expect(el.snapshot, 'nothing was played').to.equal(before);
    expect(watching.seen.lifted, 'no card was lifted').to.equal(false);
    expect(watching.seen.prevented, 'no touchmove was kept from zooming').to.equal(0);
    expect(root(el).querySelector('[style]'), 'no card was moved').to.equal(null);
  });

  it('a second finger during a drag sends the card back, plays nothing, and the two fingers zoom', async function () {
    if (!hasTouch) this.skip();
    const { el, zooms } = await onPhone('carpet', '42');
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    const from = centre(topCard(el, move.from));
    const to = centre(pile(el, move.to));
    await touches([{ type: 'start', position: from, finger: 0 }]);
    await waitUntil(
      () => topCard(el, move.from).classList.contains('dragging'),
      'the card lifts once the finger has rested',
      { timeout: 3000 },
    );
    const halfway: [number, number] = [Math.round((from[0] + to[0]) / 2), Math.round((from[1] + to[1]) / 2)];
    await touches(path(from, halfway, 4));
    expect(topCard(el, move.from).getAttribute('style'), 'the drag is under way').to.contain('translate');
    // The second finger comes down beside the first: the card goes back at once.
    await touches([{ type: 'start', position: [halfway[0], halfway[1] + 30], finger: 1 }]);
    await el.updateComplete;
    expect(topCard(el, move.from).classList.contains('dragging'), 'the card is put down').to.equal(false);
    expect(root(el).querySelector('[style]'), 'and back in its place').to.equal(null);
    expect(pile(el, move.to).classList.contains('drop-target'), 'no place lit').to.equal(false);
    const a = path(halfway, [halfway[0], halfway[1] - 120], 8, 0);
    const b = path([halfway[0], halfway[1] + 30], [halfway[0], halfway[1] + 150], 8, 1);
    await touches([...a.flatMap((step, i) => [step, b[i]]), { type: 'end', finger: 0 }, { type: 'end', finger: 1 }]);
    await el.updateComplete;
    if (zooms)
      await waitUntil(() => visualViewport!.scale > 1.5, `the page zoomed (scale ${visualViewport!.scale})`, {
        timeout: 3000,
      });
    expect(el.snapshot.moves, 'nothing was played').to.equal(0);
    expect(root(el).querySelector('.dragging, [style]')).to.equal(null);
  });
});
