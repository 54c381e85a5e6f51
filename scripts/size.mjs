// Prints the size of the drop-in build (raw, gzip -9 and brotli at max quality): the entry, each chunk,
// what a page with one game loads before its first card and in all, and everything; then the analysis worker, which a page fetches only
// once the solver starts (never for a first render): its entry and each game's solver chunk, and what
// analysing one game fetches; a game's own search that a page without a worker fetches instead; and each
// language's catalogue beyond English, which only a page in that language fetches; and each language's rules,
// which only a page whose reader opens them fetches; and the iframe page's own files (dist/embed.html). As a
// table and as one JSON line. With --check it
// exits 1 when a size budget below is exceeded (CI runs it: sizes, unlike timings, are not noisy).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotli, gzip } from './compressed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const entry = 'carpet-solitaire.js';
const workerEntry = 'chunks/analysis-worker.js';
const GAMES = ['carpet', 'carthage', 'cadogan-carpet'];

/**
 * Budgets in gzip bytes. They hold today's build with a little room, so a regression fails CI. The
 * target for all three games is 36 KB; the build is over it (see docs/performance.md, "Size").
 */
const BUDGETS = {
  // All a page with one game fetches: the entry (and any chunk beside it) and one game's chunk. It grew
  // with what the widget does: 44 KB for the first element; 48 KB with the analysis modes, the toolbar's
  // icons and menu, the daily deal and Share; 52 KB with every word in a catalogue (English in the entry);
  // 54 KB once what can wait moved into a chunk fetched after the first frame (chunks/later-*.js), which
  // compresses apart from the entry (+1.4 KB in all, -5.2 KB before the first card); 56 KB with one game
  // across tabs (+1.65 KB), the worker's Trusted Types policy (+0.2 KB) and every pile note fitting its card
  // (+0.12 KB): 55,054 -> 57,323 B. 58.25 KB with the phone player's table: touch play (fingers that rest
  // before a drag and give a pinch up, the tap's pick-up and put-down, the touch help's words: +1.44 KB),
  // a table whose height never changes and the toolbar's rail on a phone held sideways (+0.57 KB), every
  // text at least 11 px (+0.08 KB): 57,323 -> 59,459 B. 58.5 KB with the registry of games (a game found by
  // its folder, the move's path and the host's interface apart from the element): 59,459 -> 59,716 B.
  // 58.75 KB with a worker that fails saying why in the console (its URL and the answer it got, in the
  // chunk fetched after the first frame), a bad share value reported and a mode set on the analysis
  // property: 59,791 -> 60,095 B (Carthage). 59.5 KB with the background search of an unknown deal (its
  // policy, the verdict carried to the positions played, pausing while hidden; all in the chunk fetched after
  // the first frame: nothing before the first card): 60,095 -> 60,892 B (Carthage). 59.75 KB with numbers
  // written without Intl.NumberFormat where they can be (its first use cost a fresh page's first render 12 to
  // 17 ms, 40 ms at 4x CPU throttling) and the board's fan classes: 60,892 -> 60,967 B (Carthage). 59.5 KB
  // again with the element's reactive properties declared without decorators (no decorator helper):
  // 60,967 -> 60,543 B. 59.75 KB with the background search giving way to the player (a press, a pointer
  // moving over the cards or a key holds it for a moment; in the chunk fetched after the first frame):
  // 60,788 -> 60,954 B (Carthage).
  // 61 KB with the cards home and the play clock (its controller, the saved time, the reader's choice, the
  // best time): 60,927 -> 62,258 B (Carthage 62,368 B).
  // 64.25 KB with the reader's guide (New game's question, the Rules panel and its loader, the first-time
  // line, the spoken summary, their words and styles; all but the words in the chunk fetched after the first
  // frame): 62,368 -> 65,515 B (Carthage).
  // 66.25 KB with the reader's Settings panel (the four-colour deck, glides, the clock, larger indices: the
  // reading of the choices and their styles in the entry, the panel, its words in four languages and its styles in
  // the chunk fetched after the first frame): 65,656 -> 67,556 B (Carthage). 66.75 KB with the contrast
  // themes' styles (forced colours and prefers-contrast, in the entry: a reader in a contrast theme must read the
  // first cards): 67,556 -> 68,069 B (Carthage).
  onePage: 66.75 * 1024,
  // What a page with one game fetches before its first card: the entry and the game's chunk (the target
  // is 36 KB; see docs/performance.md). 49.25 KB with one game across tabs and the notes:
  // 48,264 -> 50,326 B; 51.25 KB with the phone player's table (as above): 50,326 -> 52,399 B; 51.75 KB with
  // the registry of games (as above): 52,399 -> 52,657 B (Carthage 52,732 B); the properties without
  // decorators (as above): 52,870 -> 52,446 B (Carthage).
  // 53 KB with the cards home and the play clock (as above; the clock measures from the first move, which may
  // come before the deferred chunk): 52,678 -> 53,954 B (Carthage 52,788 -> 54,064 B).
  // 54 KB with the reader's guide (as above: its words in English, the menu's two items and the G and S keys;
  // the rest waits for the chunk fetched after the first frame): 54,064 -> 55,066 B (Carthage).
  // 54.5 KB with the reader's settings applied from the first frame (as above: the choices read, the four-colour
  // deck's and the larger indices' styles, the glides' choice, the menu's Settings item): 55,169 -> 55,688 B
  // (Carthage). 55.25 KB with the contrast themes' styles (as above): 55,688 -> 56,201 B (Carthage).
  firstCard: 55.25 * 1024,
  // Every file of the build but the catalogues beyond English. 64.75 KB with one game across tabs, the
  // policy and the notes: 63,917 -> 66,239 B; 67 KB with the phone player's table: 66,239 -> 68,375 B;
  // 67.25 KB with the registry of games: 68,375 -> 68,675 B; 67.5 KB with the worker's word in the
  // console, the share check and the analysis property's mode: 68,675 -> 68,979 B; 68.5 KB with the
  // background search of an unknown deal (as above): 68,979 -> 69,790 B.
  // 69.75 KB with the cards home and the play clock: 69,976 -> 71,307 B.
  // 73 KB with the reader's guide (as above; the rules' text is in chunks of their own, not counted here):
  // 71,307 -> 74,456 B.
  // 75 KB with the reader's Settings panel (as above): 74,597 -> 76,497 B. 75.5 KB with the contrast themes'
  // styles: 76,497 -> 77,010 B.
  allGames: 75.5 * 1024,
  gameChunk: 6 * 1024, // one game's own chunk
  // The worker's entry and one game's solver chunk (dist/chunks/analysis-worker.js, chunks/worker-*), fetched
  // when the first analysis starts. 10.5 KB with Carthage's faster store of positions (keys a word at a time,
  // in chunks) and the background search's turns: 9,414 -> 10,258 B (Carthage). 10.75 KB with the
  // background search held while the player plays: 10,724 -> 10,770 B (Carthage).
  analysis: 10.75 * 1024,
  // One language's catalogue beyond English (chunks/i18n-<language>-*.js). 6.25 KB with the words for one
  // game across tabs (German 6,149 B); 6.5 KB with the touch help's words and the tap's pick-up sentence
  // (German 6,147 -> 6,548 B).
  // 6.75 KB with the clock's and the cards home's words: German 6,614 -> 6,679 B.
  // 7 KB with the reader's guide's words (New game's question, the summary's sentences, the G and S keys):
  // German 6,679 -> 7,134 B.
  catalogue: 7 * 1024,
  // One language's rules for the rules panel (chunks/rules-<language>-*.js, English too): three games in a few
  // short sections each. About 1.5 KB (French the longest).
  rules: 2.5 * 1024,
  // The iframe page's own files (dist/embed.html, embed.css, embed.js), on top of a page with one game: its
  // query read into attributes, the height and snapshot messages. About 1.3 KB.
  embedPage: 2 * 1024,
};
const TARGET_ALL_GAMES = 36 * 1024;

if (!fs.existsSync(path.join(dist, entry))) {
  console.error(`size: dist/${entry} not found; run \`npm run build\` first`);
  process.exit(1);
}

const measure = (buffer) => ({ raw: buffer.length, gzip: gzip(buffer), brotli: brotli(buffer) });

const jsIn = (dir) =>
  fs.existsSync(path.join(dist, dir))
    ? fs
        .readdirSync(path.join(dist, dir))
        .filter((name) => name.endsWith('.js'))
        .map((name) => `${dir}/${name}`)
    : [];
// A game's own search kept in a chunk of its own (chunks/<game>-search-*.js) is fetched only when no worker
// can search (a cross-origin bundle, a policy that forbids workers): it counts with the analysis below.
const searchGameOf = (file) => GAMES.find((game) => new RegExp(`^chunks/${game}-search-[\\w-]+\\.js$`).test(file));
// The analysis worker (chunks/analysis-worker.js and chunks/worker-<game>-*.js) is counted apart, below.
const inWorker = (file) => file === workerEntry || /^chunks\/worker-/.test(file);
// Any script written beside the entry counts with what every page fetches.
// dist/embed.js is the iframe page's own script (dist/embed.html), which no other page loads: counted apart.
const EMBED_PAGE = ['embed.html', 'embed.css', 'embed.js'];
const besideEntry = fs
  .readdirSync(dist)
  .filter((name) => name.endsWith('.js') && name !== entry && !EMBED_PAGE.includes(name));
// A language's catalogue (chunks/i18n-fr-*.js) is fetched only by a page in that language: counted apart.
const languageOf = (file) => /^chunks\/i18n-([a-z]{2,3})-[\w-]+\.js$/.exec(file)?.[1];
const catalogueChunks = jsIn('chunks').filter((file) => languageOf(file));
// A language's rules (chunks/rules-fr-*.js) are fetched only when a reader opens them: counted apart too.
const rulesOf = (file) => /^chunks\/rules-([a-z]{2,3})-[\w-]+\.js$/.exec(file)?.[1];
const rulesChunks = jsIn('chunks').filter((file) => rulesOf(file));
const chunks = [
  ...besideEntry,
  ...jsIn('chunks').filter((file) => !searchGameOf(file) && !languageOf(file) && !rulesOf(file) && !inWorker(file)),
];
const searchChunks = jsIn('chunks').filter((file) => searchGameOf(file));
const files = Object.fromEntries(
  [entry, ...chunks].map((file) => [file, measure(fs.readFileSync(path.join(dist, file)))]),
);
const gameOf = (file) => GAMES.find((game) => new RegExp(`^chunks/${game}-[\\w-]+\\.js$`).test(file));
const shared = Object.keys(files).filter((file) => !gameOf(file));
const sum = (list, key) => list.reduce((total, file) => total + files[file][key], 0);
const total = (list) => ({ raw: sum(list, 'raw'), gzip: sum(list, 'gzip'), brotli: sum(list, 'brotli') });

const pages = Object.fromEntries(
  GAMES.map((game) => [game, total([...shared, ...Object.keys(files).filter((file) => gameOf(file) === game)])]),
);
// What a page downloads before its first card: the entry and the game's chunk (never a chunk beside the entry).
const firstCard = Object.fromEntries(
  GAMES.map((game) => [game, total([entry, ...Object.keys(files).filter((file) => gameOf(file) === game)])]),
);
const all = total(Object.keys(files));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (name, size) =>
  `  ${name.padEnd(50)} ${String(size.raw).padStart(8)} ${kb(size.gzip).padStart(9)} ${kb(size.brotli).padStart(9)}`;

console.log(`  ${'file'.padEnd(50)} ${'raw B'.padStart(8)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
for (const [file, size] of Object.entries(files)) console.log(row(`dist/${file}`, size));
for (const [game, size] of Object.entries(firstCard))
  console.log(row(`a page with ${game}, before its first card`, size));
for (const [game, size] of Object.entries(pages)) console.log(row(`a page with ${game}`, size));
console.log(row('all three games', all));

const problems = [];
for (const [game, size] of Object.entries(pages))
  if (size.gzip > BUDGETS.onePage) problems.push(`a page with ${game}: ${kb(size.gzip)} > ${kb(BUDGETS.onePage)}`);
for (const [game, size] of Object.entries(firstCard))
  if (size.gzip > BUDGETS.firstCard)
    problems.push(`a page with ${game}, before its first card: ${kb(size.gzip)} > ${kb(BUDGETS.firstCard)}`);
if (all.gzip > BUDGETS.allGames) problems.push(`all games: ${kb(all.gzip)} > ${kb(BUDGETS.allGames)}`);
for (const game of GAMES) {
  const own = Object.keys(files).filter((file) => gameOf(file) === game);
  if (own.length !== 1) problems.push(`${game}: expected one chunk of its own, found ${own.length}`);
  for (const file of own)
    if (files[file].gzip > BUDGETS.gameChunk)
      problems.push(`${file}: ${kb(files[file].gzip)} > ${kb(BUDGETS.gameChunk)}`);
}
// The analysis worker: its entry, and each game's solver chunk.
const workerChunks = jsIn('chunks').filter((file) => inWorker(file) && file !== workerEntry);
const workerFiles = Object.fromEntries(
  (fs.existsSync(path.join(dist, workerEntry)) ? [workerEntry, ...workerChunks] : []).map((file) => [
    file,
    measure(fs.readFileSync(path.join(dist, file))),
  ]),
);
const workerGameOf = (file) => GAMES.find((game) => new RegExp(`^chunks/worker-${game}-[\\w-]+\\.js$`).test(file));
const analysis = {};
for (const [file, size] of Object.entries(workerFiles)) console.log(row(`dist/${file}`, size));
for (const game of GAMES) {
  const own = workerChunks.filter((file) => workerGameOf(file) === game);
  if (!workerFiles[workerEntry]) problems.push(`dist/${workerEntry} not found`);
  else if (own.length !== 1)
    problems.push(`${game}: expected one solver chunk in dist/chunks/worker-*, found ${own.length}`);
  else {
    const list = [workerEntry, ...own];
    analysis[game] = {
      raw: list.reduce((t, f) => t + workerFiles[f].raw, 0),
      gzip: list.reduce((t, f) => t + workerFiles[f].gzip, 0),
      brotli: list.reduce((t, f) => t + workerFiles[f].brotli, 0),
    };
    console.log(row(`analysing ${game} (worker)`, analysis[game]));
    if (analysis[game].gzip > BUDGETS.analysis)
      problems.push(`analysing ${game}: ${kb(analysis[game].gzip)} > ${kb(BUDGETS.analysis)}`);
  }
}
// Without a worker, the page fetches the game's own search where the game keeps it apart.
const fallback = {};
for (const file of searchChunks) {
  const size = measure(fs.readFileSync(path.join(dist, file)));
  console.log(row(`dist/${file}`, size));
  fallback[searchGameOf(file)] = size;
  if (size.gzip > BUDGETS.analysis)
    problems.push(`analysing ${searchGameOf(file)} without a worker: ${kb(size.gzip)} > ${kb(BUDGETS.analysis)}`);
}
// The catalogues: what a page in that language fetches besides an English page's files.
const catalogues = {};
for (const file of catalogueChunks) {
  const size = measure(fs.readFileSync(path.join(dist, file)));
  console.log(row(`dist/${file} (a page in ${languageOf(file)})`, size));
  catalogues[languageOf(file)] = size;
  if (size.gzip > BUDGETS.catalogue) problems.push(`${file}: ${kb(size.gzip)} > ${kb(BUDGETS.catalogue)}`);
}
if (catalogueChunks.length === 0) problems.push('no catalogue chunk (chunks/i18n-<language>-*.js) found');
// The rules: what a reader who opens them fetches. There are none until the element imports the loader; once
// there are, every language has one, and no sentence of them is in the entry (a merged chunk would send
// every language's rules to every page).
const rules = {};
for (const file of rulesChunks) {
  const size = measure(fs.readFileSync(path.join(dist, file)));
  console.log(row(`dist/${file} (its rules, when opened)`, size));
  rules[rulesOf(file)] = size;
  if (size.gzip > BUDGETS.rules) problems.push(`${file}: ${kb(size.gzip)} > ${kb(BUDGETS.rules)}`);
}
if (rulesChunks.length && rulesChunks.length !== 4)
  problems.push(`expected one rules chunk for each of en, fr, de, es; found ${rulesChunks.join(', ')}`);
const englishRules = path.join(dist, 'lib', 'i18n', 'rules', 'en.js');
if (fs.existsSync(englishRules)) {
  const { RULES } = await import(pathToFileURL(englishRules).href);
  const entryText = fs.readFileSync(path.join(dist, entry), 'utf8');
  const lines = GAMES.flatMap((game) => RULES.sections(game, { manualFill: false }).flatMap((part) => part.lines));
  if (lines.some((line) => entryText.includes(line)))
    problems.push(`dist/${entry} holds the English rules: their chunk was merged into the entry`);
}
// The iframe page: what dist/embed.html fetches besides a page with its game (the entry and the game's chunk).
const embedPage = total([]);
for (const file of EMBED_PAGE) {
  if (!fs.existsSync(path.join(dist, file))) {
    problems.push(`dist/${file} not found`);
    continue;
  }
  const size = measure(fs.readFileSync(path.join(dist, file)));
  console.log(row(`dist/${file}`, size));
  for (const key of ['raw', 'gzip', 'brotli']) embedPage[key] += size[key];
}
console.log(row('the iframe page (embed.html, .css, .js)', embedPage));
if (embedPage.gzip > BUDGETS.embedPage)
  problems.push(`the iframe page's own files: ${kb(embedPage.gzip)} > ${kb(BUDGETS.embedPage)}`);
console.log(
  `  target, all three games at most ${kb(TARGET_ALL_GAMES)} gzip: ${all.gzip <= TARGET_ALL_GAMES ? 'met' : `not met (${kb(all.gzip - TARGET_ALL_GAMES)} over)`}`,
);
console.log(
  JSON.stringify({
    files,
    firstCard,
    pages,
    all,
    workerFiles,
    analysis,
    fallback,
    catalogues,
    rules,
    embedPage,
    budgets: BUDGETS,
    target: TARGET_ALL_GAMES,
  }),
);

if (process.argv.includes('--check')) {
  if (problems.length) {
    console.error(`size budgets exceeded:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('size budgets: all within');
}
