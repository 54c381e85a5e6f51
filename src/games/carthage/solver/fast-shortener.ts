/**
 * Carthage's line shortener on the fast board (board.ts, board-moves.ts): it takes a winning line as the
 * encodings of its positions (a fast search's BoardResult keys) and cuts loops and detours. Kept apart from
 * the searches (fast-search.ts, fast-best-first.ts): it runs after them, on a line, not over a tree.
 */
import type { Shortener } from '../../../search/shorten.js';
import type { Move } from '../../../core/types.js';
import { ALL, applyBoardMove, concreteLine, legalBoardMoves } from './board-moves.js';
import { BOARD_SIZE, MAX_KEY, type Streams, boardOf, decode, encode, homeCount } from './board.js';
import type { CarthageState } from '../rules.js';

const keyText = (key: Uint8Array): string => String.fromCharCode.apply(null, key as unknown as number[]);

/**
 * core/shorten.ts's shortener on the board: walking the line's positions, from each it jumps to the
 * latest position of the line that one legal move reaches (or the won position), cutting loops and
 * detours. Positions are compared by their canonical encodings (concreteLine then finds the rules' move
 * for each step, whichever piles it names), so it finds every shortcut the exact-key shortener finds and
 * those through interchangeable piles too. `run(allowance)` applies about that many moves at most (one
 * position's moves at least); the line it returns replays to a won game and is never longer than the one
 * it was given.
 */
class BoardShortener implements Shortener {
  private keys: Uint8Array[];
  private texts: string[] = [];
  private latest = new Map<string, number>();
  private shorter: Uint8Array[] = [];
  private at = 0;
  private passes = 0;
  private result: Move[] | undefined;
  private readonly stock: Int8Array;
  private readonly streams: Streams;
  private readonly board = new Int8Array(BOARD_SIZE);
  private readonly child = new Int8Array(BOARD_SIZE);
  private readonly key = new Uint8Array(MAX_KEY);
  private readonly moves = new Int32Array(1024);

  constructor(
    private readonly start: CarthageState,
    keys: readonly Uint8Array[],
    private readonly maxPasses: number,
  ) {
    const made = boardOf(start) as { stock: Int8Array; streams: Streams };
    this.stock = made.stock;
    this.streams = made.streams;
    this.keys = keys.slice();
    this.beginPass();
  }

  private beginPass(): void {
    this.texts = this.keys.map(keyText);
    this.latest = new Map();
    this.texts.forEach((text, index) => this.latest.set(text, index));
    this.shorter = [this.keys[0]];
    this.at = this.latest.get(this.texts[0]) as number;
  }

  run(allowance: number): Move[] | undefined {
    let spent = 0;
    const { board, child, key, moves, stock } = this;
    while (this.result === undefined) {
      const { keys, latest } = this;
      const last = keys.length - 1;
      if (this.at >= last) {
        this.passes++;
        const improved = this.shorter.length < keys.length;
        this.keys = this.shorter;
        if (!improved || this.passes >= this.maxPasses) {
          this.result = concreteLine(this.start, this.keys);
          this.keys = [];
          this.texts = [];
          this.latest.clear();
          break;
        }
        this.beginPass();
        continue;
      }
      if (spent >= allowance) return undefined;
      decode(keys[this.at], 0, board, this.streams);
      let best = this.at + 1;
      const end = legalBoardMoves(board, moves, 0, ALL);
      for (let i = 0; i < end; i++) {
        spent++;
        child.set(board);
        applyBoardMove(child, moves[i], stock);
        let index: number | undefined;
        if (homeCount(child) === 104) index = last;
        else {
          const length = encode(child, key);
          index = latest.get(keyText(key.subarray(0, length)));
        }
        if (index !== undefined && index > best) best = index;
      }
      this.shorter.push(keys[best]);
      this.at = best === last ? best : (latest.get(this.texts[best]) as number);
    }
    return this.result;
  }
}

/** A shortener on the board for a line that wins from `start`, given as its positions' encodings (the start's first). */
export function createBoardShortener(start: CarthageState, keys: readonly Uint8Array[], maxPasses = 3): Shortener {
  return new BoardShortener(start, keys, maxPasses);
}
