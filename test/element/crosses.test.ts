import '../support/clean-storage.js';
import '../../src/carpet-solitaire.js';
import { crossesChecks } from './crosses-checks.js';

/** The Carpet's crosses are hidden from assistive technology (the source; the build: test/pages/crosses-build.test.ts). */
describe("The Carpet's crosses, for the eye only", () => {
  crossesChecks();
});
