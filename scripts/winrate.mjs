// How often a game's deals are winnable, by its solver, over a range of seeds:
//   npm run winrate -- --variant carpet --deals 20000 --from 1 [--fill manual] [--budget N] [--budget-ms MS]
//   npm run winrate -- --variant all      (every game, each with its default number of deals)
//   npm run winrate -- --variant carthage --from 2001 --deals 400 --budget deep --budget-ms 30000
// Deals seeds String(from) .. String(from + deals - 1) with the library build (dist/lib, made by
// `tsc -p tsconfig.build.json`), solves each with the game's solver and prints ONE JSON line per game:
// {variant, options, deals, won, lost, unknown, winRate, ci95, dealsPerSecond, dealsPerSecondWithReplay,
//  replayMs, cpuMsPerDeal, medianLine, longestLine, slowestDeal, budget, budgetMs}.
// dealsPerSecond is the search's own speed: dealing each seed and replaying its line are timed apart
// (replayMs), and dealsPerSecondWithReplay counts everything.
// --budget caps each deal's search in work units (moves applied; the game's default when absent; `deep`:
// the game's deepBudget, the patient search the element runs in the background after an 'unknown'),
// --budget-ms in milliseconds of CPU time (this process's user + system time, so a busy machine does not
// turn wins into unknowns); whichever comes first ends the search with 'unknown'. Every winning line is
// replayed through the rules to a won game: a line that does not win is an error, and the run fails.
// Any other --name value is a game option, read as the element reads that attribute (Carpet: --fill).
// --base REF (a commit, main~3, a tag) also builds REF (scripts/bench-base.mjs: a temporary worktree, its own
// `npm run build`) and prints, per game, a second JSON line {variant, speed: {...}} comparing the two searches'
// own speed on the same deals in this one process, in alternating rounds (so the machine's load falls on both
// alike): deals per second of each, current / base, and on how many deals their verdicts differ. It has no
// --budget-ms (each search runs to its verdict or budget): it is meant for games that decide in milliseconds.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildBase } from './bench-base.mjs';

const USAGE =
  'usage: npm run winrate -- --variant <name|all> [--deals N] [--from N] [--budget N|deep] [--budget-ms MS] [--base REF] [--<game option> <value> ...]';

/** Deals per game when --deals is absent: what each game's solver decides in a few minutes here. */
const DEFAULT_DEALS = { carpet: 2000, carthage: 200, 'cadogan-carpet': 100 };

class UsageError extends Error {}

/** `--name value` pairs; every name once, every name with a value. */
function parseArguments(argv) {
  const values = new Map();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return null;
    const match = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/i.exec(arg);
    if (!match) throw new UsageError(`unexpected argument "${arg}"`);
    const name = match[1];
    let value = match[2];
    if (value === undefined) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      i++;
    }
    if (values.has(name)) throw new UsageError(`--${name} is given twice`);
    values.set(name, value);
  }
  return values;
}

function integer(values, name, fallback, min) {
  const text = values.get(name);
  values.delete(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min) {
    throw new UsageError(
      `--${name} must be a whole number${min > Number.MIN_SAFE_INTEGER ? ` of at least ${min}` : ''}, not "${text}"`,
    );
  }
  return value;
}

/** Wilson score interval for `won` out of `n` at 95%. */
function wilson(won, n) {
  const z = 1.959963984540054;
  const p = won / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const round = (value, places) => Number(value.toFixed(places));

/** This process's CPU time in milliseconds (user + system). */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const median = (sorted) =>
  sorted.length === 0
    ? null
    : sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;

/** Replays a winning line through the rules' apply(): an error message when it is refused or does not win. */
function checkLine(rules, state, line) {
  for (const [index, move] of line.entries()) {
    const result = rules.apply(state, move);
    if (!result.ok) return `move ${index + 1} of ${line.length}, ${JSON.stringify(move)}, is refused: ${result.reason}`;
    state = result.state;
  }
  return rules.status(state) === 'won' ? null : `the line of ${line.length} moves does not win`;
}

/** Solves `deal` by the game's own search, in chunks so that a CPU-time cap can end it. */
function solveDeal(search, solver, start, budget, budgetMs) {
  const began = cpuMs();
  const running = search.startSearch(solver, start, budget);
  for (;;) {
    const result = running.run(budgetMs === undefined ? Number.POSITIVE_INFINITY : 1024);
    if (result) return { result, cpu: cpuMs() - began };
    if (cpuMs() - began >= budgetMs)
      return { result: { verdict: 'unknown', nodes: running.nodes, line: null }, cpu: cpuMs() - began };
  }
}

/** One game over `deals` seeds from `from`: the JSON line's fields. */
function measure(search, variant, game, options, { deals, from, budget, budgetMs }) {
  const { solver } = game;
  let won = 0;
  let lost = 0;
  let unknown = 0;
  const lines = [];
  const cpus = [];
  let slowest = { seed: String(from), cpuMs: -1, nodes: 0, verdict: 'unknown' };
  let searchMs = 0;
  let replayMs = 0;
  const started = performance.now();
  // Slow games take a while: a progress line now and then on a terminal (stdout keeps the JSON lines).
  let reported = started;
  for (let i = 0; i < deals; i++) {
    if (process.stderr.isTTY && performance.now() - reported > 5000) {
      reported = performance.now();
      process.stderr.write(`winrate: ${variant} ${i} of ${deals} deals...\r`);
    }
    const seed = String(from + i);
    const start = game.rules.deal(seed, options);
    const searchStarted = performance.now();
    const { result, cpu } = solveDeal(search, solver, start, budget, budgetMs);
    searchMs += performance.now() - searchStarted;
    cpus.push(cpu);
    if (result.verdict === 'winnable') {
      const replayStarted = performance.now();
      const problem = checkLine(game.rules, start, result.line);
      replayMs += performance.now() - replayStarted;
      if (problem) throw new Error(`${variant} seed "${seed}": the solver's winning line is wrong: ${problem}`);
      won++;
      lines.push(result.line.length);
    } else if (result.verdict === 'unwinnable') lost++;
    else unknown++;
    if (cpu > slowest.cpuMs) slowest = { seed, cpuMs: cpu, nodes: result.nodes, verdict: result.verdict };
  }
  const seconds = (performance.now() - started) / 1000;
  const perSecond = (value) => round(value, value < 100 ? 2 : 0);
  const [low, high] = wilson(won, deals);
  lines.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  return {
    variant,
    options,
    deals,
    won,
    lost,
    unknown,
    winRate: round(won / deals, 4),
    ci95: [round(low, 4), round(high, 4)],
    unknownRate: round(unknown / deals, 4),
    dealsPerSecond: perSecond(deals / (searchMs / 1000)),
    dealsPerSecondWithReplay: perSecond(deals / seconds),
    replayMs: round(replayMs, 0),
    cpuMsPerDeal: { median: round(median(cpus), 1), max: round(cpus[cpus.length - 1], 1) },
    medianLine: median(lines),
    longestLine: lines.length ? lines[lines.length - 1] : null,
    slowestDeal: { ...slowest, cpuMs: round(slowest.cpuMs, 1) },
    budget,
    budgetMs: budgetMs ?? null,
  };
}

/** Deals searched per round of the speed comparison, before the other build's turn. */
const ROUND_DEALS = 50;

/**
 * The search's own speed, current against base, on the same deals in alternating rounds: only the
 * searches are timed (the deals are made before, and each build first searches them all untimed, so that
 * neither is timed while its code is still being compiled); and how many deals the two decide differently.
 */
function compareSpeed(current, base, budget) {
  const times = { current: 0, base: 0 };
  let differing = 0;
  const run = (searching, gameSolver, start) => {
    const running = searching.startSearch(gameSolver, start, budget);
    let result;
    while (!(result = running.run(Number.POSITIVE_INFINITY)));
    return result.verdict;
  };
  // Each build searches every deal once untimed first: the current one already ran (measure()), the base's
  // never did, and a round of 50 left its code slower (the same commit measured 1.14 times faster as current).
  for (const { search, solver, starts } of [base, current]) for (const start of starts) run(search, solver, start);
  const { length } = current.starts;
  for (let first = 0; first < length; first += ROUND_DEALS) {
    const verdicts = {};
    // Which build goes first alternates too.
    const order = (first / ROUND_DEALS) % 2 ? ['base', 'current'] : ['current', 'base'];
    for (const which of order) {
      const { search, solver, starts } = which === 'base' ? base : current;
      const started = performance.now();
      verdicts[which] = starts.slice(first, first + ROUND_DEALS).map((start) => run(search, solver, start));
      times[which] += performance.now() - started;
    }
    differing += verdicts.current.filter((verdict, i) => verdict !== verdicts.base[i]).length;
  }
  const perSecond = (ms) => round((length / ms) * 1000, 0);
  return {
    deals: length,
    dealsPerSecond: perSecond(times.current),
    baseDealsPerSecond: perSecond(times.base),
    ratio: round(times.base / times.current, 3),
    // Deals the two builds decide differently: a solver that changed, not only its speed.
    verdictsDiffer: differing,
  };
}

async function main() {
  const values = parseArguments(process.argv.slice(2));
  if (!values) {
    console.log(USAGE);
    return;
  }
  let registry, search;
  try {
    registry = await import('../dist/lib/games/all.js');
    search = await import('../dist/lib/search/search.js');
  } catch (error) {
    throw new Error(
      `cannot load the library build (dist/lib): ${error.message}. Build it with "tsc -p tsconfig.build.json" (npm run winrate does).`,
      {
        cause: error,
      },
    );
  }
  const { GAMES, DEFAULT_VARIANT } = registry;
  const variant = values.get('variant') ?? DEFAULT_VARIANT;
  values.delete('variant');
  const variants = variant === 'all' ? Object.keys(GAMES) : [variant];
  if (variant !== 'all' && !Object.hasOwn(GAMES, variant))
    throw new UsageError(`unknown variant "${variant}"; the variants are ${Object.keys(GAMES).join(', ')}, or all`);
  const dealsOption = integer(values, 'deals', undefined, 1);
  const from = integer(values, 'from', 1, Number.MIN_SAFE_INTEGER);
  const deep = values.get('budget') === 'deep';
  if (deep) values.delete('budget');
  const budgetOption = integer(values, 'budget', undefined, 1);
  const budgetMs = integer(values, 'budget-ms', undefined, 1);
  const baseRef = values.get('base');
  values.delete('base');

  const runs = variants.map((name) => {
    const game = GAMES[name];
    // What is left are the game's options, read like the element's attributes (with all: each game takes its own).
    const mine = new Map([...values].filter(([option]) => game.attributes.includes(option)));
    if (variant !== 'all') {
      for (const option of values.keys()) {
        if (!mine.has(option)) {
          const known = game.attributes.length
            ? `; ${game.title} takes ${game.attributes.map((a) => `--${a}`).join(', ')}`
            : `; ${game.title} takes no options`;
          throw new UsageError(`unknown option --${option}${known}`);
        }
      }
    }
    const parsed = game.parseOptions((option) => mine.get(option) ?? null);
    if (parsed.problems.length) throw new UsageError(parsed.problems.join(' '));
    const deals = dealsOption ?? DEFAULT_DEALS[name] ?? 1000;
    if (!Number.isSafeInteger(from + deals - 1))
      throw new UsageError('--from and --deals go past the largest safe integer');
    return { name, game, options: parsed.options, deals };
  });
  if (variant === 'all') {
    const taken = new Set(variants.flatMap((name) => GAMES[name].attributes));
    for (const option of values.keys())
      if (!taken.has(option)) throw new UsageError(`unknown option --${option}; no game takes it`);
  }

  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const base = baseRef === undefined ? undefined : buildBase(baseRef, root);
  let baseModules;
  if (base) {
    const lib = (file) => pathToFileURL(path.join(base.dir, 'dist/lib', file)).href;
    baseModules = { registry: await import(lib('games/all.js')), search: await import(lib('search/search.js')) };
    console.error(`winrate: base ${base.ref} is ${base.commit.slice(0, 7)} "${base.subject}"`);
  }
  try {
    await measureAll(runs, search, { from, budgetOption, budgetMs, deep, base, baseModules });
  } finally {
    base?.remove();
  }
}

async function measureAll(runs, search, { from, budgetOption, budgetMs, deep, base, baseModules }) {
  for (const { name, game, options, deals } of runs) {
    if (!game.solver) {
      console.error(`winrate: ${game.title} (${name}) has no solver yet; skipped.`);
      continue;
    }
    // The game's own search, where the game keeps it in a chunk of its own (as a page without a worker loads it).
    const solved = { ...game, solver: await search.fullSolver(game.solver) };
    if (deep && solved.solver.deepBudget === undefined) {
      console.error(`winrate: ${game.title} (${name}) has no deep budget (its first search is final); skipped.`);
      continue;
    }
    const budget = deep ? solved.solver.deepBudget : (budgetOption ?? solved.solver.budget);
    console.log(JSON.stringify(measure(search, name, solved, options, { deals, from, budget, budgetMs })));
    if (base) {
      const baseGame = baseModules.registry.GAMES[name];
      if (!baseGame?.solver) throw new Error(`--base ${base.ref} has no solver for ${name}`);
      const baseSolver = await baseModules.search.fullSolver(baseGame.solver);
      // Each build searches deals its own rules made: objects another build's code made would slow its searches.
      const dealt = (rules) => Array.from({ length: deals }, (_, i) => rules.deal(String(from + i), options));
      const speed = compareSpeed(
        { search, solver: solved.solver, starts: dealt(game.rules) },
        { search: baseModules.search, solver: baseSolver, starts: dealt(baseGame.rules) },
        budget,
      );
      console.log(JSON.stringify({ variant: name, speed: { base: base.ref, commit: base.commit, budget, ...speed } }));
    }
  }
}

main().catch((error) => {
  console.error(`winrate: ${error.message}`);
  if (error instanceof UsageError) console.error(USAGE);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
