// The bench's "deep" part (scripts/bench.mjs --only deep): how many deals the widget's first search leaves
// unknown get a verdict during play, from the search it goes on with in its worker's background.
//
// The deals: the first DEEP_DEALS Carthage seeds from 2001 on (seeds no search weight was fitted to) whose
// first search, in Node with the game's own budget, answers 'unknown' (the same search the worker runs).
// Per seed, a fresh page with the drop-in build, `analysis="full"`, Chromium at 1x: once the first
// 'unknown' is in, a player plays the hint's move every 4 s (bench/deep.js); the bench waits up to
// PLAY_MS for a verdict that is not 'unknown', and records every long task on the page meanwhile.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const VARIANT = 'carthage';
const FIRST_SEED = 2001;
const DEEP_DEALS = 10;
/** How long the player plays each deal: the target is a verdict within this. */
export const PLAY_MS = 60_000;

/** The first `count` seeds from FIRST_SEED whose first search (the game's budget) answers 'unknown'. */
async function unknownSeeds(root, count) {
  const { GAMES } = await import(pathToFileURL(path.join(root, 'dist/lib/games/all.js')).href);
  const { fullSolver, startSearch } = await import(pathToFileURL(path.join(root, 'dist/lib/search/search.js')).href);
  const game = GAMES[VARIANT];
  const solver = await fullSolver(game.solver);
  const { options } = game.parseOptions(() => null);
  const seeds = [];
  for (let seed = FIRST_SEED; seeds.length < count; seed++) {
    const search = startSearch(solver, game.rules.deal(String(seed), options), solver.budget);
    let result;
    while (!(result = search.run(1e6)));
    if (result.verdict === 'unknown') seeds.push(String(seed));
  }
  return seeds;
}

export async function measureDeep(browser, origin, { root, median, round }) {
  const seeds = await unknownSeeds(root, DEEP_DEALS);
  const deals = [];
  for (const seed of seeds) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1000, height: 1400 });
    page.on('pageerror', (error) => console.error(`bench: page error: ${error.message}`));
    await page.goto(`${origin}/bench/deep.html?variant=${VARIANT}&seed=${seed}`, { waitUntil: 'load' });
    await page.waitForFunction(() => globalThis.benchDeep?.unknownAt !== null, { timeout: 60_000, polling: 100 });
    await page
      .waitForFunction(
        (ms) => globalThis.benchDeep.decidedAt !== null || performance.now() - globalThis.benchDeep.unknownAt > ms,
        {
          timeout: PLAY_MS + 30_000,
          polling: 250,
        },
        PLAY_MS,
      )
      .catch(() => undefined);
    const r = await page.evaluate(() => globalThis.benchDeep);
    const ms = r.decidedAt === null ? null : Math.round(r.decidedAt - r.unknownAt);
    deals.push({
      seed,
      verdict: ms !== null && ms <= PLAY_MS ? r.decided : 'unknown',
      ms,
      moves: r.moves,
      // After the first render was painted: the searches' and the moves' tasks.
      longestTaskMs: Math.max(0, ...r.longTasks.filter((t) => t.start >= r.renderedAt).map((t) => t.ms)),
      firstRenderTaskMs: Math.max(0, ...r.longTasks.filter((t) => t.start < r.renderedAt).map((t) => t.ms)),
      error: r.error,
    });
    await page.close();
  }
  const decided = deals.filter((d) => d.verdict !== 'unknown');
  return {
    variant: VARIANT,
    seeds,
    deals,
    decided: decided.length,
    won: decided.filter((d) => d.verdict === 'winnable').length,
    lost: decided.filter((d) => d.verdict === 'unwinnable').length,
    medianMs: decided.length ? round(median(decided.map((d) => d.ms).sort((a, b) => a - b)), 0) : null,
    longestTaskMs: Math.max(...deals.map((d) => d.longestTaskMs)),
  };
}

export function reportDeep(deep, checks, { targets, table, ms, mark }) {
  const pass = deep.longestTaskMs <= targets.longTaskMs;
  checks['deep:carthage'] = pass;
  table(
    `Unknown deals searched on during play (drop-in build, Chromium 1x, Carthage seeds ${deep.seeds[0]}+ whose first search says unknown; the hint's move every 4 s)`,
    [
      'seeds',
      'verdict within 60 s',
      'per seed',
      'median time to verdict',
      'longest task after the first render',
      'target',
      '',
    ],
    [
      [
        deep.seeds.join(', '),
        `${deep.decided}/${deep.deals.length} (${deep.won} won, ${deep.lost} lost)`,
        deep.deals
          .map(
            (d) => `${d.seed} ${d.ms === null || d.verdict === 'unknown' ? 'none' : `${(d.ms / 1000).toFixed(1)} s`}`,
          )
          .join(', '),
        deep.medianMs === null ? '-' : `${(deep.medianMs / 1000).toFixed(1)} s`,
        ms(deep.longestTaskMs),
        `no task over ${targets.longTaskMs} ms`,
        mark(pass),
      ],
    ],
  );
}
