/**
 * The widget on a page with a strict policy (csp.test.ts, trusted-types.test.ts). A test page cannot get a
 * policy header, so the widget runs in an iframe: a served page (test/pages/*-frame.html) carries the policy
 * in a <meta>, and its first script (test/pages/strict-frame.js, a classic script from 'self') records every
 * violation and every uncaught error from the start of parsing, then imports the module under test: the
 * drop-in build, or the element's source through the test server.
 *
 * Why a served page and not a `srcdoc` (or blob) iframe: Firefox does not match `'self'` to the parent's
 * origin in a srcdoc or blob document, so under these policies it blocks every script there (Chromium
 * allows them); a real same-origin URL gives every browser the same, faithful `'self'`.
 */
import { aTimeout, expect, nextFrame } from '@open-wc/testing';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

export interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
  line: number;
}

type FrameWindow = Window &
  typeof globalThis & {
    __cspViolations?: Violation[];
    __moduleErrors?: string[];
  };

export interface Frame {
  iframe: HTMLIFrameElement;
  win: FrameWindow;
  doc: Document;
  violations: () => Violation[];
  /** Uncaught errors and rejections, and a failed import of the module. */
  errors: () => string[];
}

/** A served page under test/pages/ and the policy its <meta> must carry. */
export interface StrictPage {
  page: string;
  policy: string;
}

const frames: HTMLIFrameElement[] = [];

/** Opens `page`, importing `module` under its policy, and waits until <carpet-solitaire> is defined. */
export async function openFrame(module: string, { page, policy }: StrictPage): Promise<Frame> {
  const iframe = document.createElement('iframe');
  iframe.title = `${page} (strict policy)`;
  iframe.width = '820';
  iframe.height = '1250';
  iframe.src = `/test/pages/${page}?module=${encodeURIComponent(module)}`;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  document.body.append(iframe);
  frames.push(iframe);
  await loaded;
  const win = iframe.contentWindow as FrameWindow;
  const doc = iframe.contentDocument!;
  const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
  expect(meta?.getAttribute('content'), 'the frame runs under the policy').to.equal(policy);
  expect(win.__cspViolations, 'the violation recorder ran first (a script from self is allowed)').to.be.an('array');
  const defined = await Promise.race([
    win.customElements.whenDefined('carpet-solitaire').then(() => true),
    aTimeout(10000).then(() => false),
  ]);
  expect(
    defined,
    `<carpet-solitaire> was defined from ${module}${module.startsWith('/dist/') ? ' (made by `npm run build`)' : ''} (errors: ${JSON.stringify(win.__moduleErrors)}; violations: ${JSON.stringify(win.__cspViolations)})`,
  ).to.equal(true);
  return { iframe, win, doc, violations: () => win.__cspViolations!, errors: () => win.__moduleErrors! };
}

/** Every console call the frame's page makes from now on. */
export function frameConsole(frame: Frame): string[] {
  const calls: string[] = [];
  for (const name of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    frame.win.console[name] = (...args: unknown[]) => calls.push(`${name}: ${args.map(String).join(' ')}`);
  }
  return calls;
}

/** Removes every frame opened since the last call. */
export function closeFrames(): void {
  for (const iframe of frames.splice(0)) iframe.remove();
}

/** Violation reports are queued as tasks: give them time to arrive. */
export async function settle(): Promise<void> {
  await nextFrame();
  await aTimeout(100);
  await nextFrame();
}

/** Adds `<carpet-solitaire variant seed="42">` (and `attributes`) to the frame's page, and waits for its game. */
export async function addGame(
  frame: Frame,
  variant: string,
  attributes: Record<string, string> = {},
): Promise<CarpetSolitaire> {
  const el = frame.doc.createElement('carpet-solitaire');
  el.setAttribute('variant', variant);
  el.setAttribute('seed', '42');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  frame.doc.body.append(el);
  await el.updateComplete;
  return el;
}
