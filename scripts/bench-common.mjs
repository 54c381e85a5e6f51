// What the parts of `npm run bench` (scripts/bench.mjs) share: the games, the CPU rates, the targets, and
// the statistics and tables every part prints its figures with.

export const GAME_IDS = ['carpet', 'carthage', 'cadogan-carpet'];
export const TITLES = { carpet: 'Carpet', carthage: 'Carthage', 'cadogan-carpet': 'The Carpet (Cadogan)' };
export const RATES = [1, 4];

export const TARGETS = {
  bundleGzipKB: 36,
  firstRenderRatio: 1.5,
  moveMedianMs1x: 2,
  inputP95Ms4x: 16.7,
  carpetDealsPerSecond: 4000,
  longTaskMs: 50,
  winnableDealMs: 30_000,
  // Against the floor page (the same shadow DOM, static, no script) and the floor click page.
  firstRenderFloor: { '1x': 1.5, '4x': 1.3 },
  clickFloorRatio: 1.15,
  // A click to the painted frame that shows it, at 4x: the p95 in every game, and the widget against the
  // floor click page (median and p95).
  clickPaintedP95Ms4x: 100,
  clickPaintedFloorRatio: 1.2,
  // Shadow elements at seed 42 (the floor pages' deal): The Carpet's target; Carpet and Carthage no more than
  // before the floor's work cut The Carpet's elements (311 and 335 at 94aed97; The Carpet 840 there).
  shadowElements: { carpet: 311, carthage: 335, 'cadogan-carpet': 600 },
};

/**
 * How long each timed click holds the button down, pointerdown to pointerup (`--press MS`; 0 is puppeteer's
 * own click, down and up at once). A reader's click is not instantaneous: in two studies of clicks on web
 * pages (ClickSense, github.com/andyed/clicksense, 291 and 227 people), the median hold went from 87 ms at
 * 25 to 34 years old to 137 ms at 65 and over. Every click is timed from its pointerup, so the hold adds
 * nothing to a figure; what a page does on the press (the widget's own handlers, its background search
 * told to wait) is done by the release, as it is for a reader. Down and up at once, the press's work and
 * the release's wait in one queue, and the release was timed with both.
 */
export const press = { ms: 80 };

/** A click at `point` as a reader makes it: the mouse there, the button held press.ms, released. */
export const clickAt = (page, { x, y }) => page.mouse.click(x, y, { delay: press.ms });

export function quantile(values, q) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: p95 of 200 samples is the 190th smallest.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
export const median = (values) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const round = (value, places = 2) => (Number.isFinite(value) ? Number(value.toFixed(places)) : null);
export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a');
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const mark = (pass) => (pass === undefined ? '' : pass ? 'PASS' : 'FAIL');

export function table(title, header, rows) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => String(row[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((cell, i) => String(cell ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}
