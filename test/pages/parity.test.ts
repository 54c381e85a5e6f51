import '../support/clean-storage.js';
/**
 * Parity: the drop-in build (dist/carpet-solitaire.js and its chunks, minified) draws what the source
 * draws. Each game is played the same way in two same-origin frames, one loading the drop-in build
 * (parity-dist.html), one the element's source through the test server (parity-source.html): both define
 * the same tag, so each needs a page of its own. In each state a reader sees (a fresh deal, the More menu
 * open, Stats open, Keys open, a lost game's outcome panel, Finish showing under analysis="full"), the two
 * shadow trees must be equal node for node: tags (with their namespace), attributes (class lists as sets),
 * form values and text (whitespace runs read as one space; Lit's marker comments skipped), and the rendered
 * text and every element's box, which catch a whitespace or style difference that changes what is shown.
 * And no SVG shape may hold an element: a shape inside a shape is never drawn.
 *
 * The seeds come from the rules and the solver (the pure source modules): the first deal a greedy player
 * loses, and the first deal the solver proves winnable. Both builds are driven through the public API only.
 */
import { aTimeout, expect, nextFrame } from '@open-wc/testing';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { type GameSolver, solveWith } from '../../src/search/search.js';
import type { Move } from '../../src/core/types.js';
import { cadoganSolver } from '../../src/games/cadogan-carpet/solver.js';
import { carpetSolver } from '../../src/games/carpet/solver.js';
import { carthageSolver } from '../../src/games/carthage/solver.js';
import { GAMES } from '../../src/games/all.js';
import { setViewport } from '../support/commands.js';

const SOLVERS: Record<string, GameSolver<object>> = {
  carpet: carpetSolver,
  carthage: carthageSolver,
  'cadogan-carpet': cadoganSolver,
};
const BUILDS = { dist: 'parity-dist.html', source: 'parity-source.html' } as const;
type Build = keyof typeof BUILDS;
const SHAPES = 'rect, path, circle, line, polyline, polygon, ellipse, use';
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** Waits for `condition`, polling; fails the test with `what` when it has not come true by the deadline. */
async function until(condition: () => boolean, what: string, polls = 600): Promise<void> {
  for (let i = 0; i < polls; i++) {
    if (condition()) return;
    await aTimeout(50);
  }
  expect.fail(`timed out waiting for ${what}`);
}

const optionsOf = (variant: string) => GAMES[variant].parseOptions(() => null).options;

/** A greedy player: a foundation move when there is one, else a deal from the stock, else the first legal move. */
const greedy = (moves: Move[]): Move =>
  moves.find((m) => m.to.startsWith('foundation')) ?? moves.find((m) => m.from === 'stock') ?? moves[0];

/** The first seed from 1 whose greedy game is lost, and its moves (by the pure rules). */
function lostDeal(variant: string): { seed: string; moves: Move[] } {
  const { rules } = GAMES[variant];
  for (let n = 1; n < 300; n++) {
    let state = rules.deal(String(n), optionsOf(variant));
    const moves: Move[] = [];
    while (rules.status(state) === 'playing' && moves.length < 1000) {
      const move = greedy(rules.legalMoves(state));
      const result = rules.apply(state, move);
      if (!result.ok) throw new Error(`${variant} ${n}: the greedy move ${JSON.stringify(move)} was refused`);
      state = result.state;
      moves.push(move);
    }
    if (rules.status(state) === 'lost') return { seed: String(n), moves };
  }
  throw new Error(`${variant}: no deal from 1 to 299 that a greedy player loses`);
}

/** The first seed from 1 whose deal the game's solver proves winnable (so that Finish shows under analysis="full"). */
function winnableSeed(variant: string): string {
  for (let n = 1; n < 20; n++) {
    if (solveWith(SOLVERS[variant], GAMES[variant].rules.deal(String(n), optionsOf(variant))).verdict === 'winnable')
      return String(n);
  }
  throw new Error(`${variant}: no deal from 1 to 19 that the solver proves winnable`);
}

/** What a shadow root shows, in comparable lines, with each element's box and the rendered text. */
interface Picture {
  lines: string[];
  boxes: string[];
  text: string;
  /** Shapes that hold an element, described. */
  nested: string[];
}

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;

/** An element as a line: namespace (when not HTML), tag, attributes sorted (class as a sorted set), and its form value. */
function describeElement(el: Element): string {
  const ns =
    el.namespaceURI === HTML_NS ? '' : `${el.namespaceURI === 'http://www.w3.org/2000/svg' ? 'svg' : el.namespaceURI}:`;
  const attributes = [...el.attributes]
    .map(({ name, value }) =>
      name === 'class'
        ? `class="${[...new Set(value.split(/\s+/).filter(Boolean))].sort().join(' ')}"`
        : `${name}="${value}"`,
    )
    .sort();
  if (el.localName === 'textarea' || el.localName === 'input')
    attributes.push(`.value="${(el as HTMLTextAreaElement).value}"`);
  return `<${ns}${el.localName}${attributes.map((a) => ` ${a}`).join('')}>`;
}

/** A short path to an element, for messages: "button.new-game.icon-button > svg.icon > rect". */
function pathOf(el: Element): string {
  const parts: string[] = [];
  for (let node: Element | null = el; node && parts.length < 3; node = node.parentElement) {
    const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`);
    parts.unshift(`${node.localName}${classes.join('')}`);
  }
  return parts.join(' > ');
}

function picture(root: ShadowRoot): Picture {
  const lines: string[] = [];
  const boxes: string[] = [];
  const walk = (parent: Node, depth: number): void => {
    const indent = '  '.repeat(depth);
    // Text split by Lit's bindings is one text as the reader sees it: join the runs between elements.
    let text = '';
    const flush = () => {
      const normalised = text.replace(/\s+/g, ' ').trim();
      if (normalised) lines.push(`${indent}"${normalised}"`);
      text = '';
    };
    for (const child of parent.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent;
      else if (isElement(child)) {
        flush();
        lines.push(`${indent}${describeElement(child)}`);
        const box = child.getBoundingClientRect();
        boxes.push(`${pathOf(child)}: ${[box.x, box.y, box.width, box.height].map((n) => n.toFixed(2)).join(' ')}`);
        walk(child, depth + 1);
      }
      // Comments are Lit's markers: not shown, and not the same in the two builds.
    }
    flush();
  };
  walk(root, 0);
  const text = [...root.children].map((child) => (child as HTMLElement).innerText ?? '').join('\n');
  const nested = [...root.querySelectorAll(SHAPES)]
    .filter((shape) => shape.childElementCount > 0)
    .map((shape) => `${pathOf(shape)} holds ${[...shape.children].map((inner) => `<${inner.localName}>`).join('')}`);
  return { lines, boxes, text, nested };
}

/** The first place two lists differ, with a few lines of context from each. */
function firstDifference(label: string, dist: string[], source: string[]): string | null {
  const at = dist.findIndex((line, index) => line !== source[index]);
  const index = at === -1 ? (dist.length === source.length ? -1 : Math.min(dist.length, source.length)) : at;
  if (index === -1) return null;
  const around = (lines: string[]) => lines.slice(Math.max(0, index - 2), index + 4).join('\n      ');
  return `${label} differ at line ${index + 1} of ${dist.length} (dist) / ${source.length} (source):\n    dist:\n      ${around(dist)}\n    source:\n      ${around(source)}`;
}

/** Where the two pictures of one state differ, in words (empty when they agree). */
function compare(state: string, dist: Picture, source: Picture): string[] {
  const problems: string[] = [];
  for (const [build, { nested }] of [
    ['dist', dist],
    ['source', source],
  ] as const) {
    if (nested.length) problems.push(`${state}: in the ${build} build, SVG shapes hold elements: ${nested.join('; ')}`);
  }
  const tree = firstDifference('the shadow trees', dist.lines, source.lines);
  if (tree) problems.push(`${state}: ${tree}`);
  else {
    const boxes = firstDifference("the elements' boxes", dist.boxes, source.boxes);
    if (boxes) problems.push(`${state}: ${boxes}`);
  }
  if (dist.text !== source.text)
    problems.push(
      `${state}: the rendered text differs:\n    dist: ${JSON.stringify(dist.text)}\n    source: ${JSON.stringify(source.text)}`,
    );
  return problems;
}

interface Frame {
  iframe: HTMLIFrameElement;
  doc: Document;
  win: Window & typeof globalThis;
}

async function openFrame(build: Build): Promise<Frame> {
  const iframe = document.createElement('iframe');
  iframe.title = `the ${build} build`;
  iframe.width = '820';
  iframe.height = '1250';
  iframe.src = `/test/pages/${BUILDS[build]}`;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  document.body.append(iframe);
  await loaded;
  const win = iframe.contentWindow as Window & typeof globalThis;
  let defined = false;
  void win.customElements.whenDefined('carpet-solitaire').then(() => (defined = true));
  await until(() => defined, `<carpet-solitaire> to be defined by the ${build} build`);
  return { iframe, doc: iframe.contentDocument!, win };
}

async function addGame(frame: Frame, attributes: Record<string, string>): Promise<CarpetSolitaire> {
  const el = frame.doc.createElement('carpet-solitaire');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  frame.doc.body.append(el);
  await el.updateComplete;
  return el;
}

/** Lets the element draw what it has (its update, then a frame for anything drawn after it). */
async function drawn(el: CarpetSolitaire): Promise<void> {
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
}

function press(el: CarpetSolitaire, selector: string): void {
  const button = el.shadowRoot!.querySelector<HTMLElement>(selector);
  expect(button, `a ${selector} button to press`).to.not.equal(null);
  button!.click();
}

/** Plays the reader's states of one game in one build, and pictures each. */
async function play(
  build: Build,
  variant: string,
  lost: { seed: string; moves: Move[] },
  winnable: string,
): Promise<Map<string, Picture>> {
  const pictures = new Map<string, Picture>();
  const frame = await openFrame(build);
  try {
    const el = await addGame(frame, { variant, seed: lost.seed, persist: 'false' });
    const take = async (state: string) => {
      await drawn(el);
      pictures.set(state, picture(el.shadowRoot!));
    };
    await until(() => el.analysis.verdict !== 'pending', `${build}: the verdict on ${variant} ${lost.seed}`);
    await take('a fresh deal');
    press(el, '.more-toggle');
    await take('the More menu open');
    press(el, '.stats-toggle');
    await take('Stats open');
    press(el, '.more-toggle');
    await drawn(el);
    press(el, '.stats-toggle');
    await drawn(el);
    press(el, '.more-toggle');
    await drawn(el);
    press(el, '.help-toggle');
    await take('Keys open');
    press(el, '.more-toggle');
    await drawn(el);
    press(el, '.help-toggle');
    await drawn(el);
    for (const move of lost.moves)
      expect(el.play(move), `${build}: ${variant} ${lost.seed}, play(${JSON.stringify(move)})`).to.equal(true);
    expect(el.snapshot.status).to.equal('lost');
    await take("a lost game's outcome panel");
    el.remove();

    const full = await addGame(frame, { variant, seed: winnable, persist: 'false', analysis: 'full' });
    await until(
      () => !!full.shadowRoot!.querySelector('.finish'),
      `${build}: Finish on ${variant} ${winnable} under analysis="full"`,
    );
    await drawn(full);
    pictures.set('Finish showing under analysis="full"', picture(full.shadowRoot!));
  } finally {
    frame.iframe.remove();
  }
  return pictures;
}

describe('the drop-in build draws what the source draws', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 1400 });
  });

  for (const variant of Object.keys(GAMES)) {
    it(`${variant}: a fresh deal, the More menu, Stats, Keys, a lost game and Finish, node for node, with no shape inside a shape`, async function () {
      this.timeout(180000);
      const head = await fetch('/dist/carpet-solitaire.js', { method: 'HEAD' });
      expect(head.ok, 'dist/carpet-solitaire.js is built (npm run build)').to.equal(true);
      const lost = lostDeal(variant);
      const winnable = winnableSeed(variant);
      const dist = await play('dist', variant, lost, winnable);
      const source = await play('source', variant, lost, winnable);
      expect([...dist.keys()]).to.deep.equal([...source.keys()]);
      const problems = [...dist.keys()].flatMap((state) =>
        compare(`${variant}, ${state}`, dist.get(state)!, source.get(state)!),
      );
      expect(problems.length, `${problems.length} differences:\n\n${problems.join('\n\n')}\n\n`).to.equal(0);
    });
  }
});
