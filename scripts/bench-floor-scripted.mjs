// `npm run bench`'s three scripted floors for first render (scripts/bench-floor.mjs loads them beside the
// widget and the floor page). The floor page needs no script at all; the widget cannot show a card before
// its script has run. These three pages show the same table as the floor page, put in by script:
//
//   scripted      a module script in the page puts the captured shadow HTML and styles into a shadow root
//                 with innerHTML: the least any script-drawn table costs
//   foundations   the widget's foundations and nothing of its own (bench/foundations-floor.js, bundled as
//                 the element is): lit and xstate fetched and evaluated, an element defined with Lit, a
//                 statechart's actor started, then the same table parsed in place of its placeholder
//   first-paint   the widget's own first table drawn by lit-html alone (bench/first-paint-floor.js, bundled
//                 from the build's modules as the element is, its games' statecharts left out): the game's
//                 chunk fetched, the deal made by its rules, the widget's templates rendered with its styles;
//                 no xstate, no element class, no controller. Its shadow tree is checked to be the widget's.
//
// So the widget's first render splits into the floor, what drawing by script adds, what lit and xstate add,
// and what is the widget's own (its game's chunk, the deal, its words, Lit's templates of the table); and the
// first-paint page says what a first table drawn before the rest of the widget would cost.
import fs from 'node:fs';
import path from 'node:path';
import { attributesOf, floorHead, pageAround } from './bench-floor-pages.mjs';
import { bundle } from './bench-size.mjs';

export const SCRIPTED_FLOORS = ['scripted', 'foundations', 'first-paint'];

/** Bundles `input` as scripts/bench-size.mjs's bundle() does, into `memory` under `name`; returns its entry's URL. */
async function serveBundle(memory, input, name, options) {
  const built = await bundle(input, name, options);
  for (const file of built.files) memory.set(`/bench-bundles/${name}/${file.fileName}`, file.code);
  return `/bench-bundles/${name}/${built.entry}`;
}

/** The foundations page's bundle, bench/foundations-floor.js, served from `memory`; returns the URL of its entry. */
export const serveFoundations = (memory) => serveBundle(memory, 'bench/foundations-floor.js', 'foundations');

/**
 * The first-paint page's bundle: bench/first-paint-floor.js imports the source's modules (as its test does);
 * here they are the build's (`root`/dist/lib/, from `npm run build`). Each game's statechart module stands in
 * empty, so that its chunk brings the rules and the table without xstate; and 'lit' is lit-html and the
 * styles' tag only, without Lit's element class, which the templates do not need.
 */
const LIT_HTML_ONLY = '\0lit-html-only';
const fromTheBuild = (root) => ({
  name: 'first-paint-from-the-build',
  resolveId(source, importer) {
    if (importer?.endsWith('/bench/first-paint-floor.js') && source.startsWith('../src/'))
      return path.join(root, 'dist/lib', source.slice('../src/'.length));
    if (source === 'lit') return LIT_HTML_ONLY;
    return null;
  },
  load(id) {
    if (id === LIT_HTML_ONLY)
      return "export * from 'lit-html'; export { adoptStyles, css, unsafeCSS } from '@lit/reactive-element/css-tag.js';";
    // A game's statechart module, its export kept (whatever the game calls it) and worth nothing.
    if (/\/dist\/lib\/games\/[^/]+\/machine\.js$/.test(id)) {
      const names = [...fs.readFileSync(id, 'utf8').matchAll(/^export const (\w+)/gm)].map(([, name]) => name);
      return names.map((name) => `export const ${name} = null;`).join('\n');
    }
    return null;
  },
});

/** The first-paint page's bundle, from the build in `root`, served from `memory`; returns the URL of its entry. */
export const serveFirstPaint = (memory, root) =>
  serveBundle(memory, 'bench/first-paint-floor.js', 'first-paint', { plugins: [fromTheBuild(root)] });

/** A value as JSON inside an inline script: no `</script>` or `<!--` in it can end or change the script. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page around the table, with the floor page's head, and `script` after it. */
function pageWith(capture, properties, script) {
  return pageAround({
    head: `${floorHead(capture, properties)}\n${script}`,
    body: `${capture.hostOpenTag}</carpet-solitaire>`,
  });
}

/** The scripted floor: one inline module script puts the captured table into the tag's shadow root. */
export function scriptedFloorPage(capture, properties) {
  return pageWith(
    capture,
    properties,
    `<script type="module">
const table = ${inlineJson({ html: capture.shadowHtml, css: capture.shadowCss })};
const sheet = new CSSStyleSheet();
sheet.replaceSync(table.css);
const root = document.querySelector('carpet-solitaire').attachShadow({ mode: 'open' });
root.adoptedStyleSheets = [sheet];
root.innerHTML = table.html;
</script>`,
  );
}

/** The foundations floor: the bundle (`bundleUrl`) defines the tag with Lit and shows the captured table in it. */
export function foundationsFloorPage(capture, properties, bundleUrl) {
  return pageWith(
    capture,
    properties,
    `<script type="module">
import { showTable } from '${bundleUrl}';
showTable(${inlineJson({ html: capture.shadowHtml, css: capture.shadowCss })});
</script>`,
  );
}

/**
 * The first-paint page: a page as the widget's (the tag with the widget's attributes, the registered sizes
 * left to the script), whose module draws the tag's first table with lit-html (`bundleUrl`), the keyboard's
 * stop where the widget had it.
 */
export function firstPaintFloorPage(id, capture, bundleUrl) {
  return pageAround({
    head: `<script type="module">
import { paintFirstTable } from '${bundleUrl}';
paintFirstTable(${inlineJson(capture.tabStop)});
</script>`,
    body: `<carpet-solitaire ${attributesOf(id)}></carpet-solitaire>`,
  });
}

/** First render's figures of the three pages at one rate, beside the floor's and the widget's medians. */
export function scriptedFigures(samples, widgetMs, floorMs, { median, round }) {
  const scripted = median(samples.scripted.map((x) => x.paintedMs));
  const foundations = median(samples.foundations.map((x) => x.paintedMs));
  const firstPaint = median(samples['first-paint'].map((x) => x.paintedMs));
  return {
    scriptedMedianMs: round(scripted),
    foundationsMedianMs: round(foundations),
    firstPaintMedianMs: round(firstPaint),
    scriptedToFloor: round(scripted / floorMs),
    foundationsToFloor: round(foundations / floorMs),
    firstPaintToFloor: round(firstPaint / floorMs),
    widgetToFoundations: round(widgetMs / foundations),
    widgetToFirstPaint: round(widgetMs / firstPaint),
  };
}

/** The table of the three pages against the floor and the widget (nothing is judged: they explain the ratio). */
export function reportScriptedFloors(floor, { titles, table, ms }) {
  const rows = [];
  for (const [id, r] of Object.entries(floor))
    for (const [rate, x] of Object.entries(r.firstRender)) {
      if (x.foundationsMedianMs === undefined) continue;
      rows.push([
        titles[id],
        rate,
        ms(x.floorMedianMs),
        `${ms(x.scriptedMedianMs)} (${x.scriptedToFloor.toFixed(2)}x)`,
        `${ms(x.foundationsMedianMs)} (${x.foundationsToFloor.toFixed(2)}x)`,
        `${ms(x.firstPaintMedianMs)} (${x.firstPaintToFloor.toFixed(2)}x)`,
        `${ms(x.widgetMedianMs)} (${x.ratio.toFixed(2)}x)`,
        `${x.widgetToFoundations.toFixed(2)}x`,
      ]);
    }
  if (rows.length)
    table(
      'First render, the same table drawn by script (median of the same fresh loads; x: against the floor): a module script with innerHTML ("scripted"); lit and xstate evaluated, an element defined with Lit and an actor started before it ("foundations", bench/foundations-floor.js); the widget\'s own templates rendered by lit-html alone, after its game\'s rules and table are fetched, before xstate and the element ("first paint", bench/first-paint-floor.js)',
      ['game', 'cpu', 'floor', 'scripted', 'foundations', 'first paint', 'widget', 'widget / foundations'],
      rows,
    );
}
