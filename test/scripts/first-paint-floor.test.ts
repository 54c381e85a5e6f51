/**
 * The bench's first-paint floor (bench/first-paint-floor.js): the widget's first table drawn by lit-html
 * alone, before xstate and the element. It is a yardstick only if it draws what the widget's first render
 * draws, so each game's shadow tree is compared with the widget's own, element for element and attribute
 * for attribute.
 */
import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { statsKey } from '../../src/element/persistence/saved-game.js';
import { paintFirstTable } from '../../bench/first-paint-floor.js';
import { captureInPage } from '../../bench/floor-page.js';

describe('the first-paint floor', () => {
  for (const variant of ['carpet', 'carthage', 'cadogan-carpet']) {
    it(`draws ${variant}'s first table as the widget's first render does, with lit-html alone`, async () => {
      // A reader who has played the game before: a new reader is also offered the rules once the deferred
      // chunk is here, which the first paint does not draw.
      localStorage.setItem(statsKey(variant), JSON.stringify({ played: 1, won: 0, streak: 0, best: 0 }));
      const widget = await fixture<CarpetSolitaire>(
        html`<carpet-solitaire variant=${variant} seed="42"></carpet-solitaire>`,
      );
      await widget.updateComplete;
      // The widget's table and keyboard stop, as the bench captures them.
      const captured = captureInPage([]);
      const tag = unsafeStatic(`first-paint-${variant}`);
      const host = await fixture(staticHtml`<${tag} variant=${variant} seed="42" persist="false"></${tag}>`);
      const root = await paintFirstTable(captured.tabStop, `first-paint-${variant}`);
      expect(root.host).to.equal(host);
      expect(root.querySelectorAll('.card').length, 'cards drawn').to.be.above(20);
      const [drawn, widgets] = [captureInPage([], `first-paint-${variant}`).shadowHtml, captured.shadowHtml];
      let at = 0;
      while (at < drawn.length && drawn[at] === widgets[at]) at++;
      const around = (text: string) => text.slice(Math.max(0, at - 120), at + 120);
      expect(
        drawn === widgets,
        `the first difference:\n${around(drawn)}\nagainst the widget's:\n${around(widgets)}`,
      ).to.equal(true);
      // The widget's styles, the same sheets: a card is as large in both.
      const size = (r: ShadowRoot) => r.querySelector('.card')!.getBoundingClientRect().width;
      expect(size(root)).to.equal(size(widget.shadowRoot!));
    });
  }
});
