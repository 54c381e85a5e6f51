/**
 * The framework types and editor data (dist/types/, made from custom-elements.json by scripts/types.mjs) list
 * every attribute with its values and every `carpet-*` event; and the values the manifest gives an attribute
 * (from its property's `@values` doc tag) are exactly those the element accepts: each is taken without a word,
 * and a value outside them is reported with a message that names them all.
 */
import { expect } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetErrorDetail } from '../../src/events.js';

interface Attribute {
  name: string;
  type?: { text: string };
}
interface Declaration {
  tagName?: string;
  attributes: Attribute[];
  events: { name: string; type?: { text: string } }[];
}

const json = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  expect(response.ok, `GET ${url}: ${response.status}`).to.equal(true);
  return (await response.json()) as T;
};

async function element(): Promise<Declaration> {
  const manifest = await json<{ modules: { declarations?: Declaration[] }[] }>('/custom-elements.json');
  return manifest.modules.flatMap((module) => module.declarations ?? []).find((d) => d.tagName)!;
}

/** The values of a union of string literals (`'auto' | 'manual'`), or null for any other type. */
function valuesOf(attribute: Attribute): string[] | null {
  const parts = (attribute.type?.text ?? '').split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : null;
}

describe('types and editor data made from the manifest', () => {
  it('the manifest gives every event its detail type, and the closed attributes their values', async () => {
    const declaration = await element();
    expect(declaration.events.map((event) => event.name)).to.have.length(7);
    for (const event of declaration.events)
      expect(event.type?.text, event.name).to.match(/^CustomEvent<Carpet\w+Detail>$/);
    const closed = declaration.attributes.filter((attribute) => valuesOf(attribute)).map((attribute) => attribute.name);
    expect(closed).to.deep.equal(['variant', 'fill', 'analysis', 'animation', 'persist', 'share']);
  });

  it("VS Code's custom data lists every attribute, with the values of each closed one, and every event (in the tag's hover text: the format has no field for events)", async () => {
    const declaration = await element();
    const data = await json<{
      tags: { name: string; description: string; attributes: { name: string; values?: { name: string }[] }[] }[];
    }>('/dist/types/vscode.html-custom-data.json');
    const tag = data.tags.find((candidate) => candidate.name === 'carpet-solitaire')!;
    expect(tag.attributes.map((attribute) => attribute.name)).to.deep.equal(declaration.attributes.map((a) => a.name));
    for (const event of declaration.events) expect(tag.description, event.name).to.contain(`**${event.name}**`);
    for (const attribute of declaration.attributes) {
      const values = valuesOf(attribute);
      if (!values) continue;
      const listed = tag.attributes.find((candidate) => candidate.name === attribute.name)!.values;
      expect(
        listed?.map((value) => value.name),
        attribute.name,
      ).to.deep.equal(values);
    }
  });

  it('lang: editors offer the four languages the widget speaks, and the types take any language tag', async () => {
    const data = await json<{ tags: { name: string; attributes: { name: string; values?: { name: string }[] }[] }[] }>(
      '/dist/types/vscode.html-custom-data.json',
    );
    const lang = data.tags[0].attributes.find((attribute) => attribute.name === 'lang');
    expect(lang?.values?.map((value) => value.name)).to.deep.equal(['en', 'fr', 'de', 'es']);
    // The types' side is checked where a real compiler reads them: examples/react-vite's App.tsx sets lang="en-GB",
    // which its type check (scripts/test-sites.mjs) must accept.
  });

  it("JetBrains' web-types list every attribute with its type and every event; package.json names them", async () => {
    const declaration = await element();
    const pkg = await json<Record<string, unknown>>('/package.json');
    expect(pkg['web-types']).to.equal('./dist/types/web-types.json');
    const webTypes = await json<{
      contributions: {
        html: {
          elements: {
            name: string;
            attributes: { name: string; value: { type: string } }[];
            events: { name: string }[];
          }[];
        };
      };
    }>('/dist/types/web-types.json');
    const tag = webTypes.contributions.html.elements.find((candidate) => candidate.name === 'carpet-solitaire')!;
    expect(tag.attributes.map((attribute) => [attribute.name, attribute.value.type])).to.deep.equal(
      declaration.attributes.map((attribute) => [attribute.name, attribute.type?.text]),
    );
    expect(tag.events.map((event) => event.name)).to.deep.equal(declaration.events.map((event) => event.name));
  });

  it('an attribute takes each value its manifest lists without a word, and names them all when given another', async () => {
    const declaration = await element();
    for (const attribute of declaration.attributes) {
      const values = valuesOf(attribute);
      if (!values) continue;
      for (const value of [...values, 'klondike']) {
        const errors: CarpetErrorDetail[] = [];
        const el = document.createElement('carpet-solitaire');
        el.setAttribute('seed', '1');
        el.setAttribute('persist', 'false');
        el.setAttribute(attribute.name, value);
        el.addEventListener('carpet-error', (event) => errors.push(event.detail));
        document.body.append(el);
        await el.updateComplete;
        await el.updateComplete;
        el.remove();
        const said = errors.filter((error) => ['invalid-attribute', 'unknown-variant'].includes(error.code));
        if (value !== 'klondike') {
          expect(said, `${attribute.name}="${value}"`).to.deep.equal([]);
          continue;
        }
        expect(said, `${attribute.name}="klondike" is reported`).to.have.length(1);
        for (const allowed of values) expect(said[0].message, attribute.name).to.contain(`"${allowed}"`);
      }
    }
  });
});
