// `npm run bench`'s floor (issue 19): the widget measured against the browser's own floor, the same
// shadow DOM and styles served as a static page with no script at all.
//
//   floor page   per game, the drop-in build (dist/) rendered with a fixed seed in Chromium; once settled,
//                its shadow DOM (Lit's comment markers left out), its adopted stylesheets and its registered
//                custom properties (as @property rules) are written out as a static page with declarative
//                shadow DOM and no script; a screenshot of each page, compared pixel by pixel
//   first render navigation start -> the first frame painted with every card, widget page and floor page
//                (same page around the element), interleaved fresh loads, 1x and 4x
//   clicks       the widget's real click on one card (pointerup's timeStamp -> next rAF callback, as in
//                the moves part) against a floor click page (the floor page plus one inline script whose
//                pointerup moves that card element with one appendChild) and the control button,
//                interleaved click by click, 1x and 4x
import fs from 'node:fs';
import path from 'node:path';
import {
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

const SEED = '42';
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

/** The widget as a page uses it: the drop-in script and the tag, nothing else. */
const widgetPage = (id) =>
  pageAround({ head: '<script type="module" src="/dist/carpet-solitaire.js"></script>', body: `<carpet-solitaire ${attributesOf(id)}></carpet-solitaire>` });

/**
 * The properties registerSizeProperties() registers (read from its source, the one list of them), as
 * @property rules: CSS.registerProperty leaves no trace a page could serialize.
 */
function sizePropertyRules(root) {
  const source = fs.readFileSync(path.join(root, 'src/styles/table.ts'), 'utf8');
  const list = [...source.matchAll(/\{ name: '(--[\w-]+)', syntax: '([^']+)' \}/g)].map(([, name, syntax]) => ({ name, syntax }));
  const call = /CSS\.registerProperty\(\{ name, syntax, inherits: (true|false), initialValue: '([^']*)' \}\)/.exec(source);
  if (!list.length || !call) throw new Error('bench-floor: could not read the registered properties from src/styles/table.ts');
  return list.map(({ name, syntax }) => ({ name, rule: `@property ${name} { syntax: '${syntax}'; inherits: ${call[1]}; initial-value: ${call[2]}; }` }));
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
 * Per game, at 1x: renders the widget, captures it, writes the floor page (served from `memory`),
 * checks it pixel-equal, and finds the click the click part times (where the widget moves that card).
 */
async function buildFloors(browser, origin, memory, games, root) {
  const properties = sizePropertyRules(root);
  const floors = {};
  for (const id of games) {
    memory.set(`/bench-floor/${id}-widget.html`, { body: widgetPage(id), type: 'text/html; charset=utf-8' });
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
    const target = await page.evaluate(clickableMoveInPage);
    let move = null;
    if (target) {
      const before = (await page.evaluate(widgetState)).piles;
      await page.mouse.click(target.x, target.y);
      await page.evaluate(settleInPage);
      const after = (await page.evaluate(widgetState)).piles;
      const to = Object.keys(after).find((pile) => pile !== target.from && after[pile].length === before[pile].length + 1);
      // The card as the widget draws it where it lands (the floor click page appends it when the stock had no card element for it).
      const dealtHtml = to && (await page.evaluate(cardHtmlInPage, to, after[to].length - 1));
      if (to) move = { ...target, to, dealtHtml: target.from === 'stock' ? dealtHtml : undefined };
      await page.evaluate(undoInPage);
      await page.evaluate(settleInPage);
    }
    await page.close();
    if (move)
      memory.set(`/bench-floor/${id}-floor-click.html`, { body: floorPage(capture, properties, floorClickScript(move)), type: 'text/html; charset=utf-8' });

    const floorTab = await newTab(browser, 1);
    await floorTab.goto(`${origin}/bench-floor/${id}-floor.html`, { waitUntil: 'load' });
    const floorShot = await screenshot(floorTab);
    const pixels = await floorTab.evaluate(comparePngsInPage, widgetShot, floorShot);
    await floorTab.close();
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
  }
  return floors;
}

/**
 * Navigation start -> the first frame painted with every card, widget page and floor page, `runs` fresh
 * loads of each per game and CPU rate, interleaved (the order alternating each run) in one tab.
 */
async function measureLoads(browser, origin, floors, runs, rates) {
  const samples = {};
  for (const rate of rates) {
    const page = await newTab(browser, rate);
    await page.evaluateOnNewDocument(watchForCards);
    const load = async (id, kind, run) => {
      await page.goto(`${origin}/bench-floor/${id}-${kind}.html?cards=${floors[id].cards}&run=${rate}-${run}`, { waitUntil: 'load' });
      await page.waitForFunction(cardsPainted, { timeout: 60_000, polling: 50 });
      return page.evaluate(firstRenderTimes);
    };
    // Warm-up (not counted): the first navigations pay for the browser's own start.
    for (const id of Object.keys(floors)) for (const kind of ['widget', 'floor']) await load(id, kind, 'warm');
    for (let run = 0; run < runs; run++) {
      for (const id of Object.keys(floors)) {
        const kinds = run % 2 ? ['floor', 'widget'] : ['widget', 'floor'];
        for (const kind of kinds) (((samples[rate] ??= {})[id] ??= {})[kind] ??= []).push(await load(id, kind, run));
      }
    }
    await page.close();
  }
  return samples;
}

/**
 * Before a click: the tab in front (a tab behind gets no frames), painted twice since, then 0 to 16 ms
 * (the i-th click of each page at the same point), so clicks land at every point of a frame, as the
 * control's do.
 */
async function ready(page, i) {
  await page.bringToFront();
  await page.evaluate(settleInPage);
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), (i * 7) % 17);
}

/**
 * Per CPU rate and game, three tabs (the widget, the floor click page, the control button), clicked in
 * turn `clicks` times each. The widget's click is undone between clicks (untimed), the floor's put back.
 */
async function measureClicks(browser, origin, floors, clicks, rates, tools) {
  const samples = {};
  for (const rate of rates) {
    const control = await tools.openPage(browser, origin, rate);
    const controlPoint = await tools.harness(control, 'setupControl');
    for (const [id, floor] of Object.entries(floors)) {
      if (!floor.click) continue;
      const widget = await newTab(browser, rate);
      await widget.goto(`${origin}/bench-floor/${id}-widget.html`, { waitUntil: 'load' });
      await widget.waitForFunction(showsCards, { timeout: 30_000 });
      await widget.evaluate(settleInPage);
      const floorTab = await newTab(browser, rate);
      await floorTab.goto(`${origin}/bench-floor/${id}-floor-click.html`, { waitUntil: 'load' });
      for (const page of [widget, floorTab]) await page.evaluate(timeClicksInPage);
      const controlBefore = (await tools.harness(control, 'controlSamples')).length;
      let lastWidgetClick = 0;
      for (let i = 0; i < clicks; i++) {
        // The widget: the same card each time (the click undone in between, untimed). Every pointerup
        // leaves a sample; one whose click played nothing is marked and left out.
        await sleep(Math.max(0, lastWidgetClick + CLICK_GAP_MS - Date.now()));
        await ready(widget, i);
        const { moves } = await widget.evaluate(widgetState);
        lastWidgetClick = Date.now();
        await widget.mouse.click(floor.click.x, floor.click.y);
        await widget.waitForFunction(clicksTimed, { timeout: 5000 }, i + 1);
        const moved = (await widget.evaluate(widgetState)).moves > moves;
        if (moved) await widget.evaluate(undoInPage);
        else await widget.evaluate(markMissed, i);
        await widget.evaluate(settleInPage);
        // The floor click page: the same card moved by one appendChild, then put back.
        await ready(floorTab, i);
        await floorTab.mouse.click(floor.click.x, floor.click.y);
        await floorTab.waitForFunction(clicksTimed, { timeout: 5000 }, i + 1);
        await floorTab.evaluate(resetFloorClick);
        await floorTab.evaluate(settleInPage);
        // The control button.
        await control.bringToFront();
        await tools.harness(control, 'controlPause', i);
        await control.mouse.click(controlPoint.x, controlPoint.y);
        await tools.harness(control, 'controlPause', i);
      }
      const widgetClicks = await widget.evaluate(clickSamples);
      const misses = clicks - widgetClicks.length;
      const floorClicks = await floorTab.evaluate(clickSamples);
      const controlClicks = (await tools.harness(control, 'controlSamples')).slice(controlBefore);
      (samples[rate] ??= {})[id] = { widget: widgetClicks, floor: floorClicks, control: controlClicks, misses };
      await widget.close();
      await floorTab.close();
    }
    await control.close();
  }
  return samples;
}

/**
 * The whole floor part: { games: { id: { floor page, first render, clicks } } }. `tools` brings the
 * bench's helpers (openPage, harness, median, quantile, round, root).
 */
export async function measureFloor(browser, origin, memory, { runs, clicks, games, rates }, tools) {
  const { median, quantile, round } = tools;
  const floors = await buildFloors(browser, origin, memory, games, tools.root);
  const loads = await measureLoads(browser, origin, floors, runs, rates);
  const clickRuns = await measureClicks(browser, origin, floors, clicks, rates, tools);
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
        click[`${rate}x`] = {
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
        };
      }
    }
    const { dealtHtml: _dealtHtml, ...clicked } = floor.click ?? {};
    results[id] = { page: { ...floor, click: floor.click ? clicked : null }, firstRender: render, clicks: floor.click ? click : null };
  }
  return results;
}

/** Prints the floor's tables and adds its pass/fail marks to `checks`. */
export function reportFloor(floor, checks, { targets, titles, table, ms, mark }) {
  const renderRows = [];
  const clickRows = [];
  const pageRows = [];
  for (const [id, r] of Object.entries(floor)) {
    for (const [rate, x] of Object.entries(r.firstRender)) {
      const target = targets.firstRenderFloor[rate];
      const pass = x.ratio <= target;
      checks[`firstRenderFloor:${id}:${rate}`] = pass;
      renderRows.push([
        titles[id],
        rate,
        ms(x.widgetMedianMs),
        ms(x.floorMedianMs),
        `${x.ratio.toFixed(2)}x`,
        `<= ${target}x`,
        mark(pass),
        `${ms(x.widgetFcpMedianMs)} / ${ms(x.floorFcpMedianMs)}`,
      ]);
    }
    for (const [rate, x] of Object.entries(r.clicks ?? {})) {
      const judged = rate === '4x';
      const passMedian = judged ? x.ratioMedian <= targets.clickFloorRatio : undefined;
      const passP95 = judged ? x.ratioP95 <= targets.clickFloorRatio : undefined;
      if (judged) {
        checks[`clickFloorMedian:${id}`] = passMedian;
        checks[`clickFloorP95:${id}`] = passP95;
      }
      clickRows.push([
        titles[id],
        rate,
        `${ms(x.widget.medianMs)} / ${ms(x.widget.p95Ms)}`,
        `${ms(x.floor.medianMs)} / ${ms(x.floor.p95Ms)}`,
        `${x.ratioMedian.toFixed(2)}x ${mark(passMedian)}`.trim(),
        `${x.ratioP95.toFixed(2)}x ${mark(passP95)}`.trim(),
        judged ? `<= ${targets.clickFloorRatio}x` : '',
        `${ms(x.control.medianMs)} / ${ms(x.control.p95Ms)}`,
        `${x.paintedRatioMedian.toFixed(2)}x / ${x.paintedRatioP95.toFixed(2)}x`,
        `${x.clicks}${x.misses ? ` (${x.misses} missed)` : ''}`,
      ]);
    }
    const p = r.page;
    const nodeTarget = targets.shadowElements[id];
    const nodesPass = p.shadowElements <= nodeTarget;
    checks[`shadowElements:${id}`] = nodesPass;
    checks[`floorPixelEqual:${id}`] = p.pixels.equal;
    const pixels = p.pixels.equal
      ? `equal (${p.pixels.size})`
      : p.pixels.differing === null
        ? `sizes differ: ${p.pixels.sizes.join(' vs ')}`
        : `${p.pixels.differing} of ${p.pixels.pixels} differ, in x ${p.pixels.box.left}-${p.pixels.box.right}, y ${p.pixels.box.top}-${p.pixels.box.bottom}`;
    const warnings = [
      p.captureStable ? '' : 'the table changed during the capture',
      p.nestedShadowRoots ? `${p.nestedShadowRoots} nested shadow roots not captured` : '',
      p.unlistedRegistered.length ? `registered but not written: ${p.unlistedRegistered.join(' ')}` : '',
      p.listedNotRegistered.length ? `not registered in the page: ${p.listedNotRegistered.join(' ')}` : '',
      p.click ? `click: ${p.click.from} -> ${p.click.to}` : 'no card to click',
      Object.values(r.firstRender).some((x) => x.widgetShadowElementsAtFirstCards !== p.shadowElements)
        ? `${Math.max(...Object.values(r.firstRender).map((x) => x.widgetShadowElementsAtFirstCards))} elements at the first frame with cards`
        : '',
    ].filter(Boolean);
    pageRows.push([
      titles[id],
      p.cards,
      p.shadowElements,
      `<= ${nodeTarget}`,
      mark(nodesPass),
      `${(p.floorPageBytes / 1024).toFixed(1)} KB`,
      `${pixels} ${mark(p.pixels.equal)}`,
      warnings.join('; '),
    ]);
  }
  table(
    `Floor pages (seed ${SEED}): the widget's settled shadow DOM and styles as a static page, declarative shadow DOM, no script; full-page screenshots compared pixel by pixel`,
    ['game', 'cards', 'shadow elements', 'target', '', 'page', 'pixels (widget vs floor)', 'notes'],
    pageRows,
  );
  table(
    'First render against the floor (median of fresh loads, interleaved): navigation start -> the first frame painted with every card; FCP for reference',
    ['game', 'cpu', 'widget', 'floor', 'ratio', 'target', '', 'FCP widget / floor'],
    renderRows,
  );
  if (clickRows.length)
    table(
      "Clicks against the floor click page (median / p95): pointerup's timeStamp -> next rAF callback; the floor moves the same card with one appendChild; 'painted' ratios end after that frame's paint",
      ['game', 'cpu', 'widget', 'floor click', 'ratio median', 'ratio p95', 'target', 'control button', 'painted ratio med / p95', 'clicks'],
      clickRows,
    );
}
