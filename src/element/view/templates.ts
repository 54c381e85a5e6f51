/**
 * The parts of the widget around the board, as template functions of plain data and callbacks: the
 * toolbar, the statistics and keys panels, the analysis line, and the frame shown while a game's code
 * loads (the outcome panel is in outcome.ts). The element's render() composes them.
 */
import { type TemplateResult, html, nothing, svg } from 'lit';
import type { Status } from '../../core/types.js';
import type { GameSnapshot } from '../../events.js';
import type { CatalogueEntry } from '../../games/catalogue.js';
import type { Catalogue } from '../../i18n/catalogue.js';
import type { UiWords } from '../../i18n/ui-words.js';
import type { AnalysisLine, AnyContext, AnyGame, MenuView } from '../host/host.js';
import type { ClockView } from '../host/clock-controller.js';
import { shorten } from '../../i18n/text.js';
import { cardsHome } from '../../core/cards-home.js';

export interface ToolbarView {
  game: AnyGame;
  /** The words of the widget's language. */
  words: Catalogue;
  snapshot: GameSnapshot;
  /** The history: Undo and Redo are offered when it has moves to take back or play again. */
  context: AnyContext;
  helpOpen: boolean;
  statsOpen: boolean;
  rulesOpen: boolean;
  settingsOpen: boolean;
  /** The "More" menu (Restart, Stats, Keys, Rules, Describe the table, Settings): whether it is open, and its handlers. */
  menu: MenuView;
  /** The play clock: shown or not (its time is written by its controller, not by a render). */
  clock: ClockView;
}

export interface ToolbarActions {
  newGame: () => void;
  restart: () => void;
  undo: () => void;
  redo: () => void;
  hint: () => void;
  toggleHelp: () => void;
  toggleStats: () => void;
  toggleRules: () => void;
  toggleSettings: () => void;
  describe: () => void;
}

/** The toolbar's icons: inline, drawn in the text's colour, hidden from assistive technology (the label names the button). */
const ICONS = {
  'new-game': svg`<rect x="5" y="3" width="14" height="18" rx="2" /><path d="M12 8v8M8 12h8" />`,
  undo: svg`<path d="M9 14 4 9l5-5" /><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />`,
  redo: svg`<path d="m15 14 5-5-5-5" /><path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />`,
  hint: svg`<path d="M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5" /><path d="M9 18h6M10 22h4" />`,
  more: svg`<circle cx="5" cy="12" r="1.6" /><circle cx="12" cy="12" r="1.6" /><circle cx="19" cy="12" r="1.6" />`,
};
type IconName = keyof typeof ICONS;

/** An icon and its label: the label is the button's name, shown beside the icon where the table is wide enough. */
const iconLabel = (icon: IconName, label: string) =>
  html`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ICONS[icon]}</svg><span class="label">${label}</span>`;

/**
 * The one row of controls above the board: New game, Undo, Redo and Hint as icon buttons, the "More" menu
 * button (Restart, Stats, Keys, Rules, Describe the table, Settings), then the deal's seed, the move count, the cards home and the clock.
 */
export function renderToolbar(
  { game, words, snapshot, context, helpOpen, statsOpen, rulesOpen, settingsOpen, menu, clock }: ToolbarView,
  act: ToolbarActions,
): TemplateResult {
  const { seed, moves } = snapshot;
  const { ui, guide } = words;
  const { home, total } = cardsHome(game.table.slots, snapshot.piles);
  return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label=${ui.controls}>
    <button class="new-game icon-button" @click=${act.newGame}>${iconLabel('new-game', ui.newGame)}</button>
    <button class="undo icon-button" @click=${act.undo} ?disabled=${context.past.length === 0}>${iconLabel('undo', ui.undo)}</button>
    <button class="redo icon-button" @click=${act.redo} ?disabled=${context.future.length === 0}>${iconLabel('redo', ui.redo)}</button>
    ${
      game.solver
        ? html`<button class="hint icon-button" @click=${act.hint} ?disabled=${snapshot.status !== 'playing'}>${iconLabel('hint', ui.hint)}</button>`
        : nothing
    }
    <div class="more" @focusout=${menu.handleFocusOut}>
      <button
        class="more-toggle icon-button"
        id="more-button"
        aria-haspopup="menu"
        aria-expanded=${menu.open ? 'true' : 'false'}
        aria-controls="more-menu"
        @click=${menu.handleButtonClick}
        @keydown=${menu.handleButtonKeyDown}
      >
        ${iconLabel('more', ui.more)}
      </button>
      <div
        class="menu"
        id="more-menu"
        role="menu"
        aria-labelledby="more-button"
        ?hidden=${!menu.open}
        @click=${menu.handleMenuClick}
        @keydown=${menu.handleMenuKeyDown}
      >
        <button class="restart" role="menuitem" tabindex="-1" @click=${act.restart} ?disabled=${moves === 0}>${ui.restart}</button>
        <button
          class="stats-toggle"
          role="menuitem"
          tabindex="-1"
          aria-expanded=${statsOpen ? 'true' : 'false'}
          aria-controls="stats"
          @click=${act.toggleStats}
        >
          ${ui.stats}
        </button>
        <button class="help-toggle" role="menuitem" tabindex="-1" aria-expanded=${helpOpen ? 'true' : 'false'} aria-controls="help" @click=${act.toggleHelp}>
          <span class="for-keys">${ui.keys}</span><span class="for-touch">${ui.howToPlay}</span>
        </button>
        <button class="rules-toggle" role="menuitem" tabindex="-1" aria-expanded=${rulesOpen ? 'true' : 'false'} aria-controls="rules" @click=${act.toggleRules}>
          ${guide.rules}
        </button>
        <button class="describe" role="menuitem" tabindex="-1" @click=${act.describe}>${guide.describe}</button>
        <button
          class="settings-toggle"
          role="menuitem"
          tabindex="-1"
          aria-expanded=${settingsOpen ? 'true' : 'false'}
          aria-controls="settings"
          @click=${act.toggleSettings}
        >
          ${ui.settings}
        </button>
      </div>
    </div>
    <span class="info seed" title=${shorten(seed, 200)}
      ><span class="deal-of"><span class="game-name">${words.table.game(game.variant)} · </span>${ui.deal} </span
      ><output class="seed-value">${shorten(seed, 40)}</output></span
    >
    <span class="info moves"><span class="moves-label">${ui.moves} </span><output class="moves-value">${ui.number(moves)}</output></span>
    <span class="progress"
      ><span class="info home"
        ><output class="home-value" aria-live="off" aria-label=${ui.homeLabel(home, total)}
          >${ui.number(home)}<span class="of">/</span>${ui.number(total)}</output
        ></span
      >${clock.shown ? html`<span class="info clock"><span class="label">${ui.clock} </span><span class="clock-value" role="timer"></span></span>` : nothing}</span
    >
  </div>`;
}

/**
 * The line before the solver's side has arrived: its place kept, nothing said but that a winnable deal is
 * being looked for (nothing to say when the game has no solver or is over, as then).
 */
export function quietLine(game: AnyGame, status: Status, findingDeal: boolean, ui: UiWords): AnalysisLine | null {
  if (!game.solver || status !== 'playing') return null;
  return findingDeal
    ? { state: 'finding', text: ui.finding, finishMoves: null }
    : { state: 'quiet', text: '', finishMoves: null };
}

/** The line offered to a reader who has never played the game: "New to Carpet?" and a button to its rules. */
export interface FirstTimeOffer {
  text: string;
  label: string;
  open: () => void;
}

/**
 * That line, laid over the solver's line while it is empty (element/host/later-controller.ts says when), so
 * the table keeps its height and the solver's live region stays as it is, to speak its next warning.
 */
export function renderFirstTime(offer: FirstTimeOffer | null): TemplateResult | typeof nothing {
  if (!offer) return nothing;
  return html`<div class="first-time">
    <span>${offer.text}</span> <button class="read-rules" @click=${offer.open}>${offer.label}</button>
  </div>`;
}

/**
 * The quiet line under the board: what the solver knows of this position, and Finish when a win is proven.
 * The line is always there, empty when there is nothing to say (no solver, the game over), and one height
 * whatever it says (panels.ts), so the table never grows or shrinks under the page's text.
 */
export function renderAnalysis(line: AnalysisLine | null, finish: () => void, ui: UiWords): TemplateResult {
  const { state, text, finishMoves } = line ?? { state: 'quiet', text: '', finishMoves: null };
  const button = finishMoves
    ? html`<button class="finish" @click=${finish}>${ui.finish(finishMoves)}</button>`
    : nothing;
  // A sentence too long for the line's two rows is cut short on screen; its title and the live region keep it whole.
  // On one line: the region's text starts with the sentence, as before.
  const words = html`<span class="analysis-text" title=${text || nothing}>${text}</span>`;
  return html`<div class="analysis ${state === 'finding' ? 'pending' : state}" part="analysis" role="status">${words} ${button}</div>`;
}

/**
 * The line shown when another tab saved this deal further while this table was played too: this table's
 * game stays until the reader chooses, to load that game here or to keep this one in its place.
 */
export function renderElsewhere(
  elsewhere: { moves: readonly unknown[] } | null,
  act: { loadElsewhere: () => void; keepMine: () => void },
  ui: UiWords,
): TemplateResult | typeof nothing {
  if (!elsewhere) return nothing;
  return html`<div class="elsewhere" part="elsewhere" role="status">
    ${ui.elsewhere(elsewhere.moves.length)}
    <button class="load-elsewhere" @click=${act.loadElsewhere}>${ui.loadElsewhere}</button>
    <button class="keep-mine" @click=${act.keepMine}>${ui.keepMine}</button>
  </div>`;
}

/**
 * While the game's code loads: the frame, the toolbar, the table's space and the analysis line's, each as
 * tall as the game's own (the board's rows from the catalogue, its game's spacing from data-variant), so
 * nothing moves when it arrives.
 */
export function renderLoading(
  variant: string,
  entry: CatalogueEntry,
  loadError: string | null,
  words: Catalogue,
): TemplateResult {
  const { ui } = words;
  const title = words.table.game(variant);
  const button = (icon: IconName, label: string) =>
    html`<button class="icon-button" disabled>${iconLabel(icon, label)}</button>`;
  return html`<div class="frame loading" lang=${words.lang}>
    <div class="toolbar" part="toolbar" role="toolbar" aria-label=${ui.controls}>
      ${button('new-game', ui.newGame)} ${button('undo', ui.undo)} ${button('redo', ui.redo)} ${button('hint', ui.hint)}
      <div class="more">${button('more', ui.more)}</div>
      <span class="info seed">${title}</span>
    </div>
    <div
      class="board loading cols-${entry.grid.columns} rows-${entry.grid.rows} ${entry.grid.squareCells ? 'square-cells' : ''}"
      part="board"
      data-variant=${variant}
      aria-busy="true"
    >
      ${loadError ? html`<p class="loading-note failed" role="alert">${loadError}</p>` : html`<p class="loading-note" role="status">${ui.loading(title)}</p>`}
    </div>
    <div class="analysis quiet" part="analysis"></div>
  </div>`;
}
