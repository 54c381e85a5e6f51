import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '../support/commands.js';
import { hasTouch, touch } from '../support/touch.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

const root = (el: CarpetSolitaire) => el.shadowRoot!;
const pile = (el: CarpetSolitaire, id: string) => root(el).querySelector<HTMLElement>(`.pile[data-pile="${id}"]`)!;
function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** The widget on a phone-wide page that is taller than the screen, scrolled a little: a drag must not scroll it. */
async function onLongPage(variant = 'carpet', seed = '42'): Promise<CarpetSolitaire> {
  await setViewport({ width: 360, height: 640 });
  const page = await fixture<HTMLElement>(
    html`<div>
      <p class="above"></p>
      <carpet-solitaire variant=${variant} seed=${seed}></carpet-solitaire>
      <p class="below"></p>
    </div>`,
  );
  page.querySelector<HTMLElement>('.below')!.style.setProperty('height', '2000px');
  const el = page.querySelector('carpet-solitaire')!;
  await el.updateComplete;
  window.scrollTo(0, 40);
  return el;
}

describe('touch', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('a touch drag moves a card and never scrolls the page', async function () {
    if (!hasTouch) this.skip();
    const el = await onLongPage();
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    const card = el.snapshot.piles[move.from].at(-1);
    const [x, y] = centre(pile(el, move.from));
    const [tx, ty] = centre(pile(el, move.to));
    const scrolled = window.scrollY;
    await touch({ type: 'start', position: [x, y] });
    for (let step = 1; step <= 6; step++) {
      await touch({ type: 'move', position: [Math.round(x + ((tx - x) * step) / 6), Math.round(y + ((ty - y) * step) / 6)] });
    }
    expect(window.scrollY, 'the page did not scroll during the drag').to.equal(scrolled);
    await touch({ type: 'end' });
    await el.updateComplete;
    expect(el.snapshot.piles[move.to].at(-1)).to.equal(card);
    expect(el.snapshot.moves).to.equal(1);
    expect(window.scrollY).to.equal(scrolled);
  });

  it('a tap moves a card', async function () {
    if (!hasTouch) this.skip();
    const el = await onLongPage();
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-'))!;
    const [x, y] = centre(pile(el, move.from));
    await touch({ type: 'start', position: [x, y] });
    await touch({ type: 'end' });
    await el.updateComplete;
    expect(el.snapshot.moves).to.equal(1);
    expect(el.snapshot.piles[move.to].length).to.equal(2);
  });

  for (const variant of ['carpet', 'carthage', 'cadogan-carpet']) {
    it(`${variant}: every target is at least 24 x 24 CSS px in a 320 px column (WCAG 2.2, 2.5.8)`, async () => {
      const wrapper = await fixture<HTMLElement>(html`<div class="column"><carpet-solitaire variant=${variant} seed="targets"></carpet-solitaire></div>`);
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
        const next = target.nextElementSibling?.matches('.card') ? target.nextElementSibling.getBoundingClientRect() : null;
        const height = next ? Math.min(box.height, next.top - box.top) : box.height;
        if (box.width < 24 || height < 24) small.push(`${target.dataset.focus ?? target.textContent.trim()} ${box.width.toFixed(1)} x ${height.toFixed(1)}`);
      }
      expect(small, small.join('; ')).to.deep.equal([]);
    });
  }
  it('in Carthage on a phone, a tap on a covered card spreads its column to finger-sized strips; the next tap picks the run from there', async function () {
    if (!hasTouch) this.skip();
    // A Carthage game played on until a run can move from inside a column (the card picked is covered).
    const el = await onLongPage('carthage', '28');
    const insideRun = () => el.legalMoves().find((m) => m.from.startsWith('tableau-') && (m.count ?? 1) >= 2);
    for (let step = 0; step < 80 && !insideRun(); step++) {
      const legal = el.legalMoves();
      el.play(legal.find((m) => m.to.startsWith('tableau-') && m.from !== 'stock') ?? legal.find((m) => m.from !== 'stock') ?? legal[0]);
    }
    const move = insideRun()!;
    expect(move, 'a run to move from inside a column').to.not.equal(undefined);
    await el.updateComplete;
    const column = pile(el, move.from);
    const size = el.snapshot.piles[move.from].length;
    const index = size - move.count!;
    const card = () => column.querySelector<HTMLElement>(`.card[data-index="${index}"]`)!;
    const strip = () => column.querySelector<HTMLElement>(`.card[data-index="${index + 1}"]`)!.getBoundingClientRect().top - card().getBoundingClientRect().top;
    expect(strip(), 'a covered card shows a thin strip at 360 px').to.be.below(24);
    const tapAt = async () => {
      const box = card().getBoundingClientRect();
      const at: [number, number] = [Math.round(box.left + box.width / 2), Math.round(box.top + Math.min(strip(), box.height) / 2)];
      await touch({ type: 'start', position: at });
      await touch({ type: 'end', position: at });
      await el.updateComplete;
    };
    const moves = el.snapshot.moves;
    await tapAt();
    expect(el.snapshot.moves, 'the first tap only spreads the column').to.equal(moves);
    expect(column.classList.contains('spread')).to.equal(true);
    expect(strip(), 'each covered card is now a finger-sized target').to.be.at.least(24);
    expect(card().getBoundingClientRect().width).to.be.at.least(24);
    await tapAt();
    expect(el.snapshot.moves, 'the second tap moves the run').to.equal(moves + 1);
    expect(el.snapshot.piles[move.from], 'the run from the tapped card left the column').to.have.length(index);
    expect(pile(el, move.from).classList.contains('spread'), 'the column folds back after the move').to.equal(false);
  });
});
