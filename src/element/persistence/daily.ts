/**
 * The daily deal: `seed="daily"` deals `daily-YYYY-MM-DD` of the reader's local date, the same deal for
 * every reader that day, and the daily streak counts the days in a row with a daily deal won. Pure date
 * arithmetic over plain values; the only clock is `clock`, which tests replace.
 */
import type { GameStats } from './saved-game.js';

/** The seed attribute's value that asks for the daily deal. */
export const DAILY = 'daily';

/** Where "now" comes from: tests replace `clock.now` to move across a midnight. */
export const clock = { now: (): Date => new Date() };

/** Longest wait between two looks at the date, so a computer that slept past midnight is caught up within the hour. */
const MAX_WAIT = 60 * 60 * 1000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The local calendar date of `date`, as 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The daily deal's seed for the local date of `date`: `daily-YYYY-MM-DD`. */
export const dailySeed = (date: Date): string => `daily-${localDay(date)}`;

/** The seed of today's daily deal, by `clock`. */
export const todaysSeed = (): string => dailySeed(clock.now());

/** Today's local date by `clock`, as 'YYYY-MM-DD'. */
export const today = (): string => localDay(clock.now());

/** Whether `text` is a real calendar date written 'YYYY-MM-DD'. */
export function isDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The date a daily seed deals, 'YYYY-MM-DD', also for the later candidates of a `winnable` search
 * (`daily-2026-12-01~3`); null for any other seed.
 */
export function dailyDay(seed: string): string | null {
  const match = /^daily-(\d{4}-\d{2}-\d{2})(?:~\d+)?$/.exec(seed);
  return match && isDay(match[1]) ? match[1] : null;
}

/** Calendar days from `from` to `to` (both 'YYYY-MM-DD'): 1 for the next day, negative for earlier. */
export function daysBetween(from: string, to: string): number {
  const number = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return Date.UTC(year, month - 1, date) / 86_400_000;
  };
  return Math.round(number(to) - number(from));
}

/** Milliseconds from `date` to the next local midnight (a day with a clock change is 23 or 25 hours long). */
export function msToMidnight(date: Date): number {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
  return next.getTime() - date.getTime();
}

/** How long to wait before looking at the date again: until the next midnight by `clock`, at most an hour. */
export const nextLook = (): number => Math.max(1, Math.min(msToMidnight(clock.now()), MAX_WAIT));

/**
 * The statistics as they stand on `day`: a daily streak whose last win is older than yesterday was
 * broken by a missed day, and reads 0 (the last win's date is kept, so the next win starts afresh).
 */
export function dailyStreakOn(stats: GameStats, day: string): GameStats {
  if (stats.lastDailyWin === null || stats.dailyStreak === 0 || daysBetween(stats.lastDailyWin, day) <= 1) return stats;
  return { ...stats, dailyStreak: 0 };
}

/**
 * The statistics after the daily deal of `dealDay` was won on `day`. It counts when it is the deal of
 * today or of yesterday (a game begun before midnight), once per date: the day after the last daily win
 * extends the streak, a later one starts it again at 1. An older deal, or a date already counted, changes
 * nothing.
 */
export function withDailyWin(stats: GameStats, dealDay: string, day: string): GameStats {
  const age = daysBetween(dealDay, day);
  if (age < 0 || age > 1) return stats;
  const last = stats.lastDailyWin;
  if (last !== null && daysBetween(last, dealDay) <= 0) return stats;
  const dailyStreak = last !== null && daysBetween(last, dealDay) === 1 ? stats.dailyStreak + 1 : 1;
  return { ...stats, dailyStreak, dailyBest: Math.max(stats.dailyBest, dailyStreak), lastDailyWin: dealDay };
}
