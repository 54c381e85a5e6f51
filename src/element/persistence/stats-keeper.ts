/**
 * Each game's statistics on this device: in localStorage, read afresh at every change (so two tabs that
 * both record add up), or in memory only with `persist="false"`, for as long as the page lives.
 */
import { dailyDay, dailyStreakOn, today, withDailyWin } from './daily.js';
import { type GameStats, type SafeStorage, emptyStats, parseStats, statsKey } from './saved-game.js';

/**
 * A game's statistics once the deal `seed` ended (`status`, not 'playing'): a win adds to the wins and the
 * streak (and, for a daily deal, to the daily streak on its day), and its play `time` (ms) may be the best;
 * a loss ends the streak.
 */
export function withOutcome(
  stats: GameStats,
  seed: string,
  status: 'won' | 'lost',
  time: number | null = null,
): GameStats {
  if (status !== 'won') return { ...stats, streak: 0 };
  const bestTime = time === null ? stats.bestTime : Math.min(time, stats.bestTime ?? time);
  const won = {
    ...stats,
    won: stats.won + 1,
    streak: stats.streak + 1,
    best: Math.max(stats.best, stats.streak + 1),
    bestTime,
  };
  const dealDay = dailyDay(seed);
  return dealDay ? withDailyWin(won, dealDay, today()) : won;
}

export class StatsKeeper {
  /** Statistics when nothing is kept (`persist="false"`), per variant. */
  readonly #memory = new Map<string, GameStats>();

  constructor(
    private readonly storage: SafeStorage,
    private readonly inMemory: () => boolean,
  ) {}

  /** A game's statistics as they stand today: a missed day has ended the daily streak. */
  stats(variant: string): GameStats {
    return dailyStreakOn(this.#read(variant), today());
  }

  reset(variant: string): void {
    this.#write(variant, emptyStats());
  }

  /** Changes a game's statistics as kept (a daily streak not yet checked against today: yesterday's daily deal won after midnight still extends the streak it continues). */
  update(variant: string, change: (stats: GameStats) => GameStats): void {
    this.#write(variant, change(this.#read(variant)));
  }

  #read(variant: string): GameStats {
    if (this.inMemory()) return this.#memory.get(variant) ?? emptyStats();
    return parseStats(this.storage.read(statsKey(variant)));
  }

  #write(variant: string, stats: GameStats): void {
    if (this.inMemory()) this.#memory.set(variant, stats);
    else this.storage.write(statsKey(variant), JSON.stringify(stats));
  }
}
