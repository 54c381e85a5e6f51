import '../support/clean-storage.js';
/**
 * One game across tabs. A reader opens the same post twice: two tabs of one browser share its
 * localStorage, and a save written in one reaches the other as a `storage` event. Here each tab is a
 * same-origin iframe (test/pages/tabs-frame.html, the tag in the page as a blog post has it): iframes are
 * separate documents on one storage, and the browser sends them the same `storage` events as tabs.
 * Each scenario runs on the element's source and on the drop-in build readers get.
 */
import { expect } from '@open-wc/testing';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { type Move, sameMove } from '../../src/core/types.js';
import { statsKey } from '../../src/element/persistence/saved-game.js';
import { seedEndingIn } from '../element/helpers.js';

const BUILDS = [
  ['source', '/src/carpet-solitaire.ts'],
  ['drop-in build', '/dist/carpet-solitaire.js'],
] as const;

interface Tab {
  el: CarpetSolitaire;
  /** Reloads the tab: the page and its tag come back, as after F5. */
  reload(): Promise<void>;
}

const opened: HTMLIFrameElement[] = [];
afterEach(() => opened.splice(0).forEach((iframe) => iframe.remove()));

/** Fails the test unless `condition` comes true within `ms` (storage events take a task or two to arrive). */
async function until(condition: () => boolean, what: string, ms = 10000): Promise<void> {
  const end = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Opens the post in a new tab, with `<carpet-solitaire variant seed>` from `module`, and waits for its game. */
async function openTab(module: string, variant: string, seed: string): Promise<Tab> {
  const iframe = document.createElement('iframe');
  iframe.title = `tab ${opened.length + 1}`;
  iframe.width = '700';
  iframe.height = '900';
  iframe.src = `/test/pages/tabs-frame.html?${new URLSearchParams({ module, variant, seed })}`;
  opened.push(iframe);
  const tab: Tab = {
    el: undefined as unknown as CarpetSolitaire,
    reload: () => loaded(iframe, tab, () => iframe.contentWindow!.location.reload()),
  };
  await loaded(iframe, tab, () => document.body.append(iframe));
  return tab;
}

async function loaded(iframe: HTMLIFrameElement, tab: Tab, start: () => void): Promise<void> {
  const load = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  start();
  await load;
  const win = iframe.contentWindow!;
  await Promise.race([
    win.customElements.whenDefined('carpet-solitaire'),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`<carpet-solitaire> was not defined in ${iframe.src}`)), 10000),
    ),
  ]);
  tab.el = iframe.contentDocument!.querySelector('carpet-solitaire')!;
  await tab.el.updateComplete;
}

const position = (el: CarpetSolitaire): string => JSON.stringify(el.snapshot);
const said = (el: CarpetSolitaire): string => el.shadowRoot!.querySelector('.live')!.textContent.trim();
const notice = (el: CarpetSolitaire): HTMLElement | null => el.shadowRoot!.querySelector('[part="elsewhere"]');
const noticeText = (el: CarpetSolitaire): string => notice(el)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Plays `count` moves through the API, each the first legal move that is not `avoid`. */
function playMoves(el: CarpetSolitaire, count: number, avoid?: Move): Move[] {
  const played: Move[] = [];
  for (let i = 0; i < count; i++) {
    const move = el.legalMoves().find((m) => !avoid || !sameMove(m, avoid))!;
    expect(el.play(move), `play(${JSON.stringify(move)})`).to.equal(true);
    played.push(move);
  }
  return played;
}

for (const [build, module] of BUILDS) {
  describe(`one game across tabs (${build})`, function () {
    // Each test opens two or three pages that load the whole widget, and reloads some: slow on a loaded machine.
    this.timeout(60000);

    it('a tab with no move of its own follows the other without a reload; a reload resumes the latest', async () => {
      const a = await openTab(module, 'carpet', 'tabs-1');
      const b = await openTab(module, 'carpet', 'tabs-1');
      playMoves(a.el, 3);
      expect(a.el.snapshot.moves).to.equal(3);
      await until(() => b.el.snapshot.moves === 3, 'tab B follows the 3 moves of tab A');
      expect(position(b.el)).to.equal(position(a.el));
      expect(said(b.el)).to.equal('Continued from another tab: 3 moves.');
      expect(notice(b.el), 'nothing to choose: B had no move of its own').to.equal(null);

      // B plays one, A follows it; a reload of either resumes all four.
      playMoves(b.el, 1);
      await until(() => a.el.snapshot.moves === 4, 'tab A follows the move of tab B');
      expect(position(a.el)).to.equal(position(b.el));
      const four = position(b.el);
      await a.reload();
      expect(position(a.el)).to.equal(four);
      await b.reload();
      expect(position(b.el)).to.equal(four);
      // Undo in one tab is followed too, and redo still has the move to play again.
      expect(a.el.undo()).to.equal(true);
      await until(() => b.el.snapshot.moves === 3, 'tab B follows the undo of tab A');
      expect(b.el.redo()).to.equal(true);
      await until(() => a.el.snapshot.moves === 4, 'tab A follows the redo of tab B');
    });

    it('both tabs playing: the one behind keeps its game, says so, loses nothing, and loads the other on request', async () => {
      const a = await openTab(module, 'carpet', 'tabs-2');
      const b = await openTab(module, 'carpet', 'tabs-2');
      // Both tabs move before either hears of the other: A saves first, B finds a newer game when it saves.
      const [first] = playMoves(a.el, 1);
      playMoves(b.el, 1, first);
      const mine = position(b.el);
      expect(mine, 'B played a move of its own').to.not.equal(position(a.el));
      await until(() => notice(b.el) !== null, 'tab B says the game went on in another tab');
      expect(noticeText(b.el)).to.equal('This game went on in another tab (1 move). Load it Keep this one');
      expect(said(b.el)).to.equal('This game went on in another tab (1 move).');
      expect(position(b.el), "B's own game stays on its table").to.equal(mine);
      expect(notice(a.el), 'A was not overwritten: it has nothing to choose').to.equal(null);
      expect(b.el.stats.played, 'one deal, played in two tabs, counts once').to.equal(1);

      // B plays on: its game is not saved over A's, which a third tab opened now resumes.
      playMoves(b.el, 1);
      const c = await openTab(module, 'carpet', 'tabs-2');
      expect(position(c.el)).to.equal(position(a.el));
      opened.pop()!.remove();

      // A plays on: B's line counts A's moves; B's own game is still there until B chooses.
      playMoves(a.el, 1);
      await until(() => noticeText(b.el).includes('(2 moves)'), "tab B's line follows tab A's game");
      expect(b.el.snapshot.moves).to.equal(2);
      expect(a.el.snapshot.moves).to.equal(2);

      notice(b.el)!.querySelector<HTMLButtonElement>('.load-elsewhere')!.click();
      await b.el.updateComplete;
      expect(position(b.el)).to.equal(position(a.el));
      expect(notice(b.el)).to.equal(null);
      expect(said(b.el)).to.equal('Continued from another tab: 2 moves.');
      // Both tabs on one game again: B's next move is followed by A.
      playMoves(b.el, 1);
      await until(() => a.el.snapshot.moves === 3, 'tab A follows tab B again');
    });

    it('both tabs playing: "Keep this one" saves the game behind in place of the other, which its tab then follows', async () => {
      const a = await openTab(module, 'carpet', 'tabs-3');
      const b = await openTab(module, 'carpet', 'tabs-3');
      const [first] = playMoves(a.el, 1);
      // B's move is a click on its board, saved after its frame, as a reader's is.
      const move =
        b.el.legalMoves().find((m) => !sameMove(m, first) && m.from !== 'stock') ??
        b.el.legalMoves().find((m) => !sameMove(m, first))!;
      const from = b.el.shadowRoot!.querySelector<HTMLElement>(
        move.from === 'stock'
          ? '.pile[data-pile="stock"]'
          : `.card[data-pile="${move.from}"]:not(.under):not(.covered)`,
      )!;
      from.click();
      await until(() => b.el.snapshot.moves === 1, 'the click in tab B plays a move');
      await until(() => notice(b.el) !== null, 'tab B says the game went on in another tab');
      const mine = position(b.el);

      notice(b.el)!.querySelector<HTMLButtonElement>('.keep-mine')!.click();
      await b.el.updateComplete;
      expect(notice(b.el)).to.equal(null);
      expect(said(b.el)).to.equal('This game is saved in place of the other tab’s.');
      await until(() => position(a.el) === mine, "tab A, with no move of its own since, follows tab B's game");
      await a.reload();
      expect(position(a.el)).to.equal(mine);
    });

    it("a save written beside this tab's own, by a tab that had not yet heard of it, does not replace it unasked", async () => {
      const a = await openTab(module, 'carpet', 'tabs-4');
      const [mine, theirs] = a.el.legalMoves();
      expect(theirs, 'the deal offers two first moves').to.not.equal(undefined);
      expect(a.el.play(mine)).to.equal(true);
      const key = Object.keys(localStorage).find((name) => name.includes('/game/carpet/seed:tabs-4/'))!;
      const written = JSON.parse(localStorage.getItem(key)!) as { generation: number; line: string[]; moves: Move[] };
      expect(written.generation).to.equal(1);
      // Another tab, still at the deal (its view of the storage not yet updated), saves its own first move
      // at the same generation: a line without this tab's save in it.
      localStorage.setItem(key, JSON.stringify({ ...written, moves: [theirs], line: ['another-tab'] }));
      await until(() => notice(a.el) !== null, 'tab A says the game went on in another tab');
      expect(a.el.snapshot.moves).to.equal(1);
      expect(said(a.el)).to.equal('This game went on in another tab (1 move).');
      // The save built on this tab's is followed as before.
      notice(a.el)!.querySelector<HTMLButtonElement>('.keep-mine')!.click();
      const kept = JSON.parse(localStorage.getItem(key)!) as { generation: number; line: string[]; moves: Move[] };
      expect(kept.moves).to.deep.equal([mine]);
      expect(kept.line.slice(0, -1)).to.deep.equal(['another-tab']);
      const before = position(a.el);
      localStorage.setItem(
        key,
        JSON.stringify({
          ...kept,
          generation: kept.generation + 1,
          moves: [mine, a.el.legalMoves()[0]],
          line: [...kept.line, 'next'],
        }),
      );
      await until(() => a.el.snapshot.moves === 2, 'tab A follows a save built on its own');
      expect(position(a.el)).to.not.equal(before);
    });

    it('statistics count a finished game once, whichever tab finishes it', async () => {
      const { seed, moves } = seedEndingIn('won');
      // A reader with some history, so that a win counted twice shows (the statistics never show more wins than games).
      localStorage.setItem(statsKey('carpet'), JSON.stringify({ played: 5, won: 3, streak: 1, best: 3 }));
      const a = await openTab(module, 'carpet', seed);
      const b = await openTab(module, 'carpet', seed);
      for (const move of moves) expect(a.el.play(move)).to.equal(true);
      expect(a.el.snapshot.status).to.equal('won');
      await until(() => b.el.snapshot.status === 'won', 'tab B follows the game to its win');
      expect(b.el.stats).to.include({ played: 6, won: 4, streak: 2, best: 3 });
      expect(a.el.stats).to.include({ played: 6, won: 4, streak: 2, best: 3 });

      // The same deal again, dealt afresh in both tabs. Both follow one line up to a move with another
      // choice; there B strays (so it is behind A) and comes back; B wins first, then A: one game, one win.
      await a.reload();
      await b.reload();
      expect(a.el.snapshot.moves).to.equal(0);
      let fork = 0;
      for (; a.el.legalMoves().length < 2; fork++) expect(a.el.play(moves[fork])).to.equal(true);
      await until(() => b.el.snapshot.moves === fork, 'tab B follows tab A up to the fork');
      a.el.play(moves[fork]);
      playMoves(b.el, 1, moves[fork]);
      await until(() => notice(b.el) !== null, 'tab B is behind tab A');
      b.el.undo();
      expect(b.el.play(moves[fork])).to.equal(true);
      for (const move of moves.slice(fork + 1)) expect(b.el.play(move)).to.equal(true);
      expect(b.el.snapshot.status).to.equal('won');
      expect(b.el.stats).to.include({ played: 7, won: 5, streak: 3, best: 3 });
      for (const move of moves.slice(fork + 1)) expect(a.el.play(move)).to.equal(true);
      expect(a.el.snapshot.status).to.equal('won');
      expect(a.el.stats).to.include({ played: 7, won: 5, streak: 3, best: 3 });
    });
  });
}
