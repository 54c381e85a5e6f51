/**
 * All three games at once, loaded together: for tests, scripts and anyone who wants them eagerly. The
 * element itself loads each game on demand through src/games/catalogue.ts.
 */
import type { GameDefinition } from '../core/game.js';
import { cadoganGame } from './cadogan-carpet/index.js';
import { carpetGame } from './carpet/index.js';
import { carthageGame } from './carthage/index.js';

export { DEFAULT_VARIANT, GAME_ATTRIBUTES, VARIANTS } from './catalogue.js';

export const GAMES: Readonly<Record<string, GameDefinition<object, unknown>>> = {
  carpet: carpetGame,
  carthage: carthageGame,
  'cadogan-carpet': cadoganGame,
};
