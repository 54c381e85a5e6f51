// Runs web-test-runner, then prints one plain line "N passed, N failed[, N skipped]" on its own line,
// whatever happened, and exits with wtr's exit code. Extra arguments go to wtr
// (e.g. `npm test -- --files test/core/random.test.ts`).
//
// When every failure was a browser's page crashing in a file whose tests had all passed so far (WebKitGTK's
// web process has crashed once in a while with three browsers at work on two cores, in files that pass
// alone: scripts/crashed-sessions.mjs), each such file is run once more, alone in that browser, and its
// result stands instead. The crash is still printed; a second crash, or a failure, fails the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const summaryFile = path.join(root, 'test-results', 'summary.json');
// The package's bin (what `wtr` runs); its exports map hides package.json, so use the path.
const wtrBin = path.join(root, 'node_modules', '@web', 'test-runner', 'dist', 'bin.js');

/** Files run again after a crash: more than this many crashed files is no accident. */
const MOST_RERUNS = 3;

fs.rmSync(summaryFile, { force: true });

let child = null;
// Forward Ctrl-C / termination to wtr so it can close the browsers.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child?.kill(signal));
}

/** Runs wtr with `args` (and `env` added): { code, problem }. */
function runWtr(args, env = {}) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, [wtrBin, ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => resolve({ code: 1, problem: `could not start web-test-runner: ${error.message}` }));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? 1, problem: signal ? `web-test-runner was stopped by ${signal}` : '' }),
    );
  });
}

const readCounts = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const first = await runWtr(process.argv.slice(2));
// A run stopped by a signal (Ctrl-C) is not run again in part.
finish(first.code, first.problem, first.problem ? null : await rerunCrashed(readCounts(summaryFile), first.code));

/**
 * When the run failed by crashes alone, runs each crashed file again alone in its browser and group; returns
 * { counts, notes, passed }: the counts with each rerun's standing for its crash, and a line per file.
 */
async function rerunCrashed(counts, code) {
  const crashed = counts?.crashed ?? [];
  const byCrashes = crashed.reduce((sum, crash) => sum + crash.failures, 0);
  if (code === 0 || crashed.length === 0 || crashed.length > MOST_RERUNS || counts.failed !== byCrashes) return null;
  const notes = [];
  let passed = true;
  const total = { ...counts, engines: structuredClone(counts.engines ?? {}) };
  for (const [index, crash] of crashed.entries()) {
    const rerunFile = path.join(root, 'test-results', `rerun-${index}.json`);
    fs.rmSync(rerunFile, { force: true });
    process.stdout.write(
      `\n${crash.engine}'s page crashed in ${crash.file} (group ${crash.group}): running it again, alone\n`,
    );
    const again = await runWtr(['--group', crash.group, '--files', crash.file], {
      BROWSERS: crash.engine.toLowerCase(),
      WTR_SUMMARY: rerunFile,
    });
    const rerun = readCounts(rerunFile);
    const clean = again.code === 0 && rerun?.failed === 0;
    passed &&= Boolean(clean);
    notes.push(
      `${crash.engine}'s page crashed in ${crash.file} (group ${crash.group}); run again alone: ${
        rerun ? `${rerun.passed} passed, ${rerun.failed} failed` : 'no result'
      }`,
    );
    if (!rerun) continue;
    // The rerun's counts stand instead of the crashed session's.
    for (const target of [total, total.engines[crash.engine]].filter(Boolean)) {
      target.passed += rerun.passed - crash.passed;
      target.skipped += rerun.skipped - crash.skipped;
      target.failed += rerun.failed - crash.failures;
    }
  }
  return { counts: total, notes, passed };
}

function finish(code, problem, rerun) {
  let counts = readCounts(summaryFile);
  const lines = [];
  if (problem) lines.push(problem);
  if (rerun) {
    lines.push(...rerun.notes);
    counts = rerun.counts;
    if (rerun.passed) code = 0;
  }
  if (!counts) {
    // wtr exited before reporting (bad config, crash): count the run itself as one failure.
    lines.push('web-test-runner wrote no test-results/summary.json; counting the run as 1 failure');
    counts = { passed: 0, failed: 1, skipped: 0 };
    if (code === 0) code = 1;
  }
  const summary = ({ passed, failed, skipped }) =>
    `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
  // Per engine first (when more than one ran), then the one plain line for everything, always last.
  const engines = Object.entries(counts.engines ?? {});
  if (engines.length > 1) for (const [engine, ofEngine] of engines) lines.push(`${engine}: ${summary(ofEngine)}`);
  lines.push(summary(counts));
  // Start on a fresh line whatever the progress bar left behind.
  process.stdout.write(`\n${lines.join('\n')}\n`);
  process.exitCode = code;
}
