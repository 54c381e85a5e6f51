// `npm run bench`'s floor: the widget measured against the browser's own floor, the same
// shadow DOM and styles served as a static page with no script at all.
//
//   floor page   per game, the drop-in build (dist/) rendered with a fixed seed in Chromium; once settled,
//                its shadow DOM (Lit's comment markers left out), its adopted stylesheets and its registered
//                custom properties (as @property rules) are written out as a static page with declarative
//                shadow DOM and no script (scripts/bench-floor-pages.mjs); a screenshot of each page, compared
//                pixel by pixel
//   first render navigation start -> the first frame painted with every card, widget page and floor page
//                (same page around the element), and the same table drawn by script with and without lit
//                and xstate, and by the widget's own templates with lit-html alone
//                (scripts/bench-floor-scripted.mjs), interleaved fresh loads, each in a new tab, 1x and 4x
//   clicks       (scripts/bench-floor-clicks.mjs) the widget's real click on one card (pointerup's timeStamp -> next rAF callback, as in
//                the moves part, and to the end of that frame's paint) against a floor click page (the
//                floor page plus one inline script whose pointerup moves that card element with one
//                appendChild), the same widget with animation="off", and the control button, interleaved
//                click by click, 1x and 4x; then a few more of each traced (scripts/bench-trace.mjs); the
//                painted figures against their targets in scripts/bench-painted.mjs; and the widget's own DOM
//                changes for that click, recorded and made again with none of its script (scripts/bench-replay.mjs)
//   --base REF   (scripts/bench-base.mjs) the same loads and clicks of another commit's build beside the
//                current one, interleaved with them: its widget page is timed against the same floor page
//                (the current widget's), the single yardstick, and its table checked pixel-equal to it
import path from 'node:path';
import { firstCardBytes } from './bench-base.mjs';
import { measureClicksAlone } from './bench-alone.mjs';
import { firstClicks } from './bench-painted.mjs';
import { REPLAY_ATTRIBUTES, replayFigures } from './bench-replay.mjs';
import { newTab } from './bench-browser.mjs';
import { clickAt } from './bench-common.mjs';
import { floorClickScript, floorPage, sizePropertyRules, widgetPage } from './bench-floor-pages.mjs';
import {
  SCRIPTED_FLOORS,
  firstPaintFloorPage,
  foundationsFloorPage,
  scriptedFigures,
  scriptedFloorPage,
  serveFirstPaint,
  serveFoundations,
} from './bench-floor-scripted.mjs';
import { clickFloor, clickWidget, clickableWidget, measureClicks, ready } from './bench-floor-clicks.mjs';
import {
  captureInPage,
  cardHtmlInPage,
  cardsPainted,
  clickableMoveInPage,
  comparePngsInPage,
  firstRenderTimes,
  settleInPage,
  showsCards,
  undoInPage,
  watchForCards,
  widgetState,
} from '../bench/floor-page.js';

const screenshot = (page) => page.screenshot({ type: 'png', fullPage: true, encoding: 'base64' });

/**
 * In a settled widget page: the click the click part times, played once for real to see where the widget
 * sends the card, then undone: { from, index, x, y, to, dealtHtml? }, or null.
 */
async function findClick(page) {
  const target = await page.evaluate(clickableMoveInPage);
  if (!target) return null;
  const before = (await page.evaluate(widgetState)).piles;
  await clickAt(page, target);
  await page.evaluate(settleInPage);
  const after = (await page.evaluate(widgetState)).piles;
  const to = Object.keys(after).find((pile) => pile !== target.from && after[pile].length === before[pile].length + 1);
  // The card as the widget draws it where it lands (the floor click page appends it when the stock had no card element for it).
  const dealtHtml = to && (await page.evaluate(cardHtmlInPage, to, after[to].length - 1));
  await page.evaluate(undoInPage);
  await page.evaluate(settleInPage);
  return to ? { ...target, to, dealtHtml: target.from === 'stock' ? dealtHtml : undefined } : null;
}

/**
 * The base build's widget at 1x, beside the floor made from the current one: its cards and shadow elements,
 * whether its settled table is the current one's (the same shadow HTML; pixel-equal to the floor page), and its click.
 */
async function baseWidget(browser, origin, id, capture, floorShot, properties) {
  const page = await newTab(browser, 1);
  await page.goto(`${origin}/bench-floor/${id}-base.html`, { waitUntil: 'load' });
  await page.waitForFunction(showsCards, { timeout: 30_000 });
  await page.evaluate(settleInPage);
  const own = await page.evaluate(
    captureInPage,
    properties.map((p) => p.name),
  );
  const pixels = await page.evaluate(comparePngsInPage, await screenshot(page), floorShot);
  const click = await findClick(page);
  await page.close();
  return {
    cards: own.cards,
    shadowElements: own.shadowElements,
    sameShadowHtml: own.shadowHtml === capture.shadowHtml,
    pixels,
    click: click && { from: click.from, index: click.index, to: click.to, x: click.x, y: click.y },
  };
}

/**
 * Per game, at 1x: renders the widget, captures it, writes the floor page (served from `memory`),
 * checks it pixel-equal, and finds the click the click part times (where the widget moves that card).
 * With a base build (`base`), its widget page too, measured against the same floor.
 */
async function buildFloors(browser, origin, memory, games, root, base) {
  const properties = sizePropertyRules(root);
  const foundationsUrl = await serveFoundations(memory);
  const firstPaintUrl = await serveFirstPaint(memory, root);
  const floors = {};
  for (const id of games) {
    memory.set(`/bench-floor/${id}-widget.html`, { body: widgetPage(id), type: 'text/html; charset=utf-8' });
    // The same widget with its glide off: the card lands at once, as the floor click page moves it.
    memory.set(`/bench-floor/${id}-still.html`, {
      body: widgetPage(id, '/dist', 'animation="off"'),
      type: 'text/html; charset=utf-8',
    });
    // The same widget, no glide and no analysis line: its click recorded and made again by hand (bench-replay.mjs).
    memory.set(`/bench-floor/${id}-replay.html`, {
      body: widgetPage(id, '/dist', REPLAY_ATTRIBUTES),
      type: 'text/html; charset=utf-8',
    });
    const page = await newTab(browser, 1);
    await page.goto(`${origin}/bench-floor/${id}-widget.html`, { waitUntil: 'load' });
    await page.waitForFunction(showsCards, { timeout: 30_000 });
    await page.evaluate(settleInPage);
    const capture = await page.evaluate(
      captureInPage,
      properties.map((p) => p.name),
    );
    const widgetShot = await screenshot(page);
    // The solver or a timer may change the table after the first render: the capture must be what the screenshot shows.
    const again = await page.evaluate(
      captureInPage,
      properties.map((p) => p.name),
    );
    const stable = again.shadowHtml === capture.shadowHtml && again.hostOpenTag === capture.hostOpenTag;
    const html = floorPage(capture, properties);
    memory.set(`/bench-floor/${id}-floor.html`, { body: html, type: 'text/html; charset=utf-8' });

    // The click: a real one here, to see where the widget sends the card; then undone.
    const move = await findClick(page);
    await page.close();
    if (move)
      memory.set(`/bench-floor/${id}-floor-click.html`, {
        body: floorPage(capture, properties, floorClickScript(move)),
        type: 'text/html; charset=utf-8',
      });

    const floorTab = await newTab(browser, 1);
    await floorTab.goto(`${origin}/bench-floor/${id}-floor.html`, { waitUntil: 'load' });
    const floorShot = await screenshot(floorTab);
    const pixels = await floorTab.evaluate(comparePngsInPage, widgetShot, floorShot);
    await floorTab.close();
    memory.set(`/bench-floor/${id}-scripted.html`, {
      body: scriptedFloorPage(capture, properties),
      type: 'text/html; charset=utf-8',
    });
    memory.set(`/bench-floor/${id}-foundations.html`, {
      body: foundationsFloorPage(capture, properties, foundationsUrl),
      type: 'text/html; charset=utf-8',
    });
    memory.set(`/bench-floor/${id}-first-paint.html`, {
      body: firstPaintFloorPage(id, capture, firstPaintUrl),
      type: 'text/html; charset=utf-8',
    });
    // The same table drawn by script must be the floor page's, pixel for pixel; the first paint's, the widget's tree too.
    const scriptedPixels = {};
    let firstPaintSameHtml = null;
    for (const kind of SCRIPTED_FLOORS) {
      const tab = await newTab(browser, 1);
      await tab.goto(`${origin}/bench-floor/${id}-${kind}.html`, { waitUntil: 'load' });
      await tab.waitForFunction(showsCards, { timeout: 30_000 });
      scriptedPixels[kind] = await tab.evaluate(comparePngsInPage, floorShot, await screenshot(tab));
      if (kind === 'first-paint')
        firstPaintSameHtml = (await tab.evaluate(captureInPage, [])).shadowHtml === capture.shadowHtml;
      await tab.close();
    }
    if (base)
      memory.set(`/bench-floor/${id}-base.html`, {
        body: widgetPage(id, '/bench-base/dist'),
        type: 'text/html; charset=utf-8',
      });
    floors[id] = {
      cards: capture.cards,
      shadowElements: capture.shadowElements,
      floorPageBytes: Buffer.byteLength(html),
      captureStable: stable,
      nestedShadowRoots: capture.nestedShadowRoots,
      registeredProperties: properties.map((p) => p.name),
      unlistedRegistered: capture.unlistedRegistered,
      listedNotRegistered: capture.listedNotRegistered,
      pixels,
      scriptedPixels,
      firstPaintSameHtml,
      click: move,
    };
    if (base) floors[id].base = await baseWidget(browser, origin, id, capture, floorShot, properties);
  }
  return floors;
}

/**
 * Navigation start -> the first frame painted with every card, widget page, floor page and the three scripted
 * floors (and the base build's widget page), `runs` fresh loads of each per game and CPU rate, each in a tab
 * of its own, the order turning each run (widget, floor, scripted, foundations, first paint; floor, scripted,
 * foundations, first paint, widget; ...; with the base first in the first run).
 * A tab of its own, as a reader opens a post: loads that follow each other in one tab share its renderer
 * process, which keeps what a page made before (a page's first Intl.NumberFormat cost 40 ms at 4x, the next
 * page's in that process under 3 ms).
 */
async function measureLoads(browser, origin, floors, runs, rates, withBase) {
  const samples = {};
  const pages = [...(withBase ? ['base'] : []), 'widget', 'floor', ...SCRIPTED_FLOORS];
  for (const rate of rates) {
    const load = async (id, kind, run) => {
      const page = await newTab(browser, rate);
      await page.evaluateOnNewDocument(watchForCards);
      // The base build's first frame with every card is the first with as many cards as it draws.
      const cards = kind === 'base' ? floors[id].base.cards : floors[id].cards;
      await page.goto(`${origin}/bench-floor/${id}-${kind}.html?cards=${cards}&run=${rate}-${run}`, {
        waitUntil: 'load',
      });
      await page.waitForFunction(cardsPainted, { timeout: 60_000, polling: 50 });
      const times = await page.evaluate(firstRenderTimes);
      await page.close();
      return times;
    };
    // Warm-up (not counted): the first navigations pay for the browser's own start.
    for (const id of Object.keys(floors)) for (const kind of pages) await load(id, kind, 'warm');
    for (let run = 0; run < runs; run++) {
      for (const id of Object.keys(floors)) {
        const kinds = pages.map((_, i) => pages[(i + run) % pages.length]);
        for (const kind of kinds) (((samples[rate] ??= {})[id] ??= {})[kind] ??= []).push(await load(id, kind, run));
      }
    }
  }
  return samples;
}

/**
 * The whole floor part: { games: { id: { floor page, first render, clicks, base? } } }. `tools` brings the
 * bench's helpers (openPage, harness, median, quantile, round, root). `base` is a build of another commit
 * (scripts/bench-base.mjs's buildBase), served under /bench-base/dist/, or undefined.
 */
export async function measureFloor(browser, origin, memory, { runs, clicks, games, rates, base, alone }, tools) {
  const { median, quantile, round } = tools;
  const floors = await buildFloors(browser, origin, memory, games, tools.root, base);
  const loads = await measureLoads(browser, origin, floors, runs, rates, Boolean(base));
  const clickRuns = alone
    ? await measureClicksAlone(browser, origin, floors, clicks, rates, tools, {
        clickableWidget,
        clickWidget,
        clickFloor,
        newTab,
        ready,
      })
    : await measureClicks(browser, origin, floors, clicks, rates, tools);
  const stats = (values) => ({ medianMs: round(median(values)), p95Ms: round(quantile(values, 0.95)) });
  const results = {};
  for (const id of games) {
    const floor = floors[id];
    const render = {};
    const click = {};
    // The current build's medians and stats per rate, which the base build's figures are set against.
    const current = {};
    for (const rate of rates) {
      const s = loads[rate][id];
      const widget = median(s.widget.map((x) => x.paintedMs));
      const page = median(s.floor.map((x) => x.paintedMs));
      current[rate] = { widget, floor: page };
      render[`${rate}x`] = {
        runs: s.widget.length,
        // Shadow elements in the widget's first frame with every card (the floor's are the capture's).
        widgetShadowElementsAtFirstCards: Math.max(...s.widget.map((x) => x.shadowElements)),
        widgetMedianMs: round(widget),
        floorMedianMs: round(page),
        ratio: round(widget / page),
        widgetFcpMedianMs: round(median(s.widget.map((x) => x.fcpMs).filter((v) => v !== null))),
        floorFcpMedianMs: round(median(s.floor.map((x) => x.fcpMs).filter((v) => v !== null))),
        ...scriptedFigures(s, widget, page, tools),
      };
      const c = clickRuns[rate]?.[id];
      if (c) {
        const w = stats(c.widget.map((x) => x.frameMs));
        const f = stats(c.floor.map((x) => x.frameMs));
        const wp = stats(c.widget.map((x) => x.paintedMs));
        const fp = stats(c.floor.map((x) => x.paintedMs));
        const sp = stats(c.still.map((x) => x.paintedMs));
        Object.assign(current[rate], { w, f, wp });
        click[`${rate}x`] = {
          // How the pages were clicked: their tabs in turn ('interleaved'), or each alone in the browser (--alone).
          pages: alone ? 'alone' : 'interleaved',
          clicks: c.widget.length,
          misses: c.misses,
          widget: w,
          floor: f,
          control: stats(c.control),
          ratioMedian: round(w.medianMs / f.medianMs),
          ratioP95: round(w.p95Ms / f.p95Ms),
          widgetPainted: wp,
          floorPainted: fp,
          paintedRatioMedian: round(wp.medianMs / fp.medianMs),
          paintedRatioP95: round(wp.p95Ms / fp.p95Ms),
          // The widget with animation="off": what the widget's own work costs, apart from its glide.
          still: { clicks: c.still.length, misses: c.stillMisses, painted: sp },
          stillPaintedRatioMedian: round(sp.medianMs / fp.medianMs),
          stillPaintedRatioP95: round(sp.p95Ms / fp.p95Ms),
          // The same click's DOM changes made by hand, with none of the widget's script.
          ...replayFigures(c, { widget: wp, still: sp, floor: fp }, stats, round),
          // Each page's first click after a load, apart from its others.
          firstClicks: firstClicks(c, stats),
          trace: c.trace,
        };
      }
    }
    const { dealtHtml: _dealtHtml, ...clicked } = floor.click ?? {};
    const { base: basePage, ...page } = floor;
    results[id] = {
      page: { ...page, click: floor.click ? clicked : null },
      firstRender: render,
      clicks: floor.click ? click : null,
    };
    if (base) results[id].base = baseResults(id, basePage, { loads, clickRuns, current }, rates, base, tools, stats);
  }
  return results;
}

/** The base build's figures for one game, each ratio to the same floor page (and the current widget's) as the current build's. */
function baseResults(id, page, { loads, clickRuns, current }, rates, base, { median, round, root }, stats) {
  const render = {};
  const click = {};
  for (const rate of rates) {
    const s = loads[rate][id];
    const baseMs = median(s.base.map((x) => x.paintedMs));
    const { widget: widgetMs, floor: floorMs, w, f, wp } = current[rate];
    render[`${rate}x`] = {
      runs: s.base.length,
      shadowElementsAtFirstCards: Math.max(...s.base.map((x) => x.shadowElements)),
      medianMs: round(baseMs),
      ratio: round(baseMs / floorMs),
      currentToBase: round(widgetMs / baseMs),
    };
    const c = clickRuns[rate]?.[id];
    if (c?.base) {
      const b = stats(c.base.map((x) => x.frameMs));
      // The same clicks to the frame that shows the move painted, as the current widget's are judged.
      const bp = stats(c.base.map((x) => x.paintedMs));
      click[`${rate}x`] = {
        clicks: c.base.length,
        misses: c.baseMisses,
        base: b,
        ratioMedian: round(b.medianMs / f.medianMs),
        ratioP95: round(b.p95Ms / f.p95Ms),
        currentToBaseMedian: round(w.medianMs / b.medianMs),
        currentToBaseP95: round(w.p95Ms / b.p95Ms),
        basePainted: bp,
        currentToBasePaintedMedian: round(wp.medianMs / bp.medianMs),
        currentToBasePaintedP95: round(wp.p95Ms / bp.p95Ms),
      };
    }
  }
  return {
    ref: base.ref,
    commit: base.commit,
    subject: base.subject,
    page,
    firstCardGzip: { base: firstCardBytes(base.dist, id), current: firstCardBytes(path.join(root, 'dist'), id) },
    firstRender: render,
    clicks: page.click ? click : null,
  };
}
