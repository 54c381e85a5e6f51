// `npm run bench -- --only floor --alone`: the floor part's clicks with each page alone in the browser.
//
// The default click part keeps every page of a game open in its own tab (the widget, the widget without
// its glide, the floor click page, the replayed click with and without a glide, the control button, the
// base build's widget) and clicks them in turn, so that the machine's noise falls alike on all. A reader's phone shows one page,
// though, and those tabs cost the one in front: each is slowed to the CPU rate (Chromium's throttling runs
// per tab), and each click comes right after its tab was brought to the front. Measured on The Carpet at
// 4x with seed 9 (a deal the first search wins, so no search runs in the background), 16 clicks, median to
// the painted frame: one tab alone 24 to 40 ms; three widget tabs all slowed 55 to 64 ms; only the clicked
// one slowed 31 to 43 ms, and 28 to 38 ms when it had been in front 250 to 600 ms before its click.
//
// Here each page of a game is opened alone, clicked, and closed before the next is opened (the widget's
// click undone between, untimed, as in the default part). So that the machine's noise still falls alike on
// the pages, they take turns in ROUNDS rounds: each round opens every page once, in the same order, for its
// share of the `clicks`; the last round also traces each page's clicks. The samples have the default
// part's shape, so the same tables print them.
import { clickSamples, timeClicksInPage } from '../bench/floor-page.js';
import { clickAt } from './bench-common.mjs';
import { tracedClicks } from './bench-trace.mjs';
import { clickReplay, openReplay } from './bench-replay.mjs';

/** Rounds of turns between a game's pages: more spreads the noise more evenly, and costs each page a load per round. */
const ROUNDS = 3;

/**
 * `floorClicks`: the default part's helpers for one page (bench-floor-clicks.mjs): { clickableWidget, clickWidget,
 * clickFloor, newTab, ready }. Returns { [rate]: { [game]: samples } } as measureClicks does.
 */
export async function measureClicksAlone(browser, origin, floors, clicks, rates, tools, floorClicks) {
  const { clickableWidget, clickWidget, clickFloor, newTab, ready } = floorClicks;
  const samples = {};
  // Traced after the page's `count` timed clicks: the page counts its clicks on from there.
  const traced = (page, count, click) => tracedClicks(page, tools.tracedClicks, (j) => click(count + j), tools.median);
  /** Opens a page of `kind` alone: its tab, its i-th click (landing at `phase` in a frame), and what else it reports. */
  const open = async (rate, id, floor, kind) => {
    if (kind === 'floor') {
      const page = await newTab(browser, rate);
      await page.goto(`${origin}/bench-floor/${id}-floor-click.html`, { waitUntil: 'load' });
      await page.evaluate(timeClicksInPage);
      return { page, click: (i, phase) => clickFloor(page, floor.click, i, phase) };
    }
    if (kind === 'replay' || kind === 'replayGlide') {
      const glide = kind === 'replayGlide';
      const replay = await openReplay(browser, origin, rate, id, floor.click, { newTab, ready }, { glide });
      return {
        page: replay.page,
        click: (i, phase) => clickReplay(replay, floor.click, i, phase, { ready }),
        // The gliding replay's exactness is the plain one's: the same changes, put back the same way.
        report: () => ({
          [glide ? 'replayedGliding' : 'replayed']: { exact: replay.exact, mutations: replay.mutations },
        }),
      };
    }
    const point = kind === 'base' ? floor.base.click : floor.click;
    const widget = await clickableWidget(browser, origin, rate, id, kind);
    return { page: widget.page, click: (i, phase) => clickWidget(widget, point, i, phase) };
  };
  /** A page alone: opened, clicked `count` times from the `first` (each page's clicks land at every point of a frame), traced in the last round, closed. */
  const visit = async (rate, id, floor, kind, first, count, trace) => {
    const { page, click, report } = await open(rate, id, floor, kind);
    for (let j = 0; j < count; j++) await click(j, first + j);
    const taken = await page.evaluate(clickSamples);
    const traces = trace ? await traced(page, count, (i) => click(i, i)) : null;
    await page.close();
    return { taken, traces, ...report?.() };
  };
  for (const rate of rates) {
    const control = await tools.openPage(browser, origin, rate);
    const controlPoint = await tools.harness(control, 'setupControl');
    await control.bringToFront();
    for (let i = 0; i < clicks; i++) {
      await tools.harness(control, 'controlPause', i);
      await clickAt(control, controlPoint);
      await tools.harness(control, 'controlPause', i);
    }
    const controlClicks = await tools.harness(control, 'controlSamples');
    await control.close();
    for (const [id, floor] of Object.entries(floors)) {
      if (!floor.click) continue;
      const game = { control: controlClicks, trace: {} };
      const replays = ['replay', 'replayGlide'];
      const kinds = [...(floor.base?.click ? ['widget', 'still', 'base'] : ['widget', 'still']), 'floor', ...replays];
      for (const kind of kinds) game[kind] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const first = Math.round((clicks * round) / ROUNDS);
        const count = Math.round((clicks * (round + 1)) / ROUNDS) - first;
        for (const kind of kinds) {
          const visited = await visit(rate, id, floor, kind, first, count, round === ROUNDS - 1);
          game[kind].push(...visited.taken);
          if (visited.traces) game.trace[kind] = visited.traces;
          // Every round's replay, gliding or not, must have been the widget's click exactly.
          for (const replayed of [visited.replayed, visited.replayedGliding].filter(Boolean))
            game.replayed = { ...replayed, exact: replayed.exact && (game.replayed?.exact ?? true) };
        }
      }
      for (const kind of kinds.filter((kind) => !['floor', ...replays].includes(kind)))
        game[{ widget: 'misses', still: 'stillMisses', base: 'baseMisses' }[kind]] = clicks - game[kind].length;
      (samples[rate] ??= {})[id] = game;
    }
  }
  return samples;
}
