// In-page half of the bench's "deep" part (scripts/bench-deep.mjs): the drop-in build (dist/, same origin,
// so the solver runs in its worker) plays a deal its first search leaves unknown, with analysis="full".
// Once that 'unknown' is in, a scripted player plays the hint's move every PLAY_EVERY_MS (as a player who
// asks for hints would), and this records in window.benchDeep every verdict the element announces, when the
// first one that is not 'unknown' came, the moves played, and every long task.
import { watchPage } from './page-watch.js';

const PLAY_EVERY_MS = 4000;
const params = new URLSearchParams(location.search);
const result = {
  renderedAt: 0,
  unknownAt: null,
  decidedAt: null,
  decided: null,
  verdicts: [],
  moves: 0,
  longTasks: [],
  error: null,
};
window.benchDeep = result;

watchPage(result);

await import('/dist/carpet-solitaire.js');
const element = document.createElement('carpet-solitaire');
element.setAttribute('variant', params.get('variant') ?? 'carthage');
element.setAttribute('seed', params.get('seed') ?? '1');
element.setAttribute('persist', 'false');
element.setAttribute('analysis', 'full');
let player = null;
element.addEventListener('carpet-analysis', ({ detail }) => {
  const now = performance.now();
  result.verdicts.push([Math.round(now), detail.verdict]);
  if (detail.verdict === 'unknown' && result.unknownAt === null) {
    result.unknownAt = now;
    player = setInterval(() => {
      const move = element.hint();
      if (move && element.play(move)) result.moves++;
    }, PLAY_EVERY_MS);
  } else if (detail.verdict !== 'unknown' && result.unknownAt !== null && result.decidedAt === null) {
    result.decidedAt = now;
    result.decided = detail.verdict;
    clearInterval(player);
  }
});
document.querySelector('#stage').append(element);
await element.updateComplete;
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
result.renderedAt = performance.now();
