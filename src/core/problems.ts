/**
 * Problems the widget reports, as data: the element finds them, and each language words them
 * (src/i18n/error-words.ts), so neither the model nor the element holds a sentence.
 */

/** Why a saved game cannot be resumed, as data each language words (ErrorWords.invalidSave). */
export type SaveProblem =
  | { key: 'not-json' }
  | { key: 'not-a-save' }
  /** `found`: the save's version, described (JSON, cut short). */
  | { key: 'other-version'; found: string; version: number }
  /** `found`: the save's variant, described (JSON, cut short). */
  | { key: 'other-game'; found: string; variant: string }
  | { key: 'other-options' }
  | { key: 'no-seed' }
  | { key: 'damaged-moves' }
  /** A saved move the rules refuse in that deal. */
  | { key: 'illegal-move'; from: string; to: string };
