import '../support/clean-storage.js';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { sendKeys } from '../support/commands.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Move } from '../../src/core/types.js';
import { commandOf, nearestInDirection } from '../../src/element/input/keyboard.js';
import { seedEndingIn } from './helpers.js';
import { statsKey } from '../../src/element/persistence/saved-game.js';

const root = (el: CarpetSolitaire): ShadowRoot => el.shadowRoot!;
const active = (el: CarpetSolitaire): HTMLElement | null => root(el).activeElement as HTMLElement | null;
const stops = (el: CarpetSolitaire): HTMLElement[] => [
  ...root(el).querySelectorAll<HTMLElement>('.board [data-focus]'),
];
const item = (el: CarpetSolitaire, key: string): HTMLElement =>
  root(el).querySelector<HTMLElement>(`.board [data-focus="${key}"]`)!;
const live = (el: CarpetSolitaire): string => root(el).querySelector('.live')!.textContent.trim();
const press = (key: string) => sendKeys({ press: key });

/** Tabs from the page into the board: the toolbar's buttons come first, then the board's one stop. */
async function tabIntoBoard(el: CarpetSolitaire): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if (active(el)?.closest('.board')) return;
    await press('Tab');
  }
  throw new Error('Tab never reached the board');
}

/** Walks the keyboard focus to `key` with arrow keys only, steering by where things are drawn. */
async function arrowTo(el: CarpetSolitaire, key: string): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const here = active(el);
    if (here?.dataset.focus === key) return;
    if (!here) throw new Error('focus left the board');
    const from = here.getBoundingClientRect();
    const to = item(el, key).getBoundingClientRect();
    const dx = to.left + to.width / 2 - (from.left + from.width / 2);
    const dy = to.top + to.height / 2 - (from.top + from.height / 2);
    await press(Math.abs(dy) > Math.abs(dx) ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  throw new Error(`arrows never reached ${key}`);
}

async function playByKeys(el: CarpetSolitaire, move: Move): Promise<void> {
  if (move.from === 'stock') {
    await press('d');
  } else {
    await arrowTo(el, move.from);
    await press('Enter');
    if (el.snapshot.piles[move.to] && root(el).querySelector('[aria-pressed="true"]')) {
      await arrowTo(el, move.to);
      await press('Enter');
    }
  }
  await el.updateComplete;
}

describe('keyboard play', () => {
  it('wins a seeded Carpet deal with keys alone', async () => {
    const { seed, moves } = seedEndingIn('won');
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${seed}></carpet-solitaire>`);
    await tabIntoBoard(el);
    for (const [number, move] of moves.entries()) {
      const before = el.snapshot.moves;
      await playByKeys(el, move);
      expect(el.snapshot.moves, `move ${number + 1}: ${move.from} to ${move.to}`).to.equal(before + 1);
      // Focus stays on the board after every move and re-render, on the board's single tab stop.
      expect(active(el)?.closest('.board'), `focus after move ${number + 1}`).to.not.equal(null);
      // The element the widget focused for the keyboard shows the ring, in every engine (WebKit included).
      expect(active(el)!.matches(':focus-visible'), `focus ring after move ${number + 1}`).to.equal(true);
      expect(stops(el).filter((stop) => stop.tabIndex === 0)).to.have.length(1);
    }
    expect(el.snapshot.status).to.equal('won');
    expect(live(el)).to.match(/ You won in \d+ moves\.$/);
  });

  it('has one tab stop on the board: Tab goes in, and out again', async () => {
    // The page goes on after the widget: Tab from the board lands there, not in the browser's own controls
    // (where Firefox would keep the keys of every later test). A reader who has played before: a new one
    // also has the line offering the rules after the board (test/element/guide.test.ts).
    localStorage.setItem(statsKey('carpet'), JSON.stringify({ played: 1, won: 0, streak: 0, best: 0 }));
    const page = await fixture<HTMLElement>(
      html`<div><carpet-solitaire seed="tabs"></carpet-solitaire><button>After the game</button></div>`,
    );
    const el = page.querySelector('carpet-solitaire')!;
    // A verdict may add a Finish button after the board: wait for it, so the tab order holds still while keys are pressed.
    if (el.analysis.verdict === 'pending') await oneEvent(el, 'carpet-analysis');
    await el.updateComplete;
    await tabIntoBoard(el);
    const inside = active(el)!;
    expect(stops(el).filter((stop) => stop.tabIndex === 0)).to.deep.equal([inside]);
    await press('ArrowRight');
    expect(active(el)).to.not.equal(inside);
    expect(active(el)!.tabIndex).to.equal(0);
    expect(inside.tabIndex).to.equal(-1);
    await press('Tab');
    expect(active(el)?.closest('.board') ?? null).to.equal(null);
    expect(document.activeElement, 'on the page after the widget').to.equal(page.querySelector('button'));
    await sendKeys({ down: 'Shift' });
    await press('Tab');
    await sendKeys({ up: 'Shift' });
    expect(active(el)?.closest('.board')).to.not.equal(null);
  });

  it('picks up a Carthage run, puts it down elsewhere, and Escape puts it back', async () => {
    // A seed whose deal has a card with two or more places to go.
    let el: CarpetSolitaire | undefined;
    let from = '';
    let places: string[] = [];
    for (let n = 1; n < 60 && places.length < 2; n++) {
      el = await fixture<CarpetSolitaire>(
        html`<carpet-solitaire variant="carthage" seed=${`keys-${n}`}></carpet-solitaire>`,
      );
      const moves = el.legalMoves().filter((m) => m.from.startsWith('tableau-') && (m.count ?? 1) === 1);
      for (const pile of new Set(moves.map((m) => m.from))) {
        const to = [...new Set(moves.filter((m) => m.from === pile).map((m) => m.to))];
        if (to.length >= 2 && places.length < 2) [from, places] = [pile, to];
      }
    }
    expect(places.length, 'a deal with a choice of places').to.be.at.least(2);
    el = el!;
    await tabIntoBoard(el);
    const size = el.snapshot.piles[from].length;
    const key = `${from}:${size - 1}`;
    await arrowTo(el, key);
    await press('Enter');
    expect(item(el, key).getAttribute('aria-pressed')).to.equal('true');
    expect(live(el)).to.match(/^Picked up the .+\. It can go to .+\. Go there and press Enter; Escape puts it back\.$/);
    for (const place of places)
      expect(root(el).querySelector(`.pile[data-pile="${place}"]`)!.classList.contains('drop-target')).to.equal(true);

    await press('Escape');
    expect(root(el).querySelector('[aria-pressed="true"]')).to.equal(null);
    expect(live(el)).to.match(/^Put back the /);
    expect(el.snapshot.moves).to.equal(0);

    await press('Enter');
    const card = el.snapshot.piles[from].at(-1);
    const target = places.find((place) => item(el, place) ?? root(el).querySelector(`[data-focus^="${place}:"]`))!;
    const targetSize = el.snapshot.piles[target].length;
    await arrowTo(el, targetSize > 0 && target.startsWith('tableau-') ? `${target}:${targetSize - 1}` : target);
    await press('Enter');
    expect(el.snapshot.moves).to.equal(1);
    expect(el.snapshot.piles[target].at(-1)).to.equal(card);
    expect(active(el)?.closest('.board')).to.not.equal(null);
  });

  it('u, r, d, h and ? do undo, redo, deal, hint and help', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="keys"></carpet-solitaire>`);
    await tabIntoBoard(el);
    const stock = el.snapshot.piles.stock.length;
    await press('d');
    expect(el.snapshot.piles.stock.length).to.equal(stock - 1);
    await press('u');
    expect(el.snapshot.piles.stock.length).to.equal(stock);
    expect(live(el)).to.match(/^Undone: the deal, the .+ back to the stock\.$/);
    await press('r');
    expect(el.snapshot.piles.stock.length).to.equal(stock - 1);
    await sendKeys({ down: 'Control' });
    await press('z');
    await sendKeys({ up: 'Control' });
    expect(el.snapshot.moves).to.equal(0);

    await press('h');
    await el.updateComplete;
    expect(live(el)).to.match(/^Hint: (the .+ from .+ to .+|deal from the stock to the waste)\.$/);
    const hinted = root(el).querySelector<HTMLElement>('.hint-from')!;
    expect(active(el)).to.equal(hinted.dataset.focus ? hinted : hinted.querySelector('[data-focus]'));

    expect(root(el).querySelector('[part="help"]')).to.equal(null);
    await press('?');
    await el.updateComplete;
    const help = root(el).querySelector('[part="help"]')!;
    expect(help.textContent).to.contain('Undo').and.contain('Deal from the stock').and.contain('Escape');
    await press('Escape');
    await el.updateComplete;
    expect(root(el).querySelector('[part="help"]')).to.equal(null);
  });

  it("a mouse press keeps a keyboard player's focus on the board, and takes a page field's focus away as any click outside it does", async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div><input class="field" /><carpet-solitaire seed="keys"></carpet-solitaire></div>`,
    );
    const el = wrapper.querySelector('carpet-solitaire')!;
    const field = wrapper.querySelector('input')!;
    const clickCard = async () => {
      // Apart by more than a double-click, which on the same pile is swallowed.
      await new Promise((resolve) => setTimeout(resolve, 400));
      const move = el.legalMoves().find((m) => m.from !== 'stock')!;
      const size = el.snapshot.piles[move.from].length;
      const card = root(el).querySelector<HTMLElement>(
        `.card[data-pile="${move.from}"][data-index="${size - (move.count ?? 1)}"]`,
      )!;
      card.scrollIntoView({ block: 'center' });
      const box = card.getBoundingClientRect();
      const moves = el.snapshot.moves;
      await sendMouse({
        type: 'click',
        position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
      });
      await el.updateComplete;
      expect(el.snapshot.moves, 'the click played a move').to.equal(moves + 1);
    };
    try {
      field.focus();
      await clickCard();
      expect(document.activeElement, 'the field lost the focus').to.not.equal(field);
      expect(active(el), 'a press does not put the focus on a card').to.equal(null);
      // A toolbar button's focus leaves too, so Space after a click on a card does not press it again.
      root(el).querySelector<HTMLButtonElement>('button.undo')!.focus();
      await clickCard();
      expect(active(el), 'the Undo button lost the focus').to.equal(null);
      await tabIntoBoard(el);
      await clickCard();
      expect(active(el)?.closest('.board'), 'the keyboard focus is still on the board').to.not.equal(null);
      expect(active(el)?.tabIndex).to.equal(0);
    } finally {
      await resetMouse();
    }
  });

  it('a keyboard focus survives a move made another way (a click, the API)', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="keys"></carpet-solitaire>`);
    await tabIntoBoard(el);
    el.play(el.legalMoves().find((m) => m.from === 'stock')!);
    await el.updateComplete;
    expect(active(el)?.closest('.board')).to.not.equal(null);
  });
});

describe('every click has its key', () => {
  it('Enter on an empty Carpet gap (fill="manual", the waste empty) deals the stock\'s card into it, as a click does', async () => {
    // A deal with a carpet card that goes home at once, leaving a gap while the waste is still empty.
    let seed = 1;
    let el: CarpetSolitaire;
    let home: Move | undefined;
    for (;;) {
      el = await fixture<CarpetSolitaire>(
        html`<carpet-solitaire seed=${String(seed)} fill="manual"></carpet-solitaire>`,
      );
      home = el.legalMoves().find((move) => move.from.startsWith('carpet-') && move.to.startsWith('foundation-'));
      if (home) break;
      seed++;
    }
    expect(el.play(home)).to.equal(true);
    await el.updateComplete;
    const gap = home.from;
    expect(el.snapshot.piles[gap]).to.have.length(0);
    expect(el.snapshot.piles.waste).to.have.length(0);
    const top = el.snapshot.piles.stock.at(-1);
    await tabIntoBoard(el);
    await arrowTo(el, gap);
    await press('Enter');
    await el.updateComplete;
    expect(el.snapshot.piles[gap], 'the stock card went into the gap').to.deep.equal([top]);
    expect(live(el)).to.not.contain('is empty');
  });

  it("Enter on The Carpet's empty stock, and D, re-deal the talon, as a click does", async () => {
    const el = await fixture<CarpetSolitaire>(
      html`<carpet-solitaire variant="cadogan-carpet" seed="4"></carpet-solitaire>`,
    );
    while (el.snapshot.piles.stock.length > 0) el.play(el.legalMoves().find((move) => move.from === 'stock')!);
    await el.updateComplete;
    expect(el.snapshot.piles.talon.length).to.be.greaterThan(0);
    await tabIntoBoard(el);
    await arrowTo(el, 'stock');
    await press('Enter');
    await el.updateComplete;
    expect(el.snapshot.piles.stock.length, 'Enter re-dealt').to.be.greaterThan(0);
    while (el.snapshot.piles.stock.length > 0) el.play(el.legalMoves().find((move) => move.from === 'stock')!);
    await el.updateComplete;
    await press('d');
    await el.updateComplete;
    expect(el.snapshot.piles.stock.length, 'D re-dealt').to.be.greaterThan(0);
  });
});

describe('arrow keys reach every card and pile', () => {
  for (const variant of ['carpet', 'carthage', 'cadogan-carpet']) {
    for (const width of [320, 800]) {
      it(`${variant} at ${width} px: from the first stop, arrows lead to every stop, and from every stop back`, async () => {
        const wrapper = await fixture<HTMLElement>(
          html`<div><carpet-solitaire variant=${variant} seed="reach"></carpet-solitaire></div>`,
        );
        wrapper.style.setProperty('width', `${width}px`);
        const el = wrapper.querySelector('carpet-solitaire')!;
        // Some play, so piles of different heights and empty piles are on the table too.
        for (let i = 0; i < 12 && el.legalMoves().length; i++) el.play(el.legalMoves()[i % el.legalMoves().length]);
        await el.updateComplete;
        const items = stops(el);
        const boxes = items.map((item) => item.getBoundingClientRect());
        const next = (index: number) =>
          (['left', 'right', 'up', 'down'] as const)
            .map((d) => nearestInDirection(boxes[index], boxes, d))
            .filter((i) => i >= 0);
        const edges = items.map((_, i) => next(i));
        const reach = (from: number, step: (i: number) => number[]) => {
          const reached = new Set([from]);
          for (const queue = [from]; queue.length;)
            for (const n of step(queue.shift()!))
              if (!reached.has(n)) {
                reached.add(n);
                queue.push(n);
              }
          return reached;
        };
        const forward = reach(0, (i) => edges[i]);
        const back = reach(0, (i) => items.map((_, j) => j).filter((j) => edges[j].includes(i)));
        expect(
          items.filter((_, i) => !forward.has(i)).map((item) => item.dataset.focus),
          'stops no arrow path reaches',
        ).to.deep.equal([]);
        expect(
          items.filter((_, i) => !back.has(i)).map((item) => item.dataset.focus),
          'stops with no arrow path back',
        ).to.deep.equal([]);
      });
    }
  }
});

describe('keyboard helpers', () => {
  it('nearestInDirection takes the next box in a line over a nearer one off it', () => {
    const box = (left: number, top: number) => ({ left, top, width: 10, height: 10 });
    const from = box(0, 0);
    const boxes = [box(30, 0), box(4, 25), box(-30, 0), box(0, 40), box(12, 18), from];
    expect(nearestInDirection(from, boxes, 'right')).to.equal(0);
    expect(nearestInDirection(from, boxes, 'left')).to.equal(2);
    // Down: (4, 25) is nearly in line and nearer than (0, 40); (12, 18) is nearer still but well off the line.
    expect(nearestInDirection(from, boxes, 'down')).to.equal(1);
    expect(nearestInDirection(from, boxes, 'up')).to.equal(-1);
  });

  it('commandOf leaves a page its own modified shortcuts', () => {
    const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
      commandOf({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
    expect([key('u'), key('r'), key('d'), key('h'), key('?', { shiftKey: true })]).to.deep.equal([
      'undo',
      'redo',
      'deal',
      'hint',
      'help',
    ]);
    expect([
      key('z', { ctrlKey: true }),
      key('z', { metaKey: true, shiftKey: true }),
      key('y', { ctrlKey: true }),
    ]).to.deep.equal(['undo', 'redo', 'redo']);
    expect([
      key('u', { altKey: true }),
      key('r', { ctrlKey: true }),
      key('U', { shiftKey: true }),
      key('x'),
    ]).to.deep.equal([undefined, undefined, undefined, undefined]);
  });
});
