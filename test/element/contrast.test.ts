import '../support/clean-storage.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { isWebKit, sendKeys } from '../support/commands.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Move } from '../../src/core/types.js';
import type { CarthageState } from '../../src/games/carthage/rules.js';
import { carthageRules as rules } from '../../src/games/carthage/status.js';
import { contrast } from '../support/colour-vision.js';
import { refusalText } from '../support/refusal.js';

/*
 * A reader's contrast theme: Windows' contrast themes and Firefox's "override the page's colours" turn on
 * forced colours, which replace every colour with the theme's few and drop shadows and gradients. Chromium
 * emulates them here (scripts/contrast-command.mjs); Firefox runs this file again launched under a light and a
 * dark one (the firefox-forced-* groups of web-test-runner.config.mjs), on the drop-in build, as Chromium's
 * chromium-dist group does. WebKitGTK has no contrast theme to turn on: there the tests skip.
 */

type Theme = { scheme: 'light' | 'dark'; contrast?: 'more' };
type Rgba = [number, number, number, number];

const launched = () => executeServerCommand<{ dark: boolean; forcedColors: boolean }, undefined>('launch-preferences');

/** Puts the page under forced colours in this scheme; false where the browser can be neither asked nor was launched so. */
async function forcedColors(scheme: Theme['scheme']): Promise<boolean> {
  await executeServerCommand('emulate-contrast', { forcedColors: 'active', colorScheme: scheme });
  return matchMedia('(forced-colors: active)').matches && matchMedia(`(prefers-color-scheme: ${scheme})`).matches;
}

function rgba(text: string): Rgba {
  const parts = text.match(/[\d.]+/g)?.map(Number) ?? [];
  if (parts.length < 3) throw new Error(`not a colour: ${text}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

/** WCAG's contrast ratio of two colours, their alpha left out (test/support/colour-vision.ts computes it). */
const ratio = (a: Rgba, b: Rgba): number =>
  contrast(`rgb(${a.slice(0, 3).join(', ')})`, `rgb(${b.slice(0, 3).join(', ')})`);

/** The theme's system colour, as the page resolves it. */
function systemColour(name: string): Rgba {
  const probe = document.createElement('span');
  probe.style.color = name;
  document.body.append(probe);
  const colour = rgba(getComputedStyle(probe).color);
  probe.remove();
  return colour;
}

async function table(variant: string, width: number, seed = '42'): Promise<CarpetSolitaire> {
  const box = await fixture<HTMLDivElement>(
    html`<div><carpet-solitaire variant=${variant} seed=${seed} persist="false"></carpet-solitaire></div>`,
  );
  box.style.width = `${width}px`;
  const el = box.querySelector<CarpetSolitaire>('carpet-solitaire')!;
  await waitUntil(() => el.shadowRoot?.querySelector('.board .card'), 'the cards are dealt', { timeout: 10000 });
  await el.updateComplete;
  return el;
}

const visible = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
};

const overlap = (a: DOMRect, b: DOMRect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/**
 * Carthage's moves, found with its rules, that build a column of four cards (its stock deals to the reserves:
 * only building makes a fan), on deal 2, still under way after them.
 */
function carthageFan(): Move[] {
  let state = rules.deal('2', {});
  const moves: Move[] = [];
  while (Math.max(...state.tableau.map((column) => column.length)) < 4 && moves.length < 50) {
    const legal = rules.legalMoves(state);
    const build = legal.find(
      (move) =>
        move.to.startsWith('tableau-') && !move.from.startsWith('tableau-') && pileOf(state, move.to).length > 0,
    );
    const move = build ?? legal.find((candidate) => candidate.from === 'stock');
    if (!move) throw new Error('test setup: Carthage deal 2 has no move left');
    const result = rules.apply(state, move);
    if (!result.ok) throw new Error(refusalText(result.reason));
    state = result.state;
    moves.push(move);
  }
  expect(rules.status(state)).to.equal('playing');
  return moves;
}
const pileOf = (state: CarthageState, id: string) => state.tableau[Number(id.split('-')[1])];

async function fanColumns(el: CarpetSolitaire): Promise<void> {
  for (const move of carthageFan()) expect(el.play(move), `${move.from} to ${move.to}`).to.equal(true);
  await el.updateComplete;
}

/** Plays until some pile is empty (Lady Cadogan's carpet begins with none). */
async function emptyAPile(el: CarpetSolitaire): Promise<void> {
  for (let n = 0; n < 40 && !el.shadowRoot!.querySelector('.pile.empty:not(.stock)'); n++) {
    const moves = el.legalMoves();
    const move = moves.find((candidate) => candidate.from !== 'stock') ?? moves[0];
    if (!move) break;
    el.play(move);
    await el.updateComplete;
  }
}

/** Tabs from the page into the table, as a keyboard reader does: the table's one stop gets the focus. */
async function tabIntoTable(el: CarpetSolitaire): Promise<HTMLElement> {
  const root = el.shadowRoot!;
  const board = root.querySelector('.board')!;
  const start = document.createElement('button');
  el.before(start);
  start.focus();
  for (let press = 0; press < 12 && !board.contains(root.activeElement); press++) await sendKeys({ press: 'Tab' });
  start.remove();
  expect(board.contains(root.activeElement), 'the focus in the table').to.equal(true);
  await el.updateComplete;
  return root.activeElement as HTMLElement;
}

/** A focus ring: solid, 2 px at least, opaque, and 3:1 at least on the theme's Canvas. */
function expectFocusDrawn(focused: HTMLElement, canvas: Rgba): void {
  const ring = getComputedStyle(focused);
  expect(ring.outlineStyle, 'the focus ring').to.equal('solid');
  expect(parseFloat(ring.outlineWidth)).to.be.at.least(2);
  expect(rgba(ring.outlineColor)[3], 'an opaque ring').to.equal(1);
  expect(ratio(rgba(ring.outlineColor), canvas), 'a ring that shows').to.be.at.least(3);
}

describe('a contrast theme', () => {
  before(function () {
    if (isWebKit) this.skip();
  });

  it('is on in a browser launched under one, and off in any other until asked', async () => {
    expect(matchMedia('(forced-colors: active)').matches, 'forced colours').to.equal((await launched()).forcedColors);
  });

  for (const scheme of ['light', 'dark'] as const) {
    describe(`forced colours, ${scheme}`, () => {
      before(async function () {
        if (!(await forcedColors(scheme))) this.skip();
      });
      after(() => executeServerCommand('emulate-contrast', {}));

      for (const variant of ['carpet', 'carthage', 'cadogan-carpet']) {
        for (const width of [1000, 360]) {
          it(`${variant} at ${width} px: every card an opaque face with an edge, empty places apart from the stock, the focus drawn, and axe finds nothing`, async () => {
            const el = await table(variant, width, variant === 'carthage' ? '2' : '42');
            if (variant === 'carthage') await fanColumns(el);
            await emptyAPile(el);
            const root = el.shadowRoot!;
            const canvas = systemColour('Canvas');
            const cards = [...root.querySelectorAll('.board .card')].filter(visible);
            expect(cards.length, 'cards on the table').to.be.greaterThan(variant === 'cadogan-carpet' ? 60 : 20);
            for (const card of cards) {
              const style = getComputedStyle(card);
              const face = rgba(style.backgroundColor);
              const name = card.getAttribute('aria-label') ?? card.className;
              expect(face[3], `${name}: an opaque face`).to.equal(1);
              expect(face.slice(0, 3), `${name}: the theme's Canvas`).to.deep.equal(canvas.slice(0, 3));
              expect(parseFloat(style.borderTopWidth), `${name}: an edge`).to.be.at.least(1);
              expect(style.borderTopStyle, `${name}: a solid edge`).to.equal('solid');
              expect(ratio(rgba(style.borderTopColor), face), `${name}: an edge that shows`).to.be.at.least(4.5);
              // The rank is written in the theme's text colour on the face.
              const rank = getComputedStyle(card.querySelector('.index.top')!, '::before');
              expect(ratio(rgba(rank.color), face), `${name}: its rank`).to.be.at.least(4.5);
            }
            // The stock's back is hatched and edged; an empty place is a dashed outline with nothing inside.
            const back = root.querySelector('.stock .back');
            if (back && !root.querySelector('.stock.empty')) {
              const style = getComputedStyle(back);
              expect(style.backgroundImage, "the stock's back").to.contain('gradient');
              expect(style.borderTopStyle).to.equal('solid');
            }
            const empty = root.querySelector('.pile.empty:not(.stock)');
            expect(empty, 'an empty pile to look at').to.not.equal(null);
            const emptyStyle = getComputedStyle(empty!);
            expect(emptyStyle.outlineStyle, 'an empty pile').to.equal('dashed');
            expect(emptyStyle.backgroundImage).to.equal('none');
            expect(ratio(rgba(emptyStyle.outlineColor), canvas)).to.be.at.least(4.5);
            expectFocusDrawn(await tabIntoTable(el), canvas);
            await expect(el).to.be.accessible();
          });
        }
      }

      for (const width of [1000, 360]) {
        it(`carthage at ${width} px: each fanned card's rank lies on top of everything under it`, async () => {
          const el = await table('carthage', width, '2');
          await fanColumns(el);
          const columns = [...el.shadowRoot!.querySelectorAll('.pile.show-fan-down')];
          const longest = Math.max(...columns.map((column) => column.querySelectorAll('.card').length));
          expect(longest, 'a fanned column of four cards').to.be.at.least(4);
          for (const column of columns) {
            const cards = [...column.querySelectorAll<HTMLElement>(':scope > .card')];
            cards.forEach((card, index) => {
              // The corner's rank: the index's first line (its suit, below it, may go under the next card).
              const rankLine = card.querySelector('.index.top')!;
              const box = rankLine.getBoundingClientRect();
              const corner = new DOMRect(box.x, box.y, box.width, parseFloat(getComputedStyle(rankLine).fontSize));
              expect(corner.height, 'a rank in the corner').to.be.greaterThan(0);
              for (const above of cards.slice(index + 1)) {
                expect(overlap(corner, above.getBoundingClientRect()), `${card.getAttribute('aria-label')}`).to.equal(
                  false,
                );
              }
              // Each card paints over the one beneath: no card raised above a later one, and every face opaque.
              expect(getComputedStyle(card).zIndex).to.equal('auto');
              expect(rgba(getComputedStyle(card).backgroundColor)[3]).to.equal(1);
            });
          }
        });
      }

      it("the reader's four-colour deck gives way to the theme's text colour", async () => {
        localStorage.setItem('carpet-solitaire/v1/prefs', JSON.stringify({ fourColour: true }));
        const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="42"></carpet-solitaire>`);
        await waitUntil(() => el.shadowRoot?.querySelector('.board .card'), 'the cards are dealt', { timeout: 10000 });
        const root = el.shadowRoot!;
        expect(root.querySelector('.frame.four-colour'), 'the deck is on').to.not.equal(null);
        const ink = systemColour('CanvasText').slice(0, 3);
        for (const card of root.querySelectorAll('.board .card')) {
          const name = card.getAttribute('aria-label') ?? '';
          expect(rgba(getComputedStyle(card).color).slice(0, 3), name).to.deep.equal(ink);
          const suit = getComputedStyle(card.querySelector('.index.top')!, '::after').backgroundColor;
          expect(rgba(suit).slice(0, 3), `${name}: its corner's suit`).to.deep.equal(ink);
          expect(
            rgba(getComputedStyle(card.querySelector('.pip')!).fill).slice(0, 3),
            `${name}: its pip`,
          ).to.deep.equal(ink);
        }
      });

      it('the keyboard focus, the picked-up card and the places it may go are drawn', async () => {
        const el = await table('carthage', 1000);
        const root = el.shadowRoot!;
        const canvas = systemColour('Canvas');
        expectFocusDrawn(await tabIntoTable(el), canvas);
        // The hint goes to a card; Enter picks it up.
        await sendKeys({ press: 'h' });
        await waitUntil(() => root.querySelector('.pile.hint-from'), 'a hint', { timeout: 10000 });
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        const held = root.querySelector('.card.held');
        if (held) {
          const style = getComputedStyle(held);
          const face = rgba(style.backgroundColor);
          expect(face[3]).to.equal(1);
          expect(ratio(rgba(style.color), face), 'its rank on it').to.be.at.least(4.5);
          expect(style.borderTopStyle, 'a double edge').to.equal('double');
          expect(rgba(style.outlineColor).slice(0, 3), "ringed in the selected item's colour").to.deep.equal(
            systemColour('SelectedItem').slice(0, 3),
          );
          const target = root.querySelector('.pile.drop-target');
          expect(target, 'a place it may go').to.not.equal(null);
          expect(getComputedStyle(target!).outlineStyle).to.equal('dashed');
          expect(ratio(rgba(getComputedStyle(target!).outlineColor), canvas), 'dashed so it shows').to.be.at.least(4.5);
        } else {
          // A card with one place to go goes there at once: the move was made.
          expect(el.snapshot.moves).to.equal(1);
        }
      });

      it("the toolbar's buttons and icons are drawn in the theme's button colours", async () => {
        const el = await table('carpet', 360);
        const buttonText = systemColour('ButtonText');
        const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.toolbar .icon-button')];
        expect(buttons.length).to.be.at.least(4);
        for (const button of buttons.filter((candidate) => !candidate.disabled)) {
          const name = button.getAttribute('aria-label') ?? button.textContent;
          expect(rgba(getComputedStyle(button).color).slice(0, 3), `${name}`).to.deep.equal(buttonText.slice(0, 3));
          const icon = getComputedStyle(button.querySelector('.icon')!);
          const ink = icon.stroke === 'none' ? icon.fill : icon.stroke;
          expect(rgba(ink).slice(0, 3), `${name}: its icon`).to.deep.equal(buttonText.slice(0, 3));
          expect(parseFloat(getComputedStyle(button).borderTopWidth), `${name}: its edge`).to.be.at.least(1);
        }
      });
    });
  }

  describe('prefers-contrast: more (no forced colours)', () => {
    before(async function () {
      await executeServerCommand('emulate-contrast', { forcedColors: 'none', contrast: 'more', colorScheme: 'light' });
      if (!matchMedia('(prefers-contrast: more)').matches || matchMedia('(forced-colors: active)').matches) this.skip();
    });
    after(() => executeServerCommand('emulate-contrast', {}));

    it('firmer card edges, and no translucent text on the felt', async () => {
      const el = await table('carpet', 1000);
      const root = el.shadowRoot!;
      const card = root.querySelector('.board .pile:not(.available) .card')!;
      // A ring of the card's ink colour, 1 px wide, fully opaque.
      const shadow = getComputedStyle(card).boxShadow;
      const ring = shadow.match(/rgba?\([^)]*\) 0px 0px 0px 1px/)?.[0];
      expect(ring, shadow).to.not.equal(undefined);
      expect(rgba(ring!.match(/rgba?\([^)]*\)/)![0])[3]).to.equal(1);
      for (const selector of ['.info', '.analysis']) {
        const part = root.querySelector(selector);
        if (part) expect(getComputedStyle(part).opacity, selector).to.equal('1');
      }
      const undo = root.querySelector<HTMLButtonElement>('button.undo, button[part~="undo"]');
      const disabled = [...root.querySelectorAll('button')].find((button) => button.disabled) ?? undo;
      if (disabled) expect(getComputedStyle(disabled).opacity, 'a disabled button').to.equal('1');
    });
  });
});
