// The web-test-runner command "accessible-name": what the browser itself computes as the accessible name
// of elements, in shadow roots too, in every engine. The runner's own a11y-snapshot speaks puppeteer over
// CDP only; here each engine is asked in its own way:
// - Chromium: its accessibility tree over CDP, with the text nodes (StaticText) inside each element;
// - Firefox (puppeteer over WebDriver BiDi, no CDP): BiDi's accessibility locator, which finds the
//   elements of a given accessible name (puppeteer's ::-p-aria);
// - WebKit (WebDriver classic): WebDriver's Get Computed Label.
// Payload: { path, name? }. path is a list of selectors, the first in the document, each next one in the
// shadow roots of the previous one's matches; name is the name expected. Answers { matches, texts }:
// with a name, whether each element's accessible name is that name; where the engine shows them
// (Chromium), the text of each element's text nodes. The command fails when nothing matches the path.
// Firefox takes about half a second a name: ask it about a few elements, not dozens.

/* global document -- find() runs in the page */

/** Runs in the page: the elements at the end of `path`. */
function find(path) {
  let roots = [document];
  let found = [];
  for (const selector of path) {
    found = roots.flatMap((root) => [...root.querySelectorAll(selector)]);
    roots = found.map((element) => element.shadowRoot).filter(Boolean);
  }
  return found;
}

export async function accessibleName(session, { path, name }) {
  if (!Array.isArray(path) || path.length === 0 || !['string', 'undefined'].includes(typeof name)) {
    throw new Error('accessible-name: give { path: string[], name?: string }');
  }
  if (session.browser.type === 'webdriver') return webdriverNames(session.browser.driver, path, name);
  if (session.browser.type !== 'puppeteer')
    throw new Error(`accessible-name needs a puppeteer or WebDriver browser, not ${session.browser.type}`);
  const page = session.browser.getPage(session.id);
  return page.browser().protocol === 'cdp' ? cdpNames(page, path, name) : bidiNames(page, path, name);
}

/** Chromium: a CDP session of its own, which finds the elements itself (remote objects belong to the session that made them). */
async function cdpNames(page, path, name) {
  const cdp = await page.createCDPSession();
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `(${find})(${JSON.stringify(path)})` });
    const { result: properties } = await cdp.send('Runtime.getProperties', {
      objectId: result.objectId,
      ownProperties: true,
    });
    const elements = properties
      .filter((property) => /^\d+$/.test(property.name))
      .map((property) => property.value.objectId);
    if (elements.length === 0) throw new Error(`accessible-name: nothing matches ${path.join(' >>> ')}`);
    const matches = [];
    const texts = [];
    for (const objectId of elements) {
      const { node } = await cdp.send('DOM.describeNode', { objectId });
      const { backendNodeId } = node;
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { backendNodeId, fetchRelatives: false });
      const own = nodes.find((axNode) => axNode.backendDOMNodeId === backendNodeId);
      if (!own) throw new Error(`accessible-name: no accessibility node for <${node.localName}>`);
      if (name !== undefined) matches.push(!own.ignored && own.name?.value === name);
      const inside = await cdp.send('Accessibility.queryAXTree', { backendNodeId, role: 'StaticText' });
      texts.push(inside.nodes.filter((axNode) => !axNode.ignored).map((axNode) => axNode.name?.value ?? ''));
    }
    return name === undefined ? { texts } : { matches, texts };
  } finally {
    await cdp.detach();
  }
}

/** Firefox: the elements of that name under each element's own root (the locator reaches into no shadow root). */
async function bidiNames(page, path, name) {
  if (name === undefined) return {};
  if (name.includes('"')) throw new Error('accessible-name: a name with a double quote cannot be looked up in Firefox');
  const list = await page.evaluateHandle(find, path);
  const elements = [...(await list.getProperties()).values()].map((handle) => handle.asElement()).filter(Boolean);
  await list.dispose();
  if (elements.length === 0) throw new Error(`accessible-name: nothing matches ${path.join(' >>> ')}`);
  const matches = [];
  for (const element of elements) {
    const root = await element.evaluateHandle((self) => self.getRootNode());
    const located = await root.$$(`::-p-aria([name="${name}"])`);
    matches.push(await element.evaluate((self, ...named) => named.includes(self), ...located));
    await Promise.all([element, root, ...located].map((handle) => handle.dispose()));
  }
  return { matches };
}

async function webdriverNames(driver, path, name) {
  if (name === undefined) return {};
  const elements = await driver.execute(find, path);
  if (!elements?.length) throw new Error(`accessible-name: nothing matches ${path.join(' >>> ')}`);
  const matches = [];
  for (const element of elements) {
    const id = element.elementId ?? element['element-6066-11e4-a52e-4f735466cecf'] ?? element.ELEMENT;
    matches.push((await driver.getElementComputedLabel(id)) === name);
  }
  return { matches };
}
