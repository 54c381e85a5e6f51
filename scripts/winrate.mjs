// How often a game's deals are winnable, by its solver, over a range of seeds:
//   npm run winrate -- --variant carpet --deals 20000 --from 1 [--fill manual] [--budget N]
// Deals seeds String(from) .. String(from + deals - 1) with the library build (dist/lib, made by
// `tsc -p tsconfig.build.json`), solves each with the game's solver and prints ONE JSON line:
// {variant, options, deals, won, lost, unknown, winRate, ci95, dealsPerSecond, slowestDeal, budget}.
// Any other --name value is a game option, read as the element reads that attribute (Carpet: --fill).
import { performance } from 'node:perf_hooks';

const USAGE = 'usage: npm run winrate -- --variant <name> [--deals N] [--from N] [--budget N] [--<game option> <value> ...]';

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
    throw new UsageError(`--${name} must be a whole number${min > Number.MIN_SAFE_INTEGER ? ` of at least ${min}` : ''}, not "${text}"`);
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

async function main() {
  const values = parseArguments(process.argv.slice(2));
  if (!values) {
    console.log(USAGE);
    return;
  }
  let registry, search;
  try {
    registry = await import('../dist/lib/games/registry.js');
    search = await import('../dist/lib/core/search.js');
  } catch (error) {
    throw new Error(`cannot load the library build (dist/lib): ${error.message}. Build it with "tsc -p tsconfig.build.json" (npm run winrate does).`);
  }
  const { GAMES, DEFAULT_VARIANT } = registry;
  const variant = values.get('variant') ?? DEFAULT_VARIANT;
  values.delete('variant');
  const game = Object.hasOwn(GAMES, variant) ? GAMES[variant] : undefined;
  if (!game) throw new UsageError(`unknown variant "${variant}"; the variants are ${Object.keys(GAMES).join(', ')}`);
  const deals = integer(values, 'deals', 1000, 1);
  const from = integer(values, 'from', 1, Number.MIN_SAFE_INTEGER);
  const budgetOption = integer(values, 'budget', undefined, 1);
  if (!Number.isSafeInteger(from + deals - 1)) throw new UsageError('--from and --deals go past the largest safe integer');

  // What is left are the game's options, read like the element's attributes.
  for (const name of values.keys()) {
    if (!game.attributes.includes(name)) {
      const known = game.attributes.length ? `; ${game.title} takes ${game.attributes.map((a) => `--${a}`).join(', ')}` : `; ${game.title} takes no options`;
      throw new UsageError(`unknown option --${name}${known}`);
    }
  }
  const parsed = game.parseOptions((name) => values.get(name) ?? null);
  if (parsed.problems.length) throw new UsageError(parsed.problems.join(' '));
  const options = parsed.options;

  if (!game.solver) {
    console.error(`winrate: ${game.title} (${variant}) has no solver yet; skipped.`);
    return;
  }
  const { solver } = game;
  const budget = budgetOption ?? solver.budget;

  let won = 0;
  let lost = 0;
  let unknown = 0;
  let slowest = { seed: String(from), ms: -1, nodes: 0 };
  const started = performance.now();
  // Slow games take a while: a progress line now and then on a terminal (stdout keeps the one JSON line).
  let reported = started;
  for (let i = 0; i < deals; i++) {
    if (process.stderr.isTTY && performance.now() - reported > 5000) {
      reported = performance.now();
      process.stderr.write(`winrate: ${i} of ${deals} deals...\r`);
    }
    const seed = String(from + i);
    const dealStarted = performance.now();
    const result = search.solveWith(solver, game.rules.deal(seed, options), budget);
    const ms = performance.now() - dealStarted;
    if (result.verdict === 'winnable') won++;
    else if (result.verdict === 'unwinnable') lost++;
    else unknown++;
    if (ms > slowest.ms) slowest = { seed, ms, nodes: result.nodes };
  }
  const seconds = (performance.now() - started) / 1000;
  const [low, high] = wilson(won, deals);
  console.log(
    JSON.stringify({
      variant,
      options,
      deals,
      won,
      lost,
      unknown,
      winRate: round(won / deals, 4),
      ci95: [round(low, 4), round(high, 4)],
      dealsPerSecond: round(deals / seconds, deals / seconds < 100 ? 2 : 0),
      slowestDeal: { seed: slowest.seed, ms: round(slowest.ms, 2), nodes: slowest.nodes },
      budget,
    }),
  );
}

main().catch((error) => {
  console.error(`winrate: ${error.message}`);
  if (error instanceof UsageError) console.error(USAGE);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
