/**
 * The solver at the table: the verdict on each new position (searched by the Analyst, in the page's
 * worker or in slices), `carpet-analysis`, hints, Finish (a proven win played out within FINISH_MAX_MS),
 * `autoplay`'s provably safe moves, and the `winnable` attribute's search for a winnable deal. The
 * `analysis` attribute sets how much of it the player sees (ANALYSIS_MODES); the page always hears all.
 */
import type { ReactiveController } from 'lit';
import { preferFoundation } from '../../core/game.js';
import type { SearchResult } from '../../search/search.js';
import { type Move, sameMove } from '../../core/types.js';
import { type CarpetErrorCode, emit } from '../../events.js';
import type { ErrorWords } from '../../i18n/error-words.js';
import { type Analyst, type DealSearch, firstWinnableSeed } from './analyst.js';
import { DeepAnalysis } from './deep-analysis.js';
import { giveWayToPlayer } from './give-way.js';
import { describeHint, movePhrase } from '../speech/announce.js';
import { FINISH_MAX_MS, finishStep } from './finish-pace.js';
import { reportInLanguage } from '../host/report-words.js';
import type { Table, TableHost } from '../host/host.js';
import { quote } from '../../i18n/text.js';

/** What the analysis reads of the table, and what it commands: Finish and autoplay play moves; a winnable deal is dealt anew. */
export type AnalysisTable = Pick<
  Table,
  'announce' | 'context' | 'dealt' | 'game' | 'legalMoves' | 'piles' | 'play' | 'redeal' | 'report' | 'status' | 'words'
>;

/**
 * What the line under the board tells the player. "off": nothing, and no Finish (a hint still when asked).
 * "warn" (the default): nothing while the deal can be won or is undecided; a word when a move loses a
 * proven win; Finish once the stock is spent and a win is proven, when the rest is patience, not luck.
 * "full": the verdict on every position, and Finish whenever a win is proven.
 */
export const ANALYSIS_MODES = ['off', 'warn', 'full'] as const;
export type AnalysisMode = (typeof ANALYSIS_MODES)[number];
const DEFAULT_MODE: AnalysisMode = 'warn';
const QUIET: AnalysisLine = { state: 'quiet', text: '', finishMoves: null };

/** The element's `analysis` attribute, as the `analysisMode` property. */
type AnalysisHost = TableHost & { analysisMode: string | null };

/** Safe moves autoplay makes after one player move, at the most (a guard against a faulty rule). */
const AUTOPLAY_LIMIT = 200;

/** What the analysis line under the board says. */
export interface AnalysisLine {
  /** 'finding' (a winnable deal), 'pending' (searching), the verdict, or 'quiet' (nothing to tell in this mode). */
  state: 'finding' | 'pending' | 'quiet' | SearchResult['verdict'];
  text: string;
  /** The proven line's length, when Finish can play it. */
  finishMoves: number | null;
}

export class AnalysisController implements ReactiveController {
  /** The solver's verdict on the current position, once known. */
  verdict: SearchResult | null = null;
  /** The move the last hint showed, until the position changes. */
  hinted: Move | null = null;
  /** True while a winnable deal is being looked for (the board waits). */
  findingDeal = false;
  /** The position the analyst was last asked about. */
  #analysedState: object | null = null;
  #dealSearch: DealSearch | null = null;
  #finishTimer: ReturnType<typeof setTimeout> | null = null;
  /** The `analysis` value last checked, so a bad one is reported once. */
  #checkedMode: string | null = null;

  readonly #host: AnalysisHost;
  readonly #table: AnalysisTable;
  readonly #analyst: Analyst;
  readonly #deep: DeepAnalysis;

  constructor(host: AnalysisHost, table: AnalysisTable, analyst: Analyst) {
    this.#host = host;
    this.#table = table;
    this.#analyst = analyst;
    this.#deep = new DeepAnalysis(
      analyst,
      table,
      (state, result) => this.handleVerdict(state, result),
      () => this.mode() !== 'off' && !this.findingDeal,
    );
    giveWayToPlayer(host, () => analyst.hold());
    host.addController(this);
  }

  hostConnected(): void {
    // Back in a page (or moved within it): look at the position again.
    this.#analysedState = null;
    if (this.#table.dealt()) this.#host.requestUpdate();
    // A winnable-deal search the detach stopped starts again, or the board would wait (inert) for ever.
    if (this.findingDeal && this.#dealSearch?.cancelled) void this.dealWinnable(this.#table.context().seed);
  }

  hostDisconnected(): void {
    // A search or an auto-finish cannot outlive the page.
    this.#analyst.close();
    this.stopFinishing();
    this.#dealSearch?.cancel();
  }

  hostUpdate(): void {
    // Cheap when the position is the one last analysed.
    if (this.#table.dealt()) this.#analyseIfChanged();
  }

  /** The analyst's verdict on `state`: kept and told to the page when it is still the position on the table. */
  handleVerdict(state: object, result: SearchResult): void {
    if (state !== this.#table.context().state) return;
    // An 'unknown' goes on being searched in the background.
    if (result.verdict === 'unknown') this.#deep.consider();
    this.verdict = result;
    this.#host.requestUpdate();
    emit(this.#host, 'carpet-analysis', {
      verdict: result.verdict,
      moves: result.line?.length ?? null,
      lostBy: this.#lostBy(),
    });
  }

  /** The next move of a winning line when one is known, else the most useful move; shown and said. */
  hint(): Move | null {
    const legal = this.#table.legalMoves();
    if (legal.length === 0) return null;
    const { state } = this.#table.context();
    const known = this.#analyst.verdictOf(state);
    const line = known?.verdict === 'winnable' ? known.line : null;
    const game = this.#table.game();
    const move = line?.[0] ?? game.solver?.usefulMove(state) ?? preferFoundation(legal) ?? null;
    this.hinted = move;
    this.#host.requestUpdate();
    this.#table.announce(describeHint(this.#table.words(), game, this.#table.piles(), move));
    return move && { ...move };
  }

  /** The verdict known for the position on the table (the public `analysis` property). */
  known(): SearchResult | undefined {
    return this.#analyst.verdictOf(this.#table.context().state);
  }

  /** The public `analysis` property: the verdict on the table's position, whatever the `analysis` attribute says. */
  publicVerdict(): { verdict: SearchResult['verdict'] | 'pending'; moves: number | null } {
    const status = this.#table.status();
    if (status !== 'playing')
      return { verdict: status === 'won' ? 'winnable' : 'unwinnable', moves: status === 'won' ? 0 : null };
    const known = this.known();
    return known ? { verdict: known.verdict, moves: known.line?.length ?? null } : { verdict: 'pending', moves: null };
  }

  /** Plays a proven win to the end, one undoable move at a time; false when none is proven. */
  finish(): boolean {
    const known = this.known();
    if (known?.verdict !== 'winnable' || !known.line?.length) return false;
    this.stopFinishing();
    const started = performance.now();
    const deadline = started + FINISH_MAX_MS;
    let played = 0;
    let steps = 0;
    let paused = 0;
    const step = (): void => {
      this.#finishTimer = null;
      const line = this.known()?.line;
      if (!line?.length) return;
      const now = performance.now();
      // How much longer than its pause each step took on average: the moves' own work and late timers.
      const late = steps ? (now - started - paused) / steps : 0;
      const { moves, delayMs } = finishStep(played, line.length, deadline - now, late);
      steps++;
      paused += delayMs;
      // Each move carries the rest of the line to the next position (carryLine), so read it afresh.
      for (let index = 0; index < moves; index++) {
        const next = this.known()?.line?.[0];
        if (!next || this.#table.status() !== 'playing') return;
        this.#table.play(next, { byPlayer: false, glide: moves === 1 });
        played++;
      }
      this.#finishTimer = setTimeout(step, delayMs);
    };
    step();
    return true;
  }

  stopFinishing(): void {
    if (this.#finishTimer !== null) clearTimeout(this.#finishTimer);
    this.#finishTimer = null;
  }

  /** The `autoplay` option: foundation moves the game's solver proves harmless, one undoable move each. */
  autoplay(): void {
    const solver = this.#table.game().solver;
    for (let count = 0; solver && count < AUTOPLAY_LIMIT && this.#table.status() === 'playing'; count++) {
      const move = solver.safeAutoplayMove(this.#table.context().state);
      if (!move || !this.#table.legalMoves().some((legal) => sameMove(legal, move))) return;
      this.#table.play(move, { byPlayer: false, glide: true });
    }
  }

  /** A deal made otherwise (winnable removed, a new seed) ends the search for a winnable one. */
  stopDealSearch(): void {
    if (!this.#dealSearch) return;
    this.#dealSearch.cancel();
    this.#dealSearch = null;
    this.findingDeal = false;
  }

  /**
   * Replaces the deal just started by the first deal at or after `seed` that the solver proves
   * winnable, searching (in the page's worker, else in slices) while the board waits; announces the
   * deal when it is known, with its proof as the verdict.
   */
  async dealWinnable(seed: string): Promise<void> {
    this.#dealSearch?.cancel();
    const game = this.#table.game();
    const { options } = this.#table.context();
    if (!game.solver) {
      this.#table.report('invalid-attribute', this.#table.words().errors.winnableNoSolver(game.variant, quote(seed)));
      emit(this.#host, 'carpet-new-game', { variant: game.variant, seed, restarted: false });
      return;
    }
    const token = this.#analyst.dealSearch();
    this.#dealSearch = token;
    this.findingDeal = true;
    this.#host.requestUpdate();
    const found = await firstWinnableSeed(
      game.variant,
      game.solver,
      (candidate) => game.rules.deal(candidate, options),
      seed,
      token,
    );
    if (token.cancelled) return;
    this.#dealSearch = null;
    this.findingDeal = false;
    this.#host.requestUpdate();
    if (found === undefined) {
      this.#table.report('invalid-attribute', this.#table.words().errors.winnableNotFound(quote(seed)));
    } else {
      if (found.seed !== seed) this.#table.redeal(found.seed);
      // The search that found the deal proved it: its line is the verdict, with no second search.
      this.#analyst.remember(this.#table.context().state, found.result, token.engine);
    }
    // The position was set aside while the search ran: look at it now.
    this.#analysedState = null;
    emit(this.#host, 'carpet-new-game', { variant: game.variant, seed: found?.seed ?? seed, restarted: false });
  }

  /** The `analysis` attribute's mode; a value that is not one is reported once and read as the default. */
  mode(): AnalysisMode {
    const value = this.#host.analysisMode;
    const mode = ANALYSIS_MODES.find((candidate) => candidate === value);
    if (value !== null && !mode && value !== this.#checkedMode) {
      // In the widget's language, even while its words are still loading at the first update.
      const report = (code: CarpetErrorCode, message: string) => this.#table.report(code, message);
      const message = (errors: ErrorWords) => errors.notOneOf('analysis', quote(value), ANALYSIS_MODES, DEFAULT_MODE);
      reportInLanguage(this.#host, this.#table.words(), report, 'invalid-attribute', message);
    }
    this.#checkedMode = value;
    return mode ?? DEFAULT_MODE;
  }

  /**
   * What the line under the board says now, in the `analysis` mode; null when there is no solver or the
   * game is over. A quiet line keeps its place (and its live region, so what it says later is heard).
   */
  line(): AnalysisLine | null {
    if (!this.#table.game().solver || this.#table.status() !== 'playing') return null;
    const { verdict } = this;
    // The board waits while a winnable deal is looked for: whatever the mode, the player is told why.
    const { ui } = this.#table.words();
    if (this.findingDeal) return { state: 'finding', text: ui.finding, finishMoves: null };
    const mode = this.mode();
    if (mode === 'off') return QUIET;
    if (mode === 'warn') return this.#warning();
    if (!verdict) return { state: 'pending', text: ui.looking, finishMoves: null };
    if (verdict.verdict === 'winnable')
      return { state: 'winnable', text: ui.winnable, finishMoves: verdict.line?.length || null };
    if (verdict.verdict === 'unknown') return { state: 'unknown', text: ui.tooDeep, finishMoves: null };
    return { state: 'unwinnable', text: this.#lostText() ?? ui.lostFromHere, finishMoves: null };
  }

  /** Whether Finish is offered for a proven win: always in "full", in "warn" only once nothing is left to chance. */
  canFinish(): boolean {
    const known = this.known();
    if (known?.verdict !== 'winnable' || !known.line?.length || this.#table.status() !== 'playing') return false;
    const mode = this.mode();
    return mode === 'full' || (mode === 'warn' && this.#onlyPatienceLeft());
  }

  /** "warn": a word only when a move lost a proven win, and Finish once the stock is spent and a win is proven. */
  #warning(): AnalysisLine {
    const { verdict } = this;
    if (verdict?.verdict === 'unwinnable') {
      const text = this.#lostText();
      return text ? { state: 'unwinnable', text, finishMoves: null } : QUIET;
    }
    if (verdict?.verdict === 'winnable' && this.canFinish())
      return { state: 'winnable', text: this.#table.words().ui.patience, finishMoves: verdict.line!.length };
    return QUIET;
  }

  /** "No longer winnable: the seven of clubs to its foundation lost it. Undo goes back.", when a move lost a proven win. */
  #lostText(): string | null {
    const lostBy = this.#lostBy();
    if (!lostBy) return null;
    const { past } = this.#table.context();
    return this.#table.words().ui.lostBy(this.#moveInWords(lostBy, past[past.length - 1]));
  }

  /** No card is left to come from the stock, nor a re-deal to shuffle: what remains is in sight. */
  #onlyPatienceLeft(): boolean {
    if ((this.#table.piles().stock?.length ?? 0) > 0) return false;
    return !this.#table.legalMoves().some((move) => move.to === 'stock');
  }

  /** Asks the solver about the position when it changed; the verdict arrives later. */
  #analyseIfChanged(): void {
    const { state } = this.#table.context();
    if (state === this.#analysedState || !this.#host.isConnected) return;
    this.#analysedState = state;
    this.hinted = null;
    this.verdict = null;
    const game = this.#table.game();
    // A background search of another deal, or of a finished game, stops.
    this.#deep.consider();
    if (!game.solver || this.#table.status() !== 'playing' || this.findingDeal) {
      this.#analyst.cancel();
      return;
    }
    this.#analyst.analyse(game.variant, game.solver, state);
  }

  /** The move that lost a win: the last move, when the position before it was proven winnable. */
  #lostBy(): Move | null {
    const { past, lastMove, state } = this.#table.context();
    if (this.#analyst.verdictOf(state)?.verdict !== 'unwinnable' || !lastMove || past.length === 0) return null;
    return this.#analyst.verdictOf(past[past.length - 1])?.verdict === 'winnable' ? { ...lastMove } : null;
  }

  /** A move in words, as a hint says it: "the seven of clubs from carpet row 2, column 3 to the clubs foundation". */
  #moveInWords(move: Move, before: object): string {
    const game = this.#table.game();
    return movePhrase(this.#table.words(), game, game.rules.piles(before), move);
  }
}
