import '../support/clean-storage.js';
/**
 * Three games on one page (demo/three.html): Carpet, Carthage and The Carpet side by side. Each is its own
 * game: moves, undo and events in one never touch the others, and each keeps its own seed.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '../support/commands.js';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Move } from '../../src/core/types.js';

const GAMES = [
  { variant: 'carpet', seed: 'three-1' },
  { variant: 'carthage', seed: 'three-2' },
  { variant: 'cadogan-carpet', seed: 'three-3' },
] as const;

const EVENTS = ['carpet-move', 'carpet-won', 'carpet-lost', 'carpet-new-game', 'carpet-error', 'carpet-analysis'];

type Snapshot = CarpetSolitaire['snapshot'];

async function threeGames(): Promise<{ page: HTMLElement; games: CarpetSolitaire[] }> {
  const page = await fixture<HTMLElement>(
    html`<main>${GAMES.map(({ variant, seed }) => html`<section><carpet-solitaire variant=${variant} seed=${seed}></carpet-solitaire></section>`)}</main>`,
  );
  const games = [...page.querySelectorAll('carpet-solitaire')];
  await Promise.all(games.map((game) => game.updateComplete));
  return { page, games };
}

/**
 * Every event a listener on each element hears. The solver's `carpet-analysis` arrives whenever a game's
 * own search ends, so checks of the others ignore it (its target is still checked).
 */
function listen(games: CarpetSolitaire[]): Array<Array<{ type: string; target: EventTarget | null }>> {
  return games.map((game) => {
    const seen: Array<{ type: string; target: EventTarget | null }> = [];
    for (const type of EVENTS) game.addEventListener(type, (event) => seen.push({ type, target: event.target }));
    return seen;
  });
}

/** What reached a listener of one game from a move elsewhere: anything from another target, or a game event. */
const foreign = (list: Array<{ type: string; target: EventTarget | null }>, own: CarpetSolitaire): string[] =>
  list.filter((e) => e.target !== own || e.type !== 'carpet-analysis').map((e) => e.type);

const copy = (snapshot: Snapshot): Snapshot => JSON.parse(JSON.stringify(snapshot)) as Snapshot;

/** A legal move that is not a stock deal when there is one (a card that moves), else any. */
function aMove(game: CarpetSolitaire): Move {
  const moves = game.legalMoves();
  return moves.find((m) => m.from !== 'stock') ?? moves[0];
}

describe('three games on one page', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 1400 });
  });

  it('deals each game its own variant and seed', async () => {
    const { games } = await threeGames();
    expect(games.map((g) => [g.snapshot.variant, g.snapshot.seed])).to.deep.equal(
      GAMES.map((g) => [g.variant, g.seed]),
    );
    for (const game of games) {
      expect(game.shadowRoot!.querySelector('.seed-value')!.textContent).to.equal(game.seed);
      expect(game.snapshot.status).to.equal('playing');
    }
  });

  it('a move in one changes nothing in the others, and its events reach only its own listeners', async () => {
    const { page, games } = await threeGames();
    const seen = listen(games);
    const onPage: string[] = [];
    page.addEventListener('carpet-move', (event) => onPage.push((event.target as CarpetSolitaire).variant));

    for (const [index, game] of games.entries()) {
      const before = games.map((g) => copy(g.snapshot));
      for (const list of seen) list.length = 0;
      const move = aMove(game);
      expect(game.play(move), `${game.variant}: play(${JSON.stringify(move)})`).to.equal(true);
      await Promise.all(games.map((g) => g.updateComplete));

      expect(game.snapshot.moves, `${game.variant} moved`).to.equal(before[index].moves + 1);
      for (const [other, otherGame] of games.entries()) {
        if (other === index) continue;
        expect(copy(otherGame.snapshot), `${otherGame.variant} after a move in ${game.variant}`).to.deep.equal(
          before[other],
        );
        expect(foreign(seen[other], otherGame), `events reaching ${otherGame.variant}'s listeners`).to.deep.equal([]);
      }
      expect(seen[index].filter((e) => e.type === 'carpet-move')).to.have.length(1);
      expect(
        seen[index].every((e) => e.target === game),
        'every event came from the element itself',
      ).to.equal(true);
    }
    // They bubble: one listener on the page hears all three, each with its own target.
    expect(onPage).to.deep.equal(GAMES.map((g) => g.variant));
  });

  it('a click on a card in one plays only in that one', async () => {
    const { games } = await threeGames();
    const seen = listen(games);
    const [carpet, ...others] = games;
    const before = others.map((g) => copy(g.snapshot));
    const move = carpet.legalMoves().find((m) => m.from.startsWith('carpet-'));
    const target = move
      ? carpet.shadowRoot!.querySelector<HTMLElement>(`.card[data-pile="${move.from}"]:not(.under)`)!
      : carpet.shadowRoot!.querySelector<HTMLElement>('.pile[data-pile="stock"]')!;
    target.click();
    await Promise.all(games.map((g) => g.updateComplete));
    expect(carpet.snapshot.moves).to.equal(1);
    expect(others.map((g) => copy(g.snapshot))).to.deep.equal(before);
    expect(foreign(seen[1], games[1])).to.deep.equal([]);
    expect(foreign(seen[2], games[2])).to.deep.equal([]);
  });

  it('undo in one takes back only its own move', async () => {
    const { games } = await threeGames();
    for (const game of games) {
      expect(game.play(aMove(game))).to.equal(true);
      expect(game.play(aMove(game))).to.equal(true);
    }
    await Promise.all(games.map((g) => g.updateComplete));
    const played = games.map((g) => copy(g.snapshot));
    expect(played.map((s) => s.moves)).to.deep.equal([2, 2, 2]);

    const seen = listen(games);
    expect(games[1].undo()).to.equal(true);
    await Promise.all(games.map((g) => g.updateComplete));
    expect(games.map((g) => g.snapshot.moves)).to.deep.equal([2, 1, 2]);
    expect(copy(games[0].snapshot)).to.deep.equal(played[0]);
    expect(copy(games[2].snapshot)).to.deep.equal(played[2]);
    expect(games[1].shadowRoot!.querySelector('.moves-value')!.textContent).to.equal('1');
    expect(games[0].shadowRoot!.querySelector('.moves-value')!.textContent).to.equal('2');
    expect(foreign(seen[0], games[0])).to.deep.equal([]);
    expect(foreign(seen[2], games[2])).to.deep.equal([]);

    // Redo and restart stay local too.
    expect(games[1].redo()).to.equal(true);
    games[2].restart();
    await Promise.all(games.map((g) => g.updateComplete));
    expect(games.map((g) => g.snapshot.moves)).to.deep.equal([2, 2, 0]);
    expect(copy(games[0].snapshot)).to.deep.equal(played[0]);
    expect(copy(games[1].snapshot)).to.deep.equal(played[1]);
  });

  it('a new seed or game in one re-deals only that one', async () => {
    const { games } = await threeGames();
    const before = games.map((g) => copy(g.snapshot));
    games[0].setAttribute('seed', 'another');
    games[2].newGame('fresh');
    await Promise.all(games.map((g) => g.updateComplete));
    expect(games.map((g) => g.snapshot.seed)).to.deep.equal(['another', 'three-2', 'fresh']);
    expect(copy(games[1].snapshot)).to.deep.equal(before[1]);
    expect(games[0].snapshot.piles).not.to.deep.equal(before[0].piles);
  });
});
