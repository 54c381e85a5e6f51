// In-page half of the floor part of `npm run bench` (scripts/bench-floor.mjs): functions that
// puppeteer runs inside the widget, floor and floor click pages (each is serialized on its own, so each
// brings what it needs). Nothing here runs in Node; times are performance.now() or an event's timeStamp.

/**
 * Installed before any of the page's own code (evaluateOnNewDocument), the same on the widget and the
 * floor page: a requestAnimationFrame loop from the document's start that, in the first frame whose
 * shadow root holds every card (?cards=N), notes the time and posts a message, which runs after that
 * frame's style, layout and paint. Times are performance.now(), whose origin is the navigation's start.
 *
 * Why this measure: the floor page has no script of its own, so a frame can only be seen from outside
 * it, and the same observer must see both pages. Paint Timing's first-contentful-paint would be fair for
 * the floor (its first paint shows the whole table) but not for the widget, whose first contentful paint
 * can be a toolbar or a "Loading…" before any card; largest-contentful-paint picks whichever element is
 * largest, not the frame with every card. A trace could find that frame too, at much greater cost. This
 * loop is the existing first-render measure (bench/harness.js: the first frame painted with the cards)
 * started at navigation; its own cost is one querySelectorAll per frame on both pages alike. FCP is
 * recorded as well, for reference. It ends at the main thread's paint, not at the pixels' presentation,
 * which adds about the same compositor time to both.
 */
export function watchForCards() {
  const want = Number(new URLSearchParams(location.search).get('cards'));
  if (!want) return;
  const result = (window.floorBench = { frameMs: null, paintedMs: null });
  const check = () => {
    const root = document.querySelector('carpet-solitaire')?.shadowRoot;
    if (!root || root.querySelectorAll('.card').length < want) return void requestAnimationFrame(check);
    result.frameMs = performance.now();
    // The table as that frame shows it (after the clock was read): its elements, to compare with the capture's.
    result.shadowElements = root.querySelectorAll('*').length;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (result.paintedMs = performance.now());
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(check);
}

/** In the widget page: waits until it has cards, no update pending, no animation running, and two painted frames. */
export async function settleInPage() {
  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
    );
  const host = document.querySelector('carpet-solitaire');
  for (let i = 0; i < 300; i++) {
    const root = host.shadowRoot;
    if (root?.querySelector('.card') && !host.isUpdatePending) {
      const running = root.getAnimations({ subtree: true });
      if (!running.length) break;
      await Promise.all(running.map((a) => a.finished.catch(() => {})));
    }
    await afterPaint();
  }
  await afterPaint();
  await afterPaint();
}

/**
 * In the settled widget page: the host's opening tag (with whatever attributes the element set on
 * itself), the shadow tree's HTML without comments (Lit's markers), the CSS of its adopted stylesheets
 * and the document's, and counts. Registered properties: each listed name must have an initial value
 * on the root, and any other --_ name used in the CSS that has one was registered by something unlisted.
 * `tag`: the host's tag, when it is not the widget's (a page that draws the same table under another name).
 */
export function captureInPage(listed, tag = 'carpet-solitaire') {
  const host = document.querySelector(tag);
  const root = host.shadowRoot;
  const cssOf = (sheets) =>
    sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
  const copy = document.createElement('template');
  copy.innerHTML = root.innerHTML;
  const walker = document.createTreeWalker(copy.content, NodeFilter.SHOW_COMMENT);
  const comments = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.remove();
  const shadowCss = cssOf(root.adoptedStyleSheets);
  const used = new Set(shadowCss.match(/--_[\w-]+/g) ?? []);
  const rootStyle = getComputedStyle(document.documentElement);
  const registered = [...used].filter((name) => rootStyle.getPropertyValue(name) !== '');
  const shell = host.cloneNode(false);
  return {
    hostOpenTag: shell.outerHTML.replace(/<\/carpet-solitaire>$/, ''),
    shadowHtml: copy.innerHTML,
    shadowCss,
    documentCss: cssOf(document.adoptedStyleSheets),
    shadowElements: root.querySelectorAll('*').length,
    cards: root.querySelectorAll('.card').length,
    // The keyboard's stop (a pile's or a card's key), for a page that draws the same table itself.
    tabStop: root.querySelector('[data-focus][tabindex="0"]')?.dataset.focus ?? null,
    nestedShadowRoots: [...root.querySelectorAll('*')].filter((e) => e.shadowRoot).length,
    unlistedRegistered: registered.filter((name) => !listed.includes(name)),
    listedNotRegistered: listed.filter((name) => rootStyle.getPropertyValue(name) === ''),
  };
}

/**
 * In the settled widget page: what a click will move (the first legal move of one top card to another
 * pile, foundations first; else a deal from the stock), and a point where a click lands on that card (or on the stock).
 */
export function clickableMoveInPage() {
  const host = document.querySelector('carpet-solitaire');
  const root = host.shadowRoot;
  const legal = host.legalMoves().filter((m) => m.to !== 'stock' && (m.count ?? 1) === 1);
  const byCard = legal.filter((m) => m.from !== 'stock');
  const ordered = [
    ...byCard.filter((m) => m.to.startsWith('foundation-')),
    ...byCard.filter((m) => !m.to.startsWith('foundation-')),
    ...legal.filter((m) => m.from === 'stock'),
  ];
  for (const move of ordered) {
    const index = host.snapshot.piles[move.from].length - 1;
    const target =
      move.from === 'stock'
        ? root.querySelector('.pile[data-pile="stock"]')
        : root.querySelector(`.card[data-pile="${move.from}"][data-index="${index}"]`);
    if (!target) continue;
    const box = target.getBoundingClientRect();
    for (const [x, y] of [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + box.width / 2, box.top + 6],
    ]) {
      const hit = root.elementFromPoint(x, y);
      if (hit?.closest(move.from === 'stock' ? '.pile' : '.card') === target) return { from: move.from, index, x, y };
    }
  }
  return null;
}

/** The same in every click page: pointerup's timeStamp (a capture listener on window) -> next rAF callback after the element's update, and -> that frame painted. */
export function timeClicksInPage() {
  window.floorClicks = [];
  addEventListener(
    'pointerup',
    (event) => {
      const stamp = event.timeStamp;
      const host = document.querySelector('carpet-solitaire');
      const frame = async () => {
        if (host.isUpdatePending) {
          await host.updateComplete;
          requestAnimationFrame(frame);
          return;
        }
        const frameAt = performance.now();
        const channel = new MessageChannel();
        // `first`: the page's first timed click since it loaded (or since its samples were forgotten).
        channel.port1.onmessage = () =>
          window.floorClicks.push({
            frameMs: frameAt - stamp,
            paintedMs: performance.now() - stamp,
            first: window.floorClicks.length === 0,
          });
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(frame);
    },
    true,
  );
}

/** Decodes two PNG screenshots (base64) on canvases and counts the pixels that differ. */
export async function comparePngsInPage(a, b) {
  const decode = async (base64) => {
    const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    return {
      width: bitmap.width,
      height: bitmap.height,
      data: context.getImageData(0, 0, bitmap.width, bitmap.height).data,
    };
  };
  const [x, y] = await Promise.all([decode(a), decode(b)]);
  if (x.width !== y.width || x.height !== y.height)
    return { equal: false, sizes: [`${x.width}x${x.height}`, `${y.width}x${y.height}`], differing: null };
  let differing = 0;
  const box = { left: Infinity, top: Infinity, right: -1, bottom: -1 };
  for (let i = 0; i < x.data.length; i += 4) {
    if (
      x.data[i] === y.data[i] &&
      x.data[i + 1] === y.data[i + 1] &&
      x.data[i + 2] === y.data[i + 2] &&
      x.data[i + 3] === y.data[i + 3]
    )
      continue;
    differing++;
    const p = i / 4;
    const px = p % x.width;
    const py = Math.floor(p / x.width);
    box.left = Math.min(box.left, px);
    box.right = Math.max(box.right, px);
    box.top = Math.min(box.top, py);
    box.bottom = Math.max(box.bottom, py);
  }
  return {
    equal: differing === 0,
    size: `${x.width}x${x.height}`,
    pixels: x.width * x.height,
    differing,
    box: differing ? box : null,
  };
}

/** The widget shows cards (for waitForFunction). */
export function showsCards() {
  return Boolean(document.querySelector('carpet-solitaire')?.shadowRoot?.querySelector('.card'));
}

/** The widget's moves so far and each pile's cards. */
export function widgetState() {
  const { moves, piles } = document.querySelector('carpet-solitaire').snapshot;
  return { moves, piles };
}

/** Whether the widget's solver has its verdict on the position on the table (its worker then rests). */
export function analysed() {
  return document.querySelector('carpet-solitaire').analysis.verdict !== 'pending';
}

/** Takes back the widget's last move (between two timed clicks, untimed). */
export function undoInPage() {
  document.querySelector('carpet-solitaire').undo();
}

/** A card as the widget draws it, without Lit's comment markers. */
export function cardHtmlInPage(pile, index) {
  const card = document
    .querySelector('carpet-solitaire')
    .shadowRoot.querySelector(`.card[data-pile="${pile}"][data-index="${index}"]`);
  return card?.outerHTML.replace(/<!--[\s\S]*?-->/g, '');
}

/** The page has timed at least `n` clicks (timeClicksInPage), for waitForFunction. */
export function clicksTimed(n) {
  return (window.floorClicks?.length ?? 0) >= n;
}

/** The first render's times (watchForCards) once its frame is painted, for waitForFunction. */
export function cardsPainted() {
  return window.floorBench?.paintedMs != null;
}

/**
 * The first render's times, and first-contentful-paint for reference: it is reported once its frame is
 * presented, often after the load event, so this waits for it (1 s at most).
 */
export async function firstRenderTimes() {
  const fcpMs = await new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (entry) resolve(entry.startTime);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => resolve(null), 1000);
  });
  const { paintedMs, frameMs, shadowElements } = window.floorBench;
  return { paintedMs, frameMs, shadowElements, fcpMs };
}

/** The samples timeClicksInPage took, except those marked missed. */
export function clickSamples() {
  return window.floorClicks.filter((sample) => !sample.missed);
}

/** Marks the i-th sample as a click that played nothing. */
export function markMissed(i) {
  window.floorClicks[i].missed = true;
}

/** The floor click page's card back where it was (untimed). */
export function resetFloorClick() {
  window.floorReset();
}
