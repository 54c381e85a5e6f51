// The floor part's third yardstick for a click: the widget's own DOM changes, made without its script.
//
// The floor click page moves one card element with one appendChild. A move on the table changes more than
// that, as the rules and the reader need: the card that is uncovered shows its face, the piles' names say
// their new top card and count, the move counter and the buttons change. So a click's time beyond the floor's
// is in part the browser's work on those changes, which any widget showing the same table must cause, and in
// part the widget's script (its rules, statechart, Lit's update, its handlers).
//
// The replayed click splits the two. In the widget's page with no glide and no analysis line
// (`<id>-replay.html`), one real click is recorded with a MutationObserver, from its pointerdown to the frame
// that shows it, and the tree is put back by hand as it was (bench/replay-page.js). Each timed click then
// makes the recorded changes in its pointerup, in order, while the widget hears nothing; the same measure as
// every click page times it (pointerup's timeStamp -> that frame painted), and it is put back between clicks,
// untimed. The widget with no glide against this page is the widget's own work per click (its script, and its
// solver's search sharing the machine); this page against the floor click page is the price of the changes
// beyond the one card.
//
// The widget glides its card and the floor click page does not, so the widget's click against the floor is in
// part the price of any glide. A second replay page (`replay, gliding`) makes the same changes and glides the
// cards they add from the pressed card, as the widget does (one box read before the changes, the new ones
// after, one animation each): the widget against it is the widget's own work per click, glide and all, beside
// the least the same visible change costs the browser.
import {
  clickRecorded,
  forgetClicksInPage,
  glideReplaysInPage,
  installReplayInPage,
  recordNextClickInPage,
  rewindReplayInPage,
  startReplayInPage,
} from '../bench/replay-page.js';
import { analysed, clicksTimed, settleInPage, showsCards, timeClicksInPage } from '../bench/floor-page.js';
import { clickAt } from './bench-common.mjs';

/**
 * The replay page: the widget as the 'no glide' page draws it, and nothing said under the board, so that no
 * verdict of its solver changes the table while the replays run.
 */
export const REPLAY_ATTRIBUTES = 'animation="off" analysis="off"';

/**
 * Opens the replay page, plays and records one click at `point` (untimed), and puts the tree back:
 * { page, exact, mutations }. `floorClicks`: the floor part's helpers ({ newTab, ready }); `glide`: each replay
 * glides its cards too (glideReplaysInPage).
 */
export async function openReplay(browser, origin, rate, id, point, { newTab, ready }, { glide = false } = {}) {
  const page = await newTab(browser, rate);
  await page.goto(`${origin}/bench-floor/${id}-replay.html`, { waitUntil: 'load' });
  await page.waitForFunction(showsCards, { timeout: 30_000 });
  await page.evaluate(settleInPage);
  await page.evaluate(timeClicksInPage);
  await page.evaluate(installReplayInPage);
  await page.evaluate(recordNextClickInPage);
  await ready(page, 0, point);
  await clickAt(page, point);
  await page.waitForFunction(clickRecorded, { timeout: 5000 });
  // The recorded click was the widget's: its sample, once taken, is not one of the replay's.
  await page.waitForFunction(clicksTimed, { timeout: 5000 }, 1);
  // The solver searches the recorded click's position in its worker whatever analysis says (the page may
  // ask for the verdict): the replays wait for it, as the widget pages' clicks wait for the deal's first one.
  await page.waitForFunction(analysed, { timeout: 60_000 }).catch(() => undefined);
  await page.evaluate(settleInPage);
  const { exact, mutations } = await page.evaluate(startReplayInPage);
  if (glide) await page.evaluate(glideReplaysInPage);
  await page.evaluate(forgetClicksInPage);
  await page.evaluate(settleInPage);
  return { page, exact, mutations };
}

/** The i-th replayed click (`phase`: where in a frame it lands, as the other pages'), then the tree put back, untimed. */
export async function clickReplay(replay, point, i, phase, { ready }) {
  const { page } = replay;
  await ready(page, phase, point);
  await clickAt(page, point);
  await page.waitForFunction(clicksTimed, { timeout: 5000 }, i + 1);
  // A rewind that does not give the tree the click began with means the replay is not the widget's click.
  if (!(await page.evaluate(rewindReplayInPage))) replay.exact = false;
  await page.evaluate(settleInPage);
}

/**
 * The replayed clicks' figures beside the others of one game and rate: their painted median and p95, whether
 * every replay was the widget's click exactly, the changes it makes, and the ratios that split the widget's
 * click (no glide) into its script (`stillToReplay`) and the changes beyond the one card (`replayToFloor`);
 * with the gliding replay, the widget (glide and all) against it (`widgetToReplayGlide`).
 */
export function replayFigures(samples, { widget, still, floor }, stats, round) {
  if (!samples.replay?.length) return {};
  const painted = stats(samples.replay.map((x) => x.paintedMs));
  const gliding = samples.replayGlide?.length ? stats(samples.replayGlide.map((x) => x.paintedMs)) : null;
  return {
    replay: { clicks: samples.replay.length, ...samples.replayed, painted },
    stillToReplayMedian: round(still.medianMs / painted.medianMs),
    stillToReplayP95: round(still.p95Ms / painted.p95Ms),
    replayToFloorMedian: round(painted.medianMs / floor.medianMs),
    replayToFloorP95: round(painted.p95Ms / floor.p95Ms),
    ...(gliding && {
      replayGlide: { clicks: samples.replayGlide.length, painted: gliding },
      widgetToReplayGlideMedian: round(widget.medianMs / gliding.medianMs),
      widgetToReplayGlideP95: round(widget.p95Ms / gliding.p95Ms),
      replayGlideToFloorMedian: round(gliding.medianMs / floor.medianMs),
      replayGlideToFloorP95: round(gliding.p95Ms / floor.p95Ms),
    }),
  };
}
