/**
 * New game and Restart never throw a game away by one press. In a game under way (a move made, not yet won
 * or lost), the toolbar's New game and the More menu's Restart ask first, in a line over the top of the
 * table: the question, then "Keep playing" (the safe choice, first, and where the focus goes) and the action
 * itself. Keeping changes nothing, so the saved game and a reload show the game kept; Escape keeps too. A
 * finished or untouched game is dealt again at once, as before. The page's own `newGame()` and `restart()`
 * are not asked about: a script means what it calls.
 *
 * A tap-only reader pays one more tap for a new deal in a game under way, and none to keep it; the other way
 * (dealing at once, with Undo bringing the game back) would cost the same tap to undo, but would let a
 * reload, another tab or the statistics see a game that the reader did not mean to leave.
 */
import { type ReactiveController, type TemplateResult, html, nothing } from 'lit';
import type { Catalogue } from '../../i18n/catalogue.js';
import type { Table, TableHost } from '../host/host.js';
import { focusOrigin } from '../host/focus-origin.js';

/** What a press may throw away: a new deal, or the same deal from its first card. */
export type GuardedAction = 'new-game' | 'restart';

/** What the guard reads of the table, and how it speaks. */
export type GuardTable = Pick<Table, 'announce' | 'context' | 'dealt' | 'status' | 'words'>;

/** What the template binds: the question asked (null: none), its moves, and the two answers. */
export interface GuardView {
  readonly asking: GuardedAction | null;
  readonly moves: number;
  keep: () => void;
  proceed: () => void;
  handleKeyDown: (event: KeyboardEvent) => void;
}

export class NewGameGuard implements ReactiveController, GuardView {
  asking: GuardedAction | null = null;
  /** Where the focus goes after the next render: the safe answer once asked, back to where the press came from once kept. */
  #focus: 'keep' | 'back' | null = null;
  /** What had the focus when the question was asked (the New game button, or the More menu's button). */
  #from: HTMLElement | null = null;

  constructor(
    private readonly host: TableHost,
    private readonly table: GuardTable,
    private readonly act: Record<GuardedAction, () => void>,
  ) {
    host.addController(this);
  }

  /** Whether pressing New game or Restart now would leave a game under way. */
  get underWay(): boolean {
    return this.table.dealt() && this.table.status() === 'playing' && this.table.context().moves.length > 0;
  }

  get moves(): number {
    return this.table.dealt() ? this.table.context().moves.length : 0;
  }

  /** New game or Restart pressed: done at once when nothing would be lost, else asked. */
  press(action: GuardedAction): void {
    if (!this.underWay) {
      this.#close();
      this.act[action]();
      return;
    }
    this.#from = focusOrigin(this.host);
    this.asking = action;
    this.#focus = 'keep';
    this.host.requestUpdate();
  }

  /** "Keep playing": nothing changes; the focus goes back where the press came from. */
  keep = (): void => {
    if (!this.asking) return;
    this.#close();
    this.#focus = 'back';
    this.table.announce(this.table.words().guide.kept);
  };

  /** The action confirmed. */
  proceed = (): void => {
    const action = this.asking;
    if (!action) return;
    this.#close();
    this.#focus = 'back';
    this.act[action]();
  };

  /** Escape in the question keeps the game (and is not also the table's Escape). */
  handleKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    this.keep();
  };

  /** A question about a game that has since ended or been replaced (a move elsewhere, another tab) is withdrawn. */
  hostUpdate(): void {
    if (this.asking && !this.underWay) this.#close();
  }

  hostUpdated(): void {
    const focus = this.#focus;
    this.#focus = null;
    if (focus === 'keep') this.host.renderRoot.querySelector<HTMLElement>('.ask .keep-playing')?.focus();
    else if (focus === 'back' && this.#from?.isConnected) this.#from.focus();
  }

  hostDisconnected(): void {
    this.asking = null;
    this.#focus = null;
  }

  #close(): void {
    if (this.asking === null) return;
    this.asking = null;
    this.host.requestUpdate();
  }
}

/**
 * The question New game and Restart ask in a game under way, over the top of the table: the game's moves, "Keep playing" first (it has the focus), then the action itself.
 */
export function renderAsk(guard: NewGameGuard, words: Catalogue): TemplateResult | typeof nothing {
  const { asking, moves } = guard;
  if (!asking) return nothing;
  const { guide, ui } = words;
  const newGame = asking === 'new-game';
  return html`<div class="ask" part="ask" role="alertdialog" aria-labelledby="ask-text" @keydown=${guard.handleKeyDown}>
    <span class="ask-text" id="ask-text">${newGame ? guide.askNewGame(moves) : guide.askRestart(moves)}</span>
    <span class="ask-actions">
      <button class="keep-playing primary" @click=${guard.keep}>${guide.keepPlaying}</button>
      <button class="ask-proceed" @click=${guard.proceed}>${newGame ? ui.newGame : ui.restart}</button>
    </span>
  </div>`;
}
