/**
 * Every pile's note and count fits its pile and says what it means: the stock's note ("2 re-deals left",
 * "3 deals left"), the stock's count and a reserve's count, for each game, in each language, on tables
 * 320, 360 and 1000 px wide, in every state that changes them (a fresh deal, after a deal, the stock
 * spent, after each re-deal). Each lies inside its pile's box and, on a stock that holds cards, inside
 * the card drawn there (1 px tolerance); nothing in it is clipped out of sight, and its font is 11px or
 * more. A note draws its words in the widget's language, or on a narrow card its number and its kind's
 * sign: "5×" for deals left, "2↻" for re-deals left (the re-deal arrow for nothing else). Run on the
 * source (notes-fit.test.ts) and on the drop-in build (test/pages/notes-fit-build.test.ts).
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Move } from '../../src/core/types.js';
import { VARIANTS } from '../../src/games/catalogue.js';
import type { Catalogue, PileNote } from '../../src/i18n/catalogue.js';
import { DE } from '../../src/i18n/de.js';
import { EN } from '../../src/i18n/en.js';
import { ES } from '../../src/i18n/es.js';
import { FR } from '../../src/i18n/fr.js';
import { LANGUAGES } from '../../src/i18n/lang.js';

const WIDTHS = [320, 360, 1000];
const TOLERANCE = 1;
/** The smallest legible font of a note or count. */
const FLOOR_PX = 11;
const WORDS: Record<string, Catalogue> = { en: EN, de: DE, fr: FR, es: ES };
/** The sign a narrow card draws after a note's number. */
const SIGNS: Record<PileNote['kind'], string> = { 'deals-left': '×', 'redeals-left': '↻' };

/** The text a pseudo-element draws: its content's strings and attr() values, without its alternative text. */
function generated(element: Element, pseudo: '::before' | '::after'): string {
  const { content, display } = getComputedStyle(element, pseudo);
  if (display === 'none' || content === 'none' || content === 'normal') return '';
  let text = '';
  for (const [, quoted, attribute] of content.split(' / ')[0].matchAll(/"((?:[^"\\]|\\.)*)"|attr\(([\w-]+)\)/g)) {
    text += quoted ?? element.getAttribute(attribute) ?? '';
  }
  return text;
}

/** What the stock's note should say, in words (without the drawing's no-break joins) or as number and sign. */
function noteSays(drawn: HTMLElement, note: PileNote, words: Catalogue): string[] {
  const text = `${generated(drawn, '::before')}${generated(drawn, '::after')}`
    .replace(/\u00a0/g, ' ')
    .replace(/\u2060/g, '');
  const meant = [words.table.note(note), `${note.count}${SIGNS[note.kind]}`];
  const problems = meant.includes(text) ? [] : [`the note draws "${text}", not "${meant[0]}" nor "${meant[1]}"`];
  if (note.kind !== 'redeals-left' && text.includes(SIGNS['redeals-left']))
    problems.push(`the note draws the re-deal sign for ${note.kind}: "${text}"`);
  return problems;
}

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** What does not fit: each note and count outside its boxes, clipped, or under the floor, and a note that says something else. */
function misfits(
  el: CarpetSolitaire,
  note: PileNote | undefined,
  words: Catalogue,
): { problems: string[]; checked: number } {
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
      problems.push(
        `${what}: its content is ${drawn.scrollWidth}x${drawn.scrollHeight}px in ${drawn.clientWidth}x${drawn.clientHeight}px`,
      );
    }
    // The words are drawn by ::before (from data-text).
    const size = parseFloat(getComputedStyle(drawn, '::before').fontSize);
    if (size < FLOOR_PX) problems.push(`${what}: font ${size}px`);
    if (drawn.classList.contains('note')) {
      const sign = parseFloat(getComputedStyle(drawn, '::after').fontSize);
      if (generated(drawn, '::after') && sign < FLOOR_PX) problems.push(`${what}: its sign's font ${sign}px`);
      problems.push(
        ...(note ? noteSays(drawn, note, words) : [`${what}: a note on a game without one`]).map(
          (problem) => `${what}: ${problem}`,
        ),
      );
    }
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
        const el = await fixture<CarpetSolitaire>(
          `<carpet-solitaire lang="${lang}" variant="${variant}" seed="notes-1" persist="false"></carpet-solitaire>`,
        );
        // The drop-in build loads the game's code first (waitUntil fails the test after its timeout).
        await waitUntil(() => el.shadowRoot?.querySelector('.pile.stock'), 'the table is drawn', { timeout: 10000 });
        const problems: string[] = [];
        const states: string[] = [];
        let redeals = 0;
        // The note the game means now: Carthage's deals left (12 cards a deal), The Carpet's re-deals left (two in all).
        const meant = (): PileNote | undefined =>
          variant === 'carthage'
            ? { kind: 'deals-left', count: Math.ceil(el.snapshot.piles.stock.length / 12) }
            : variant === 'cadogan-carpet'
              ? { kind: 'redeals-left', count: 2 - redeals }
              : undefined;
        const check = async (state: string) => {
          states.push(state);
          for (const width of WIDTHS) {
            // The table's width is the element's: it sizes everything from its own width (container queries).
            el.style.width = `${width}px`;
            await el.updateComplete;
            await frames();
            const { problems: found, checked } = misfits(el, meant(), WORDS[lang]);
            const stock = el.shadowRoot!.querySelector('.pile.stock')!;
            // Carpet's stock has a count only; the others have a note as well.
            const stockShows = variant === 'carpet' ? ['.count'] : ['.count', '.note'];
            for (const selector of stockShows)
              expect(stock.querySelector(selector), `${state}, ${width}px: the stock's ${selector}`).to.not.equal(null);
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
          redeals += 1;
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
