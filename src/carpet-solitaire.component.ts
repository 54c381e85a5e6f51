import { LitElement, type PropertyValues, type TemplateResult, html, nothing } from 'lit';
import type { SearchResult } from './search/search.js';
import type { Move } from './core/types.js';
import { registerSizeProperties, styles } from './carpet-solitaire.styles.js';
import type { Analyst } from './element/analysis/analyst.js';
import { AnnouncerController } from './element/speech/announcer-controller.js';
import { ClockController } from './element/host/clock-controller.js';
import { boardView, renderBoard } from './element/view/board-view.js';
import { DealController } from './element/host/deal-controller.js';
import { FirstFrameController } from './element/host/first-frame.js';
import { GameSession } from './element/host/game-session.js';
import { KeyboardController } from './element/input/keyboard-controller.js';
import { LaterController } from './element/host/later-controller.js';
import { LanguageController } from './element/host/language-controller.js';
import { MenuController } from './element/input/menu-controller.js';
import { MotionController } from './element/motion/motion-controller.js';
import { MovePath } from './element/host/move-path.js';
import { PersistenceController } from './element/persistence/persistence-controller.js';
import { PointerController } from './element/input/pointer-controller.js';
import { ReaderSettings } from './element/host/reader-settings.js';
import type { GameStats } from './element/persistence/saved-game.js';
import type { Table } from './element/host/host.js';
import {
  quietLine,
  renderAnalysis,
  renderElsewhere,
  renderFirstTime,
  renderLoading,
  renderToolbar,
} from './element/view/templates.js';
import { type CarpetErrorCode, type GameSnapshot, emit } from './events.js';
import { CATALOGUE, DEFAULT_VARIANT, GAME_ATTRIBUTES } from './games/catalogue.js';

/**
 * A patience game in one tag: Carpet (the default), Carthage, or Lady Cadogan's The Carpet.
 * The colour defaults below are the light scheme's; under `prefers-color-scheme: dark` the fallbacks are darker.
 *
 * @summary Plays three patience games: click, tap, drag or use the keyboard; undo, redo, restart; a public API for host pages.
 *
 * @attr {'en' | 'fr' | 'de' | 'es' | (string & {})} lang - The widget's language: its own `lang`, else the nearest `lang` of the page around it (the HTML attribute every element has); a regional tag such as `fr-CA` speaks its language, any other English. Followed while the game goes on.
 *
 * @fires {CustomEvent<CarpetMoveDetail>} carpet-move - A move was played. `detail: { move, snapshot }`.
 * @fires {CustomEvent<CarpetEndDetail>} carpet-won - The game was won. `detail: { snapshot }`.
 * @fires {CustomEvent<CarpetEndDetail>} carpet-lost - The game was lost: no move is left (Carthage: or a complete search finds no win). `detail: { snapshot }`.
 * @fires {CustomEvent<CarpetNewGameDetail>} carpet-new-game - A deal started (also on restart, and when a saved game is resumed or followed from another tab). `detail: { variant, seed, restarted, resumed? }`.
 * @fires {CustomEvent<CarpetErrorDetail>} carpet-error - Bad input or a problem was reported (it also warns in the console). `detail: { code, message }`, `code` a `CarpetErrorCode`.
 * @fires {CustomEvent<CarpetAnalysisDetail>} carpet-analysis - The solver's verdict on the position. `detail: { verdict, moves, lostBy }`.
 * @fires {CustomEvent<CarpetShareDetail>} carpet-share - The outcome panel's Share button was pressed, before anything is shared. `detail: { text, url }`; cancelable: `preventDefault()` shares nothing.
 *
 * @csspart board - The table the piles lie on.
 * @csspart pile - One pile (foundation, carpet cell, tableau, reserve, stock, waste, talon); it carries `data-pile` (its pile id).
 * @csspart card - One face-up card; it carries `data-card` (its code) and `data-pile` (its pile id).
 * @csspart toolbar - The row of controls above the board: its buttons, the deal's seed and the move count.
 * @csspart status - The outcome panel shown when the game is won or lost.
 * @csspart analysis - The quiet line under the board: the solver's verdict, and the Finish button when a win is proven.
 * @csspart stats - The statistics panel (played, won, streak, best).
 * @csspart help - The panel that lists the keyboard keys.
 * @csspart rules - The Rules panel: the rules of the game on the table, over the table (More, Rules; or the G key).
 * @csspart settings - The reader's Settings panel (More, Settings): the four-colour deck, card glides, the clock, larger card indices; over the table.
 * @csspart ask - The question New game and Restart ask in a game under way, with Keep playing and the action.
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

  /** What the controllers may ask of the element; each is given the part it names (element/host/host.ts). */
  readonly #table: Table = {
    dealt: () => this.session.dealt,
    game: () => this.session.game,
    context: () => this.session.context(),
    status: () => this.session.status(),
    piles: () => this.session.snapshot().piles,
    legalMoves: () => this.session.legalMoves(),
    play: (move, how) => this.#moves.play(move, how),
    redeal: (seed) => this.#moves.start(this.session.game, seed, this.session.context().options, false),
    undo: () => this.undo(),
    redo: () => this.redo(),
    hint: () => this.hint(),
    words: () => this.#language.words,
    announce: (text) => this.#announcer.say(text),
    report: (code, message) => this.#report(code, message),
  };
  /** First, so that every other controller's hostUpdate sees the game the attributes ask for. */
  readonly #dealing = new DealController(this, this.#table, {
    startGame: (game, seed, options, announce) => this.#moves.start(game, seed, options, announce),
    send: (event) => this.session.send(event),
    persistence: () => this.#persistence,
    dealWinnable: (seed) => this.#later.dealWinnable(seed),
  });
  /** The reader's language: the element's `lang`, else the page's; its catalogue fetched on demand. */
  readonly #language = new LanguageController(this);
  /** The first render's wait of up to a tenth of a second for the game's code and the language. */
  readonly #firstFrame = new FirstFrameController(this);
  readonly #announcer = new AnnouncerController(
    this,
    () => this.#language.words,
    () => this.#later.loaded?.sentences ?? null,
  );
  /** The reader's own settings (four colours, glides, the clock, larger indices), kept for the site; they win over the page's. */
  readonly #settings = new ReaderSettings(this);
  readonly #motion = new MotionController(
    this,
    (code, message) => this.#report(code, message),
    () => this.#settings.prefs.glides,
  );
  readonly #keyboard = new KeyboardController(this, this.#table, {
    isOpen: () => this.helpOpen,
    setOpen: (open) => (this.helpOpen = open),
    toggleRules: () => this.#later.openRules(true),
    describe: () => this.#later.describe(),
  });
  /** Mouse, pen and fingers; a tap picks cards up into the keyboard's hand. */
  readonly #pointer = new PointerController(this, this.#table, this.#motion, this.#keyboard);
  /** The play clock: measured always, shown with `timer` or the reader's choice, kept with the saved game. */
  readonly #clock = new ClockController(this, this.#settings, () => this.#persistence.saveTime());
  /** The saved game and the statistics; a newer game saved by another tab is followed, replayed as a reload would. */
  readonly #persistence = new PersistenceController(
    this,
    this.#table,
    { deal: (seed) => this.#table.redeal(seed), send: (event) => this.session.send(event) },
    this.#clock,
  );
  /** The toolbar's "More" menu (Restart, Stats, Keys, Rules, Describe the table, Settings): open or closed, its keys and the press outside that closes it. */
  readonly #menu = new MenuController(this);
  /** The deferred chunk (element/host/later.ts: the solver's side, the panels, Share, the sentences), fetched once the first cards are drawn; its parts are null until then. */
  readonly #later = new LaterController(
    this,
    this.#table,
    () =>
      this.session.finishedResult(
        this.#language.words.table.game(this.#currentVariant),
        (context) => this.#persistence.undos(context),
        this.#clock.shared,
      ),
    { 'new-game': () => this.newGame(), restart: () => this.restart() },
  );

  /** The solver's searches, once fetched (for tests and diagnostics: where the last verdict was searched). */
  protected get analyst(): Analyst | null {
    return this.#later.analyst;
  }

  // ---- public properties ---------------------------------------------------------------------

  /**
   * The reactive properties, declared without decorators (their helper cost every page 424 B), in a getter:
   * the template lint (lit-analyzer) reads a getter, not a static field.
   */
  static override get properties() {
    return {
      variant: {},
      seed: {},
      fill: {},
      winnable: { type: Boolean },
      analysisMode: { attribute: 'analysis' },
      autoplay: { type: Boolean },
      timer: { type: Boolean },
      animation: {},
      persist: {},
      share: {},
      shareUrl: { attribute: 'share-url' },
      statsOpen: { state: true },
      helpOpen: { state: true },
    };
  }

  /**
   * The game: "carpet" (the default), "carthage" or "cadogan-carpet". An unknown value plays Carpet and fires `carpet-error`.
   * @values 'carpet' | 'carthage' | 'cadogan-carpet'
   */
  variant: string = DEFAULT_VARIANT;

  /** The deal: any text. Missing or empty: a fresh random seed, shown in the toolbar. */
  seed: string | null = null;

  /** Carpet's gap filling: "auto" (the default, gaps fill at once) or "manual" (the player fills them). @values 'auto' | 'manual' */
  fill: string | null = null;

  /** Deal only deals the solver proves winnable: a seed maps to the first winnable deal at or after it. */
  winnable = false;

  /**
   * How much the solver tells the player (the `analysis` attribute): "off" (nothing, no Finish; Hint still
   * answers), "warn" (the default: a word only when a move loses a proven win, and Finish once the stock is
   * spent and a win is proven) or "full" (the verdict on every position, Finish whenever a win is proven).
   * The `analysis` property and `carpet-analysis` events report the verdict whatever this says.
   * @values 'off' | 'warn' | 'full'
   */
  analysisMode: string | null = null;

  /** Move cards to the foundations by themselves, only where that provably cannot spoil a win. */
  autoplay = false;

  /** Show the play clock in the toolbar; the reader's own choice (Settings, Show the clock) wins over it. */
  timer = false;

  /**
   * How cards move: "normal" (the default), "fast", or "off". A reader who asks for reduced motion
   * (`prefers-reduced-motion`) gets "off" whatever this says, and the reader's own choice (Settings, Card
   * glides) wins over both. Moves never wait for an animation.
   * @values 'normal' | 'fast' | 'off'
   */
  animation: string | null = null;

  /**
   * Keep the game in progress and the statistics in localStorage, so a reload resumes the game (the
   * default). "false" keeps nothing: statistics then last as long as the page.
   * @values 'true' | 'false'
   */
  persist: string | null = null;

  /** The Share button of a finished game (a short, spoiler-free result and the page's address): shown unless "false". @values 'true' | 'false' */
  share: string | null = null;

  /** The address the Share button shares (the `share-url` attribute). Not set: the page's own, `location.href`. */
  shareUrl: string | null = null;

  // ---- private state -------------------------------------------------------------------------

  /** Whether the statistics panel is open. */
  private statsOpen = false;
  /** Whether the keyboard help panel is open. */
  private helpOpen = false;
  /** The game on the table and its statechart (the actor); every change of it renders. */
  private readonly session = new GameSession(this, (context, status) => {
    this.#clock.track(context, status);
    this.#persistence.track(this.session.game.variant, context, status, !this.#later.findingDeal);
  });
  /** A move's path: the statechart, the glide, the live region, the page's events, the analysis. */
  readonly #moves = new MovePath(
    this,
    this.session,
    this.#dealing,
    this.#announcer,
    this.#motion,
    this.#keyboard,
    this.#pointer,
    this.#persistence,
    this.#later,
    this.#table,
    () => this.autoplay,
  );

  /** The toolbar's and the outcome panel's buttons, made once so their listeners stay put. */
  readonly #actions = {
    newGame: () => this.#later.press('new-game'),
    restart: () => this.#later.press('restart'),
    undo: () => void this.undo(),
    redo: () => void this.redo(),
    hint: () => void this.hint(),
    toggleHelp: () => void ((this.helpOpen = !this.helpOpen) && this.#later.load()),
    toggleStats: () => void ((this.statsOpen = !this.statsOpen) && this.#later.load()),
    toggleRules: () => this.#later.openRules(true),
    toggleSettings: () => this.#later.toggleSettings(),
    describe: () => this.#later.describe(),
    finish: () => void this.finish(),
    resetStats: () => this.resetStats(),
    share: () => this.#later.sharing?.shareResult(),
    loadElsewhere: () => this.#persistence.loadElsewhere(),
    keepMine: () => this.#persistence.keepMine(),
  };

  // ---- public API -----------------------------------------------------------------------------

  /** The game as plain JSON: `{ variant, seed, status, phase, moves, piles }`; deeply frozen, the same object until the game changes. */
  get snapshot(): GameSnapshot {
    if (!this.#ready) return this.#dealing.loadingSnapshot();
    return this.session.snapshot();
  }

  /** Every legal move now, as `{ from, to, count? }` objects (copies: changing them changes nothing). */
  legalMoves(): Move[] {
    return this.#ready ? this.session.legalMoves() : [];
  }

  /** Plays a move. An illegal or malformed move returns false, changes nothing and fires `carpet-error`. */
  play(move: Move): boolean {
    if (!this.#ready) return this.#notReady('play()');
    return this.#moves.playFromPage(move);
  }

  /** Takes back the last move (an automatic gap fill goes with the move that caused it). */
  undo(): boolean {
    if (!this.#ready) return this.#notReady('undo()');
    return this.#moves.undoOrRedo('UNDO');
  }

  /** Plays again the last move taken back. */
  redo(): boolean {
    if (!this.#ready) return this.#notReady('redo()');
    return this.#moves.undoOrRedo('REDO');
  }

  /** Deals a new game: the given seed, or a fresh random one (with `seed="daily"`, the new day's deal once the day has changed). */
  newGame(seed?: string): void {
    if (!this.#ready) return void this.#notReady('newGame()');
    this.#moves.newGame(seed, this.winnable);
  }

  /** Starts the same deal again from its first card. */
  restart(): void {
    if (!this.#ready) return void this.#notReady('restart()');
    this.#moves.restart();
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

  /**
   * The solver's verdict on the current position: "winnable", "unwinnable", "unknown", or "pending". Set to a
   * mode, it sets `analysisMode`, as the `analysis` attribute does: React 19 and Vue set a property, not the
   * attribute, wherever the element has one of that name.
   */
  get analysis(): { verdict: SearchResult['verdict'] | 'pending'; moves: number | null } {
    return this.#ready && this.#later.analysis
      ? this.#later.analysis.publicVerdict()
      : { verdict: 'pending', moves: null };
  }
  set analysis(mode: string | null) {
    this.analysisMode = mode;
  }

  /**
   * Plays a proven win to the end, one undoable move at a time. Returns false when the position is not
   * proven winnable. Any other move, undo or new game stops it.
   */
  finish(): boolean {
    return this.#ready && !!this.#later.analysis?.finish();
  }

  /** This game's statistics on this device: `{ played, won, streak, best, dailyStreak, dailyBest, lastDailyWin, bestTime }` (a copy). */
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

  /** The first render waits up to a tenth of a second for the game's code and the page's language (element/host/first-frame.ts). */
  protected override shouldUpdate(changed: PropertyValues): boolean {
    if (this.#firstFrame.mayWait) {
      this.#dealing.ensureDealt();
      this.#language.hostUpdate();
      if (this.#dealing.loading || this.#language.loading) return this.#firstFrame.hold();
    }
    return super.shouldUpdate(changed);
  }

  /**
   * Resolves once the element has rendered its game: when the game's code had to be loaded first, not
   * before it is here and dealt, nor before the deferred chunk (the solver's side, fetched once the first cards
   * are drawn) has arrived, nor before a board move's sentence is said, so `await element.updateComplete` is
   * enough before using the whole API or reading the live region.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    for (let next = this.#unsettled(); next; next = this.#unsettled()) {
      await next;
      result = await super.getUpdateComplete();
    }
    return result;
  }

  /** What the element waits for before it is settled: a load, the deferred chunk, a sentence; null when nothing. */
  #unsettled(): Promise<unknown> | null {
    const waiting =
      this.#dealing.loading ?? this.#language.loading ?? this.#announcer.waiting ?? this.#later.rules?.loading;
    return waiting ?? (this.#later.loading || this.#later.due ? this.#later.load() : null);
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

  /** Tells the page about bad input without ever throwing into it. */
  #report(code: CarpetErrorCode, message: string): void {
    console.warn(`<carpet-solitaire>: ${message}`);
    emit(this, 'carpet-error', { code, message });
  }

  // ---- render ---------------------------------------------------------------------------------

  override render(): TemplateResult {
    const words = this.#language.words;
    const dealing = this.#dealing;
    if (!this.session.dealt)
      return renderLoading(dealing.variant, CATALOGUE[dealing.variant], dealing.loadError, words);
    const { session, helpOpen, statsOpen } = this;
    const [act, keyboard, pointer, persistence] = [this.#actions, this.#keyboard, this.#pointer, this.#persistence];
    const { analysis, loaded: later, sharing, findingDeal, rules, settings, guard } = this.#later;
    const { game } = session;
    const snapshot = session.snapshot();
    const context = session.context();
    const { ui } = words;
    const title = words.table.game(game.variant);
    const { tabStop, held } = keyboard;
    const marks = { words, tabStop, held, spread: pointer.spread, dropTargets: pointer.dropTargets() };
    const view = boardView(game, context.state, session.legalMoves(), { ...marks, hinted: analysis?.hinted ?? null });
    const board = { label: ui.board(title), lifted: !!pointer.lifted(), findingDeal };
    const line = analysis ? analysis.line() : quietLine(game, snapshot.status, findingDeal, ui);
    const quiet = !line?.text && !line?.finishMoves && !persistence.elsewhere;
    const offer = this.#later.firstTimeOffer(
      snapshot.moves,
      quiet,
      () => persistence.stats(game.variant).played,
      title,
    );
    return html`<div
      class="frame${this.#later.covered ? ' covered' : ''}${this.#settings.frameClasses}"
      lang=${words.lang}
      @keydown=${keyboard.handleKeyDown}
      @click=${pointer.handleFollowingClick}
    >
      ${renderToolbar({ game, words, snapshot, context, helpOpen, statsOpen, rulesOpen: !!rules?.open, settingsOpen: !!settings?.open, menu: this.#menu, clock: this.#clock }, act)}
      ${statsOpen && later ? later.renderStats(title, persistence.stats(game.variant), act.resetStats, ui) : nothing}
      ${helpOpen && later ? later.renderHelp(ui) : nothing}
      ${renderBoard(view, snapshot.piles, board, { pointer, keyboard })} ${renderAnalysis(line, act.finish, ui)}
      ${renderFirstTime(offer)}
      ${renderElsewhere(persistence.elsewhere, act, ui)}
      ${later && sharing ? later.renderOutcome(snapshot.status, snapshot.moves, session.lostReason, act, sharing.view, ui) : nothing}
      ${later && guard ? later.renderAsk(guard, words) : nothing} ${later && rules?.open ? later.renderRules(rules, game, context, words) : nothing}
      ${later && settings?.open ? later.renderSettings(settings, this.#settings, { clock: this.#clock.shown, glides: this.#motion.glides }, words) : nothing}
      ${this.#announcer.render()}
    </div>`;
  }
}
