/**
 * The positions a Carthage search has seen (fast-search.ts), kept by their canonical encodings (board.ts):
 * a hash table and the keys in chunks of 32-bit words, apart from the board because it is the searches'
 * memory, not the position's.
 */
import { MAX_KEY, type Streams, decode } from './board.js';

/**
 * Room for an encoding in whole 32-bit words with at least one END byte after it: keys are hashed, stored
 * and compared a word at a time, a quarter of the reads and writes of a byte at a time.
 */
export const KEY_ROOM = 4 * ((MAX_KEY >> 2) + 1);
/** No byte of an encoding is 255 (board.ts), so it ends a key: two keys' words are equal only when the keys are. */
const END = 255;
/** A chunk of stored keys: 2^CHUNK_BITS words (4 MB) unless a test asks for small ones. */
const CHUNK_BITS = 20;

/** 32-bit words over `key`'s bytes: it must be word-aligned and hold KEY_ROOM bytes. */
function wordsOver(key: Uint8Array): Int32Array {
  if (key.byteOffset % 4 !== 0 || key.length < KEY_ROOM)
    throw new Error('PositionStore: a key buffer must be word-aligned and hold KEY_ROOM bytes');
  return new Int32Array(key.buffer, key.byteOffset, KEY_ROOM >> 2);
}

/**
 * The positions a search has seen, each stored once as its encoding: an id for each, in the order
 * first seen, and an open-addressing table on the encoding's hash that compares whole encodings, so a
 * position is never taken for another.
 */
export class PositionStore {
  /**
   * The stored keys, each in whole words and ended by an END byte, in chunks of 2^chunkBits words (the
   * first smaller): a chunk is never copied or over-allocated as one doubling array would be, which
   * keeps the peak memory near what the keys need. Word w of the whole is chunks[w >>> chunkBits].
   */
  private chunks: Int32Array[] = [new Int32Array(64)];
  private chunkBytes: Uint8Array[] = [new Uint8Array(this.chunks[0].buffer)];
  /** Where the next key goes, as a word of the whole. */
  private used = 0;
  /** Node i's key starts at word offsets[i] of the whole. */
  private offsets = new Int32Array(1 << 12);
  count = 0;
  /**
   * The table: slot p holds a hash at 2p and where its key starts (a word of the whole) + 1 at 2p + 1
   * (0: free), side by side for one look-up. The slot leads to the key itself, not to its id: comparing
   * keys then costs no read of `offsets`, a random place in a large array.
   */
  private table = new Int32Array(2 << 13);
  private mask = (1 << 13) - 1;
  private keyBuffer: Uint8Array | undefined;
  private keyWords: Int32Array = new Int32Array(0);
  private readonly chunkBits: number;
  private readonly chunkWords: number;

  /** `chunkBits`: each chunk of keys holds 2^chunkBits words (small only in tests, to cross chunks often). */
  constructor(
    /** The search's reserve streams (board.ts's boardOf), which decoding a position needs. */
    private readonly streams: Streams,
    chunkBits = CHUNK_BITS,
  ) {
    if (1 << chunkBits < KEY_ROOM >> 2) throw new Error('PositionStore: a chunk must hold the longest key');
    this.chunkBits = chunkBits;
    this.chunkWords = 1 << chunkBits;
  }

  /**
   * Adds the encoding key[0..length) when new: its id; -1 when it is already here. `key` must be
   * word-aligned with room for KEY_ROOM bytes; the bytes past `length` are overwritten.
   */
  add(key: Uint8Array, length: number): number {
    if (key !== this.keyBuffer) {
      this.keyWords = wordsOver(key);
      this.keyBuffer = key;
    }
    const probe = this.keyWords;
    // The END byte and zeros up to the word's end, so the key's last word is the same wherever it came from.
    key[length] = END;
    for (let j = length + 1; (j & 3) !== 0; j++) key[j] = 0;
    const size = (length >> 2) + 1;
    let hash = length;
    for (let i = 0; i < size; i++) {
      let word = Math.imul(probe[i], 0xcc9e2d51);
      word = (word << 15) | (word >>> 17);
      hash ^= Math.imul(word, 0x1b873593);
      hash = (hash << 13) | (hash >>> 19);
      hash = (Math.imul(hash, 5) + 0xe6546b64) | 0;
    }
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    const { table, mask, chunks, chunkBits } = this;
    const inChunk = this.chunkWords - 1;
    let place = hash & mask;
    for (;;) {
      const entry = table[2 * place + 1];
      if (entry === 0) break;
      if (table[2 * place] === hash) {
        // A key's END byte is at the same place only in a key of the same length, so whole words suffice.
        const words = chunks[(entry - 1) >>> chunkBits];
        const start = (entry - 1) & inChunk;
        let same = true;
        for (let j = 0; j < size; j++) {
          if (words[start + j] !== probe[j]) {
            same = false;
            break;
          }
        }
        if (same) return -1;
      }
      place = (place + 1) & mask;
    }
    const id = this.count++;
    if (this.count >= this.offsets.length) {
      const grown = new Int32Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    const start = this.room(size);
    const stored = chunks[start >>> chunkBits];
    const local = start & inChunk;
    for (let j = 0; j < size; j++) stored[local + j] = probe[j];
    this.used = start + size;
    this.offsets[id] = start;
    table[2 * place] = hash;
    table[2 * place + 1] = start + 1;
    if (this.count * 2 > mask) this.grow();
    return id;
  }

  /** Where a key of `size` words goes (as a word of the whole): within one chunk, a new one when it is full. */
  private room(size: number): number {
    const { chunks, chunkWords } = this;
    const last = chunks.length - 1;
    const local = this.used - last * chunkWords;
    if (local + size <= chunks[last].length) return this.used;
    if (chunks[last].length < chunkWords) {
      // The first chunk starts small (a quick search stores few keys) and doubles up to a whole chunk.
      const grown = new Int32Array(Math.min(chunkWords, Math.max(size, chunks[last].length * 2)));
      grown.set(chunks[last]);
      chunks[last] = grown;
      this.chunkBytes[last] = new Uint8Array(grown.buffer);
      return this.room(size);
    }
    const chunk = new Int32Array(chunkWords);
    chunks.push(chunk);
    this.chunkBytes.push(new Uint8Array(chunk.buffer));
    this.used = (last + 1) * chunkWords;
    return this.used;
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
    const start = this.offsets[id];
    decode(this.chunkBytes[start >>> this.chunkBits], 4 * (start & (this.chunkWords - 1)), b, this.streams);
  }

  /** A copy of position `id`'s encoding. */
  keyOf(id: number): Uint8Array {
    const start = this.offsets[id];
    const bytes = this.chunkBytes[start >>> this.chunkBits];
    const at = 4 * (start & (this.chunkWords - 1));
    return bytes.slice(at, bytes.indexOf(END, at));
  }
}
