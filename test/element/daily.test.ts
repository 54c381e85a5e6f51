import '../support/clean-storage.js';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { solve } from '../../src/search/search.js';
import type { Move } from '../../src/core/types.js';
import {
  dailyDay,
  dailySeed,
  dailyStreakOn,
  daysBetween,
  isDay,
  localDay,
  msToMidnight,
  nextLook,
  withDailyWin,
} from '../../src/element/persistence/daily.js';
import { type GameStats, emptyStats, parseStats, saveKey, statsKey } from '../../src/element/persistence/saved-game.js';
import type { CarpetNewGameDetail } from '../../src/events.js';
import { deal } from '../../src/games/carpet/rules.js';
import { carpetSolver } from '../../src/games/carpet/solver.js';

const RealDate = Date;

/**
 * The clock stands still at `date`: `new Date()` and `Date.now()` say that time, for the page's every
 * module (the element reads the date so, from the source or from the drop-in build alike); timers still
 * run in real time.
 */
function freeze(date: Date): void {
  const frozen = date.getTime();
  globalThis.Date = class extends RealDate {
    constructor(...args: unknown[]) {
      // @ts-expect-error: Date's constructor takes one of several argument lists; these are the caller's own.
      super(...(args.length === 0 ? [frozen] : args));
    }
    static override now(): number {
      return frozen;
    }
  } as DateConstructor;
}

/**
 * 50 ms before midnight: the element's timer fires in 50 ms (real time), finds the clock still before
 * midnight and looks again 50 ms later, until the test moves the clock past midnight with `freeze`.
 */
const justBeforeMidnight = () => freeze(december(1, 23, 59, 59, 950));
const afterMidnight = () => freeze(december(2, 0, 0, 0, 5));

/** Noon of a day of December 2026, local time. */
const december = (day: number, hours = 12, minutes = 0, seconds = 0, ms = 0) =>
  new Date(2026, 11, day, hours, minutes, seconds, ms);

async function dailyWidget(
  parent: HTMLElement,
  extra: Record<string, string> = {},
): Promise<{ el: CarpetSolitaire; dealt: CarpetNewGameDetail[] }> {
  const el = document.createElement('carpet-solitaire');
  el.setAttribute('seed', 'daily');
  for (const [name, value] of Object.entries(extra)) el.setAttribute(name, value);
  const dealt: CarpetNewGameDetail[] = [];
  el.addEventListener('carpet-new-game', (event) => dealt.push(event.detail));
  parent.append(el);
  await el.updateComplete;
  return { el, dealt };
}

/** A winning line of a Carpet deal, found by the solver (every December 2026 daily deal has one, in milliseconds). */
function winningLine(seed: string): Move[] {
  const { line } = solve(carpetSolver.problem, deal(seed, { fill: 'auto' }), carpetSolver.budget);
  if (!line) throw new Error(`test setup: ${seed} is not solved`);
  return line;
}

function playAll(el: CarpetSolitaire, moves: readonly Move[]): void {
  for (const move of moves) expect(el.play(move), `${move.from} to ${move.to}`).to.equal(true);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  globalThis.Date = RealDate;
});

describe('daily.ts: the seed of a date', () => {
  it('is daily-YYYY-MM-DD of the local date, up to the last millisecond before midnight', () => {
    expect(dailySeed(december(1))).to.equal('daily-2026-12-01');
    expect(dailySeed(december(1, 0, 0, 0, 0))).to.equal('daily-2026-12-01');
    expect(dailySeed(december(1, 23, 59, 59, 999))).to.equal('daily-2026-12-01');
    expect(dailySeed(december(2, 0, 0, 0, 0))).to.equal('daily-2026-12-02');
    expect(dailySeed(new Date(2026, 11, 31, 23, 59, 59, 999))).to.equal('daily-2026-12-31');
    expect(dailySeed(new Date(2027, 0, 1, 0, 0, 0, 0))).to.equal('daily-2027-01-01');
    expect(dailySeed(new Date(2028, 1, 29, 8))).to.equal('daily-2028-02-29');
    expect(localDay(new Date(987, 2, 5))).to.equal('0987-03-05');
  });

  it('the delay to the next local midnight', () => {
    expect(msToMidnight(december(1, 23, 59, 59, 900))).to.equal(100);
    expect(msToMidnight(december(1, 23, 59, 59, 999))).to.equal(1);
    const midnight = december(2, 0, 0, 0, 0);
    const next = new Date(2026, 11, 3);
    expect(msToMidnight(midnight)).to.equal(next.getTime() - midnight.getTime());
    freeze(december(1, 23, 59, 59, 700));
    expect(nextLook()).to.equal(300);
    freeze(december(1, 9));
    expect(nextLook(), 'at most an hour, so a computer that slept is caught up').to.equal(3_600_000);
  });

  it('reads a daily seed back to its date, and nothing else', () => {
    expect(dailyDay('daily-2026-12-01')).to.equal('2026-12-01');
    expect(dailyDay('daily-2026-12-01~3'), "a winnable search's later candidate").to.equal('2026-12-01');
    for (const seed of [
      'daily',
      'daily-2026-02-30',
      'daily-2026-12-1',
      'Daily-2026-12-01',
      'daily-2026-12-01x',
      '42',
      '',
    ]) {
      expect(dailyDay(seed), seed).to.equal(null);
    }
    expect(isDay('2028-02-29')).to.equal(true);
    expect(isDay('2027-02-29')).to.equal(false);
    expect(isDay(20261201)).to.equal(false);
    expect(daysBetween('2026-12-31', '2027-01-01')).to.equal(1);
    expect(daysBetween('2026-03-28', '2026-03-30'), 'across a clock change').to.equal(2);
    expect(daysBetween('2026-12-02', '2026-12-01')).to.equal(-1);
  });
});

describe('daily.ts: the daily streak', () => {
  const stats = (change: Partial<GameStats> = {}): GameStats => ({ ...emptyStats(), played: 9, won: 9, ...change });

  it('grows by one for each next day won, once per day, and keeps its best', () => {
    let s = withDailyWin(stats(), '2026-12-01', '2026-12-01');
    expect(s).to.include({ dailyStreak: 1, dailyBest: 1, lastDailyWin: '2026-12-01' });
    expect(withDailyWin(s, '2026-12-01', '2026-12-01'), 'the same day again').to.equal(s);
    s = withDailyWin(s, '2026-12-02', '2026-12-02');
    s = withDailyWin(s, '2026-12-03', '2026-12-03');
    expect(s).to.include({ dailyStreak: 3, dailyBest: 3, lastDailyWin: '2026-12-03' });
    // A missed day: the streak reads 0 when looked at, and the next win starts it again.
    expect(dailyStreakOn(s, '2026-12-04').dailyStreak, 'the day after: still on').to.equal(3);
    expect(dailyStreakOn(s, '2026-12-05')).to.include({ dailyStreak: 0, dailyBest: 3, lastDailyWin: '2026-12-03' });
    s = withDailyWin(s, '2026-12-05', '2026-12-05');
    expect(s).to.include({ dailyStreak: 1, dailyBest: 3, lastDailyWin: '2026-12-05' });
  });

  it("counts yesterday's deal won after midnight, and neither an older deal nor a future one", () => {
    const s = withDailyWin(stats(), '2026-12-01', '2026-12-01');
    expect(withDailyWin(s, '2026-12-02', '2026-12-03')).to.include({ dailyStreak: 2, lastDailyWin: '2026-12-02' });
    expect(withDailyWin(s, '2026-11-28', '2026-12-03')).to.equal(s);
    expect(withDailyWin(s, '2026-12-04', '2026-12-03')).to.equal(s);
  });

  it('statistics saved before the daily deal, or damaged, read as no daily streak', () => {
    expect(parseStats(JSON.stringify({ played: 3, won: 2, streak: 1, best: 2 }))).to.deep.equal({
      played: 3,
      won: 2,
      streak: 1,
      best: 2,
      dailyStreak: 0,
      dailyBest: 0,
      lastDailyWin: null,
      bestTime: null,
    });
    expect(
      parseStats(JSON.stringify({ played: 5, won: 5, dailyStreak: 'many', dailyBest: -1, lastDailyWin: '2026-13-01' })),
    ).to.include({
      dailyStreak: 0,
      dailyBest: 0,
      lastDailyWin: null,
    });
    expect(
      parseStats(JSON.stringify({ played: 5, won: 4, dailyStreak: 9, dailyBest: 2, lastDailyWin: '2026-12-01' })),
      'kept consistent',
    ).to.include({
      dailyStreak: 4,
      dailyBest: 4,
      lastDailyWin: '2026-12-01',
    });
    expect(
      parseStats(JSON.stringify({ played: 5, won: 4, dailyStreak: 2, dailyBest: 3 })),
      'a streak with no date is none',
    ).to.include({
      dailyStreak: 0,
      dailyBest: 3,
    });
  });
});

describe('<carpet-solitaire seed="daily">', () => {
  let parent: HTMLElement;
  beforeEach(async () => {
    parent = await fixture(html`<div></div>`);
  });

  it("deals the reader's local date, shown in the toolbar", async () => {
    freeze(december(1, 9, 30));
    const { el, dealt } = await dailyWidget(parent);
    expect(el.snapshot.seed).to.equal('daily-2026-12-01');
    expect(el.shadowRoot!.querySelector('.seed-value')!.textContent).to.equal('daily-2026-12-01');
    expect(dealt.map((d) => d.seed)).to.deep.equal(['daily-2026-12-01']);
    // The same deal as any other reader's that day: the deal of that seed.
    const other = await fixture<CarpetSolitaire>(html`<carpet-solitaire seed="daily-2026-12-01"></carpet-solitaire>`);
    expect(el.snapshot.piles).to.deep.equal(other.snapshot.piles);
    // New game the same day: a practice deal.
    el.newGame();
    expect(el.snapshot.seed).to.not.match(/^daily-/);
  });

  it('at midnight, a table with no move made is dealt the new day', async () => {
    justBeforeMidnight();
    const { el, dealt } = await dailyWidget(parent);
    expect(el.snapshot.seed).to.equal('daily-2026-12-01');
    await pause(200);
    expect(el.snapshot.seed, 'the day has not changed yet').to.equal('daily-2026-12-01');
    afterMidnight();
    await waitUntil(() => el.snapshot.seed === 'daily-2026-12-02', 'the new day is dealt', { timeout: 3000 });
    expect(el.snapshot.moves).to.equal(0);
    expect(dealt.at(-1)).to.include({ seed: 'daily-2026-12-02', restarted: false });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.seed-value')!.textContent).to.equal('daily-2026-12-02');
  });

  it('at midnight, a game under way goes on; then New game deals the new day, and the next New game a practice deal', async () => {
    justBeforeMidnight();
    const { el } = await dailyWidget(parent);
    expect(el.play(el.legalMoves()[0])).to.equal(true);
    const before = el.snapshot;
    afterMidnight();
    await pause(300);
    expect(el.snapshot).to.deep.equal(before);
    // New game asks first, the game being under way; confirmed, it deals the new day's deal.
    el.shadowRoot!.querySelector<HTMLButtonElement>('.new-game')!.click();
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('.ask .ask-proceed')!.click();
    await el.updateComplete;
    expect(el.snapshot.seed).to.equal('daily-2026-12-02');
    expect(el.snapshot.moves).to.equal(0);
    el.newGame();
    expect(el.snapshot.seed).to.not.match(/^daily-/);
    // A seed given to newGame() is dealt as ever.
    el.newGame('given');
    expect(el.snapshot.seed).to.equal('given');
  });

  it('a finished game stays on the table past midnight, and New game deals the new day', async () => {
    freeze(december(3, 23, 50));
    const { el } = await dailyWidget(parent);
    playAll(el, winningLine('daily-2026-12-03'));
    expect(el.snapshot.status).to.equal('won');
    freeze(december(4, 0, 10));
    el.remove();
    parent.append(el); // connected again after midnight: the date is looked at
    await el.updateComplete;
    expect(el.snapshot.status).to.equal('won');
    el.newGame();
    expect(el.snapshot.seed).to.equal('daily-2026-12-04');
  });

  it('a detached element keeps no midnight timer, and looks at the date when it comes back', async () => {
    justBeforeMidnight();
    const { el } = await dailyWidget(parent);
    el.remove();
    afterMidnight();
    await pause(300);
    expect(el.snapshot.seed, 'nothing ran while away').to.equal('daily-2026-12-01');
    parent.append(el);
    await el.updateComplete;
    expect(el.snapshot.seed).to.equal('daily-2026-12-02');
  });

  it("a saved game is resumed the same day, and yesterday's daily game is not resumed today", async () => {
    freeze(december(1, 20));
    const { el } = await dailyWidget(parent);
    playAll(el, el.legalMoves().slice(0, 1));
    playAll(el, el.legalMoves().slice(0, 1));
    const left = el.snapshot;
    el.remove();
    const { el: sameDay, dealt } = await dailyWidget(parent);
    expect(sameDay.snapshot).to.deep.equal(left);
    expect(dealt.at(-1)).to.include({ seed: 'daily-2026-12-01', resumed: true });
    sameDay.remove();
    freeze(december(2, 8));
    const { el: nextDay, dealt: nextDealt } = await dailyWidget(parent);
    expect(nextDay.snapshot.seed).to.equal('daily-2026-12-02');
    expect(nextDay.snapshot.moves).to.equal(0);
    expect(nextDealt.at(-1)!.resumed).to.not.equal(true);
    expect(
      localStorage.getItem(saveKey('carpet', 'daily', JSON.stringify({ fill: 'auto' }))),
      "yesterday's save is gone",
    ).to.equal(null);
  });

  it('keeps the daily streak over several days, a missed day included, from old statistics', async function () {
    this.timeout(20000);
    // Statistics kept before there was a daily deal.
    localStorage.setItem(statsKey('carpet'), JSON.stringify({ played: 3, won: 2, streak: 1, best: 2 }));
    const winOn = async (day: number) => {
      freeze(december(day, 10));
      const { el } = await dailyWidget(parent);
      playAll(el, winningLine(`daily-2026-12-${String(day).padStart(2, '0')}`));
      expect(el.snapshot.status).to.equal('won');
      el.remove();
      return el;
    };
    let el = await winOn(1);
    expect(el.stats).to.deep.equal({
      played: 4,
      won: 3,
      streak: 2,
      best: 2,
      dailyStreak: 1,
      dailyBest: 1,
      lastDailyWin: '2026-12-01',
      bestTime: 0,
    });
    expect((await winOn(2)).stats).to.include({ dailyStreak: 2, dailyBest: 2, lastDailyWin: '2026-12-02' });
    el = await winOn(3);
    expect(el.stats).to.include({ dailyStreak: 3, dailyBest: 3, lastDailyWin: '2026-12-03' });
    // December 4 is missed: on the 5th the streak reads 0, in the API and in the panel.
    freeze(december(5, 9));
    const { el: looking } = await dailyWidget(parent);
    expect(looking.stats).to.include({ dailyStreak: 0, dailyBest: 3 });
    looking.shadowRoot!.querySelector<HTMLButtonElement>('.stats-toggle')!.click();
    await looking.updateComplete;
    const entries = [...looking.shadowRoot!.querySelectorAll('.stats .stat')].map((stat) => [
      stat.querySelector('dt')!.textContent,
      stat.querySelector('dd')!.textContent,
    ]);
    expect(Object.fromEntries(entries)).to.include({ 'Daily streak': '0 (best 3)' });
    looking.remove();
    el = await winOn(5);
    expect(el.stats).to.include({ dailyStreak: 1, dailyBest: 3, lastDailyWin: '2026-12-05' });
    el = await winOn(6);
    expect(el.stats).to.deep.equal({
      played: 8,
      won: 7,
      streak: 6,
      best: 6,
      dailyStreak: 2,
      dailyBest: 3,
      lastDailyWin: '2026-12-06',
      bestTime: 0,
    });
    freeze(december(7, 23));
    expect(el.stats.dailyStreak, 'the 7th not played yet: still on').to.equal(2);
  });
});
