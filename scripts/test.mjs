// Runs web-test-runner, then prints one plain line "N passed, N failed[, N skipped]" on its own line,
// whatever happened, and exits with wtr's exit code. Extra arguments go to wtr
// (e.g. `npm test -- --files test/core/random.test.ts`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const summaryFile = path.join(root, 'test-results', 'summary.json');
// The package's bin (what `wtr` runs); its exports map hides package.json, so use the path.
const wtrBin = path.join(root, 'node_modules', '@web', 'test-runner', 'dist', 'bin.js');

fs.rmSync(summaryFile, { force: true });

const child = spawn(process.execPath, [wtrBin, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });

// Forward Ctrl-C / termination to wtr so it can close the browsers.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}

child.on('error', (error) => finish(1, `could not start web-test-runner: ${error.message}`));
child.on('exit', (code, signal) => finish(code ?? 1, signal ? `web-test-runner was stopped by ${signal}` : ''));

let finished = false;
function finish(code, problem) {
  if (finished) return;
  finished = true;
  let counts;
  try {
    counts = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
  } catch {
    counts = undefined;
  }
  const lines = [];
  if (problem) lines.push(problem);
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
