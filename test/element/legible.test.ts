import '../support/clean-storage.js';
import '../../src/carpet-solitaire.js';
import { legibleChecks } from './legible-checks.js';

/** Every text on the table at least 11px on a phone, and badges that never take a tap (the source; the build: test/pages/legible-build.test.ts). */
describe('legible on a phone: every text at least 11px at 320 and 360 px, badges never block a tap', () => {
  legibleChecks();
});
