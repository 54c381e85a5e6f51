/**
 * From the attributes to a game on the table: when the deal's attributes (variant, seed, winnable, a
 * game's options) change, the game's code is loaded if it is not here yet, bad input is reported (and
 * never ends a game in progress), and the saved game is resumed or the seed dealt. The element keeps
 * the actor: this controller tells it what to deal (startGame).
 *
 * `seed="daily"` deals the daily deal of the reader's local date (daily.ts). While connected, a timer
 * looks at the date at each local midnight: a table with no move made is dealt the new day's deal, a
 * game under way goes on, and the next "New game" deals the new day's deal.
 */
import type { ReactiveController } from 'lit';
import { freshSeed } from '../../core/random.js';
import type { Move } from '../../core/types.js';
import { DEFAULT_VARIANT, GAME_ATTRIBUTES, VARIANTS, isVariant, loadGame, loadedGame } from '../../games/catalogue.js';
import { DAILY, nextLook, todaysSeed } from '../persistence/daily.js';
import type { CarpetErrorCode, GameSnapshot } from '../../events.js';
import type { ErrorWords } from '../../i18n/error-words.js';
import type { PersistenceController } from '../persistence/persistence-controller.js';
import { Loading } from './loading.js';
import { reportInLanguage } from './report-words.js';
import type { AnyGame, Table, TableHost } from './host.js';
import { quote } from '../../i18n/text.js';

/** What dealing reads of the table, and how it reports bad input. */
export type DealTable = Pick<Table, 'context' | 'dealt' | 'game' | 'report' | 'status' | 'words'>;

/** A seed longer than this is reported (it still deals in full). */
const LONG_SEED = 1000;

/** The element's deal attributes. */
type DealHost = TableHost & { variant: string; seed: string | null; winnable: boolean };

/** What dealing needs of the element: its actor, its saved games and its winnable-deal search. */
export interface Dealer {
  startGame(game: AnyGame, seed: string, options: unknown, announce: boolean): void;
  send: (event: { type: 'PLAY'; move: Move } | { type: 'UNDO' }) => void;
  persistence(): PersistenceController;
  dealWinnable(seed: string): void;
}

export class DealController implements ReactiveController {
  /** The variant being shown or loaded (its title and table size are drawn while its code loads). */
  variant: string = DEFAULT_VARIANT;
  /** Why the game's code could not be loaded, shown in place of the table (null: no failure). */
  loadError: string | null = null;
  /** The load of a game's code in progress (the element's updateComplete waits for it). */
  get loading(): Promise<void> | null {
    return this.#loading.promise;
  }
  /** The attributes last looked at: a change to any of them deals anew. */
  #dealtFrom = '';
  /** The attributes the game in play was dealt from (bad input since then kept it). */
  #playedFrom = '';
  /** With `seed="daily"`: the daily deal's seed the attribute stands for (the day it was last dealt); null otherwise. */
  #daily: string | null = null;
  /** The timer that looks at the date at the next local midnight (set only while connected, with `seed="daily"`). */
  #midnight: ReturnType<typeof setTimeout> | undefined;
  #connected = false;

  readonly #host: DealHost;
  readonly #loading: Loading;
  readonly #table: DealTable;
  readonly #dealer: Dealer;

  constructor(host: DealHost, table: DealTable, dealer: Dealer) {
    this.#host = host;
    this.#loading = new Loading(host);
    this.#table = table;
    this.#dealer = dealer;
    host.addController(this);
  }

  hostConnected(): void {
    this.#connected = true;
    // Back after a while away (or the first connection): the day may have changed meanwhile.
    this.#lookAtDate();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#stopTimer();
  }

  hostUpdate(): void {
    // First of the controllers (the element adds it first), so the others see the game dealt.
    this.ensureDealt();
    this.#armTimer();
  }

  /** The public snapshot while the game's code loads: an empty table, in the contract's shape. */
  loadingSnapshot(): GameSnapshot {
    return Object.freeze({
      variant: this.variant,
      seed: this.seedAsked(),
      status: 'playing',
      phase: 'loading',
      moves: 0,
      piles: Object.freeze({}),
    });
  }

  /** The seed the attributes ask for, shown while the game's code loads: with `seed="daily"`, the day's seed. */
  seedAsked(): string {
    return this.#dailySeed() ?? this.#host.seed ?? '';
  }

  /**
   * For "New game" with no seed: with `seed="daily"`, once the day has changed since the daily deal was
   * dealt, deals the new day's deal (or resumes it) and returns true; else false, and the caller deals a
   * fresh practice seed.
   */
  dealNewDay(): boolean {
    if (this.#host.seed !== DAILY || this.#daily === null || this.#daily === todaysSeed()) return false;
    this.#daily = todaysSeed();
    this.ensureDealt();
    return true;
  }

  /**
   * Deals from the attributes when they changed since the last deal (or nothing was dealt yet). A game
   * whose code is not here yet is loaded first: the deal follows when it arrives.
   */
  ensureDealt(): void {
    const host = this.#host;
    if (host.seed !== DAILY) this.#daily = null;
    // The daily deal's attribute stands for one day's seed: the key holds that seed, so a new day deals anew.
    const seed = this.#dailySeed() ?? host.seed;
    const key = JSON.stringify([
      host.variant,
      seed,
      host.winnable,
      ...GAME_ATTRIBUTES.map((name) => this.#optionValue(name)),
    ]);
    if (key === this.#dealtFrom) return;
    this.#dealtFrom = key;
    // Back to the attributes of the game in play (a typo put right): nothing to deal.
    if (key === this.#playedFrom && this.#table.dealt()) return;
    let variant = host.variant;
    if (!isVariant(variant)) {
      const value = quote(host.variant);
      const unknown = (errors: ErrorWords) => errors.unknownVariant(value, VARIANTS);
      // Bad input never ends a game in progress: the game goes on, and the page is told why nothing changed.
      if (this.#inProgress()) {
        const keeping = this.#keeping();
        return this.#report('unknown-variant', (errors) => `${unknown(errors)} ${keeping(errors)}`);
      }
      variant = DEFAULT_VARIANT;
      this.#report('unknown-variant', (errors) => `${unknown(errors)} ${errors.playingDefault(DEFAULT_VARIANT)}`);
    }
    const game = loadedGame(variant);
    if (game) return this.#deal(game);
    this.variant = variant;
    this.loadError = null;
    const loading = loadGame(variant).then(
      (loaded) => {
        if (this.#dealtFrom === key) this.#deal(loaded);
      },
      (error: unknown) => {
        if (this.#dealtFrom !== key) return;
        const reason = error instanceof Error ? error.message : String(error);
        const then = this.#table.dealt() ? this.#keeping() : (errors: ErrorWords) => errors.reloadToRetry;
        this.#report('load-failed', (errors) => `${errors.loadFailed(variant, reason)} ${then(errors)}`);
        this.loadError = this.#table.words().errors.loadFailedNotice(variant);
      },
    );
    void this.#loading.track(loading);
  }

  /** A game option's value: the property when the element declares one, else the attribute. */
  #optionValue(name: string): string | null {
    const value = (this.#host as unknown as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : this.#host.getAttribute(name);
  }

  /** Whether a game is under way: moves made and not over (bad input must not end it). */
  #inProgress(): boolean {
    return this.#table.dealt() && this.#table.status() === 'playing' && this.#table.context().moves.length > 0;
  }

  /** Said after bad input that left the game on the table as it was (only ever with a game dealt). */
  #keeping(): (errors: ErrorWords) => string {
    const { variant } = this.#table.game();
    return (errors) => errors.keeping(variant);
  }

  /** Tells the page about bad input, in the widget's language. */
  #report(code: CarpetErrorCode, message: (errors: ErrorWords) => string): void {
    reportInLanguage(this.#host, this.#table.words(), (code, text) => this.#table.report(code, text), code, message);
  }

  /** Deals `game` from the attributes: a saved game when there is one, else the seed (or a fresh one). */
  #deal(game: AnyGame): void {
    const host = this.#host;
    const table = this.#table;
    this.variant = game.variant;
    const { options, problems } = game.parseOptions((name) => this.#optionValue(name));
    if (problems.length > 0 && this.#inProgress() && game === table.game()) {
      const keeping = this.#keeping();
      for (const problem of problems)
        this.#report('invalid-attribute', (errors) => `${errors.optionProblem(problem)} ${keeping(errors)}`);
      return;
    }
    this.#playedFrom = this.#dealtFrom;
    for (const problem of problems)
      this.#report('invalid-attribute', (errors) => `${errors.optionProblem(problem)} ${errors.usingDefault}`);
    if (host.seed === '') this.#report('invalid-attribute', (errors) => errors.seedEmpty);
    const { length } = host.seed ?? '';
    if (length > LONG_SEED) this.#report('invalid-attribute', (errors) => errors.seedLong(length));
    const optionsKey = JSON.stringify(options);
    const daily = this.#dailySeed();
    this.#daily = daily;
    const persistence = this.#dealer.persistence();
    persistence.open(game.variant, host.seed || null, optionsKey, daily);
    const saved = persistence.savedGame(game.variant, optionsKey);
    if (
      saved &&
      persistence.resume(
        saved,
        (seed) => this.#dealer.startGame(game, seed, options, false),
        (event) => this.#dealer.send(event),
      )
    )
      return;
    const seed = daily ?? (host.seed ? host.seed : freshSeed());
    this.#dealer.startGame(game, seed, options, !host.winnable);
    if (host.winnable) this.#dealer.dealWinnable(seed);
  }

  /**
   * At a new day, with `seed="daily"`: a table with no move made (and nothing undone) is dealt the new
   * day's deal; a game under way, or over, stays on the table until "New game".
   */
  #lookAtDate(): void {
    const table = this.#table;
    if (this.#host.seed !== DAILY || this.#daily === null || this.#daily === todaysSeed() || !table.dealt()) return;
    const { moves, undone } = table.context();
    if (table.status() !== 'playing' || moves.length > 0 || undone.length > 0) return;
    this.#daily = todaysSeed();
    this.#host.requestUpdate();
  }

  /** With `seed="daily"`: the daily deal's seed it stands for (the day last dealt, else today's); null otherwise. */
  #dailySeed(): string | null {
    return this.#host.seed === DAILY ? (this.#daily ?? todaysSeed()) : null;
  }

  #armTimer(): void {
    if (!this.#connected || this.#host.seed !== DAILY) return this.#stopTimer();
    if (this.#midnight !== undefined) return;
    this.#midnight = setTimeout(() => {
      this.#midnight = undefined;
      this.#lookAtDate();
      this.#armTimer();
    }, nextLook());
  }

  #stopTimer(): void {
    clearTimeout(this.#midnight);
    this.#midnight = undefined;
  }
}
