/**
 * The positions a Carthage search has seen (fast-search.ts), kept by their canonical encodings (board.ts):
 * a hash table and an arena of bytes, apart from the board because it is the searches' memory, not the
 * position's.
 */
import { decode } from './board.js';

/**
 * The positions a search has seen, each stored once as its encoding: an id for each, in the order
 * first seen, and an open-addressing table on the encoding's hash that compares whole encodings, so a
 * position is never taken for another.
 */
export class PositionStore {
  arena = new Uint8Array(1 << 16);
  /** Node i's encoding is arena[offsets[i] .. offsets[i + 1]). */
  offsets = new Int32Array(1 << 12);
  count = 0;
  /** The table: slot p holds a hash at 2p and its position's id + 1 at 2p + 1 (0: free), side by side for one look-up. */
  private table = new Int32Array(2 << 13);
  private mask = (1 << 13) - 1;

  /** Adds the encoding key[0..length) when new: its id; -1 when it is already here. */
  add(key: Uint8Array, length: number): number {
    let hash = -2128831035;
    let i = 0;
    for (; i + 3 < length; i += 4)
      hash = Math.imul(hash ^ (key[i] | (key[i + 1] << 8) | (key[i + 2] << 16) | (key[i + 3] << 24)), 16777619);
    for (; i < length; i++) hash = Math.imul(hash ^ key[i], 16777619);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    hash ^= hash >>> 12;
    const { table, mask, arena, offsets } = this;
    let place = hash & mask;
    for (;;) {
      const entry = table[2 * place + 1];
      if (entry === 0) break;
      if (table[2 * place] === hash) {
        const id = entry - 1;
        const start = offsets[id];
        if (offsets[id + 1] - start === length) {
          let same = true;
          for (let j = 0; j < length; j++) {
            if (arena[start + j] !== key[j]) {
              same = false;
              break;
            }
          }
          if (same) return -1;
        }
      }
      place = (place + 1) & mask;
    }
    const id = this.count++;
    if (this.count + 1 >= this.offsets.length) {
      const grown = new Int32Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    const start = this.offsets[id];
    if (start + length > this.arena.length) {
      const grown = new Uint8Array(Math.max(this.arena.length * 2, start + length));
      grown.set(this.arena);
      this.arena = grown;
    }
    const stored = this.arena;
    for (let j = 0; j < length; j++) stored[start + j] = key[j];
    this.offsets[id + 1] = start + length;
    table[2 * place] = hash;
    table[2 * place + 1] = id + 1;
    if (this.count * 2 > mask) this.grow();
    return id;
  }

  private grow(): void {
    const old = this.table;
    const size = old.length;
    const table = new Int32Array(size * 2);
    const mask = size - 1;
    for (let place = 0; place < size / 2; place++) {
      const entry = old[2 * place + 1];
      if (entry === 0) continue;
      const hash = old[2 * place];
      let at = hash & mask;
      while (table[2 * at + 1] !== 0) at = (at + 1) & mask;
      table[2 * at] = hash;
      table[2 * at + 1] = entry;
    }
    this.table = table;
    this.mask = mask;
  }

  /** Sets `b` to position `id`. */
  decode(id: number, b: Int8Array): void {
    decode(this.arena, this.offsets[id], b);
  }

  /** A copy of position `id`'s encoding. */
  keyOf(id: number): Uint8Array {
    return this.arena.slice(this.offsets[id], this.offsets[id + 1]);
  }
}
