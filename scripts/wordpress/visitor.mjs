// What a visitor's browser gets from a post: the block's settings on the tags, the drop-in module loaded
// once however many games the page has, and nothing of the plugin's on a page without a game.
/* global document, customElements */

const MODULE = /\/carpet-solitaire\.js(\?|$)/;

/** In the page: the tags' attributes, the module's script elements and the requests for it. */
function pageInPage(pattern) {
  const module = new RegExp(pattern);
  return {
    elements: [...document.querySelectorAll('carpet-solitaire')].map((el) => ({
      attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
      variant: el.snapshot?.variant,
      seed: el.snapshot?.seed,
    })),
    scripts: [...document.querySelectorAll('script[src]')]
      .filter((script) => module.test(script.src))
      .map((script) => ({ src: script.src, type: script.type })),
    requests: performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => module.test(name)),
    defined: Boolean(customElements.get('carpet-solitaire')),
    // A second copy of the module would define nothing (the tag is taken) and warn; its elements' class is the
    // first copy's only if one copy ran.
    oneClass: [...document.querySelectorAll('carpet-solitaire')].every(
      (el) => el.constructor === customElements.get('carpet-solitaire'),
    ),
  };
}

/** Throws when the page's tags, script elements or requests are not what the post asks for. */
export async function checkPage(page, post) {
  const seen = await page.evaluate(pageInPage, MODULE.source);
  const problems = [];
  if (seen.elements.length !== post.elements.length)
    problems.push(`${seen.elements.length} <carpet-solitaire> elements, not ${post.elements.length}`);
  post.elements.forEach((want, i) => {
    // The variant as played: the tag may leave out the default one.
    const got = { ...seen.elements[i]?.attributes, variant: seen.elements[i]?.variant };
    for (const [name, value] of Object.entries(want)) {
      if (value === true ? !(name in got) : got[name] !== value)
        problems.push(`element ${i + 1}: ${name}=${JSON.stringify(got[name])}, not ${JSON.stringify(value)}`);
    }
  });
  if (post.elements[0]?.seed && String(seen.elements[0]?.seed) !== post.elements[0].seed)
    problems.push(`the first table deals seed ${seen.elements[0]?.seed}, not ${post.elements[0].seed}`);
  const once = post.elements.length ? 1 : 0;
  if (seen.scripts.length !== once)
    problems.push(
      `${seen.scripts.length} script elements load carpet-solitaire.js, not ${once}: ${JSON.stringify(seen.scripts)}`,
    );
  if (seen.scripts.some((script) => script.type !== 'module'))
    problems.push(`a script element is not type="module": ${JSON.stringify(seen.scripts)}`);
  if (seen.requests.length !== once)
    problems.push(`${seen.requests.length} requests for carpet-solitaire.js, not ${once}: ${seen.requests.join(', ')}`);
  if (!once && seen.defined) problems.push('<carpet-solitaire> is defined on a page without a game');
  if (!seen.oneClass) problems.push("an element's class is not the one customElements defines");
  if (problems.length) throw new Error(problems.join('\n'));
  return seen;
}

/**
 * The page's HTML as the server sends it: the module's script element once (none without a game), at the
 * plain URL of the module. The module's chunks import "../carpet-solitaire.js" without a query; an entry
 * loaded as carpet-solitaire.js?ver=… is another URL, so the browser would run the module twice (the second
 * copy's chunks find nothing to import). On WordPress 6.5 and later (`site.scriptModules`) it is a script
 * module, printed by wp_enqueue_script_module() with its id; before, the plugin's own footer script.
 */
export async function checkHtml(url, post, site) {
  const html = await (await fetch(url)).text();
  const scripts = html.match(/<script\b[^>]*carpet-solitaire\.js[^>]*>/g) ?? [];
  const once = post.elements.length ? 1 : 0;
  const problems = [];
  if (scripts.length !== once) problems.push(`${scripts.length} script elements load carpet-solitaire.js, not ${once}`);
  for (const script of scripts) {
    const src = script.match(/src="([^"]*)"/)?.[1] ?? '';
    if (!/\/wp-content\/plugins\/carpet-solitaire\/build\/carpet-solitaire\.js$/.test(src))
      problems.push(
        `the module's URL is ${src}: its chunks import ../carpet-solitaire.js, so the page runs a second copy ` +
          '(load it without ?ver=, e.g. wp_register_script(…, null, …), or the chunks cannot share it)',
      );
    if (!/type=["']module["']/.test(script)) problems.push(`not type="module": ${script}`);
    const scriptModule = /id=["']carpet-solitaire-js-module["']/.test(script);
    if (scriptModule !== site.scriptModules)
      problems.push(
        site.scriptModules
          ? `WordPress ${site.version} has script modules, but the plugin did not use wp_enqueue_script_module()`
          : `WordPress ${site.version} has no script modules, yet the tag looks like one`,
      );
  }
  const tags = (html.match(/<carpet-solitaire[\s>]/g) ?? []).length;
  if (tags !== post.elements.length) problems.push(`${tags} <carpet-solitaire> tags, not ${post.elements.length}`);
  if (problems.length) throw new Error(`${problems.join('\n')}\n${scripts.join('\n')}`);
}

/** A page without a game, opened as a visitor: it loads without errors and nothing of the plugin's. */
export async function checkPlainPage(browser, url, post) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
  page.on('request', (request) => {
    if (/\/plugins\/carpet-solitaire\/.*\.js/.test(request.url())) problems.push(`it requested ${request.url()}`);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    await checkPage(page, post);
    if (problems.length) throw new Error(problems.join('\n'));
  } finally {
    await context.close();
  }
}
