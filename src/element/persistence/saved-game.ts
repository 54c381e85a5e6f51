/**
 * Saved games and statistics in localStorage. A saved game is the deal (variant, seed, options) plus the
 * moves played and undone: replaying them through the rules rebuilds the exact position and its undo
 * history, and a move the rules refuse exposes a corrupted save instead of showing an impossible table.
 */
import type { SaveProblem } from '../../core/problems.js';
import { createRandom } from '../../core/random.js';
import { type Move, isMoveShape } from '../../core/types.js';
import { isDay } from './daily.js';

/** Bumped when the saved shape changes; a save from another version is refused, never misread. */
export const SAVE_VERSION = 1;
const PREFIX = 'carpet-solitaire';

export interface SavedGame {
  version: number;
  variant: string;
  /** The seed dealt (which may differ from the seed attribute: a new game, or a `winnable` search). */
  seed: string;
  /** The game's options, as the key they were dealt with. */
  options: string;
  moves: Move[];
  undone: Move[];
  /** Whether this deal has already been counted as played (and its outcome recorded) in the statistics. */
  counted: boolean;
  recorded: boolean;
  /** Undos made in this deal, undone moves included (absent in older saves: counted from the undone moves). */
  undos?: number;
  /** With `seed="daily"`: the daily deal's seed the slot was opened for; a save of another day is not resumed. */
  daily?: string;
  /** The game was won: kept for the tabs that follow it (shared-slot.ts), never resumed by a reload. */
  won?: boolean;
  /** Play time in ms, as the clock measured it (host/clock-controller.ts); absent in older saves. */
  time?: number;
}

/**
 * The save of a deal being played: its seed, options, moves and moves undone as the statechart holds them,
 * whether it was counted and recorded in the statistics, its undos, the day of a daily deal, and whether it
 * was won.
 */
export function savedGameOf(
  variant: string,
  context: { seed: string; options: unknown; moves: readonly Move[]; undone: readonly Move[] },
  marks: { counted: boolean; recorded: boolean; undos: number; daily: string | null; won: boolean; time?: number },
): SavedGame {
  return {
    version: SAVE_VERSION,
    variant,
    seed: context.seed,
    options: JSON.stringify(context.options),
    moves: [...context.moves],
    undone: [...context.undone],
    counted: marks.counted,
    recorded: marks.recorded,
    undos: marks.undos,
    ...(marks.daily === null ? {} : { daily: marks.daily }),
    ...(marks.won ? { won: true } : {}),
    ...(marks.time === undefined ? {} : { time: marks.time }),
  };
}

export interface GameStats {
  played: number;
  won: number;
  /** Games won in a row, up to now. */
  streak: number;
  /** The longest such run. */
  best: number;
  /** Days in a row with the daily deal won, up to the last daily win (0 once a day was missed). */
  dailyStreak: number;
  /** The longest such run of days. */
  dailyBest: number;
  /** The date of the last daily deal won, 'YYYY-MM-DD' (null: none yet). */
  lastDailyWin: string | null;
  /** The fastest win's play time in ms (null: none yet, or won before there was a clock). */
  bestTime: number | null;
}

export const emptyStats = (): GameStats => ({
  played: 0,
  won: 0,
  streak: 0,
  best: 0,
  dailyStreak: 0,
  dailyBest: 0,
  lastDailyWin: null,
  bestTime: null,
});

/**
 * Where a game is saved: one slot per variant, seed attribute and options, so two widgets with different
 * seeds on one page keep separate games. A widget without a seed has one slot (its latest random deal).
 */
export function saveKey(variant: string, seedAttribute: string | null, options: string): string {
  return `${PREFIX}/v${SAVE_VERSION}/game/${variant}/${seedAttribute ? seedSlot(seedAttribute) : 'random'}/${options}`;
}

/** A long seed is keyed by a digest, so a 1 MB seed does not make a 1 MB key. */
function seedSlot(seed: string): string {
  if (seed.length <= 100) return `seed:${seed}`;
  const random = createRandom(`save-key/${seed}`);
  return `seed-digest:${[0, 1, 2, 3].map(() => random.nextUint32().toString(16).padStart(8, '0')).join('')}`;
}

export const statsKey = (variant: string): string => `${PREFIX}/v${SAVE_VERSION}/stats/${variant}`;

export type { SaveProblem };

/** Reads a saved game for `variant` and `options`, or says why the text is not one (a SaveProblem). */
export function parseSavedGame(text: string, variant: string, options: string): SavedGame | SaveProblem {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { key: 'not-json' };
  }
  if (!isRecord(data)) return { key: 'not-a-save' };
  if (data.version !== SAVE_VERSION)
    return { key: 'other-version', found: describe(data.version), version: SAVE_VERSION };
  if (data.variant !== variant) return { key: 'other-game', found: describe(data.variant), variant };
  if (data.options !== options) return { key: 'other-options' };
  if (typeof data.seed !== 'string' || data.seed === '') return { key: 'no-seed' };
  if (!isMoveList(data.moves) || !isMoveList(data.undone)) return { key: 'damaged-moves' };
  return {
    version: SAVE_VERSION,
    variant,
    seed: data.seed,
    options,
    moves: data.moves.map(cleanMove),
    undone: data.undone.map(cleanMove),
    counted: data.counted === true,
    recorded: data.recorded === true,
    ...(Number.isSafeInteger(data.undos) && (data.undos as number) >= data.undone.length
      ? { undos: data.undos as number }
      : {}),
    ...(typeof data.daily === 'string' ? { daily: data.daily } : {}),
    ...(data.won === true ? { won: true } : {}),
    ...(isCount(data.time) ? { time: data.time } : {}),
  };
}

/** A saved game's play alone: the deal and its moves, without the statistics' marks. */
export const playOf = (game: SavedGame): string =>
  JSON.stringify([game.seed, game.moves.map(cleanMove), game.undone.map(cleanMove)]);

/**
 * A saved game as the widget writes it, with the stamp it is saved with (shared-slot.ts): always the
 * same text for the same game, so that a widget can tell a change of its game from none.
 */
export function savedGameText(game: SavedGame, stamp?: { generation: number; line: readonly string[] }): string {
  const {
    version,
    variant,
    seed,
    options,
    moves,
    undone,
    counted,
    recorded,
    undos = undone.length,
    daily,
    won,
    time,
  } = game;
  const { generation, line } = stamp ?? {};
  return JSON.stringify({
    version,
    variant,
    seed,
    options,
    moves: moves.map(cleanMove),
    undone: undone.map(cleanMove),
    counted,
    recorded,
    undos,
    daily,
    won,
    time,
    generation,
    line,
  });
}

/**
 * Statistics as stored; anything damaged counts from zero rather than showing nonsense, and the daily
 * fields of statistics saved before there was a daily deal read as none.
 */
export function parseStats(text: string | null): GameStats {
  if (text === null) return emptyStats();
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data)) return emptyStats();
    const count = (value: unknown) => (isCount(value) ? value : 0);
    const stats: GameStats = {
      played: count(data.played),
      won: count(data.won),
      streak: count(data.streak),
      best: count(data.best),
      dailyStreak: count(data.dailyStreak),
      dailyBest: count(data.dailyBest),
      lastDailyWin: isDay(data.lastDailyWin) ? data.lastDailyWin : null,
      bestTime: isCount(data.bestTime) ? data.bestTime : null,
    };
    // Keep the counts consistent with each other, whatever was stored.
    stats.won = Math.min(stats.won, stats.played);
    stats.streak = Math.min(stats.streak, stats.won);
    stats.best = Math.max(Math.min(stats.best, stats.won), stats.streak);
    stats.dailyStreak = stats.lastDailyWin === null ? 0 : Math.min(stats.dailyStreak, stats.won);
    stats.dailyBest = Math.max(Math.min(stats.dailyBest, stats.won), stats.dailyStreak);
    if (stats.won === 0) stats.bestTime = null;
    return stats;
  } catch {
    return emptyStats();
  }
}

/**
 * localStorage that never throws: private modes, full quotas and sandboxed frames turn every call into
 * a quiet failure, reported once through `onProblem`, and the game goes on in memory.
 */
export class SafeStorage {
  private reported = false;

  constructor(private readonly onProblem: (what: 'read' | 'save', reason: string) => void) {}

  read(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch (error) {
      this.fail('read', error);
      return null;
    }
  }

  write(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch (error) {
      this.fail('save', error);
    }
  }

  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch (error) {
      this.fail('save', error);
    }
  }

  private fail(what: 'read' | 'save', error: unknown): void {
    if (this.reported) return;
    this.reported = true;
    this.onProblem(what, error instanceof Error ? error.message : String(error));
  }
}

/** A non-negative safe integer: a count, or a time in ms. */
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A plain object (not null, not an array): what a stored record must be before its fields are read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMoveList = (value: unknown): value is Move[] =>
  Array.isArray(value) && value.length <= 10_000 && value.every(isMoveShape);

const cleanMove = (move: Move): Move =>
  move.count === undefined ? { from: move.from, to: move.to } : { from: move.from, to: move.to, count: move.count };

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
