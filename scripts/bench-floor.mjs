// `npm run bench`'s floor: the widget measured against the browser's own floor, the same
// shadow DOM and styles served as a static page with no script at all.
//
//   floor page   per game, the drop-in build (dist/) rendered with a fixed seed in Chromium; once settled,
//                its shadow DOM (Lit's comment markers left out), its adopted stylesheets and its registered
//                custom properties (as @property rules) are written out as a static page with declarative
//                shadow DOM and no script; a screenshot of each page, compared pixel by pixel
//   first render navigation start -> the first frame painted with every card, widget page and floor page
//                (same page around the element), interleaved fresh loads, each in a new tab, 1x and 4x
//   clicks       the widget's real click on one card (pointerup's timeStamp -> next rAF callback, as in
//                the moves part, and to the end of that frame's paint) against a floor click page (the
//                floor page plus one inline script whose pointerup moves that card element with one
//                appendChild), the same widget with animation="off", and the control button, interleaved
//                click by click, 1x and 4x; then a few more of each traced (scripts/bench-trace.mjs); the
//                painted figures against their targets in scripts/bench-painted.mjs; and the widget's own DOM
//                changes for that click, recorded and made again with none of its script (scripts/bench-replay.mjs)
//   --base REF   (scripts/bench-base.mjs) the same loads and clicks of another commit's build beside the
//                current one, interleaved with them: its widget page is timed against the same floor page
//                (the current widget's), the single yardstick, and its table checked pixel-equal to it
import fs from 'node:fs';
import path from 'node:path';
import { firstCardBytes } from './bench-base.mjs';
import { tracedClicks } from './bench-trace.mjs';
import { measureClicksAlone } from './bench-alone.mjs';
import { firstClicks } from './bench-painted.mjs';
import { REPLAY_ATTRIBUTES, clickReplay, openReplay, replayFigures } from './bench-replay.mjs';
import {
  analysed,
  captureInPage,
  cardHtmlInPage,
  cardsPainted,
  clickSamples,
  clickableMoveInPage,
  clicksTimed,
  comparePngsInPage,
  firstRenderTimes,
  markMissed,
  resetFloorClick,
  settleInPage,
  showsCards,
  timeClicksInPage,
  undoInPage,
  watchForCards,
  widgetState,
} from '../bench/floor-page.js';

export const SEED = '42';
/** Between two clicks on one widget: more than the element's double-click window (350 ms). */
const CLICK_GAP_MS = 400;

/** The page around the element, the same for the widget, the floor and the floor click page. */
function pageAround({ head = '', body }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>carpet-solitaire floor bench</title>
<style>body{margin:0;padding:8px;font-family:system-ui,sans-serif}#stage{width:720px}</style>
${head}
</head>
<body>
<div id="stage">${body}</div>
</body>
</html>
`;
}

const attributesOf = (id) => `variant="${id}" seed="${SEED}" persist="false"`;

/**
 * The widget as a page uses it: the drop-in script and the tag, nothing else (the base build's from
 * /bench-base/dist/). `more`: attributes added to the tag (animation="off" for the widget that does not glide).
 */
const widgetPage = (id, dist = '/dist', more = '') =>
  pageAround({
    head: `<script type="module" src="${dist}/carpet-solitaire.js"></script>`,
    body: `<carpet-solitaire ${attributesOf(id)}${more ? ` ${more}` : ''}></carpet-solitaire>`,
  });

/**
 * The properties registerSizeProperties() registers (read from its source, the one list of them), as
 * @property rules: CSS.registerProperty leaves no trace a page could serialize.
 */
function sizePropertyRules(root) {
  const source = fs.readFileSync(path.join(root, 'src/styles/table.ts'), 'utf8');
  const list = [...source.matchAll(/\{ name: '(--[\w-]+)', syntax: '([^']+)' \}/g)].map(([, name, syntax]) => ({
    name,
    syntax,
  }));
  const call = /CSS\.registerProperty\(\{ name, syntax, inherits: (true|false), initialValue: '([^']*)' \}\)/.exec(
    source,
  );
  if (!list.length || !call)
    throw new Error('bench-floor: could not read the registered properties from src/styles/table.ts');
  return list.map(({ name, syntax }) => ({
    name,
    rule: `@property ${name} { syntax: '${syntax}'; inherits: ${call[1]}; initial-value: ${call[2]}; }`,
  }));
}

/** The floor page: the captured shadow DOM as declarative shadow DOM, the registered properties in the head, no script. */
function floorPage(capture, properties, script = '') {
  const template = `<template shadowrootmode="open"><style>${capture.shadowCss}</style>${capture.shadowHtml}</template>`;
  const head = `<style>${properties.map((p) => p.rule).join('\n')}\n${capture.documentCss}</style>`;
  return pageAround({ head, body: `${capture.hostOpenTag}${template}</carpet-solitaire>${script}` });
}

/**
 * The floor click page's one script: a pointerup on the card moves that card element to the pile the
 * widget's click moves it to, with one appendChild (what the move amounts to in the DOM), and
 * window.floorReset() puts it back, untimed, for the next click. The widget plays a click on pointerup too.
 * A deal from the stock (The Carpet's only first move at seed 42) has no card element in the stock: the
 * script appends the card the widget deals (its HTML, parsed once before any click) to the talon.
 */
function floorClickScript(move) {
  const fromStock = move.from === 'stock';
  return `<script>
{
  const root = document.querySelector('carpet-solitaire').shadowRoot;
  const to = root.querySelector('.pile[data-pile="${move.to}"]');
  const clicked = root.querySelector('${fromStock ? '.pile[data-pile="stock"]' : `.card[data-pile="${move.from}"][data-index="${move.index}"]`}');
  const parsed = document.createElement('template');
  parsed.innerHTML = ${JSON.stringify(move.dealtHtml ?? '')};
  // Kept in a fragment of this document, so no click pays for adopting it from the template's.
  const card = ${fromStock ? 'document.createDocumentFragment().appendChild(document.importNode(parsed.content.firstElementChild, true))' : 'clicked'};
  const from = card.parentNode;
  const next = card.nextSibling;
  root.addEventListener('pointerup', (event) => {
    if (event.target.closest('${fromStock ? '.pile' : '.card'}') === clicked && card.parentNode === from) to.appendChild(card);
  });
  window.floorReset = () => from.insertBefore(card, next);
}
</script>`;
}

// ---- in Node ------------------------------------------------------------------------------------------------

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function newTab(browser, rate) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1000, height: 1400 });
  page.on('pageerror', (error) => console.error(`bench: page error: ${error.message}`));
  await page.emulateCPUThrottling(rate === 1 ? null : rate);
  return page;
}

const screenshot = (page) => page.screenshot({ type: 'png', fullPage: true, encoding: 'base64' });

/**
 * In a settled widget page: the click the click part times, played once for real to see where the widget
 * sends the card, then undone: { from, index, x, y, to, dealtHtml? }, or null.
 */
async function findClick(page) {
  const target = await page.evaluate(clickableMoveInPage);
  if (!target) return null;
  const before = (await page.evaluate(widgetState)).piles;
  await page.mouse.click(target.x, target.y);
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
      click: move,
    };
    if (base) floors[id].base = await baseWidget(browser, origin, id, capture, floorShot, properties);
  }
  return floors;
}

/**
 * Navigation start -> the first frame painted with every card, widget page and floor page (and the base
 * build's widget page), `runs` fresh loads of each per game and CPU rate, each in a tab of its own, the order
 * turning each run (widget, floor; floor, widget; or with the base: base, widget, floor; widget, floor, base; ...).
 * A tab of its own, as a reader opens a post: loads that follow each other in one tab share its renderer
 * process, which keeps what a page made before (a page's first Intl.NumberFormat cost 40 ms at 4x, the next
 * page's in that process under 3 ms).
 */
async function measureLoads(browser, origin, floors, runs, rates, withBase) {
  const samples = {};
  const pages = withBase ? ['base', 'widget', 'floor'] : ['widget', 'floor'];
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
 * Before a click at `point`: the tab in front (a tab behind gets no frames), the mouse already over the
 * point, painted twice since, then 0 to 16 ms (the i-th click of each page at the same point), so clicks
 * land at every point of a frame, as the control's do. A reader's mouse comes to the card before it presses
 * it; a click that also brought the mouse there would time the page's response to the hover too (the first
 * click after each load, where the mouse moved in from elsewhere: 72 against 59 ms at the median, The Carpet
 * at 4x, 10 fresh pages each).
 */
async function ready(page, i, point) {
  await page.bringToFront();
  await page.mouse.move(point.x, point.y);
  await page.evaluate(settleInPage);
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), (i * 7) % 17);
}

/** A settled widget page (`kind`: widget or base) whose clicks are timed, with the time of its last click. */
async function clickableWidget(browser, origin, rate, id, kind) {
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
async function clickWidget(widget, point, i, phase = i) {
  const { page } = widget;
  await sleep(Math.max(0, widget.lastClick + CLICK_GAP_MS - Date.now()));
  await ready(page, phase, point);
  const { moves } = await page.evaluate(widgetState);
  widget.lastClick = Date.now();
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction(clicksTimed, { timeout: 5000 }, i + 1);
  const moved = (await page.evaluate(widgetState)).moves > moves;
  if (moved) await page.evaluate(undoInPage);
  else await page.evaluate(markMissed, i);
  await page.evaluate(settleInPage);
}

/** The i-th click on the floor click page: the same card moved by one appendChild, then put back (untimed); `phase` as clickWidget's. */
async function clickFloor(floorTab, point, i, phase = i) {
  await ready(floorTab, phase, point);
  await floorTab.mouse.click(point.x, point.y);
  await floorTab.waitForFunction(clicksTimed, { timeout: 5000 }, i + 1);
  await floorTab.evaluate(resetFloorClick);
  await floorTab.evaluate(settleInPage);
}

/**
 * Per CPU rate and game, three tabs (the widget, the floor click page, the control button), clicked in
 * turn `clicks` times each; with a base build, its widget too (four tabs; base and current widget take
 * turns at going first). The widget's click is undone between clicks (untimed), the floor's put back.
 */
async function measureClicks(browser, origin, floors, clicks, rates, tools) {
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
      const controlBefore = (await tools.harness(control, 'controlSamples')).length;
      for (let i = 0; i < clicks; i++) {
        if (base && i % 2 === 0) await clickWidget(base, floor.base.click, i);
        await clickWidget(widget, floor.click, i);
        await clickWidget(still, floor.click, i);
        if (base && i % 2 === 1) await clickWidget(base, floor.base.click, i);
        await clickFloor(floorTab, floor.click, i);
        await clickReplay(replay, floor.click, i, i, { ready });
        // The control button.
        await control.bringToFront();
        await tools.harness(control, 'controlPause', i);
        await control.mouse.click(controlPoint.x, controlPoint.y);
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
        base: base ? await traced(base.page, (i) => clickWidget(base, floor.base.click, i)) : undefined,
      };
      // Whether every replay, the traced ones too, was the widget's click exactly.
      samples[rate][id].replayed = { exact: replay.exact, mutations: replay.mutations };
      await base?.page.close();
      await widget.page.close();
      await still.page.close();
      await floorTab.close();
      await replay.page.close();
    }
    await control.close();
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
    for (const rate of rates) {
      const s = loads[rate][id];
      const widget = median(s.widget.map((x) => x.paintedMs));
      const page = median(s.floor.map((x) => x.paintedMs));
      render[`${rate}x`] = {
        runs: s.widget.length,
        // Shadow elements in the widget's first frame with every card (the floor's are the capture's).
        widgetShadowElementsAtFirstCards: Math.max(...s.widget.map((x) => x.shadowElements)),
        widgetMedianMs: round(widget),
        floorMedianMs: round(page),
        ratio: round(widget / page),
        widgetFcpMedianMs: round(median(s.widget.map((x) => x.fcpMs).filter((v) => v !== null))),
        floorFcpMedianMs: round(median(s.floor.map((x) => x.fcpMs).filter((v) => v !== null))),
      };
      const c = clickRuns[rate]?.[id];
      if (c) {
        const w = stats(c.widget.map((x) => x.frameMs));
        const f = stats(c.floor.map((x) => x.frameMs));
        const wp = stats(c.widget.map((x) => x.paintedMs));
        const fp = stats(c.floor.map((x) => x.paintedMs));
        const sp = stats(c.still.map((x) => x.paintedMs));
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
          ...replayFigures(c, sp, fp, stats, round),
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
    if (base) results[id].base = baseResults(id, basePage, loads, clickRuns, rates, base, tools, stats);
  }
  return results;
}

/** The base build's figures for one game, each ratio to the same floor page (and the current widget's) as the current build's. */
function baseResults(id, page, loads, clickRuns, rates, base, { median, round, root }, stats) {
  const render = {};
  const click = {};
  for (const rate of rates) {
    const s = loads[rate][id];
    const baseMs = median(s.base.map((x) => x.paintedMs));
    const widgetMs = median(s.widget.map((x) => x.paintedMs));
    render[`${rate}x`] = {
      runs: s.base.length,
      shadowElementsAtFirstCards: Math.max(...s.base.map((x) => x.shadowElements)),
      medianMs: round(baseMs),
      ratio: round(baseMs / median(s.floor.map((x) => x.paintedMs))),
      currentToBase: round(widgetMs / baseMs),
    };
    const c = clickRuns[rate]?.[id];
    if (c?.base) {
      const b = stats(c.base.map((x) => x.frameMs));
      const f = stats(c.floor.map((x) => x.frameMs));
      const w = stats(c.widget.map((x) => x.frameMs));
      click[`${rate}x`] = {
        clicks: c.base.length,
        misses: c.baseMisses,
        base: b,
        ratioMedian: round(b.medianMs / f.medianMs),
        ratioP95: round(b.p95Ms / f.p95Ms),
        currentToBaseMedian: round(w.medianMs / b.medianMs),
        currentToBaseP95: round(w.p95Ms / b.p95Ms),
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
