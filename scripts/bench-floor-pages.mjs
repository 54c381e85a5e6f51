// The pages of `npm run bench`'s floor part (scripts/bench-floor.mjs): the page around the element, the
// widget's page, the floor page (the widget's settled shadow DOM and styles as a static page, no script)
// and its click script.
import fs from 'node:fs';
import path from 'node:path';

export const SEED = '42';

/** The page around the element, the same for the widget, the floor and the floor click page. */
export function pageAround({ head = '', body }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>carpet-solitaire floor bench</title>
<style>body{margin:0;padding:8px;font-family:system-ui,sans-serif}#stage{width:720px}</style>
${head}
</head>
<body>
<div id="stage">${body}</div>
</body>
</html>
`;
}

export const attributesOf = (id) => `variant="${id}" seed="${SEED}" persist="false"`;

/**
 * The widget as a page uses it: the drop-in script and the tag, nothing else (the base build's from
 * /bench-base/dist/). `more`: attributes added to the tag (animation="off" for the widget that does not glide).
 */
export const widgetPage = (id, dist = '/dist', more = '') =>
  pageAround({
    head: `<script type="module" src="${dist}/carpet-solitaire.js"></script>`,
    body: `<carpet-solitaire ${attributesOf(id)}${more ? ` ${more}` : ''}></carpet-solitaire>`,
  });

/**
 * The properties registerSizeProperties() registers (read from its source, the one list of them), as
 * @property rules: CSS.registerProperty leaves no trace a page could serialize.
 */
export function sizePropertyRules(root) {
  const source = fs.readFileSync(path.join(root, 'src/styles/table.ts'), 'utf8');
  const list = [...source.matchAll(/\{ name: '(--[\w-]+)', syntax: '([^']+)' \}/g)].map(([, name, syntax]) => ({
    name,
    syntax,
  }));
  const call = /CSS\.registerProperty\(\{ name, syntax, inherits: (true|false), initialValue: '([^']*)' \}\)/.exec(
    source,
  );
  if (!list.length || !call)
    throw new Error('bench-floor: could not read the registered properties from src/styles/table.ts');
  return list.map(({ name, syntax }) => ({
    name,
    rule: `@property ${name} { syntax: '${syntax}'; inherits: ${call[1]}; initial-value: ${call[2]}; }`,
  }));
}

/** The head of a page showing the captured table: the registered properties and the document's styles. */
export const floorHead = (capture, properties) =>
  `<style>${properties.map((p) => p.rule).join('\n')}\n${capture.documentCss}</style>`;

/** The floor page: the captured shadow DOM as declarative shadow DOM, the registered properties in the head, no script. */
export function floorPage(capture, properties, script = '') {
  const template = `<template shadowrootmode="open"><style>${capture.shadowCss}</style>${capture.shadowHtml}</template>`;
  return pageAround({
    head: floorHead(capture, properties),
    body: `${capture.hostOpenTag}${template}</carpet-solitaire>${script}`,
  });
}

/**
 * The floor click page's one script: a pointerup on the card moves that card element to the pile the
 * widget's click moves it to, with one appendChild (what the move amounts to in the DOM), and
 * window.floorReset() puts it back, untimed, for the next click. The widget plays a click on pointerup too.
 * A deal from the stock (The Carpet's only first move at seed 42) has no card element in the stock: the
 * script appends the card the widget deals (its HTML, parsed once before any click) to the talon.
 */
export function floorClickScript(move) {
  const fromStock = move.from === 'stock';
  return `<script>
{
  const root = document.querySelector('carpet-solitaire').shadowRoot;
  const to = root.querySelector('.pile[data-pile="${move.to}"]');
  const clicked = root.querySelector('${fromStock ? '.pile[data-pile="stock"]' : `.card[data-pile="${move.from}"][data-index="${move.index}"]`}');
  const parsed = document.createElement('template');
  parsed.innerHTML = ${JSON.stringify(move.dealtHtml ?? '')};
  // Kept in a fragment of this document, so no click pays for adopting it from the template's.
  const card = ${fromStock ? 'document.createDocumentFragment().appendChild(document.importNode(parsed.content.firstElementChild, true))' : 'clicked'};
  const from = card.parentNode;
  const next = card.nextSibling;
  root.addEventListener('pointerup', (event) => {
    if (event.target.closest('${fromStock ? '.pile' : '.card'}') === clicked && card.parentNode === from) to.appendChild(card);
  });
  window.floorReset = () => from.insertBefore(card, next);
}
</script>`;
}
