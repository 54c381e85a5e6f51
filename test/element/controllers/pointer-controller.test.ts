import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import type { Move } from '../../../src/core/types.js';
import { KeyboardController } from '../../../src/element/input/keyboard-controller.js';
import { MotionController } from '../../../src/element/motion/motion-controller.js';
import { PointerController } from '../../../src/element/input/pointer-controller.js';
import type { PlayOptions } from '../../../src/element/host/host.js';
import { boardClasses, BoardHost, boardPiles, gameOf, seedWithHomeMoves, sleep } from './host.js';

class PointerHost extends BoardHost {
  animation: string | null = null;
  readonly motion = new MotionController(this, () => {});
  /** The hand a tap picks cards up into: the keyboard's, as in the element. */
  readonly keyboard = new KeyboardController(this, this.table, { isOpen: () => false, setOpen: () => {} });
  readonly pointer = new PointerController(this, this.table, this.motion, this.keyboard);
  protected override render() {
    const { pointer, table } = this;
    return html`<div class="frame" @click=${pointer.handleFollowingClick}>
      <div
        class=${boardClasses(table)}
        data-variant=${table.game().variant}
        @click=${pointer.handleClick}
        @pointerdown=${pointer.handlePointerDown}
        @pointerup=${pointer.handleBoardPointerUp}
        @mousedown=${pointer.handleMouseDown}
      >
        ${boardPiles(table, { lifted: pointer.dragFrom ?? this.keyboard.held, held: this.keyboard.held })}
      </div>
    </div>`;
  }
}
customElements.define('test-pointer-host', PointerHost);
declare global {
  interface HTMLElementTagNameMap {
    'test-pointer-host': PointerHost;
  }
}

/** A Carpet host 320 px wide (its top five rows fit the test page), dealt `seed`. */
async function make(seed: string, fill: 'auto' | 'manual' = 'auto'): Promise<PointerHost> {
  const host = await fixture<PointerHost>(
    html`<test-pointer-host style="display:block;width:320px"></test-pointer-host>`,
  );
  host.table.start(gameOf('carpet'), seed, { fill });
  await host.updateComplete;
  return host;
}
const root = (host: PointerHost) => host.shadowRoot!;
const topCard = (host: PointerHost, pile: string) =>
  root(host).querySelector<HTMLElement>(`.card[data-pile="${pile}"]:not(.under)`)!;
const pileEl = (host: PointerHost, pile: string) =>
  root(host).querySelector<HTMLElement>(`.pile[data-pile="${pile}"]`)!;
const centre = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};
const homeMoves = (host: PointerHost): Move[] => host.table.legalMoves().filter((m) => m.from.startsWith('carpet-'));
const plays = (host: PointerHost) => host.table.of('play') as [Move, PlayOptions | undefined][];

describe('PointerController', () => {
  afterEach(() => resetMouse());

  it("a mouse click on a movable card plays the game's click move once, gliding", async () => {
    const host = await make(seedWithHomeMoves(1));
    const [move] = homeMoves(host);
    const expected = gameOf('carpet').clickMove(host.table.legalMoves(), {
      pile: move.from,
      index: 0,
      size: 1,
      piles: host.table.piles(),
    });
    await sendMouse({ type: 'click', position: centre(topCard(host, move.from)) });
    await sleep(50);
    expect(plays(host)).to.deep.equal([[expected, { glide: true }]]);
  });

  // fill="manual": the cell a card leaves stays empty, and a click on an empty cell fills it from the waste or stock.
  it('a second click on the same pile within 350 ms is swallowed; one on another pile is not', async () => {
    const host = await make(seedWithHomeMoves(2, 'manual'), 'manual');
    const [first, second] = homeMoves(host);
    const card = topCard(host, first.from);
    card.click();
    card.click();
    expect(plays(host).map(([move]) => move)).to.deep.equal([first]);
    expect(card.getAnimations(), 'the swallowed click does not shake either').to.have.length(0);
    topCard(host, second.from).click();
    expect(plays(host).map(([move]) => move)).to.deep.equal([first, second]);
  });

  it('a click on the same pile after 350 ms is a click again, and a card that cannot move shakes', async () => {
    const host = await make(seedWithHomeMoves(1, 'manual'), 'manual');
    const [move] = homeMoves(host);
    topCard(host, move.from).click();
    await host.updateComplete;
    await sleep(400);
    pileEl(host, move.from).click();
    expect(plays(host).map(([m]) => m.to)).to.deep.equal([move.to, move.from]);
    const still = root(host).querySelector<HTMLElement>('.card[data-pile^="carpet-"]:not(.movable)')!;
    still.click();
    expect(plays(host)).to.have.length(2);
    expect(still.getAnimations(), 'a card that cannot move shakes').to.have.length(1);
  });

  it('a drag onto a legal pile plays that move with the boxes the cards were dropped at', async () => {
    const host = await make(seedWithHomeMoves(1));
    const [move] = homeMoves(host);
    const card = topCard(host, move.from);
    const [x, y] = centre(card);
    const [tx, ty] = centre(pileEl(host, move.to));
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 3, y + 2] });
    expect(host.pointer.dragFrom, 'not past 6 px yet').to.equal(null);
    await sendMouse({ type: 'move', position: [Math.round((x + tx) / 2), Math.round((y + ty) / 2)] });
    expect(host.pointer.dragFrom).to.deep.equal({ pile: move.from, count: 1 });
    await host.updateComplete;
    expect(card.classList.contains('dragging')).to.equal(true);
    expect(pileEl(host, move.to).classList.contains('drop-target'), 'the legal destination lights up').to.equal(true);
    await sendMouse({ type: 'move', position: [tx, ty] });
    await sendMouse({ type: 'up' });
    await sleep(50);
    expect(plays(host)).to.have.length(1);
    const [[played, how]] = plays(host);
    expect(played).to.deep.equal(move);
    expect(how!.glideFrom).to.have.length(1);
    const dropped = how!.glideFrom![0];
    expect(Math.abs(dropped.left + dropped.width / 2 - tx)).to.be.lessThan(8);
    expect(Math.abs(dropped.top + dropped.height / 2 - ty)).to.be.lessThan(8);
    expect(host.pointer.dragFrom).to.equal(null);
    expect(card.hasAttribute('style')).to.equal(false);
  });

  it('a drop where the card cannot go plays nothing and leaves no style or drag class', async () => {
    const host = await make(seedWithHomeMoves(1));
    const [move] = homeMoves(host);
    const card = topCard(host, move.from);
    // The carpet's bottom row: far from every foundation.
    const far = ['carpet-15', 'carpet-16', 'carpet-17', 'carpet-18', 'carpet-19'].find((pile) => pile !== move.from)!;
    const [x, y] = centre(card);
    const [tx, ty] = centre(pileEl(host, far));
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round((x + tx) / 2), Math.round((y + ty) / 2) + 1] });
    await sendMouse({ type: 'move', position: [tx, ty] });
    expect(card.getAttribute('style')).to.contain('translate');
    await sendMouse({ type: 'up' });
    await sleep(50);
    await host.updateComplete;
    expect(plays(host)).to.have.length(0);
    expect(host.pointer.dragFrom).to.equal(null);
    for (const c of root(host).querySelectorAll('.card')) {
      expect(c.hasAttribute('style'), 'no style attribute').to.equal(false);
      expect(c.classList.contains('dragging')).to.equal(false);
    }
    expect(root(host).querySelectorAll('.drop-target')).to.have.length(0);
  });

  it('a re-render that takes the dragged card away ends the drag, and the next drag works', async () => {
    const host = await make(seedWithHomeMoves(2, 'manual'), 'manual');
    const [first, second] = homeMoves(host);
    const [x, y] = centre(topCard(host, first.from));
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x + 20, y + 20] });
    expect(host.pointer.dragFrom).to.deep.equal({ pile: first.from, count: 1 });
    // The move is made elsewhere (undo, autoplay, a page's play()): the cell is left empty, its card gone.
    host.table.apply(first);
    await host.updateComplete;
    expect(topCard(host, first.from)).to.equal(null);
    expect(host.pointer.dragFrom).to.equal(null);
    await sendMouse({ type: 'up' });
    const card = topCard(host, second.from);
    const [sx, sy] = centre(card);
    await sendMouse({ type: 'move', position: [sx, sy] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [sx + 20, sy + 20] });
    expect(host.pointer.dragFrom, 'a new drag starts').to.deep.equal({ pile: second.from, count: 1 });
    await sendMouse({ type: 'up' });
    expect(plays(host)).to.have.length(0);
    expect(card.hasAttribute('style')).to.equal(false);
  });

  it('a press on the table takes the focus off a field of the page', async () => {
    const host = await make(seedWithHomeMoves(1));
    const input = document.createElement('input');
    document.body.append(input);
    try {
      input.focus();
      const still = root(host).querySelector<HTMLElement>('.card[data-pile^="carpet-"]:not(.movable)')!;
      await sendMouse({ type: 'click', position: centre(still) });
      expect(document.activeElement).not.to.equal(input);
      expect(root(host).activeElement).to.equal(null);
    } finally {
      input.remove();
    }
  });
});
