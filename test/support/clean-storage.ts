/**
 * Saved games and statistics live in localStorage, which every test page of a run shares: each test
 * starts from empty storage, so a game one test played is never resumed by the next. A saved game still
 * waiting for its frame (element/write-later.ts) is written first, so that it is cleared too.
 */
import { flushAll } from '../../src/element/write-later.js';

beforeEach(() => {
  try {
    flushAll();
    localStorage.clear();
  } catch {
    /* a test that makes storage throw restores it itself */
  }
});
