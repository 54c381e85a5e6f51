// The checks of one run of the example sites or of WordPress: each printed with its time as it ends, then
// test-results/<name>.json (which scripts/summary.mjs adds to the others) and the plain line
// "N passed, N failed" last.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const results = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results');

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export class Checks {
  results = [];
  started = Date.now();

  /** One check's outcome (`fields` go into its JSON record, e.g. its example); returns `ok`. */
  record(check, ok, ms, detail = '', fields = {}) {
    this.results.push({ ...fields, check, ok, ms });
    console.log(
      `  ${ok ? 'ok  ' : 'FAIL'} ${check} (${seconds(ms)})${detail ? `\n${detail.replace(/^/gm, '       ')}` : ''}`,
    );
    return ok;
  }

  /** Writes test-results/`name`.json (with `extra`), prints the run's time and the summary line; sets the exit code. */
  finish(name, what, extra = {}) {
    const passed = this.results.filter((result) => result.ok).length;
    const failed = this.results.length - passed;
    const ms = Date.now() - this.started;
    fs.mkdirSync(results, { recursive: true });
    fs.writeFileSync(
      path.join(results, `${name}.json`),
      `${JSON.stringify({ passed, failed, skipped: 0, ms, ...extra, results: this.results }, null, 2)}\n`,
    );
    console.log(`\n${what} in ${seconds(ms)}`);
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
  }
}
