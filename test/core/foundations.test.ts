/**
 * What the spoken summary says a foundation needs (core/foundations.ts) agrees with each game's rules: on
 * positions reached by random legal play, every card the rules let onto a foundation is the card it names,
 * or an ace where it says any ace, and a complete foundation takes nothing.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { rankOf } from '../../src/core/cards.js';
import { foundationNext } from '../../src/core/foundations.js';
import { createRandom } from '../../src/core/random.js';
import { GAMES } from '../../src/games/all.js';
import { check, seedArb } from '../support/property.js';

describe('what a foundation needs next', () => {
  for (const [variant, game] of Object.entries(GAMES)) {
    it(`${variant}: every card the rules let onto a foundation is the one named`, () => {
      const foundations = game.table.slots.filter((slot) => slot.name.kind === 'foundation');
      let checked = 0;
      fc.assert(
        fc.property(seedArb, fc.integer({ min: 0, max: 120 }), (seed, length) => {
          const { options } = game.parseOptions(() => null);
          let state = game.rules.deal(seed, options);
          const random = createRandom(`walk/${seed}`);
          for (let step = 0; step <= length; step++) {
            const piles = game.rules.piles(state);
            const legal = game.rules.legalMoves(state);
            for (const { id, name } of foundations) {
              const next = foundationNext(name, piles[id]);
              for (const move of legal.filter((candidate) => candidate.to === id)) {
                const from = piles[move.from];
                const card = move.from === 'stock' ? undefined : from?.[from.length - (move.count ?? 1)];
                if (!card) continue;
                checked++;
                check(
                  next === 'any-ace' ? rankOf(card) === 'A' : next !== 'complete' && next.card === card,
                  () => `${seed}, step ${step}: ${card} may go to ${id}, which needs ${JSON.stringify(next)}`,
                );
              }
            }
            if (legal.length === 0) break;
            const result = game.rules.apply(state, legal[random.nextInt(legal.length)]);
            if (!result.ok) throw new Error('a legal move was refused');
            state = result.state;
          }
        }),
        { numRuns: 40 },
      );
      expect(checked, 'foundation moves checked').to.be.greaterThan(20);
    });
  }

  it('names the next card up, down from a king, any ace for an empty numbered foundation, and none past the end', () => {
    expect(foundationNext({ kind: 'foundation', suit: 'S' }, ['AS', '2S'])).to.deep.equal({ card: '3S' });
    expect(foundationNext({ kind: 'foundation', suit: 'H', end: 'king' }, ['KH'])).to.deep.equal({ card: 'QH' });
    expect(
      foundationNext({ kind: 'foundation', suit: 'H', end: 'king' }, [
        'KH',
        'QH',
        'JH',
        'TH',
        '9H',
        '8H',
        '7H',
        '6H',
        '5H',
        '4H',
        '3H',
        '2H',
        'AH',
      ]),
    ).to.equal('complete');
    expect(foundationNext({ kind: 'foundation', number: 3 }, [])).to.equal('any-ace');
    expect(foundationNext({ kind: 'foundation', number: 3 }, ['TC', 'JC', 'QC', 'KC'])).to.equal('complete');
  });
});
