/**
 * Which build of the element this page tests. In the "chromium-dist" group (web-test-runner.config.mjs)
 * the page's import map sends `/src/carpet-solitaire.ts` to the drop-in build, dist/carpet-solitaire.js,
 * so a test's `import '../../src/carpet-solitaire.js'` defines the minified element that readers load;
 * the rules and other pure modules a test imports still come from the source.
 *
 * On that page, once the file's tests have run, a check: the element defined is the built one, and no
 * module of the element came from the source (a test that imported one would be testing a second copy,
 * whose state the built element never sees). Every test file of the group imports this module.
 */
import { expect } from '@open-wc/testing';

export const DROP_IN_URL = '/dist/carpet-solitaire.js';

/**
 * The URL of one of the drop-in build's chunks (`chunks/<name>-<hash>.js`), as the entry imports it: the
 * hash changes with every build, so it is read from the entry's text.
 */
export async function builtChunkUrl(name: string): Promise<string> {
  const response = await fetch(DROP_IN_URL);
  expect(response.ok, `GET ${DROP_IN_URL}`).to.equal(true);
  const found = new RegExp(`["'](\\./chunks/${name}-[A-Za-z0-9_-]{8}\\.js)["']`).exec(await response.text());
  expect(found, `the entry imports chunks/${name}-<hash>.js`).to.not.equal(null);
  return new URL(found![1], new URL(DROP_IN_URL, location.href)).href;
}

/** True on the drop-in group's page. */
export const onDropIn = [...document.querySelectorAll('script[type="importmap"]')].some((map) =>
  map.textContent?.includes(DROP_IN_URL),
);

/**
 * The element's own source modules: the registering module, the component, its styles and the controllers
 * and views of src/element/.
 */
const ELEMENT_SOURCE = /^\/src\/(carpet-solitaire(\.component|\.styles)?\.[jt]s|styles\/.*|element\/.*)$/;
/**
 * Modules of src/element/ that tests use as plain functions and constants, to work out what the element
 * must show or say: none holds state the element would share with the test (daily.ts's `clock` and
 * analyst.ts's search in progress are the element's own copies in the build, and no test here uses the
 * source's). Anything else of the element loaded from the source fails the check.
 */
const PURE = new Set([
  '/src/i18n/text.ts', // words: capitalise, lists (the language catalogues import it)
  '/src/element/persistence/saved-game.ts', // the storage keys, parseStats
  '/src/element/persistence/daily.ts', // the daily seed of a date (saved-game.ts imports it)
  '/src/element/input/keyboard.ts', // the keys' commands, the nearest box in a direction
  '/src/element/view/share.ts', // shareText, shareUrl
  '/src/styles/palette.ts', // the four-colour deck and the card faces, plain data
  '/src/element/analysis/analyst.ts', // candidateSeed, the seeds a winnable search tries
  '/src/element/speech/announce.ts', // the sentences of moves
  '/src/element/host/host.ts', // pile names (announce.ts imports it)
  '/src/element/host/after-paint.ts', // a wait for the next paint, no state of its own (analyst.ts imports it)
  '/src/element/host/first-frame.ts', // PATIENCE_MS, how long the first render waits for the game's code
]);

/** The element's source modules this page has loaded as code (a test may still read a source file's text). */
export function elementSourceLoaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => !['fetch', 'xmlhttprequest'].includes((entry as PerformanceResourceTiming).initiatorType))
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => ELEMENT_SOURCE.test(path) && !PURE.has(path));
}

if (onDropIn) {
  after('the element came from the drop-in build, and none of its modules from the source', async () => {
    // (A file that plays the element in frames only, loading the build there itself, defines none here.)
    const defined = customElements.get('carpet-solitaire');
    if (defined) {
      const built = (await import(DROP_IN_URL)) as { CarpetSolitaire: CustomElementConstructor };
      expect(defined, 'the <carpet-solitaire> defined is the drop-in build’s').to.equal(built.CarpetSolitaire);
    }
    expect(elementSourceLoaded().join(', ') || 'none', "the element's modules loaded from the source").to.equal('none');
  });
}
