/**
 * The element's styles are composed of the modules of src/styles/, in cascade order: the element adopts
 * exactly those sheets, in that order, none of them empty; and every `--carpet-*` token docs/theming.md
 * documents is read by some module (and no module reads one it does not document). These are about the source's
 * modules, so this file runs on the source only. Where the order between modules decides the look (a stacked
 * reserve card's offset over a card's own position), test/element/carthage.test.ts checks what the page
 * shows, on the drop-in build too.
 */
import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import type { CSSResult } from 'lit';
import '../../src/carpet-solitaire.js';
import { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { styles } from '../../src/carpet-solitaire.styles.js';
import { cardsStyles } from '../../src/styles/cards.js';
import { contrastStyles } from '../../src/styles/contrast.js';
import { hostStyles } from '../../src/styles/host.js';
import { panelsStyles } from '../../src/styles/panels.js';
import { pilesStyles } from '../../src/styles/piles.js';
import { tableStyles } from '../../src/styles/table.js';
import { toolbarStyles } from '../../src/styles/toolbar.js';
import { guideStyles } from '../../src/styles/guide.js';
import { settingsStyles } from '../../src/styles/settings.js';

/** The modules by name, in the cascade order of src/carpet-solitaire.styles.ts. */
const MODULES: [string, CSSResult][] = [
  ['host', hostStyles],
  ['table', tableStyles],
  ['toolbar', toolbarStyles],
  ['cards', cardsStyles],
  ['piles', pilesStyles],
  ['panels', panelsStyles],
  ['contrast', contrastStyles],
];

/** The `--carpet-*` names of the "CSS custom properties" table of docs/theming.md. */
async function documentedTokens(): Promise<string[]> {
  const response = await fetch('/docs/theming.md');
  expect(response.ok, 'GET /docs/theming.md').to.equal(true);
  const theming = await response.text();
  const start = theming.indexOf('\n## CSS custom properties\n');
  expect(start, 'docs/theming.md has a "CSS custom properties" section').to.be.greaterThan(-1);
  const end = theming.indexOf('\n#', start + 1);
  const section = theming.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^\| `(--carpet-[a-z-]+)` \|/gm)].map((match) => match[1]).sort();
}

/** The `--carpet-*` tokens a module's text reads through var(). */
const tokensRead = (result: CSSResult): string[] =>
  [...result.cssText.matchAll(/var\(\s*(--carpet-[a-z-]+)/g)].map((match) => match[1]);

describe('the element’s styles (src/styles/)', () => {
  it('are the seven modules, in cascade order, as the element’s static styles', () => {
    expect(styles.length).to.equal(MODULES.length);
    MODULES.forEach(([name, result], index) => {
      expect(styles[index], `module ${index} is ${name}`).to.equal(result);
    });
    expect(CarpetSolitaire.styles, 'the element’s static styles').to.equal(styles);
  });

  it('no module is empty: each is a stylesheet with rules', () => {
    for (const [name, result] of MODULES) {
      expect(result.cssText.trim(), `${name}: text`).to.not.equal('');
      const sheet = result.styleSheet;
      if (sheet) expect(sheet.cssRules.length, `${name}: rules`).to.be.greaterThan(0);
    }
  });

  it('a rendered element adopts each module’s sheet, in the same order, then the deferred chunk’s two', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="42" persist="false"></carpet-solitaire>`);
    const root = el.shadowRoot!;
    // The deferred chunk (the Rules panel, New game's question; the Settings panel) adopts its own sheets last, once it is here.
    const deferred = [guideStyles, settingsStyles];
    const sheets = [...MODULES.map(([, result]) => result.styleSheet), ...deferred.map((result) => result.styleSheet)];
    // Lit adopts constructed sheets where the browser can, and writes <style> elements where it cannot.
    if (sheets.every(Boolean) && root.adoptedStyleSheets.length) {
      expect(root.adoptedStyleSheets.length, 'adopted sheets').to.equal(sheets.length);
      sheets.forEach((sheet, index) => {
        expect(
          root.adoptedStyleSheets[index] === sheet,
          `sheet ${index} is ${MODULES[index]?.[0] ?? 'a deferred one'}`,
        ).to.equal(true);
      });
    } else {
      const texts = [...root.querySelectorAll('style')].map((style) => style.textContent);
      expect(texts).to.deep.equal([
        ...[...MODULES.map(([, result]) => result), ...deferred].map((result) => result.cssText),
      ]);
    }
  });

  it('every token docs/theming.md documents is read by some module, and every token read is documented', async () => {
    const documented = await documentedTokens();
    expect(documented.length, 'tokens in the table of docs/theming.md').to.be.at.least(15);
    const read = new Set(MODULES.flatMap(([, result]) => tokensRead(result)));
    expect(
      documented.filter((token) => !read.has(token)),
      'documented but read by no module',
    ).to.deep.equal([]);
    expect([...read].filter((token) => !documented.includes(token)).sort(), 'read but not documented').to.deep.equal(
      [],
    );
  });
});
