// The block in WordPress's real editor, as an author uses it: log in, open a new post, insert the block
// with settings, see the game in the editor (a live preview, not a placeholder), publish. Resolves to the
// published post's link.
/* global window, document */

export const EDITOR_BLOCK = { variant: 'cadogan-carpet', seed: '21', winnable: true };

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
  return { found: true, attributes, wrong, drawn, phase: el.snapshot?.phase };
}

export async function editorPublishes(browser, url, user, log) {
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
    log('logged in');

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
    log('editor ready');

    await page.evaluate((attributes) => {
      const block = window.wp.blocks.createBlock('carpet-solitaire/game', attributes);
      window.wp.data.dispatch('core/block-editor').insertBlocks(block);
      window.wp.data.dispatch('core/editor').editPost({ title: 'From the editor' });
    }, EDITOR_BLOCK);
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
    log(`the editor plays it: ${JSON.stringify(preview.attributes)}, ${preview.drawn} cards`);

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
