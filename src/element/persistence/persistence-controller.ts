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
 *
 * One game across tabs (shared-slot.ts): the slot is shared by the tabs of the site and the widgets of
 * the page that show the same deal. A widget with no change of its own since it last read or wrote the
 * slot follows a newer game saved there, without a reload. A widget with changes of its own never writes
 * over a newer game: it keeps its own on the table and says that the game went on elsewhere, offering to
 * load that game or to keep this one (`elsewhere`). A finished deal is counted once, whichever tab
 * finishes it.
 */
import type { ReactiveController } from 'lit';
import { type Move, type Status, sameMove } from '../../core/types.js';
import { type CarpetErrorCode, emit } from '../../events.js';
import type { ErrorWords } from '../../i18n/error-words.js';
import {
  type GameStats,
  type SavedGame,
  SafeStorage,
  parseSavedGame,
  playOf,
  saveKey,
  savedGameOf,
  savedGameText,
} from './saved-game.js';
import { reportInLanguage } from '../host/report-words.js';
import { type Newer, SharedSlot, stampOf } from './shared-slot.js';
import { StatsKeeper, withOutcome } from './stats-keeper.js';
import type { AnyContext, Table, TableHost } from '../host/host.js';
import { quote } from '../../i18n/text.js';
import { flushAll, flushWrite, writeLater } from './write-later.js';

/** What the saved game reads of the table, and how it speaks: it never plays a move itself (a replay goes through its Replayer). */
export type PersistenceTable = Pick<
  Table,
  'announce' | 'context' | 'dealt' | 'game' | 'legalMoves' | 'report' | 'words'
>;

type PersistHost = TableHost & { persist: string | null };
type ReplayEvent = { type: 'PLAY'; move: Move } | { type: 'UNDO' };

/** How a saved game is put on the table: its seed dealt (`deal`), then its moves sent to the statechart (`send`). */
export interface Replayer {
  deal: (seed: string) => void;
  send: (event: ReplayEvent) => void;
}

/** The play clock, as the saved game keeps it (host/clock-controller.ts). */
export interface PlayClock {
  elapsed(): number;
  restore(ms: number): void;
}

/** A ReactiveController for two hooks: the slot is listened to while connected, and a game not yet written is written when the element leaves the page. */
export class PersistenceController implements ReactiveController {
  /** True while a saved game is replayed: its moves are neither saved again nor counted. */
  restoring = false;
  /** The newer game saved in this slot elsewhere (another tab, another widget) while this one had changes of its own; null when none. */
  elsewhere: SavedGame | null = null;
  readonly #storage: SafeStorage;
  readonly #stats: StatsKeeper;
  /** Where this deal is saved (null: nowhere, `persist="false"`). */
  #slot: SharedSlot | null = null;
  /** This widget's game as last tracked (null: nothing to keep, an untouched deal), written by "keep this one". */
  #mine: SavedGame | null = null;
  #connected = false;
  /** Whether this deal has been counted as played, and its outcome recorded, in the statistics. */
  #record = { counted: false, recorded: false };
  /** With `seed="daily"`: the daily seed the slot is opened for (a save of another day is not resumed). */
  #daily: string | null = null;
  /** Undos made before the last reload that the replayed history does not show (the context counts only the undone moves replayed). */
  #undosBefore = 0;

  readonly #host: PersistHost;
  readonly #table: PersistenceTable;
  /** Puts a game followed from elsewhere on the table (null: this host does not follow). */
  readonly #replayer: Replayer | null;
  /** The play clock whose time is saved with the game (null: no time kept). */
  readonly #clock: PlayClock | null;

  constructor(
    host: PersistHost,
    table: PersistenceTable,
    replayer: Replayer | null = null,
    clock: PlayClock | null = null,
  ) {
    this.#host = host;
    this.#table = table;
    this.#replayer = replayer;
    this.#clock = clock;
    this.#storage = new SafeStorage((what, reason) =>
      this.#report('storage-unavailable', (errors) => errors.storageUnavailable(what, reason)),
    );
    this.#stats = new StatsKeeper(this.#storage, () => this.#host.persist === 'false');
    host.addController(this);
  }

  hostConnected(): void {
    this.#connected = true;
    this.#slot?.watch(true);
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.flush();
    this.#slot?.watch(false);
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
    if (this.#slot) {
      // The game in the slot left is written there first, as it stands.
      flushWrite(this.#slot.key);
      this.#slot.watch(false);
    }
    this.#slot =
      persist === 'false'
        ? null
        : new SharedSlot(saveKey(variant, seedAttribute, optionsKey), this.#storage, this.#playable, this.#heard);
    // Listened to once this task has read the slot: in Chromium, a page's first storage listener before its first
    // read cost a fresh tab's first render about 6 ms more at 4x CPU throttling. No other tab's change can be
    // missed, since a storage event is a task of its own, which runs after this one's microtasks.
    const slot = this.#slot;
    queueMicrotask(() => this.#slot === slot && slot?.watch(this.#connected));
    this.#mine = null;
    this.elsewhere = null;
    if (persist !== null && !['', 'true', 'false'].includes(persist)) {
      this.#report('invalid-attribute', (errors) => errors.persistInvalid(quote(persist)));
    }
  }

  /** The game in a save's text, when it is one of this game and options (and with `seed="daily"`, of this day). */
  readonly #playable = (text: string): SavedGame | null => {
    const saved = parseSavedGame(text, this.#table.game().variant, JSON.stringify(this.#table.context().options));
    return 'seed' in saved && (this.#daily === null || saved.daily === this.#daily) ? saved : null;
  };

  /** The game saved in this deal's slot, if any; a damaged one is reported and set aside. */
  savedGame(variant: string, optionsKey: string): SavedGame | null {
    const slot = this.#slot;
    if (!slot) return null;
    flushWrite(slot.key);
    slot.know(null, null);
    const text = slot.read();
    if (text === null) return null;
    const saved = parseSavedGame(text, variant, optionsKey);
    if ('seed' in saved && ((this.#daily !== null && saved.daily !== this.#daily) || saved.won)) {
      // Another day's game under seed="daily" (today's deal is dealt instead), or a game won: the seed is dealt afresh.
      slot.remove();
      return null;
    }
    if ('seed' in saved) {
      slot.know(stampOf(text), saved);
      return saved;
    }
    this.#report('invalid-save', (errors) => errors.invalidSave(saved));
    slot.remove();
    return null;
  }

  /**
   * Replays a saved game, dealt by `deal`: its moves, then its undone moves undone again so that redo
   * works as before the reload. A move the rules refuse means the save is damaged: false, and the caller
   * deals afresh.
   */
  resume(saved: SavedGame, deal: (seed: string) => void, send: (event: ReplayEvent) => void): boolean {
    const refused = this.#replay(saved, { deal, send });
    if (refused) {
      this.#report('invalid-save', (errors) =>
        errors.invalidSave({ key: 'illegal-move', from: refused.from, to: refused.to }),
      );
      this.#slot?.remove();
      return false;
    }
    emit(this.#host, 'carpet-new-game', {
      variant: this.#table.game().variant,
      seed: saved.seed,
      restarted: false,
      resumed: true,
    });
    return true;
  }

  /** Puts `saved` on the table; the first move the rules refuse, if any (the table then holds a part of it). */
  #replay(saved: SavedGame, { deal, send }: Replayer): Move | null {
    this.restoring = true;
    try {
      deal(saved.seed);
      const replay = [...saved.moves, ...[...saved.undone].reverse()];
      for (const move of replay) {
        if (!this.#table.legalMoves().some((m) => sameMove(m, move))) return move;
        send({ type: 'PLAY', move });
      }
      for (let i = 0; i < saved.undone.length; i++) send({ type: 'UNDO' });
    } finally {
      this.restoring = false;
    }
    this.#clock?.restore(saved.time ?? 0);
    this.#record = { counted: saved.counted, recorded: saved.recorded };
    this.#undosBefore = saved.undos === undefined ? 0 : saved.undos - saved.undone.length;
    this.#mine = saved;
    return null;
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
   * first move, and its outcome is recorded once. An untouched deal leaves no save behind; a won one is
   * kept (marked won) for the tabs that follow it, and not resumed by a reload.
   * `save` false (a winnable deal still being looked for) keeps the statistics only.
   */
  track(variant: string, context: AnyContext, status: Status, save: boolean): void {
    if (this.restoring) return;
    this.#count(variant, context, status);
    if (!this.#slot || this.#host.persist === 'false' || !save) return;
    const untouched = context.moves.length === 0 && context.undone.length === 0;
    const mine = untouched
      ? null
      : savedGameOf(variant, context, {
          ...this.#record,
          undos: this.undos(context),
          daily: this.#daily,
          won: status === 'won',
          time: this.#time(),
        });
    this.#mine = mine;
    const slot = this.#slot;
    writeLater(slot.key, this, () => this.#commit(slot, mine));
  }

  /**
   * Counts the deal as played at its first move and records its outcome, once: not again when another tab
   * or widget saved this deal with it counted there. An outcome recorded here for a deal saved further
   * elsewhere is marked on that save, so the tab that saved it does not record it again.
   */
  #count(variant: string, context: AnyContext, status: Status): void {
    const record = this.#record;
    if (context.moves.length > 0 && !record.counted) {
      record.counted = true;
      if (!this.#newerSaveOf(context.seed)?.counted)
        this.#stats.update(variant, (stats) => ({ ...stats, played: stats.played + 1 }));
    }
    if (status !== 'playing' && record.counted && !record.recorded) {
      record.recorded = true;
      const newer = this.#newerSaveOf(context.seed);
      if (newer?.recorded) return;
      this.#stats.update(variant, (stats) => withOutcome(stats, context.seed, status, this.#time() ?? null));
      if (newer) this.#markRecorded(newer);
    }
  }

  /** The clock's time in whole ms (undefined: no clock). */
  #time(): number | undefined {
    return this.#clock ? Math.round(this.#clock.elapsed()) : undefined;
  }

  /**
   * Writes the clock's time as it stands (the page is hidden or left) into the game the slot holds, when
   * that is this widget's game: only the time changes, never the game. A won game is not written (its
   * clock stopped at the win, whose save has its time); nor is a game the slot no longer holds: another
   * tab that removed it (a reload after the win, a new deal) or replaced it is not undone when this tab
   * is hidden or left.
   */
  saveTime(): void {
    const slot = this.#slot;
    if (!slot || this.#host.persist === 'false' || this.restoring) return;
    flushWrite(slot.key);
    const mine = this.#mine;
    if (!mine || mine.won || this.elsewhere) return;
    const text = slot.read();
    const held = text === null ? null : this.#playable(text);
    if (!held || playOf(held) !== playOf(mine)) return;
    this.#mine = { ...mine, time: this.#time() };
    this.#commit(slot, this.#mine);
  }

  /** The game in the slot when another tab or widget saved this deal (`seed`) there since this one last read or wrote it. */
  #newerSaveOf(seed: string): SavedGame | null {
    const saved = this.#slot?.newer()?.game;
    return saved?.seed === seed ? saved : null;
  }

  /** Marks the game saved elsewhere as counted and recorded (a generation on, so its tab hears of it), this widget staying behind it. */
  #markRecorded(newer: SavedGame): void {
    this.#slot?.putForAnother({ ...newer, counted: true, recorded: true });
  }

  /**
   * Writes this widget's game (null: removes it), after its frame, unless another tab or widget saved a
   * newer game in the slot since this one last read or wrote it: then this widget has fallen behind.
   */
  #commit(slot: SharedSlot, mine: SavedGame | null): void {
    if (slot !== this.#slot || this.elsewhere) return;
    const { known } = slot;
    if (mine ? savedGameText(mine) === known.game : known.game === null) return;
    // A save this widget cannot play (damaged, or another day's daily deal) is not worth keeping over this game.
    const newer = slot.newer()?.game;
    if (newer) {
      const play = playOf(newer);
      if (play !== known.play && play !== (mine && playOf(mine))) return this.#fallBehind(newer);
      // Only its statistics' marks changed, or it is this very game: take up its marks, and write on.
      this.#adoptMarks(newer);
      if (mine) mine = this.#mine = { ...mine, ...this.#record };
    }
    slot.put(mine);
  }

  /** A deal counted or recorded in another tab is so here too. */
  #adoptMarks(saved: SavedGame): void {
    this.#record = {
      counted: this.#record.counted || saved.counted,
      recorded: this.#record.recorded || saved.recorded,
    };
  }

  #fallBehind(newer: SavedGame): void {
    const first = this.elsewhere === null;
    this.elsewhere = newer;
    this.#host.requestUpdate();
    if (first) this.#table.announce(this.#table.words().ui.elsewhere(newer.moves.length));
  }

  /** The slot changed in another tab or widget: follow the newer game, or fall behind it when this one has changes of its own. */
  readonly #heard = (): void => {
    const slot = this.#slot;
    if (!slot || !this.#table.dealt()) return;
    // A change of this widget's own waiting for its frame is written now, or finds that it has fallen behind.
    flushWrite(slot.key);
    const text = slot.read();
    if (text === null) {
      // Emptied elsewhere (a new deal there, or the storage cleared): nothing newer to follow; this game is kept from its next change.
      slot.know(null, null);
      if (this.elsewhere) {
        this.elsewhere = null;
        this.#host.requestUpdate();
        slot.put(this.#mine);
      }
      return;
    }
    const newer = slot.newer();
    if (!newer) return;
    // Written beside this widget's last save, not on it (a tab that had not yet heard of it): this game is not given up unasked.
    if (this.elsewhere || !slot.builtOnMine(newer)) this.#fallBehind(newer.game);
    else this.#follow(slot, newer);
  };

  /** Puts the newer game saved elsewhere on the table, in place of this one; this one comes back if the rules refuse it. */
  #follow(slot: SharedSlot, { game: newer, stamp }: Newer): void {
    const replayer = this.#replayer;
    if (!replayer) return;
    slot.know(stamp, newer);
    this.elsewhere = null;
    this.#host.requestUpdate();
    const mine = this.#mine;
    if (mine && playOf(mine) === playOf(newer)) {
      // The same game, its statistics' marks aside: nothing to replay.
      this.#adoptMarks(newer);
      this.#mine = { ...mine, ...this.#record };
      return;
    }
    const { seed } = this.#table.context();
    const refused = this.#replay(newer, replayer);
    if (refused) {
      this.#report('invalid-save', (errors) =>
        errors.invalidSave({ key: 'illegal-move', from: refused.from, to: refused.to }),
      );
      this.#replay(mine ?? { ...newer, seed, moves: [], undone: [], counted: false, recorded: false }, replayer);
      this.#mine = mine;
      return;
    }
    emit(this.#host, 'carpet-new-game', {
      variant: this.#table.game().variant,
      seed: newer.seed,
      restarted: false,
      resumed: true,
    });
    this.#table.announce(this.#table.words().ui.followed(newer.moves.length));
  }

  /** "Load it": the game saved elsewhere replaces this one on the table. */
  loadElsewhere(): void {
    const slot = this.#slot;
    const newer = this.elsewhere && slot?.newer();
    this.elsewhere = null;
    if (slot && newer) this.#follow(slot, newer);
  }

  /** "Keep this one": this widget's game is saved in place of the one saved elsewhere. */
  keepMine(): void {
    const slot = this.#slot;
    if (!slot || !this.elsewhere) return;
    this.elsewhere = null;
    this.#host.requestUpdate();
    slot.put(this.#mine);
    this.#table.announce(this.#table.words().ui.keptMine);
  }

  /** A deal left unfinished for another (new game, restart) breaks the winning streak. */
  abandon(variant: string): void {
    if (this.#record.counted && !this.#record.recorded)
      this.#stats.update(variant, (stats) => ({ ...stats, streak: 0 }));
    this.#record = { counted: false, recorded: false };
    this.#undosBefore = 0;
  }

  /** A game's statistics on this device (or in memory with `persist="false"`), as they stand today: a missed day has ended the daily streak. */
  stats(variant: string): GameStats {
    return this.#stats.stats(variant);
  }

  resetStats(variant: string): void {
    this.#stats.reset(variant);
    this.#host.requestUpdate();
  }
}
