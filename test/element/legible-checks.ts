/**
 * Everything on the table is legible on a phone, and nothing drawn over a card takes its taps:
 * - no text on the table is under 11px on tables 320 and 360 px wide, in any game or language: the
 *   computed font-size of every element of the board that draws text, its own or generated (::before,
 *   ::after: the corners' ranks, the court letters, The Carpet's crosses, the counts, the notes), on a
 *   fresh deal and after the first deal;
 * - a tap on a Carthage reserve's count badge plays what a tap on the reserve's card plays: a click at the
 *   badge's centre (a real mouse, in every engine) and a real touch (Chromium and Firefox: WebKitGTK's
 *   WebDriver has none, test/support/touch.ts).
 * Run on the source (legible.test.ts) and on the drop-in build (test/pages/legible-build.test.ts).
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Move } from '../../src/core/types.js';
import { VARIANTS } from '../../src/games/catalogue.js';
import { LANGUAGES } from '../../src/i18n/lang.js';
import { hasTouch, touch } from '../support/touch.js';

const WIDTHS = [320, 360];
/** The smallest text a reader is asked to read on the table. */
const FLOOR_PX = 11;

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** What each game draws as text on a fresh deal (a court card is dealt face up at this seed in each). */
const DRAWN: Record<string, string[]> = {
  carpet: ['rank', 'court', 'count'],
  carthage: ['rank', 'court', 'count', 'note'],
  'cadogan-carpet': ['rank', 'court', 'count', 'note', 'cross'],
};

/** The text a pseudo-element (or, with no pseudo, the element's own text nodes) draws. */
function drawnText(element: Element, pseudo: '::before' | '::after' | null): string {
  if (!pseudo) {
    return [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim();
  }
  const { content, display } = getComputedStyle(element, pseudo);
  if (display === 'none' || content === 'none' || content === 'normal') return '';
  let text = '';
  // Its strings and attr() values; what follows " / " is its alternative text, which is not drawn.
  for (const [, quoted, attribute] of content.split(' / ')[0].matchAll(/"((?:[^"\\]|\\.)*)"|attr\(([\w-]+)\)/g)) {
    text += quoted ?? element.getAttribute(attribute) ?? '';
  }
  return text.trim();
}

/** What a text on the table is, for the message and to see that each kind was measured. */
function kindOf(element: Element, pseudo: string | null): string {
  if (element.matches('.index') && pseudo === '::before') return 'rank';
  if (element.matches('.centre.court') && pseudo === '::before') return 'court';
  if (element.matches('.pile.available') && pseudo === '::after') return 'cross';
  if (element.matches('.count')) return 'count';
  if (element.matches('.note')) return 'note';
  return `${element.className}${pseudo ?? ''}`;
}

interface Text {
  kind: string;
  size: number;
  what: string;
}

/** Every text the board draws, with its computed font-size. */
export function tableTexts(el: CarpetSolitaire): Text[] {
  const texts: Text[] = [];
  const board = el.shadowRoot!.querySelector('.board')!;
  for (const element of [board, ...board.querySelectorAll('*')]) {
    // Not drawn at all (display: none here or above).
    if (element.getClientRects().length === 0 || getComputedStyle(element).visibility !== 'visible') continue;
    for (const pseudo of [null, '::before', '::after'] as const) {
      const text = drawnText(element, pseudo);
      if (!text) continue;
      const kind = kindOf(element, pseudo);
      const size = parseFloat(getComputedStyle(element, pseudo).fontSize);
      texts.push({
        kind,
        size,
        what: `${kind} "${text}" on ${element.closest<HTMLElement>('[data-pile]')?.dataset.pile ?? 'the board'}: ${size}px`,
      });
    }
  }
  return texts;
}

async function widget(variant: string, lang: string, seed: string): Promise<CarpetSolitaire> {
  // A string, not a Lit template: this module does not import the element, whose definition comes from the page's own import.
  const el = await fixture<CarpetSolitaire>(
    `<carpet-solitaire lang="${lang}" variant="${variant}" seed="${seed}" persist="false"></carpet-solitaire>`,
  );
  // The drop-in build loads the game's code first (waitUntil fails the test after its timeout).
  await waitUntil(() => el.shadowRoot?.querySelector('.pile.stock'), 'the table is drawn', { timeout: 10000 });
  await el.updateComplete;
  return el;
}

async function atWidth(el: CarpetSolitaire, width: number): Promise<void> {
  // The table's width is the element's: it sizes everything from its own width (container queries).
  el.style.width = `${width}px`;
  await el.updateComplete;
  await frames();
}

const centreOf = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};

/** A press and release at one point: a real touch (one finger), or a real mouse's click. */
async function tapAt(position: [number, number], by: 'touch' | 'mouse'): Promise<void> {
  if (by === 'touch') {
    await touch({ type: 'start', position });
    await touch({ type: 'end' });
    return;
  }
  await sendMouse({ type: 'move', position });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'up' });
}

/** At this seed, the top card of reserve-1 has one place to go (tableau-3): a tap on it plays that move at once. */
const BADGE_SEED = 'badge-3';
const RESERVE = 'reserve-1';

/** Carthage at 360 px with the reserve's one move; returns the reserve's pile, its top card and the move. */
async function reserveWithOneMove(): Promise<{
  el: CarpetSolitaire;
  pile: HTMLElement;
  card: HTMLElement;
  move: Move;
}> {
  const el = await widget('carthage', 'en', BADGE_SEED);
  await atWidth(el, 360);
  const moves = el.legalMoves().filter((move) => move.from === RESERVE);
  expect(moves, `the legal moves from ${RESERVE} at seed ${BADGE_SEED}`).to.have.length(1);
  const pile = el.shadowRoot!.querySelector<HTMLElement>(`.pile[data-pile="${RESERVE}"]`)!;
  const cards = pile.querySelectorAll<HTMLElement>('.card');
  return { el, pile, card: cards[cards.length - 1], move: moves[0] };
}

export function legibleChecks(): void {
  for (const variant of VARIANTS) {
    for (const lang of LANGUAGES) {
      it(`${variant}, ${lang}: no text on the table under ${FLOOR_PX}px at ${WIDTHS.join(' and ')} px, on a fresh deal and after a deal`, async function () {
        this.timeout(60000);
        const el = await widget(variant, lang, 'legible-1');
        const small: string[] = [];
        for (const state of ['a fresh deal', 'after a deal']) {
          if (state === 'after a deal') {
            const deal = el.legalMoves().find((move) => move.from === 'stock');
            expect(deal, 'a deal').to.not.equal(undefined);
            expect(el.play(deal!)).to.equal(true);
          }
          for (const width of WIDTHS) {
            await atWidth(el, width);
            const texts = tableTexts(el);
            const kinds = new Set(texts.map((text) => text.kind));
            for (const kind of DRAWN[variant])
              expect(kinds.has(kind), `${state}, ${width}px: the table draws a ${kind}`).to.equal(true);
            small.push(
              ...texts.filter((text) => text.size < FLOOR_PX).map((text) => `${state}, ${width}px: ${text.what}`),
            );
          }
        }
        expect(small).to.deep.equal([]);
        el.remove();
      });
    }
  }

  describe("a tap on a Carthage reserve's count badge", () => {
    afterEach(() => resetMouse());

    for (const by of ['mouse', 'touch'] as const) {
      it(`${by}: plays the move a tap on the reserve's card plays`, async function () {
        if (by === 'touch' && !hasTouch) this.skip();
        // A tap on the card itself, away from its badge (its upper left quarter).
        const first = await reserveWithOneMove();
        const box = first.card.getBoundingClientRect();
        await tapAt([Math.round(box.left + box.width / 4), Math.round(box.top + box.height / 4)], by);
        await first.el.updateComplete;
        expect(first.el.snapshot.moves, 'a tap on the card plays its move').to.equal(1);
        const played = first.el.snapshot.piles;
        first.el.remove();

        const { el, pile, card, move } = await reserveWithOneMove();
        const badge = pile.querySelector<HTMLElement>('.count')!;
        const [x, y] = centreOf(badge);
        // The badge lies on the card, and nothing else of the table is under its centre.
        const cardBox = card.getBoundingClientRect();
        expect(
          x > cardBox.left && x < cardBox.right && y > cardBox.top && y < cardBox.bottom,
          "the badge's centre is on the card",
        ).to.equal(true);
        const code = card.dataset.card;
        await tapAt([x, y], by);
        await el.updateComplete;
        expect(el.snapshot.moves, 'a tap on the badge plays a move').to.equal(1);
        expect(el.snapshot.piles[move.to].at(-1), `the reserve's card went to ${move.to}`).to.equal(code);
        expect(el.snapshot.piles).to.deep.equal(played);
        el.remove();
      });
    }
  });
}
