// Types of foundations-floor.js for the test that imports it (test/scripts/foundations-floor.test.ts).
/** Defines `tag` (carpet-solitaire by default) as a Lit element whose shadow root shows `table` and whose statechart runs. */
export function showTable(table: { html: string; css: string }, tag?: string): CustomElementConstructor;
