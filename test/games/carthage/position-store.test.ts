import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createRandom } from '../../../src/core/random.js';
import { applyBoardMove, legalBoardMoves, ALL } from '../../../src/games/carthage/solver/board-moves.js';
import { BOARD_SIZE, boardOf, encode } from '../../../src/games/carthage/solver/board.js';
import { KEY_ROOM, PositionStore } from '../../../src/games/carthage/solver/position-store.js';
import { deal } from '../../../src/games/carthage/rules.js';

type Made = NonNullable<ReturnType<typeof boardOf>>;
const boardOfDeal = (seed: string): Made => boardOf(deal(seed, {})) as Made;

/** The encodings of the positions of random walks on the board from a real deal's `made`, repeats included. */
function walkKeys(made: Made, walks: number, steps: number, randomSeed: string): Uint8Array[] {
  const random = createRandom(randomSeed);
  const moves = new Int32Array(1024);
  const key = new Uint8Array(KEY_ROOM);
  const keys: Uint8Array[] = [];
  for (let w = 0; w < walks; w++) {
    const board = Int8Array.from(made.board);
    for (let step = 0; step < steps; step++) {
      keys.push(key.slice(0, encode(board, key)));
      const end = legalBoardMoves(board, moves, 0, ALL);
      if (end === 0) break;
      applyBoardMove(board, moves[random.nextInt(end)], made.stock);
    }
  }
  return keys;
}

describe('Carthage position store', () => {
  it('gives each distinct encoding one id, in the order first seen, and gives back its key and position (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 6, max: 12 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (seed, chunkBits, randomSeed) => {
          // Small chunks, so keys cross from chunk to chunk many times.
          const made = boardOfDeal(String(seed));
          const store = new PositionStore(made.streams, chunkBits);
          const seen = new Map<string, number>();
          const buffer = new Uint8Array(KEY_ROOM);
          const board = new Int8Array(BOARD_SIZE);
          const again = new Uint8Array(KEY_ROOM);
          for (const key of walkKeys(made, 6, 120, randomSeed)) {
            // No encoding holds the byte that ends a stored key.
            expect(key.includes(255)).to.equal(false);
            const text = key.join(',');
            buffer.set(key);
            // Stale bytes past the key, as a search's buffer has: they must not matter.
            buffer.fill(7, key.length);
            const id = store.add(buffer, key.length);
            const known = seen.get(text);
            if (known === undefined) {
              expect(id).to.equal(seen.size);
              seen.set(text, id);
            } else expect(id).to.equal(-1);
          }
          expect(store.count).to.equal(seen.size);
          for (const [text, id] of seen) {
            expect(Array.from(store.keyOf(id)).join(',')).to.equal(text);
            store.decode(id, board);
            expect(Array.from(again.subarray(0, encode(board, again))).join(',')).to.equal(text);
          }
        },
      ),
      { numRuns: 25, seed: 31 },
    );
  });

  it('tells apart keys that differ only in their length or their last byte', () => {
    const store = new PositionStore(boardOfDeal('1').streams, 6);
    const buffer = new Uint8Array(KEY_ROOM);
    const keys = [
      [1, 2, 3],
      [1, 2, 3, 0],
      [1, 2, 3, 0, 0],
      [1, 2, 3, 1],
      [1, 2, 3, 0, 0, 0, 0],
      [1, 2, 3, 0, 0, 0],
    ];
    keys.forEach((key, index) => {
      buffer.fill(0);
      buffer.set(key);
      expect(store.add(buffer, key.length)).to.equal(index);
    });
    keys.forEach((key) => {
      buffer.fill(9);
      buffer.set(key);
      expect(store.add(buffer, key.length)).to.equal(-1);
      expect(Array.from(store.keyOf(keys.indexOf(key)))).to.deep.equal(key);
    });
  });

  it('refuses a key buffer it cannot read a word at a time', () => {
    const store = new PositionStore(boardOfDeal('1').streams);
    expect(() => store.add(new Uint8Array(KEY_ROOM - 1), 3)).to.throw();
    expect(() => store.add(new Uint8Array(KEY_ROOM + 1).subarray(1), 3)).to.throw();
  });
});
