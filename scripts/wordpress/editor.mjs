// The block in WordPress's real editor, as an author uses it: log in, open a new post, insert the block
// with settings, see the game in the editor (a live preview, not a placeholder; inside the editor's iframe
// on WordPress 6.5 and later) and make a move in it with the mouse, turn a setting on in the block's
// sidebar, publish. Resolves to the published post's link. Also reads the block's sidebar in the site's
// language.
/* global window, document */
import { clickableCard } from '../sites/play.mjs';

export const EDITOR_BLOCK = { variant: 'cadogan-carpet', seed: '21', winnable: true };
/** The sidebar's toggle the author turns on, and the block as published then. */
const CLOCK_LABEL = 'Show the play clock';
export const EDITOR_PUBLISHED = { ...EDITOR_BLOCK, timer: true };
/** What the block's sidebar says in French (languages/carpet-solitaire-fr_FR.po). */
const FRENCH = { description: 'Un jeu de patience', label: "Afficher l'horloge de jeu" };

/** In the editor: the first <carpet-solitaire> in the canvas (the page, or its iframe when it has one). */
function previewInPage(want) {
  const frame = document.querySelector('iframe[name="editor-canvas"]');
  const docs = [document, frame?.contentDocument].filter(Boolean);
  const el = docs.map((doc) => doc.querySelector('carpet-solitaire')).find(Boolean);
  if (!el) {
    const block = docs.map((doc) => doc.querySelector('[data-type="carpet-solitaire/game"]')).find(Boolean);
    return { found: false, block: block ? block.outerHTML.slice(0, 400) : 'no block in the canvas' };
  }
  const attributes = Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
  const wrong = Object.entries(want).filter(([name, value]) =>
    value === true ? !(name in attributes) : attributes[name] !== value,
  );
  const drawn = el.shadowRoot?.querySelectorAll('.card').length ?? 0;
  const view = el.ownerDocument.defaultView;
  return {
    found: true,
    attributes,
    wrong,
    drawn,
    phase: el.snapshot?.phase,
    inIframe: el.ownerDocument !== document,
    // Defined in the element's own window (an iframe has its own registry), as the class it has.
    defined: view.customElements.get('carpet-solitaire') === el.constructor,
  };
}

/** In the editor: clicks the toggle labelled `text` in the block's sidebar; false when there is none. */
function clickToggle(text) {
  const label = [...document.querySelectorAll('.block-editor-block-inspector label')].find(
    (found) => found.textContent.trim() === text,
  );
  const input = label && document.getElementById(label.htmlFor);
  if (!input) return false;
  input.click();
  return true;
}

/** In the editor: the block's title and the labels of its sidebar. */
function sidebarInPage() {
  return {
    description: window.wp.blocks.getBlockType('carpet-solitaire/game')?.description,
    labels: [...document.querySelectorAll('.block-editor-block-inspector label')].map((label) =>
      label.textContent.trim(),
    ),
  };
}

/** Logs in as user in a fresh browser context; resolves to { context, page, errors, fail }. */
async function logIn(browser, url, user) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (['error', 'warn', 'warning'].includes(message.type()) && message.text().includes('carpet-solitaire'))
      errors.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} for ${response.url()}`);
  });
  const fail = (what) => {
    throw new Error([what, ...errors].join('\n'));
  };
  try {
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${url}/wp-login.php`, { waitUntil: 'load' });
    // Set, not typed: wp-login.php focuses and selects the name field 200 ms after load, and a name typed
    // across that moment is overwritten.
    await page.$eval('#user_login', (el, value) => (el.value = value), user.login);
    await page.$eval('#user_pass', (el, value) => (el.value = value), user.password);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#wp-submit')]);
    if (!page.url().includes('/wp-admin')) {
      const said = await page.$eval('#login_error', (el) => el.textContent.trim()).catch(() => 'no error shown');
      fail(`the login went to ${page.url()}, not wp-admin: ${said}`);
    }
  } catch (error) {
    await context.close();
    throw error;
  }
  return { context, page, errors, fail };
}

/** Opens a new post in the editor, with the block type registered and the welcome guide away. */
async function openEditor(page, url, fail) {
  await page.goto(`${url}/wp-admin/post-new.php`, { waitUntil: 'load', timeout: 60_000 });
  await page
    .waitForFunction(() => window.wp?.data?.select('core/editor')?.getCurrentPostId(), { timeout: 60_000 })
    .catch(() => fail('the editor never started'));
  await page
    .waitForFunction(() => window.wp.blocks.getBlockType('carpet-solitaire/game'), { timeout: 20_000 })
    .catch(() => fail('the editor has no block carpet-solitaire/game (wp.blocks.getBlockType is undefined)'));
  // The welcome guide (a modal) if the saved preference did not keep it away.
  await page.evaluate(() => {
    window.wp.data.dispatch('core/preferences')?.set?.('core/edit-post', 'welcomeGuide', false);
    document.querySelector('.edit-post-welcome-guide button[aria-label="Close"]')?.click();
  });
}

/** Inserts the block with `attributes`, selected, its sidebar open. */
async function insertBlock(page, attributes) {
  await page.evaluate((attributes) => {
    const block = window.wp.blocks.createBlock('carpet-solitaire/game', attributes);
    window.wp.data.dispatch('core/block-editor').insertBlocks(block);
    window.wp.data.dispatch('core/block-editor').selectBlock(block.clientId);
    window.wp.data.dispatch('core/editor').editPost({ title: 'From the editor' });
    window.wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/block');
  }, attributes);
  await page.waitForFunction(() => document.querySelectorAll('.block-editor-block-inspector label').length > 3, {
    timeout: 20_000,
  });
}

/**
 * A move made in the editor's preview with the mouse, as an author tries the game: a click on the top card of
 * a legal move, in the editor's iframe when it has one (its viewport starts at the iframe's corner). Resolves
 * to the move; rejects when no card can be clicked or the click made no move.
 */
async function clickMoveInPreview(page, inIframe) {
  let frame = page.mainFrame();
  let offset = { x: 0, y: 0 };
  if (inIframe) {
    const handle = await page.$('iframe[name="editor-canvas"]');
    frame = await handle.contentFrame();
    const box = await handle.boundingBox();
    // The iframe's border and padding are none in the editor: its content starts at its box.
    offset = { x: box.x, y: box.y };
  }
  const before = await frame.evaluate(() => document.querySelector('carpet-solitaire').snapshot.moves);
  const target = await clickableCard(frame, 5_000);
  if (!target) {
    const seen = await frame.evaluate(() => {
      const host = document.querySelector('carpet-solitaire');
      const moves = host.legalMoves().map((m) => `${m.from}>${m.to}`);
      const card = host.shadowRoot.querySelector('.card');
      const box = card?.getBoundingClientRect();
      const hit = box && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { phase: host.snapshot.phase, moves: moves.slice(0, 8), hit: hit?.outerHTML.slice(0, 200) };
    });
    throw new Error(`no card of a legal move can be clicked in the editor's preview: ${JSON.stringify(seen)}`);
  }
  await page.mouse.click(offset.x + target.x, offset.y + target.y);
  await frame
    .waitForFunction(
      (moves) => document.querySelector('carpet-solitaire').snapshot.moves !== moves,
      { timeout: 10_000 },
      before,
    )
    .catch(() => {
      throw new Error(`a click on ${target.move.from}'s top card in the editor made no move`);
    });
  return target.move;
}

/** The author's round in the editor; `iframe`: the editor must draw the block in its iframe (6.5+). */
export async function editorPublishes(browser, url, user, { iframe }, log) {
  const { context, page, errors, fail } = await logIn(browser, url, user);
  try {
    log('logged in');
    await openEditor(page, url, fail);
    log('editor ready');
    await insertBlock(page, EDITOR_BLOCK).catch(() => fail("the block's sidebar never opened"));
    const preview = await page
      .waitForFunction(
        (want, source) => {
          const seen = new Function(`return (${source})`)()(want);
          return seen.found && seen.drawn > 10 && seen.phase !== 'loading' ? seen : false;
        },
        { timeout: 30_000 },
        EDITOR_BLOCK,
        previewInPage.toString(),
      )
      .then((handle) => handle.jsonValue())
      .catch(async () => {
        const seen = await page.evaluate(
          (want, source) => new Function(`return (${source})`)()(want),
          EDITOR_BLOCK,
          previewInPage.toString(),
        );
        fail(`the editor shows no live game for the block: ${JSON.stringify(seen)}`);
      });
    if (preview.wrong.length)
      fail(`the editor's game has ${JSON.stringify(preview.attributes)}, not ${JSON.stringify(EDITOR_BLOCK)}`);
    if (!preview.defined) fail("the editor's <carpet-solitaire> is not defined in its own window");
    if (preview.inIframe !== iframe)
      fail(
        `the editor drew the block ${preview.inIframe ? 'in' : 'outside'} its iframe, not ${iframe ? 'in' : 'outside'} it`,
      );
    const moved = await clickMoveInPreview(page, preview.inIframe).catch((error) => fail(error.message));
    log(
      `the editor plays it${preview.inIframe ? ' in its iframe' : ''}: ${JSON.stringify(preview.attributes)}, ${preview.drawn} cards, a click moved ${moved.from} to ${moved.to}`,
    );

    if (!(await page.evaluate(clickToggle, CLOCK_LABEL))) fail(`the sidebar has no toggle "${CLOCK_LABEL}"`);
    await page
      .waitForFunction(
        (want, source) => new Function(`return (${source})`)()(want).wrong?.length === 0,
        { timeout: 10_000 },
        EDITOR_PUBLISHED,
        previewInPage.toString(),
      )
      .catch(() => fail(`"${CLOCK_LABEL}" in the sidebar did not reach the editor's tag`));
    log(`"${CLOCK_LABEL}" reached the tag`);

    await page.evaluate(() => {
      window.wp.data.dispatch('core/editor').editPost({ status: 'publish' });
      window.wp.data.dispatch('core/editor').savePost();
    });
    await page
      .waitForFunction(
        () => {
          const editor = window.wp.data.select('core/editor');
          return editor.isCurrentPostPublished() && !editor.isSavingPost();
        },
        { timeout: 30_000 },
      )
      .catch(() => fail('the post was not published'));
    const post = await page.evaluate(() => {
      const editor = window.wp.data.select('core/editor');
      return { link: editor.getCurrentPost().link, content: editor.getEditedPostContent() };
    });
    if (!post.content.includes('<!-- wp:carpet-solitaire/game'))
      fail(`the saved content has no block comment:\n${post.content}`);
    // The core editor's own 403s (an author may not read the theme's templates) are not the plugin's.
    const own = errors.filter((error) => !/^\d{3} for /.test(error) || error.includes('/plugins/carpet-solitaire/'));
    if (own.length) fail('the editor complained of the plugin');
    return { link: post.link, content: post.content, errors };
  } finally {
    await context.close();
  }
}

/**
 * The block's description and sidebar labels as an author sees them in the site's language; throws unless they
 * are the plugin's translations (only French is read: the three languages' files are made the same way).
 */
export async function sidebarLabels(browser, url, user, language) {
  if (language !== 'fr') throw new Error(`no expected labels for ${language}`);
  const { context, page, fail } = await logIn(browser, url, user);
  try {
    await openEditor(page, url, fail);
    await insertBlock(page, {}).catch(() => fail("the block's sidebar never opened"));
    const seen = await page.evaluate(sidebarInPage);
    if (!seen.description?.startsWith(FRENCH.description) || !seen.labels.includes(FRENCH.label))
      fail(
        `the block says "${seen.description}", ${JSON.stringify(seen.labels)}: not "${FRENCH.description}…", "${FRENCH.label}"`,
      );
    return { description: seen.description, label: FRENCH.label };
  } finally {
    await context.close();
  }
}
