// `npm run bench`'s parts in Chromium (scripts/bench.mjs): the browser and its pages, the first render
// against a minimal Lit element, the scripted games' moves and clicks, the control button and the heap.
import fs from 'node:fs';
import { GAME_IDS, RATES, clickAt, median, quantile, round } from './bench-common.mjs';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

export async function launch() {
  const { default: puppeteer } = await import('puppeteer-core');
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROME_PATH)`);
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--js-flags=--expose-gc',
      '--enable-precise-memory-info',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
    ],
  });
}

/** A new tab at the bench's size, CPU-slowed by `rate`, whose page errors are told. */
export async function newTab(browser, rate) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1000, height: 1400 });
  page.on('pageerror', (error) => console.error(`bench: page error: ${error.message}`));
  await page.emulateCPUThrottling(rate === 1 ? null : rate);
  return page;
}

export async function openPage(browser, origin, rate) {
  const page = await newTab(browser, rate);
  await page.goto(`${origin}/bench/page.html`, { waitUntil: 'load' });
  return page;
}

export const harness = (page, fn, arg) =>
  page.evaluate(
    async (name, argument) => {
      const module = await import('/bench/harness.js');
      return module[name](argument);
    },
    fn,
    arg,
  );

/** Where the in-memory bundles are served (set once they are built). */
export const bundleUrls = {};

export const CASES = [
  {
    id: 'minimal',
    get bundle() {
      return bundleUrls.minimal;
    },
    exportName: 'MinimalElement',
    tag: 'minimal-element',
    attributes: { seed: '42' },
  },
  ...GAME_IDS.map((id) => ({
    id,
    get bundle() {
      return bundleUrls.carpet;
    },
    exportName: 'CarpetSolitaire',
    tag: 'carpet-solitaire',
    attributes: { variant: id, seed: '42', persist: 'false' },
  })),
];

export async function measureFirstRender(browser, origin, runs) {
  const samples = {};
  for (const rate of RATES) {
    const page = await openPage(browser, origin, rate);
    // Warm-up load (not counted): the first navigation pays for the browser's own start.
    await harness(page, 'firstRender', { ...CASES[1] });
    for (let run = 0; run < runs; run++) {
      // Interleaved, so a noisy moment hits every case alike.
      for (const c of CASES) {
        await page.goto(`${origin}/bench/page.html?${c.id}-${rate}-${run}`, { waitUntil: 'load' });
        const result = await harness(page, 'firstRender', { ...c });
        ((samples[rate] ??= {})[c.id] ??= []).push(result);
      }
    }
    await page.close();
  }
  const results = {};
  for (const rate of RATES) {
    const base = median(samples[rate].minimal.map((s) => s.paintMs));
    for (const c of CASES) {
      const list = samples[rate][c.id];
      const paint = median(list.map((s) => s.paintMs));
      (results[c.id] ??= {})[`${rate}x`] = {
        runs: list.length,
        paintMedianMs: round(paint),
        renderMedianMs: round(median(list.map((s) => s.renderMs))),
        firstPaintMedianMs: round(median(list.map((s) => s.firstPaintMs))),
        importMedianMs: round(median(list.map((s) => s.importMs))),
        ratioToMinimal: round(paint / base),
        shadowElements: list[0].shadowElements,
      };
    }
  }
  return results;
}

/**
 * Per game and CPU rate, one scripted game of `moveCount` moves that alternates the two ways in: a move
 * through play() (timed in the page), then a real click (puppeteer's mouse, timed from the pointerup's
 * timeStamp in the page). Long tasks are collected over the whole game.
 */
export async function measureMoves(browser, origin, moveCount) {
  const results = {};
  for (const id of GAME_IDS) {
    for (const rate of RATES) {
      const page = await openPage(browser, origin, rate);
      await harness(page, 'setupGame', { bundle: bundleUrls.carpet, variant: id, seed: 'bench-1' });
      await harness(page, 'startRecording');
      const api = [];
      const input = [];
      let moves = 0;
      while (moves < moveCount) {
        const { click, api: apiSample, target } = await harness(page, 'step', { api: moves + 1 < moveCount });
        if (click) input.push(click);
        if (apiSample) {
          api.push(apiSample);
          moves++;
        }
        moves++;
        if (!target.skip) await clickAt(page, target);
      }
      const last = await harness(page, 'finishClick');
      if (last) input.push(last);
      const summary = await harness(page, 'summary');
      await page.close();
      const handler = api.map((s) => s.handlerMs);
      const total = api.map((s) => s.totalMs);
      (results[id] ??= {})[`${rate}x`] = {
        moves,
        apiMoves: api.length,
        clicks: input.length,
        clickMisses: summary.misses,
        clickWaits: summary.waits,
        handlerMedianMs: round(median(handler), 3),
        handlerP95Ms: round(quantile(handler, 0.95), 3),
        moveMedianMs: round(median(total), 3),
        moveP95Ms: round(quantile(total, 0.95), 3),
        inputToFrameMedianMs: round(median(input.map((s) => s.frameMs))),
        inputToFrameP95Ms: round(
          quantile(
            input.map((s) => s.frameMs),
            0.95,
          ),
        ),
        inputToPaintMedianMs: round(median(input.map((s) => s.paintedMs))),
        inputToPaintP95Ms: round(
          quantile(
            input.map((s) => s.paintedMs),
            0.95,
          ),
        ),
        longTasks: summary.longTasks,
        newDeals: summary.newGames,
      };
    }
  }
  return results;
}

/**
 * The control for input -> frame: a plain button that only changes its text, clicked `clicks` times per
 * CPU rate and timed the same way. What it takes is the browser's own share (the input's delivery and
 * the wait for the next frame), which no element can go below.
 */
export async function measureControl(browser, origin, clicks) {
  const results = {};
  for (const rate of RATES) {
    const page = await openPage(browser, origin, rate);
    const point = await harness(page, 'setupControl');
    for (let i = 0; i < clicks; i++) {
      await clickAt(page, point);
      await harness(page, 'controlPause', i);
    }
    const samples = await harness(page, 'controlSamples');
    await page.close();
    results[`${rate}x`] = {
      clicks: samples.length,
      inputToFrameMedianMs: round(median(samples)),
      inputToFrameP95Ms: round(quantile(samples, 0.95)),
    };
  }
  return results;
}

export async function measureHeap(browser, origin) {
  const results = {};
  for (const id of GAME_IDS) {
    const page = await openPage(browser, origin, 1);
    const heap = await harness(page, 'heap', { bundle: bundleUrls.carpet, variant: id, count: 20, settleMs: 1000 });
    await page.close();
    results[id] = {
      emptyBytes: heap.empty,
      instances: heap.count,
      perInstanceBytes: Math.round((heap.instances - heap.empty) / heap.count),
      perInstanceAfter1sSolvingBytes: Math.round((heap.withSolver - heap.empty) / heap.count),
    };
  }
  return results;
}
