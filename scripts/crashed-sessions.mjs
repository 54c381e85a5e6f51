// Which test files failed only because their browser's page crashed (no test failed, every error is the
// crash): WebKitGTK's web process has crashed once in a while on this 2-core machine with three browsers at
// work, in files that pass alone. scripts/test.mjs runs such a file again, once, alone; a second crash fails
// it. Kept apart from count-reporter.mjs (which writes files) so that a browser test can import it.

/** The errors of a page that crashed or hung: the WebKit launcher's (scripts/webkit-launcher.mjs) and the runner's own. */
export const CRASH = /page crashed or hung|browser disconnected/i;

/** How many of a suite's tests failed, in all its nested suites. */
function failedIn(suite) {
  if (!suite) return 0;
  const own = (suite.tests ?? []).filter((test) => !test.skipped && !test.passed).length;
  return own + (suite.suites ?? []).reduce((sum, child) => sum + failedIn(child), 0);
}

/** How many of a suite's tests passed and were skipped, in all its nested suites. */
function settledIn(suite) {
  const counts = { passed: 0, skipped: 0 };
  const walk = (node) => {
    for (const test of node?.tests ?? []) {
      if (test.skipped) counts.skipped += 1;
      else if (test.passed) counts.passed += 1;
    }
    for (const child of node?.suites ?? []) walk(child);
  };
  walk(suite);
  return counts;
}

/**
 * The sessions (one browser, one test file) that failed by a crash alone: { file, group, engine, failures,
 * passed, skipped }, where failures is how many the counts gave it and passed and skipped count the tests
 * that had run before the crash. `root`: the path the
 * files are given relative to.
 */
export function crashedSessions(sessions, root = '') {
  return sessions
    .filter(
      (session) =>
        session.passed === false &&
        failedIn(session.testResults) === 0 &&
        (session.errors ?? []).length > 0 &&
        session.errors.every((error) => CRASH.test(String(error?.message ?? error))),
    )
    .map((session) => ({
      file:
        root && session.testFile.startsWith(`${root}/`) ? session.testFile.slice(root.length + 1) : session.testFile,
      group: session.group?.name ?? 'default',
      // The engine, as the counts name it ("WebKit" for "WebKit dark reduced" too).
      engine: (session.browser?.name ?? '').split(' ')[0],
      // What the counts made of it: one failure per error.
      failures: session.errors.length,
      ...settledIn(session.testResults),
    }));
}
