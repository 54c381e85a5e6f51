import '../support/clean-storage.js';
import { aTimeout, expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { setViewport } from '../support/commands.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { cardName, type CardCode } from '../../src/core/cards.js';
import { deal, piles } from '../../src/games/carpet/rules.js';
import { carpetFixture, cardIn, drawingMismatches, pileEl, seedEndingIn, shadow } from './helpers.js';

/** Collects the events of one type an element fires. */
function record<T>(el: EventTarget, type: string): T[] {
  const seen: T[] = [];
  el.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

describe('<carpet-solitaire> playing Carpet', () => {
  before(async () => {
    await setViewport({ width: 900, height: 1200 });
  });
  afterEach(async () => {
    await resetMouse();
  });

  it('renders a seeded deal: the aces on the foundations, 20 carpet cards and a stock of 28', async () => {
    const el = await carpetFixture('42');
    const expected = piles(deal('42', { fill: 'auto' }));
    for (let cell = 0; cell < 20; cell++) {
      const card = cardIn(el, `carpet-${cell}`)!;
      expect(card.dataset.card).to.equal(expected[`carpet-${cell}`][0]);
      expect(card.getAttribute('part')).to.equal('card');
      expect(card.getAttribute('aria-label')).to.equal(cardName(card.dataset.card as CardCode));
    }
    expect(['AC', 'AD', 'AH', 'AS'].map((_, i) => cardIn(el, `foundation-${i}`)!.dataset.card)).to.deep.equal([
      'AC',
      'AD',
      'AH',
      'AS',
    ]);
    // The count is drawn by CSS (its words are in the pile's name).
    const count = pileEl(el, 'stock').querySelector<HTMLElement>('.count')!;
    expect(count.dataset.text).to.equal('28');
    // Chromium resolves attr() in the computed value; Firefox reports it as written.
    expect(getComputedStyle(count, '::before').content).to.be.oneOf(['"28"', 'attr(data-text)']);
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('Stock, 28 cards');
    expect(shadow(el).querySelector('.seed-value')!.textContent).to.equal('42');
  });

  it('exposes a plain-JSON snapshot with the contract fields', async () => {
    const el = await carpetFixture('42');
    const snapshot = el.snapshot;
    expect(Object.keys(snapshot).sort()).to.deep.equal(['moves', 'phase', 'piles', 'seed', 'status', 'variant']);
    expect(snapshot).to.include({ variant: 'carpet', seed: '42', status: 'playing', phase: 'playing', moves: 0 });
    expect(JSON.parse(JSON.stringify(snapshot))).to.deep.equal(snapshot);
    expect(snapshot.piles).to.deep.equal(piles(deal('42', { fill: 'auto' })));
    expect(Object.isFrozen(snapshot.piles)).to.equal(true);
  });

  it('gives the same frozen snapshot until the game changes, and the move event the one read after it', async () => {
    const el = await carpetFixture('42');
    const first = el.snapshot;
    expect(el.snapshot).to.equal(first);
    expect(Object.isFrozen(first) && Object.values(first.piles).every(Object.isFrozen)).to.equal(true);
    const seen = record<{ snapshot: unknown }>(el, 'carpet-move');
    el.play(el.legalMoves().find((m) => m.from.startsWith('carpet-'))!);
    const second = el.snapshot;
    expect(second).to.not.equal(first);
    expect(second.moves).to.equal(1);
    expect(first.moves, 'the earlier snapshot is unchanged').to.equal(0);
    expect(seen[0].snapshot).to.equal(second);
    el.undo();
    expect(el.snapshot).to.not.equal(second);
    expect(el.snapshot).to.deep.equal(first);
  });

  it('deals the same layout in two elements with the same seed, and another with another seed', async () => {
    const a = await carpetFixture('daily-2026-11-29');
    const b = await carpetFixture('daily-2026-11-29');
    const c = await carpetFixture('daily-2026-11-30');
    expect(a.snapshot.piles).to.deep.equal(b.snapshot.piles);
    expect(a.snapshot.piles).not.to.deep.equal(c.snapshot.piles);
  });

  it('moves a card to its foundation with a click, and fires carpet-move', async () => {
    const el = await carpetFixture('42');
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    const card = cardIn(el, move.from)!;
    const code = card.dataset.card;
    const moved = record<{ move: unknown }>(el, 'carpet-move');
    card.click();
    await el.updateComplete;
    expect(moved.map((d) => d.move)).to.deep.equal([move]);
    const foundation = el.snapshot.piles[move.to];
    expect(foundation[foundation.length - 1]).to.equal(code);
    expect(cardIn(el, move.to)!.dataset.card).to.equal(code);
    // fill="auto": the gap was filled at once from the stock (the waste was empty).
    expect(el.snapshot.piles[move.from]).to.have.length(1);
    expect(el.snapshot.piles.stock).to.have.length(27);
    expect(shadow(el).querySelector('.moves-value')!.textContent).to.equal('1');
  });

  it('deals from the stock with a click on it, and a card that cannot move stays put', async () => {
    const el = await carpetFixture('42');
    const stuck = el.snapshot.piles['carpet-0'][0];
    expect(el.legalMoves().some((m) => m.from === 'carpet-0')).to.equal(false);
    cardIn(el, 'carpet-0')!.click();
    pileEl(el, 'stock').click();
    await el.updateComplete;
    expect(el.snapshot.piles['carpet-0']).to.deep.equal([stuck]);
    expect(el.snapshot.piles.waste).to.have.length(1);
    expect(el.snapshot.moves).to.equal(1);
  });

  it('fills a gap with a click on it under fill="manual"', async () => {
    const el = await carpetFixture('42', 'manual');
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    el.play(move);
    await el.updateComplete;
    expect(el.snapshot.piles[move.from]).to.deep.equal([]);
    expect(pileEl(el, move.from).getAttribute('aria-label')).to.match(/empty$/);
    pileEl(el, 'stock').click();
    await el.updateComplete;
    const wasteTop = el.snapshot.piles.waste.at(-1);
    pileEl(el, move.from).click();
    await el.updateComplete;
    expect(el.snapshot.piles[move.from]).to.deep.equal([wasteTop]);
  });

  it('moves a card by dragging it onto its foundation with the mouse', async () => {
    const el = await carpetFixture('42');
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    const code = cardIn(el, move.from)!.dataset.card;
    const [x, y] = centre(cardIn(el, move.from)!);
    const [tx, ty] = centre(pileEl(el, move.to));
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round((x + tx) / 2), Math.round((y + ty) / 2)] });
    await el.updateComplete;
    expect(pileEl(el, move.to).classList.contains('drop-target')).to.equal(true);
    await sendMouse({ type: 'move', position: [tx, ty] });
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(el.snapshot.piles[move.to].at(-1)).to.equal(code);
    expect(el.snapshot.moves).to.equal(1);
    expect(shadow(el).querySelectorAll('[style]')).to.have.length(0);
    // The browser may send no click after a drag: the next click (keyboard, assistive technology) still counts.
    await new Promise((resolve) => setTimeout(resolve, 450));
    pileEl(el, 'stock').click();
    expect(el.snapshot.moves).to.equal(2);
  });

  it('glides an illegal drop back and changes nothing', async () => {
    const el = await carpetFixture('42');
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    const before = el.snapshot;
    const [x, y] = centre(cardIn(el, move.from)!);
    const other = move.from === 'carpet-0' ? 'carpet-1' : 'carpet-0';
    const [tx, ty] = centre(pileEl(el, other));
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [tx, ty] });
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(el.snapshot).to.deep.equal(before);
    expect(cardIn(el, move.from)!.getAnimations().length).to.be.at.least(1);
  });

  it('a finger drags a card only once it has rested on it; one that travels at once leaves it to the page (touch pointer events)', async () => {
    const el = await carpetFixture('42');
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    const card = cardIn(el, move.from)!;
    const [x, y] = centre(card);
    const [tx, ty] = centre(pileEl(el, move.to));
    const touch = (type: string, clientX: number, clientY: number, pointerId = 7): boolean =>
      card.dispatchEvent(
        new PointerEvent(type, {
          pointerId,
          pointerType: 'touch',
          isPrimary: true,
          button: 0,
          clientX,
          clientY,
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
    // The browser keeps scrolling and zooming on a movable card (test/element/touch.test.ts swipes and pinches for real).
    expect(getComputedStyle(card).touchAction).to.equal('manipulation');
    // A swipe: the finger travels before it has rested. The card stays; a browser would scroll the page.
    touch('pointerdown', x, y);
    touch('pointermove', x + 10, y + 10);
    touch('pointermove', tx, ty);
    expect(card.classList.contains('dragging'), 'a swipe does not lift the card').to.equal(false);
    expect(card.hasAttribute('style')).to.equal(false);
    touch('pointerup', tx, ty);
    await el.updateComplete;
    expect(el.snapshot.moves).to.equal(0);
    // A finger that rests first lifts the card, then drags it.
    touch('pointerdown', x, y, 8);
    await waitUntil(() => card.classList.contains('dragging'), 'the card lifts once the finger has rested', {
      timeout: 3000,
    });
    touch('pointermove', x + 10, y + 10, 8);
    touch('pointermove', tx, ty, 8);
    touch('pointerup', tx, ty, 8);
    await el.updateComplete;
    expect(el.snapshot.piles[move.to]).to.have.length(2);
  });

  it('undoes and redoes a move, its automatic fill included', async () => {
    const el = await carpetFixture('42');
    const start = el.snapshot;
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    expect(el.play(move)).to.equal(true);
    const after = el.snapshot;
    expect(el.undo()).to.equal(true);
    expect(el.snapshot).to.deep.equal(start);
    expect(el.undo()).to.equal(false);
    expect(el.redo()).to.equal(true);
    expect(el.snapshot).to.deep.equal(after);
    expect(el.redo()).to.equal(false);
    // The toolbar buttons do the same.
    await el.updateComplete;
    shadow(el).querySelector<HTMLButtonElement>('button.undo')!.click();
    expect(el.snapshot).to.deep.equal(start);
    await el.updateComplete;
    expect(shadow(el).querySelector<HTMLButtonElement>('button.undo')!.disabled).to.equal(true);
    shadow(el).querySelector<HTMLButtonElement>('button.redo')!.click();
    expect(el.snapshot).to.deep.equal(after);
  });

  it('restarts the same deal and deals a new game, firing carpet-new-game', async () => {
    const el = await carpetFixture('42');
    const start = el.snapshot;
    const games = record<{ seed: string; restarted: boolean }>(el, 'carpet-new-game');
    el.play(el.legalMoves()[0]);
    el.restart();
    expect(el.snapshot).to.deep.equal(start);
    el.newGame('7');
    expect(el.snapshot.seed).to.equal('7');
    expect(el.snapshot.piles).to.deep.equal(piles(deal('7', { fill: 'auto' })));
    el.newGame();
    expect(el.snapshot.seed).to.match(/^\d{3}-\d{3}-\d{3}$/);
    expect(games.map((g) => [g.seed === '42' || g.seed === '7' ? g.seed : 'fresh', g.restarted])).to.deep.equal([
      ['42', true],
      ['7', false],
      ['fresh', false],
    ]);
  });

  it('fires carpet-new-game for the first deal and gives a fresh, visible seed when none is set', async () => {
    const el = document.createElement('carpet-solitaire');
    const games = record<{ seed: string }>(el, 'carpet-new-game');
    document.body.append(el);
    await el.updateComplete;
    expect(games).to.have.length(1);
    expect(games[0].seed).to.equal(el.snapshot.seed);
    expect(shadow(el).querySelector('.seed-value')!.textContent).to.equal(el.snapshot.seed);
    el.remove();
  });

  it('fires carpet-won and shows the win when the last card goes home', async () => {
    const { seed, moves } = seedEndingIn('won');
    const el = await carpetFixture(seed);
    const won = record<{ snapshot: { status: string } }>(el, 'carpet-won');
    for (const move of moves) expect(el.play(move), JSON.stringify(move)).to.equal(true);
    await el.updateComplete;
    expect(won).to.have.length(1);
    expect(el.snapshot).to.include({ status: 'won', phase: 'won' });
    expect(el.legalMoves()).to.deep.equal([]);
    expect(shadow(el).querySelector('.outcome')!.textContent).to.contain('You won');
    shadow(el).querySelector<HTMLButtonElement>('.outcome button.primary')!.click();
    await el.updateComplete;
    expect(el.snapshot).to.include({ status: 'playing', moves: 0 });
    expect(el.snapshot.seed).not.to.equal(seed);
  });

  it('fires carpet-lost and offers undo when no move is left', async () => {
    const { seed, moves } = seedEndingIn('lost');
    const el = await carpetFixture(seed);
    const lost = record<unknown>(el, 'carpet-lost');
    for (const move of moves) el.play(move);
    await el.updateComplete;
    expect(lost).to.have.length(1);
    expect(el.snapshot).to.include({ status: 'lost', phase: 'lost' });
    expect(shadow(el).querySelector('.outcome')!.textContent).to.contain('No moves left');
    expect(el.undo()).to.equal(true);
    expect(el.snapshot.status).to.equal('playing');
  });

  it('refuses illegal and malformed moves through play() with carpet-error, changing nothing', async () => {
    const el = await carpetFixture('42');
    const before = el.snapshot;
    const errors = record<{ code: string; message: string }>(el, 'carpet-error');
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    try {
      expect(el.play({ from: 'carpet-0', to: 'foundation-3' })).to.equal(false);
      expect(el.play({ from: 'stock', to: 'carpet-2' })).to.equal(false);
      for (const garbage of [
        null,
        42,
        'carpet-1',
        {},
        { from: 1, to: 2 },
        { from: 'waste', to: 'foundation-0', count: -1 },
      ]) {
        expect(el.play(garbage as never)).to.equal(false);
      }
    } finally {
      console.warn = warn;
    }
    expect(el.snapshot).to.deep.equal(before);
    expect(errors.map((e) => e.code)).to.deep.equal([
      'illegal-move',
      'illegal-move',
      ...Array<string>(6).fill('invalid-move'),
    ]);
    expect(errors[0].message).to.match(
      /carpet-0 to foundation-3 is not a legal move: The .* does not go on the spades foundation/,
    );
    expect(warnings).to.have.length(8);
  });

  it('falls back to Carpet on an unknown variant or fill, warning and firing carpet-error', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (message: string) => warnings.push(message);
    try {
      const el = document.createElement('carpet-solitaire');
      const errors = record<{ code: string; message: string }>(el, 'carpet-error');
      el.setAttribute('variant', 'klondike');
      el.setAttribute('fill', 'sideways');
      el.setAttribute('seed', '42');
      document.body.append(el);
      await el.updateComplete;
      expect(errors.map((e) => e.code)).to.deep.equal(['unknown-variant', 'invalid-attribute']);
      expect(errors[0].message).to.contain('"carpet"');
      expect(warnings.join('\n')).to.contain('klondike').and.to.contain('sideways');
      expect(el.snapshot).to.include({ variant: 'carpet', seed: '42', status: 'playing' });
      el.remove();
    } finally {
      console.warn = warn;
    }
  });

  it('deals anew when the seed or fill attribute changes', async () => {
    const el = await carpetFixture('42');
    el.play(el.legalMoves()[0]);
    el.setAttribute('seed', '43');
    await el.updateComplete;
    expect(el.snapshot).to.include({ seed: '43', moves: 0 });
    expect(el.snapshot.piles).to.deep.equal(piles(deal('43', { fill: 'auto' })));
    el.setAttribute('fill', 'manual');
    await el.updateComplete;
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    el.play(move);
    expect(el.snapshot.piles[move.from]).to.deep.equal([]);
  });

  it('keeps the game when the element is moved in the page', async () => {
    const el = await carpetFixture('42');
    el.play(el.legalMoves()[0]);
    const before = el.snapshot;
    const other = await fixture(html`<section></section>`);
    other.append(el);
    await nextFrame();
    expect(el.snapshot).to.deep.equal(before);
  });

  it('writes no style attributes (strict Content-Security-Policy) and fits a 320 px column', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div class="narrow"><carpet-solitaire seed="42"></carpet-solitaire></div>`,
    );
    wrapper.style.width = '320px';
    const el = wrapper.querySelector('carpet-solitaire')!;
    await el.updateComplete;
    await aTimeout(0);
    expect(shadow(el).querySelectorAll('[style]')).to.have.length(0);
    expect(el.scrollWidth).to.be.at.most(320);
    const board = shadow(el).querySelector('.board')!;
    expect(board.scrollWidth).to.be.at.most(board.clientWidth);
    const card = cardIn(el, 'carpet-0')!;
    expect(card.getBoundingClientRect().width).to.be.at.least(44);
  });
});

// Keep the type import used for editors.
export type { CarpetSolitaire };

describe('<carpet-solitaire> changing games', () => {
  it("draws each game's own table after a change of variant, from every game to every other", async () => {
    const el = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="carthage" seed="switch" persist="false"></carpet-solitaire>`,
    );
    // Every ordered pair: each game follows each other one at least once.
    for (const variant of ['carpet', 'cadogan-carpet', 'carthage', 'cadogan-carpet', 'carpet', 'carthage']) {
      el.setAttribute('variant', variant);
      await el.updateComplete;
      expect(el.snapshot.variant).to.equal(variant);
      expect(drawingMismatches(el), `the table after switching to ${variant}`).to.deep.equal([]);
    }
  });
});
