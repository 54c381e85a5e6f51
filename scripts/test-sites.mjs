// Builds and plays the example sites under examples/ (Astro, React with Vite, Next.js, VitePress), each made
// by its real tool from the package as a user installs it: `npm pack` of this build, then `npm ci` in the
// example (its own lockfile names the tarball). Each example's site.mjs lists its steps (type checks, one
// of which must fail for the right reason, and the build), the folder of the static site, and the pages to
// play (scripts/sites/play.mjs) at a phone's and a laptop's width in Chromium.
//
//   node scripts/test-sites.mjs [name …]    the examples named (default: all), after `npm run build`
//
// Prints each step's time, and last the plain line "N passed, N failed" (a step or a page at one width is
// one check); writes test-results/sites.json. Exits 1 when any check failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Checks, seconds } from './sites/checks.mjs';
import { WIDTHS, playPage } from './sites/play.mjs';
import { freePort, serveStatic } from './sites/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const examples = path.join(root, 'examples');
const packDir = path.join(examples, '.pack');
const tarball = path.join(packDir, 'carpet-solitaire.tgz');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

// Nothing an example runs may download a browser or report home.
const env = {
  ...process.env,
  PUPPETEER_SKIP_DOWNLOAD: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  CI: 'true',
  FORCE_COLOR: '0',
  NO_COLOR: '1',
};

/** Runs a shell command in cwd; resolves to { code, output, ms }. */
function run(command, cwd) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd, env, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}`, ms: Date.now() - start }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - start }));
  });
}

const tail = (text, lines = 40) => text.trimEnd().split('\n').slice(-lines).join('\n');

/** The package as a user gets it: `npm pack` of this build, at a name the examples' lockfiles know. */
async function pack() {
  if (
    !fs.existsSync(path.join(root, 'dist', 'carpet-solitaire.js')) ||
    !fs.existsSync(path.join(root, 'custom-elements.json'))
  )
    throw new Error('no build to pack: run `npm run build` first (`npm run test:sites` does)');
  fs.rmSync(packDir, { recursive: true, force: true });
  fs.mkdirSync(packDir, { recursive: true });
  const packed = await run(`npm pack --json --pack-destination "${packDir}"`, root);
  if (packed.code !== 0) throw new Error(`npm pack failed:\n${tail(packed.output)}`);
  const [{ filename, size, unpackedSize, entryCount }] = JSON.parse(packed.output.slice(packed.output.indexOf('[')));
  fs.renameSync(path.join(packDir, path.basename(filename)), tarball);
  console.log(`packed: ${entryCount} files, ${size} B (unpacked ${unpackedSize} B), in ${seconds(packed.ms)}`);
  return { size, unpackedSize, entryCount };
}

/**
 * An example's lockfile must not pin the tarball's integrity: `npm ci` would then install the tarball it has
 * in its cache under that integrity (an old build), without a word.
 */
function checkLock(dir) {
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const entry = lock.packages?.['node_modules/carpet-solitaire'];
  if (!entry) throw new Error('its package-lock.json does not install carpet-solitaire');
  if (entry.resolved !== 'file:../.pack/carpet-solitaire.tgz')
    throw new Error(
      `its lockfile installs carpet-solitaire from ${entry.resolved}, not file:../.pack/carpet-solitaire.tgz`,
    );
  if (entry.integrity)
    throw new Error("its lockfile pins the tarball's integrity: delete that line, or npm ci installs a cached build");
}

async function testExample(name, browser, checks) {
  const dir = path.join(examples, name);
  const { default: site } = await import(pathToFileURL(path.join(dir, 'site.mjs')).href);
  console.log(`\n== ${name}: ${site.title}${site.why ? ` (${site.why})` : ''}`);
  const record = (check, ok, ms, detail = '') => checks.record(check, ok, ms, detail, { example: name });
  const started = Date.now();
  try {
    checkLock(dir);
  } catch (error) {
    return record('lockfile', false, 0, error.message);
  }
  if (!(await install(dir, record))) return;
  for (const step of site.steps) {
    const done = await run(step.run, dir);
    if (step.expect === 'fail') {
      const ok = done.code !== 0 && step.output.test(done.output);
      const why = done.code === 0 ? 'it passed' : `its output does not match ${step.output}`;
      if (!record(`${step.run} fails`, ok, done.ms, ok ? '' : `${why}:\n${tail(done.output)}`)) return;
    } else if (!record(step.run, done.code === 0, done.ms, done.code ? tail(done.output) : '')) return;
  }
  const server = await serveStatic(path.join(dir, site.serve));
  try {
    await playPages(browser, server.origin, site.pages, '', record);
  } finally {
    await server.close();
  }
  if (site.dev) {
    // The dev server serves the package its own way (pre-bundling, on-demand transforms): the worker's
    // new URL(…, import.meta.url) must still find its file.
    const start = Date.now();
    let dev;
    try {
      dev = await startDev(site.dev, dir, site.pages[0].path);
      record(`${site.dev} answers`, true, Date.now() - start);
    } catch (error) {
      return record(`${site.dev} answers`, false, Date.now() - start, error.message);
    }
    try {
      // One width: what a dev server changes is how the package is served, not how the page is laid out,
      // and the first load (the one that transforms on demand) is the one that finds its faults.
      await playPages(browser, dev.origin, site.pages, 'dev ', record, DEV_NOTICES, [WIDTHS[0]]);
    } finally {
      await dev.stop();
    }
  }
  console.log(`  ${name} in ${seconds(Date.now() - started)}`);
}

/** What a page may write to the console under a dev server, which serves Lit's development build. */
const DEV_NOTICES = [/^console warn: Lit is in dev mode\. Not recommended for production!/];

/** Plays each page at each width; `label` starts each check's name, `allow` is playPage's. */
async function playPages(browser, origin, pages, label, record, allow = [], widths = WIDTHS) {
  for (const spec of pages)
    for (const width of widths) {
      const start = Date.now();
      try {
        const { moved, verdict } = await playPage(browser, `${origin}${spec.path}`, width, spec, allow);
        const what = `moved ${moved.from} to ${moved.to}, heard, worker said ${verdict}`;
        record(`${label}${spec.path} at ${width} px: ${what}`, true, Date.now() - start);
      } catch (error) {
        record(`${label}${spec.path} at ${width} px`, false, Date.now() - start, error.message);
      }
    }
}

/**
 * Starts an example's dev server (`command`, its {port} filled in) in a process group of its own, and waits
 * until it answers `firstPath`; resolves to { origin, stop() }, stop() ending the group.
 */
async function startDev(command, dir, firstPath) {
  const port = await freePort();
  const child = spawn(command.replaceAll('{port}', String(port)), {
    cwd: dir,
    env,
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; ;) {
    if (child.exitCode !== null) throw new Error(`it exited (${child.exitCode}):\n${tail(output)}`);
    const answer = await fetch(`${origin}${firstPath}`).catch(() => null);
    if (answer?.ok) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`no answer from ${origin}${firstPath} in 90 s:\n${tail(output)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * `npm ci` in an example, from the one npm cache all share (--prefer-offline: no registry round trip for what
 * it holds). A node_modules that an earlier run installed from the same lockfile is kept, and only the
 * package is replaced by this build's tarball (the frameworks' caches under it go too): installing anew
 * takes 10 to 50 s an example.
 */
async function install(dir, record) {
  const modules = path.join(dir, 'node_modules');
  const stamp = path.join(modules, '.carpet-sites-lock');
  const lock = `${process.version}\n${fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')}`;
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === lock) {
    const start = Date.now();
    const target = path.join(modules, 'carpet-solitaire');
    for (const stale of [target, path.join(modules, '.vite'), path.join(modules, '.cache')])
      fs.rmSync(stale, { recursive: true, force: true });
    fs.mkdirSync(target);
    const unpacked = await run(`tar -xzf "${tarball}" -C "${target}" --strip-components=1`, dir);
    return record(
      'installed before: the package replaced',
      unpacked.code === 0,
      Date.now() - start,
      unpacked.code ? tail(unpacked.output) : '',
    );
  }
  fs.rmSync(modules, { recursive: true, force: true });
  const done = await run('npm ci --prefer-offline --no-audit --no-fund', dir);
  if (done.code === 0) fs.writeFileSync(stamp, lock);
  return record('npm ci', done.code === 0, done.ms, done.code ? tail(done.output) : '');
}

async function main() {
  const all = fs
    .readdirSync(examples, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(examples, entry.name, 'site.mjs')))
    .map((entry) => entry.name)
    .sort();
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !all.includes(name));
  if (unknown.length) throw new Error(`no example ${unknown.join(', ')} (examples: ${all.join(', ')})`);
  const names = asked.length ? asked : all;

  const checks = new Checks();
  const packed = await pack();
  const { default: puppeteer } = await import('puppeteer-core');
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROME_PATH)`);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    for (const name of names) {
      try {
        await testExample(name, browser, checks);
      } catch (error) {
        checks.record(`${name}: run`, false, 0, error.stack ?? String(error), { example: name });
      }
    }
  } finally {
    await browser.close();
  }
  checks.finish('sites', 'example sites', { packed });
}

main().catch((error) => {
  console.error(error.message ?? error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
