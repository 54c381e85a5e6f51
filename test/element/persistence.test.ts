import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { createRandom } from '../../src/core/random.js';
import type { CarpetErrorDetail, CarpetNewGameDetail } from '../../src/events.js';
import { type GameStats, SAVE_VERSION, saveKey, statsKey } from '../../src/element/persistence/saved-game.js';
import { cardIn, pileEl, seedEndingIn } from './helpers.js';

const VARIANTS = ['carpet', 'carthage', 'cadogan-carpet'] as const;
/** The daily deal's statistics of a player who never won one. */
const NO_DAILY = { dailyStreak: 0, dailyBest: 0, lastDailyWin: null };

/** The statistics' counts; their best time (the play clock's, in real time here) is a time or none. */
function counts(stats: GameStats): Omit<GameStats, 'bestTime'> {
  const { bestTime, ...rest } = stats;
  expect(bestTime === null || (Number.isSafeInteger(bestTime) && bestTime >= 0), 'bestTime').to.equal(true);
  return rest;
}

/** A widget as a page would have it, listening from before it upgrades, so its first events are caught. */
async function widget(
  variant: string,
  seed: string | null,
  extra: Record<string, string> = {},
): Promise<{ el: CarpetSolitaire; errors: CarpetErrorDetail[]; dealt: CarpetNewGameDetail[] }> {
  const errors: CarpetErrorDetail[] = [];
  const dealt: CarpetNewGameDetail[] = [];
  const el = document.createElement('carpet-solitaire');
  el.setAttribute('variant', variant);
  if (seed !== null) el.setAttribute('seed', seed);
  for (const [name, value] of Object.entries(extra)) el.setAttribute(name, value);
  el.addEventListener('carpet-error', (event) => errors.push(event.detail));
  el.addEventListener('carpet-new-game', (event) => dealt.push(event.detail));
  const parent = await fixture(html`<div></div>`);
  parent.append(el);
  await el.updateComplete;
  return { el, errors, dealt };
}

/** Plays `count` seeded random legal moves (deals included) while the game lasts. */
function playRandomly(el: CarpetSolitaire, count: number, seed = 'persist'): number {
  const random = createRandom(seed);
  let played = 0;
  for (; played < count; played++) {
    const moves = el.legalMoves();
    if (moves.length === 0) break;
    expect(el.play(moves[random.nextInt(moves.length)])).to.equal(true);
  }
  return played;
}

/** The page reloads: the element goes away and a new one with the same attributes comes. */
async function reload(el: CarpetSolitaire, extra: Record<string, string> = {}) {
  const variant = el.getAttribute('variant')!;
  const seed = el.getAttribute('seed');
  el.remove();
  return widget(variant, seed, extra);
}

describe('saved games', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: a reload resumes the game left, with its undo and redo history`, async () => {
      const { el } = await widget(variant, 'resume-1');
      const played = playRandomly(el, 30);
      expect(played).to.be.greaterThan(5);
      el.undo();
      el.undo();
      const left = el.snapshot;
      const legal = el.legalMoves();

      const { el: resumed, dealt } = await reload(el);
      expect(resumed.snapshot).to.deep.equal(left);
      expect(resumed.legalMoves()).to.deep.equal(legal);
      expect(dealt.at(-1)).to.include({ seed: left.seed, resumed: true });

      // Redo brings back exactly the moves undone before the reload, and undo goes all the way back.
      expect(resumed.redo()).to.equal(true);
      expect(resumed.redo()).to.equal(true);
      expect(resumed.redo()).to.equal(false);
      expect(resumed.snapshot.moves).to.equal(played);
      while (resumed.undo());
      expect(resumed.snapshot.moves).to.equal(0);
    });
  }

  it('a widget without a seed resumes its random deal', async () => {
    const { el } = await widget('carpet', null);
    playRandomly(el, 5);
    const left = el.snapshot;
    const { el: resumed } = await reload(el);
    expect(resumed.snapshot).to.deep.equal(left);
  });

  it('a deal with no move made is not kept, so the next visit deals afresh', async () => {
    const { el } = await widget('carpet', null);
    const first = el.snapshot.seed;
    const { el: again } = await reload(el);
    expect(again.snapshot.seed).not.to.equal(first);
  });

  it('each seed, variant and fill mode keeps its own game', async () => {
    const { el: a } = await widget('carpet', 'slot-a');
    playRandomly(a, 6);
    const { el: b } = await widget('carpet', 'slot-b');
    const { el: manual } = await widget('carpet', 'slot-a', { fill: 'manual' });
    const { el: carthage } = await widget('carthage', 'slot-a');
    expect(b.snapshot.moves).to.equal(0);
    expect(manual.snapshot.moves).to.equal(0);
    expect(carthage.snapshot.moves).to.equal(0);
    const { el: backToA } = await reload(a);
    expect(backToA.snapshot.moves).to.equal(6);
  });

  it('a new game replaces the saved one; the resumed game is the new deal', async () => {
    const { el } = await widget('carpet', 'daily');
    playRandomly(el, 4);
    el.newGame('another');
    playRandomly(el, 3);
    const { el: resumed } = await reload(el);
    expect(resumed.snapshot.seed).to.equal('another');
    expect(resumed.snapshot.moves).to.equal(3);
  });

  it('a won game is not resumed: the next visit deals the seed afresh', async () => {
    const { seed, moves } = seedEndingIn('won');
    const { el } = await widget('carpet', seed);
    for (const move of moves) el.play(move);
    expect(el.snapshot.status).to.equal('won');
    const { el: again } = await reload(el);
    expect(again.snapshot.status).to.equal('playing');
    expect(again.snapshot.moves).to.equal(0);
  });

  it('persist="false" keeps nothing', async () => {
    const { el } = await widget('carpet', 'private', { persist: 'false' });
    playRandomly(el, 5);
    expect(localStorage.length).to.equal(0);
    const { el: again } = await reload(el, { persist: 'false' });
    expect(again.snapshot.moves).to.equal(0);
    // Statistics still count for as long as the page lives.
    expect(again.stats.played).to.equal(0);
    expect(el.stats.played).to.equal(1);
  });
});

describe('damaged saves', () => {
  const options = JSON.stringify({ fill: 'auto' });
  const slot = saveKey('carpet', 'damaged', options);
  const valid = {
    version: SAVE_VERSION,
    variant: 'carpet',
    seed: 'damaged',
    options,
    moves: [],
    undone: [],
    counted: true,
    recorded: false,
  };

  async function loadWith(text: string) {
    localStorage.setItem(slot, text);
    return widget('carpet', 'damaged');
  }

  it('a valid hand-written save is resumed (so the cases below fail for their damage alone)', async () => {
    const { el: fresh } = await widget('carpet', 'damaged', { persist: 'false' });
    const legalHere = fresh.legalMoves()[0];
    fresh.remove();
    localStorage.setItem(slot, JSON.stringify({ ...valid, moves: [legalHere] }));
    const { el, errors } = await widget('carpet', 'damaged');
    expect(errors).to.deep.equal([]);
    expect(el.snapshot.moves).to.equal(1);
  });

  const cases: [string, string, string][] = [
    ['garbage', 'not json at all {', 'not valid JSON'],
    ['a truncated save', JSON.stringify(valid).slice(0, 40), 'not valid JSON'],
    ['another version', JSON.stringify({ ...valid, version: SAVE_VERSION + 1 }), 'another version'],
    ['another game', JSON.stringify({ ...valid, variant: 'carthage' }), 'a game of "carthage"'],
    ['other options', JSON.stringify({ ...valid, options: '{"fill":"manual"}' }), 'other options'],
    ['a damaged move list', JSON.stringify({ ...valid, moves: [{ from: 1 }] }), 'move list is damaged'],
    [
      'a move the deal does not allow',
      JSON.stringify({ ...valid, moves: [{ from: 'foundation-1', to: 'carpet-1' }] }),
      'not legal in that deal',
    ],
    ['an array', '[1,2,3]', 'not a saved game'],
  ];
  for (const [name, text, words] of cases) {
    it(`${name}: reported as invalid-save, and a fresh deal is played`, async () => {
      const { el, errors } = await loadWith(text);
      expect(errors.map((e) => e.code)).to.deep.equal(['invalid-save']);
      expect(errors[0].message).to.contain(words);
      expect(el.snapshot.moves).to.equal(0);
      expect(el.snapshot.seed).to.equal('damaged');
      // The damaged save is set aside, and the new game is kept once played.
      expect(localStorage.getItem(slot)).to.equal(null);
      playRandomly(el, 2);
      expect((JSON.parse(localStorage.getItem(slot)!) as { moves: unknown[] }).moves).to.have.length(2);
    });
  }
});

describe('storage that throws', () => {
  const proto = Storage.prototype;
  const original = { getItem: proto.getItem, setItem: proto.setItem, removeItem: proto.removeItem };
  afterEach(() => Object.assign(proto, original));

  it('private mode or a full quota: one storage-unavailable report, and the game plays on', async () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Object.assign(proto, { getItem: refuse, setItem: refuse, removeItem: refuse });
    const { el, errors } = await widget('carpet', 'quota');
    expect(playRandomly(el, 10)).to.equal(10);
    expect(el.snapshot.moves).to.equal(10);
    expect(errors.map((e) => e.code)).to.deep.equal(['storage-unavailable']);
    expect(errors[0].message).to.contain('quota has been exceeded');
    expect(counts(el.stats)).to.deep.equal({ played: 0, won: 0, streak: 0, best: 0, ...NO_DAILY });
  });
});

describe('statistics', () => {
  it('count played, won, the streak and the best streak, per game, across reloads', async () => {
    const { seed, moves } = seedEndingIn('won');
    const { el } = await widget('carpet', seed);
    expect(counts(el.stats)).to.deep.equal({ played: 0, won: 0, streak: 0, best: 0, ...NO_DAILY });
    el.play(moves[0]);
    expect(el.stats.played).to.equal(1);
    // A reload does not count the same deal twice.
    const { el: resumed } = await reload(el);
    for (const move of moves.slice(1)) resumed.play(move);
    expect(resumed.snapshot.status).to.equal('won');
    expect(counts(resumed.stats)).to.deep.equal({ played: 1, won: 1, streak: 1, best: 1, ...NO_DAILY });
    // Undo and win again: still one win.
    resumed.undo();
    resumed.play(moves.at(-1)!);
    expect(counts(resumed.stats)).to.deep.equal({ played: 1, won: 1, streak: 1, best: 1, ...NO_DAILY });

    // A new deal abandoned after a move breaks the streak but keeps the best.
    resumed.newGame('abandoned');
    playRandomly(resumed, 1);
    resumed.newGame('next');
    expect(counts(resumed.stats)).to.deep.equal({ played: 2, won: 1, streak: 0, best: 1, ...NO_DAILY });
    // A new game with no move made is not counted.
    resumed.newGame('untouched');
    expect(resumed.stats.played).to.equal(2);

    // Other games keep their own.
    const { el: carthage } = await widget('carthage', seed);
    expect(carthage.stats.played).to.equal(0);
  });

  it('a lost game ends the streak', async () => {
    localStorage.setItem(statsKey('carpet'), JSON.stringify({ played: 3, won: 3, streak: 3, best: 3 }));
    const { seed, moves } = seedEndingIn('lost');
    const { el } = await widget('carpet', seed);
    for (const move of moves) el.play(move);
    expect(el.snapshot.status).to.equal('lost');
    expect(counts(el.stats)).to.deep.equal({ played: 4, won: 3, streak: 0, best: 3, ...NO_DAILY });
  });

  it('damaged statistics count from zero instead of showing nonsense', async () => {
    localStorage.setItem(statsKey('carpet'), '{"played": -4, "won": "lots"');
    const { el } = await widget('carpet', 'stats');
    expect(counts(el.stats)).to.deep.equal({ played: 0, won: 0, streak: 0, best: 0, ...NO_DAILY });
    localStorage.setItem(statsKey('carpet'), JSON.stringify({ played: 2, won: 9, streak: 7, best: 1 }));
    expect(counts(el.stats)).to.deep.equal({ played: 2, won: 2, streak: 2, best: 2, ...NO_DAILY });
  });

  it('the panel shows them, and Reset clears them', async () => {
    localStorage.setItem(statsKey('carthage'), JSON.stringify({ played: 8, won: 6, streak: 2, best: 4 }));
    const { el } = await widget('carthage', 'panel');
    const root = el.shadowRoot!;
    const toggle = root.querySelector<HTMLButtonElement>('.stats-toggle')!;
    expect(root.querySelector('[part="stats"]')).to.equal(null);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    // Stats is an item of the toolbar's More menu.
    root.querySelector<HTMLButtonElement>('.more-toggle')!.click();
    await el.updateComplete;
    toggle.click();
    await el.updateComplete;
    const panel = root.querySelector<HTMLElement>('[part="stats"]')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const values = Object.fromEntries(
      [...panel.querySelectorAll('.stat')].map((stat) => [
        stat.querySelector('dt')!.textContent,
        stat.querySelector('dd')!.textContent,
      ]),
    );
    expect(values).to.deep.equal({
      Played: '8',
      Won: '6 (75%)',
      Streak: '2',
      'Best streak': '4',
      'Daily streak': '0',
      'Best time': '–',
    });
    expect(panel.getAttribute('aria-label')).to.equal('Carthage statistics');
    panel.querySelector<HTMLButtonElement>('.reset-stats')!.click();
    await el.updateComplete;
    expect(counts(el.stats)).to.deep.equal({ played: 0, won: 0, streak: 0, best: 0, ...NO_DAILY });
    expect(root.querySelector('[part="stats"] dd')!.textContent).to.equal('0');
  });
});

describe('a move on the board is saved after its frame', () => {
  const slot = saveKey('carpet', 'later', JSON.stringify({ fill: 'auto' }));
  const savedMoves = (): number | null => {
    const text = localStorage.getItem(slot);
    return text === null ? null : (JSON.parse(text) as { moves: unknown[] }).moves.length;
  };
  /** Clicks the top card of a carpet cell that can go home, else the stock. */
  function clickHome(el: CarpetSolitaire): void {
    const move = el.legalMoves().find((m) => m.from.startsWith('carpet-') && m.to.startsWith('foundation-'));
    (move ? cardIn(el, move.from)! : pileEl(el, 'stock')).click();
  }

  it('not in the click; after the frame; and by then for a reload, a second widget on the same slot, or the page left', async () => {
    const { el } = await widget('carpet', 'later');
    clickHome(el);
    expect(el.snapshot.moves).to.equal(1);
    expect(savedMoves(), 'not written in the click').to.equal(null);
    // The frame's animation callbacks come before its paint: the move is drawn, and not yet written.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(savedMoves(), 'not written before the frame is painted').to.equal(null);
    await new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0));
    expect(savedMoves()).to.equal(1);

    clickHome(el);
    expect(savedMoves()).to.equal(1);
    // A second widget dealing the same slot reads the newer game, not the one written before.
    const { el: twin, dealt } = await widget('carpet', 'later');
    expect(dealt.at(-1)).to.include({ resumed: true });
    expect(twin.snapshot.piles).to.deep.equal(el.snapshot.piles);
    twin.remove();

    clickHome(el);
    const left = el.snapshot;
    const { el: resumed } = await reload(el);
    expect(resumed.snapshot).to.deep.equal(left);
    expect(savedMoves()).to.equal(3);

    resumed.undo();
    expect(savedMoves()).to.equal(3);
    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(savedMoves(), 'written when the page is left').to.equal(2);
  });
});

describe('two tables of one deal on one page', () => {
  /** Fails unless `condition` comes true within 5 s (the other table hears of a save in a task of its own). */
  async function until(condition: () => boolean, what: string): Promise<void> {
    const end = performance.now() + 5000;
    while (!condition()) {
      if (performance.now() > end) throw new Error(`timed out waiting until ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('share one game as two tabs do: the idle one follows, the one behind says so and keeps its own', async () => {
    const { el: x } = await widget('carpet', 'twins');
    const { el: y, dealt } = await widget('carpet', 'twins');
    // The page's storage event never comes to the page that wrote: the tables tell each other.
    playRandomly(x, 2);
    await until(() => y.snapshot.moves === 2, 'the idle table follows');
    expect(y.snapshot).to.deep.equal(x.snapshot);
    expect(dealt.at(-1)).to.include({ resumed: true });

    // Both move before either hears of the other: the second to save is behind, and keeps its move.
    const [first, second] = x.legalMoves();
    expect(second, 'the deal offers two moves here').to.not.equal(undefined);
    expect(x.play(first)).to.equal(true);
    expect(y.play(second)).to.equal(true);
    const ownGame = y.snapshot;
    await until(() => y.shadowRoot!.querySelector('[part="elsewhere"]') !== null, 'the table behind says so');
    expect(y.snapshot, 'its own game stays on its table').to.equal(ownGame);
    expect(x.shadowRoot!.querySelector('[part="elsewhere"]')).to.equal(null);
    const saved = JSON.parse(localStorage.getItem(saveKey('carpet', 'twins', JSON.stringify({ fill: 'auto' })))!) as {
      moves: unknown[];
    };
    expect(saved.moves, "the slot keeps the first table's game").to.have.length(3);
    expect(saved.moves.at(-1)).to.deep.equal(first);
  });
});
