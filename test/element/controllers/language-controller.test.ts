import { expect, fixture, html as testHtml, waitUntil } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import { LanguageController } from '../../../src/element/host/language-controller.js';

class LanguageHost extends LitElement {
  readonly language = new LanguageController(this);
  updates = 0;
  override updated(): void {
    this.updates++;
  }
  override render() {
    return html`<button>${this.language.words.lang}</button>`;
  }
}
customElements.define('test-language-host', LanguageHost);
declare global {
  interface HTMLElementTagNameMap {
    'test-language-host': LanguageHost;
  }
}

/** The language the host renders in (its catalogue's tag). */
const label = (host: LanguageHost): string => host.shadowRoot!.querySelector('button')!.textContent;

describe('LanguageController', () => {
  it('speaks English on a page without lang, and the page\'s language inside lang="fr"', async () => {
    const plain = await fixture<LanguageHost>(testHtml`<test-language-host></test-language-host>`);
    expect(label(plain)).to.equal('en');
    const page = await fixture<HTMLElement>(
      testHtml`<div lang="fr-CA"><test-language-host></test-language-host></div>`,
    );
    const host = page.querySelector('test-language-host')!;
    await waitUntil(() => label(host) === 'fr', 'French arrives');
  });

  it("follows a change of its own lang or of the page's, and stops watching once detached", async () => {
    const page = await fixture<HTMLElement>(testHtml`<div lang="de"><test-language-host></test-language-host></div>`);
    const host = page.querySelector('test-language-host')!;
    await waitUntil(() => label(host) === 'de');
    host.setAttribute('lang', 'es');
    await waitUntil(() => label(host) === 'es', 'its own lang wins');
    host.removeAttribute('lang');
    await waitUntil(() => label(host) === 'de', 'back to the page');
    page.setAttribute('lang', 'pt');
    await waitUntil(() => label(host) === 'en', 'no Portuguese catalogue: English');
    host.remove();
    const updates = host.updates;
    page.setAttribute('lang', 'fr');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.updates, 'a detached element is not drawn again').to.equal(updates);
  });
});
