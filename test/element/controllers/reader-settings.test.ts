import '../../support/clean-storage.js';
/**
 * The reader's settings (host/reader-settings.ts, host/settings-choice.ts) with a tiny host: the stored value
 * parsed and checked, a damaged one ignored without an error, persist="false" kept in memory, and a choice
 * reaching the other widgets of the page and (through the storage event) of other tabs.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { PREFS_KEY, ReaderSettings, parsePrefs } from '../../../src/element/host/reader-settings.js';
import { chooseSetting, withPref } from '../../../src/element/host/settings-choice.js';

class SettingsHost extends LitElement {
  static override properties = { persist: {} };
  persist: string | null = null;
  renders = 0;
  readonly settings = new ReaderSettings(this);
  override render() {
    this.renders++;
    return html`<div class="frame${this.settings.frameClasses}"></div>`;
  }
}
customElements.define('test-settings-host', SettingsHost);

const host = async (persist?: string) => {
  const el = await fixture<SettingsHost>(html`<test-settings-host .persist=${persist ?? null}></test-settings-host>`);
  await el.updateComplete;
  return el;
};
const frame = (el: SettingsHost) => el.shadowRoot!.querySelector('.frame')!.className;

describe('reader settings (host/reader-settings.ts)', () => {
  it('parsePrefs keeps the known settings that are booleans, and nothing else', () => {
    expect(
      parsePrefs(JSON.stringify({ clock: true, fourColour: false, glides: 'yes', largeIndices: 1, x: true })),
    ).to.deep.equal({
      clock: true,
      fourColour: false,
    });
    expect(parsePrefs(null)).to.deep.equal({});
  });

  it('a damaged stored value is no choice, and no error', () => {
    for (const text of ['{damaged', '[]', 'null', '"text"', '42', JSON.stringify([{ clock: true }])])
      expect(parsePrefs(text), text).to.deep.equal({});
  });

  it('withPref keeps what was stored, keys of later versions too, and drops a damaged value', () => {
    expect(JSON.parse(withPref(JSON.stringify({ clock: true, future: 3 }), 'fourColour', true))).to.deep.equal({
      clock: true,
      future: 3,
      fourColour: true,
    });
    expect(JSON.parse(withPref('{damaged', 'glides', false))).to.deep.equal({ glides: false });
  });

  it('reads the stored choices at the first render: the frame has their classes', async () => {
    localStorage.setItem(PREFS_KEY, JSON.stringify({ fourColour: true, largeIndices: true }));
    expect(frame(await host())).to.equal('frame four-colour large-indices');
    localStorage.setItem(PREFS_KEY, '{damaged');
    expect(frame(await host()), 'damaged: nothing').to.equal('frame');
  });

  it('a choice is written, and reaches the other widgets of the page at once', async () => {
    const [one, two] = [await host(), await host()];
    chooseSetting(one.settings, 'fourColour', true);
    await Promise.all([one.updateComplete, two.updateComplete]);
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!)).to.deep.equal({ fourColour: true });
    expect(frame(one)).to.equal('frame four-colour');
    expect(frame(two), 'the other widget').to.equal('frame four-colour');
  });

  it('persist="false": in memory only, neither written nor read, nor changed by the page', async () => {
    localStorage.setItem(PREFS_KEY, JSON.stringify({ largeIndices: true }));
    const [kept, memory] = [await host(), await host('false')];
    expect(frame(memory), 'the stored choice is not read').to.equal('frame');
    chooseSetting(memory.settings, 'fourColour', true);
    await memory.updateComplete;
    expect(frame(memory)).to.equal('frame four-colour');
    expect(JSON.parse(localStorage.getItem(PREFS_KEY)!), 'nothing written').to.deep.equal({ largeIndices: true });
    chooseSetting(kept.settings, 'largeIndices', false);
    await Promise.all([kept.updateComplete, memory.updateComplete]);
    expect(frame(memory), "another widget's choice does not reach it").to.equal('frame four-colour');
  });

  it('another tab: the storage event reads the choices again', async () => {
    const el = await host();
    localStorage.setItem(PREFS_KEY, JSON.stringify({ fourColour: true }));
    dispatchEvent(new StorageEvent('storage', { key: PREFS_KEY }));
    await el.updateComplete;
    expect(frame(el)).to.equal('frame four-colour');
    localStorage.clear();
    dispatchEvent(new StorageEvent('storage', { key: null }));
    await el.updateComplete;
    expect(frame(el), 'storage cleared').to.equal('frame');
  });

  it('storage that throws: no choice, no error', async () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('denied');
    };
    try {
      const el = await host();
      expect(el.settings.prefs).to.deep.equal({});
      chooseSetting(el.settings, 'glides', false);
      expect(el.settings.prefs).to.deep.equal({ glides: false });
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
