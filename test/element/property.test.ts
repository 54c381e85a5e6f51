import '../support/clean-storage.js';
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { fullDeck } from '../../src/core/cards.js';
import type { GameDefinition } from '../../src/core/game.js';
import type { Move, Piles } from '../../src/core/types.js';
import type { GameSnapshot } from '../../src/events.js';
import { GAMES } from '../../src/games/all.js';
import { drawingMismatches } from './helpers.js';

/**
 * The public API's promises, for random seeds and random legal move sequences, in every game: the same
 * seed deals the same layout, cards are conserved, every offered move is accepted and others refused,
 * undo restores the exact previous snapshot and redo the next, and a saved game restores identically.
 */

const widget = (variant: string, seed: string) =>
  fixture<CarpetSolitaire>(html`<carpet-solitaire variant=${variant} seed=${seed}></carpet-solitaire>`);

/** Every card of the game's packs, counted, against the snapshot's piles. */
function expectConserved(piles: Piles, packs: number): void {
  const counts = new Map<string, number>();
  for (const cards of Object.values(piles)) for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  const deck = fullDeck();
  expect(counts.size, 'distinct cards').to.equal(deck.length);
  for (const card of deck) expect(counts.get(card), card).to.equal(packs);
}

const packsOf: Record<string, number> = { carpet: 1, carthage: 2, 'cadogan-carpet': 2 };
const runs = 25;

for (const variant of Object.keys(GAMES)) {
  describe(`${variant}: the API's promises (fast-check)`, () => {
    it('same seed, same layout; moves conserve cards; offered moves accepted, others refused; undo and redo exact; saves restore', async () => {
      const game: GameDefinition = GAMES[variant];
      await fc.assert(
        fc.asyncProperty(
          fc.string({ minLength: 1, maxLength: 12 }),
          fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
          async (seed, choices) => {
            localStorage.clear();
            const el = await widget(variant, seed);
            const { options } = game.parseOptions(() => null);
            expect(el.snapshot.piles, "the deal is the rules' deal of the seed").to.deep.equal(
              game.rules.piles(game.rules.deal(seed, options)),
            );
            const ids = Object.keys(el.snapshot.piles);
            let last: GameSnapshot = el.snapshot;
            for (const [step, choice] of choices.entries()) {
              const legal = el.legalMoves();
              if (legal.length === 0) break;
              // A move not offered is refused and changes nothing.
              const from = ids[choice % ids.length];
              const to = ids[(choice >> 3) % ids.length];
              const offered = legal.some((m) => m.from === from && m.to === to && m.count === undefined);
              if (!offered) {
                expect(el.play({ from, to }), `${from} to ${to} is not offered`).to.equal(false);
                expect(el.snapshot).to.deep.equal(last);
              }
              const move: Move = legal[choice % legal.length];
              expect(el.play(move), `step ${step}: ${JSON.stringify(move)} was offered`).to.equal(true);
              const after = el.snapshot;
              expect(after.moves).to.equal(last.moves + 1);
              expectConserved(after.piles, packsOf[variant]);
              expect(el.undo()).to.equal(true);
              expect(el.snapshot, 'undo restores the exact previous snapshot').to.deep.equal(last);
              expect(el.redo()).to.equal(true);
              expect(el.snapshot, 'redo re-applies the move').to.deep.equal(after);
              last = after;
              // Every few moves, the table as drawn agrees with the snapshot (piles are redrawn only when they change).
              if (step % 5 === 4) {
                await el.updateComplete;
                expect(drawingMismatches(el), `the drawing after step ${step}`).to.deep.equal([]);
              }
            }
            await el.updateComplete;
            expect(drawingMismatches(el), 'the drawing at the end').to.deep.equal([]);
            // A reload: the game comes back exactly as it was (a won game is not kept, and deals afresh).
            el.remove();
            const again = await widget(variant, seed);
            if (last.status === 'won') expect(again.snapshot.moves).to.equal(0);
            else expect(again.snapshot).to.deep.equal(last);
            fixtureCleanup();
          },
        ),
        { numRuns: runs, seed: 20261129, endOnFailure: true },
      );
    });
  });
}
