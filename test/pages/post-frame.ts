/**
 * A reader's page in a frame: a short line of a post, a <carpet-solitaire> loaded from the drop-in build
 * (/dist/carpet-solitaire.js, the file readers load), with or without the placeholder stylesheet, and the
 * post's text going on below it. Its first script records from before the first paint: every layout shift
 * (where the browser reports them: Chromium) and, whenever the page's or the widget's box changes size, where
 * the text below the widget is and how tall the widget is, so a test can tell whether anything on the page
 * moved, and when.
 */
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';

export type FrameWindow = Window & typeof globalThis;

export interface Sample {
  /** performance.now() when the change was seen. */
  time: number;
  /** The top of the text below the widget, in the document. */
  below: number;
  /** The widget's height. */
  height: number;
  /** Whether the element has drawn its frame (false while the placeholder, or nothing, stands in for it). */
  drawn: boolean;
  /**
   * Whether the element has a box of its own: its placeholder's (the page's stylesheet has arrived; until
   * then, a stylesheet in the head holds the page's first paint) or, defined, its own.
   */
  boxed: boolean;
}

export interface Shift {
  value: number;
  time: number;
  input: boolean;
}

/** What the frame's first script records (see recorder). */
export interface Record {
  /** A sample whenever the text below moved or the widget's height changed, and the first one. */
  samples: Sample[];
  /** The layout shifts, when the browser reports them (null: it does not, as Firefox and WebKit). */
  shifts: Shift[] | null;
  stop: boolean;
}

/** Runs in the frame, first thing in its head (stringified into the page: it may use nothing from outside). */
function recorder(): void {
  const record: Record = { samples: [], shifts: null, stop: false };
  (window as unknown as { __record: Record }).__record = record;
  if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) {
    const shifts: Shift[] = [];
    record.shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
      }[]) {
        shifts.push({ value: entry.value, time: entry.startTime, input: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }
  // A ResizeObserver's callbacks come after the frame's animation callbacks and layout, just before its
  // paint: what they see is what is painted (an animation frame callback may run before the element's own
  // first render in the same frame, and see a state never painted). The page's and the widget's boxes.
  const sample = () => {
    const below = document.getElementById('below');
    const el = document.querySelector('carpet-solitaire');
    if (!below || !el || record.stop) return;
    const now = {
      time: performance.now(),
      below: below.getBoundingClientRect().top + scrollY,
      height: el.getBoundingClientRect().height,
      drawn: !!el.shadowRoot?.querySelector('.frame'),
      boxed: getComputedStyle(el).display === 'block',
    };
    const last = record.samples[record.samples.length - 1];
    if (
      !last ||
      last.below !== now.below ||
      last.height !== now.height ||
      last.drawn !== now.drawn ||
      last.boxed !== now.boxed
    )
      record.samples.push(now);
  };
  const observer = new ResizeObserver(sample);
  observer.observe(document.documentElement);
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.querySelector('carpet-solitaire')!);
    observer.observe(document.getElementById('below')!);
  });
}

export interface PostOptions {
  variant: string;
  seed: string;
  width: number;
  height: number;
  /** Whether the page links the placeholder stylesheet, dist/carpet-solitaire.css. */
  placeholder: boolean;
  /** Text above the widget, in lines of the post. */
  linesAbove?: number;
}

/** The page: the recorder, the placeholder stylesheet if asked, the drop-in build, and a post around the widget. */
function postHtml({ variant, seed, placeholder, linesAbove = 1 }: PostOptions): string {
  const above = Array.from({ length: linesAbove }, (_, i) => `<p>Line ${i + 1} of the post, above the game.</p>`).join(
    '',
  );
  const below = Array.from(
    { length: 30 },
    (_, i) => `<p>Paragraph ${i + 2} of the post goes on below the game, as a blog's text does.</p>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post with a game</title>
<script>(${recorder.toString()})();</script>
${placeholder ? '<link rel="stylesheet" href="/dist/carpet-solitaire.css">' : ''}
<script type="module" src="/dist/carpet-solitaire.js"></script>
<style>html{overflow:hidden}body{margin:0;font:16px/1.5 Georgia,serif}p{margin:0 8px 12px}</style>
</head><body>${above}<carpet-solitaire variant="${variant}" seed="${seed}" persist="false"></carpet-solitaire>
<p id="below">The post goes on below the game.</p>${below}</body></html>`;
}

export interface Post {
  frame: HTMLIFrameElement;
  win: () => FrameWindow;
  /** The element, once the frame's parser has reached it. */
  element: () => CarpetSolitaire | null;
  record: () => Record;
}

/** Opens the page in a frame of the given size (its viewport); the frame is not waited for. */
export function openPost(options: PostOptions): Post {
  const frame = document.createElement('iframe');
  frame.title = `${options.variant} in a post`;
  frame.width = String(options.width);
  frame.height = String(options.height);
  frame.srcdoc = postHtml(options);
  document.body.append(frame);
  const win = () => frame.contentWindow as FrameWindow;
  return {
    frame,
    win,
    element: () => frame.contentDocument?.querySelector<CarpetSolitaire>('carpet-solitaire') ?? null,
    record: () => (win() as unknown as { __record: Record }).__record,
  };
}

/** The frame's next `count` animation frames. */
export async function frames(win: Window, count = 2): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
}
