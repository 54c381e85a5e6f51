import '../support/clean-storage.js';
import '../../src/carpet-solitaire.js';
import { notesFitChecks } from './notes-fit-checks.js';

/** Every note and count fits its pile (the source; the build: test/pages/notes-fit-build.test.ts). */
describe('every note fits its pile, in every game and language, at 320, 360 and 1000 px', () => {
  notesFitChecks();
});
