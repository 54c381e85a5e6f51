import '../support/clean-storage.js';
import { expect } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { GameDefinition } from '../../src/core/game.js';
import { CATALOGUE } from '../../src/games/catalogue.js';
import { GAMES } from '../../src/games/all.js';
import { PATIENCE_MS } from '../../src/element/host/first-frame.js';
import { watch } from '../support/watch-loading.js';

/** The start of the next animation frame, as its callbacks are given it. */
const nextFrame = (): Promise<number> => new Promise(requestAnimationFrame);

describe('the first render’s wait for the game’s code', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('carpet-solitaire')) el.remove();
  });

  // A page of its own: Carthage's code has not been loaded here before, so the element must wait for it.
  it('draws the table first when the code comes frames after the element, within the wait: no "Loading…"', async function () {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    CATALOGUE.carthage.load = () => held.then((): GameDefinition<object, unknown> => GAMES.carthage);
    await nextFrame();
    const { el, addedAt: added, sawLoading } = watch('carthage');
    // Two frames: the first is where a wait of one frame drew "Loading…"; the code comes in the second.
    await nextFrame();
    const second = await nextFrame();
    if (second - added >= PATIENCE_MS) {
      // A machine this slow gives no frame inside the wait: what the test asks cannot happen here.
      release();
      await el.updateComplete;
      this.skip();
    }
    expect(el.shadowRoot!.childElementCount, 'nothing drawn before the code came').to.equal(0);
    expect(el.matches(':state(waiting)'), 'still waiting, the placeholder kept').to.equal(true);
    release();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.card').length, 'the table drawn').to.be.above(0);
    expect(sawLoading(), '"Loading…" drawn before the table').to.equal(false);
  });
});
