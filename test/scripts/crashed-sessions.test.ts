/**
 * Which failed test files `npm test` runs again (scripts/crashed-sessions.mjs): only those whose page
 * crashed or hung while no test had failed; a file with a failed test, or with any other error, is not.
 */
import { expect } from '@open-wc/testing';
import { CRASH, crashedSessions } from '../../scripts/crashed-sessions.mjs';

const CRASHED =
  "WebKit's page crashed or hung during this file; the next file starts a new MiniBrowser (session deleted)";
const DISCONNECTED = 'Tests were interrupted because the browser disconnected.';

/** A session as web-test-runner reports it: a file in one browser, its tests' results and its errors. */
function session(
  file: string,
  {
    passed = false,
    tests = [] as { passed: boolean; skipped?: boolean }[],
    errors = [] as string[],
    group = 'default',
    browser = 'WebKit',
  } = {},
) {
  return {
    testFile: `/repo/${file}`,
    group: { name: group },
    browser: { name: browser },
    passed,
    errors: errors.map((message) => ({ message })),
    testResults: {
      tests: [],
      suites: [{ tests: tests.map((test, i) => ({ name: `t${i}`, skipped: false, ...test })), suites: [] }],
    },
  };
}

describe('crashed test files', () => {
  it('finds a file whose page crashed with every test so far passed, and counts what it had run', () => {
    const sessions = [
      session('test/pages/notes-fit-build.test.ts', {
        tests: [{ passed: true }, { passed: true }, { passed: false, skipped: true }],
        errors: [DISCONNECTED, CRASHED],
      }),
      session('test/core/random.test.ts', { passed: true, tests: [{ passed: true }] }),
    ];
    expect(crashedSessions(sessions, '/repo')).to.deep.equal([
      {
        file: 'test/pages/notes-fit-build.test.ts',
        group: 'default',
        engine: 'WebKit',
        failures: 2,
        passed: 2,
        skipped: 1,
      },
    ]);
  });

  it('names the engine of a group’s browser and the group, to run the file again there', () => {
    const [crash] = crashedSessions(
      [
        session('test/element/preferences.test.ts', {
          errors: [CRASHED],
          group: 'webkit-dark-reduced',
          browser: 'WebKit dark reduced',
        }),
      ],
      '/repo',
    );
    expect([crash.engine, crash.group]).to.deep.equal(['WebKit', 'webkit-dark-reduced']);
  });

  it('leaves out a file where a test failed, even if its page crashed afterwards', () => {
    const failed = session('test/element/a11y.test.ts', { tests: [{ passed: false }], errors: [CRASHED] });
    expect(crashedSessions([failed], '/repo')).to.deep.equal([]);
  });

  it('leaves out a file with any error that is not a crash', () => {
    const broken = session('test/element/a11y.test.ts', { errors: [CRASHED, 'TypeError: x is undefined'] });
    const timedOut = session('test/element/fuzz.test.ts', {
      errors: ['Browser tests did not complete within 360000ms'],
    });
    expect(crashedSessions([broken, timedOut], '/repo')).to.deep.equal([]);
    expect(CRASH.test('Browser tests did not complete within 360000ms')).to.equal(false);
  });

  it('leaves out a file that passed', () => {
    expect(
      crashedSessions([session('test/core/random.test.ts', { passed: true, tests: [{ passed: true }] })]),
    ).to.deep.equal([]);
  });
});
