// `npm run bench`'s winnable part (scripts/bench.mjs): the drop-in build with `winnable`, in Chromium at 1x,
// the time until a proven-winnable deal is on the table, and the page's long tasks meanwhile.
import { TARGETS, median, round } from './bench-common.mjs';

const WINNABLE_SEEDS = { 'cadogan-carpet': 10, carthage: 3 };
/** How long one page may look for a winnable deal before the bench stops waiting (the target is 30 s). */
const WINNABLE_WAIT_MS = 90_000;

/**
 * Per seed, a fresh page with the drop-in build and `<carpet-solitaire winnable>` at 1x: how long until
 * the proven-winnable deal is dealt, with one real click on the toolbar's Keys button a second into the
 * search (timed pointerup -> next frame in the page), and every long task meanwhile.
 */
export async function measureWinnable(browser, origin) {
  const results = {};
  for (const [variant, count] of Object.entries(WINNABLE_SEEDS)) {
    const deals = [];
    for (let n = 1; n <= count; n++) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1000, height: 1400 });
      page.on('pageerror', (error) => console.error(`bench: page error: ${error.message}`));
      await page.goto(`${origin}/bench/winnable.html?variant=${variant}&seed=${n}`, { waitUntil: 'load' });
      await page.waitForFunction(() => globalThis.benchWinnable?.startedAt > 0, { timeout: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const searching = await page.evaluate(() => globalThis.benchWinnable.foundAt === null);
      if (searching) await page.click('pierce/button.help-toggle').catch(() => undefined);
      await page
        .waitForFunction(() => globalThis.benchWinnable.foundAt !== null, { timeout: WINNABLE_WAIT_MS, polling: 250 })
        .catch(() => undefined);
      const r = await page.evaluate(() => globalThis.benchWinnable);
      // A long task's entry is rounded to the millisecond: allow 1 ms either side of the event in it.
      const drawsDeal = (t) => r.foundAt !== null && t.start <= r.foundAt + 1 && r.foundAt <= t.start + t.ms + 1;
      deals.push({
        seed: String(n),
        dealt: r.seed,
        // A deal made after the element gave up is no winnable deal.
        ms: r.foundAt === null || r.gaveUp ? null : Math.round(r.foundAt - r.startedAt),
        gaveUp: r.gaveUp,
        verdictAtDeal: r.verdictAtDeal,
        sawFinding: r.sawFinding,
        clickMs: searching ? round(r.clickMs, 1) : null,
        // While the search ran: after the first render was painted and before the task that deals and
        // draws the deal found (the one that announces it, carpet-new-game) began.
        longestTaskMs: Math.max(
          0,
          ...r.longTasks.filter((t) => t.start >= r.renderedAt && !drawsDeal(t)).map((t) => t.ms),
        ),
        longTasks: r.longTasks.length,
        searchingTasks: r.longTasks
          .filter((t) => t.start >= r.renderedAt && !drawsDeal(t))
          .map((t) => [Math.round(t.start - r.renderedAt), t.ms]),
        fetched: r.fetched ?? [],
        firstRenderTaskMs: Math.max(0, ...r.longTasks.filter((t) => t.start < r.renderedAt).map((t) => t.ms)),
        dealDrawnTaskMs: r.foundAt === null ? null : Math.max(0, ...r.longTasks.filter(drawsDeal).map((t) => t.ms)),
        error: r.error,
      });
      await page.close();
    }
    const times = deals.map((d) => d.ms ?? Infinity);
    results[variant] = {
      deals,
      withinTarget: times.filter((t) => t <= TARGETS.winnableDealMs).length,
      medianMs: median(times),
      maxMs: Math.max(...times),
      longestTaskMs: Math.max(...deals.map((d) => d.longestTaskMs)),
      firstRenderTaskMs: Math.max(...deals.map((d) => d.firstRenderTaskMs)),
      dealDrawnTaskMs: Math.max(...deals.map((d) => d.dealDrawnTaskMs ?? 0)),
    };
  }
  return results;
}
