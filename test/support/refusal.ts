/**
 * A refusal of the rules in English words, for a test's failure message or a pattern to match: the rules
 * give refusals as data (Refusal), each language words them (ErrorWords.refusal).
 */
import type { Refusal } from '../../src/core/types.js';
import { EN } from '../../src/i18n/en.js';
import type { PileNamer } from '../../src/i18n/error-words.js';

/** `reason` in English; piles named by `piles` (a game's pileNamer), else by their ids, quoted. */
export const refusalText = (reason: Refusal, piles: PileNamer = () => undefined): string =>
  EN.errors.refusal(reason, piles);
