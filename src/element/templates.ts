/**
 * The parts of the widget around the board, as template functions of plain data and callbacks: the
 * toolbar, the statistics and keys panels, the analysis line, the outcome panel, and the frame shown
 * while a game's code loads. The element's render() composes them.
 */
import { type TemplateResult, html, nothing } from 'lit';
import type { Status } from '../core/types.js';
import type { GameSnapshot } from '../events.js';
import type { CatalogueEntry } from '../games/catalogue.js';
import type { AnalysisLine } from './analysis-controller.js';
import { KEYS } from './keyboard.js';
import type { GameStats } from './saved-game.js';
import type { AnyContext, AnyGame } from './table.js';
import { shorten } from './text.js';

export interface ToolbarView {
  game: AnyGame;
  snapshot: GameSnapshot;
  /** The history: Undo and Redo are offered when it has moves to take back or play again. */
  context: AnyContext;
  helpOpen: boolean;
  statsOpen: boolean;
}

export interface ToolbarActions {
  newGame: () => void;
  restart: () => void;
  undo: () => void;
  redo: () => void;
  hint: () => void;
  toggleHelp: () => void;
  toggleStats: () => void;
}

/** The row of controls above the board, with the deal's seed and the move count. */
export function renderToolbar({ game, snapshot, context, helpOpen, statsOpen }: ToolbarView, act: ToolbarActions): TemplateResult {
  const { seed, moves } = snapshot;
  return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label="Game controls">
    <button class="new-game" @click=${act.newGame}>New game</button>
    <button class="restart" @click=${act.restart} ?disabled=${moves === 0}>Restart</button>
    <button class="undo" @click=${act.undo} ?disabled=${context.past.length === 0}>Undo</button>
    <button class="redo" @click=${act.redo} ?disabled=${context.future.length === 0}>Redo</button>
    ${game.solver ? html`<button class="hint" @click=${act.hint} ?disabled=${snapshot.status !== 'playing'}>Hint</button>` : nothing}
    <button class="help-toggle" aria-expanded=${helpOpen ? 'true' : 'false'} aria-controls="help" @click=${act.toggleHelp}>Keys</button>
    <button class="stats-toggle" aria-expanded=${statsOpen ? 'true' : 'false'} aria-controls="stats" @click=${act.toggleStats}>Stats</button>
    <span class="info seed" title=${shorten(seed, 200)}>${game.title} · deal <output class="seed-value">${shorten(seed, 40)}</output></span>
    <span class="info moves">Moves <output class="moves-value">${moves}</output></span>
  </div>`;
}

/** The quiet line under the board: what the solver knows of this position, and Finish when a win is proven. */
export function renderAnalysis(line: AnalysisLine | null, finish: () => void): TemplateResult | typeof nothing {
  if (!line) return nothing;
  const button = line.finishMoves ? html`<button class="finish" @click=${finish}>Finish (${line.finishMoves} moves)</button>` : nothing;
  const state = line.state === 'finding' ? 'pending' : line.state;
  return html`<div class="analysis ${state}" part="analysis" role="status">${line.text} ${button}</div>`;
}

/** The keys, for whoever plays without a mouse. */
export function renderHelp(): TemplateResult {
  return html`<section class="help" id="help" part="help" aria-label="Keyboard keys">
    <dl>
      ${KEYS.map(
        ({ keys, does }) =>
          html`<div class="key">
            <dt>${keys}</dt>
            <dd>${does}</dd>
          </div>`,
      )}
    </dl>
  </section>`;
}

/** The small statistics panel: this game's record on this device. */
export function renderStats(title: string, { played, won, streak, best }: GameStats, reset: () => void): TemplateResult {
  const rate = played > 0 ? Math.round((won / played) * 100) : 0;
  const entry = (label: string, value: string | number) =>
    html`<div class="stat">
      <dt>${label}</dt>
      <dd>${value}</dd>
    </div>`;
  return html`<section class="stats" id="stats" part="stats" aria-label=${`${title} statistics`}>
    <dl>${entry('Played', played)} ${entry('Won', played > 0 ? `${won} (${rate}%)` : won)} ${entry('Streak', streak)} ${entry('Best streak', best)}</dl>
    <button class="reset-stats" @click=${reset} ?disabled=${played === 0}>Reset</button>
  </section>`;
}

export interface OutcomeActions {
  newGame: () => void;
  undo: () => void;
  restart: () => void;
}

/** The panel of a finished game: won in so many moves, or why it is lost, and what to do next. */
export function renderOutcome(status: Status, moves: number, lostReason: () => string, act: OutcomeActions): TemplateResult | typeof nothing {
  if (status === 'playing') return nothing;
  const won = status === 'won';
  return html`<div class="outcome ${status}" part="status" role="alert">
    <p class="outcome-title">${won ? 'You won!' : 'No moves left'}</p>
    <p class="outcome-text">${won ? `All cards home in ${moves} moves.` : lostReason()}</p>
    <div class="outcome-actions">
      <button class="primary" @click=${act.newGame}>Play again</button>
      ${won ? nothing : html`<button @click=${act.undo}>Undo</button>`}
      <button @click=${act.restart}>Restart deal</button>
    </div>
  </div>`;
}

/** While the game's code loads: the frame, the toolbar and the table's space, so nothing jumps when it arrives. */
export function renderLoading(entry: CatalogueEntry, loadError: string | null): TemplateResult {
  const button = (name: string) => html`<button disabled>${name}</button>`;
  return html`<div class="frame loading">
    <div class="toolbar" part="toolbar" role="toolbar" aria-label="Game controls">
      ${['New game', 'Restart', 'Undo', 'Redo', 'Hint', 'Keys', 'Stats'].map(button)}
      <span class="info seed">${entry.title}</span>
    </div>
    <div class="board loading cols-${entry.columns} rows-${entry.rows} ${entry.squareCells ? 'square-cells' : ''}" part="board" aria-busy="true">
      ${
        loadError ? html`<p class="loading-note failed" role="alert">${loadError}</p>` : html`<p class="loading-note" role="status">Loading ${entry.title}…</p>`
      }
    </div>
  </div>`;
}
