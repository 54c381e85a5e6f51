import { LitElement, type PropertyValues, type TemplateResult, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { freshSeed } from './core/random.js';
import type { SearchResult } from './search/search.js';
import { type Move, sameMove } from './core/types.js';
import { registerSizeProperties, styles } from './carpet-solitaire.styles.js';
import type { Analyst } from './element/analysis/analyst.js';
import { AnnouncerController } from './element/speech/announcer-controller.js';
import { boardView, renderPiles } from './element/view/board-view.js';
import { DealController } from './element/host/deal-controller.js';
import { FirstFrameController } from './element/host/first-frame.js';
import { GameSession } from './element/host/game-session.js';
import { KeyboardController } from './element/input/keyboard-controller.js';
import { LaterController } from './element/host/later-controller.js';
import { LanguageController } from './element/host/language-controller.js';
import { MenuController } from './element/input/menu-controller.js';
import { MotionController } from './element/motion/motion-controller.js';
import { PersistenceController } from './element/persistence/persistence-controller.js';
import { PointerController } from './element/input/pointer-controller.js';
import type { GameStats } from './element/persistence/saved-game.js';
import { type AnyGame, type PlayOptions, type Table, movesOf, readMove } from './element/host/host.js';
import type { ShareResult } from './element/view/share.js';
import { quietLine, renderAnalysis, renderElsewhere, renderLoading, renderToolbar } from './element/view/templates.js';
import { describeValue } from './i18n/text.js';
import { type CarpetErrorCode, type GameSnapshot, emit } from './events.js';
import { CATALOGUE, DEFAULT_VARIANT, GAME_ATTRIBUTES } from './games/catalogue.js';

/**
 * A patience game in one tag: Carpet (the default), Carthage, or Lady Cadogan's The Carpet.
 * The colour defaults below are the light scheme's; under `prefers-color-scheme: dark` the fallbacks are darker.
 *
 * @summary Plays three patience games: click, tap, drag or use the keyboard; undo, redo, restart; a public API for host pages.
 *
 * @fires carpet-move - A move was played. `detail: { move, snapshot }`.
 * @fires carpet-won - The game was won. `detail: { snapshot }`.
 * @fires carpet-lost - The game was lost: no move is left (Carthage: or a complete search finds no win). `detail: { snapshot }`.
 * @fires carpet-new-game - A deal started (also on restart, and when a saved game is resumed or followed from another tab). `detail: { variant, seed, restarted, resumed? }`.
 * @fires carpet-error - Bad input or a problem was reported (it also warns in the console). `detail: { code, message }`, `code` a `CarpetErrorCode`.
 * @fires carpet-analysis - The solver's verdict on the position. `detail: { verdict, moves, lostBy }`.
 * @fires carpet-share - The outcome panel's Share button was pressed, before anything is shared. `detail: { text, url }`; cancelable: `preventDefault()` shares nothing.
 *
 * @csspart board - The table the piles lie on.
 * @csspart pile - One pile (foundation, carpet cell, tableau, reserve, stock, waste, talon); it carries `data-pile` (its pile id).
 * @csspart card - One face-up card; it carries `data-card` (its code) and `data-pile` (its pile id).
 * @csspart toolbar - The row of controls above the board: its buttons, the deal's seed and the move count.
 * @csspart status - The outcome panel shown when the game is won or lost.
 * @csspart analysis - The quiet line under the board: the solver's verdict, and the Finish button when a win is proven.
 * @csspart stats - The statistics panel (played, won, streak, best).
 * @csspart help - The panel that lists the keyboard keys.
 * @csspart elsewhere - The line under the board when another tab saved this deal further: what happened, and the Load it and Keep this one buttons.
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

  // ---- controllers: one concern each ---------------------------------------------------------

  /** What the controllers may ask of the element (see element/table.ts). */
  readonly #table: Table = {
    dealt: () => this.session.dealt,
    game: () => this.session.game,
    context: () => this.session.context(),
    status: () => this.session.status(),
    piles: () => this.session.snapshot().piles,
    legalMoves: () => this.session.legalMoves(),
    play: (move, how) => this.#playMove(move, how),
    redeal: (seed) => this.#startGame(this.session.game, seed, this.session.context().options, false),
    undo: () => this.undo(),
    redo: () => this.redo(),
    hint: () => this.hint(),
    words: () => this.#language.words,
    announce: (text) => this.#announcer.say(text),
    report: (code, message) => this.#report(code, message),
  };
  /** First, so that every other controller's hostUpdate sees the game the attributes ask for. */
  readonly #dealing = new DealController(this, this.#table, {
    startGame: (game, seed, options, announce) => this.#startGame(game, seed, options, announce),
    send: (event) => this.session.send(event),
    persistence: () => this.#persistence,
    dealWinnable: (seed) => this.#later.dealWinnable(seed),
  });
  /** The reader's language: the element's `lang`, else the page's; its catalogue fetched on demand. */
  readonly #language = new LanguageController(this);
  /** The first render's wait of up to one frame for the game's code and the language. */
  readonly #firstFrame = new FirstFrameController(this);
  readonly #announcer = new AnnouncerController(
    this,
    () => this.#language.words,
    () => this.#later.loaded?.sentences ?? null,
  );
  readonly #motion = new MotionController(this, (code, message) => this.#report(code, message));
  readonly #keyboard = new KeyboardController(this, this.#table, {
    isOpen: () => this.helpOpen,
    setOpen: (open) => (this.helpOpen = open),
  });
  /** Mouse, pen and fingers; a tap picks cards up into the keyboard's hand. */
  readonly #pointer = new PointerController(this, this.#table, this.#motion, this.#keyboard);
  /** The saved game and the statistics; a newer game saved by another tab is followed, replayed as a reload would. */
  readonly #persistence = new PersistenceController(this, this.#table, {
    deal: (seed) => this.#startGame(this.session.game, seed, this.session.context().options, false),
    send: (event) => this.session.send(event),
  });
  /** The toolbar's "More" menu (Restart, Stats, Keys): open or closed, its keys and the press outside that closes it. */
  readonly #menu = new MenuController(this);
  /** What can wait (element/later.ts: the solver's side, the panels, Share, the sentences), fetched once the first cards are drawn; its parts are null until then. */
  readonly #later = new LaterController(this, this.#table, () => this.#finishedResult());

  /** The solver's searches, once fetched (for tests and diagnostics: where the last verdict was searched). */
  private get analyst(): Analyst | null {
    return this.#later.analyst;
  }

  // ---- public properties ---------------------------------------------------------------------

  /** The game: "carpet" (the default), "carthage" or "cadogan-carpet". An unknown value plays Carpet and fires `carpet-error`. */
  @property() variant: string = DEFAULT_VARIANT;

  /** The deal: any text. Missing or empty: a fresh random seed, shown in the toolbar. */
  @property() seed: string | null = null;

  /** Carpet's gap filling: "auto" (the default, gaps fill at once) or "manual" (the player fills them). */
  @property() fill: string | null = null;

  /** Deal only deals the solver proves winnable: a seed maps to the first winnable deal at or after it. */
  @property({ type: Boolean }) winnable = false;

  /**
   * How much the solver tells the player (the `analysis` attribute): "off" (nothing, no Finish; Hint still
   * answers), "warn" (the default: a word only when a move loses a proven win, and Finish once the stock is
   * spent and a win is proven) or "full" (the verdict on every position, Finish whenever a win is proven).
   * The `analysis` property and `carpet-analysis` events report the verdict whatever this says.
   */
  @property({ attribute: 'analysis' }) analysisMode: string | null = null;

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

  /** The Share button of a finished game (a short, spoiler-free result and the page's address): shown unless "false". */
  @property() share: string | null = null;

  /** The address the Share button shares (the `share-url` attribute). Not set: the page's own, `location.href`. */
  @property({ attribute: 'share-url' }) shareUrl: string | null = null;

  // ---- private state -------------------------------------------------------------------------

  /** Whether the statistics panel is open. */
  @state() private statsOpen = false;
  /** Whether the keyboard help panel is open. */
  @state() private helpOpen = false;
  /** The game on the table and its statechart (the actor); every change of it renders. */
  private readonly session = new GameSession(this, (context, status) =>
    this.#persistence.track(this.session.game.variant, context, status, !this.#later.findingDeal),
  );
  /** The toolbar's and the outcome panel's buttons, made once so their listeners stay put. */
  readonly #actions = {
    newGame: () => this.newGame(),
    restart: () => this.restart(),
    undo: () => void this.undo(),
    redo: () => void this.redo(),
    hint: () => void this.hint(),
    toggleHelp: () => void ((this.helpOpen = !this.helpOpen) && this.#later.load()),
    toggleStats: () => void ((this.statsOpen = !this.statsOpen) && this.#later.load()),
    finish: () => void this.finish(),
    resetStats: () => this.resetStats(),
    share: () => this.#later.sharing?.shareResult(),
    loadElsewhere: () => this.#persistence.loadElsewhere(),
    keepMine: () => this.#persistence.keepMine(),
  };

  // ---- public API -----------------------------------------------------------------------------

  /** The game as plain JSON: `{ variant, seed, status, phase, moves, piles }`; deeply frozen, the same object until the game changes. */
  get snapshot(): GameSnapshot {
    if (!this.#ready) {
      // The game's code is still loading: an empty table, in the contract's shape.
      const seed = this.#dealing.seedAsked();
      return Object.freeze({
        variant: this.#dealing.variant,
        seed,
        status: 'playing',
        phase: 'loading',
        moves: 0,
        piles: Object.freeze({}),
      });
    }
    return this.session.snapshot();
  }

  /** Every legal move now, as `{ from, to, count? }` objects (copies: changing them changes nothing). */
  legalMoves(): Move[] {
    return this.#ready ? this.session.legalMoves() : [];
  }

  /** Plays a move. An illegal or malformed move returns false, changes nothing and fires `carpet-error`. */
  play(move: Move): boolean {
    if (!this.#ready) return this.#notReady('play()');
    const clean = readMove(move);
    if (!clean) {
      this.#report('invalid-move', this.#language.words.errors.invalidMove(describeValue(move)));
      return false;
    }
    const legal = this.legalMoves().find((candidate) => sameMove(candidate, clean));
    if (!legal) {
      this.#report(
        'illegal-move',
        this.#language.words.errors.illegalMove(
          clean.from,
          clean.to,
          this.session.whyRefused(clean, this.#language.words),
        ),
      );
      return false;
    }
    this.#playMove(legal);
    // A move on the board is saved after its frame; one made by a script is saved when play() returns.
    this.#persistence.flush();
    return true;
  }

  /** Takes back the last move (an automatic gap fill goes with the move that caused it). */
  undo(): boolean {
    if (!this.#ready) return this.#notReady('undo()');
    return this.#sendIf('UNDO', this.session.context().past.length > 0);
  }

  /** Plays again the last move taken back. */
  redo(): boolean {
    if (!this.#ready) return this.#notReady('redo()');
    return this.#sendIf('REDO', this.session.context().future.length > 0);
  }

  /** Deals a new game: the given seed, or a fresh random one (with `seed="daily"`, the new day's deal once the day has changed). */
  newGame(seed?: string): void {
    if (!this.#ready) return void this.#notReady('newGame()');
    this.#later.analysis?.stopFinishing();
    const next = typeof seed === 'string' && seed !== '' ? seed : freshSeed();
    const { game } = this.session;
    this.#persistence.abandon(game.variant);
    if (next !== seed && this.#dealing.dealNewDay()) return;
    if (this.winnable) {
      this.#startGame(game, next, this.session.context().options, false);
      this.#later.dealWinnable(next);
      return;
    }
    this.session.send({ type: 'NEW_GAME', seed: next });
    this.#motion.dealPending = true;
    emit(this, 'carpet-new-game', { variant: game.variant, seed: next, restarted: false });
  }

  /** Starts the same deal again from its first card. */
  restart(): void {
    if (!this.#ready) return void this.#notReady('restart()');
    this.#later.analysis?.stopFinishing();
    this.#persistence.abandon(this.session.game.variant);
    this.session.send({ type: 'RESTART' });
    this.#motion.dealPending = true;
    emit(this, 'carpet-new-game', {
      variant: this.session.game.variant,
      seed: this.session.context().seed,
      restarted: true,
    });
  }

  /**
   * The move to make next, and shown on the board: the next move of a winning line when the solver has
   * one, else the most useful move; null when the game is over or nothing moves, and before the solver's
   * code has arrived (fetched in the frame after the first cards; `updateComplete` waits for it).
   */
  hint(): Move | null {
    if (!this.#ready) return null;
    if (!this.#later.analysis) void this.#later.load();
    return this.#later.analysis?.hint() ?? null;
  }

  /** The solver's verdict on the current position: "winnable", "unwinnable", "unknown", or "pending". */
  get analysis(): { verdict: SearchResult['verdict'] | 'pending'; moves: number | null } {
    return this.#ready && this.#later.analysis
      ? this.#later.analysis.publicVerdict()
      : { verdict: 'pending', moves: null };
  }

  /**
   * Plays a proven win to the end, one undoable move at a time. Returns false when the position is not
   * proven winnable. Any other move, undo or new game stops it.
   */
  finish(): boolean {
    return this.#ready && !!this.#later.analysis?.finish();
  }

  /** This game's statistics on this device: `{ played, won, streak, best, dailyStreak, dailyBest, lastDailyWin }` (a copy). */
  get stats(): GameStats {
    return { ...this.#persistence.stats(this.#currentVariant) };
  }

  /** Sets this game's statistics back to zero. */
  resetStats(): void {
    this.#persistence.resetStats(this.#currentVariant);
  }

  // ---- lifecycle ------------------------------------------------------------------------------

  override connectedCallback(): void {
    registerSizeProperties();
    super.connectedCallback();
  }

  /** Options of any game (not only the declared properties) are watched, so a new game needs no edit here. */
  static override get observedAttributes(): string[] {
    return [...new Set([...super.observedAttributes, ...GAME_ATTRIBUTES])];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (old !== value && GAME_ATTRIBUTES.includes(name)) this.requestUpdate();
  }

  /** The first render waits up to one frame for the game's code and the page's language (element/first-frame.ts). */
  protected override shouldUpdate(changed: PropertyValues): boolean {
    if (this.#firstFrame.mayWait) {
      this.#dealing.ensureDealt();
      this.#language.hostUpdate();
      if (this.#dealing.loading || this.#language.loading) return this.#firstFrame.holdForAFrame();
    }
    return super.shouldUpdate(changed);
  }

  /**
   * Resolves once the element has rendered its game: when the game's code had to be loaded first, not
   * before it is here and dealt, nor before what can wait (the solver's side, fetched once the first cards
   * are drawn) has arrived, so `await element.updateComplete` is enough before using the whole API.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    while (this.#dealing.loading || this.#language.loading || this.#later.loading || this.#later.due) {
      await (this.#dealing.loading ?? this.#language.loading ?? this.#later.load());
      result = await super.getUpdateComplete();
    }
    return result;
  }

  // ---- the game and its actor -----------------------------------------------------------------

  /** Whether a game is dealt (false only while the first game's code loads). */
  get #ready(): boolean {
    this.#dealing.ensureDealt();
    return this.session.dealt;
  }

  /** The game whose statistics the API reads: the one dealt, else the one loading. */
  get #currentVariant(): string {
    return this.session.dealt ? this.session.game.variant : this.#dealing.variant;
  }

  /** An API call that needs the game, made before its code arrived: said, and refused. */
  #notReady(call: string): false {
    this.#report('not-ready', this.#language.words.errors.notReady(call));
    return false;
  }

  #startGame(game: AnyGame, seed: string, options: unknown, announce = true): void {
    // The first deal is simply there when the page shows it; later deals are dealt before the player's eyes.
    this.#motion.dealPending = this.session.dealt && !this.#persistence.restoring;
    this.#pointer.cancel();
    this.#later.analysis?.stopFinishing();
    if (announce) this.#later.stopDealSearch();
    this.#persistence.startDeal();
    this.session.start(game, seed, options);
    if (announce) emit(this, 'carpet-new-game', { variant: game.variant, seed, restarted: false });
  }

  /**
   * Plays a move already known to be legal, and tells the page what happened. A player's move (not an
   * auto-finish step) stops an auto-finish and, with `autoplay`, is followed by the provably safe moves.
   */
  #playMove(move: Move, { byPlayer = true, glide = false, glideFrom }: PlayOptions = {}): void {
    if (byPlayer) this.#later.analysis?.stopFinishing();
    const { session } = this;
    const before = session.status();
    const stateBefore = session.context().state;
    // Moves made on the board glide; moves made through play() land at once, where a host expects them.
    // The duration and the starting boxes are read before the move changes the table, while the page's
    // style and layout are still clean: read after it, each would cost a style pass of its own.
    const duration = glide || glideFrom ? this.#motion.glideMs() : 0;
    const starts = duration > 0 ? (glideFrom ?? this.#motion.cardBoxes(move.from, move.count ?? 1)) : [];
    session.send({ type: 'PLAY', move });
    if (starts.length) void this.updateComplete.then(() => this.#motion.glide(move.to, starts, duration));
    const stateAfter = session.context().state;
    this.analyst?.carryLine(stateBefore, move, stateAfter);
    const snapshot = session.snapshot();
    this.#announcer.sayMove(session.game, move, stateBefore, stateAfter, snapshot);
    emit(this, 'carpet-move', { move: { ...move }, snapshot });
    if (snapshot.status !== before && snapshot.status !== 'playing')
      emit(this, snapshot.status === 'won' ? 'carpet-won' : 'carpet-lost', { snapshot });
    if (snapshot.status === 'won' && before !== 'won') void this.updateComplete.then(() => this.#motion.celebrate());
    if (byPlayer && this.autoplay) this.#later.analysis?.autoplay();
  }

  #sendIf(type: 'UNDO' | 'REDO', allowed: boolean): boolean {
    this.#later.analysis?.stopFinishing();
    this.#keyboard.letGo();
    if (!allowed) {
      this.#announcer.sayNothingTo(type);
      return false;
    }
    const { session } = this;
    const { state: before, moves, undone } = session.context();
    const move = type === 'UNDO' ? moves[moves.length - 1] : undone[undone.length - 1];
    session.send({ type });
    this.#announcer.sayUndoOrRedo(type, session.game, move, before, session.context().state);
    return true;
  }

  /** The finished game's result, to share; null while a game is being played. */
  #finishedResult(): ShareResult | null {
    const { session } = this;
    const status = session.dealt ? session.status() : 'playing';
    if (status === 'playing') return null;
    const context = session.context();
    const { game } = session;
    const stuck = game.rules.legalMoves(context.state).length === 0;
    const title = this.#language.words.table.game(game.variant);
    return {
      title,
      seed: context.seed,
      status,
      moves: context.past.length,
      undos: this.#persistence.undos(context),
      stuck,
    };
  }

  /** Tells the page about bad input without ever throwing into it. */
  #report(code: CarpetErrorCode, message: string): void {
    console.warn(`<carpet-solitaire>: ${message}`);
    emit(this, 'carpet-error', { code, message });
  }

  // ---- render ---------------------------------------------------------------------------------

  override render(): TemplateResult {
    const words = this.#language.words;
    if (!this.session.dealt)
      return renderLoading(this.#dealing.variant, CATALOGUE[this.#dealing.variant], this.#dealing.loadError, words);
    // The deal controller has looked at the attributes already.
    const { session } = this;
    const actions = this.#actions;
    const keyboard = this.#keyboard;
    const pointer = this.#pointer;
    const analysis = this.#later.analysis;
    const later = this.#later.loaded;
    const hinted = analysis?.hinted ?? null;
    const { game } = session;
    const snapshot = session.snapshot();
    const context = session.context();
    const lifted = pointer.dragFrom ?? keyboard.held;
    const dropTargets = new Set(lifted ? movesOf(this.#table, lifted.pile, lifted.count).map((move) => move.to) : []);
    const { table } = game;
    const findingDeal = this.#later.findingDeal;
    const extra = {
      words,
      dropTargets,
      tabStop: keyboard.tabStop,
      held: keyboard.held,
      hinted,
      spread: pointer.spread,
    };
    const view = boardView(game, context.state, session.legalMoves(), extra);
    const title = words.table.game(game.variant);
    const { ui } = words;
    return html`<div
      class="frame"
      lang=${words.lang}
      @keydown=${keyboard.handleKeyDown}
      @click=${pointer.handleFollowingClick}
    >
      ${renderToolbar({ game, words, snapshot, context, helpOpen: this.helpOpen, statsOpen: this.statsOpen, menu: this.#menu }, actions)}
      ${this.statsOpen && later ? later.renderStats(title, this.#persistence.stats(game.variant), actions.resetStats, ui) : nothing}
      ${this.helpOpen && later ? later.renderHelp(ui) : nothing}
      <div
        class="board cols-${table.columns} rows-${table.rows} ${table.squareCells ? 'square-cells' : ''} ${lifted ? 'dragging' : ''}"
        part="board"
        data-variant=${game.variant}
        role="group"
        aria-label=${ui.board(title)}
        ?inert=${findingDeal}
        aria-busy=${findingDeal ? 'true' : 'false'}
        @click=${pointer.handleClick}
        @focusin=${keyboard.handleFocusIn}
        @pointerdown=${pointer.handlePointerDown}
        @pointerup=${pointer.handleBoardPointerUp}
        @mousedown=${pointer.handleMouseDown}
        @touchmove=${pointer.handleTouchMove}
        @contextmenu=${pointer.handleContextMenu}
      >
        ${renderPiles(view, snapshot.piles)}
      </div>
      ${renderAnalysis(analysis ? analysis.line() : quietLine(game, snapshot.status, findingDeal, ui), actions.finish, ui)}
      ${renderElsewhere(this.#persistence.elsewhere, actions, ui)}
      ${later && this.#later.sharing ? later.renderOutcome(snapshot.status, snapshot.moves, session.lostReason, actions, this.#later.sharing.view, ui) : nothing}
      ${this.#announcer.render()}
    </div>`;
  }
}
