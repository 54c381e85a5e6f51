// `npm run bench -- --only floor --alone`: the floor part's clicks with each page alone in the browser.
//
// The default click part keeps every page of a game open in its own tab (the widget, the widget without
// its glide, the floor click page, the control button, the base build's widget) and clicks them in turn,
// so that the machine's noise falls alike on all. A reader's phone shows one page, though, and those tabs
// cost the one in front: each is slowed to the CPU rate (Chromium's throttling runs per tab), and each
// click comes right after its tab was brought to the front. Measured on The Carpet at 4x with seed 9 (a
// deal the first search wins, so no search runs in the background), 16 clicks, median to the painted
// frame: one tab alone 24 to 40 ms; three widget tabs all slowed 55 to 64 ms; only the clicked one slowed
// 31 to 43 ms, and 28 to 38 ms when it had been in front 250 to 600 ms before its click.
//
// Here each page of a game is opened alone, clicked `clicks` times (the widget's click undone between,
// untimed, as in the default part), traced, and closed before the next is opened. The samples have the
// default part's shape, so the same tables print them.
import { clickSamples, timeClicksInPage } from '../bench/floor-page.js';
import { tracedClicks } from './bench-trace.mjs';

/**
 * `floorClicks`: the default part's helpers for one page (bench-floor.mjs): { clickableWidget, clickWidget,
 * clickFloor, newTab }. Returns { [rate]: { [game]: samples } } as measureClicks does.
 */
export async function measureClicksAlone(browser, origin, floors, clicks, rates, tools, floorClicks) {
  const { clickableWidget, clickWidget, clickFloor, newTab } = floorClicks;
  const samples = {};
  const traced = (page, click) => tracedClicks(page, tools.tracedClicks, (j) => click(clicks + j), tools.median);
  for (const rate of rates) {
    const control = await tools.openPage(browser, origin, rate);
    const controlPoint = await tools.harness(control, 'setupControl');
    await control.bringToFront();
    for (let i = 0; i < clicks; i++) {
      await tools.harness(control, 'controlPause', i);
      await control.mouse.click(controlPoint.x, controlPoint.y);
      await tools.harness(control, 'controlPause', i);
    }
    const controlClicks = await tools.harness(control, 'controlSamples');
    await control.close();
    for (const [id, floor] of Object.entries(floors)) {
      if (!floor.click) continue;
      const game = { control: controlClicks, trace: {} };
      const kinds = floor.base?.click ? ['widget', 'still', 'base'] : ['widget', 'still'];
      for (const kind of kinds) {
        const point = kind === 'base' ? floor.base.click : floor.click;
        const widget = await clickableWidget(browser, origin, rate, id, kind);
        for (let i = 0; i < clicks; i++) await clickWidget(widget, point, i);
        const taken = await widget.page.evaluate(clickSamples);
        game[kind] = taken;
        game[{ widget: 'misses', still: 'stillMisses', base: 'baseMisses' }[kind]] = clicks - taken.length;
        game.trace[kind] = await traced(widget.page, (i) => clickWidget(widget, point, i));
        await widget.page.close();
      }
      const floorTab = await newTab(browser, rate);
      await floorTab.goto(`${origin}/bench-floor/${id}-floor-click.html`, { waitUntil: 'load' });
      await floorTab.evaluate(timeClicksInPage);
      for (let i = 0; i < clicks; i++) await clickFloor(floorTab, floor.click, i);
      game.floor = await floorTab.evaluate(clickSamples);
      game.trace.floor = await traced(floorTab, (i) => clickFloor(floorTab, floor.click, i));
      await floorTab.close();
      (samples[rate] ??= {})[id] = game;
    }
  }
  return samples;
}
