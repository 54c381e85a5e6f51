/** Every game the element can play, by variant. A new game is one folder and one line here. */
import type { GameDefinition } from '../core/game.js';
import { cadoganGame } from './cadogan-carpet/index.js';
import { carpetGame } from './carpet/index.js';
import { carthageGame } from './carthage/index.js';

export const GAMES: Readonly<Record<string, GameDefinition<any, any>>> = {
  carpet: carpetGame,
  carthage: carthageGame,
  'cadogan-carpet': cadoganGame,
};

export const DEFAULT_VARIANT = 'carpet';
export const VARIANTS: readonly string[] = Object.keys(GAMES);

/** Every attribute some game reads its options from: the element watches them all. */
export const GAME_ATTRIBUTES: readonly string[] = [...new Set(Object.values(GAMES).flatMap((game) => game.attributes))];
