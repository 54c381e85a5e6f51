/**
 * Saved games and statistics live in localStorage, which every test page of a run shares: each test
 * starts from empty storage, so a game one test played is never resumed by the next. A saved game still
 * waiting for its frame is written first, so that it is cleared too: the element writes everything
 * pending when the page is left (`pagehide`), which works the same on the source and the drop-in build.
 */
import './drop-in.js';

beforeEach(() => {
  try {
    dispatchEvent(new Event('pagehide'));
    localStorage.clear();
  } catch {
    /* a test that makes storage throw restores it itself */
  }
});
