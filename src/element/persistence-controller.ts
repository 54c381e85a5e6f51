/**
 * What the widget keeps on the device (the `persist` attribute): the game in progress, so a reload
 * resumes it with its undo and redo, and each game's statistics. A deal counts as played at its first
 * move and its outcome is recorded once; a deal left unfinished for another breaks the streak. Storage
 * that fails (private mode, a full quota) is reported once and play goes on; `persist="false"` keeps
 * statistics in memory only. With `seed="daily"` a saved game is resumed only on its own day, and a daily
 * deal won extends the daily streak (daily.ts). The formats and their checks are in saved-game.ts.
 *
 * The game is written after the frame that shows a move (write-later.ts), and at once when the element
 * leaves the page, the page is hidden or left, the slot is read again, or `play()` returns; statistics
 * change rarely and are written at once.
 */
import type { ReactiveController } from 'lit';
import { type Move, type Status, sameMove } from '../core/types.js';
import { type CarpetErrorCode, emit } from '../events.js';
import type { ErrorWords } from '../i18n/error-words.js';
import { dailyDay, dailyStreakOn, today, withDailyWin } from './daily.js';
import { type GameStats, SAVE_VERSION, type SavedGame, SafeStorage, emptyStats, parseSavedGame, parseStats, saveKey, statsKey } from './saved-game.js';
import { reportInLanguage } from './report-words.js';
import type { AnyContext, Table, TableHost } from './table.js';
import { quote } from './text.js';
import { cancelWrite, flushAll, flushWrite, writeLater } from './write-later.js';

type PersistHost = TableHost & { persist: string | null };

/** A ReactiveController for one hook: a game not yet written is written when the element leaves the page. */
export class PersistenceController implements ReactiveController {
  /** True while a saved game is replayed: its moves are neither saved again nor counted. */
  restoring = false;
  readonly #storage: SafeStorage;
  /** Where this deal is saved (null: nowhere, `persist="false"`). */
  #slot: string | null = null;
  /** Whether this deal has been counted as played, and its outcome recorded, in the statistics. */
  #record = { counted: false, recorded: false };
  /** With `seed="daily"`: the daily seed the slot is opened for (a save of another day is not resumed). */
  #daily: string | null = null;
  /** Undos made before the last reload that the replayed history does not show (the context counts only the undone moves replayed). */
  #undosBefore = 0;
  /** Statistics when nothing is kept (`persist="false"`), per variant. */
  readonly #memoryStats = new Map<string, GameStats>();

  readonly #host: PersistHost;
  readonly #table: Table;

  constructor(host: PersistHost, table: Table) {
    this.#host = host;
    this.#table = table;
    this.#storage = new SafeStorage((what, reason) => this.#report('storage-unavailable', (errors) => errors.storageUnavailable(what, reason)));
    host.addController(this);
  }

  hostDisconnected(): void {
    this.flush();
  }

  /** Writes now the games waiting for the next frame (this element's and any other's). */
  flush(): void {
    flushAll();
  }

  /** Tells the page about bad input or storage trouble, in the widget's language. */
  #report(code: CarpetErrorCode, message: (errors: ErrorWords) => string): void {
    reportInLanguage(this.#host, this.#table.words(), (code, text) => this.#table.report(code, text), code, message);
  }

  /**
   * Chooses where a deal made from these attributes is saved, and reports a bad `persist`. `daily`: the
   * daily deal's seed that `seed="daily"` stands for today.
   */
  open(variant: string, seedAttribute: string | null, optionsKey: string, daily: string | null = null): void {
    const { persist } = this.#host;
    this.#daily = daily;
    this.#slot = persist === 'false' ? null : saveKey(variant, seedAttribute, optionsKey);
    if (persist !== null && !['', 'true', 'false'].includes(persist)) {
      this.#report('invalid-attribute', (errors) => errors.persistInvalid(quote(persist)));
    }
  }

  /** The game saved in this deal's slot, if any; a damaged one is reported and set aside. */
  savedGame(variant: string, optionsKey: string): SavedGame | null {
    if (!this.#slot) return null;
    flushWrite(this.#slot);
    const text = this.#storage.read(this.#slot);
    if (text === null) return null;
    const saved = parseSavedGame(text, variant, optionsKey);
    if ('seed' in saved && this.#daily !== null && saved.daily !== this.#daily) {
      // Another day's game under seed="daily": today's deal is dealt instead.
      this.#remove(this.#slot);
      return null;
    }
    if ('seed' in saved) return saved;
    this.#report('invalid-save', (errors) => errors.invalidSave(saved));
    this.#remove(this.#slot);
    return null;
  }

  /**
   * Replays a saved game, dealt by `deal`: its moves, then its undone moves undone again so that redo
   * works as before the reload. A move the rules refuse means the save is damaged: false, and the caller
   * deals afresh.
   */
  resume(saved: SavedGame, deal: (seed: string) => void, send: (event: { type: 'PLAY'; move: Move } | { type: 'UNDO' }) => void): boolean {
    this.restoring = true;
    try {
      deal(saved.seed);
      const replay = [...saved.moves, ...[...saved.undone].reverse()];
      for (const move of replay) {
        const legal = this.#table.legalMoves().some((m) => sameMove(m, move));
        if (!legal) {
          this.#report('invalid-save', (errors) => errors.invalidSave({ key: 'illegal-move', from: move.from, to: move.to }));
          this.#remove(this.#slot!);
          return false;
        }
        send({ type: 'PLAY', move });
      }
      for (let i = 0; i < saved.undone.length; i++) send({ type: 'UNDO' });
    } finally {
      this.restoring = false;
    }
    this.#record = { counted: saved.counted, recorded: saved.recorded };
    this.#undosBefore = saved.undos === undefined ? 0 : saved.undos - saved.undone.length;
    emit(this.#host, 'carpet-new-game', { variant: this.#table.game().variant, seed: saved.seed, restarted: false, resumed: true });
    return true;
  }

  /** A new deal starts with nothing counted. */
  startDeal(): void {
    this.#record = { counted: false, recorded: false };
    this.#undosBefore = 0;
  }

  /** Undos made in this deal, those made before a reload included. */
  undos(context: AnyContext): number {
    return (context.undos ?? 0) + this.#undosBefore;
  }

  /**
   * Keeps the statistics and the saved game in step with the position: a deal counts as played at its
   * first move, and its outcome is recorded once. A finished or untouched deal leaves no save behind.
   * `save` false (a winnable deal still being looked for) keeps the statistics only.
   */
  track(variant: string, context: AnyContext, status: Status, save: boolean): void {
    if (this.restoring) return;
    const record = this.#record;
    if (context.moves.length > 0 && !record.counted) {
      record.counted = true;
      this.#update(variant, (stats) => ({ ...stats, played: stats.played + 1 }));
    }
    if (status !== 'playing' && record.counted && !record.recorded) {
      record.recorded = true;
      const dealDay = dailyDay(context.seed);
      this.#update(variant, (stats) => {
        if (status !== 'won') return { ...stats, streak: 0 };
        const won = { ...stats, won: stats.won + 1, streak: stats.streak + 1, best: Math.max(stats.best, stats.streak + 1) };
        return dealDay ? withDailyWin(won, dealDay, today()) : won;
      });
    }
    if (!this.#slot || this.#host.persist === 'false' || !save) return;
    if (status === 'won' || (context.moves.length === 0 && context.undone.length === 0)) {
      this.#remove(this.#slot);
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
      undos: this.undos(context),
      ...(this.#daily === null ? {} : { daily: this.#daily }),
    };
    const slot = this.#slot;
    writeLater(slot, () => this.#storage.write(slot, JSON.stringify(saved)));
  }

  /** Removes a saved game, and the write of it still waiting for the frame. */
  #remove(slot: string): void {
    cancelWrite(slot);
    this.#storage.remove(slot);
  }

  /** A deal left unfinished for another (new game, restart) breaks the winning streak. */
  abandon(variant: string): void {
    if (this.#record.counted && !this.#record.recorded) this.#update(variant, (stats) => ({ ...stats, streak: 0 }));
    this.#record = { counted: false, recorded: false };
    this.#undosBefore = 0;
  }

  /** A game's statistics on this device (or in memory with `persist="false"`), as they stand today: a missed day has ended the daily streak. */
  stats(variant: string): GameStats {
    return dailyStreakOn(this.#read(variant), today());
  }

  /** The statistics as kept (a daily streak not yet checked against today). */
  #read(variant: string): GameStats {
    if (this.#host.persist === 'false') return this.#memoryStats.get(variant) ?? emptyStats();
    return parseStats(this.#storage.read(statsKey(variant)));
  }

  resetStats(variant: string): void {
    this.#write(variant, emptyStats());
    this.#host.requestUpdate();
  }

  #write(variant: string, stats: GameStats): void {
    if (this.#host.persist === 'false') this.#memoryStats.set(variant, stats);
    else this.#storage.write(statsKey(variant), JSON.stringify(stats));
  }

  #update(variant: string, change: (stats: GameStats) => GameStats): void {
    // From the statistics as kept: yesterday's daily deal won after midnight still extends the streak it continues.
    this.#write(variant, change(this.#read(variant)));
  }
}
