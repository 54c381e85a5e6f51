/**
 * For the controller tests: a real Table over a game's pure rules (the position lives here, with no
 * statechart), recording every call a controller makes, and the real board markup (board-view.ts) under
 * the element's real styles, so a controller reads the same selectors and geometry as in the element.
 */
import type { Catalogue } from '../../../src/i18n/catalogue.js';
import { EN } from '../../../src/i18n/en.js';
import { LitElement, type ReactiveControllerHost, type TemplateResult, html } from 'lit';
import { registerSizeProperties, styles } from '../../../src/carpet-solitaire.styles.js';
import type { GameContext } from '../../../src/core/machine-kit.js';
import type { Move, Rules, Status } from '../../../src/core/types.js';
import { renderPiles } from '../../../src/element/view/board-view.js';
import type { AnyContext, AnyGame, PlayOptions, Table } from '../../../src/element/host/host.js';
import type { CarpetErrorCode } from '../../../src/events.js';
import { GAMES } from '../../../src/games/all.js';
import { refusalText } from '../../support/refusal.js';

export type Call = { name: string; args: unknown[] };

/** A game's rules over plain objects (the games' states are immutable objects). */
export const rulesOf = (game: AnyGame): Rules<object, unknown> => game.rules;
/** A game's definition, as the element's controllers see any game. */
export const gameOf = (variant: string): AnyGame => GAMES[variant];

export class RulesTable implements Table {
  readonly calls: Call[] = [];
  /** Told after each move played (the analysis test carries a proven line, as the element does). */
  afterPlay: ((before: object, move: Move, after: object) => void) | null = null;
  /** What hint() returns; by default the first legal move that is not a deal. */
  hintMove: (() => Move | null) | null = null;
  private definition!: AnyGame;
  private ctx!: GameContext<object, unknown>;
  private isDealt = true;

  constructor(
    private readonly host: Pick<ReactiveControllerHost, 'requestUpdate'>,
    variant = 'carpet',
    seed = '42',
    options?: unknown,
  ) {
    this.start(gameOf(variant), seed, options);
  }

  /** Deals `seed` of `game` (its default options unless given); calls recorded so far are kept. */
  start(game: AnyGame, seed: string, options?: unknown): void {
    this.definition = game;
    this.isDealt = true;
    const dealt: unknown = options ?? game.parseOptions(() => null).options;
    this.ctx = {
      seed,
      options: dealt,
      state: rulesOf(game).deal(seed, dealt),
      past: [],
      future: [],
      lastMove: null,
      moves: [],
      undone: [],
    };
    this.host.requestUpdate();
  }

  /** No game on the table (as while the first game's code loads). */
  clear(): void {
    this.isDealt = false;
  }

  /** The calls made to `name`, each as its arguments. */
  of(name: string): unknown[][] {
    return this.calls.filter((call) => call.name === name).map((call) => call.args);
  }

  private record(name: string, ...args: unknown[]): void {
    this.calls.push({ name, args });
  }

  words = (): Catalogue => EN;
  dealt = (): boolean => this.isDealt;
  game = (): AnyGame => this.definition;
  context = (): AnyContext => this.ctx;
  status = (): Status => rulesOf(this.definition).status(this.ctx.state);
  piles = () => rulesOf(this.definition).piles(this.ctx.state);
  legalMoves = (): Move[] => (this.status() === 'playing' ? rulesOf(this.definition).legalMoves(this.ctx.state) : []);

  play = (move: Move, how?: PlayOptions): void => {
    this.record('play', move, how);
    this.apply(move);
  };

  /** Plays a move without recording it (the test's own set-up). */
  apply(move: Move): void {
    const before = this.ctx.state;
    const result = rulesOf(this.definition).apply(before, move);
    if (!result.ok) throw new Error(`illegal move in the test: ${refusalText(result.reason)}`);
    const { ctx } = this;
    this.ctx = {
      ...ctx,
      state: result.state,
      past: [...ctx.past, before],
      moves: [...ctx.moves, move],
      future: [],
      undone: [],
      lastMove: move,
    };
    this.afterPlay?.(before, move, result.state);
    this.host.requestUpdate();
  }

  redeal = (seed: string): void => {
    this.record('redeal', seed);
    this.start(this.definition, seed, this.ctx.options);
  };

  undo = (): boolean => {
    this.record('undo');
    const { ctx } = this;
    if (ctx.past.length === 0) return false;
    this.ctx = {
      ...ctx,
      state: ctx.past[ctx.past.length - 1],
      past: ctx.past.slice(0, -1),
      moves: ctx.moves.slice(0, -1),
      future: [...ctx.future, ctx.state],
      undone: [...ctx.undone, ctx.moves[ctx.moves.length - 1]],
      lastMove: null,
    };
    this.host.requestUpdate();
    return true;
  };

  redo = (): boolean => {
    this.record('redo');
    return false;
  };

  hint = (): Move | null => {
    this.record('hint');
    return this.hintMove ? this.hintMove() : (this.legalMoves().find((move) => move.from !== 'stock') ?? null);
  };

  announce = (text: string): void => this.record('announce', text);
  report = (code: CarpetErrorCode, message: string): void => this.record('report', code, message);
}

/** The board as the element draws it, with what the keyboard and a drag add to it. */
export function boardPiles(
  table: Table,
  extra: {
    tabStop?: string;
    held?: { pile: string; count: number } | null;
    lifted?: { pile: string; count: number } | null;
    spread?: string | null;
  } = {},
): unknown[] {
  const game = table.game();
  const legal = table.legalMoves();
  const movableCounts = new Map<string, string>();
  for (const move of legal) movableCounts.set(move.from, `${movableCounts.get(move.from) ?? ''},${move.count ?? 1}`);
  const lifted = extra.lifted ?? extra.held ?? null;
  const dropTargets = new Set(
    lifted ? legal.filter((m) => m.from === lifted.pile && (m.count ?? 1) === lifted.count).map((m) => m.to) : [],
  );
  return renderPiles(
    {
      game,
      words: table.words(),
      state: table.context().state,
      movable: new Set(legal.map((move) => `${move.from}:${move.count ?? 1}`)),
      movableCounts,
      dropTargets,
      tabStop: extra.tabStop,
      held: extra.held ?? null,
      hinted: null,
      spread: extra.spread ?? null,
    },
    table.piles(),
  );
}

/** The board element's classes for the table's game (its grid). */
export const boardClasses = (table: Table): string => {
  const { columns, rows, squareCells } = table.game().table;
  return `board cols-${columns} rows-${rows}${squareCells ? ' square-cells' : ''}`;
};

/** A host with the element's styles and a real table; each test file extends it with its controllers. */
export class BoardHost extends LitElement {
  static override styles = styles;
  readonly table = new RulesTable(this);

  override connectedCallback(): void {
    registerSizeProperties();
    super.connectedCallback();
  }

  protected override render(): TemplateResult {
    return html`<div class="frame"><div class=${boardClasses(this.table)} data-variant=${this.table.game().variant}>${boardPiles(this.table)}</div></div>`;
  }
}

/** A Carpet deal whose greedy play (home first, else deal) wins: a deal the solver proves winnable quickly. */
export function greedyWinningSeed(): string {
  const rules = rulesOf(gameOf('carpet'));
  for (let n = 1; n < 500; n++) {
    let state = rules.deal(String(n), { fill: 'auto' });
    while (rules.status(state) === 'playing') {
      const moves = rules.legalMoves(state);
      const move =
        moves.find((m) => m.to.startsWith('foundation-')) ?? moves.find((m) => m.from === 'stock') ?? moves[0];
      const result = rules.apply(state, move);
      if (!result.ok) break;
      state = result.state;
    }
    if (rules.status(state) === 'won') return String(n);
  }
  throw new Error('no greedy win among seeds 1-499');
}

/** The first Carpet seed (from 1) whose deal has at least `count` carpet cards that can go home at once. */
export function seedWithHomeMoves(count: number, fill: 'auto' | 'manual' = 'auto'): string {
  const rules = rulesOf(gameOf('carpet'));
  for (let n = 1; n < 2000; n++) {
    const moves = rules.legalMoves(rules.deal(String(n), { fill }));
    if (moves.filter((m) => m.from.startsWith('carpet-')).length >= count) return String(n);
  }
  throw new Error(`no deal with ${count} home moves`);
}

export const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
