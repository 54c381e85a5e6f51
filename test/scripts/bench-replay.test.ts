/**
 * The bench's replayed click (bench/replay-page.js): a click's changes to the widget's tree are recorded,
 * undone, and made again on each later click with none of the widget's own listeners running, so that the
 * bench times exactly the widget's changes and nothing else. Here a stand-in for the widget makes the
 * changes a move makes: attributes, a text, a card added and one taken away.
 */
import { expect } from '@open-wc/testing';
import {
  clickRecorded,
  glideReplaysInPage,
  installReplayInPage,
  recordNextClickInPage,
  rewindReplayInPage,
  startReplayInPage,
} from '../../bench/replay-page.js';

declare global {
  interface Window {
    domReplay: { replaying: boolean; glideMs: number };
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** A shadow tree like the widget's, and a listener that plays a move in it on pointerup (counted). */
function standIn() {
  const host = document.createElement('carpet-solitaire');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<div class="pile" data-pile="a" aria-label="A, two cards"><div class="card" data-card="2C"></div><div class="card" data-card="AS"></div></div><div class="pile" data-pile="b" aria-label="B, empty"></div><output class="moves">0</output><div aria-live="polite"></div>`;
  const [from, to] = root.querySelectorAll<HTMLElement>('.pile');
  const moves = root.querySelector('output')!;
  const plays = { count: 0 };
  root.addEventListener('pointerup', () => {
    plays.count += 1;
    const card = from.lastElementChild!;
    const landed = document.createElement('div');
    landed.className = 'card';
    landed.dataset.card = card.getAttribute('data-card')!;
    card.remove();
    to.append(landed);
    from.setAttribute('aria-label', 'A, one card');
    to.setAttribute('aria-label', 'B, one card');
    from.lastElementChild!.classList.add('movable');
    moves.firstChild!.textContent = String(Number(moves.textContent) + 1);
  });
  const click = () => {
    const target = from.lastElementChild!;
    target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    target.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true }));
  };
  return { host, root, plays, click };
}

/** Records one click of `widget`: the tree's HTML before and after it. */
async function recordOne(widget: ReturnType<typeof standIn>) {
  const before = widget.root.innerHTML;
  installReplayInPage();
  recordNextClickInPage();
  widget.click();
  await nextFrame();
  expect(clickRecorded()).to.equal(true);
  return { before, after: widget.root.innerHTML };
}

describe('bench replayed click', () => {
  let widget: ReturnType<typeof standIn>;
  beforeEach(() => {
    widget = standIn();
  });
  afterEach(() => {
    // Listeners stay on window: the one installed here must not replay into the next test's tree.
    window.domReplay.replaying = false;
    window.domReplay.glideMs = 0;
    widget.host.remove();
  });

  it('records a click from its pointerdown to the next frame, and puts the tree back as it was', async () => {
    const { before, after } = await recordOne(widget);
    expect(widget.plays.count).to.equal(1);
    expect(after).not.to.equal(before);
    const { exact, mutations } = startReplayInPage();
    expect(exact).to.equal(true);
    expect(widget.root.innerHTML).to.equal(before);
    expect(mutations).to.deep.equal({ attributes: 3, text: 1, nodesAdded: 1, nodesRemoved: 1 });
  });

  it('makes the same changes on each later click while the widget hears nothing, and takes them back between', async () => {
    const { before, after } = await recordOne(widget);
    startReplayInPage();
    for (let i = 0; i < 3; i++) {
      widget.click();
      expect(widget.root.innerHTML).to.equal(after);
      expect(rewindReplayInPage()).to.equal(true);
      expect(widget.root.innerHTML).to.equal(before);
    }
    expect(widget.plays.count).to.equal(1);
  });

  it('says so when the tree it puts back is not the one the click began with', async () => {
    await recordOne(widget);
    // Something the recording did not see changes the table afterwards (a later render, say).
    widget.root.querySelector('.pile[data-pile="a"]')!.classList.add('hint-from');
    expect(startReplayInPage().exact).to.equal(false);
  });

  it("leaves the live region's words out of that comparison: they are written after the frame", async () => {
    await recordOne(widget);
    widget.root.querySelector('[aria-live]')!.textContent = 'Moved the ace of spades.';
    expect(startReplayInPage().exact).to.equal(true);
  });

  it('glides the cards a replay adds from the pressed card, as the widget does, and stops the glide when it puts the tree back', async () => {
    // Cards with a height, so that the two piles' cards are apart on screen.
    const sized = new CSSStyleSheet();
    sized.replaceSync('.card { height: 20px; } .pile { margin-bottom: 50px; }');
    widget.root.adoptedStyleSheets = [sized];
    const { before, after } = await recordOne(widget);
    startReplayInPage();
    widget.host.style.setProperty('--_duration', '0.25s');
    expect(glideReplaysInPage()).to.equal(250);
    const pressed = widget.root.querySelector('.pile[data-pile="a"]')!.lastElementChild!.getBoundingClientRect();
    widget.click();
    const landed = widget.root.querySelector<HTMLElement>('.pile[data-pile="b"] .card')!;
    expect(landed.classList.contains('gliding')).to.equal(true);
    const [animation] = landed.getAnimations();
    expect(animation.effect!.getTiming().duration).to.equal(250);
    // Its first frame draws it where the pressed card was; at the end it is in its own place, apart from there.
    const drawn = landed.getBoundingClientRect();
    expect([drawn.left, drawn.top]).to.deep.equal([pressed.left, pressed.top]);
    animation.finish();
    expect(landed.getBoundingClientRect().top - pressed.top).to.equal(50);
    expect(rewindReplayInPage()).to.equal(true);
    expect(widget.root.innerHTML).to.equal(before);
    expect(landed.getAnimations()).to.have.length(0);
    widget.click();
    expect(widget.root.innerHTML.replace(' gliding', '')).to.equal(after);
    widget.host.style.removeProperty('--_duration');
  });

  it('takes a glide of 180 ms, as the widget does, where the page sets no other', async () => {
    await recordOne(widget);
    startReplayInPage();
    expect(glideReplaysInPage()).to.equal(180);
  });
});
