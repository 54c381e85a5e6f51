/**
 * The words that guide a reader at the table (see catalogue.ts): the Rules panel's frame, the line offered to
 * a reader meeting a game for the first time, the question New game and Restart ask of a game under way, and
 * the spoken summary of the table. The rules themselves are long, so they are not here: each language's are a
 * chunk of their own, fetched when the panel first opens (src/i18n/rules/).
 */
import type { CardCode } from '../core/cards.js';
import type { PileName, PileNote } from '../core/game.js';
import type { FoundationNext } from '../core/foundations.js';

export interface GuideWords {
  // The Rules panel.
  /** The More menu's item and the panel's name: "Rules". */
  rules: string;
  /** The panel's close button: "Close". */
  close: string;
  /** While the rules' text is on its way: "Loading the rules…". */
  rulesLoading: string;
  /** When it could not be fetched: "The rules could not be loaded. Close and open them again to retry." */
  rulesFailed: string;
  /** The line under a game a reader has never played: "New to Carpet?" beside its button. */
  firstTime(game: string): string;
  /** That line's button: "Read the rules". */
  readRules: string;

  // New game and Restart in a game under way.
  /** "Start a new game? This one is 3 moves in." */
  askNewGame(moves: number): string;
  /** "Start this deal again from its first card? This game is 3 moves in." */
  askRestart(moves: number): string;
  /** The safe choice, first: "Keep playing". */
  keepPlaying: string;
  /** Said once the game is kept: "Game kept." */
  kept: string;

  // The spoken summary of the table.
  /** The More menu's item: "Describe the table". */
  describe: string;
  /** "Spades foundation: up to the five of spades, needs the six of spades." */
  foundation(pile: PileName, top: CardCode | null, next: FoundationNext): string;
  /** "Stock: 20 cards." "Waste: 3 cards, the nine of spades on top." "Talon: empty." (`note`: re-deals or deals left.) */
  pileSummary(pile: PileName, count: number, top: CardCode | null, note: PileNote | undefined): string;
  /** "12 moves made. 37 of 52 cards on the foundations." */
  summaryEnd(moves: number, home: number, total: number): string;
}
