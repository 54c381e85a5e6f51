import '../support/clean-storage.js';
/**
 * dist/embed.html, the iframe page (docs/embedding.md, "Sites that take only a URL: an iframe"), made by
 * `npm run build`: it is the drop-in build by nature, so this file runs on the build in every engine.
 *
 * A frame sandboxed with `allow-scripts` alone has an opaque origin: the test page cannot reach into it, and
 * the game inside has no storage. Its game is read with the page's documented snapshot message, and a move
 * is played in it by a real click, at the point where a same-origin twin of the same width shows the stock.
 * The frames without a sandbox are read directly: the element's attributes, its message, the page's styles.
 * The docs' frame and resize script are the ones the page shows, run as they are.
 */
import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { GameSnapshot } from '../../src/events.js';
import { setViewport } from '../support/commands.js';

/** The host the docs' frame names; the test server serves dist/ instead. */
const HOST = 'https://games.example.com/carpet-solitaire/';
const SECTION = 'Sites that take only a URL: an iframe';

interface Heard {
  source: MessageEventSource | null;
  data: { type?: string; height?: number; id?: string; snapshot?: GameSnapshot };
}
const heard: Heard[] = [];
addEventListener('message', (event: MessageEvent) =>
  heard.push({ source: event.source, data: event.data as Heard['data'] }),
);

const frames: HTMLIFrameElement[] = [];

/** The ```html blocks under the docs' section: the frame, then the resize script. */
async function docsBlocks(): Promise<string[]> {
  const markdown = await (await fetch('/docs/embedding.md')).text();
  // The README gives the same two blocks, as they are.
  const readme = await (await fetch('/README.md')).text();
  const inReadme = [...readme.matchAll(/^```html\n([\s\S]*?)\n```$/gm)]
    .map((match) => match[1])
    .filter((block) => block.includes('embed.html'));
  const start = markdown.indexOf(`\n## ${SECTION}\n`);
  expect(start, `embedding.md has "## ${SECTION}"`).to.be.greaterThan(0);
  const section = markdown.slice(start + 1, markdown.indexOf('\n## ', start + 1));
  const blocks = [...section.matchAll(/^```html\n([\s\S]*?)\n```$/gm)].map((match) => match[1]);
  expect(inReadme, "the README's frame and script are embedding.md's").to.deep.equal(blocks);
  return blocks;
}

/** An iframe of `html` (one <iframe>), sandboxed before it loads when asked, appended to the page. */
function frameFrom(html: string, sandbox?: string): HTMLIFrameElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const iframe = template.content.querySelector('iframe')!;
  if (sandbox !== undefined) iframe.setAttribute('sandbox', sandbox);
  document.body.append(iframe);
  frames.push(iframe);
  return iframe;
}

/** A frame of dist/embed.html with `query`, `width` px wide, sized from its own height messages. */
function embedFrame(
  query: string,
  { sandbox, width = 640, strict = false }: { sandbox?: string; width?: number; strict?: boolean } = {},
) {
  const iframe = document.createElement('iframe');
  iframe.title = 'game';
  iframe.className = 'embed-under-test';
  // A sandboxed frame's origin is opaque: it fetches its module scripts as another origin, so with CORS.
  // Under a strict policy, /strict/dist/ sends it as a header (web-test-runner.config.mjs).
  const dist = strict ? '/strict/dist/' : sandbox === undefined ? '/dist/' : '/cors/dist/';
  iframe.src = `${dist}embed.html${query}`;
  iframe.width = String(width);
  iframe.height = '300';
  iframe.setAttribute('frameborder', '0');
  if (sandbox !== undefined) iframe.setAttribute('sandbox', sandbox);
  const follow = (event: MessageEvent): void => {
    const data = event.data as Heard['data'];
    if (event.source === iframe.contentWindow && data?.type === 'carpet-solitaire:height')
      iframe.height = String(data.height);
  };
  addEventListener('message', follow);
  iframe.addEventListener('remove-follow', () => removeEventListener('message', follow));
  document.body.append(iframe);
  frames.push(iframe);
  return iframe;
}

/** The height messages heard from a frame, in order. */
const heights = (iframe: HTMLIFrameElement): Heard['data'][] =>
  heard
    .filter((each) => each.source === iframe.contentWindow && each.data?.type === 'carpet-solitaire:height')
    .map((each) => each.data);

/** waitUntil with the frames' patience: a frame loads the build and deals before anything shows. */
const until = (what: string, ready: () => boolean): Promise<void> => waitUntil(ready, what, { timeout: 10000 });

/** The frame is as tall as the height it reported last (within 2 px), and that height has held for a while. */
async function sizedToReport(iframe: HTMLIFrameElement): Promise<number> {
  let last = -1;
  let steady = 0;
  for (let waited = 0; waited < 15000 && steady < 6; waited += 50) {
    const reported = heights(iframe).at(-1)?.height ?? -1;
    const fits = reported > 0 && Math.abs(iframe.getBoundingClientRect().height - reported) <= 2;
    steady = fits && reported === last ? steady + 1 : 0;
    last = reported;
    await aTimeout(50);
  }
  expect(steady, `the frame follows its reported height (${last} px)`).to.be.at.least(6);
  return last;
}

/** The game in a frame, through the page's snapshot message (any origin); asked again until the page answers. */
async function snapshotOf(iframe: HTMLIFrameElement): Promise<GameSnapshot> {
  const from = heard.length;
  for (let waited = 0; waited < 10000; waited += 50) {
    if (waited % 500 === 0) iframe.contentWindow!.postMessage({ type: 'carpet-solitaire:snapshot?' }, '*');
    const answer = heard
      .slice(from)
      .find((each) => each.source === iframe.contentWindow && each.data?.type === 'carpet-solitaire:snapshot');
    if (answer) return answer.data.snapshot!;
    await aTimeout(50);
  }
  throw new Error('timed out waiting for the snapshot answer');
}

/** The game's snapshot once its code has arrived and it is dealt. */
async function dealtSnapshot(iframe: HTMLIFrameElement): Promise<GameSnapshot> {
  for (let tries = 0; tries < 100; tries++) {
    const snapshot = await snapshotOf(iframe);
    if (snapshot.phase !== 'loading') return snapshot;
    await aTimeout(100);
  }
  throw new Error('the game in the frame was never dealt');
}

/** The element of a same-origin frame, upgraded and dealt. */
async function elementIn(iframe: HTMLIFrameElement): Promise<CarpetSolitaire> {
  const found = (): CarpetSolitaire | null | undefined => iframe.contentDocument?.querySelector('carpet-solitaire');
  await until('the element in the frame', () =>
    Boolean(found() && iframe.contentWindow!.customElements.get('carpet-solitaire')),
  );
  const el = found()!;
  await until('the deal', () => el.snapshot.phase !== 'loading');
  await el.updateComplete;
  return el;
}

const loaded = (iframe: HTMLIFrameElement): Promise<unknown> =>
  new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));

/** A point of the frame's document (its viewport's coordinates), in the test page's viewport. */
const inPage = (iframe: HTMLIFrameElement, x: number, y: number): [number, number] => {
  const box = iframe.getBoundingClientRect();
  return [Math.round(box.left + iframe.clientLeft + x), Math.round(box.top + iframe.clientTop + y)];
};

describe('dist/embed.html, one game in an iframe', () => {
  before(async () => {
    await setViewport({ width: 1400, height: 1400 });
  });

  afterEach(async () => {
    await resetMouse();
    for (const iframe of frames.splice(0)) {
      iframe.dispatchEvent(new Event('remove-follow'));
      iframe.remove();
    }
    heard.length = 0;
  });

  it("the docs' frame, sandboxed with allow-scripts alone, plays Carthage seed 7, and the docs' script sizes it to the page's height", async () => {
    const [frameHtml, scriptHtml, ...more] = await docsBlocks();
    expect(more, 'two html blocks: the frame and the script').to.deep.equal([]);
    expect(frameHtml).to.equal(
      `<iframe src="${HOST}embed.html?variant=carthage&seed=7" title="Carthage patience" style="width:100%;height:640px;border:0" loading="lazy"></iframe>`,
    );
    const iframe = frameFrom(frameHtml.replace(HOST, '/cors/dist/'), 'allow-scripts');
    // The docs' script, as it is: a module of its own, in this page.
    const script = /^<script>\n([\s\S]*)\n<\/script>$/.exec(scriptHtml)?.[1];
    expect(script, 'the script block is one <script>').to.be.a('string');
    expect(script).to.contain('event.source === frame.contentWindow');
    const url = URL.createObjectURL(new Blob([script!], { type: 'text/javascript' }));
    await import(/* @vite-ignore */ url);
    URL.revokeObjectURL(url);

    const snapshot = await dealtSnapshot(iframe);
    expect([snapshot.variant, snapshot.seed, snapshot.status, snapshot.moves]).to.deep.equal([
      'carthage',
      '7',
      'playing',
      0,
    ]);
    expect(iframe.contentDocument, 'the sandbox makes the frame cross-origin').to.equal(null);
    const height = await sizedToReport(iframe);
    expect(height, 'the game is taller than the 640 px the frame was given').to.be.greaterThan(400);
    expect(
      heights(iframe).every((data) => !('id' in data)),
      'no id in the address, none in the messages',
    ).to.equal(true);
  });

  it('a move is played by a click in a sandboxed frame (no storage there), and one in a same-origin frame', async () => {
    const query = '?variant=carthage&seed=7&persist=false&id=twin';
    const twin = embedFrame(query);
    const sandboxed = embedFrame(query, { sandbox: 'allow-scripts' });
    const el = await elementIn(twin);
    expect([el.snapshot.variant, el.snapshot.seed]).to.deep.equal(['carthage', '7']);
    const first = await dealtSnapshot(sandboxed);
    expect(first.piles).to.deep.equal(el.snapshot.piles);
    await sizedToReport(twin);
    await sizedToReport(sandboxed);
    expect(heights(sandboxed).at(-1)?.id).to.equal('twin');

    // The stock, where the twin shows it: the same page at the same width lays out the same.
    const stock = el.shadowRoot!.querySelector('.pile[data-pile="stock"]')!.getBoundingClientRect();
    const [sx, sy] = [stock.left + stock.width / 2, stock.top + stock.height / 2];
    await sendMouse({ type: 'click', position: inPage(sandboxed, sx, sy) });
    let after = await snapshotOf(sandboxed);
    for (let tries = 0; tries < 40 && after.moves === 0; tries++) {
      await aTimeout(50);
      after = await snapshotOf(sandboxed);
    }
    expect(after.moves, 'the click dealt in the sandboxed frame').to.equal(1);
    expect(after.piles.stock.length).to.be.lessThan(first.piles.stock.length);

    await aTimeout(400); // past a double-click's window
    await sendMouse({ type: 'click', position: inPage(twin, sx, sy) });
    await until('the deal in the same-origin frame', () => el.snapshot.moves === 1);
    expect(el.snapshot.piles).to.deep.equal(after.piles);
  });

  it('copies every attribute the element takes (custom-elements.json) and lang, booleans by their words, and nothing else', async () => {
    interface Declaration {
      customElement?: boolean;
      attributes?: { name: string; type?: { text: string } }[];
    }
    const manifest = (await (await fetch('/custom-elements.json')).json()) as {
      modules: { declarations?: Declaration[] }[];
    };
    const declared = manifest.modules.flatMap((module) => module.declarations ?? []).find((d) => d.customElement)!;
    // lang is in the manifest too, and given below in a language the element speaks.
    const all = declared.attributes!.map((attribute) => attribute.name).filter((name) => name !== 'lang');
    expect(all).to.include.members(['variant', 'seed', 'winnable', 'autoplay', 'timer', 'analysis', 'share-url']);
    const query = new URLSearchParams();
    for (const name of all) query.set(name, name === 'variant' ? 'carthage' : 'x');
    const iframe = embedFrame(`?${query}&lang=fr&onclick=alert(1)&style=color:red&id=one&%3Cimg%3E=x`);
    const el = await elementIn(iframe);
    const booleans = declared.attributes!.filter((a) => a.type?.text === 'boolean').map((a) => a.name);
    expect(booleans.sort()).to.deep.equal(['autoplay', 'timer', 'winnable']);
    const given = Object.fromEntries([...el.attributes].map((attribute) => [attribute.name, attribute.value]));
    // A boolean's unknown word is the element's to judge, as any value: passed on as it is.
    expect(given).to.deep.equal({ ...Object.fromEntries(all.map((name) => [name, query.get(name)])), lang: 'fr' });
    expect(iframe.contentDocument!.querySelectorAll('[onclick], [style], img').length).to.equal(0);

    const words = embedFrame('?variant=carthage&seed=7&winnable=false&autoplay&timer=1&persist=false&share=0');
    const second = await elementIn(words);
    const attributes = Object.fromEntries([...second.attributes].map((attribute) => [attribute.name, attribute.value]));
    expect(attributes).to.deep.equal({
      variant: 'carthage',
      seed: '7',
      autoplay: '',
      timer: '',
      persist: 'false',
      share: '0',
    });
    expect([second.winnable, second.autoplay, second.timer]).to.deep.equal([false, true, true]);
    await until('a height with the id', () => heights(iframe).at(-1)?.id === 'one');
  });

  for (const sandbox of [undefined, 'allow-scripts']) {
    it(`a bad address shows the element's message over the game, and still reports its height${sandbox ? ' (sandboxed)' : ''}`, async () => {
      const iframe = embedFrame('?variant=nope&seed=3&persist=false', sandbox ? { sandbox } : {});
      const height = await sizedToReport(iframe);
      expect(height).to.be.greaterThan(300);
      const snapshot = await dealtSnapshot(iframe);
      expect([snapshot.variant, snapshot.seed]).to.deep.equal(['carpet', '3']);
      if (sandbox) return;
      const el = await elementIn(iframe);
      const problem = iframe.contentDocument!.querySelector<HTMLElement>('.problem')!;
      expect(problem.hidden).to.equal(false);
      expect(problem.textContent).to.contain('"nope"');
      expect(problem.getBoundingClientRect().bottom).to.be.at.most(el.getBoundingClientRect().top + 1);
    });
  }

  it("fills its frame under a strict policy (script-src and style-src 'self'): no margin, the felt to the edges, the reader’s scheme", async () => {
    const source = await (await fetch('/dist/embed.html')).text();
    const page = new DOMParser().parseFromString(source, 'text/html');
    expect(page.querySelectorAll('[style]').length, 'no style attribute').to.equal(0);
    expect(page.querySelectorAll('style').length, 'no <style>').to.equal(0);
    expect(page.querySelectorAll('script:not([src])').length, 'no inline script').to.equal(0);

    // The policy a site sends: as a header (a <meta> in the page would stop WebKit in a sandboxed frame).
    const iframe = embedFrame('?variant=carpet&seed=1&persist=false', { width: 500, strict: true });
    await loaded(iframe);
    const el = await elementIn(iframe);
    await sizedToReport(iframe);
    const win = iframe.contentWindow!;
    const doc = iframe.contentDocument!;
    expect(win.getComputedStyle(doc.body).margin).to.equal('0px');
    expect(win.getComputedStyle(doc.documentElement).colorScheme).to.equal('light dark');
    const box = el.getBoundingClientRect();
    expect([box.left, box.top, Math.round(box.width)]).to.deep.equal([0, 0, doc.documentElement.clientWidth]);
    const table = el.shadowRoot!.querySelector('.frame')!;
    expect(win.getComputedStyle(table).borderTopLeftRadius, 'square corners: the felt to the edge').to.equal('0px');
    expect(doc.documentElement.classList.contains('sized'), 'no scrollbar once the frame follows').to.equal(true);
    // The docs' trap: a fixed height must suit the narrowest frame, since the game is taller on a wider one.
    const narrow = embedFrame('?variant=carpet&seed=1&persist=false', { width: 360 });
    expect(await sizedToReport(narrow)).to.be.lessThan(await sizedToReport(iframe));
    // The policy is in force: an inline style is refused.
    doc.body.insertAdjacentHTML('beforeend', '<p id="inline" style="color: rgb(255, 0, 0)">x</p>');
    expect(win.getComputedStyle(doc.getElementById('inline')!).color).to.not.equal('rgb(255, 0, 0)');
  });
});
