// `npm run bench`'s two scripted floors for first render (scripts/bench-floor.mjs loads them beside the
// widget and the floor page). The floor page needs no script at all; the widget cannot show a card before
// its script has run. These two pages show the same table as the floor page, put in by script:
//
//   scripted      a module script in the page puts the captured shadow HTML and styles into a shadow root
//                 with innerHTML: the least any script-drawn table costs
//   foundations   the widget's foundations and nothing of its own (bench/foundations-floor.js, bundled as
//                 the element is): lit and xstate fetched and evaluated, an element defined with Lit, a
//                 statechart's actor started, then the same table parsed in place of its placeholder
//
// So the widget's first render splits into the floor, what drawing by script adds, what lit and xstate add,
// and what is the widget's own (its game's chunk, the deal, its words, Lit's templates of the table).
import { floorHead, pageAround } from './bench-floor-pages.mjs';
import { bundle } from './bench-size.mjs';

export const SCRIPTED_FLOORS = ['scripted', 'foundations'];

/** Bundles bench/foundations-floor.js with rollup.config.mjs's plugins, into `memory`; returns the URL of its entry. */
export async function serveFoundations(memory) {
  const built = await bundle('bench/foundations-floor.js', 'foundations');
  for (const file of built.files) memory.set(`/bench-bundles/foundations/${file.fileName}`, file.code);
  return `/bench-bundles/foundations/${built.entry}`;
}

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

/** First render's figures of the two pages at one rate, beside the floor's and the widget's medians. */
export function scriptedFigures(samples, widgetMs, floorMs, { median, round }) {
  const scripted = median(samples.scripted.map((x) => x.paintedMs));
  const foundations = median(samples.foundations.map((x) => x.paintedMs));
  return {
    scriptedMedianMs: round(scripted),
    foundationsMedianMs: round(foundations),
    scriptedToFloor: round(scripted / floorMs),
    foundationsToFloor: round(foundations / floorMs),
    widgetToFoundations: round(widgetMs / foundations),
  };
}

/** The table of the two pages against the floor and the widget (nothing is judged: they explain the ratio). */
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
        `${ms(x.widgetMedianMs)} (${x.ratio.toFixed(2)}x)`,
        `${x.widgetToFoundations.toFixed(2)}x`,
      ]);
    }
  if (rows.length)
    table(
      'First render, the same table drawn by script (median of the same fresh loads; x: against the floor): a module script with innerHTML ("scripted"), and lit and xstate evaluated, an element defined with Lit and an actor started before it ("foundations", bench/foundations-floor.js)',
      ['game', 'cpu', 'floor', 'scripted', 'foundations', 'widget', 'widget / foundations'],
      rows,
    );
}
