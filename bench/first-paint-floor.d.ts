// Types of first-paint-floor.js for the test that imports it (test/scripts/first-paint-floor.test.ts).
/** Draws the first table of the page's `tag` with lit-html alone, as the widget's first render would; resolves to its shadow root. */
export function paintFirstTable(tabStop?: string | null, tag?: string): Promise<ShadowRoot>;
