/**
 * The panels a player opens (the keys, this game's statistics): drawn only once opened, so they come
 * with the solver's side after the first frame (element/later.ts).
 */
import { type TemplateResult, html } from 'lit';
import type { KeyLine, UiWords } from '../../i18n/ui-words.js';
import type { GameStats } from '../host/host.js';
import { clockTime } from '../../i18n/text.js';

/**
 * How to play without a mouse: by touch, shown where a touch screen is (any-pointer: coarse), and by the
 * keys, left out where touch is the only pointer (src/styles/panels.ts). One panel, opened by the More
 * menu's Keys item (named "How to play" where touch is the only pointer).
 */
export function renderHelp(ui: UiWords): TemplateResult {
  const lines = (list: readonly KeyLine[]) =>
    html`<dl>
      ${list.map(
        ({ keys, does }) =>
          html`<div class="key">
            <dt>${keys}</dt>
            <dd>${does}</dd>
          </div>`,
      )}
    </dl>`;
  return html`<div class="help" id="help" part="help">
    <section class="touch-help" aria-labelledby="touch-help-title">
      <p class="help-title" id="touch-help-title">${ui.touchLabel}</p>
      ${lines(ui.touchLines)}
    </section>
    <section class="keys-help" aria-label=${ui.keysLabel}>${lines(ui.keyLines)}</section>
  </div>`;
}

/** The small statistics panel: this game's record on this device, the daily deal's streak of days, and the fastest win. */
export function renderStats(
  title: string,
  { played, won, streak, best, dailyStreak, dailyBest, bestTime }: GameStats,
  reset: () => void,
  ui: UiWords,
): TemplateResult {
  const rate = played > 0 ? Math.round((won / played) * 100) : 0;
  const entry = (label: string, value: string) =>
    html`<div class="stat">
      <dt>${label}</dt>
      <dd>${value}</dd>
    </div>`;
  const number = (count: number) => ui.number(count);
  return html`<section class="stats" id="stats" part="stats" aria-label=${ui.statsLabel(title)}>
    <dl>
      ${entry(ui.played, number(played))} ${entry(ui.won, played > 0 ? ui.wonShare(won, rate) : number(won))} ${entry(ui.streak, number(streak))}
      ${entry(ui.bestStreak, number(best))} ${entry(ui.dailyStreak, dailyBest > dailyStreak ? ui.withBest(dailyStreak, dailyBest) : number(dailyStreak))}
      ${entry(ui.bestTime, bestTime === null ? '–' : clockTime(bestTime))}
    </dl>
    <button class="reset-stats" @click=${reset} ?disabled=${played === 0}>${ui.resetStats}</button>
  </section>`;
}
