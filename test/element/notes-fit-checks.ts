/**
 * Every pile's note and count fits its pile: the stock's note ("2 re-deals left", "3 deals left"), the
 * stock's count and a reserve's count, for each game, in each language, on tables 320, 360 and 1000 px
 * wide, in every state that changes them (a fresh deal, after a deal, the stock spent, after each
 * re-deal). Each lies inside its pile's box and, on a stock that holds cards, inside the card drawn
 * there (1 px tolerance); nothing in it is clipped out of sight, and its font is 9px or more. Run on the
 * source (notes-fit.test.ts) and on the drop-in build (test/pages/notes-fit-build.test.ts).
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Move } from '../../src/core/types.js';
import { VARIANTS } from '../../src/games/catalogue.js';
import { LANGUAGES } from '../../src/i18n/lang.js';

const WIDTHS = [320, 360, 1000];
const TOLERANCE = 1;
/** The smallest legible font of a note or count. */
const FLOOR_PX = 9;

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** What does not fit: each note and count outside its boxes, clipped, or under the floor. */
function misfits(el: CarpetSolitaire): { problems: string[]; checked: number } {
  const problems: string[] = [];
  let checked = 0;
  for (const drawn of el.shadowRoot!.querySelectorAll<HTMLElement>('.note, .count')) {
    const box = drawn.getBoundingClientRect();
    if (box.width === 0) continue;
    checked += 1;
    const pile = drawn.closest<HTMLElement>('.pile')!;
    const back = pile.classList.contains('empty') ? null : pile.querySelector<HTMLElement>('.stock .back');
    const what = `${pile.dataset.pile} ${drawn.className} "${drawn.dataset.text}"`;
    for (const [name, outer] of [
      ['pile', pile],
      ['card', back],
    ] as const) {
      if (!outer) continue;
      const o = outer.getBoundingClientRect();
      const out = Math.max(o.left - box.left, box.right - o.right, o.top - box.top, box.bottom - o.bottom);
      if (out > TOLERANCE) {
        problems.push(
          `${what}: ${box.width.toFixed(1)}x${box.height.toFixed(1)} at ${box.left.toFixed(1)},${box.top.toFixed(1)} is ${out.toFixed(1)}px out of its ${name} (${o.width.toFixed(1)}x${o.height.toFixed(1)} at ${o.left.toFixed(1)},${o.top.toFixed(1)})`,
        );
      }
    }
    if (drawn.scrollWidth > drawn.clientWidth || drawn.scrollHeight > drawn.clientHeight) {
      problems.push(`${what}: its content is ${drawn.scrollWidth}x${drawn.scrollHeight}px in ${drawn.clientWidth}x${drawn.clientHeight}px`);
    }
    // The words are drawn by ::before (from data-text).
    const size = parseFloat(getComputedStyle(drawn, '::before').fontSize);
    if (size < FLOOR_PX) problems.push(`${what}: font ${size}px`);
  }
  return { problems, checked };
}

/** Plays one move `pick` chooses; it must have one. */
function playOne(el: CarpetSolitaire, pick: (moves: Move[]) => Move | undefined, what: string): void {
  const move = pick(el.legalMoves());
  expect(move, what).to.not.equal(undefined);
  expect(el.play(move!), `${what}: ${move!.from} to ${move!.to}`).to.equal(true);
}

/** Plays `pick`'s moves until it has none. */
function playAll(el: CarpetSolitaire, pick: (moves: Move[]) => Move | undefined): void {
  for (let played = 0, move = pick(el.legalMoves()); move; move = pick(el.legalMoves()), played += 1) {
    if (played >= 200) throw new Error('test setup: the stock never ran out');
    expect(el.play(move), `${move.from} to ${move.to}`).to.equal(true);
  }
}

const deal = (moves: Move[]) => moves.find((move) => move.from === 'stock');
const redeal = (moves: Move[]) => moves.find((move) => move.from === 'talon' && move.to === 'stock');

export function notesFitChecks(): void {
  for (const variant of VARIANTS) {
    for (const lang of LANGUAGES) {
      it(`${variant}, ${lang}: every note and count inside its pile at ${WIDTHS.join(', ')} px, from the deal to the last pass`, async function () {
        // Up to seven states, each laid out at three widths: The Carpet's take about 11 s in WebKit alone.
        this.timeout(90000);
        // A string, not a Lit template: this module does not import the element, whose definition comes from the page's own import.
        const el = await fixture<CarpetSolitaire>(`<carpet-solitaire lang="${lang}" variant="${variant}" seed="notes-1" persist="false"></carpet-solitaire>`);
        // The drop-in build loads the game's code first (waitUntil fails the test after its timeout).
        await waitUntil(() => el.shadowRoot?.querySelector('.pile.stock'), 'the table is drawn', { timeout: 10000 });
        const problems: string[] = [];
        const states: string[] = [];
        const check = async (state: string) => {
          states.push(state);
          for (const width of WIDTHS) {
            // The table's width is the element's: it sizes everything from its own width (container queries).
            el.style.width = `${width}px`;
            await el.updateComplete;
            await frames();
            const { problems: found, checked } = misfits(el);
            const stock = el.shadowRoot!.querySelector('.pile.stock')!;
            // Carpet's stock has a count only; the others have a note as well.
            const stockShows = variant === 'carpet' ? ['.count'] : ['.count', '.note'];
            for (const selector of stockShows) expect(stock.querySelector(selector), `${state}, ${width}px: the stock's ${selector}`).to.not.equal(null);
            expect(checked, `${state}, ${width}px: notes and counts shown`).to.be.at.least(stockShows.length);
            problems.push(...found.map((problem) => `${state}, ${width}px: ${problem}`));
          }
        };
        await check('a fresh deal');
        playOne(el, deal, 'a deal');
        await check('after a deal');
        playAll(el, deal);
        await check('the stock spent');
        for (let pass = 2; redeal(el.legalMoves()); pass += 1) {
          playOne(el, redeal, `re-deal ${pass - 1}`);
          await check(`pass ${pass}, just re-dealt`);
          playAll(el, deal);
          await check(`pass ${pass}, the stock spent`);
        }
        if (variant === 'cadogan-carpet') expect(states, 'both re-deals played').to.include('pass 3, the stock spent');
        expect(problems).to.deep.equal([]);
        el.remove();
      });
    }
  }
}
