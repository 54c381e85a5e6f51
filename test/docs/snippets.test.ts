import '../support/clean-storage.js';
/**
 * The snippets a reader copies from the README, docs/embedding.md, docs/api.md and docs/theming.md work:
 *
 * - The README's one HTML snippet and embedding.md's plain HTML one play in a page (a frame, each CDN URL
 *   turned into the same file of this checkout's dist/, made by `npm run build`); the Eleventy post and the
 *   WordPress Custom HTML block hold the README's snippet as it is, and the `modulepreload` names its script.
 * - The Eleventy shortcode runs, as Eleventy would run it, for the calls the page shows, and escapes what it
 *   writes into attributes.
 * - The Hugo template cannot run here (Go): it is read, and every attribute it writes must be one the element
 *   has (custom-elements.json), the boolean ones written bare, and its script the README's. (The WordPress
 *   plugin, wordpress/carpet-solitaire/, runs in a real WordPress: scripts/test-wordpress.mjs.)
 * - The npm snippet's imports and the types the page names are exported by the package's types
 *   (dist/lib/index.d.ts; the snippet itself is not type-checked).
 * - api.md's script plays a move on a table of the drop-in build; theming.md's CSS sets documented tokens.
 * - The README's Quick start gives the two commands `.ci/run` and a newcomer rely on.
 *
 * The Strict pages policy of embedding.md is checked by test/pages/trusted-types.test.ts.
 */
import { aTimeout, expect } from '@open-wc/testing';
import { readFile } from '@web/test-runner-commands';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

const CDN = 'https://cdn.jsdelivr.net/npm/carpet-solitaire@0.1.0/dist/';
const SCRIPT = `${CDN}carpet-solitaire.js`;

interface Block {
  /** The fence's language (`html`, `js`, …). */
  lang: string;
  code: string;
  /** The `## heading` the block sits under ('' before the first). */
  section: string;
}

/** The fenced code blocks of a Markdown text, in order. */
function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let section = '';
  let open: { lang: string; lines: string[] } | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    if (open) {
      if (line.startsWith('```')) {
        blocks.push({ lang: open.lang, code: open.lines.join('\n'), section });
        open = null;
      } else open.lines.push(line);
    } else if (line.startsWith('```')) open = { lang: line.slice(3).trim(), lines: [] };
    else if (line.startsWith('## ')) section = line.slice(3).trim();
  }
  expect(open, 'every code block is closed').to.equal(null);
  return blocks;
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.ok, `GET ${url}: ${response.status}`).to.equal(true);
  return response.text();
}

/** The code of the one block of `lang` under `section`. */
function blockIn(blocks: Block[], section: string, lang: string): string {
  const found = blocks.filter((block) => block.section === section && block.lang === lang);
  expect(found.length, `one \`\`\`${lang} block under "## ${section}"`).to.equal(1);
  return found[0].code;
}

/** The attributes of the element the manifest describes: name -> its type's text. */
async function manifestAttributes(): Promise<Map<string, string>> {
  interface Declaration {
    customElement?: boolean;
    attributes?: { name: string; type?: { text: string } }[];
  }
  const manifest = JSON.parse(await text('/custom-elements.json')) as { modules: { declarations?: Declaration[] }[] };
  const element = manifest.modules.flatMap((module) => module.declarations ?? []).find((d) => d.customElement);
  expect(element, 'the manifest describes the element').to.not.equal(undefined);
  return new Map((element!.attributes ?? []).map((attribute) => [attribute.name, attribute.type?.text ?? '']));
}

type FrameWindow = Window & typeof globalThis;
const frames: HTMLIFrameElement[] = [];

/** A frame whose body is `html` with every CDN URL of this package made this checkout's dist/. */
async function frameWith(html: string): Promise<{ win: FrameWindow; doc: Document }> {
  const local = html.replaceAll(CDN, '/dist/');
  expect(local, 'the snippet loads nothing from the CDN once its URLs are local').to.not.contain('cdn.jsdelivr');
  const iframe = document.createElement('iframe');
  iframe.width = '820';
  iframe.height = '900';
  iframe.srcdoc = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body>${local}</body></html>`;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  document.body.append(iframe);
  frames.push(iframe);
  await loaded;
  const win = iframe.contentWindow as FrameWindow;
  const defined = await Promise.race([
    win.customElements.whenDefined('carpet-solitaire').then(() => true),
    aTimeout(10000).then(() => false),
  ]);
  expect(defined, '<carpet-solitaire> was defined in the frame (dist/ is made by `npm run build`)').to.equal(true);
  return { win, doc: iframe.contentDocument! };
}

/** The frame's one <carpet-solitaire>, upgraded to the frame's element class. */
function tableIn(win: FrameWindow, doc: Document): CarpetSolitaire {
  const tables = doc.querySelectorAll('carpet-solitaire');
  expect(tables.length, 'one <carpet-solitaire> in the frame').to.equal(1);
  expect(tables[0], 'the tag was upgraded').to.be.instanceOf(win.customElements.get('carpet-solitaire')!);
  return tables[0];
}

/** Waits until the frame's table has drawn its game's cards. */
async function dealt(el: CarpetSolitaire): Promise<void> {
  for (let waited = 0; el.snapshot.phase === 'loading' && waited < 10000; waited += 50) await aTimeout(50);
  await el.updateComplete;
  expect(el.snapshot.phase, 'the game arrived').to.not.equal('loading');
  expect(el.shadowRoot!.querySelectorAll('[part~="card"]').length, 'cards on the table').to.be.greaterThan(0);
}

describe('the snippets of the README and docs/', () => {
  let readme: Block[];
  let embedding: Block[];
  let api: Block[];
  let theming: string;
  let attributes: Map<string, string>;

  before(async () => {
    readme = codeBlocks(await text('/README.md'));
    embedding = codeBlocks(await text('/docs/embedding.md'));
    api = codeBlocks(await text('/docs/api.md'));
    theming = await text('/docs/theming.md');
    attributes = await manifestAttributes();
  });

  afterEach(() => {
    for (const iframe of frames.splice(0)) iframe.remove();
  });

  /** The README's one HTML snippet with the script tag (its others are the iframe page's: embed.test.ts). */
  const readmeSnippet = (): string => {
    const html = readme.filter((block) => block.lang === 'html' && !block.code.includes('embed.html'));
    expect(html.length, 'the README has one HTML snippet for a page').to.equal(1);
    return html[0].code;
  };

  it("the README's Quick start gives `npm install && npm start` and `npm test`, which package.json has", async () => {
    const commands = blockIn(readme, 'Quick start', 'sh')
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim());
    expect(commands).to.deep.equal(['npm install && npm start', 'npm test']);
    const pkg = JSON.parse(await text('/package.json')) as { name: string; scripts: Record<string, string> };
    expect(pkg.scripts).to.include.keys('start', 'test');
    expect(blockIn(embedding, 'npm and bundlers', 'sh')).to.equal(`npm install ${pkg.name}`);
  });

  it("the README's snippet plays in a page, with the CDN's files served from dist/", async () => {
    const snippet = readmeSnippet();
    expect(snippet).to.contain(`<script type="module" src="${SCRIPT}"></script>`);
    const { win, doc } = await frameWith(snippet);
    const el = tableIn(win, doc);
    await dealt(el);
    expect(el.snapshot.seed).to.equal(el.getAttribute('seed'));
  });

  it("the Eleventy post and the WordPress Custom HTML block hold the README's snippet as it is", () => {
    const snippet = readmeSnippet();
    const post = embedding.find((block) => block.section === 'Markdown with Eleventy' && block.lang === 'md');
    expect(post?.code, 'the Eleventy post').to.contain(snippet);
    expect(blockIn(embedding, 'WordPress', 'html')).to.equal(snippet);
  });

  it("embedding.md's plain HTML snippet plays in a page with its stylesheet, and its modulepreload names the script", async () => {
    const [snippet, preload] = embedding
      .filter((block) => block.section === 'Plain HTML' && block.lang === 'html')
      .map((block) => block.code);
    expect(snippet, 'the plain HTML snippet').to.contain(`<script type="module" src="${SCRIPT}"></script>`);
    expect(preload).to.equal(`<link rel="modulepreload" href="${SCRIPT}">`);
    const { win, doc } = await frameWith(snippet);
    const sheet = [...doc.styleSheets].find((each) => each.href?.endsWith('/dist/carpet-solitaire.css'));
    expect(sheet, 'the stylesheet dist/carpet-solitaire.css was loaded').to.not.equal(undefined);
    expect(sheet!.cssRules.length, 'rules in the stylesheet').to.be.greaterThan(0);
    const el = tableIn(win, doc);
    // `winnable` may search for a while before it deals: the tag's attributes reached the element.
    expect([el.variant, el.winnable]).to.deep.equal(['carthage', true]);
  });

  it('the Eleventy shortcode writes the README’s script and a tag of the attributes it was given, escaped', async () => {
    const config = blockIn(embedding, 'Markdown with Eleventy', 'js');
    // Eleventy loads .eleventy.js as CommonJS; a module with a `module` object runs it the same way.
    const source = `const module = { exports: undefined };\n${config}\nexport default module.exports;`;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const { default: configure } = (await import(url)) as { default: (eleventy: unknown) => void };
    URL.revokeObjectURL(url);
    const shortcodes = new Map<string, (...args: string[]) => string>();
    configure({
      addShortcode: (name: string, shortcode: (...args: string[]) => string) => shortcodes.set(name, shortcode),
    });
    expect([...shortcodes.keys()]).to.deep.equal(['carpetSolitaire']);
    const shortcode = shortcodes.get('carpetSolitaire')!;

    /** What the shortcode writes for a call as the page writes it, parsed as a page would. */
    const run = (call: string): { script: string | null; tag: Record<string, string> } => {
      const args = JSON.parse(`[${/\{% carpetSolitaire (.+?) %\}/.exec(call)![1]}]`) as string[];
      const doc = new DOMParser().parseFromString(shortcode(...args), 'text/html');
      const tags = doc.querySelectorAll('carpet-solitaire');
      expect(tags.length, `one tag for ${call}`).to.equal(1);
      const tag = Object.fromEntries([...tags[0].attributes].map((attribute) => [attribute.name, attribute.value]));
      for (const name of Object.keys(tag)) expect(attributes.has(name), `${name} is an attribute`).to.equal(true);
      return { script: doc.querySelector('script[type="module"]')?.getAttribute('src') ?? null, tag };
    };
    const usage = embedding.find(
      (block) => block.section === 'Markdown with Eleventy' && block.lang === 'md' && block.code.includes('{%'),
    );
    expect(usage, 'the page shows a call of the shortcode').to.not.equal(undefined);
    expect(run(usage!.code)).to.deep.equal({
      script: SCRIPT,
      tag: { variant: 'carpet', seed: 'daily-2026-11-29' },
    });
    const comment = /\/\/ (\{% carpetSolitaire .+? %\})/.exec(config);
    expect(comment, "the shortcode's comment shows a call").to.not.equal(null);
    expect(run(comment![1]).tag).to.deep.equal({ variant: 'carthage', seed: 'daily-2026-11-29', winnable: '' });
    const hostile = shortcode('carthage', '"><img src=x onerror=alert(1)> & <b>', 'autoplay', 'onclick');
    const doc = new DOMParser().parseFromString(hostile, 'text/html');
    expect(doc.querySelector('carpet-solitaire')?.getAttribute('seed')).to.equal(
      '"><img src=x onerror=alert(1)> & <b>',
    );
    expect(doc.querySelector('carpet-solitaire')?.hasAttribute('autoplay')).to.equal(true);
    expect(doc.querySelectorAll('img, b, [onclick]').length, 'nothing written outside the attributes').to.equal(0);
  });

  it('the Hugo shortcode writes only attributes the element has, booleans bare, with the README’s script', () => {
    const hugo = blockIn(embedding, 'Hugo', 'go-html-template');
    const hugoNames = [...hugo.matchAll(/\.Get "([a-z-]+)"/g)].map((match) => match[1]);
    const hugoBooleans = [...hugo.matchAll(/\(\.Get "([a-z-]+)"\)\)/g)].map((match) => match[1]);
    const booleans = [...attributes].filter(([, type]) => type === 'boolean').map(([name]) => name);
    expect(hugoNames.length, 'Hugo: attributes read').to.be.at.least(4);
    for (const name of hugoNames) expect(attributes.has(name), `Hugo: ${name} is an attribute`).to.equal(true);
    expect([...hugoBooleans].sort(), 'Hugo: the attributes written bare are the boolean ones').to.deep.equal(
      booleans.filter((name) => hugoNames.includes(name)).sort(),
    );
    expect(hugo).to.contain(`<script type="module" src="${SCRIPT}"></script>`);
    // The call the page shows names the shortcode the template defines.
    expect(blockIn(embedding, 'Hugo', 'md')).to.match(/^\{\{< carpet-solitaire /);
  });

  it("the npm snippet's imports, and the types embedding.md names, are exported by the package's types", async () => {
    const exported = async (file: string, seen = new Set<string>()): Promise<Set<string>> => {
      const names = new Set<string>();
      if (seen.has(file)) return names;
      seen.add(file);
      const source = await readFile({ path: `../../dist/lib/${file}` });
      expect(source, `dist/lib/${file} (made by \`npm run build\`)`).to.be.a('string');
      for (const match of source!.matchAll(/^export (?:type )?\{([^}]*)\}/gm))
        for (const name of match[1].split(','))
          names.add(
            name
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          );
      for (const match of source!.matchAll(/^export (?:declare )?(?:interface|type|class|const|function) (\w+)/gm))
        names.add(match[1]);
      for (const match of source!.matchAll(/^export (?:type )?\* from '\.\/([\w/.-]+)\.js'/gm))
        for (const name of await exported(`${match[1]}.d.ts`, seen)) names.add(name);
      return names;
    };
    const names = await exported('index.d.ts');
    const snippet = blockIn(embedding, 'npm and bundlers', 'ts');
    expect(snippet).to.contain("import 'carpet-solitaire';");
    const imported = [...snippet.matchAll(/^import type \{([^}]*)\} from 'carpet-solitaire';/gm)].flatMap((match) =>
      match[1].split(',').map((name) => name.trim()),
    );
    expect(imported.length, 'the snippet imports types').to.be.at.least(1);
    const prose = ['CarpetMoveDetail', 'CarpetErrorDetail', 'GameSnapshot', 'Move', 'Refusal', 'GAMES'];
    for (const name of [...imported, ...prose]) expect(names.has(name), `the package exports ${name}`).to.equal(true);
  });

  it("api.md's script plays a foundation move on a table", async () => {
    const script = blockIn(api, 'Cards, piles and moves', 'js');
    const { win, doc } = await frameWith(
      `<script type="module" src="${SCRIPT}"></script><carpet-solitaire persist="false"></carpet-solitaire>`,
    );
    const el = tableIn(win, doc);
    await dealt(el);
    // A deal with a move to a foundation at once, so the script has one to play.
    for (let seed = 1; !el.legalMoves().some((move) => move.to.startsWith('foundation-')); seed++) {
      expect(seed, 'a deal with a foundation move among the first 50').to.be.at.most(50);
      el.newGame(String(seed));
      await dealt(el);
    }
    const played: string[] = [];
    el.addEventListener('carpet-move', (event) => played.push(event.detail.move.to));
    const run = doc.createElement('script'); // a classic script, run as it is appended, in the frame's window
    run.textContent = script;
    doc.body.append(run);
    await el.updateComplete;
    expect(el.snapshot.moves).to.equal(1);
    expect(played).to.have.length(1);
    expect(played[0]).to.match(/^foundation-/);
  });

  it("theming.md's CSS sets only tokens its table documents", () => {
    const css = codeBlocks(theming).filter((block) => block.lang === 'css');
    expect(css.length, 'a CSS snippet').to.be.at.least(1);
    const table = theming.slice(theming.indexOf('\n## CSS custom properties\n'));
    for (const block of css) {
      const set = [...block.code.matchAll(/(--carpet-[a-z-]+)\s*:/g)].map((match) => match[1]);
      expect(set.length, 'tokens set').to.be.at.least(1);
      for (const token of set) expect(table, `${token} is in the table`).to.contain(`| \`${token}\` |`);
    }
  });
});
