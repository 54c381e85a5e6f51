/**
 * The Carpet's crosses are for the eye only: each available pile is a button whose name already says
 * "available", so the cross drawn on it ("✕", styles/piles.ts) must add no text to the accessibility tree.
 * Asked of the browser itself, in every engine, through the "accessible-name" command
 * (scripts/accessible-name-command.mjs): Chromium's accessibility tree, Firefox's accessibility locator,
 * WebKit's computed label. Run on the source (crosses.test.ts) and on the drop-in build
 * (test/pages/crosses-build.test.ts); neither file imports the other's element.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { EN } from '../../src/i18n/en.js';

interface Named {
  /** Whether each element's accessible name is the one asked (when a name is asked). */
  matches?: boolean[];
  /** The text of each element's text nodes, where the engine shows them (Chromium). */
  texts?: string[][];
}

const HOST = 'crosses';
const CROSS = '✕';
const isChromium = /Chrome\//.test(navigator.userAgent);

/** What the browser names the elements `selector` matches in the widget's shadow root. */
const accessibleName = (selector: string, name?: string): Promise<Named> =>
  executeServerCommand<Named, { path: string[]; name?: string }>('accessible-name', {
    path: [`#${HOST}`, selector],
    name,
  });

async function carpet(): Promise<CarpetSolitaire> {
  // A string, not a Lit template: this module does not import the element, whose definition comes from the page's own import.
  const el = await fixture<CarpetSolitaire>(
    `<carpet-solitaire id="${HOST}" variant="cadogan-carpet" seed="crosses-1" persist="false"></carpet-solitaire>`,
  );
  // The drop-in build loads the game's code first: wait for the table (waitUntil fails the test after its timeout).
  await waitUntil(() => el.shadowRoot?.querySelector('.pile.available'), 'the carpet is drawn', { timeout: 10000 });
  await el.updateComplete;
  return el;
}

export function crossesChecks(): void {
  it('each available pile is named by its label alone, which says "available"; no text inside it is the cross', async function () {
    // Nine names asked of the engine: Firefox's accessibility locator takes about half a second each, and
    // several times that on a loaded machine (20 s were not enough while other browsers ran beside it).
    this.timeout(60000);
    const el = await carpet();
    const piles = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.pile.available')];
    // The book's sixteen: the upright cards of rows 1 and 8, the crosswise cards of columns 1 and 8.
    expect(piles).to.have.length(16);
    for (const pile of piles)
      expect(pile.getAttribute('aria-label'), pile.dataset.pile).to.include(EN.ui.available).and.not.include(CROSS);

    // Chromium shows the text nodes inside each button: the drawn cross was one of them.
    const { texts } = await accessibleName('.pile.available');
    if (isChromium) expect(texts, 'the text nodes of each available pile').to.be.an('array').with.length(16);
    for (const [index, inside] of (texts ?? []).entries())
      expect(inside, `the text inside ${piles[index].dataset.pile}`).to.not.include(CROSS);

    // The names the browser computes, for one available pile of each edge (Firefox takes half a second a name).
    for (const id of ['carpet-0', 'carpet-8', 'carpet-23', 'carpet-63']) {
      const pile = el.shadowRoot!.querySelector<HTMLElement>(`.pile.available[data-pile="${id}"]`);
      expect(pile, `${id} is available`).to.not.equal(null);
      const label = pile!.getAttribute('aria-label')!;
      expect(
        (await accessibleName(`.pile[data-pile="${id}"]`, label)).matches,
        `${id} is named "${label}"`,
      ).to.deep.equal([true]);
      const cardName = pile!.querySelector('.card')!.getAttribute('aria-label')!;
      expect(
        (await accessibleName(`.pile[data-pile="${id}"] .card`, cardName)).matches,
        `${id}'s card is named "${cardName}"`,
      ).to.deep.equal([true]);
    }
  });

  it('the cross adds nothing to a name computed from content: an available pile with no label is named by its text alone', async () => {
    // A probe with the available pile's classes, so the cross is drawn on it, but named from its content
    // (no aria-label), as the browser names a button: its own text and the cross's alternative text.
    const el = await carpet();
    const probe = document.createElement('div');
    probe.className = 'pile available';
    probe.setAttribute('role', 'button');
    probe.dataset.probe = '';
    probe.textContent = 'probe';
    el.shadowRoot!.querySelector('.board')!.append(probe);
    try {
      expect(getComputedStyle(probe, '::after').content, 'the cross is drawn on the probe').to.include(CROSS);
      const { matches, texts } = await accessibleName('[data-probe]', 'probe');
      expect(matches, 'the probe is named "probe", not "probe ✕"').to.deep.equal([true]);
      if (isChromium) expect(texts).to.deep.equal([['probe']]);
    } finally {
      probe.remove();
    }
  });
}
