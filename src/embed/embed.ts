/**
 * dist/embed.js, the script of dist/embed.html: one <carpet-solitaire> configured by the page's query, for
 * hosts that embed a URL in an iframe but take no script (docs/embedding.md, "Sites that take only a URL").
 *
 * - Every attribute the element observes (and `lang`) is copied from the query with setAttribute, so the
 *   element's own checks and messages apply; any other name is ignored. Nothing is written as HTML.
 * - The frame's height goes to the parent page on load and on every change:
 *   `{ type: 'carpet-solitaire:height', height, id? }` (`id` from the query's `id`).
 * - `{ type: 'carpet-solitaire:snapshot?' }` from the parent is answered with
 *   `{ type: 'carpet-solitaire:snapshot', snapshot, id? }`: the game's read-only `snapshot`, for a host (or a
 *   test) that cannot reach into a sandboxed, cross-origin frame.
 *
 * It imports nothing: embed.html loads the drop-in build beside it first, and this waits for the tag.
 */
import type { GameSnapshot } from '../events.js';

const TAG = 'carpet-solitaire';
/** Read by the element (its language) though not one of its observed attributes. */
const ALSO = ['lang'];

interface ElementClass {
  readonly observedAttributes: readonly string[];
  /** Lit's declared properties: `type: Boolean` marks an attribute that is on by its presence. */
  readonly elementProperties: ReadonlyMap<PropertyKey, { type?: unknown; attribute?: string | boolean }>;
}

/** The attribute names of the element's boolean properties. */
function booleanAttributes(element: ElementClass): Set<string> {
  const names = new Set<string>();
  for (const [name, options] of element.elementProperties) {
    if (options.type !== Boolean || options.attribute === false) continue;
    names.add(typeof options.attribute === 'string' ? options.attribute : String(name).toLowerCase());
  }
  return names;
}

/**
 * The value to give an attribute from the query, or null to leave it off: a boolean is on when bare
 * (`?winnable`), `1` or `true`, off when `0` or `false`; any other value is the element's to judge.
 */
function attributeValue(value: string, boolean: boolean): string | null {
  if (!boolean) return value;
  const word = value.trim().toLowerCase();
  if (word === '' || word === '1' || word === 'true') return '';
  if (word === '0' || word === 'false') return null;
  return value;
}

/** The element's attributes from a query: only names it takes, the first value of each. */
function attributesFrom(query: URLSearchParams, names: readonly string[], booleans: Set<string>): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const name of names) {
    const value = query.get(name);
    if (value === null) continue;
    const given = attributeValue(value, booleans.has(name));
    if (given !== null) attributes.set(name, given);
  }
  return attributes;
}

async function start(): Promise<void> {
  const query = new URLSearchParams(location.search);
  const id = query.get('id') ?? undefined;
  const element = (await customElements.whenDefined(TAG)) as unknown as ElementClass;
  const game = document.createElement(TAG);
  const names = [...new Set([...element.observedAttributes, ...ALSO])];

  // A bad value in the address: the element's own message, shown for the editor who wrote it (the element
  // warns in the console, which nobody reads in a frame). Only the codes the address can cause.
  const problem = document.querySelector<HTMLElement>('.problem')!;
  game.addEventListener('carpet-error', (event) => {
    const { code, message } = event.detail;
    if (code !== 'unknown-variant' && code !== 'invalid-attribute') return;
    problem.textContent = problem.hidden ? message : `${problem.textContent} ${message}`;
    problem.hidden = false;
  });
  for (const [name, value] of attributesFrom(query, names, booleanAttributes(element))) game.setAttribute(name, value);
  document.body.append(game);

  if (window.parent === window) return;
  let sent = -1;
  const post = (): void => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    // Not 0 (WebKit's first observation, before the body is laid out): a host would collapse the frame.
    if (height === sent || height === 0) return;
    sent = height;
    // '*': the message is a height (and the id the parent gave us), nothing a page of another origin could
    // use; and the frame cannot know its parent's origin (ancestorOrigins is Chromium's and WebKit's only).
    window.parent.postMessage({ type: 'carpet-solitaire:height', height, ...(id ? { id } : {}) }, '*');
  };
  // The frame took the height sent: its parent follows the messages, so the game will always fit, and a
  // scrollbar would only narrow it (and change its height again). A frame of a fixed height, taller or not,
  // keeps its scrollbar for a game that grows past it (a spread column).
  const followed = (): void => {
    if (sent > 0 && Math.abs(window.innerHeight - sent) <= 1) document.documentElement.classList.add('sized');
  };
  new ResizeObserver(post).observe(document.documentElement);
  window.addEventListener('resize', followed);

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent || !isRequest(event.data)) return;
    const snapshot: GameSnapshot = game.snapshot;
    // To the asker's origin only ('*' when it is opaque, a sandboxed parent: then no other origin is known).
    const origin = event.origin === 'null' ? '*' : event.origin;
    window.parent.postMessage({ type: 'carpet-solitaire:snapshot', snapshot, ...(id ? { id } : {}) }, origin);
  });
}

const isRequest = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'carpet-solitaire:snapshot?';

void start();
