/** The words of the widget's controls, panels and lines (see catalogue.ts). */

/** One line of the keys panel: the keys, named as the language's readers know them, and what they do. */
export interface KeyLine {
  keys: string;
  does: string;
}

export interface UiWords {
  // The toolbar and its More menu.
  /** The toolbar's accessible name: "Game controls". */
  controls: string;
  newGame: string;
  undo: string;
  redo: string;
  hint: string;
  more: string;
  restart: string;
  stats: string;
  keys: string;
  /** The Keys item's name where touch is the only pointer (the panel then shows how to play by touch). */
  howToPlay: string;
  /** The seed's label: "deal" (as in "Carpet · deal 42"). */
  deal: string;
  /** The move count's label: "Moves". */
  moves: string;
  /** A number as the language writes it (1,234 / 1 234 / 1.234). */
  number(count: number): string;
  /** The count of cards home, as spoken: "37 of 104 cards on the foundations" (shown as "37 / 104"). */
  homeLabel(home: number, total: number): string;
  /** The play clock's accessible name: "Time". */
  clock: string;
  /** The More menu's item that opens the reader's Settings panel (the four-colour deck, glides, the clock, larger indices). */
  settings: string;

  // The statistics panel.
  /** The panel's accessible name: "Carpet statistics". */
  statsLabel(game: string): string;
  played: string;
  won: string;
  streak: string;
  bestStreak: string;
  dailyStreak: string;
  /** The fastest win's time. */
  bestTime: string;
  /** Games won and their share: "5 (50%)". */
  wonShare(won: number, percent: number): string;
  /** A streak and the best one when it is longer: "3 (best 5)". */
  withBest(streak: number, best: number): string;
  resetStats: string;

  // The keys panel.
  /** The panel's accessible name: "Keyboard keys". */
  keysLabel: string;
  keyLines: readonly KeyLine[];
  /** The keys panel's counterpart on a touch screen, in the same panel: its heading, "How to play by touch". */
  touchLabel: string;
  /** What a finger does: the gesture (in `keys`) and what it does. */
  touchLines: readonly KeyLine[];

  // The analysis line under the board.
  finding: string;
  looking: string;
  winnable: string;
  tooDeep: string;
  patience: string;
  /** "No longer winnable: {move} lost it. Undo goes back." */
  lostBy(move: string): string;
  lostFromHere: string;
  /** The Finish button: "Finish (74 moves)". */
  finish(moves: number): string;

  // The outcome panel and Share.
  youWon: string;
  noMovesLeft: string;
  /** "All cards home in 74 moves." */
  wonIn(moves: number): string;
  /** Why the game is lost: no card can move (stuck), or no sequence of moves can win. */
  lostReason(stuck: boolean): string;
  playAgain: string;
  restartDeal: string;
  share: string;
  copied: string;
  copyByHand: string;
  /** Said in the live region after a copy: "Copied the result to the clipboard." */
  copiedSaid: string;
  /** The shared line's ending: "won in 74 moves, 2 undos", "no moves left after 51 moves", with the time when the clock is shown ("…, 6:12"). */
  shareEnd(result: { won: boolean; moves: number; undos: number; stuck: boolean; time?: string | null }): string;

  // The board's accessible names.
  /** The board's name: "Carpet table". */
  board(game: string): string;
  empty: string;
  /** A pile's count: "3 cards". */
  cards(count: number): string;
  /** A card's place in a fanned pile: "card 2 of 5". */
  cardOf(position: number, size: number): string;
  pickedUp: string;
  /** A pile where the card picked up may go. */
  placeForIt: string;
  available: string;
  blocked: string;

  // One game across tabs: the same deal saved by another tab (or another table of the page).
  /** Said when the table takes up the game another tab saved: "Continued from another tab: 4 moves." */
  followed(moves: number): string;
  /** The line shown when another tab saved this deal further while this table was played too: "This game went on in another tab (4 moves)." */
  elsewhere(moves: number): string;
  /** Its two buttons: put that game on this table, or keep this one (saved in its place). */
  loadElsewhere: string;
  keepMine: string;
  /** Said after "Keep this one". */
  keptMine: string;

  /** While a game's code loads: "Loading Carpet…". */
  loading(game: string): string;
}
