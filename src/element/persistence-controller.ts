/**
 * What the widget keeps on the device (the `persist` attribute): the game in progress, so a reload
 * resumes it with its undo and redo, and each game's statistics. A deal counts as played at its first
 * move and its outcome is recorded once; a deal left unfinished for another breaks the streak. Storage
 * that fails (private mode, a full quota) is reported once and play goes on; `persist="false"` keeps
 * statistics in memory only. The formats and their checks are in saved-game.ts.
 */
import { type Move, type Status, sameMove } from '../core/types.js';
import { emit } from '../events.js';
import { type GameStats, SAVE_VERSION, type SavedGame, SafeStorage, emptyStats, parseSavedGame, parseStats, saveKey, statsKey } from './saved-game.js';
import type { AnyContext, Table, TableHost } from './table.js';
import { quote } from './text.js';

type PersistHost = TableHost & { persist: string | null };

/**
 * Not a ReactiveController: it needs no lifecycle hook (everything is written when the position changes,
 * so nothing waits for a disconnect), only its host's attribute, events and update.
 */
export class PersistenceController {
  /** True while a saved game is replayed: its moves are neither saved again nor counted. */
  restoring = false;
  readonly #storage: SafeStorage;
  /** Where this deal is saved (null: nowhere, `persist="false"`). */
  #slot: string | null = null;
  /** Whether this deal has been counted as played, and its outcome recorded, in the statistics. */
  #record = { counted: false, recorded: false };
  /** Statistics when nothing is kept (`persist="false"`), per variant. */
  readonly #memoryStats = new Map<string, GameStats>();

  readonly #host: PersistHost;
  readonly #table: Table;

  constructor(host: PersistHost, table: Table) {
    this.#host = host;
    this.#table = table;
    this.#storage = new SafeStorage((message) => table.report('storage-unavailable', message));
  }

  /** Chooses where a deal made from these attributes is saved, and reports a bad `persist`. */
  open(variant: string, seedAttribute: string | null, optionsKey: string): void {
    const { persist } = this.#host;
    this.#slot = persist === 'false' ? null : saveKey(variant, seedAttribute, optionsKey);
    if (persist !== null && !['', 'true', 'false'].includes(persist)) {
      this.#table.report('invalid-attribute', `persist=${quote(persist)} is not "true" or "false"; keeping progress.`);
    }
  }

  /** The game saved in this deal's slot, if any; a damaged one is reported and set aside. */
  savedGame(variant: string, optionsKey: string): SavedGame | null {
    if (!this.#slot) return null;
    const text = this.#storage.read(this.#slot);
    if (text === null) return null;
    const saved = parseSavedGame(text, variant, optionsKey);
    if (typeof saved !== 'string') return saved;
    this.#table.report('invalid-save', `the saved game could not be resumed: ${saved}. Dealing afresh.`);
    this.#storage.remove(this.#slot);
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
          this.#table.report('invalid-save', `the saved game could not be resumed: move ${move.from} to ${move.to} is not legal in that deal. Dealing afresh.`);
          this.#storage.remove(this.#slot!);
          return false;
        }
        send({ type: 'PLAY', move });
      }
      for (let i = 0; i < saved.undone.length; i++) send({ type: 'UNDO' });
    } finally {
      this.restoring = false;
    }
    this.#record = { counted: saved.counted, recorded: saved.recorded };
    emit(this.#host, 'carpet-new-game', { variant: this.#table.game().variant, seed: saved.seed, restarted: false, resumed: true });
    return true;
  }

  /** A new deal starts with nothing counted. */
  startDeal(): void {
    this.#record = { counted: false, recorded: false };
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
      this.#update(variant, (stats) =>
        status === 'won' ? { ...stats, won: stats.won + 1, streak: stats.streak + 1, best: Math.max(stats.best, stats.streak + 1) } : { ...stats, streak: 0 },
      );
    }
    if (!this.#slot || this.#host.persist === 'false' || !save) return;
    if (status === 'won' || (context.moves.length === 0 && context.undone.length === 0)) {
      this.#storage.remove(this.#slot);
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
    this.#storage.write(this.#slot, JSON.stringify(saved));
  }

  /** A deal left unfinished for another (new game, restart) breaks the winning streak. */
  abandon(variant: string): void {
    if (this.#record.counted && !this.#record.recorded) this.#update(variant, (stats) => ({ ...stats, streak: 0 }));
    this.#record = { counted: false, recorded: false };
  }

  /** A game's statistics on this device (or in memory with `persist="false"`). */
  stats(variant: string): GameStats {
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
    this.#write(variant, change(this.stats(variant)));
  }
}
