import { LitElement, type PropertyValues, type TemplateResult, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { type Actor, type AnyStateMachine, createActor } from 'xstate';
import { type CardCode, cardName } from './core/cards.js';
import { type ClickTarget, type GameDefinition, type PileSlot, preferFoundation } from './core/game.js';
import type { GameContext } from './core/machine-kit.js';
import { freshSeed } from './core/random.js';
import { type Move, type PileId, type Status, isMoveShape, sameMove } from './core/types.js';
import { renderCard } from './element/card-face.js';
import { registerSizeProperties, styles } from './carpet-solitaire.styles.js';
import type { SearchResult } from './core/search.js';
import { Analyst, type DealSearch, firstWinnableSeed } from './element/analyst.js';
import { FINISH_MAX_MS, finishStep } from './element/finish-pace.js';
import { describeHint, describeMove, describeOutcome, describeRedo, describeUndo, isDeal, movePhrase, pileLabel } from './element/announce.js';
import { ARROWS, KEYS, commandOf, nearestInDirection, parseFocusKey } from './element/keyboard.js';
import { type GameStats, SAVE_VERSION, type SavedGame, SafeStorage, emptyStats, parseSavedGame, parseStats, saveKey, statsKey } from './element/saved-game.js';
import { type CarpetErrorCode, type GameSnapshot, emit } from './events.js';
import { CATALOGUE, DEFAULT_VARIANT, GAME_ATTRIBUTES, VARIANTS, loadGame, loadedGame } from './games/catalogue.js';

type AnyGame = GameDefinition<any, any>;
type AnyContext = GameContext<any, any>;

/** A drag in progress: which card, from where, and how far it has travelled. */
interface Drag {
  pointerId: number;
  /** The pressed card. */
  card: HTMLElement;
  /** The pressed card and every card above it in its pile: they move as one. */
  cards: HTMLElement[];
  pile: PileId;
  count: number;
  startX: number;
  startY: number;
  moving: boolean;
}

const DRAG_THRESHOLD_PX = 6;
/** Two clicks or taps on one pile closer than this are one double-click. */
const DOUBLE_CLICK_MS = 350;
/** A browser's click follows the release of the press it belongs to within this time. */
const CLICK_AFTER_PRESS_MS = 400;
/** How long a card takes to glide to its new pile when `--carpet-duration` is missing or not a time. */
const GLIDE_MS = 180;
/** Animations under animation="fast": this share of their normal length. */
const FAST_MOTION = 0.4;
/** A new deal's cards fly in from the stock, one after another. */
const DEAL_MS = 260;
const DEAL_STAGGER_MS = 14;
/** A win: the foundations' top cards leap, one after another. */
const CELEBRATE_MS = 520;
const CELEBRATE_STAGGER_MS = 90;
const ANIMATION_VALUES = ['normal', 'fast', 'off'];
/** Safe moves autoplay makes after one player move, at the most (a guard against a faulty rule). */
const AUTOPLAY_LIMIT = 200;

/**
 * A patience game in one tag: Carpet (the default), Carthage, or Lady Cadogan's The Carpet.
 * The colour defaults below are the light scheme's; under `prefers-color-scheme: dark` the fallbacks are darker.
 *
 * @summary Plays three patience games: click, tap, drag or use the keyboard; undo, redo, restart; a public API for host pages.
 *
 * @fires carpet-move - A move was played. `detail: { move, snapshot }`.
 * @fires carpet-won - The game was won. `detail: { snapshot }`.
 * @fires carpet-lost - The game was lost: no move is left (Carthage: or a complete search finds no win). `detail: { snapshot }`.
 * @fires carpet-new-game - A deal started (also on restart, and when a saved game is resumed). `detail: { variant, seed, restarted, resumed? }`.
 * @fires carpet-error - Bad input or a problem was reported (it also warns in the console). `detail: { code, message }`, `code` a `CarpetErrorCode`.
 * @fires carpet-analysis - The solver's verdict on the position. `detail: { verdict, moves, lostBy }`.
 *
 * @csspart board - The table the piles lie on.
 * @csspart pile - One pile (foundation, carpet cell, tableau, reserve, stock, waste, talon); it carries `data-pile` (its pile id).
 * @csspart card - One face-up card; it carries `data-card` (its code) and `data-pile` (its pile id).
 * @csspart toolbar - The row of controls above the board: its buttons, the deal's seed and the move count.
 * @csspart status - The outcome panel shown when the game is won or lost.
 * @csspart analysis - The quiet line under the board: the solver's verdict, and the Finish button when a win is proven.
 * @csspart stats - The statistics panel (played, won, streak, best).
 * @csspart help - The panel that lists the keyboard keys.
 *
 * @cssprop --carpet-felt - The table background (a colour or a gradient). Default: a green felt gradient.
 * @cssprop --carpet-card-face - The card face colour. Default: warm white.
 * @cssprop --carpet-card-back - The colour of card backs. Default: `#8e2436`.
 * @cssprop --carpet-card-back-pattern - A background-image layered over the back colour (`none` for a plain back). Default: fine crossed diagonal stripes.
 * @cssprop --carpet-red - Hearts and diamonds in the two-colour deck. Default: `#c0182b`.
 * @cssprop --carpet-black - Clubs and spades in the two-colour deck. Default: `#1b1b22`.
 * @cssprop --carpet-hearts - Hearts, for a four-colour deck. Default: `--carpet-red`.
 * @cssprop --carpet-diamonds - Diamonds, for a four-colour deck. Default: `--carpet-red`.
 * @cssprop --carpet-clubs - Clubs, for a four-colour deck. Default: `--carpet-black`.
 * @cssprop --carpet-spades - Spades, for a four-colour deck. Default: `--carpet-black`.
 * @cssprop --carpet-radius - The card corner radius. Default: 8% of the card width.
 * @cssprop --carpet-card-font - The font of the card indices. Default: Georgia, serif.
 * @cssprop --carpet-focus-ring - The keyboard focus outline colour. Default: `#ffd45c`.
 * @cssprop --carpet-highlight - The colour that marks legal destinations and hints. Default: `#ffd45c`.
 * @cssprop --carpet-spacing - The padding of the frame and the space between its rows. Default: 2% of the element's width, 6 to 18 px.
 * @cssprop --carpet-duration - How long a card glides to its new pile; `0s` turns the glide off. Default: `180ms`.
 * @cssprop --carpet-text - The colour of the text on the table (toolbar, analysis line). Default: `#f4f1e8`.
 * @cssprop --carpet-font - The font of the controls and messages. Default: the system UI font.
 * @cssprop --carpet-frame-radius - The corner radius of the table. Default: `12px`.
 * @cssprop --carpet-warning - The colour of warnings ("No longer winnable"). Default: `#ffc9a8`.
 * @cssprop --carpet-max-card-width - The widest a card grows on a wide page. Default: `96px`.
 */
export class CarpetSolitaire extends LitElement {
  static override styles = styles;

  /** The game: "carpet" (the default), "carthage" or "cadogan-carpet". An unknown value plays Carpet and fires `carpet-error`. */
  @property() variant: string = DEFAULT_VARIANT;

  /** The deal: any text. Missing or empty: a fresh random seed, shown in the toolbar. */
  @property() seed: string | null = null;

  /** Carpet's gap filling: "auto" (the default, gaps fill at once) or "manual" (the player fills them). */
  @property() fill: string | null = null;

  /** Deal only deals the solver proves winnable: a seed maps to the first winnable deal at or after it. */
  @property({ type: Boolean }) winnable = false;

  /** Move cards to the foundations by themselves, only where that provably cannot spoil a win. */
  @property({ type: Boolean }) autoplay = false;

  /**
   * How cards move: "normal" (the default), "fast", or "off". A reader who asks for reduced motion
   * (`prefers-reduced-motion`) gets "off" whatever this says. Moves never wait for an animation.
   */
  @property() animation: string | null = null;

  /**
   * Keep the game in progress and the statistics in localStorage, so a reload resumes the game (the
   * default). "false" keeps nothing: statistics then last as long as the page.
   */
  @property() persist: string | null = null;

  /** The solver's verdict on the current position, once known. */
  @state() private verdict: SearchResult | null = null;
  /** The move the last hint showed, until the position changes. */
  @state() private hinted: Move | null = null;
  /** True while a winnable deal is being looked for (the board waits). */
  @state() private findingDeal = false;
  /** Whether the statistics panel is open. */
  @state() private statsOpen = false;
  /** Whether the keyboard help panel is open. */
  @state() private helpOpen = false;
  /** The card or pile the keyboard is on (see parseFocusKey): the board's one tab stop. */
  @state() private focusKey: string | null = null;
  /** Cards picked up with the keyboard, waiting to be put down. */
  @state() private held: { pile: PileId; count: number } | null = null;
  /** The last thing said in the live region. */
  @state() private announcement = '';
  /** Why the game's code could not be loaded, shown in place of the table (null: no failure). */
  @state() private loadError: string | null = null;
  /** A new deal was made since the last render: its cards fly in once it is drawn. */
  private dealToAnimate = false;
  /** The board's tab stop in the last render. */
  private tabStop: string | undefined;
  /** Whether the keyboard focus was on the board when the current update began. */
  private focusWasOnBoard = false;

  @state() private machineSnapshot?: ReturnType<Actor<AnyStateMachine>['getSnapshot']>;
  /** The pile and card count a drag started with, so their legal destinations light up. */
  @state() private dragFrom: { pile: PileId; count: number } | null = null;

  /** The game being played; undefined only until the first game's code has loaded. */
  private game!: AnyGame;
  /** The load of a game's code in progress (the element waits for it; see getUpdateComplete). */
  private gameLoading: Promise<void> | null = null;
  private loadingVariant = DEFAULT_VARIANT;
  private actor?: Actor<AnyStateMachine>;
  /** The attributes the current deal was made from: a change to any of them deals anew. */
  private dealtFrom = '';
  private drag: Drag | null = null;
  /** Where the current press began, to tell a tap from a drag. */
  private press: { pointerId: number; x: number; y: number } | null = null;
  /** The click a browser sends after a press already handled is ignored until then (a drag may get none). */
  private ignoreClicksUntil = 0;
  private lastActivation: { pile: PileId; time: number } | null = null;
  private readonly analyst = new Analyst((state, result) => this.handleVerdict(state, result));
  /** The position the analyst was last asked about. */
  private analysedState: object | null = null;
  private dealSearch: DealSearch | null = null;
  private finishTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly storage = new SafeStorage((message) => this.report('storage-unavailable', message));
  /** Where this deal is saved (null: nowhere, `persist="false"`). */
  private saveSlot: string | null = null;
  /** Whether this deal has been counted as played, and its outcome recorded, in the statistics. */
  private dealRecord = { counted: false, recorded: false };
  /** True while a saved game is replayed: its moves are neither saved again nor counted. */
  private restoring = false;
  /** Statistics when nothing is kept (`persist="false"`), per variant. */
  private readonly memoryStats = new Map<string, GameStats>();

  // ---- handlers -------------------------------------------------------------------------------

  /** A click with no pointer press before it (keyboard, assistive technology, `element.click()`). */
  private handleBoardClick = (event: MouseEvent): void => {
    if (event.timeStamp < this.ignoreClicksUntil) {
      this.ignoreClicksUntil = 0;
      return;
    }
    this.activate(event);
  };

  /**
   * A press released where it started is a click or a tap. Acting here rather than on `click` keeps taps
   * reliable on touch screens, where a click may never follow a tap that comes right after a drag.
   */
  private handleBoardPointerUp = (event: PointerEvent): void => {
    const press = this.press;
    this.press = null;
    if (!press || press.pointerId !== event.pointerId) return;
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) >= DRAG_THRESHOLD_PX) return;
    this.ignoreClicksUntil = event.timeStamp + CLICK_AFTER_PRESS_MS;
    this.activate(event);
  };

  /**
   * A press on the table does not move the focus onto a card, as a click on a non-focusable area would
   * not: a focused card removed by the move it made would cost the browser a layout inside the move, and
   * putting the focus back another. A keyboard player's focus on the board stays where it is; focus
   * anywhere else (a toolbar button, a field of the page) leaves, as it does for a click on a picture.
   */
  private handleBoardMouseDown = (event: MouseEvent): void => {
    if (!(event.target as Element).closest?.('.pile')) return;
    event.preventDefault();
    const inside = (this.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    if (inside) {
      if (!inside.closest('.board')) inside.blur();
      return;
    }
    const focused = document.activeElement as HTMLElement | null;
    if (focused && focused !== this && focused !== document.body) focused.blur();
  };

  private handlePointerDown = (event: PointerEvent): void => {
    this.ignoreClicksUntil = 0;
    if (event.button !== 0 || this.drag) return;
    this.press = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    const card = (event.target as Element).closest<HTMLElement>('.card.movable');
    const pile = card?.dataset.pile;
    if (!card || !pile) return;
    const index = Number(card.dataset.index);
    const cards = [...(card.parentElement?.querySelectorAll<HTMLElement>('.card[data-index]') ?? [])].filter((c) => Number(c.dataset.index) >= index);
    const count = (this.snapshot.piles[pile]?.length ?? 0) - index;
    this.drag = { pointerId: event.pointerId, card, cards, pile, count, startX: event.clientX, startY: event.clientY, moving: false };
    // Capture keeps the drag when the pointer outruns the card; a synthetic pointer cannot be captured.
    try {
      card.setPointerCapture(event.pointerId);
    } catch {
      /* the listeners below still follow the pointer over the card */
    }
    card.addEventListener('pointermove', this.handlePointerMove);
    card.addEventListener('pointerup', this.handlePointerUp);
    card.addEventListener('pointercancel', this.handlePointerCancel);
  };

  private handlePointerMove = (event: PointerEvent): void => {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.moving) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      drag.moving = true;
      for (const card of drag.cards) card.classList.add('dragging');
      this.dragFrom = { pile: drag.pile, count: drag.count };
    }
    event.preventDefault();
    for (const card of drag.cards) card.style.setProperty('translate', `${dx}px ${dy}px`);
  };

  private handlePointerUp = (event: PointerEvent): void => {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (!drag.moving) return this.endDrag();
    // A drag is never also a tap, even when it ends where it began.
    this.press = null;
    this.ignoreClicksUntil = event.timeStamp + CLICK_AFTER_PRESS_MS;
    const target = this.dropTarget(drag, event.clientX, event.clientY);
    const move = target && this.movesOf(drag.pile, drag.count).find((m) => m.to === target);
    if (move) {
      const dropped = drag.cards.map((card) => card.getBoundingClientRect());
      this.endDrag();
      this.playMove(move, { glideFrom: dropped });
    } else {
      this.glideBack(drag.cards);
      this.endDrag();
    }
  };

  private handlePointerCancel = (): void => {
    if (this.drag?.moving) this.glideBack(this.drag.cards);
    this.endDrag();
  };

  /** Wherever focus lands on the board (a click, a screen reader's cursor), the tab stop follows. */
  private handleFocusIn = (event: FocusEvent): void => {
    const key = (event.target as HTMLElement).dataset?.focus;
    if (key && key !== this.focusKey) this.focusKey = key;
  };

  /** Arrow keys, Enter, Space and Escape on the board; the command keys anywhere in the widget. */
  private handleKeyDown = (event: KeyboardEvent): void => {
    if (!this.actor) return;
    const onBoard = (event.target as Element).closest?.('.board') !== null;
    const direction = ARROWS[event.key];
    if (onBoard && direction) {
      event.preventDefault();
      this.moveFocus(direction);
      return;
    }
    if (onBoard && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      this.activateFocused();
      return;
    }
    if (event.key === 'Escape') {
      if (this.held) {
        this.putBack();
        event.preventDefault();
      } else if (this.helpOpen) {
        this.helpOpen = false;
        event.preventDefault();
      }
      return;
    }
    const command = commandOf(event);
    if (!command) return;
    event.preventDefault();
    if (command === 'undo') this.undo();
    else if (command === 'redo') this.redo();
    else if (command === 'help') this.helpOpen = !this.helpOpen;
    else if (command === 'hint') this.hintByKeyboard();
    else if (command === 'deal') this.dealByKeyboard();
  };

  private handleVerdict(state: object, result: SearchResult): void {
    if (state !== this.context.state) return;
    this.verdict = result;
    emit(this, 'carpet-analysis', { verdict: result.verdict, moves: result.line?.length ?? null, lostBy: this.lostBy() });
  }


  // ---- public API -----------------------------------------------------------------------------

  /** The game as plain JSON: `{ variant, seed, status, phase, moves, piles }`; a fresh frozen copy each read. */
  get snapshot(): GameSnapshot {
    if (!this.ready) {
      // The game's code is still loading: an empty table, in the contract's shape.
      return Object.freeze({ variant: this.loadingVariant, seed: this.seed ?? '', status: 'playing', phase: 'loading', moves: 0, piles: Object.freeze({}) });
    }
    return this.currentSnapshot();
  }

  /** The snapshot of the game dealt (the public getter first looks at the attributes). */
  private currentSnapshot(): GameSnapshot {
    const snapshot = this.machineSnapshot!;
    const context = snapshot.context as AnyContext;
    const piles = this.game.rules.piles(context.state);
    for (const pile of Object.values(piles)) Object.freeze(pile);
    return Object.freeze({
      variant: this.game.variant,
      seed: context.seed,
      status: this.statusOf(snapshot),
      phase: String(snapshot.value),
      moves: context.past.length,
      piles: Object.freeze(piles),
    });
  }

  /** Every legal move now, as `{ from, to, count? }` objects (copies: changing them changes nothing). */
  legalMoves(): Move[] {
    if (!this.ready) return [];
    if (this.statusOf(this.machineSnapshot!) !== 'playing') return [];
    return this.game.rules.legalMoves(this.context.state).map((move) => ({ ...move }));
  }

  /** Plays a move. An illegal or malformed move returns false, changes nothing and fires `carpet-error`. */
  play(move: Move): boolean {
    if (!this.ready) return this.notReady('play()');
    let clean: Move;
    try {
      // Read once, into plain values: a getter that throws or changes between reads (a Proxy) cannot reach the rules.
      const { from, to, count } = move as Move;
      clean = count === undefined ? { from, to } : { from, to, count };
      if (!isMoveShape(clean)) throw new TypeError('not a move');
    } catch {
      this.report('invalid-move', `play() takes a move like { from: "carpet-3", to: "foundation-1" }; got ${describeValue(move)}.`);
      return false;
    }
    const legal = this.legalMoves().find((candidate) => sameMove(candidate, clean));
    if (!legal) {
      this.report('illegal-move', `${clean.from} to ${clean.to} is not a legal move: ${this.whyRefused(clean)}`);
      return false;
    }
    this.playMove(legal);
    return true;
  }

  /** Takes back the last move (an automatic gap fill goes with the move that caused it). */
  undo(): boolean {
    if (!this.ready) return this.notReady('undo()');
    return this.sendIf('UNDO', this.context.past.length > 0);
  }

  /** Plays again the last move taken back. */
  redo(): boolean {
    if (!this.ready) return this.notReady('redo()');
    return this.sendIf('REDO', this.context.future.length > 0);
  }

  /** Deals a new game: the given seed, or a fresh random one. */
  newGame(seed?: string): void {
    if (!this.ready) return void this.notReady('newGame()');
    this.stopFinishing();
    const next = typeof seed === 'string' && seed !== '' ? seed : freshSeed();
    this.abandonDeal();
    if (this.winnable) {
      this.startGame(this.game, next, this.context.options, false);
      void this.dealWinnable(next);
      return;
    }
    this.actor!.send({ type: 'NEW_GAME', seed: next });
    this.dealToAnimate = true;
    emit(this, 'carpet-new-game', { variant: this.game.variant, seed: next, restarted: false });
  }

  /** Starts the same deal again from its first card. */
  restart(): void {
    if (!this.ready) return void this.notReady('restart()');
    this.stopFinishing();
    this.abandonDeal();
    this.actor!.send({ type: 'RESTART' });
    this.dealToAnimate = true;
    emit(this, 'carpet-new-game', { variant: this.game.variant, seed: this.context.seed, restarted: true });
  }

  /**
   * The move to make next, and shown on the board: the next move of a winning line when the solver has
   * one, else the most useful move; null when the game is over or nothing moves.
   */
  hint(): Move | null {
    if (!this.ready) return null;
    const legal = this.legalMoves();
    if (legal.length === 0) return null;
    const known = this.analyst.verdictOf(this.context.state);
    const line = known?.verdict === 'winnable' ? known.line : null;
    const move = line?.[0] ?? this.game.solver?.usefulMove(this.context.state) ?? preferFoundation(legal) ?? null;
    this.hinted = move;
    this.announce(describeHint(this.game, this.snapshot.piles, move));
    return move && { ...move };
  }

  /** The solver's verdict on the current position: "winnable", "unwinnable", "unknown", or "pending". */
  get analysis(): { verdict: SearchResult['verdict'] | 'pending'; moves: number | null } {
    if (!this.ready) return { verdict: 'pending', moves: null };
    const status = this.statusOf(this.machineSnapshot!);
    if (status !== 'playing') return { verdict: status === 'won' ? 'winnable' : 'unwinnable', moves: status === 'won' ? 0 : null };
    const known = this.analyst.verdictOf(this.context.state);
    return known ? { verdict: known.verdict, moves: known.line?.length ?? null } : { verdict: 'pending', moves: null };
  }

  /**
   * Plays a proven win to the end, one undoable move at a time. Returns false when the position is not
   * proven winnable. Any other move, undo or new game stops it.
   */
  finish(): boolean {
    if (!this.ready) return false;
    const known = this.analyst.verdictOf(this.context.state);
    if (known?.verdict !== 'winnable' || !known.line?.length) return false;
    this.stopFinishing();
    const started = performance.now();
    const deadline = started + FINISH_MAX_MS;
    let played = 0;
    let steps = 0;
    let paused = 0;
    const step = (): void => {
      this.finishTimer = null;
      const line = this.analyst.verdictOf(this.context.state)?.line;
      if (!line?.length) return;
      const now = performance.now();
      // How much longer than its pause each step took on average: the moves' own work and late timers.
      const late = steps ? (now - started - paused) / steps : 0;
      const { moves, delayMs } = finishStep(played, line.length, deadline - now, late);
      steps++;
      paused += delayMs;
      // Each move carries the rest of the line to the next position (carryLine), so read it afresh.
      for (let index = 0; index < moves; index++) {
        const next = this.analyst.verdictOf(this.context.state)?.line?.[0];
        if (!next || this.statusOf(this.machineSnapshot!) !== 'playing') return;
        this.playMove(next, { byPlayer: false, glide: moves === 1 });
        played++;
      }
      this.finishTimer = setTimeout(step, delayMs);
    };
    step();
    return true;
  }

  /** This game's statistics on this device: `{ played, won, streak, best }` (a copy). */
  get stats(): GameStats {
    return { ...this.readStats(this.game?.variant ?? this.loadingVariant) };
  }

  /** Sets this game's statistics back to zero. */
  resetStats(): void {
    this.writeStats(this.game?.variant ?? this.loadingVariant, emptyStats());
    this.requestUpdate();
  }

  // ---- lifecycle ------------------------------------------------------------------------------

  override connectedCallback(): void {
    registerSizeProperties();
    super.connectedCallback();
    // Back in a page (or moved within it): look at the position again.
    this.analysedState = null;
    if (this.actor) this.requestUpdate();
    // A winnable-deal search the detach stopped starts again, or the board would wait (inert) for ever.
    if (this.findingDeal && this.dealSearch?.cancelled) void this.dealWinnable(this.context.seed);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A drag, a search or an auto-finish cannot outlive the page; the game itself is kept, so moving the element keeps it.
    if (this.drag) this.endDrag();
    this.analyst.close();
    this.stopFinishing();
    this.dealSearch?.cancel();
  }


  protected override willUpdate(): void {
    // `ready` deals anew when the deal's attributes changed; cheap when nothing did.
    if (!this.ready) return;
    this.focusWasOnBoard = (this.renderRoot as ShadowRoot | undefined)?.activeElement?.closest('.board') != null;
    // Cheap when the position is the one last analysed.
    this.analyseIfChanged();
    // The tab stop follows the cards before the render: a card that left its pile hands it to what is there now.
    const piles = this.currentSnapshot().piles;
    this.tabStop = this.resolveFocusKey(
      this.game.table.slots.flatMap((slot) => {
        const size = piles[slot.id]?.length ?? 0;
        return slot.show === 'fan-down' && size > 0 ? Array.from({ length: size }, (_, index) => `${slot.id}:${index}`) : [slot.id];
      }),
    );
    if (this.focusKey !== null && this.tabStop !== undefined) this.focusKey = this.tabStop;
  }

  /**
   * Focus is never lost to a move or a re-render: when it was on the board, it ends on the board's tab
   * stop (the card moved, the pile it left, or the new top card), never on the page's body.
   */
  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('animation') && this.animation && !ANIMATION_VALUES.includes(this.animation)) {
      this.report('invalid-attribute', `animation=${quote(this.animation)} is not one of ${ANIMATION_VALUES.map((v) => `"${v}"`).join(', ')}; using "normal".`);
    }
    if (this.dealToAnimate) {
      this.dealToAnimate = false;
      this.animateDeal();
    }
    // A re-render mid-drag (undo, a deal, an auto-finish step) may take the dragged card away; the pointer's
    // capture goes with it, so its release never reaches the card's listeners: end the drag here, or no drag starts again.
    if (this.drag && !this.drag.card.isConnected) this.endDrag();
    if (!this.focusWasOnBoard) return;
    const stop = this.focusItems().find((item) => item.tabIndex === 0);
    if (stop && (this.renderRoot as ShadowRoot).activeElement !== stop) stop.focus();
  }

  /** Options of any game (not only the declared properties) are watched, so a new game needs no edit here. */
  static override get observedAttributes(): string[] {
    return [...new Set([...super.observedAttributes, ...GAME_ATTRIBUTES])];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (old !== value && GAME_ATTRIBUTES.includes(name)) this.requestUpdate();
  }

  // ---- private --------------------------------------------------------------------------------

  /** Whether a game is dealt (false only while the first game's code loads). */
  private get ready(): boolean {
    this.ensureDealt();
    return this.actor !== undefined;
  }

  /** An API call that needs the game, made before its code arrived: said, and refused. */
  private notReady(call: string): false {
    this.report('not-ready', `${call} came before the game's code loaded; await element.updateComplete first.`);
    return false;
  }

  /** The statechart's context; only read once a game is dealt (every public entry checks `ready` first). */
  private get context(): AnyContext {
    return this.machineSnapshot!.context as AnyContext;
  }

  private statusOf(snapshot: NonNullable<typeof this.machineSnapshot>): Status {
    return snapshot.hasTag('won') ? 'won' : snapshot.hasTag('lost') ? 'lost' : 'playing';
  }

  /**
   * Deals from the attributes when they changed since the last deal (or nothing was dealt yet). A game
   * whose code is not here yet is loaded first: the deal follows when it arrives (see getUpdateComplete).
   */
  private ensureDealt(): void {
    const key = JSON.stringify([this.variant, this.seed, this.winnable, ...GAME_ATTRIBUTES.map((name) => this.optionValue(name))]);
    if (key === this.dealtFrom) return;
    this.dealtFrom = key;
    let variant = this.variant;
    if (!CATALOGUE[variant]) {
      const valid = `use ${VARIANTS.map((v) => `"${v}"`).join(', ')}.`;
      // Bad input never ends a game in progress: the game goes on, and the page is told why nothing changed.
      if (this.inProgress()) return this.report('unknown-variant', `variant=${quote(this.variant)} is not a game; ${valid}${this.keeping()}`);
      variant = DEFAULT_VARIANT;
      this.report('unknown-variant', `variant=${quote(this.variant)} is not a game; ${valid} Playing "${DEFAULT_VARIANT}".`);
    }
    const game = loadedGame(variant);
    if (game) return this.deal(game);
    this.loadingVariant = variant;
    this.loadError = null;
    const loading = loadGame(variant).then(
      (loaded) => {
        if (this.dealtFrom === key) this.deal(loaded);
      },
      (error: unknown) => {
        if (this.dealtFrom !== key) return;
        const reason = error instanceof Error ? error.message : String(error);
        const then = this.actor ? this.keeping() : ' Reload the page to try again.';
        this.report('load-failed', `the code of ${CATALOGUE[variant].title} could not be loaded (${reason}).${then}`);
        this.loadError = `${CATALOGUE[variant].title} could not be loaded. Check the connection and reload the page.`;
      },
    );
    this.gameLoading = loading;
    void loading.finally(() => {
      if (this.gameLoading === loading) this.gameLoading = null;
      this.requestUpdate();
    });
  }

  /** Whether a game is under way: moves made and not over (bad input must not end it). */
  private inProgress(): boolean {
    const current = this.machineSnapshot;
    return current !== undefined && this.statusOf(current) === 'playing' && (current.context as AnyContext).moves.length > 0;
  }

  private keeping(): string {
    return ` The ${this.game?.title ?? 'game'} game in progress goes on unchanged.`;
  }

  /** Deals `game` from the attributes: a saved game when there is one, else the seed (or a fresh one). */
  private deal(game: AnyGame): void {
    const { options, problems } = game.parseOptions((name) => this.optionValue(name));
    if (problems.length > 0 && this.inProgress() && game === this.game) {
      for (const problem of problems) this.report('invalid-attribute', `${problem}${this.keeping()}`);
      return;
    }
    for (const problem of problems) this.report('invalid-attribute', `${problem} Using the default.`);
    if (this.seed === '') this.report('invalid-attribute', 'seed="" is empty: dealing a fresh random seed (remove the attribute to say so).');
    if (this.seed && this.seed.length > LONG_SEED) {
      this.report('invalid-attribute', `the seed is ${this.seed.length.toLocaleString('en')} characters long: it deals in full, but is shown shortened.`);
    }
    const optionsKey = JSON.stringify(options);
    this.saveSlot = this.persist === 'false' ? null : saveKey(game.variant, this.seed || null, optionsKey);
    if (this.persist !== null && !['', 'true', 'false'].includes(this.persist)) {
      this.report('invalid-attribute', `persist=${quote(this.persist)} is not "true" or "false"; keeping progress.`);
    }
    const saved = this.readSavedGame(game.variant, optionsKey);
    if (saved && this.resume(game, saved, options)) return;
    const seed = this.seed ? this.seed : freshSeed();
    this.startGame(game, seed, options, !this.winnable);
    if (this.winnable) void this.dealWinnable(seed);
  }

  /**
   * Resolves once the element has rendered its game: when the game's code had to be loaded first, not
   * before it is here and dealt, so `await element.updateComplete` is enough before using the API.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    while (this.gameLoading) {
      await this.gameLoading;
      result = await super.getUpdateComplete();
    }
    return result;
  }

  /** The game saved in this deal's slot, if any; a damaged one is reported and set aside. */
  private readSavedGame(variant: string, optionsKey: string): SavedGame | null {
    if (!this.saveSlot) return null;
    const text = this.storage.read(this.saveSlot);
    if (text === null) return null;
    const saved = parseSavedGame(text, variant, optionsKey);
    if (typeof saved !== 'string') return saved;
    this.report('invalid-save', `the saved game could not be resumed: ${saved}. Dealing afresh.`);
    this.storage.remove(this.saveSlot);
    return null;
  }

  /**
   * Deals the saved game's seed and replays its moves (and its undone moves, then undoes them, so redo
   * works as before the reload). A move the rules refuse means the save is damaged: the deal starts afresh.
   */
  private resume(game: AnyGame, saved: SavedGame, options: unknown): boolean {
    this.restoring = true;
    try {
      this.startGame(game, saved.seed, options, false);
      const replay = [...saved.moves, ...[...saved.undone].reverse()];
      for (const move of replay) {
        const legal = this.statusOf(this.machineSnapshot!) === 'playing' && this.game.rules.legalMoves(this.context.state).some((m: Move) => sameMove(m, move));
        if (!legal) {
          this.report('invalid-save', `the saved game could not be resumed: move ${move.from} to ${move.to} is not legal in that deal. Dealing afresh.`);
          this.storage.remove(this.saveSlot!);
          return false;
        }
        this.actor!.send({ type: 'PLAY', move });
      }
      for (let i = 0; i < saved.undone.length; i++) this.actor!.send({ type: 'UNDO' });
    } finally {
      this.restoring = false;
    }
    this.dealRecord = { counted: saved.counted, recorded: saved.recorded };
    emit(this, 'carpet-new-game', { variant: game.variant, seed: saved.seed, restarted: false, resumed: true });
    return true;
  }

  /**
   * Keeps the statistics and the saved game in step with the position: a deal counts as played at its
   * first move, and its outcome is recorded once. A finished or untouched deal leaves no save behind.
   */
  private trackProgress(): void {
    if (this.restoring || !this.machineSnapshot) return;
    const context = this.machineSnapshot.context as AnyContext;
    const status = this.statusOf(this.machineSnapshot);
    const variant = this.game.variant;
    const record = this.dealRecord;
    if (context.moves.length > 0 && !record.counted) {
      record.counted = true;
      this.updateStats(variant, (stats) => ({ ...stats, played: stats.played + 1 }));
    }
    if (status !== 'playing' && record.counted && !record.recorded) {
      record.recorded = true;
      this.updateStats(variant, (stats) =>
        status === 'won' ? { ...stats, won: stats.won + 1, streak: stats.streak + 1, best: Math.max(stats.best, stats.streak + 1) } : { ...stats, streak: 0 },
      );
    }
    if (!this.saveSlot || this.persist === 'false' || this.findingDeal) return;
    if (status === 'won' || (context.moves.length === 0 && context.undone.length === 0)) {
      this.storage.remove(this.saveSlot);
      return;
    }
    const saved: SavedGame = {
      version: SAVE_VERSION,
      variant,
      seed: context.seed,
      options: JSON.stringify(context.options),
      moves: [...context.moves],
      undone: [...context.undone],
      counted: record.counted,
      recorded: record.recorded,
    };
    this.storage.write(this.saveSlot, JSON.stringify(saved));
  }

  /** A deal left unfinished for another (new game, restart) breaks the winning streak. */
  private abandonDeal(): void {
    const record = this.dealRecord;
    if (record.counted && !record.recorded) this.updateStats(this.game.variant, (stats) => ({ ...stats, streak: 0 }));
    this.dealRecord = { counted: false, recorded: false };
  }

  private readStats(variant: string): GameStats {
    if (this.persist === 'false') return this.memoryStats.get(variant) ?? emptyStats();
    return parseStats(this.storage.read(statsKey(variant)));
  }

  private writeStats(variant: string, stats: GameStats): void {
    if (this.persist === 'false') this.memoryStats.set(variant, stats);
    else this.storage.write(statsKey(variant), JSON.stringify(stats));
  }

  private updateStats(variant: string, change: (stats: GameStats) => GameStats): void {
    this.writeStats(variant, change(this.readStats(variant)));
  }

  /**
   * Replaces the deal just started by the first deal at or after `seed` that the solver proves
   * winnable, searching (in the page's worker, else in slices) while the board waits; announces the
   * deal when it is known, with its proof as the verdict.
   */
  private async dealWinnable(seed: string): Promise<void> {
    this.dealSearch?.cancel();
    const game = this.game;
    const { options } = this.context;
    if (!game.solver) {
      this.report('invalid-attribute', `winnable: ${game.title} has no solver; dealing seed "${seed}" as it is.`);
      emit(this, 'carpet-new-game', { variant: game.variant, seed, restarted: false });
      return;
    }
    const token = this.analyst.dealSearch();
    this.dealSearch = token;
    this.findingDeal = true;
    const found = await firstWinnableSeed(game.variant, game.solver, (candidate) => game.rules.deal(candidate, options), seed, token);
    if (token.cancelled) return;
    this.dealSearch = null;
    this.findingDeal = false;
    if (found === undefined) {
      this.report('invalid-attribute', `winnable: no deal near seed "${seed}" could be proven winnable in time; dealing it as it is.`);
    } else {
      if (found.seed !== seed) this.startGame(game, found.seed, options, false);
      // The search that found the deal proved it: its line is the verdict, with no second search.
      this.analyst.remember(this.context.state, found.result, token.engine);
    }
    // The position was set aside while the search ran: look at it now.
    this.analysedState = null;
    emit(this, 'carpet-new-game', { variant: game.variant, seed: found?.seed ?? seed, restarted: false });
  }

  private optionValue(name: string): string | null {
    const value = (this as unknown as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : this.getAttribute(name);
  }

  private startGame(game: AnyGame, seed: string, options: unknown, announce = true): void {
    // The first deal is simply there when the page shows it; later deals are dealt before the player's eyes.
    this.dealToAnimate = this.actor !== undefined && !this.restoring;
    this.actor?.stop();
    this.endDrag();
    this.stopFinishing();
    if (this.dealSearch && announce) {
      // A deal made otherwise (winnable removed, a new seed) ends the search for a winnable one.
      this.dealSearch.cancel();
      this.dealSearch = null;
      this.findingDeal = false;
    }
    this.game = game;
    this.dealRecord = { counted: false, recorded: false };
    const actor = createActor(game.machine, { input: { seed, options } });
    actor.subscribe((snapshot) => {
      this.machineSnapshot = snapshot;
      this.trackProgress();
    });
    this.actor = actor;
    actor.start();
    this.machineSnapshot = actor.getSnapshot();
    if (announce) emit(this, 'carpet-new-game', { variant: game.variant, seed, restarted: false });
  }

  /**
   * Plays a move already known to be legal, and tells the page what happened. A player's move (not an
   * auto-finish step) stops an auto-finish and, with `autoplay`, is followed by the provably safe moves.
   */
  private playMove(move: Move, { byPlayer = true, glide = false, glideFrom }: { byPlayer?: boolean; glide?: boolean; glideFrom?: DOMRect[] } = {}): void {
    if (byPlayer) this.stopFinishing();
    const before = this.statusOf(this.machineSnapshot!);
    const stateBefore = this.context.state;
    // Moves made on the board glide; moves made through play() land at once, where a host expects them.
    // The duration and the starting boxes are read before the move changes the table, while the page's
    // style and layout are still clean: read after it, each would cost a style pass of its own.
    const duration = glide || glideFrom ? this.glideDuration() * this.motion() : 0;
    const starts = duration > 0 ? (glideFrom ?? this.cardBoxes(move.from, move.count ?? 1)) : [];
    this.actor!.send({ type: 'PLAY', move });
    if (starts.length) void this.updateComplete.then(() => this.glide(move.to, starts, duration));
    this.analyst.carryLine(stateBefore, move, this.context.state);
    const snapshot = this.snapshot;
    const words = describeMove(this.game, this.game.rules.piles(stateBefore), snapshot.piles, move, { before: stateBefore, after: this.context.state });
    this.announce(snapshot.status === 'playing' ? words : `${words} ${describeOutcome(snapshot.status, snapshot.moves)}`);
    emit(this, 'carpet-move', { move: { ...move }, snapshot });
    if (snapshot.status !== before && snapshot.status !== 'playing') emit(this, snapshot.status === 'won' ? 'carpet-won' : 'carpet-lost', { snapshot });
    if (snapshot.status === 'won' && before !== 'won') void this.updateComplete.then(() => this.celebrate());
    if (byPlayer && this.autoplay) this.playSafeMoves();
  }

  /** The `autoplay` option: foundation moves the game's solver proves harmless, one undoable move each. */
  private playSafeMoves(): void {
    const solver = this.game.solver;
    for (let count = 0; solver && count < AUTOPLAY_LIMIT && this.statusOf(this.machineSnapshot!) === 'playing'; count++) {
      const move = solver.safeAutoplayMove(this.context.state);
      if (!move || !this.legalMoves().some((legal) => sameMove(legal, move))) return;
      this.playMove(move, { byPlayer: false, glide: true });
    }
  }

  /** Where the top `count` cards of a pile are on screen now (the stock's back for a deal). */
  private cardBoxes(pile: PileId, count: number): DOMRect[] {
    const element = this.renderRoot.querySelector<HTMLElement>(`.pile[data-pile="${pile}"]`);
    if (!element) return [];
    const cards = [...element.querySelectorAll<HTMLElement>('.card:not(.under)')].slice(-count);
    return (cards.length ? cards : [element]).map((card) => card.getBoundingClientRect());
  }

  /**
   * Cards glide from where they were to where the move put them (Web Animations, so nothing waits for
   * them and no style attribute is written). Reduced motion skips it.
   */
  private glide(pile: PileId, starts: DOMRect[], duration: number): void {
    if (starts.length === 0 || duration === 0) return;
    const element = this.renderRoot.querySelector<HTMLElement>(`.pile[data-pile="${pile}"]`);
    const cards = element ? [...element.querySelectorAll<HTMLElement>('.card:not(.under)')].slice(-starts.length) : [];
    // Every box is read before any animation starts: a start adds a class, and a read after it would redo the style.
    const ends = cards.map((card) => card.getBoundingClientRect());
    cards.forEach((card, index) => {
      const start = starts[Math.min(index, starts.length - 1)];
      const end = ends[index];
      const dx = start.left + start.width / 2 - (end.left + end.width / 2);
      const dy = start.top + start.height / 2 - (end.top + end.height / 2);
      if (Math.abs(dx) + Math.abs(dy) < 1) return;
      // A gliding card lets clicks through to what lies where it is drawn, so a quick second click lands right.
      this.animateCard(card, [{ translate: `${dx}px ${dy}px` }, { translate: '0px 0px' }], { duration, easing: 'cubic-bezier(.2,.7,.3,1)' });
    });
  }

  private stopFinishing(): void {
    if (this.finishTimer !== null) clearTimeout(this.finishTimer);
    this.finishTimer = null;
  }

  /** Asks the solver about the position when it changed; the verdict arrives later, in slices. */
  private analyseIfChanged(): void {
    const state = this.context.state;
    if (state === this.analysedState || !this.isConnected) return;
    this.analysedState = state;
    this.hinted = null;
    this.verdict = null;
    const solver = this.game.solver;
    if (!solver || this.statusOf(this.machineSnapshot!) !== 'playing' || this.findingDeal) {
      this.analyst.cancel();
      return;
    }
    this.analyst.analyse(this.game.variant, solver, state);
  }

  /** The move that lost a win: the last move, when the position before it was proven winnable. */
  private lostBy(): Move | null {
    const { past, lastMove, state } = this.context;
    if (this.analyst.verdictOf(state)?.verdict !== 'unwinnable' || !lastMove || past.length === 0) return null;
    return this.analyst.verdictOf(past[past.length - 1])?.verdict === 'winnable' ? { ...lastMove } : null;
  }

  /** A move in words, as a hint says it: "the seven of clubs from carpet row 2, column 3 to the clubs foundation". */
  private moveInWords(move: Move, before: object): string {
    return isDeal(move) ? 'the deal from the stock' : movePhrase(this.game, this.game.rules.piles(before), move);
  }

  private sendIf(type: 'UNDO' | 'REDO', allowed: boolean): boolean {
    this.stopFinishing();
    this.held = null;
    this.dragFrom = null;
    if (!allowed) {
      this.announce(type === 'UNDO' ? 'Nothing to undo.' : 'Nothing to redo.');
      return false;
    }
    const { state: before, moves, undone } = this.context;
    const move = type === 'UNDO' ? moves[moves.length - 1] : undone[undone.length - 1];
    this.actor!.send({ type });
    const { piles } = this.game.rules;
    const after = this.context.state;
    this.announce(type === 'UNDO' ? describeUndo(this.game, piles(before), piles(after), move) : describeRedo(this.game, piles(before), piles(after), move, { before, after }));
    return true;
  }

  private whyRefused(move: Move): string {
    if (this.statusOf(this.machineSnapshot!) !== 'playing') return 'the game is over.';
    const result = this.game.rules.apply(this.context.state, move);
    return result.ok ? 'it is not offered now.' : result.reason;
  }

  /** Tells the page about bad input without ever throwing into it. */
  private report(code: CarpetErrorCode, message: string): void {
    console.warn(`<carpet-solitaire>: ${message}`);
    emit(this, 'carpet-error', { code, message });
  }

  /**
   * Plays what a click or tap on a pile means, or shakes the card that cannot move. A click sends a card
   * home first, so a double-click or double-tap sends it home too: its second half, on the same pile
   * right after a move, is swallowed rather than moving the card that now lies there.
   */
  private activate(event: Event): void {
    const target = this.clickTarget(event);
    if (!target) return;
    const now = event.timeStamp;
    const last = this.lastActivation;
    if (last && last.pile === target.pile && now - last.time < DOUBLE_CLICK_MS) {
      this.lastActivation = null;
      return;
    }
    const move = this.game.clickMove(this.legalMoves(), target);
    // Deals are exempt: a player may click the stock as fast as they like.
    this.lastActivation = move && move.from !== 'stock' ? { pile: target.pile, time: now } : null;
    if (move) this.playMove(move, { glide: true });
    else this.shake(event);
  }

  /** The legal moves of `count` cards from `pile` (a count of 1 is written without `count`). */
  private movesOf(pile: PileId, count: number): Move[] {
    return this.legalMoves().filter((move) => move.from === pile && (move.count ?? 1) === count);
  }

  /** The pile, and the card in it, that an event happened on. */
  private clickTarget(event: Event): ClickTarget | undefined {
    let index: number | null = null;
    for (const target of event.composedPath()) {
      if (target === this) return undefined;
      const data = (target as HTMLElement).dataset;
      if (!data) continue;
      if (index === null && data.index !== undefined) index = Number(data.index);
      if (data.pile) {
        const { piles } = this.snapshot;
        return { pile: data.pile, index, size: piles[data.pile]?.length ?? 0, piles };
      }
    }
    return undefined;
  }

  /** The legal destination the dragged card overlaps most, else the one under the pointer. */
  private dropTarget(drag: Drag, x: number, y: number): PileId | undefined {
    const targets = new Set(this.movesOf(drag.pile, drag.count).map((move) => move.to));
    const cardBox = drag.card.getBoundingClientRect();
    let best: PileId | undefined;
    let bestArea = 0;
    for (const element of this.renderRoot.querySelectorAll<HTMLElement>('.pile[data-pile]')) {
      const pile = element.dataset.pile!;
      if (!targets.has(pile)) continue;
      const box = element.getBoundingClientRect();
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return pile;
      const area = Math.max(0, Math.min(box.right, cardBox.right) - Math.max(box.left, cardBox.left)) *
        Math.max(0, Math.min(box.bottom, cardBox.bottom) - Math.max(box.top, cardBox.top));
      if (area > bestArea) [best, bestArea] = [pile, area];
    }
    return best;
  }

  private endDrag(): void {
    const drag = this.drag;
    if (!drag) return;
    drag.card.removeEventListener('pointermove', this.handlePointerMove);
    drag.card.removeEventListener('pointerup', this.handlePointerUp);
    drag.card.removeEventListener('pointercancel', this.handlePointerCancel);
    if (drag.card.hasPointerCapture?.(drag.pointerId)) drag.card.releasePointerCapture(drag.pointerId);
    for (const card of drag.cards) {
      card.classList.remove('dragging');
      clearTranslate(card);
    }
    this.drag = null;
    this.dragFrom = null;
  }

  /** An illegal drop glides back to where it came from (Web Animations, so no inline style is left). */
  private glideBack(cards: HTMLElement[]): void {
    const duration = this.glideDuration() * this.motion();
    for (const card of cards) {
      const from = card.style.getPropertyValue('translate') || '0px 0px';
      clearTranslate(card);
      if (duration > 0) card.animate?.([{ translate: from }, { translate: '0px 0px' }], { duration, easing: 'ease-out' });
    }
  }

  /** How much of each animation plays: 1 normally, less when fast, 0 when off or when the reader asks for reduced motion. */
  private motion(): number {
    if (this.animation === 'off' || matchMedia('(prefers-reduced-motion: reduce)').matches) return 0;
    return this.animation === 'fast' ? FAST_MOTION : 1;
  }

  /**
   * A new deal's cards fly from the stock (or the top of the table) to their places, one after another.
   * Only the drawing moves: the cards are already where the rules put them, and can be played at once.
   */
  private animateDeal(): void {
    const factor = this.motion();
    if (factor === 0) return;
    const board = this.renderRoot.querySelector<HTMLElement>('.board');
    if (!board) return;
    const source = (board.querySelector('.pile[data-pile="stock"]') ?? board).getBoundingClientRect();
    const cards = [...board.querySelectorAll<HTMLElement>('.card:not(.under)')];
    cards.forEach((card, index) => {
      const end = card.getBoundingClientRect();
      const dx = source.left + source.width / 2 - (end.left + end.width / 2);
      const dy = source.top + Math.min(source.height, end.height) / 2 - (end.top + end.height / 2);
      this.animateCard(card, [{ translate: `${dx}px ${dy}px`, opacity: 0 }, { translate: '0px 0px', opacity: 1 }], {
        duration: DEAL_MS * factor,
        delay: index * DEAL_STAGGER_MS * factor,
        easing: 'cubic-bezier(.2,.7,.3,1)',
        fill: 'backwards',
      });
    });
  }

  /** A short celebration of a win: each foundation's top card leaps in turn. */
  private celebrate(): void {
    const factor = this.motion();
    if (factor === 0) return;
    const tops = [...this.renderRoot.querySelectorAll<HTMLElement>('.pile.foundation')].map((pile) => pile.querySelector<HTMLElement>('.card:not(.under)'));
    tops.forEach((card, index) => {
      if (!card) return;
      this.animateCard(card, [{ translate: '0 0', scale: '1' }, { translate: '0 -30%', scale: '1.08' }, { translate: '0 0', scale: '1' }], {
        duration: CELEBRATE_MS * factor,
        delay: index * CELEBRATE_STAGGER_MS * factor,
        easing: 'ease-in-out',
        iterations: 2,
      });
    });
  }

  /** Runs a card animation that clicks pass through (to the card's real place) while it plays. */
  private animateCard(card: HTMLElement, keyframes: Keyframe[], timing: KeyframeAnimationOptions): void {
    const animation = card.animate?.(keyframes, timing);
    if (!animation) return;
    card.classList.add('gliding');
    animation.onfinish = animation.oncancel = () => card.classList.remove('gliding');
  }

  /** The `--carpet-duration` token in milliseconds ("250ms", "0.3s"; 0 is no animation), read from the element's style. */
  private glideDuration(): number {
    // --_duration is the token with its default (the styles' :host), so the default is written once.
    const value = getComputedStyle(this).getPropertyValue('--_duration').trim();
    const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(ms|s)$/i.exec(value);
    if (!match) return GLIDE_MS;
    const ms = Number(match[1]) * (match[2].toLowerCase() === 's' ? 1000 : 1);
    return Number.isFinite(ms) && ms > 0 ? ms : 0;
  }

  /** A small shake says "that card cannot move now". */
  private shake(event: Event): void {
    const card = (event.target as Element).closest?.('.card');
    card?.animate?.([{ translate: '0' }, { translate: '-3px' }, { translate: '3px' }, { translate: '0' }], { duration: 160 });
  }

  // ---- keyboard -------------------------------------------------------------------------------

  /** The cards and piles the keyboard can stop on, in the order they are drawn. */
  private focusItems(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('.board [data-focus]')];
  }

  /** The board's one tab stop: the remembered card or pile, or where it was, or the first. */
  private resolveFocusKey(keys: readonly string[]): string | undefined {
    const wanted = this.focusKey;
    if (wanted === null) return keys[0];
    if (keys.includes(wanted)) return wanted;
    // A card that left its pile: stay on that pile (its new top card, or the pile itself).
    const { pile } = parseFocusKey(wanted);
    return keys.filter((key) => parseFocusKey(key).pile === pile).at(-1) ?? keys[0];
  }

  private moveFocus(direction: 'left' | 'right' | 'up' | 'down'): void {
    const items = this.focusItems();
    const current = items.find((item) => item.tabIndex === 0) ?? items[0];
    if (!current) return;
    const index = nearestInDirection(current.getBoundingClientRect(), items.map((item) => item.getBoundingClientRect()), direction);
    if (index < 0) return;
    this.focusKey = items[index].dataset.focus!;
    items[index].focus();
  }

  /**
   * Enter or Space: with nothing picked up, a card with one place to go goes there and a card with more
   * is picked up; with cards picked up, they go onto the pile the keyboard is on if the rules allow.
   */
  private activateFocused(): void {
    const key = this.focusItems().find((item) => item.tabIndex === 0)?.dataset.focus;
    if (!key || this.statusOf(this.machineSnapshot!) !== 'playing') return;
    this.focusKey = key;
    const { pile, index } = parseFocusKey(key);
    const { piles } = this.snapshot;
    const size = piles[pile]?.length ?? 0;
    const label = pileLabel(this.game, pile);
    if (this.held) {
      const held = this.held;
      if (held.pile === pile) return this.putBack();
      const move = this.movesOf(held.pile, held.count).find((m) => m.to === pile);
      if (!move) return this.announce(`${capitalise(this.cardsInWords(held.pile, held.count))} cannot go to ${label}.`);
      this.held = null;
      this.dragFrom = null;
      this.playMove(move, { glide: true });
      return;
    }
    if (this.game.table.slots.find((slot) => slot.id === pile)?.show === 'stock') return this.dealByKeyboard();
    if (size === 0) return this.announce(`${label} is empty.`);
    const count = index === null ? 1 : size - index;
    const moves = this.movesOf(pile, count);
    const places = [...new Set(moves.map((move) => move.to))];
    const what = this.cardsInWords(pile, count);
    if (places.length === 0) return this.announce(`${capitalise(what)} cannot move now.`);
    if (places.length === 1) return this.playMove(moves[0], { glide: true });
    this.held = { pile, count };
    this.dragFrom = { pile, count };
    this.announce(`Picked up ${what}. It can go to ${listInWords(places.map((place) => pileLabel(this.game, place)))}. Go there and press Enter; Escape puts it back.`);
  }

  private putBack(): void {
    if (!this.held) return;
    const what = this.cardsInWords(this.held.pile, this.held.count);
    this.held = null;
    this.dragFrom = null;
    this.announce(`Put back ${what}.`);
  }

  private dealByKeyboard(): void {
    const stock = this.game.table.slots.find((slot) => slot.show === 'stock');
    if (!stock || this.statusOf(this.machineSnapshot!) !== 'playing') return;
    const { piles } = this.snapshot;
    const move = this.game.clickMove(this.legalMoves(), { pile: stock.id, index: null, size: piles[stock.id]?.length ?? 0, piles });
    if (move?.from === stock.id) this.playMove(move, { glide: true });
    else this.announce('The stock cannot be dealt now.');
  }

  /** H: the hint is shown on the board, said in words, and the keyboard goes to the card to move. */
  private hintByKeyboard(): void {
    const move = this.hint();
    if (!move) return;
    const size = this.snapshot.piles[move.from]?.length ?? 0;
    const fanned = this.game.table.slots.find((slot) => slot.id === move.from)?.show === 'fan-down';
    this.focusKey = fanned && size > 0 ? `${move.from}:${size - (move.count ?? 1)}` : move.from;
    void this.updateComplete.then(() => this.focusItems().find((item) => item.tabIndex === 0)?.focus());
  }

  /** Says `text` in the polite live region (a repeat is still said: the text changes by a hidden space). */
  private announce(text: string): void {
    // Alternating with a trailing no-break space makes every repeat a change the live region reads.
    this.announcement = this.announcement === text ? `${text}\u00a0` : text;
  }

  /** "the seven of clubs", or "the five of hearts and 2 cards on it". */
  private cardsInWords(pile: PileId, count: number): string {
    const cards = this.snapshot.piles[pile] ?? [];
    const card = cards[cards.length - count];
    if (!card) return 'the card';
    const name = `the ${cardName(card).toLowerCase()}`;
    return count > 1 ? `${name} and ${count - 1} ${count === 2 ? 'card' : 'cards'} on it` : name;
  }

  // ---- render ---------------------------------------------------------------------------------

  /** A card of a fanned pile is a keyboard stop of its own: picking it up takes the cards on it too. */
  private renderFannedCard(card: CardCode, slot: PileSlot, index: number, size: number, classes: string): TemplateResult {
    const key = `${slot.id}:${index}`;
    const held = this.held?.pile === slot.id && index >= size - this.held.count;
    const label = `${cardName(card)}, ${slot.label}, card ${index + 1} of ${size}${held ? ', picked up' : ''}`;
    return renderCard({ card, pile: slot.id, index, classes: held ? `${classes} held` : classes, label, stop: { key, tabStop: key === this.tabStop, pressed: held } });
  }

  /** Renders `cards` (the last `shown` of a pile of `size`), each movable when a legal move takes it and the cards above it. */
  private renderCards(slot: PileSlot, cards: readonly CardCode[], size: number, movable: Set<string>, extra: (position: number, last: boolean) => string): TemplateResult[] {
    const first = size - cards.length;
    return cards.map((card, position) => {
      const index = first + position;
      const last = index === size - 1;
      const classes = `${extra(position, last)} ${movable.has(`${slot.id}:${size - index}`) ? 'movable' : last ? '' : 'covered'}`;
      if (slot.show === 'fan-down') return this.renderFannedCard(card, slot, index, size, classes);
      const held = last && this.held?.pile === slot.id;
      return renderCard({ card, pile: slot.id, index, classes: held ? `${classes} held` : classes, label: cardName(card), hidden: !last });
    });
  }

  private renderPileCards(slot: PileSlot, cards: readonly CardCode[], movable: Set<string>, note: string | undefined): unknown {
    // Counts and notes are drawn by CSS from data-text: the pile's name already says them in words.
    const badge = (text: string | number) => html`<span class="count" aria-hidden="true" data-text=${text}></span>`;
    switch (slot.show) {
      case 'stock':
        return [html`<div class="back" aria-hidden="true"></div>`, badge(cards.length), note ? html`<span class="note" aria-hidden="true" data-text=${note}></span>` : nothing];
      case 'fan-down':
        return this.renderCards(slot, cards, cards.length, movable, () => '');
      case 'fan-right':
        return this.renderCards(slot, cards.slice(-3), cards.length, movable, (position) => `fan-${position}`);
      case 'stack':
        return [...this.renderCards(slot, cards.slice(-3), cards.length, movable, (position, last) => (last ? '' : `stacked stacked-${cards.slice(-3).length - 1 - position}`)),
          cards.length > 1 ? badge(cards.length) : nothing];
      case 'top':
        return this.renderCards(slot, cards.slice(-2), cards.length, movable, (_, last) => (last ? '' : 'under'));
    }
  }

  /**
   * A pile is drawn again only when something it shows changed: its cards, which of them can move, its
   * note and state, the pick-up, the hint, the drop targets, the tab stop. A move changes two or three
   * piles, and Lit then skips the others' cards altogether instead of comparing each of their values.
   */
  private renderSlotIfChanged(slot: PileSlot, cards: readonly CardCode[], movable: Set<string>, movableCounts: Map<PileId, string>, dropTargets: Set<PileId>): unknown {
    const state = this.context.state;
    const note = this.game.pileNote?.(slot.id, state);
    const availability = cards.length > 0 ? this.game.pileState?.(slot.id, state) : undefined;
    const tabStop = this.tabStop === slot.id || this.tabStop?.startsWith(`${slot.id}:`) ? this.tabStop : '';
    const held = this.held?.pile === slot.id ? this.held.count : 0;
    const hint = `${this.hinted?.from === slot.id}${this.hinted?.to === slot.id}`;
    // The game and the slot too: after a change of variant, another game's pile may sit at the same place in the list.
    const key = [this.game.variant, slot.id, cards.join(' '), movableCounts.get(slot.id) ?? '', note ?? '', availability ?? '', tabStop, held, hint, dropTargets.has(slot.id), this.held !== null].join('|');
    return guard([key], () => this.renderSlot(slot, cards, movable, dropTargets, note, availability));
  }

  private renderSlot(slot: PileSlot, cards: readonly CardCode[], movable: Set<string>, dropTargets: Set<PileId>, note: string | undefined, availability: string | undefined): TemplateResult {
    const count = cards.length;
    const counted = `${count} ${count === 1 ? 'card' : 'cards'}`;
    const top = count > 0 && slot.show !== 'stock' && slot.show !== 'fan-down' ? cardName(cards[count - 1]).toLowerCase() : '';
    const heldHere = this.held?.pile === slot.id ? 'picked up' : this.held && dropTargets.has(slot.id) ? 'a place for it' : '';
    const label = [slot.label, count === 0 ? 'empty' : slot.show === 'top' ? '' : counted, top, availability ?? '', note ?? '', heldHere].filter(Boolean).join(', ');
    // A fanned pile's cards are the keyboard stops; any other pile is one stop, a button named by its top card.
    const stop = slot.show !== 'fan-down' || count === 0;
    const classes = ['pile', slot.kind, `show-${slot.show}`, `col-${slot.col}`, `row-${slot.row}`, `span-${slot.colSpan ?? 1}`, slot.orientation ?? 'upright'];
    if (availability) classes.push(availability);
    if (count === 0) classes.push('empty');
    if (count > 12) classes.push('dense');
    if (dropTargets.has(slot.id)) classes.push('drop-target');
    if (this.hinted?.from === slot.id) classes.push('hint-from');
    if (this.hinted?.to === slot.id) classes.push('hint-to');
    if (slot.show === 'stock' && [...movable].some((key) => key.startsWith(`${slot.id}:`))) classes.push('can-deal');
    return html`<div class=${classes.join(' ')} part="pile" data-pile=${slot.id} role=${stop ? 'button' : 'group'} aria-label=${label}
      data-focus=${stop ? slot.id : nothing} tabindex=${stop ? (slot.id === this.tabStop ? 0 : -1) : nothing}
      aria-pressed=${stop && slot.show !== 'stock' ? (this.held?.pile === slot.id ? 'true' : 'false') : nothing}>
      ${this.renderPileCards(slot, cards, movable, note)}
    </div>`;
  }

  /** Lost because nothing moves, or because a complete search found no way to win (Carthage). */
  private lostReason(): string {
    return this.game.rules.legalMoves(this.context.state).length === 0
      ? 'The stock is empty and no card can move.'
      : 'The stock is empty and no sequence of moves can win from here.';
  }

  /** The quiet line under the board: what the solver knows of this position. */
  private renderAnalysis(status: Status): TemplateResult | typeof nothing {
    if (!this.game.solver || status !== 'playing') return nothing;
    let text: string;
    let finish: TemplateResult | typeof nothing = nothing;
    if (this.findingDeal) text = 'Finding a winnable deal…';
    else if (!this.verdict) text = 'Looking for a winning line…';
    else if (this.verdict.verdict === 'winnable') {
      text = 'Winnable.';
      if (this.verdict.line?.length) finish = html`<button class="finish" @click=${() => this.finish()}>Finish (${this.verdict.line.length} moves)</button>`;
    } else if (this.verdict.verdict === 'unknown') text = 'Too deep to tell yet; play on.';
    else {
      const lostBy = this.lostBy();
      const { past } = this.context;
      text = lostBy ? `No longer winnable: ${this.moveInWords(lostBy, past[past.length - 1] as object)} lost it. Undo goes back.` : 'No longer winnable from here.';
    }
    return html`<div class="analysis ${this.verdict?.verdict ?? 'pending'}" part="analysis" role="status">${text} ${finish}</div>`;
  }

  /** The keys, for whoever plays without a mouse. */
  private renderHelp(): TemplateResult {
    return html`<section class="help" id="help" part="help" aria-label="Keyboard keys">
      <dl>${KEYS.map(({ keys, does }) => html`<div class="key"><dt>${keys}</dt><dd>${does}</dd></div>`)}</dl>
    </section>`;
  }

  /** The small statistics panel: this game's record on this device. */
  private renderStats(): TemplateResult {
    const { played, won, streak, best } = this.readStats(this.game.variant);
    const rate = played > 0 ? Math.round((won / played) * 100) : 0;
    const entry = (label: string, value: string | number) => html`<div class="stat"><dt>${label}</dt><dd>${value}</dd></div>`;
    return html`<section class="stats" id="stats" part="stats" aria-label=${`${this.game.title} statistics`}>
      <dl>
        ${entry('Played', played)} ${entry('Won', played > 0 ? `${won} (${rate}%)` : won)} ${entry('Streak', streak)} ${entry('Best streak', best)}
      </dl>
      <button class="reset-stats" @click=${() => this.resetStats()} ?disabled=${played === 0}>Reset</button>
    </section>`;
  }

  private renderOutcome(status: Status, moves: number): TemplateResult | typeof nothing {
    if (status === 'playing') return nothing;
    const won = status === 'won';
    return html`<div class="outcome ${status}" part="status" role="alert">
      <p class="outcome-title">${won ? 'You won!' : 'No moves left'}</p>
      <p class="outcome-text">${won ? `All cards home in ${moves} moves.` : this.lostReason()}</p>
      <div class="outcome-actions">
        <button class="primary" @click=${() => this.newGame()}>Play again</button>
        ${won ? nothing : html`<button @click=${() => this.undo()}>Undo</button>`}
        <button @click=${() => this.restart()}>Restart deal</button>
      </div>
    </div>`;
  }

  /** While the game's code loads: the frame, the toolbar and the table's space, so nothing jumps when it arrives. */
  private renderLoading(): TemplateResult {
    const entry = CATALOGUE[this.loadingVariant];
    const button = (name: string) => html`<button disabled>${name}</button>`;
    return html`<div class="frame loading">
      <div class="toolbar" part="toolbar" role="toolbar" aria-label="Game controls">
        ${['New game', 'Restart', 'Undo', 'Redo', 'Hint', 'Keys', 'Stats'].map(button)}
        <span class="info seed">${entry.title}</span>
      </div>
      <div class="board loading cols-${entry.columns} rows-${entry.rows} ${entry.squareCells ? 'square-cells' : ''}" part="board" aria-busy="true">
        ${this.loadError
          ? html`<p class="loading-note failed" role="alert">${this.loadError}</p>`
          : html`<p class="loading-note" role="status">Loading ${entry.title}…</p>`}
      </div>
    </div>`;
  }

  override render(): TemplateResult {
    if (!this.actor) return this.renderLoading();
    // willUpdate has looked at the attributes already.
    const snapshot = this.currentSnapshot();
    const context = this.context;
    const legal = this.legalMoves();
    const movable = new Set(legal.map((move) => `${move.from}:${move.count ?? 1}`));
    const movableCounts = new Map<PileId, string>();
    for (const move of legal) movableCounts.set(move.from, `${movableCounts.get(move.from) ?? ''},${move.count ?? 1}`);
    const drag = this.dragFrom;
    const dropTargets = new Set(drag ? this.movesOf(drag.pile, drag.count).map((move) => move.to) : []);
    const { table } = this.game;
    return html`<div class="frame" @keydown=${this.handleKeyDown}>
      <div class="toolbar" part="toolbar" role="toolbar" aria-label="Game controls">
        <button class="new-game" @click=${() => this.newGame()}>New game</button>
        <button class="restart" @click=${() => this.restart()} ?disabled=${snapshot.moves === 0}>Restart</button>
        <button class="undo" @click=${() => this.undo()} ?disabled=${context.past.length === 0}>Undo</button>
        <button class="redo" @click=${() => this.redo()} ?disabled=${context.future.length === 0}>Redo</button>
        ${this.game.solver ? html`<button class="hint" @click=${() => this.hint()} ?disabled=${snapshot.status !== 'playing'}>Hint</button>` : nothing}
        <button class="help-toggle" aria-expanded=${this.helpOpen ? 'true' : 'false'} aria-controls="help" @click=${() => (this.helpOpen = !this.helpOpen)}>Keys</button>
        <button class="stats-toggle" aria-expanded=${this.statsOpen ? 'true' : 'false'} aria-controls="stats" @click=${() => (this.statsOpen = !this.statsOpen)}>Stats</button>
        <span class="info seed" title=${shorten(snapshot.seed, 200)}>${this.game.title} · deal <output class="seed-value">${shorten(snapshot.seed, 40)}</output></span>
        <span class="info moves">Moves <output class="moves-value">${snapshot.moves}</output></span>
      </div>
      ${this.statsOpen ? this.renderStats() : nothing}
      ${this.helpOpen ? this.renderHelp() : nothing}
      <div class="board cols-${table.columns} rows-${table.rows} ${table.squareCells ? 'square-cells' : ''} ${this.dragFrom ? 'dragging' : ''}" part="board" data-variant=${this.game.variant}
        role="group" aria-label=${`${this.game.title} table`} ?inert=${this.findingDeal} aria-busy=${this.findingDeal ? 'true' : 'false'}
        @click=${this.handleBoardClick} @focusin=${this.handleFocusIn}
        @pointerdown=${this.handlePointerDown} @pointerup=${this.handleBoardPointerUp} @mousedown=${this.handleBoardMouseDown}>
        ${table.slots.map((slot) => this.renderSlotIfChanged(slot, snapshot.piles[slot.id] ?? [], movable, movableCounts, dropTargets))}
      </div>
      ${this.renderAnalysis(snapshot.status)}
      ${this.renderOutcome(snapshot.status, snapshot.moves)}
      <div class="live" role="status" aria-live="polite">${this.announcement}</div>
    </div>`;
  }
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a", "a or b", "a, b or c". */
function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** Removes a drag offset without leaving an empty style attribute behind. */
function clearTranslate(card: HTMLElement): void {
  card.style.removeProperty('translate');
  if (card.getAttribute('style') === '') card.removeAttribute('style');
}

/** A seed longer than this is reported (it still deals in full). */
const LONG_SEED = 1000;

/** Text cut to `length` characters with an ellipsis, for display. */
function shorten(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** A user's value in a message, quoted and cut short (a 1 MB attribute must not become a 1 MB warning). */
function quote(value: unknown): string {
  return `"${shorten(String(value), 60)}"`;
}

/** A short, safe description of a bad value for a message. */
function describeValue(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    try {
      return Object.prototype.toString.call(value);
    } catch {
      return 'an unreadable value';
    }
  }
}
