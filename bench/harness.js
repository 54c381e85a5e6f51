// In-page half of `npm run bench` (scripts/bench.mjs loads bench/page.html and imports this module).
// Every time here is performance.now() or an event's timeStamp, in the page's own clock; nothing is
// asserted: the numbers go back to Node, which prints them.

const stage = () => document.querySelector('#stage');

/**
 * Resolves just after the next frame is painted: a message posted from a requestAnimationFrame callback
 * runs in a task after that frame's style, layout and paint.
 */
const afterPaint = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve(performance.now());
      };
      channel.port2.postMessage(null);
    }),
  );

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- first render -------------------------------------------------------------------------------

/** The element's content is on the page: for the game, cards on the table (not a loading placeholder). */
const shows = (element) => !element.isUpdatePending && element.shadowRoot?.querySelector('.card, [part~="card"]');

/**
 * Imports `bundle` (timed apart, as importMs), puts an undefined `<tag>` with `attributes` in the page,
 * lets the page go idle for two painted frames, then times customElements.define(tag, class) to:
 * firstPaintMs, the first frame painted after it, whatever it shows; renderMs, updateComplete resolved
 * (the element's updateComplete waits for a game's code when it loads on demand); paintMs, the first
 * frame painted with the element's content (the game's cards) on it.
 */
export async function firstRender({ bundle, exportName, tag, attributes }) {
  const importStart = performance.now();
  const module = await import(bundle);
  const importMs = performance.now() - importStart;
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  stage().append(element);
  await afterPaint();
  await afterPaint();
  performance.mark('bench-define');
  const start = performance.now();
  customElements.define(tag, module[exportName]);
  const firstPaint = afterPaint();
  await element.updateComplete;
  const rendered = performance.now();
  // A frame's rAF callbacks run before its style, layout and paint: once the content is there in a
  // callback, a message posted from it runs after the frame that paints it.
  const painted = await new Promise((resolve) => {
    const check = () => {
      if (!shows(element)) {
        requestAnimationFrame(check);
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve(performance.now());
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  });
  performance.mark('bench-painted');
  const nodes = element.shadowRoot.querySelectorAll('*').length;
  return {
    importMs,
    firstPaintMs: (await firstPaint) - start,
    renderMs: rendered - start,
    paintMs: painted - start,
    shadowElements: nodes,
  };
}

// ---- a game to play -----------------------------------------------------------------------------

let game = null;

/** Registers the element from `bundle` and deals `variant` / `seed` (nothing saved, default animation). */
export async function setupGame({ bundle, variant, seed }) {
  const { CarpetSolitaire } = await import(bundle);
  if (!customElements.get('carpet-solitaire')) customElements.define('carpet-solitaire', CarpetSolitaire);
  const element = document.createElement('carpet-solitaire');
  element.setAttribute('variant', variant);
  element.setAttribute('seed', seed);
  element.setAttribute('persist', 'false');
  stage().append(element);
  await element.updateComplete;
  await afterPaint();
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask' });
  game = {
    element,
    seed,
    deals: 0,
    longTasks,
    observer,
    recording: false,
    lastClick: null,
    pending: null,
    misses: 0,
    newGames: 0,
    waits: 0,
  };
  window.addEventListener('pointerup', onPointerUpCapture, true);
  return { variant: element.snapshot.variant };
}

/** The scripted policy: foundation moves first, then every other legal move in the order the rules give. */
function movesByPolicy(element) {
  const legal = element.legalMoves();
  const home = legal.filter((move) => move.to.startsWith('foundation-'));
  return [...home, ...legal.filter((move) => !move.to.startsWith('foundation-'))];
}

/** A game that ended (or has no move) is replaced by a new deal of the next seed; not a timed move. */
async function ensurePlaying() {
  const { element } = game;
  if (element.snapshot.status === 'playing' && element.legalMoves().length > 0) return;
  game.deals++;
  game.newGames++;
  element.newGame(`${game.seed}-${game.deals}`);
  await element.updateComplete;
  await afterPaint();
}

/** Long tasks seen since `since` (performance.now()). */
function longTasksSince(since) {
  const tasks = game.longTasks.filter((task) => task.start >= since);
  return {
    count: tasks.length,
    maxMs: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
    over50: tasks.filter((t) => t.duration > 50).length,
  };
}

/**
 * One move through the public API: handler = play() called to returned; total = play() called to
 * updateComplete resolved (the rules, the statechart, the events and Lit's render). Then a painted
 * frame, so the solver's slices run between moves as they do for a player.
 */
async function playOne() {
  await ensurePlaying();
  const { element } = game;
  const move = movesByPolicy(element)[0];
  const t0 = performance.now();
  const ok = element.play(move);
  const t1 = performance.now();
  await element.updateComplete;
  const t2 = performance.now();
  if (!ok) throw new Error(`play(${JSON.stringify(move)}) was refused`);
  await afterPaint();
  return { handlerMs: t1 - t0, totalMs: t2 - t0 };
}

/**
 * One step of the scripted game, which alternates the two ways in: the sample of the click Node just
 * made (if any), then a move through play() (when `api`), then the next click's target for Node.
 */
export async function step({ api }) {
  const result = {};
  if (game.pending) result.click = await finishClick();
  if (api) result.api = await playOne();
  result.target = await prepareClick();
  return result;
}

// ---- real input ---------------------------------------------------------------------------------

/**
 * The capture listener on window sees the pointerup (the element plays a click on pointerup) before the
 * element does; the next requestAnimationFrame callback after the element has updated ends the sample
 * (frameMs), and a message posted from that callback, after the frame is painted, ends paintedMs.
 */
function onPointerUpCapture(event) {
  if (!game?.pending || game.pending.armed === false) return;
  const pending = game.pending;
  pending.armed = false;
  const stamp = event.timeStamp;
  const { element } = game;
  const frame = async () => {
    if (element.isUpdatePending) {
      await element.updateComplete;
      requestAnimationFrame(frame);
      return;
    }
    const frameAt = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      pending.resolve({ frameMs: frameAt - stamp, paintedMs: performance.now() - stamp, at: performance.now() });
    };
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(frame);
}

/** A point inside `target` where a click lands on it (per the shadow root's hit testing), or null. */
function pointOn(target, isHit) {
  const box = target.getBoundingClientRect();
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + box.width / 2, box.top + Math.min(6, box.height / 4)],
    [box.left + Math.min(6, box.width / 4), box.top + Math.min(6, box.height / 4)],
    [box.left + box.width / 2, box.bottom - Math.min(6, box.height / 4)],
  ];
  const root = game.element.shadowRoot;
  for (const [x, y] of points) {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const hit = root.elementFromPoint(x, y);
    if (hit && isHit(hit)) return { x, y };
  }
  return null;
}

/** Where to click for `move`: the stock pile for a deal (or a re-deal), else the card the move takes. */
function clickTargetOf(move) {
  const { element } = game;
  const root = element.shadowRoot;
  const viaStock = move.from === 'stock' || move.to === 'stock';
  if (viaStock) {
    const pile = root.querySelector('.pile[data-pile="stock"]');
    return pile && { pile: 'stock', point: pointOn(pile, (hit) => hit.closest('.pile') === pile) };
  }
  const size = element.snapshot.piles[move.from]?.length ?? 0;
  const index = size - (move.count ?? 1);
  const card = root.querySelector(`.card[data-pile="${move.from}"][data-index="${index}"]`);
  return card && { pile: move.from, point: pointOn(card, (hit) => hit.closest('.card') === card) };
}

/**
 * Picks the next move for a real click and returns the point to click. The policy's order holds, except
 * that a card still gliding to its place (it lets clicks through) is passed over, and so is a second
 * click on the same pile within 350 ms, which the element takes as a double-click; when every move is
 * like that, it waits (untimed) for the glides to end and the 350 ms to pass.
 */
export async function prepareClick() {
  await ensurePlaying();
  const { element } = game;
  const candidates = movesByPolicy(element);
  const clickPileOf = (move) => (move.from === 'stock' || move.to === 'stock' ? 'stock' : move.from);
  const tooSoon = (move) => {
    const last = game.lastClick;
    return last && clickPileOf(move) === last.pile && move.from !== 'stock' && performance.now() - last.at < 400;
  };
  let chosen = null;
  for (const move of candidates) {
    if (tooSoon(move)) continue;
    const target = clickTargetOf(move);
    if (target?.point) {
      chosen = { move, target };
      break;
    }
  }
  if (!chosen) {
    const move = candidates[0];
    game.waits++;
    if (tooSoon(move)) await sleep(game.lastClick.at + 400 - performance.now());
    await Promise.all(element.shadowRoot.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => {})));
    await afterPaint();
    const target = clickTargetOf(move);
    if (target?.point) chosen = { move, target };
    else {
      // No clickable point: play it through the API, untimed, and count a miss.
      game.misses++;
      element.play(move);
      await element.updateComplete;
      await afterPaint();
      return { skip: true };
    }
  }
  const { move, target } = chosen;
  let resolve;
  const done = new Promise((r) => (resolve = r));
  game.pending = { armed: true, resolve, done, move, pile: target.pile, movesBefore: element.snapshot.moves };
  return { x: target.point.x, y: target.point.y, pile: target.pile };
}

/** Waits for the sample of the click just made; null (and a miss) when the click played no move. */
export async function finishClick() {
  const pending = game.pending;
  if (!pending) return null;
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 3000));
  const sample = await Promise.race([pending.done, timeout]);
  game.pending = null;
  const { element } = game;
  const moved = element.snapshot.moves !== pending.movesBefore || element.snapshot.status !== 'playing';
  game.lastClick = { pile: pending.pile, at: sample?.at ?? performance.now() };
  if (!sample || !moved) {
    game.misses++;
    if (!moved && element.legalMoves().some((m) => m.from === pending.move.from && m.to === pending.move.to))
      element.play(pending.move);
    await element.updateComplete;
    await afterPaint();
    return null;
  }
  return sample;
}

// ---- the control: a click that does almost nothing --------------------------------------------------

let control = null;

/**
 * A plain button whose pointerup only changes its text, timed exactly as a click on the element is
 * (pointerup's timeStamp to the next requestAnimationFrame callback). It measures what the browser
 * alone costs: the input's delivery and the wait for the next frame. Returns the point to click.
 */
export async function setupControl() {
  const button = document.createElement('button');
  button.textContent = 'control';
  button.style.width = '200px';
  button.style.height = '80px';
  stage().append(button);
  control = { samples: [] };
  button.addEventListener('pointerup', (event) => {
    const stamp = event.timeStamp;
    button.textContent = `clicked ${control.samples.length + 1}`;
    requestAnimationFrame(() => control.samples.push(performance.now() - stamp));
  });
  await afterPaint();
  const box = button.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Between two control clicks: a painted frame, then 0 to 16 ms, so clicks land at every point of a frame as the game's do. */
export async function controlPause(index) {
  await afterPaint();
  await sleep((index * 7) % 17);
}

export function controlSamples() {
  return control.samples;
}

export function startRecording() {
  game.recordingSince = performance.now();
}

/** What happened since startRecording(): long tasks, clicks that played nothing, waits, new deals. */
export function summary() {
  return {
    longTasks: longTasksSince(game.recordingSince),
    misses: game.misses,
    waits: game.waits,
    newGames: game.newGames,
  };
}

// ---- heap ----------------------------------------------------------------------------------------

function usedHeap() {
  for (let i = 0; i < 4; i++) window.gc();
  return performance.memory.usedJSHeapSize;
}

/**
 * usedJSHeapSize after gc() with the element registered, its game loaded and no instance, then with `count` instances
 * (variant, seeds 1..count, nothing saved) just rendered, before any solver slice has run (instances);
 * then again after `settleMs` of the solvers searching (withSolver).
 */
export async function heap({ bundle, variant, count, settleMs }) {
  const { CarpetSolitaire } = await import(bundle);
  customElements.define('carpet-solitaire', CarpetSolitaire);
  // One instance first, then gone: the game's code (a chunk of its own when games load on demand) and
  // Lit's prepared templates are the baseline, not a cost per instance.
  const first = document.createElement('carpet-solitaire');
  first.setAttribute('variant', variant);
  first.setAttribute('persist', 'false');
  stage().append(first);
  await first.updateComplete;
  await afterPaint();
  first.remove();
  await afterPaint();
  const empty = usedHeap();
  const elements = [];
  for (let i = 0; i < count; i++) {
    const element = document.createElement('carpet-solitaire');
    element.setAttribute('variant', variant);
    element.setAttribute('seed', String(i + 1));
    element.setAttribute('persist', 'false');
    stage().append(element);
    elements.push(element);
  }
  await Promise.all(elements.map((element) => element.updateComplete));
  // Still the same task: no solver slice (a posted message) has run yet.
  const instances = usedHeap();
  await sleep(settleMs);
  const withSolver = usedHeap();
  return { empty, instances, withSolver, count };
}
