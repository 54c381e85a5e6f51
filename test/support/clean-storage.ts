/**
 * Saved games and statistics live in localStorage, which every test page of a run shares: each test
 * starts from empty storage, so a game one test played is never resumed by the next.
 */
beforeEach(() => {
  try {
    localStorage.clear();
  } catch {
    /* a test that makes storage throw restores it itself */
  }
});
