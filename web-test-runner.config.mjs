import fs from 'node:fs';
import os from 'node:os';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { countReporter } from './scripts/count-reporter.mjs';
import { touchCommand } from './scripts/touch-command.mjs';
import { webkitLauncher } from './scripts/webkit-launcher.mjs';
import { webdriverCommands } from './scripts/webdriver-commands.mjs';
import { workerPolicy } from './scripts/worker-policy.mjs';

// BROWSERS=chromium (or firefox, webkit, or a comma-separated list) runs a subset; the default is all three.
const wanted = (process.env.BROWSERS ?? 'chromium,firefox,webkit')
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);

// Passing puppeteer-core explicitly only makes wtr name the launchers "Chromium" and "Firefox"
// (it would call both "Chrome" otherwise); the browsers are still Debian's, never downloaded.
const available = {
  chromium: () =>
    chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          // test/element/lifecycle.test.ts: gc() and an exact performance.memory, to see that the heap stays flat.
          '--js-flags=--expose-gc',
          '--enable-precise-memory-info',
        ],
      },
    }),
  firefox: () => firefox(),
  // WebKitGTK's MiniBrowser over WebDriver, under an Xvfb the launcher starts (scripts/webkit-launcher.mjs).
  webkit: () => webkitLauncher(),
};

/** Firefox, optionally launched with preferences a test cannot emulate there (no CDP under WebDriver BiDi). */
function firefox(extraPrefsFirefox = {}) {
  return chromeLauncher({
    puppeteer: puppeteerCore,
    launchOptions: {
      browser: 'firefox',
      executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
      headless: true,
      extraPrefsFirefox,
    },
  });
}

/**
 * The tests of the dark scheme and of reduced motion run a second time in a Firefox launched dark and
 * with reduced motion; Chromium emulates both in its one run (see test/support/media.ts).
 */
const preferenceFiles = [
  'test/element/a11y.test.ts',
  'test/element/tokens.test.ts',
  'test/element/motion.test.ts',
  'test/element/controllers/motion-controller.test.ts',
  'test/element/toolbar.test.ts',
];
const firefoxPreferenceGroups = wanted.includes('firefox')
  ? [
      {
        name: 'firefox-dark-reduced',
        files: preferenceFiles,
        browsers: [firefox({ 'layout.css.prefers-color-scheme.content-override': 0, 'ui.systemUsesDarkTheme': 1, 'ui.prefersReducedMotion': 1 })],
      },
    ]
  : [];
// WebKit cannot emulate either over WebDriver: MiniBrowser's --dark-mode and GTK's animations switch instead.
const webkitPreferenceGroups = wanted.includes('webkit')
  ? [{ name: 'webkit-dark-reduced', files: preferenceFiles, browsers: [webkitLauncher({ name: 'WebKit dark reduced', dark: true, reducedMotion: true })] }]
  : [];

/** The longest run first, so that the others fill the time beside it. */
const ORDER = ['webkit', 'chromium', 'firefox'];

const unknown = wanted.filter((name) => !(name in available));
if (unknown.length || !wanted.length) {
  throw new Error(`BROWSERS must list some of: ${Object.keys(available).join(', ')} (got "${process.env.BROWSERS}")`);
}

/** Serves /src/….ts for a request of /src/….js, as tsc's output (dist/lib/) would have it. */
function sourceForScript(context, next) {
  const source = /^\/src\/.+\.js$/.test(context.path) ? `${context.path.slice(0, -3)}.ts` : null;
  if (source && fs.existsSync(new URL(`.${source}`, import.meta.url))) context.url = context.url.replace(context.path, source);
  return next();
}

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  // esbuild strips types only; `npm run typecheck` (tsc --noEmit) runs before the browsers.
  // The tsconfig option is needed for experimentalDecorators: without it decorators reach the browser.
  plugins: [esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json' }), touchCommand(), webdriverCommands()],
  // The analysis worker is started by URL (`new URL('./analysis-worker.js', import.meta.url)`), not imported,
  // so no import rewrite turns it into the .ts source: a request for a source's .js is served its .ts.
  // The Trusted Types pages' worker is served with a policy header (scripts/worker-policy.mjs).
  middleware: [sourceForScript, workerPolicy],
  browsers: [...wanted].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)).map((name) => available[name]()),
  groups: [...firefoxPreferenceGroups, ...webkitPreferenceGroups],
  // One test file at a time per browser, as many browsers side by side as the machine has cores (at most
  // three): on 2 cores, three at once starved WebKit (its fuzz file passed 180 s, axe 20 s). The browsers
  // start in the order listed, WebKit (the longest) first. concurrentBrowsers counts groups' browsers too.
  concurrency: 1,
  concurrentBrowsers: Math.min(3, Math.max(1, os.availableParallelism())),
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  // Per test file. WebKit's fuzz file takes 70 s alone and passed 180 s beside two other browsers on 2 cores.
  testsFinishTimeout: 360000,
  testFramework: {
    config: {
      ui: 'bdd',
      timeout: 20000,
    },
  },
  // Tests run Lit in dev mode on purpose (extra checks); only its one-line notice is dropped.
  filterBrowserLogs: ({ args }) => !(typeof args[0] === 'string' && args[0].startsWith('Lit is in dev mode')),
  reporters: [defaultReporter(), countReporter()],
};
