// A yardstick for first render (scripts/bench-floor-scripted.mjs): the widget's foundations and nothing of
// its own. Lit and xstate are evaluated, an element is defined with Lit, a statechart's actor is started,
// and the widget's settled table (its shadow HTML and styles, as the floor page has them) is parsed into the
// element's shadow root in place of its placeholder. Bundled by scripts/bench.mjs's bundle() exactly as the element is
// (rollup.config.mjs's plugins). What it costs beyond the scripted floor (the same table put in by a few
// lines of script, no library) is what any widget built on lit and xstate pays before its first card; the
// widget's own work (its game's chunk, the deal, its words, Lit's templates of the table) comes on top.
import { LitElement, html, unsafeCSS } from 'lit';
import { assign, createActor, setup } from 'xstate';

/** A statechart as small as a game's phases allow: a deal on entry, then play. */
const machine = setup({ actions: { deal: assign({ dealt: () => true }) } }).createMachine({
  context: { dealt: false },
  initial: 'dealing',
  states: {
    dealing: { entry: 'deal', always: 'playing' },
    playing: { on: { MOVE: { actions: 'deal' } } },
  },
});

/** Defines `tag` as a Lit element whose shadow root shows `table` ({ html, css }) and whose actor runs. */
export function showTable(table, tag = 'carpet-solitaire') {
  class FoundationsFloor extends LitElement {
    static styles = unsafeCSS(table.css);
    actor = createActor(machine).start();
    render() {
      return html`<div></div>`;
    }
    firstUpdated() {
      // Parsed in the place of the element's own div, as outerHTML would (which WebKit refuses in a shadow root).
      const placeholder = this.renderRoot.querySelector('div');
      const range = document.createRange();
      range.selectNode(placeholder);
      placeholder.replaceWith(range.createContextualFragment(table.html));
    }
  }
  customElements.define(tag, FoundationsFloor);
  return FoundationsFloor;
}
