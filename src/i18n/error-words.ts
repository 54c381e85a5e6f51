/**
 * The messages of `carpet-error` and the rules' refusals, in one language (see catalogue.ts). The
 * error's `code` is the same in every language; only its message is in the widget's language. Values
 * from the page (an attribute's value, a seed, a move) come already quoted and cut short, and attribute
 * names and values stay as the page writes them (`fill="diagonal"`), in every language.
 */
import type { OptionProblem, TableLayout } from '../core/game.js';
import type { PileId, Refusal } from '../core/types.js';
import type { SaveProblem } from '../core/problems.js';
import type { PileName } from './catalogue.js';

/** What a pile is, by its id, on the table of the game refusing the move; undefined for an id that is no pile. */
export type PileNamer = (pile: PileId) => PileName | undefined;

/** The PileNamer of a game: its table's names for its piles. */
export function pileNamer(game: { table: TableLayout }): PileNamer {
  return (pile) => game.table.slots.find((slot) => slot.id === pile)?.name;
}

export interface ErrorWords {
  /** `variant="klondike" is not a game; use "carpet", "carthage", "cadogan-carpet".` (`value` quoted). */
  unknownVariant(value: string, variants: readonly string[]): string;
  /** After unknownVariant when no game is under way: `Playing "carpet".` */
  playingDefault(variant: string): string;
  /** After bad input that left a game under way as it was: `The Carthage game in progress goes on unchanged.` */
  keeping(variant: string): string;
  /** `the code of Carthage could not be loaded (network down).` */
  loadFailed(variant: string, reason: string): string;
  /** After loadFailed with no game on the table: `Reload the page to try again.` */
  reloadToRetry: string;
  /** Shown in place of the table: `Carthage could not be loaded. Check the connection and reload the page.` */
  loadFailedNotice(variant: string): string;
  /** A game option's bad value: `fill="diagonal" is not a fill mode; use "auto" or "manual".` */
  optionProblem(problem: OptionProblem): string;
  /** After optionProblem when a new game is dealt: `Using the default.` */
  usingDefault: string;
  /** `seed="" is empty: dealing a fresh random seed (remove the attribute to say so).` */
  seedEmpty: string;
  /** `the seed is 1,048,576 characters long: it deals in full, but is shown shortened.` */
  seedLong(length: number): string;
  /** An attribute whose value is not one of a list: `animation="wild" is not one of "normal", "fast", "off"; using "normal".` (`value` quoted). */
  notOneOf(attribute: string, value: string, allowed: readonly string[], fallback: string): string;
  /** `persist="maybe" is not "true" or "false"; keeping progress.` (`value` quoted). */
  persistInvalid(value: string): string;
  /** `the saved game could not be resumed: it is not valid JSON (corrupted or truncated). Dealing afresh.` */
  invalidSave(problem: SaveProblem): string;
  /** `could not read progress in localStorage (quota exceeded); the game goes on but will not be kept.` */
  storageUnavailable(what: 'read' | 'save', reason: string): string;
  /** `winnable: Carthage has no solver; dealing seed "7" as it is.` */
  winnableNoSolver(variant: string, seed: string): string;
  /** `winnable: no deal near seed "7" could be proven winnable in time; dealing it as it is.` */
  winnableNotFound(seed: string): string;
  /** `play() takes a move like { from: "carpet-3", to: "foundation-1" }; got 42.` (`got` described already). */
  invalidMove(got: string): string;
  /** `carpet-0 to foundation-3 is not a legal move: ` and `why` (a refusal, gameOver or notOffered). */
  illegalMove(from: string, to: string, why: string): string;
  /** Why play() refuses a move once the game is over: `the game is over.` */
  gameOver: string;
  /** Why play() refuses a move the rules accept but the game does not offer now: `it is not offered now.` */
  notOffered: string;
  /** `play() came before the game's code loaded; await element.updateComplete first.` */
  notReady(call: string): string;
  /** A refusal of the rules as a sentence: `The queen of hearts does not go on the spades foundation.` */
  refusal(refusal: Refusal, piles: PileNamer): string;
}
