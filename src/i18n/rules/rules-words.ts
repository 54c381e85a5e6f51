/**
 * The shape of the rules panel's words in one language: each game's rules written for players, in a few
 * short sections. Each language's rules are a chunk of their own (en.ts, fr.ts, …), fetched by load.ts
 * only when a reader opens the panel, so none of this text weighs on a page's first card.
 */

/** One section of a game's rules: a short heading ("Aim", "Layout", "Moves", "Stock and waste", "End") and its lines, each a sentence or a bullet. */
export interface RulesSection {
  heading: string;
  lines: readonly string[];
}

export interface RulesWords {
  /** The BCP 47 tag of the language ("en", "fr", ...). */
  lang: string;
  /** The panel's heading and accessible name: "How to play Carpet" (the game's title as the catalogue names it is passed in). */
  title(game: string): string;
  /** The rules of `variant` ("carpet" | "carthage" | "cadogan-carpet"); `manualFill` is Carpet's fill="manual". */
  sections(variant: string, options: { manualFill: boolean }): readonly RulesSection[];
}
