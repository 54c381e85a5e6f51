// Drop-in bundle: dist/carpet-solitaire.js, a self-contained minified ES module that registers
// <carpet-solitaire>, and beside it dist/chunks/, everything else it ever fetches: one chunk per game, a
// language, what can wait, and the analysis worker with its solvers. Self-hosting is copying the entry and
// that one folder. Input is tsc's output (`tsc -p tsconfig.build.json` writes dist/lib/).
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import { parseLiterals } from '@lit-labs/rollup-plugin-minify-html-literals/lib/parse-literals.js';

/**
 * Chromium's V8 compiles a function the first time it is called, on the main thread, unless the file asks
 * for all of its functions to be compiled as it loads, off the main thread while it streams in (explicit
 * compile hints, Chromium 136 and later; other browsers read a comment). Most of the page's code runs in
 * the first render or the first click, so every chunk the page loads asks for it: the first click on The
 * Carpet, at 4x, spent about 9 to 17 ms of its time compiling before this (docs/performance.md).
 */
const COMPILE_ALL = '//# allFunctionsCalledOnLoad';

/** `compileAll`: the chunks open with COMPILE_ALL (the page's build; the worker compiles its search as it needs it). */
const plugins = ({ compileAll = false } = {}) => [
  nodeResolve({
    browser: true,
    // 'production' picks Lit's production build (no dev-mode warnings, smaller).
    exportConditions: ['production', 'browser', 'import', 'module', 'default'],
  }),
  // The html``, svg`` and css`` templates keep their indentation and comments in tsc's output: minify them.
  // keepClosingSlash: the minifier reads an svg`` template without its <svg> around it as HTML, where
  // `<rect … />` may drop its slash; in the browser's SVG parser `<rect …><path …>` then nests the path in
  // the rect, and a shape inside a shape is never drawn (every toolbar icon was). svgShapesClosed() checks it.
  minifyHTML({ options: { minifyOptions: { keepClosingSlash: true } } }),
  svgShapesClosed(),
  importAgain(),
  terser({
    ecma: 2022,
    module: true,
    compress: { passes: 2 },
    // The preamble is written above the minified code, and the source map allows for it.
    format: { comments: false, ...(compileAll ? { preamble: COMPILE_ALL } : {}) },
  }),
];

// The analysis worker, dist/chunks/analysis-worker.js (the element starts it with
// `new URL('../../worker/analysis-worker.js', import.meta.url)`, rewritten to its place), built on its own: it
// must never import the entry, which registers the element, and it shares no file with the page's build. Each
// game's solver and rules are a chunk of their own, dist/chunks/worker-<game>-*.js, loaded by the worker the
// first time it analyses that game.
const worker = {
  input: 'dist/lib/worker/analysis-worker.js',
  output: {
    dir: 'dist/chunks',
    format: 'es',
    sourcemap: false,
    entryFileNames: 'analysis-worker.js',
    // What the solvers share (cards, the generator) joins the worker's entry rather than being a chunk.
    experimentalMinChunkSize: 40000,
    chunkFileNames: (chunk) => {
      const game = /\/games\/([^/]+)\/solver\.js$/.exec(chunk.facadeModuleId ?? '')?.[1];
      return game ? `worker-${game}-[hash].js` : 'worker-[name]-[hash].js';
    },
  },
};

/**
 * Every import() of a chunk (a game, a language, what can wait, a search; a solver in the worker) asks once
 * more, at once, under a fresh URL when it fails. Firefox keeps a failed module import for the page's life:
 * once a chunk's request failed (offline, a proxy's refusal), every later import() of that URL fails at once
 * without asking the network, so the element's own retries (a later attribute change) never got the game
 * until the page was reloaded. Chromium and WebKit ask the network again (test/element/loading.test.ts runs
 * on the build in Firefox and Chromium). A fresh URL (`?again=…`) is one no browser has an answer for; when
 * the plain URL works, nothing changes, and when both fail the caller gets the first failure. The helper is
 * written into each chunk that imports another, so each import() still resolves against its own chunk's URL.
 */
function importAgain() {
  const helper = 'importAgain$';
  const code = `let ${helper}n=0;const ${helper}=(s)=>import(s).catch((e)=>import(s+"?again="+Date.now().toString(36)+ ++${helper}n).catch(()=>{throw e}));`;
  return {
    name: 'import-again',
    renderDynamicImport: ({ targetChunk }) => (targetChunk ? { left: `${helper}(`, right: ')' } : null),
    intro: (chunk) => (chunk.dynamicImports.length ? code : ''),
  };
}

/**
 * Fails the build when a minified html`` or svg`` template leaves an SVG shape open (`<rect …>` with
 * neither `/>` nor `</rect>` right after it): the browser would draw the next shape inside it, that is
 * not at all. Runs after the minifier, on what it wrote.
 */
function svgShapesClosed() {
  const shape = /<(rect|path|circle|line|polyline|polygon|ellipse|use)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;
  return {
    name: 'svg-shapes-closed',
    transform(code, id) {
      if (!/\b(svg|html)\s*`/.test(code)) return null;
      for (const template of parseLiterals(code, { fileName: id })) {
        if (!/svg|html/i.test(template.tag ?? '')) continue;
        const text = template.parts.map((part) => part.text).join('${…}');
        for (const match of text.matchAll(shape)) {
          if (match[0].endsWith('/>') || text.startsWith(`</${match[1]}>`, match.index + match[0].length)) continue;
          this.error(
            `the minified template leaves ${match[0]} open, so the shape after it would be drawn inside it (not at all)`,
          );
        }
      }
      return null;
    },
  };
}

/**
 * Builds the worker once the element's files are written. A plugin, not a second config in an array, so
 * this file's default export stays the one build that scripts/bench.mjs reuses (its in-memory generate()
 * writes nothing, so it builds no worker).
 */
const buildWorker = () => ({
  name: 'analysis-worker',
  async writeBundle() {
    const { rollup } = await import('rollup');
    const build = await rollup({ input: worker.input, plugins: plugins(), onwarn: (warning) => this.warn(warning) });
    try {
      await build.write(worker.output);
    } finally {
      await build.close();
    }
  },
});

/**
 * The iframe page, dist/embed.html, for hosts that embed a URL but take no script (docs/embedding.md): its
 * HTML and CSS copied from src/embed/, and its script, dist/embed.js, minified from tsc's output. The script
 * imports nothing (the page loads the entry beside it), so it is built alone, after the element's files. It
 * is the page's, not the library's: its tsc output leaves dist/lib/.
 */
const buildEmbed = () => ({
  name: 'embed-page',
  async writeBundle() {
    const fs = await import('node:fs/promises');
    const { rollup } = await import('rollup');
    const build = await rollup({ input: 'dist/lib/embed/embed.js', plugins: plugins() });
    try {
      await build.write({ file: 'dist/embed.js', format: 'es', sourcemap: false });
    } finally {
      await build.close();
    }
    for (const file of ['embed.html', 'embed.css']) await fs.copyFile(`src/embed/${file}`, `dist/${file}`);
    await fs.rm('dist/lib/embed', { recursive: true, force: true });
  },
});

/**
 * The order of the entry's modules, for gzip: rollup writes modules in the order they first run, and
 * xstate (every game's statechart code, about 36 KB of the entry's 119 KB) is first reached from the
 * game session, so it was written between the element's controllers, with the element's own code on
 * either side of it (much of it farther apart than gzip's 32 KB window). Importing xstate first in the
 * entry (it has no side effects: the import adds no code) writes it before all of the element's code:
 * the same code, 0.5 KB gzip less (measured on the split element).
 */
const xstateFirst = () => ({
  name: 'xstate-first',
  transform(code, id) {
    // On the first line, so no other line moves (bench.mjs's source maps).
    if (id.endsWith('/dist/lib/carpet-solitaire.js')) return { code: `import 'xstate';${code}`, map: null };
    return null;
  },
});

/**
 * xstate's setup() returns, beside createMachine, every action creator (sendTo, raise, log, cancel,
 * stopChild, enqueueActions, emit, spawnChild, assign), so all of them are bundled though the games
 * import the ones they use from 'xstate' itself and call nothing on setup()'s result but createMachine.
 * This drops those members of setup()'s result (0.76 KB gzip off the entry and every page), and fails
 * the build rather than ship a broken game: when xstate's setup() no longer reads as expected, or when
 * a module that imports setup uses its result otherwise than as `setup({…}).createMachine(…)`.
 */
const slimSetup = () => ({
  name: 'slim-setup',
  transform(code, id) {
    if (/\/xstate\/dist\/xstate\.esm\.js$/.test(id)) {
      const creators = 'assign sendTo raise log cancel stopChild enqueueActions emit spawnChild'.split(' ');
      const slim = code.replace(`  return {\n${creators.map((name) => `    ${name},\n`).join('')}`, '  return {\n');
      if (slim === code) this.error("slim-setup: xstate's setup() has changed; look again at what it returns");
      return { code: slim, map: null };
    }
    if (id.includes('/dist/lib/') && /import\s*\{[^}]*\bsetup\b[^}]*\}\s*from\s*'xstate'/.test(code)) {
      const calls = code.match(/\bsetup\(/g)?.length ?? 0;
      const created = code.match(/\}\)\.createMachine\(/g)?.length ?? 0;
      if (calls !== created)
        this.error(
          `slim-setup: ${id} uses setup() otherwise than as setup({…}).createMachine(…), which this build supports`,
        );
    }
    return null;
  },
});

/**
 * The analysis worker is dist/chunks/analysis-worker.js. The code that starts it finds it with
 * `new URL('../../worker/analysis-worker.js', import.meta.url)`: right in dist/lib, where bundlers of the
 * library find it, and written so, inline, for them. In the drop-in build that code lands in the entry or in
 * a chunk in dist/chunks/, so the URL is rewritten to the worker's place from there. Fails the build rather
 * than ship a widget whose solver silently runs on the main thread.
 */
const workerInChunks = () => ({
  name: 'worker-in-chunks',
  renderChunk(code, chunk) {
    const pattern = /new URL\((['"])\.\.\/\.\.\/worker\/analysis-worker\.js\1, import\.meta\.url\)/g;
    if (!pattern.test(code)) return null;
    const depth = chunk.fileName.split('/').length - 1;
    if (depth > 1) this.error(`worker-in-chunks: ${chunk.fileName} is deeper than chunks/`);
    const url = depth ? './analysis-worker.js' : './chunks/analysis-worker.js';
    return { code: code.replace(pattern, `new URL('${url}', import.meta.url)`), map: null };
  },
});

const element = {
  input: 'dist/lib/carpet-solitaire.js',
  // Game chunks may import from the entry itself, rather than through an extra facade chunk.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: false,
    entryFileNames: 'carpet-solitaire.js',
    // What every game shares (xstate's statechart code, machine-kit) joins the entry rather than being
    // a chunk of its own: every page needs it, and a separate chunk would be a second round trip, found
    // only once a game's chunk has arrived. Game chunks are never merged: that would load unused games.
    experimentalMinChunkSize: 40000,
    // Each game is a chunk of its own (loaded when a page first shows it), named after its folder.
    // A game's own search (its solver.js, where the game keeps it apart) is a chunk a page fetches only
    // when no worker can search for it: chunks/<game>-search-[hash].js.
    // Named by the modules in them, not the facade: a game's chunk that another chunk imports from has none.
    // Each language's catalogue beyond English is chunks/i18n-<language>-[hash].js, fetched only by a page
    // in that language. (The line above merges only chunks without side effects into the entry; a catalogue
    // has one, it adds itself to the loaded ones, so it is never merged: see src/i18n/lang.ts.)
    // Each language's rules, English too, is chunks/rules-<language>-[hash].js, fetched only when a reader
    // opens the rules (src/i18n/rules/load.ts; each adds itself to the loaded ones, so it is never merged
    // either). The catalogue's pattern wants the file right in i18n/, so it never takes i18n/rules/fr.js.
    chunkFileNames: (chunk) => {
      const rules = chunk.moduleIds.map((id) => /\/i18n\/rules\/([a-z]{2,3})\.js$/.exec(id)?.[1]).find(Boolean);
      if (rules) return `chunks/rules-${rules}-[hash].js`;
      const language = chunk.moduleIds.map((id) => /\/i18n\/([a-z]{2,3})\.js$/.exec(id)?.[1]).find(Boolean);
      if (language) return `chunks/i18n-${language}-[hash].js`;
      const gameOf = (file) =>
        chunk.moduleIds.map((id) => new RegExp(`/games/([^/]+)/${file}\\.js$`).exec(id)?.[1]).find(Boolean);
      const game = gameOf('index');
      if (game) return `chunks/${game}-[hash].js`;
      const searching = gameOf('solver');
      if (searching) return `chunks/${searching}-search-[hash].js`;
      // The deferred chunk keeps its name whichever of its modules rollup would name it after.
      return chunk.moduleIds.some((id) => id.endsWith('/element/host/later.js'))
        ? 'chunks/later-[hash].js'
        : 'chunks/[name]-[hash].js';
    },
  },
  // Bundle lit and xstate too: nothing stays external.
  external: [],
  plugins: [
    slimSetup(),
    xstateFirst(),
    workerInChunks(),
    ...plugins({ compileAll: true }),
    buildWorker(),
    buildEmbed(),
  ],
  onwarn(warning, warn) {
    // TypeScript's __decorate helper uses top-level `this`: harmless in an ES module.
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};

export default element;
