import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { chunkNetworkCommand, chunkNetworkMiddleware } from './scripts/chunk-network.mjs';
import { contrastCommand } from './scripts/contrast-command.mjs';
import { countReporter } from './scripts/count-reporter.mjs';
import { checkDropInLists } from './scripts/drop-in-check.mjs';
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
  'test/element/preferences.test.ts',
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
        browsers: [
          firefox({
            'layout.css.prefers-color-scheme.content-override': 0,
            'ui.systemUsesDarkTheme': 1,
            'ui.prefersReducedMotion': 1,
          }),
        ],
      },
    ]
  : [];
/**
 * A reader's contrast theme in Firefox: its "override the page's colours" preference (Settings, Colours,
 * Always), which turns on forced-colors, light and dark, each on the drop-in build. Chromium emulates both
 * in its own runs (scripts/contrast-command.mjs); WebKitGTK has no contrast theme to turn on.
 */
const contrastFiles = ['test/element/contrast.test.ts'];
const FIREFOX_CONTRAST = {
  'firefox-forced-light': {
    'browser.display.document_color_use': 2,
    'browser.display.use_system_colors': false,
    'browser.display.foreground_color': '#000000',
    'browser.display.background_color': '#ffffff',
  },
  'firefox-forced-dark': {
    'browser.display.document_color_use': 2,
    'browser.display.use_system_colors': false,
    'browser.display.foreground_color': '#ffffff',
    'browser.display.background_color': '#000000',
    'layout.css.prefers-color-scheme.content-override': 0,
    'ui.systemUsesDarkTheme': 1,
  },
};
const firefoxContrastFiles = wanted.includes('firefox') ? namedFiles(contrastFiles) : [];
const firefoxContrastGroups = firefoxContrastFiles.length
  ? Object.entries(FIREFOX_CONTRAST).map(([name, prefs]) => ({
      name,
      files: firefoxContrastFiles,
      browsers: [firefox(prefs)],
      testRunnerHtml: (testFramework) => dropInHtml(testFramework),
    }))
  : [];
// WebKit cannot emulate either over WebDriver: MiniBrowser's --dark-mode and GTK's animations switch instead.
const webkitPreferenceGroups = wanted.includes('webkit')
  ? [
      {
        name: 'webkit-dark-reduced',
        files: preferenceFiles,
        browsers: [webkitLauncher({ name: 'WebKit dark reduced', dark: true, reducedMotion: true })],
      },
    ]
  : [];

/**
 * The test files that render <carpet-solitaire> run a second time, in Chromium, against the minified
 * drop-in build that readers load (dist/carpet-solitaire.js and its chunks, made by `npm run build`):
 * the group's page maps the element's module to it with an import map (dropInHtml), so each file's
 * `import '../../src/carpet-solitaire.js'` gets the built element. The rules and other pure modules the
 * tests import still come from the source. test/support/drop-in.ts checks, in every file of the group,
 * that the element defined is the built one and that none of its modules came from the source. The files
 * left to the source are below, each with its reason; scripts/drop-in-check.mjs fails the run when a test
 * file that renders the element is in neither list (docs/testing.md, "The drop-in build", lists both).
 */
const dropInFiles = [
  'test/docs/framework-types.test.ts',
  'test/docs/readme-manifest.test.ts',
  'test/element/a11y.test.ts',
  'test/element/analysis-mode.test.ts',
  'test/element/analysis-worker.test.ts',
  'test/element/bad-input.test.ts',
  'test/element/cadogan-carpet.test.ts',
  'test/element/carpet-solitaire.test.ts',
  'test/element/carthage.test.ts',
  'test/element/contrast.test.ts',
  'test/element/daily.test.ts',
  'test/element/deep-analysis.test.ts',
  'test/element/element-budget.test.ts',
  'test/element/first-render.test.ts',
  'test/element/guide.test.ts',
  'test/element/fuzz.test.ts',
  'test/element/keyboard.test.ts',
  'test/element/languages-fit.test.ts',
  'test/element/lifecycle.test.ts',
  'test/element/loading.test.ts',
  'test/element/live-region.test.ts',
  'test/element/motion.test.ts',
  'test/element/persistence.test.ts',
  'test/element/progress-clock.test.ts',
  'test/element/property.test.ts',
  'test/element/share.test.ts',
  'test/element/settings.test.ts',
  'test/element/solver.test.ts',
  'test/element/tokens.test.ts',
  'test/element/toolbar.test.ts',
  'test/element/touch-play.test.ts',
  'test/element/touch.test.ts',
  'test/i18n/errors.test.ts',
  'test/i18n/languages.test.ts',
  'test/i18n/moves.test.ts',
  'test/pages/hostile-theme.test.ts',
  'test/pages/placeholder.test.ts',
  'test/pages/three-instances.test.ts',
];
/** The test files that render the element and run on the source only, and why. */
const sourceOnlyFiles = {
  'test/element/styles.test.ts':
    "about the source's style modules: it imports them to compare them, in order, with the sheets the element adopts (the build has no such modules; carthage.test.ts checks what the page shows)",
  'test/pages/tabs.test.ts':
    'plays the source and the drop-in build itself, each in frames of its own (its page imports the element only through helpers.ts)',
  'test/element/crosses.test.ts':
    'its twin test/pages/crosses-build.test.ts runs the same checks on the drop-in build, in every engine',
  'test/element/notes-fit.test.ts':
    'its twin test/pages/notes-fit-build.test.ts runs the same checks on the drop-in build, in every engine',
  'test/element/legible.test.ts':
    'its twin test/pages/legible-build.test.ts runs the same checks on the drop-in build, in every engine',
  'test/scripts/first-paint-floor.test.ts':
    "about a bench page that draws the widget's first table with the source's templates: it compares that table with the source element's own (the bench bundles both from the same source)",
  'test/element/first-render-wait.test.ts':
    "it gives the game's code in the frame it chooses, which only the source's loader allows: the build's chunk comes when the network brings it, after the test server lets it go. first-render.test.ts checks the build's wait (the table first for code all but here, \"Loading…\" no sooner than the wait)",
};
/**
 * The test files with gestures of two fingers (a pinch) run apart, in browsers of their own: on the source
 * (Chromium and Firefox) and on the drop-in build (Chromium), each on a phone's page (a meta viewport).
 * After a gesture of two fingers, Chromium delivers no later page of its tab a touch's events, only the
 * tap's click (CDP's Input.dispatchTouchEvent, however the fingers are lifted), which would fail every touch
 * test after them in the same browser. They are left out of the other groups; `--group two-fingers` (or
 * two-fingers-dist) runs them alone.
 */
const twoFingerFiles = ['test/element/touch-zoom.test.ts'];
checkDropInLists(path.dirname(fileURLToPath(import.meta.url)), {
  dropIn: [...dropInFiles, ...twoFingerFiles],
  sourceOnly: sourceOnlyFiles,
});

/** Where the group's page finds the element: the entry, the same module whatever extension a test asked for. */
const DROP_IN_IMPORTS = {
  '/src/carpet-solitaire.ts': '/dist/carpet-solitaire.js',
  '/src/carpet-solitaire.js': '/dist/carpet-solitaire.js',
};
/**
 * The drop-in group's page. The import map must come before any module script; the runner inserts its
 * own scripts (a module one among them) right after the first `<head>` in this text, so the map and the
 * classic script that makes room for every resource's timing (drop-in.ts reads them all) come before it:
 * the parser puts both in the head it opens for them, and ignores the `<head>` tag that follows.
 */
const dropInHtml = (testFramework, head = '') => `<!DOCTYPE html>
<html>
  <script type="importmap">${JSON.stringify({ imports: DROP_IN_IMPORTS })}</script>
  <script>performance.setResourceTimingBufferSize(100000);</script>
  <head>${head}</head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`;

/**
 * With `--files`, the group runs those of its files that were named (by path), and is left out when none
 * was: a run of one file stays a run of that file.
 */
function namedFiles(files) {
  const named = [];
  let listing = false;
  for (const arg of process.argv.slice(2)) {
    if (arg.startsWith('--files=')) named.push(path.normalize(arg.slice('--files='.length)));
    else if (arg === '--files') listing = true;
    else if (arg.startsWith('--')) listing = false;
    else if (listing) named.push(path.normalize(arg));
  }
  if (!process.argv.some((arg) => arg === '--files' || arg.startsWith('--files='))) return files;
  return files.filter((file) => named.includes(path.normalize(file)));
}
/**
 * What the element does when a chunk fails to arrive is tested on the build in Firefox too: Firefox keeps a
 * failed import() of a URL for the page's life, where Chromium and WebKit ask the network again.
 */
const firefoxDropInFiles = ['test/element/loading.test.ts'];
const dropInGroupFiles = wanted.includes('chromium') ? namedFiles(dropInFiles) : [];
const firefoxDropInGroupFiles = wanted.includes('firefox') ? namedFiles(firefoxDropInFiles) : [];
/** A phone's page: the meta viewport a blog's page has (Chromium's mobile emulation, turned on by the tests, reads it). */
const PHONE_META = '<meta name="viewport" content="width=device-width, initial-scale=1">';
const phoneHtml = (testFramework) => `<!DOCTYPE html>
<html>
  <head>${PHONE_META}</head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`;
const twoFingerGroupFiles = namedFiles(twoFingerFiles);
const twoFingerBrowsers = ['chromium', 'firefox'].filter((name) => wanted.includes(name));
const twoFingerGroups = twoFingerGroupFiles.length
  ? [
      ...(twoFingerBrowsers.length
        ? [
            {
              name: 'two-fingers',
              files: twoFingerGroupFiles,
              browsers: twoFingerBrowsers.map((name) => available[name]()),
              testRunnerHtml: phoneHtml,
            },
          ]
        : []),
      ...(wanted.includes('chromium')
        ? [
            {
              name: 'two-fingers-dist',
              files: twoFingerGroupFiles,
              browsers: [available.chromium()],
              testRunnerHtml: (testFramework) => dropInHtml(testFramework, PHONE_META),
            },
          ]
        : []),
    ]
  : [];
const dropInGroups = [
  ...(dropInGroupFiles.length
    ? [
        {
          name: 'chromium-dist',
          files: dropInGroupFiles,
          browsers: [available.chromium()],
          testRunnerHtml: (testFramework) => dropInHtml(testFramework),
        },
      ]
    : []),
  ...(firefoxDropInGroupFiles.length
    ? [
        {
          name: 'firefox-dist',
          files: firefoxDropInGroupFiles,
          browsers: [firefox()],
          testRunnerHtml: (testFramework) => dropInHtml(testFramework),
        },
      ]
    : []),
];

/**
 * What each group's browser is launched with, for test/element/preferences.test.ts: where a test cannot
 * emulate a preference it skips itself, so a group whose browser missed its launch settings would pass by
 * skipping. Every other browser is launched light, with full motion.
 */
const LAUNCHED_PREFERENCES = {
  'firefox-dark-reduced': { dark: true, reducedMotion: true },
  'webkit-dark-reduced': { dark: true, reducedMotion: true },
  'firefox-forced-light': { dark: false, reducedMotion: false, forcedColors: true },
  'firefox-forced-dark': { dark: true, reducedMotion: false, forcedColors: true },
};
/** The `launch-preferences` command: what the session's browser was launched with. */
const launchPreferencesCommand = () => ({
  name: 'launch-preferences',
  executeCommand: ({ command, session }) =>
    command === 'launch-preferences'
      ? { forcedColors: false, ...(LAUNCHED_PREFERENCES[session.group.name] ?? { dark: false, reducedMotion: false }) }
      : undefined,
});

/** The longest run first, so that the others fill the time beside it. */
const ORDER = ['webkit', 'chromium', 'firefox'];

const unknown = wanted.filter((name) => !(name in available));
if (unknown.length || !wanted.length) {
  throw new Error(`BROWSERS must list some of: ${Object.keys(available).join(', ')} (got "${process.env.BROWSERS}")`);
}

/** Serves /src/….ts for a request of /src/….js, as tsc's output (dist/lib/) would have it. */
/**
 * The source's own `import()` over folders (the catalogue's ``import(`./${variant}/index.js`)``, the worker's
 * solver) asks for a game's `.ts`, as esbuild makes every plain import of the source do: asked for as
 * `.js`, the same module would be a second instance beside the one a static import loaded (the drop-in
 * build makes a switch over the folders' chunks instead, and a bundler of dist/lib sees only `.js`).
 */
const sourceTemplateImports = () => ({
  name: 'source-template-imports',
  transform(context) {
    if (!/^\/src\/.+\.ts$/.test(context.path) || typeof context.body !== 'string') return undefined;
    const body = context.body.replace(/import\((`[^`]*\$\{[^`]*)\.js`\)/g, 'import($1.ts`)');
    return body === context.body ? undefined : { body };
  },
});

/**
 * /copied-without-worker/… serves dist/… but answers 404 for the analysis worker's script: the drop-in build
 * as a site that copied it without all of chunks/ serves it (test/pages/worker-missing.test.ts).
 */
function copiedWithoutWorker(context, next) {
  const prefix = '/copied-without-worker/';
  if (!context.path.startsWith(prefix)) return next();
  if (context.path.endsWith('/analysis-worker.js')) {
    context.status = 404;
    context.body = 'Not Found';
    return undefined;
  }
  context.url = context.url.replace(prefix, '/dist/');
  return next();
}

/**
 * Two copies of dist/ for the iframe page, dist/embed.html (test/pages/embed.test.ts): /cors/dist/… is served
 * with `Access-Control-Allow-Origin: *`, as GitHub Pages serves every file, which the page needs in a frame
 * sandboxed without allow-same-origin (its opaque origin fetches the module scripts beside it as another
 * origin's); /strict/dist/… with a strict Content-Security-Policy header, as a site that sends one.
 */
const DIST_COPIES = {
  '/cors/dist/': { 'Access-Control-Allow-Origin': '*' },
  '/strict/dist/': { 'Content-Security-Policy': "script-src 'self'; style-src 'self'" },
};
async function distCopies(context, next) {
  const prefix = Object.keys(DIST_COPIES).find((each) => context.path.startsWith(each));
  if (!prefix) return next();
  context.url = context.url.replace(prefix, '/dist/');
  await next();
  for (const [name, value] of Object.entries(DIST_COPIES[prefix])) context.set(name, value);
  return undefined;
}

function sourceForScript(context, next) {
  const source = /^\/src\/.+\.js$/.test(context.path) ? `${context.path.slice(0, -3)}.ts` : null;
  if (source && fs.existsSync(new URL(`.${source}`, import.meta.url)))
    context.url = context.url.replace(context.path, source);
  return next();
}

export default {
  files: ['test/**/*.test.ts', ...twoFingerFiles.map((file) => `!${file}`)],
  nodeResolve: true,
  // esbuild strips types only; `npm run typecheck` (tsc --noEmit) runs before the browsers.
  // The tsconfig option is needed for experimentalDecorators: without it decorators reach the browser.
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json' }),
    sourceTemplateImports(),
    touchCommand(),
    chunkNetworkCommand(),
    contrastCommand(),
    webdriverCommands(),
    launchPreferencesCommand(),
  ],
  // The analysis worker is started by URL (`new URL('../../worker/analysis-worker.js', import.meta.url)`), not imported,
  // so no import rewrite turns it into the .ts source: a request for a source's .js is served its .ts.
  // The Trusted Types pages' worker is served with a policy header (scripts/worker-policy.mjs). A drop-in page
  // may have its chunks refused, dropped or held (scripts/chunk-network.mjs), or be a copy without its worker;
  // /cors/dist/ and /strict/dist/ are dist/ with a CORS header or a strict policy, for the iframe page.
  middleware: [copiedWithoutWorker, distCopies, chunkNetworkMiddleware, sourceForScript, workerPolicy],
  browsers: [...wanted].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)).map((name) => available[name]()),
  groups: [
    ...firefoxPreferenceGroups,
    ...webkitPreferenceGroups,
    ...firefoxContrastGroups,
    ...dropInGroups,
    ...twoFingerGroups,
  ],
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
  // WTR_SUMMARY: where the counts go (scripts/test.mjs names another file for a file it runs again).
  reporters: [defaultReporter(), countReporter(process.env.WTR_SUMMARY ? { file: process.env.WTR_SUMMARY } : {})],
};
