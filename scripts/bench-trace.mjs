// `npm run bench`'s floor part: where a click's time goes, from a Chromium trace of the click. For each
// game and CPU rate, a few clicks on the widget and on its floor click page are traced (apart from the
// timed ones: tracing slows a page) and each is cut from pointerup's dispatch to the end of the first
// commit after it, the frame that shows the move. The main thread's time in that window is split into
// script (event handlers, callbacks, microtasks), style, layout, paint (pre-paint, paint, layerize) and
// commit, each event counted once by its own time (a call's time less the calls inside it), and style and
// layout run inside script (a script reading the layout before the frame does) are also given as "forced".

/** The trace categories that record the main thread's tasks, their nesting, and pointer events. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** The part of a click's time each trace event's own time counts in (events not named here count in their caller's). */
const KIND = {
  EventDispatch: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  HitTest: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'commit',
};
export const TRACE_PARTS = ['script', 'style', 'layout', 'paint', 'commit'];

/**
 * One traced click's summary: { totalMs, script, style, layout, paint, commit, forced, other } in ms, or
 * null when the trace holds no pointerup or no commit after it.
 */
export function summarizeClickTrace(trace) {
  const events = trace.traceEvents ?? trace;
  // The renderer's main thread that dispatched the pointerup.
  const up = events.find((e) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup');
  if (!up) return null;
  const onMain = events
    .filter((e) => e.ph === 'X' && e.pid === up.pid && e.tid === up.tid && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const commit = onMain.find((e) => e.name === 'Commit' && e.ts >= up.ts + up.dur);
  if (!commit) return null;
  const start = up.ts;
  const end = commit.ts + commit.dur;
  const parts = { script: 0, style: 0, layout: 0, paint: 0, commit: 0, other: 0, forced: 0 };
  // Each event's own time goes to its kind (or its caller's); a stack of the events still open gives the caller.
  const stack = [];
  for (const event of onMain) {
    if (event.ts + event.dur <= start || event.ts >= end) continue;
    while (stack.length && stack[stack.length - 1].end <= event.ts) stack.pop();
    const caller = stack[stack.length - 1];
    const kind = KIND[event.name] ?? caller?.kind ?? 'other';
    // The part of the event inside the window, less its callees' (subtracted when they are met).
    const own = (Math.min(end, event.ts + event.dur) - Math.max(start, event.ts)) / 1000;
    parts[kind] += own;
    if (caller) {
      parts[caller.kind] -= Math.min(own, caller.left);
      caller.left -= own;
      if ((kind === 'style' || kind === 'layout') && caller.underScript) parts.forced += own;
    }
    stack.push({
      end: event.ts + event.dur,
      kind,
      left: own,
      underScript: kind === 'script' || Boolean(caller?.underScript),
    });
  }
  const round = (value) => Math.round(value * 10) / 10;
  return {
    totalMs: round((end - start) / 1000),
    ...Object.fromEntries(Object.entries(parts).map(([name, value]) => [name, round(Math.max(0, value))])),
  };
}

/** `count` clicks (each `clickOnce(i)`, which also settles the page), each traced; the median of each part. */
export async function tracedClicks(page, count, clickOnce, median) {
  const summaries = [];
  for (let i = 0; i < count; i++) {
    await page.tracing.start({ categories: TRACE_CATEGORIES });
    await clickOnce(i);
    const buffer = await page.tracing.stop();
    const summary = summarizeClickTrace(JSON.parse(Buffer.from(buffer).toString('utf8')));
    if (summary) summaries.push(summary);
  }
  if (!summaries.length) return null;
  const keys = Object.keys(summaries[0]);
  return {
    clicks: summaries.length,
    ...Object.fromEntries(keys.map((key) => [key, Math.round(median(summaries.map((s) => s[key])) * 10) / 10])),
  };
}

/**
 * Prints the traces' table: per game and rate, the widget's click (and, with --base, the base build's just
 * after it), the same widget with no glide, the floor click page's and the replayed click's (with and
 * without a glide), part by part.
 */
export function reportTraces(floor, { titles, table, ms }) {
  const rows = [];
  for (const [id, r] of Object.entries(floor)) {
    for (const [rate, x] of Object.entries(r.clicks ?? {})) {
      for (const [page, t] of [
        ['widget', x.trace?.widget],
        ['base', x.trace?.base],
        ['no glide', x.trace?.still],
        ['floor', x.trace?.floor],
        ['replayed', x.trace?.replay],
        ['replayed, gliding', x.trace?.replayGlide],
      ]) {
        if (!t) continue;
        rows.push([
          titles[id],
          rate,
          page,
          ms(t.totalMs),
          ...TRACE_PARTS.map((part) => ms(t[part])),
          ms(t.forced),
          ms(t.other),
          t.clicks,
        ]);
      }
    }
  }
  if (rows.length)
    table(
      "Where a click's time goes (traced clicks, median; not the timed ones): pointerup's dispatch -> the end of the next frame's commit, the main thread's own time per part; 'forced' is style and layout run inside script",
      ['game', 'cpu', 'page', 'total', ...TRACE_PARTS, 'forced', 'other', 'clicks'],
      rows,
    );
}
