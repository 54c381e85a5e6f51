// The yardstick for first render: a tiny LitElement with a comparable small template (a toolbar of
// buttons, a seed, and a 4 x 6 grid of 24 "cards" with styles), bundled by scripts/bench.mjs exactly as
// the element is (rollup.config.mjs's plugins: node-resolve with Lit's production build, then terser).
// Like the element's benchmark build, it does not register itself: the page times customElements.define.
import { LitElement, css, html } from 'lit';

export class MinimalElement extends LitElement {
  static properties = { seed: {}, count: { type: Number } };

  static styles = css`
    :host {
      display: block;
      container-type: inline-size;
      font:
        14px system-ui,
        sans-serif;
      color: #f4f1e8;
    }
    .frame {
      background: #1f5a3a;
      padding: 12px;
      border-radius: 12px;
    }
    .toolbar {
      display: flex;
      gap: 6px;
      align-items: center;
      margin-bottom: 8px;
    }
    button {
      font: inherit;
      padding: 4px 10px;
      border-radius: 6px;
    }
    .grid {
      display: grid;
      grid-template-columns: repeat(6, 1fr);
      gap: 6px;
    }
    .card {
      aspect-ratio: 5 / 7;
      background: #fffdf6;
      color: #1b1b22;
      border-radius: 8%;
      display: grid;
      place-items: center;
    }
    .card.red {
      color: #c0182b;
    }
  `;

  constructor() {
    super();
    this.seed = '';
    this.count = 24;
  }

  render() {
    const cards = Array.from({ length: this.count }, (_, i) => i);
    return html`<div class="frame" part="board">
      <div class="toolbar" part="toolbar">
        <button>New game</button><button>Restart</button><button>Undo</button><button>Redo</button><button>Hint</button>
        <span class="seed">${this.seed}</span>
      </div>
      <div class="grid">
        ${cards.map((i) => html`<div class="card ${i % 2 ? 'red' : 'black'}" data-index=${i} role="img" aria-label="card ${i + 1}">${(i % 13) + 1}</div>`)}
      </div>
    </div>`;
  }
}
