/**
 * Fingers on the table, with real touch input (scripts/touch-command.mjs: CDP in Chromium, WebDriver BiDi
 * in Firefox; WebKit skips, its WebDriver has no touch), on a phone's page: a meta viewport and, in
 * Chromium, mobile and touch emulation (test/support/touch.ts, phone()). Firefox's touches from BiDi reach
 * the page's events but not its compositor, so Firefox neither scrolls nor zooms by touch here: there the
 * tests check what the widget does (no drag, no move, no touchmove kept from the page) and say so.
 */
import '../support/clean-storage.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '../support/commands.js';
import { hasTouch, leavePhone, path, releaseFingers, tap, touches } from '../support/touch.js';
import type { Move } from '../../src/core/types.js';
import { nameOf } from '../../src/element/host/host.js';
import { DE } from '../../src/i18n/de.js';
import { EN } from '../../src/i18n/en.js';
import { ES } from '../../src/i18n/es.js';
import { FR } from '../../src/i18n/fr.js';
import { GAMES } from '../../src/games/all.js';
import { centre, frames, live, onPhone, pile, root, settled, spot, topCard, watch } from './phone-page.js';

/** A Carthage deal with a card (the top of its pile) that may go to more than one place, and that card's places. */
function carthageChoice(): { seed: string; from: string; places: string[]; preferred: Move; other: Move } {
  const game = GAMES.carthage;
  for (let n = 1; n < 200; n++) {
    const state = game.rules.deal(String(n), {});
    const legal = game.rules.legalMoves(state);
    const piles = game.rules.piles(state);
    for (const from of new Set(legal.map((m) => m.from))) {
      const moves = legal.filter((m) => m.from === from && (m.count ?? 1) === 1);
      const places = [...new Set(moves.map((m) => m.to))];
      // A choice worth making: a place on another card beside a foundation.
      if (from === 'stock' || places.length < 2 || !places.some((p) => p.startsWith('tableau-'))) continue;
      const size = piles[from].length;
      const preferred = game.clickMove(legal, { pile: from, index: size - 1, size, piles })!;
      return { seed: String(n), from, places, preferred, other: moves.find((m) => m.to !== preferred.to)! };
    }
  }
  throw new Error('no Carthage deal in 1-199 with a card that may go on a card or elsewhere');
}

describe('touch', () => {
  afterEach(() => releaseFingers());
  after(() => leavePhone());

  it('a swipe that starts on a movable card scrolls the page and moves nothing (The Carpet in landscape, taller than the screen)', async function () {
    if (!hasTouch) this.skip();
    const { el, zooms } = await onPhone('cadogan-carpet', '42', [740, 360]);
    expect(el.getBoundingClientRect().height, 'the widget is taller than the screen').to.be.above(innerHeight * 2);
    // Dealt until a carpet card can move (onto the talon or home).
    const carpetMove = () => el.legalMoves().find((m) => m.from.startsWith('carpet-'));
    while (!carpetMove()) el.play({ from: 'stock', to: 'talon' });
    await el.updateComplete;
    const move = carpetMove()!;
    const card = topCard(el, move.from);
    expect(card.classList.contains('movable')).to.equal(true);
    expect(getComputedStyle(card).touchAction, 'the browser keeps panning and pinching on a movable card').to.equal(
      'manipulation',
    );
    // The card's centre 300 px down the screen, so that the swipe (200 px up) stays on it.
    window.scrollBy(0, centre(card)[1] - 300);
    await frames();
    const start = centre(card);
    const before = scrollY;
    const moves = el.snapshot.moves;
    const watching = watch(el);
    await touches([
      { type: 'start', position: start },
      ...path(start, [start[0], start[1] - 200], 10),
      { type: 'end' },
    ]);
    await el.updateComplete;
    if (zooms) {
      await waitUntil(() => scrollY - before >= 150, `the page scrolled by the swipe (${scrollY - before} px)`, {
        timeout: 3000,
      });
      // The fling ends before the next test's fingers come down (a touch during a fling is the browser's).
      await settled();
    }
    // Firefox: BiDi's touches never reach its scrolling (see the file's comment); what the widget does is the same.
    watching.stop();
    expect(watching.seen.touchmoves, 'the swipe reached the page').to.be.above(0);
    expect(watching.seen.prevented, 'no touchmove was kept from scrolling').to.equal(0);
    expect(watching.seen.lifted, 'the card was never lifted').to.equal(false);
    expect(el.snapshot.moves, 'nothing was played').to.equal(moves);
    expect(card.hasAttribute('style'), 'the card was not dragged').to.equal(false);
  });

  it('a finger that rests on a card lifts it, then drags it where it goes; the page stays put', async function () {
    if (!hasTouch) this.skip();
    const { el } = await onPhone('carpet', '42');
    window.scrollTo(0, 40);
    await frames();
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    const card = el.snapshot.piles[move.from].at(-1);
    const from = centre(topCard(el, move.from));
    const to = centre(pile(el, move.to));
    const scrolled = scrollY;
    await touches([{ type: 'start', position: from }]);
    await waitUntil(
      () => topCard(el, move.from).classList.contains('dragging'),
      'the card lifts once the finger has rested',
      { timeout: 3000 },
    );
    await el.updateComplete;
    expect(pile(el, move.to).classList.contains('drop-target'), 'its place lights up').to.equal(true);
    await touches(path(from, to, 8));
    expect(topCard(el, move.from).getAttribute('style'), 'the card follows the finger').to.contain('translate');
    expect(scrollY, 'the page did not scroll during the drag').to.equal(scrolled);
    await touches([{ type: 'end', position: to }]);
    await el.updateComplete;
    expect(el.snapshot.piles[move.to].at(-1)).to.equal(card);
    expect(el.snapshot.moves).to.equal(1);
    expect(scrollY).to.equal(scrolled);
  });

  it('a tap moves a card with one place to go at once', async function () {
    if (!hasTouch) this.skip();
    const { el } = await onPhone('carpet', '42');
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    await tap(centre(topCard(el, move.from)));
    await el.updateComplete;
    expect(el.snapshot.moves).to.equal(1);
    expect(el.snapshot.piles[move.to].length).to.equal(2);
  });

  it('a tap on a card with more than one place picks it up and lights its places; a tap on one of them puts it there', async function () {
    if (!hasTouch) this.skip();
    const { seed, from, places, preferred, other } = carthageChoice();
    const { el } = await onPhone('carthage', seed);
    const card = el.snapshot.piles[from].at(-1)!;
    await tap(centre(topCard(el, from)));
    await el.updateComplete;
    expect(el.snapshot.moves, 'the tap only picks it up').to.equal(0);
    expect(topCard(el, from).classList.contains('held')).to.equal(true);
    const lit = [...root(el).querySelectorAll<HTMLElement>('.pile.drop-target')].map((element) => element.dataset.pile);
    expect(lit.sort(), 'its places light up').to.deep.equal([...places].sort());
    const game = GAMES.carthage;
    expect(live(el), 'a screen reader hears it').to.equal(
      EN.moves.pickedUpByTap(
        { card, count: 1 },
        places.map((place) => nameOf(game, place)),
      ),
    );
    expect(other.to).to.not.equal(preferred.to);
    await tap(spot(el, other.to));
    await el.updateComplete;
    expect(el.snapshot.moves).to.equal(1);
    expect(el.snapshot.piles[other.to].at(-1), `the card went to ${other.to}, not to ${preferred.to}`).to.equal(card);
    expect(root(el).querySelectorAll('.held, .drop-target')).to.have.length(0);
  });

  it('a second tap on the card picked up sends it where a tap sends it', async function () {
    if (!hasTouch) this.skip();
    const { seed, from, preferred } = carthageChoice();
    const { el } = await onPhone('carthage', seed);
    const card = el.snapshot.piles[from].at(-1)!;
    await tap(centre(topCard(el, from)));
    await el.updateComplete;
    expect(topCard(el, from).classList.contains('held')).to.equal(true);
    await tap(centre(topCard(el, from)));
    await el.updateComplete;
    expect(el.snapshot.moves).to.equal(1);
    expect(el.snapshot.piles[preferred.to].at(-1)).to.equal(card);
  });

  it('a tap elsewhere on the table, a tap outside it, or Escape puts the card back', async function () {
    if (!hasTouch) this.skip();
    const { seed, from, places } = carthageChoice();
    const { el, above } = await onPhone('carthage', seed);
    const card = el.snapshot.piles[from].at(-1)!;
    const pickUp = async () => {
      await tap(centre(topCard(el, from)));
      await el.updateComplete;
      expect(topCard(el, from).classList.contains('held'), 'picked up').to.equal(true);
    };
    const putBack = async (how: string) => {
      await el.updateComplete;
      expect(topCard(el, from).classList.contains('held'), `${how} puts it back`).to.equal(false);
      expect(root(el).querySelectorAll('.drop-target'), `${how}: no place lit`).to.have.length(0);
      expect(live(el).replace(/\u00a0$/, ''), `${how}: a screen reader hears it`).to.equal(
        EN.moves.putBack({ card, count: 1 }),
      );
      expect(el.snapshot.moves, `${how} plays nothing`).to.equal(0);
    };
    const elsewhere = GAMES.carthage.table.slots
      .map((slot) => slot.id)
      .find((id) => id !== from && !places.includes(id) && id.startsWith('tableau-'))!;
    await pickUp();
    await tap(spot(el, elsewhere));
    await putBack('a tap on a pile it cannot go to');
    await pickUp();
    await tap(centre(above));
    await putBack('a tap outside the table');
    await pickUp();
    await sendKeys({ press: 'Escape' });
    await putBack('Escape');
  });

  it('in Carthage, a tap on a covered card spreads its column to finger-sized strips; the next tap picks the run from there', async function () {
    if (!hasTouch) this.skip();
    // A Carthage game played on until a run can move from inside a column (the card picked is covered).
    const { el } = await onPhone('carthage', '28');
    window.scrollTo(0, 40);
    const insideRun = () => el.legalMoves().find((m) => m.from.startsWith('tableau-') && (m.count ?? 1) >= 2);
    for (let step = 0; step < 80 && !insideRun(); step++) {
      const legal = el.legalMoves();
      el.play(
        legal.find((m) => m.to.startsWith('tableau-') && m.from !== 'stock') ??
          legal.find((m) => m.from !== 'stock') ??
          legal[0],
      );
    }
    const move = insideRun()!;
    expect(move, 'a run to move from inside a column').to.not.equal(undefined);
    await el.updateComplete;
    const column = pile(el, move.from);
    const size = el.snapshot.piles[move.from].length;
    const index = size - move.count!;
    const card = () => column.querySelector<HTMLElement>(`.card[data-index="${index}"]`)!;
    const strip = () =>
      column.querySelector<HTMLElement>(`.card[data-index="${index + 1}"]`)!.getBoundingClientRect().top -
      card().getBoundingClientRect().top;
    expect(strip(), 'a covered card shows a thin strip at 360 px').to.be.below(24);
    const tapAt = async () => {
      const box = card().getBoundingClientRect();
      await tap([Math.round(box.left + box.width / 2), Math.round(box.top + Math.min(strip(), box.height) / 2)]);
      await el.updateComplete;
    };
    const moves = el.snapshot.moves;
    await tapAt();
    expect(el.snapshot.moves, 'the first tap only spreads the column').to.equal(moves);
    expect(column.classList.contains('spread')).to.equal(true);
    expect(strip(), 'each covered card is now a finger-sized target').to.be.at.least(24);
    expect(card().getBoundingClientRect().width).to.be.at.least(24);
    const places = new Set(
      el
        .legalMoves()
        .filter((m) => m.from === move.from && m.count === move.count)
        .map((m) => m.to),
    );
    await tapAt();
    if (places.size > 1) {
      // A run with more than one place is picked up; a tap on it again sends it where a tap sends it.
      expect(card().classList.contains('held'), 'the run is picked up').to.equal(true);
      await tapAt();
    }
    expect(el.snapshot.moves, 'the run moved').to.equal(moves + 1);
    expect(el.snapshot.piles[move.from], 'the run from the tapped card left the column').to.have.length(index);
    expect(pile(el, move.from).classList.contains('spread'), 'the column folds back after the move').to.equal(false);
  });

  it('the Keys item opens how to play by touch on a touch screen, in every language; elsewhere the keys', async function () {
    if (!hasTouch) this.skip();
    for (const words of [EN, DE, FR, ES]) {
      const { el, zooms } = await onPhone('carthage', '42', [320, 640]);
      el.setAttribute('lang', words.lang);
      await el.updateComplete;
      // Chromium's touch emulation makes the screen a touch screen and nothing else; Firefox's stays a mouse's.
      const touchOnly = matchMedia('(any-pointer: coarse) and (not (any-pointer: fine))').matches;
      expect(touchOnly, 'a touch screen where the engine emulates one').to.equal(zooms);
      const item = root(el).querySelector<HTMLButtonElement>('.menu .help-toggle')!;
      root(el).querySelector<HTMLButtonElement>('.more-toggle')!.click();
      await el.updateComplete;
      expect(item.innerText.trim(), `${words.lang}: the item's name`).to.equal(
        touchOnly ? words.ui.howToPlay : words.ui.keys,
      );
      item.click();
      await el.updateComplete;
      const help = root(el).querySelector<HTMLElement>('[part="help"]')!;
      const touchPart = help.querySelector<HTMLElement>('.touch-help')!;
      const keysPart = help.querySelector<HTMLElement>('.keys-help')!;
      expect(touchPart.checkVisibility(), `${words.lang}: the touch part`).to.equal(touchOnly);
      expect(keysPart.checkVisibility(), `${words.lang}: the keys part`).to.equal(!touchOnly);
      if (touchOnly) {
        expect(touchPart.querySelector('.help-title')!.textContent.trim()).to.equal(words.ui.touchLabel);
        expect([...touchPart.querySelectorAll('dt')].map((dt) => dt.textContent.trim())).to.deep.equal(
          words.ui.touchLines.map((line) => line.keys),
        );
        // Every line fits the 320 px table: nothing spills out of the panel.
        const panel = help.getBoundingClientRect();
        for (const text of touchPart.querySelectorAll<HTMLElement>('dt, dd, .help-title')) {
          const box = text.getBoundingClientRect();
          expect(box.right, `${words.lang}: "${text.textContent}" fits`).to.be.at.most(panel.right + 0.5);
          expect(text.scrollWidth, `${words.lang}: "${text.textContent}" does not overflow`).to.be.at.most(
            text.clientWidth + 1,
          );
        }
      }
    }
  });

  for (const variant of ['carpet', 'carthage', 'cadogan-carpet']) {
    it(`${variant}: every target is at least 24 x 24 CSS px in a 320 px column (WCAG 2.2, 2.5.8)`, async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div class="column"><carpet-solitaire variant=${variant} seed="targets"></carpet-solitaire></div>`,
      );
      wrapper.style.setProperty('width', '320px');
      const el = wrapper.querySelector('carpet-solitaire')!;
      await el.updateComplete;
      // The toolbar's More menu open, so that its items (Restart, Stats, Keys) are measured too.
      root(el).querySelector<HTMLButtonElement>('.more-toggle')!.click();
      await el.updateComplete;
      const small: string[] = [];
      const targets = [...root(el).querySelectorAll<HTMLElement>('button, [data-focus]')];
      expect(targets.length).to.be.above(10);
      for (const target of targets) {
        // A fanned card is a target by its visible strip: the part not covered by the card on it.
        const box = target.getBoundingClientRect();
        const next = target.nextElementSibling?.matches('.card')
          ? target.nextElementSibling.getBoundingClientRect()
          : null;
        const height = next ? Math.min(box.height, next.top - box.top) : box.height;
        if (box.width < 24 || height < 24)
          small.push(
            `${target.dataset.focus ?? target.textContent.trim()} ${box.width.toFixed(1)} x ${height.toFixed(1)}`,
          );
      }
      expect(small, small.join('; ')).to.deep.equal([]);
    });
  }
});
