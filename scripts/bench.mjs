// `npm run bench` (which builds first): how small and how fast the element is, measured in one run.
// Its tables are made in scripts/bench-report.mjs, with the targets and statistics of
// scripts/bench-common.mjs; the parts in Chromium (and the bench's browser tabs) are in
// scripts/bench-browser.mjs, and the winnable part in scripts/bench-winnable.mjs.
// Prints tables, then ONE JSON line (the last line, starting with `{`) with every number.
//
//   size        (scripts/bench-size.mjs) gzip -9 and brotli of dist/carpet-solitaire.js and each file it imports (game chunks),
//               and what a page playing one game downloads; each part's own minified bytes
//               (games' folders, lit, xstate, the element and core) attributed from a source-mapped
//               build of the same code with the same rollup plugins
//   first render customElements.define -> first frame painted with the game's cards in Chromium, 1x and 4x CPU throttling,
//               median of N fresh page loads, as a ratio to a minimal Lit element bundled the same way
//   moves       a scripted 200-move game per game, 1x and 4x: play() -> updateComplete (handler and
//               render), and real clicks: pointerup's timeStamp -> next requestAnimationFrame callback;
//               and the same clicks on a control, a plain button that only changes its text (the
//               browser's own share: the input's delivery and the wait for the next frame)
//   long tasks  PerformanceObserver('longtask') while those games play, the solver analysing each position
//   solver      deals per second in Node, time-boxed per game
//   winnable    the drop-in build (dist/) with `winnable`, in Chromium at 1x: time until a proven-winnable
//               deal is on the table, per seed (The Carpet seeds 1-10, Carthage 1-3), "Finding a winnable
//               deal…" seen meanwhile, a toolbar click's pointerup -> next frame during the search, and
//               the long tasks while the two-pack search runs
//   deep        (scripts/bench-deep.mjs) 10 Carthage deals from seed 2001 on that the first search leaves
//               unknown, each played with analysis="full" in the drop-in build at 1x (the hint's move every
//               4 s): how many get a verdict within 60 s from the search the worker goes on with, and the
//               long tasks meanwhile (up to 10 minutes)
//   heap        usedJSHeapSize after gc() with 0 and with 20 instances, per instance
//   floor       (scripts/bench-floor.mjs) per game, the widget's settled shadow DOM and styles as a
//               static page with declarative shadow DOM and no script, checked pixel-equal by screenshot;
//               first render (navigation start -> first frame painted with every card) of the widget page
//               against that floor page, and a click on one card against a floor click page that moves the
//               same card with one appendChild (and the same widget with its glide off, that click's own
//               DOM changes replayed with none of its script (scripts/bench-replay.mjs), and the control
//               button), interleaved, 1x and 4x, to the next frame and to its paint, with traces
//
// Targets are printed beside the numbers with a pass/fail mark; a missed target never fails the run
// (exit 0). Only a broken run (a build, the browser, a page) exits 1. Timing is never asserted anywhere.
//
// Options (for quick looks; `npm run bench` uses the defaults): --runs N (first-render loads per case, at
// least 7; default 7, and 15 for the floor's), --moves N (moves per scripted game), --clicks N (floor
// clicks per game and rate, default 2 x the floor's loads), --games carpet,carthage,cadogan-carpet (the
// floor's games), --only size,solver,render,moves,heap,winnable,deep,floor
//
// --base REF (any git ref: a commit, main~5, a tag): the floor part also measures REF's build beside the
// current one, in the same run. REF is checked out in a temporary git worktree (under the system's temporary
// folder, node_modules a symlink to this one's, removed at the end) and built with its own `npm run build`;
// its dist/ is served under /bench-base/dist/. Per game, base widget, current widget and floor page loads
// are interleaved, and so are clicks on the base widget, the current widget, the floor click page and the
// control button. The floor pages are made from the current build's render and are the one yardstick for
// both (the base's table is checked pixel-equal to them). Two tables more: per game and CPU rate, first
// render and click ratios to the floor, base -> current; per game, shadow elements and the gzip a page
// downloads before its first card, base -> current. Only the floor part uses it: `npm run bench -- --only
// floor --base main~5` (9 to 12 minutes here, the base's build 1 to 2 of them, against 5 without).
//
// --alone: the floor part clicks each page in a browser where it is the only tab (scripts/bench-alone.mjs),
// as a reader's phone shows one page, instead of interleaving the pages' tabs click by click. The pages take
// turns in three rounds, so the machine's noise falls on them more coarsely alike, and no page pays for the
// others' tabs.
//
// --press MS: how long each timed click holds the button, pointerdown to pointerup (default 80, as a reader's
// click: scripts/bench-common.mjs); 0 presses and releases at once, as puppeteer's click does.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildBase } from './bench-base.mjs';
import { contentType } from './content-types.mjs';
import { measureDeep } from './bench-deep.mjs';
import { measureFloor } from './bench-floor.mjs';
import { brotli, gzip } from './compressed.mjs';
import { bundle, measureSize } from './bench-size.mjs';
import { report } from './bench-report.mjs';
import {
  CASES,
  bundleUrls,
  harness,
  launch,
  measureControl,
  measureFirstRender,
  measureHeap,
  measureMoves,
  openPage,
} from './bench-browser.mjs';
import { measureWinnable } from './bench-winnable.mjs';
import { GAME_IDS, RATES, TARGETS, median, press, quantile, round } from './bench-common.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Clicks traced per page, game and CPU rate in the floor part (apart from the timed ones). */
const TRACED_CLICKS = 5;

// ---- options -------------------------------------------------------------------------------------

function parseOptions(argv) {
  const options = {
    runs: 7,
    floorRuns: null,
    moves: 200,
    clicks: null,
    only: new Set(['size', 'solver', 'render', 'moves', 'heap', 'winnable', 'deep', 'floor']),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--alone') {
      options.alone = true;
      continue;
    }
    const [name, inline] = arg.split('=');
    const value = inline ?? argv[++i];
    if (name === '--runs') options.runs = options.floorRuns = Math.max(7, Number(value) | 0);
    else if (name === '--moves') options.moves = Math.max(1, Number(value) | 0);
    else if (name === '--clicks') options.clicks = Math.max(5, Number(value) | 0);
    else if (name === '--games') options.games = value.split(',').filter((id) => GAME_IDS.includes(id));
    else if (name === '--only') options.only = new Set(value.split(','));
    else if (name === '--base') options.base = value ?? '';
    else if (name === '--press') options.pressMs = Math.max(0, Number(value) || 0);
    else
      throw new Error(
        `unknown option ${arg}; options: --runs N, --moves N, --clicks N, --games carpet,..., --only size,solver,render,moves,heap,winnable,deep,floor, --base REF, --alone, --press MS`,
      );
  }
  if (options.base !== undefined && (!options.base || options.base.startsWith('-')))
    throw new Error('--base needs a git ref: --base main~5');
  if (options.base && !options.only.has('floor'))
    throw new Error('--base is measured by the floor part only: add floor to --only');
  // The floor's loads: 15 unless --runs says otherwise (the published medians are of 15).
  options.floorRuns ??= 15;
  options.clicks ??= 2 * options.floorRuns;
  return options;
}

// ---- solver in Node ------------------------------------------------------------------------------------

async function measureSolvers() {
  const { GAMES } = await import(pathToFileURL(path.join(root, 'dist/lib/games/all.js')).href);
  const { fullSolver, startSearch } = await import(pathToFileURL(path.join(root, 'dist/lib/search/search.js')).href);
  // Carpet: up to 2,000 deals; the two-pack games: whatever their budgets allow in a few seconds.
  const plans = {
    carpet: { deals: 2000, seconds: 8 },
    carthage: { deals: 1000, seconds: 3 },
    'cadogan-carpet': { deals: 1000, seconds: 3 },
  };
  const results = {};
  for (const id of GAME_IDS) {
    const game = GAMES[id];
    const plan = plans[id];
    const { options } = game.parseOptions(() => null);
    const solver = await fullSolver(game.solver);
    const counts = { won: 0, lost: 0, unknown: 0 };
    let finished = 0;
    let nodes = 0;
    let partialNodes = 0;
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const deadline = started + plan.seconds * 1000;
    for (let i = 0; i < plan.deals && performance.now() < deadline; i++) {
      const search = startSearch(solver, game.rules.deal(String(i + 1), options));
      let result;
      // Slices of 20,000 positions, so the time box holds even inside one long deal.
      while (!(result = search.run(20_000)) && performance.now() < deadline);
      if (!result) {
        partialNodes = search.nodes;
        break;
      }
      finished++;
      nodes += result.nodes;
      counts[result.verdict === 'winnable' ? 'won' : result.verdict === 'unwinnable' ? 'lost' : 'unknown']++;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStarted);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    results[id] = {
      deals: finished,
      decided: counts.won + counts.lost,
      ...counts,
      seconds: round(seconds, 2),
      dealsPerSecond: round(finished / seconds, finished / seconds < 100 ? 2 : 0),
      // Per second of this process's CPU time: less sensitive to other work on the machine (but it
      // counts V8's concurrent GC threads too).
      dealsPerCpuSecond: round(finished / cpuSeconds, finished / cpuSeconds < 100 ? 2 : 0),
      positionsPerSecond: Math.round((nodes + partialNodes) / seconds),
      budget: solver.budget,
      // No deal finished inside the time box: a deal that spends the whole budget takes budget / rate.
      estimatedDealsPerSecond: finished === 0 ? round((nodes + partialNodes) / seconds / solver.budget, 3) : null,
      unfinishedDeal: partialNodes ? { seed: String(finished + 1), positions: partialNodes } : null,
    };
  }
  return results;
}

// ---- static server -------------------------------------------------------------------------------------

/** Serves the repository root, plus the in-memory bundles under /bench-bundles/ and each of `mounts` ({ '/prefix/': folder }). */
function startServer(memory, mounts = {}) {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const send = (status, body, type) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    // In memory: a bundle's code (a string), or a page the bench wrote ({ body, type }).
    if (memory.has(pathname)) {
      const entry = memory.get(pathname);
      return typeof entry === 'string' ? send(200, entry, contentType('bundle.js')) : send(200, entry.body, entry.type);
    }
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return send(400, 'Bad Request', 'text/plain');
    }
    const normalized = path.posix.normalize(`/${decoded}`);
    const prefix = Object.keys(mounts).find((p) => normalized.startsWith(p));
    const folder = prefix ? mounts[prefix] : root;
    const file = path.resolve(folder, `.${prefix ? normalized.slice(prefix.length - 1) : normalized}`);
    if (!file.startsWith(folder + path.sep)) return send(403, 'Forbidden', 'text/plain');
    fs.readFile(file, (error, body) => {
      if (error) send(404, `Not Found: ${pathname}`, 'text/plain');
      else send(200, body, contentType(file));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the system picks a free port.
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }));
  });
}

// ---- main ----------------------------------------------------------------------------------------------------

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const started = performance.now();
  // Other work on the machine moves every number here: the load is printed with them.
  const results = { machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((v) => round(v, 2)) } };
  press.ms = options.pressMs ?? press.ms;
  results.pressMs = press.ms;
  const memory = new Map();
  const phases = {};
  const timed = async (name, work) => {
    const t = performance.now();
    const value = await work();
    phases[name] = round((performance.now() - t) / 1000, 1);
    return value;
  };
  const needBundles = ['size', 'render', 'moves', 'heap'].some((part) => options.only.has(part));
  if (needBundles) {
    // Both at once: terser works in worker threads, and nothing is being timed yet.
    const [carpet, minimal] = await timed('bundles', () =>
      Promise.all([bundle('bench/carpet-entry.js', 'carpet'), bundle('bench/minimal-element.js', 'minimal')]),
    );
    for (const file of carpet.files) memory.set(`/bench-bundles/carpet/${file.fileName}`, file.code);
    for (const file of minimal.files) memory.set(`/bench-bundles/minimal/${file.fileName}`, file.code);
    bundleUrls.carpet = `/bench-bundles/carpet/${carpet.entry}`;
    bundleUrls.minimal = `/bench-bundles/minimal/${minimal.entry}`;
    if (options.only.has('size')) {
      results.size = await measureSize(carpet, GAME_IDS);
      const minimalBytes = Buffer.concat(minimal.files.map((file) => Buffer.from(file.code)));
      results.size.minimalLitElement = {
        minified: minimalBytes.length,
        gzip: gzip(minimalBytes),
        brotli: brotli(minimalBytes),
      };
    }
  }
  // Node's solver before the browser starts, so they never compete for the two cores.
  if (options.only.has('solver')) results.solver = await timed('solver', measureSolvers);
  // The base build (--base), before the browser starts: nothing is being timed yet.
  const base = options.base ? await timed('base build', () => buildBase(options.base, root)) : undefined;
  if (base) {
    results.base = { ref: base.ref, commit: base.commit, subject: base.subject, buildSeconds: base.buildSeconds };
    console.log(
      `bench: base ${base.ref} is ${base.commit.slice(0, 7)} "${base.subject}", built in ${base.dir} in ${base.buildSeconds} s`,
    );
  }
  const browserParts = ['render', 'moves', 'heap', 'winnable', 'deep', 'floor'].filter((part) =>
    options.only.has(part),
  );
  if (browserParts.length) {
    const { server, origin } = await startServer(memory, base ? { '/bench-base/dist/': base.dist } : {});
    const browser = await launch().catch((error) => {
      server.close();
      base?.remove();
      throw error;
    });
    try {
      results.browser = { version: await browser.version() };
      if (options.only.has('render'))
        results.render = await timed('render', () => measureFirstRender(browser, origin, options.runs));
      if (options.only.has('moves')) {
        results.moves = await timed('moves', () => measureMoves(browser, origin, options.moves));
        results.inputControl = await timed('control', () =>
          measureControl(browser, origin, Math.ceil(options.moves / 2)),
        );
      }
      if (options.only.has('heap')) results.heap = await timed('heap', () => measureHeap(browser, origin));
      if (options.only.has('winnable'))
        results.winnable = await timed('winnable', () => measureWinnable(browser, origin));
      if (options.only.has('deep'))
        results.deep = await timed('deep', () => measureDeep(browser, origin, { root, median, round }));
      if (options.only.has('floor'))
        results.floor = await timed('floor', () =>
          measureFloor(
            browser,
            origin,
            memory,
            {
              runs: options.floorRuns,
              clicks: options.clicks,
              games: options.games ?? GAME_IDS,
              rates: RATES,
              base,
              alone: Boolean(options.alone),
            },
            { openPage, harness, median, quantile, round, root, tracedClicks: TRACED_CLICKS },
          ),
        );
    } finally {
      await browser.close();
      server.close();
      base?.remove();
    }
  }
  const checks = report(results, options, CASES);
  const seconds = round((performance.now() - started) / 1000, 1);
  const phaseText = Object.entries(phases)
    .map(([name, value]) => `${name} ${value} s`)
    .join(', ');
  const load = results.machine;
  load.loadAverageAtEnd = os.loadavg().map((v) => round(v, 2));
  console.log(
    `machine: ${load.cpus} CPUs, load average ${load.loadAverageAtStart[0]} at the start, ${load.loadAverageAtEnd[0]} at the end${Math.max(load.loadAverageAtStart[0], load.loadAverageAtEnd[0]) > load.cpus ? ` (above ${load.cpus}: other work shared the CPUs, so compare only runs made together)` : ''}`,
  );
  console.log(
    `bench: ${seconds} s (${phaseText}; Chromium ${results.browser?.version ?? 'not started'}, Node ${process.version}); a missed target does not fail the run`,
  );
  console.log(
    JSON.stringify({
      targets: TARGETS,
      checks,
      ...results,
      options: {
        runs: options.runs,
        floorRuns: options.floorRuns,
        moves: options.moves,
        clicks: options.clicks,
        only: [...options.only],
        ...(options.base && { base: options.base }),
      },
      seconds,
      phases,
    }),
  );
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error.message}`);
  process.exit(1);
});
