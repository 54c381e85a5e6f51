// A yardstick for first render (scripts/bench-floor-scripted.mjs): the widget's own first table, drawn by
// lit-html alone. The game's rules and table are fetched as the element fetches them (a chunk of their own,
// the statechart left out when the bench bundles this), the deal is made by the rules, and the widget's own
// templates (the toolbar, the board, the analysis line, the live region) are rendered into the tag's shadow
// root with the widget's styles. Neither xstate, nor Lit's element class, nor any of the element's
// controllers is on the way to the first card. The shadow tree comes out as the widget's first render
// draws it, and the bench checks that: so this is what a first paint by lit-html alone, before the rest of
// the widget, would cost, beside the widget's whole first render.
import { adoptStyles, html, nothing, render } from 'lit';
import { registerSizeProperties, styles } from '../src/carpet-solitaire.styles.js';
import { boardView, renderBoard } from '../src/element/view/board-view.js';
import { quietLine, renderAnalysis, renderElsewhere, renderToolbar } from '../src/element/view/templates.js';
import { EN } from '../src/i18n/en.js';

const ignore = () => {};
/** The listeners the templates ask for: none of them acts here (no move can be played before the element is defined). */
const listeners = new Proxy({}, { get: (_, name) => (name === 'open' ? false : ignore) });
const games = {
  carpet: () => import('../src/games/carpet/index.js'),
  carthage: () => import('../src/games/carthage/index.js'),
  'cadogan-carpet': () => import('../src/games/cadogan-carpet/index.js'),
};

/**
 * Draws the first table of the page's `tag` (its variant, seed and game options from its attributes), as
 * the widget's first render would in English, with `tabStop` (a pile or card key) as the keyboard's stop.
 */
export async function paintFirstTable(tabStop = null, tag = 'carpet-solitaire') {
  const host = document.querySelector(tag);
  const variant = host.getAttribute('variant') ?? 'carpet';
  const seed = host.getAttribute('seed') ?? '';
  const game = (await games[variant]()).default;
  registerSizeProperties();
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(root, styles);
  const { options } = game.parseOptions((name) => host.getAttribute(name));
  const state = game.rules.deal(seed, options);
  const piles = game.rules.piles(state);
  const words = EN;
  const { ui } = words;
  const marks = { words, tabStop, held: null, hinted: null, spread: null, dropTargets: new Set() };
  const view = boardView(game, state, game.rules.legalMoves(state), marks);
  const snapshot = { variant, seed, status: 'playing', phase: 'playing', moves: 0, piles };
  const toolbar = {
    game,
    words,
    snapshot,
    context: { past: [], future: [] },
    helpOpen: false,
    statsOpen: false,
    rulesOpen: false,
    settingsOpen: false,
    clock: { shown: false },
  };
  const board = { label: ui.board(words.table.game(variant)), lifted: false, findingDeal: false };
  // The element's render() (src/carpet-solitaire.component.ts), its panels closed and the solver's side not yet here.
  render(
    html`<div class="frame" lang=${words.lang} @keydown=${ignore} @click=${ignore}>
      ${renderToolbar({ ...toolbar, menu: listeners }, listeners)}
      ${nothing}
      ${nothing}
      ${renderBoard(view, piles, board, { pointer: listeners, keyboard: listeners })} ${renderAnalysis(quietLine(game, 'playing', false, ui), ignore, ui)}
      ${nothing}
      ${renderElsewhere(null, listeners, ui)}
      ${nothing}
      ${nothing} ${nothing}
      ${nothing}
      ${html`<div class="live" role="status" aria-live="polite"></div>`}
    </div>`,
    root,
  );
  return root;
}
