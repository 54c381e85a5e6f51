// The bench's table of clicks to painted frames, from the floor part's timed clicks (scripts/bench-floor.mjs):
// per game and CPU rate, from the pointerup's timeStamp to the end of the frame that shows the move, for the
// widget, the same widget with its glide off (animation="off": the card lands at once, as the floor click page
// moves it, so its ratio is the widget's own work per click apart from the glide), the floor click page, and
// the no-glide click's DOM changes replayed with none of the widget's script (scripts/bench-replay.mjs), and
// the same replay gliding the cards it adds as the widget glides them.
// Judged at 4x: the widget's p95 against clickPaintedP95Ms4x, its median and p95 against the floor click
// page's against clickPaintedFloorRatio. A second table sets each page's first click after a load apart from
// its others: the slowest clicks are often those.
import { press } from './bench-common.mjs';

/** Prints the table and adds its pass/fail marks to `checks` (clickPaintedP95:<game>, clickPaintedFloor:<game>). */
export function reportPainted(floor, checks, { targets, titles, table, ms, mark }) {
  const rows = [];
  const pair = (stats) => (stats ? `${ms(stats.medianMs)} / ${ms(stats.p95Ms)}` : 'n/a');
  const ratios = (median, p95) =>
    Number.isFinite(median) && Number.isFinite(p95) ? `${median.toFixed(2)}x / ${p95.toFixed(2)}x` : 'n/a';
  for (const [id, r] of Object.entries(floor)) {
    for (const [rate, x] of Object.entries(r.clicks ?? {})) {
      const judged = rate === '4x';
      const fast = judged ? x.widgetPainted.p95Ms <= targets.clickPaintedP95Ms4x : undefined;
      const near = judged
        ? Math.max(x.paintedRatioMedian, x.paintedRatioP95) <= targets.clickPaintedFloorRatio
        : undefined;
      if (judged) {
        checks[`clickPaintedP95:${id}`] = fast;
        checks[`clickPaintedFloor:${id}`] = near;
      }
      rows.push([
        titles[id],
        rate,
        `${pair(x.widgetPainted)} ${mark(fast)}`.trim(),
        pair(x.still?.painted),
        pair(x.floorPainted),
        `${ratios(x.paintedRatioMedian, x.paintedRatioP95)} ${mark(near)}`.trim(),
        ratios(x.stillPaintedRatioMedian, x.stillPaintedRatioP95),
        x.replay ? `${pair(x.replay.painted)}${x.replay.exact ? '' : ' (not exact)'}` : 'n/a',
        ratios(x.stillToReplayMedian, x.stillToReplayP95),
        ratios(x.replayToFloorMedian, x.replayToFloorP95),
        x.replayGlide ? pair(x.replayGlide.painted) : 'n/a',
        ratios(x.widgetToReplayGlideMedian, x.widgetToReplayGlideP95),
        judged ? `p95 <= ${targets.clickPaintedP95Ms4x} ms; <= ${targets.clickPaintedFloorRatio}x` : '',
      ]);
    }
  }
  if (rows.length)
    table(
      `Clicks to the painted frame (median / p95): pointerup's timeStamp -> the end of the frame that shows the move; 'no glide' is the same widget with animation="off", the card landing at once as the floor click page moves it; 'replayed' is that click's own DOM changes made by hand, none of the widget's script running (scripts/bench-replay.mjs): no glide / replayed is the widget's own work (its script and background search), replayed / floor the changes beyond the one card; 'replayed, gliding' makes the same changes and glides the cards they add as the widget does, so widget / that is the widget's own work with its glide; ${clickedHow(floor)}`,
      [
        'game',
        'cpu',
        'widget',
        'widget, no glide',
        'floor click',
        'widget / floor',
        'no glide / floor',
        'replayed',
        'no glide / replayed',
        'replayed / floor',
        'replayed, gliding',
        'widget / replayed, gliding',
        'target (4x)',
      ],
      rows,
    );
}

/** The page kinds of the first-click table, and their columns' names. */
const FIRST_CLICK_PAGES = { widget: 'widget', still: 'no glide', floor: 'floor click', replay: 'replayed' };

/**
 * Per page kind, the painted times of its first timed click after each load of it (the code of a page that
 * has just loaded runs for the first time, and a reader's first click meets it so), and the median and p95
 * of its other clicks.
 */
export function firstClicks(samples, stats) {
  const kinds = {};
  for (const kind of Object.keys(FIRST_CLICK_PAGES)) {
    const all = samples[kind];
    if (!all?.length) continue;
    const later = all.filter((x) => !x.first).map((x) => x.paintedMs);
    kinds[kind] = {
      first: all.filter((x) => x.first).map((x) => x.paintedMs),
      later: later.length ? stats(later) : null,
    };
  }
  return kinds;
}

/** Prints the first clicks of each page load beside the page's other clicks (firstClicks()). */
export function reportFirstClicks(floor, { titles, table, ms }) {
  const rows = [];
  for (const [id, r] of Object.entries(floor)) {
    for (const [rate, x] of Object.entries(r.clicks ?? {})) {
      if (!x.firstClicks) continue;
      rows.push([
        titles[id],
        rate,
        ...Object.keys(FIRST_CLICK_PAGES).flatMap((kind) => {
          const k = x.firstClicks[kind];
          if (!k) return ['n/a', 'n/a'];
          return [
            k.first.length ? k.first.map((v) => ms(v)).join(', ') : 'none',
            k.later ? `${ms(k.later.medianMs)} / ${ms(k.later.p95Ms)}` : 'n/a',
          ];
        }),
      ]);
    }
  }
  if (rows.length)
    table(
      `The first timed click after each load of a page, against the page's other clicks (median / p95), to the painted frame: a page's code runs for the first time in its first click, as in a reader's; ${clickedHow(floor)}`,
      ['game', 'cpu', ...Object.values(FIRST_CLICK_PAGES).flatMap((name) => [`${name}: first`, `${name}: others`])],
      rows,
    );
}

/** How the click tables' pages were clicked: their tabs in turn, or each page alone in the browser (--alone). */
export function clickedHow(floor) {
  const alone = Object.values(floor).some((game) =>
    Object.values(game?.clicks ?? {}).some((rate) => rate.pages === 'alone'),
  );
  const pages = alone
    ? 'each page alone in the browser (--alone), the pages taking turns in three rounds'
    : 'the pages open in tabs side by side, clicked in turn';
  return `${pages}, each click holding the button ${press.ms} ms (--press)`;
}
