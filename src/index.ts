/** The npm entry: the element (registered), its types, and the pure rules for solvers and tests. */
export { CarpetSolitaire, TAG_NAME } from './carpet-solitaire.js';
export type * from './events.js';
export type { Move, PileId, Piles, Refusal, Status } from './core/types.js';
export type { Variant } from './games/registry.js';
export type { CardCode, Rank, Suit } from './core/cards.js';
export { cardName } from './core/cards.js';
export { GAMES, VARIANTS } from './games/all.js';
