// Plays one page of a built example site in Chromium, as a reader would: the table is drawn and fits the
// width, a click on a card makes a move, the framework's own code heard the move event, and the solver's
// worker gave its verdict on the new position. Throws an Error that says what a reader would have seen go wrong.

// The functions passed to page.evaluate() and page.waitForFunction() run in the page, with its globals:
/* global document, customElements, scrollX */

/** Widths a reader's screen has: a phone, and a laptop's content column. */
export const WIDTHS = [360, 1000];

/**
 * In the page: the top card of a legal move (a foundation move first), scrolled into view, at a point where
 * a click reaches that card; null when no card can be clicked. The same choice as bench/floor-page.js's
 * clickableMoveInPage, which needs the card on screen already: in a blog post the table is often below it.
 */
function clickableCardInPage() {
  const host = document.querySelector('carpet-solitaire');
  const root = host.shadowRoot;
  const byCard = host.legalMoves().filter((m) => m.from !== 'stock' && m.to !== 'stock' && (m.count ?? 1) === 1);
  const ordered = [...byCard.filter((m) => m.to.startsWith('foundation-')), ...byCard];
  for (const move of ordered) {
    const index = host.snapshot.piles[move.from].length - 1;
    const card = root.querySelector(`.card[data-pile="${move.from}"][data-index="${index}"]`);
    if (!card) continue;
    card.scrollIntoView({ block: 'center', inline: 'center' });
    const box = card.getBoundingClientRect();
    for (const [x, y] of [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + box.width / 2, box.top + 6],
    ]) {
      if (root.elementFromPoint(x, y)?.closest('.card') === card) return { move, x, y };
    }
  }
  return null;
}

/**
 * The first element's clickable card in `context` (a page, or a frame: anything with evaluate()), asked again
 * for up to `ms`: a table that has just been dealt may still be laying its cards out (a winnable deal is
 * searched for first), so the card a click would reach can take a moment to be under the pointer. Resolves to
 * clickableCardInPage's answer, null when none came.
 */
export async function clickableCard(context, ms) {
  for (let waited = 0; ; waited += 100) {
    const target = await context.evaluate(clickableCardInPage);
    if (target || waited >= ms) return target;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** In the page: what the first element shows, for the checks below. */
function tableInPage() {
  const host = document.querySelector('carpet-solitaire');
  const cards = [...(host?.shadowRoot?.querySelectorAll('.card') ?? [])];
  const box = host?.getBoundingClientRect();
  return {
    variant: host?.snapshot.variant,
    moves: host?.snapshot.moves,
    drawn: cards.filter((card) => card.getBoundingClientRect().width > 10).length,
    right: box ? Math.round(box.right + scrollX) : 0,
    pageWidth: document.documentElement.scrollWidth,
    viewWidth: document.documentElement.clientWidth,
  };
}

const ready = () => {
  const host = document.querySelector('carpet-solitaire');
  return Boolean(customElements.get('carpet-solitaire') && host?.snapshot && host.snapshot.phase !== 'loading');
};

/**
 * Opens url at width in a fresh browser context (no saved game, no statistics from the last width) and plays it.
 * spec: one page of an example's site.mjs; allow: what the console may say (a dev server's notices).
 */
export async function playPage(browser, url, width, spec, allow = []) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    const said = `console ${message.type()}: ${message.text()}`;
    if (['error', 'warn', 'warning', 'assert'].includes(message.type()) && !allow.some((ok) => ok.test(said)))
      problems.push(said);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  const fail = (what) => {
    throw new Error([what, ...problems].join('\n    '));
  };
  try {
    await page.setViewport({ width, height: 800 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(ready, { timeout: 30_000 }).catch(() => fail('the table never appeared'));
    const table = await page.evaluate(tableInPage);
    if (spec.variant && table.variant !== spec.variant) fail(`the table plays ${table.variant}, not ${spec.variant}`);
    if (table.drawn < 10) fail(`only ${table.drawn} cards are drawn`);
    if (table.pageWidth > table.viewWidth + 1 || table.right > table.viewWidth + 1)
      fail(`the page scrolls sideways: ${table.pageWidth} px wide (element to ${table.right}) in ${table.viewWidth}`);

    const target = await clickableCard(page, 3_000);
    if (!target) fail('no card of a legal move can be clicked');
    await page.mouse.click(target.x, target.y);
    const moved = table.moves + 1;
    await page
      .waitForFunction(
        (moves) => document.querySelector('carpet-solitaire').snapshot.moves === moves,
        { timeout: 10_000 },
        moved,
      )
      .catch(() => fail(`a click on ${target.move.from}'s top card made no move`));
    if (spec.heard) {
      const expected = `moved ${moved}`;
      await page
        .waitForFunction(
          (selector, text) => document.querySelector(selector)?.textContent?.trim() === text,
          { timeout: 10_000 },
          spec.heard,
          expected,
        )
        .catch(async () => {
          const said = await page.$eval(spec.heard, (el) => el.textContent).catch(() => 'no such element');
          fail(`the site's own handler did not hear the move: ${spec.heard} says "${said}", not "${expected}"`);
        });
    }
    // The solver searches the new position in its worker: one must be running (a bundler that dropped it
    // leaves the solver on the page's thread, slower).
    for (let waited = 0; !page.workers().length; waited += 100) {
      if (waited > 10_000) fail('no analysis worker started after the move');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // …and answer: a worker whose script a server answered with a page starts, then says nothing.
    const verdict = await page
      .waitForFunction(
        () => {
          const { verdict } = document.querySelector('carpet-solitaire').analysis;
          return verdict !== 'pending' && verdict;
        },
        { timeout: 20_000 },
      )
      .then((answer) => answer.jsonValue())
      .catch(() => fail('the analysis worker gave no verdict on the new position'));
    if (spec.extra) await spec.extra({ page, width });
    // Anything the page complained of while it played (a worker's 404 arrives late).
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (problems.length) fail('the page complained');
    return { moved: target.move, verdict };
  } finally {
    await context.close();
  }
}
