// In-page half of the bench's "winnable deal" part: the drop-in build (dist/, same origin, so the
// solver may run in its worker) deals a `winnable` game; this records, in window.benchWinnable, when
// the proven-winnable deal is on the table, whether "Finding a winnable deal…" showed meanwhile, how
// long a click on the toolbar took to reach the screen during the search, and the long tasks.
import { watchPage } from './page-watch.js';

const params = new URLSearchParams(location.search);
const result = {
  startedAt: 0,
  renderedAt: 0,
  foundAt: null,
  seed: null,
  sawFinding: false,
  verdictAtDeal: null,
  gaveUp: null,
  longTasks: [],
  clickMs: null,
  error: null,
};
window.benchWinnable = result;

watchPage(result);

await import('/dist/carpet-solitaire.js');
const element = document.createElement('carpet-solitaire');
element.setAttribute('variant', params.get('variant') ?? 'cadogan-carpet');
element.setAttribute('seed', params.get('seed') ?? '1');
element.setAttribute('persist', 'false');
element.setAttribute('winnable', '');
// The element deals the seed as it is, with a warning, when no winnable deal was found in time.
element.addEventListener('carpet-error', (event) => (result.gaveUp = event.detail.message));
element.addEventListener('carpet-new-game', (event) => {
  result.foundAt = performance.now();
  // Which engine searched: the worker's files, or the search chunk a page without a worker loads.
  result.fetched = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((name) => /worker|search/.test(name));
  result.seed = event.detail.seed;
  result.verdictAtDeal = element.analysis.verdict;
});
// A real click's pointerup (sent by puppeteer) to the next frame: is the toolbar still answering?
element.addEventListener(
  'pointerup',
  (event) => {
    const stamp = event.timeStamp;
    requestAnimationFrame(() => (result.clickMs = performance.now() - stamp));
  },
  { capture: true },
);
result.startedAt = performance.now();
document.querySelector('#stage').append(element);
await element.updateComplete;
// From here the search runs: the first render (the game's code, 800 nodes) is not the search's.
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
result.renderedAt = performance.now();
const watch = () => {
  if (result.foundAt !== null) return;
  const line = element.shadowRoot?.querySelector('[part~="analysis"]')?.textContent ?? '';
  if (line.includes('Finding a winnable deal')) result.sawFinding = true;
  requestAnimationFrame(watch);
};
watch();
