// The clicks of `npm run bench`'s floor part (scripts/bench-floor.mjs): a widget page, the floor click page
// and the replayed click (with and without a glide) clicked the same way, and all of a game's pages in tabs
// side by side, clicked in turn (`--alone` opens each page by itself instead: scripts/bench-alone.mjs).
import { newTab } from './bench-browser.mjs';
import { clickAt } from './bench-common.mjs';
import { tracedClicks } from './bench-trace.mjs';
import { clickReplay, openReplay } from './bench-replay.mjs';
import {
  analysed,
  clickSamples,
  clicksTimed,
  markMissed,
  resetFloorClick,
  settleInPage,
  showsCards,
  timeClicksInPage,
  undoInPage,
  widgetState,
} from '../bench/floor-page.js';

/** Between two clicks on one widget: more than the element's double-click window (350 ms). */
const CLICK_GAP_MS = 400;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Before a click at `point`: the tab in front (a tab behind gets no frames), the mouse already over the
 * point, painted twice since, then 0 to 16 ms (the i-th click of each page at the same point), so clicks
 * land at every point of a frame, as the control's do. A reader's mouse comes to the card before it presses
 * it; a click that also brought the mouse there would time the page's response to the hover too (the first
 * click after each load, where the mouse moved in from elsewhere: 72 against 59 ms at the median, The Carpet
 * at 4x, 10 fresh pages each).
 */
export async function ready(page, i, point) {
  await page.bringToFront();
  await page.mouse.move(point.x, point.y);
  await page.evaluate(settleInPage);
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), (i * 7) % 17);
}

/** A settled widget page (`kind`: widget or base) whose clicks are timed, with the time of its last click. */
export async function clickableWidget(browser, origin, rate, id, kind) {
  const page = await newTab(browser, rate);
  await page.goto(`${origin}/bench-floor/${id}-${kind}.html`, { waitUntil: 'load' });
  await page.waitForFunction(showsCards, { timeout: 30_000 });
  await page.evaluate(settleInPage);
  // The deal's first search runs in the page's worker, The Carpet's for seconds: the clicks wait for its
  // verdict, or the widget pages' searches would share the machine's cores with every page's clicks.
  await page.waitForFunction(analysed, { timeout: 60_000 }).catch(() => undefined);
  await page.evaluate(timeClicksInPage);
  return { page, lastClick: 0 };
}

/**
 * The i-th click on a widget: the same card each time (the click undone in between, untimed). Every
 * pointerup leaves a sample; one whose click played nothing is marked and left out. `phase`: where in a
 * frame it lands (ready()), the i-th of the page's clicks unless said.
 */
export async function clickWidget(widget, point, i, phase = i) {
  const { page } = widget;
  await sleep(Math.max(0, widget.lastClick + CLICK_GAP_MS - Date.now()));
  await ready(page, phase, point);
  const { moves } = await page.evaluate(widgetState);
  widget.lastClick = Date.now();
  await clickAt(page, point);
  await page.waitForFunction(clicksTimed, { timeout: 5000 }, i + 1);
  const moved = (await page.evaluate(widgetState)).moves > moves;
  if (moved) await page.evaluate(undoInPage);
  else await page.evaluate(markMissed, i);
  await page.evaluate(settleInPage);
}

/** The i-th click on the floor click page: the same card moved by one appendChild, then put back (untimed); `phase` as clickWidget's. */
export async function clickFloor(floorTab, point, i, phase = i) {
  await ready(floorTab, phase, point);
  await clickAt(floorTab, point);
  await floorTab.waitForFunction(clicksTimed, { timeout: 5000 }, i + 1);
  await floorTab.evaluate(resetFloorClick);
  await floorTab.evaluate(settleInPage);
}

/**
 * Per CPU rate and game, three tabs (the widget, the floor click page, the control button), clicked in
 * turn `clicks` times each; with a base build, its widget too (four tabs; base and current widget take
 * turns at going first). The widget's click is undone between clicks (untimed), the floor's put back.
 */
export async function measureClicks(browser, origin, floors, clicks, rates, tools) {
  const samples = {};
  for (const rate of rates) {
    const control = await tools.openPage(browser, origin, rate);
    const controlPoint = await tools.harness(control, 'setupControl');
    for (const [id, floor] of Object.entries(floors)) {
      if (!floor.click) continue;
      const widget = await clickableWidget(browser, origin, rate, id, 'widget');
      const still = await clickableWidget(browser, origin, rate, id, 'still');
      const base = floor.base?.click ? await clickableWidget(browser, origin, rate, id, 'base') : null;
      const floorTab = await newTab(browser, rate);
      await floorTab.goto(`${origin}/bench-floor/${id}-floor-click.html`, { waitUntil: 'load' });
      await floorTab.evaluate(timeClicksInPage);
      const replay = await openReplay(browser, origin, rate, id, floor.click, { newTab, ready });
      const replayGlide = await openReplay(browser, origin, rate, id, floor.click, { newTab, ready }, { glide: true });
      const controlBefore = (await tools.harness(control, 'controlSamples')).length;
      for (let i = 0; i < clicks; i++) {
        if (base && i % 2 === 0) await clickWidget(base, floor.base.click, i);
        await clickWidget(widget, floor.click, i);
        await clickWidget(still, floor.click, i);
        if (base && i % 2 === 1) await clickWidget(base, floor.base.click, i);
        await clickFloor(floorTab, floor.click, i);
        await clickReplay(replay, floor.click, i, i, { ready });
        await clickReplay(replayGlide, floor.click, i, i, { ready });
        // The control button.
        await control.bringToFront();
        await tools.harness(control, 'controlPause', i);
        await clickAt(control, controlPoint);
        await tools.harness(control, 'controlPause', i);
      }
      const widgetClicks = await widget.page.evaluate(clickSamples);
      const misses = clicks - widgetClicks.length;
      const floorClicks = await floorTab.evaluate(clickSamples);
      const controlClicks = (await tools.harness(control, 'controlSamples')).slice(controlBefore);
      const stillClicks = await still.page.evaluate(clickSamples);
      (samples[rate] ??= {})[id] = {
        widget: widgetClicks,
        still: stillClicks,
        floor: floorClicks,
        control: controlClicks,
        misses,
        stillMisses: clicks - stillClicks.length,
        replay: await replay.page.evaluate(clickSamples),
        replayGlide: await replayGlide.page.evaluate(clickSamples),
      };
      if (base) {
        const baseClicks = await base.page.evaluate(clickSamples);
        Object.assign(samples[rate][id], { base: baseClicks, baseMisses: clicks - baseClicks.length });
      }
      // Then a few more clicks of each, traced (after the timed ones' samples are read: tracing slows a page).
      const traced = (page, click) => tracedClicks(page, tools.tracedClicks, (j) => click(clicks + j), tools.median);
      samples[rate][id].trace = {
        widget: await traced(widget.page, (i) => clickWidget(widget, floor.click, i)),
        still: await traced(still.page, (i) => clickWidget(still, floor.click, i)),
        floor: await traced(floorTab, (i) => clickFloor(floorTab, floor.click, i)),
        replay: await traced(replay.page, (i) => clickReplay(replay, floor.click, i, i, { ready })),
        replayGlide: await traced(replayGlide.page, (i) => clickReplay(replayGlide, floor.click, i, i, { ready })),
        base: base ? await traced(base.page, (i) => clickWidget(base, floor.base.click, i)) : undefined,
      };
      // Whether every replay, the traced ones too, was the widget's click exactly.
      samples[rate][id].replayed = { exact: replay.exact && replayGlide.exact, mutations: replay.mutations };
      await base?.page.close();
      await widget.page.close();
      await still.page.close();
      await floorTab.close();
      await replay.page.close();
      await replayGlide.page.close();
    }
    await control.close();
  }
  return samples;
}
