// A web-test-runner reporter that counts tests across all sessions (every browser x test file) and
// writes test-results/summary.json as {passed, failed, skipped, engines, crashed}, where engines holds the
// same counts per browser (a group's browser, such as "Firefox dark reduced", counts under its own engine)
// and crashed the files whose page crashed with no test failed (crashed-sessions.mjs). It prints nothing itself: the
// default reporter redraws a progress bar, so scripts/test.mjs prints the plain summary line after
// wtr has exited.
import fs from 'node:fs';
import path from 'node:path';
import { crashedSessions } from './crashed-sessions.mjs';

export const SUMMARY_FILE = path.join('test-results', 'summary.json');

function countSuite(suite, counts) {
  if (!suite) return;
  for (const test of suite.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites ?? []) countSuite(child, counts);
}

/** The engine a session ran in: Chromium, Firefox or WebKit, whatever its group. */
function engineOf(session) {
  const name = session.browser?.name ?? 'unknown';
  return name.split(' ')[0];
}

export function countSessions(sessions) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const session of sessions) {
    const before = counts.failed;
    countSuite(session.testResults, counts);
    const failedTests = counts.failed - before;
    // A file that failed to load, threw outside a test or timed out has errors but no failed test:
    // each error is a failure. (A failing `before` hook already shows as its suite's tests failing,
    // as in wtr's own count, so its error is not counted twice.)
    if (failedTests === 0) counts.failed += session.errors?.length ?? 0;
    // A session the runner failed without any failing test or error (e.g. a browser crash).
    if (session.passed === false && counts.failed === before) counts.failed += 1;
  }
  return counts;
}

export function countReporter({ file = SUMMARY_FILE } = {}) {
  let written = false;
  const write = (sessions) => {
    const counts = countSessions(sessions);
    const engines = new Map();
    for (const session of sessions)
      engines.set(engineOf(session), [...(engines.get(engineOf(session)) ?? []), session]);
    counts.engines = Object.fromEntries([...engines].map(([engine, ofEngine]) => [engine, countSessions(ofEngine)]));
    counts.crashed = crashedSessions(sessions, process.cwd());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(counts)}\n`);
    written = true;
  };
  return {
    start() {
      fs.rmSync(file, { force: true });
    },
    onTestRunFinished({ sessions }) {
      write(sessions);
    },
    stop({ sessions }) {
      // The final state (also covers a run stopped before onTestRunFinished fired).
      if (!written || sessions.length) write(sessions);
    },
  };
}
