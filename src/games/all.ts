/**
 * Every game at once, imported together: for the npm entry, tests and scripts. The element itself loads
 * each game on demand through src/games/catalogue.ts. Static imports, not a loop over the registry, so that
 * a bundler of the npm entry needs no top-level await; test/games/registry.test.ts fails when a game of the
 * registry is missing here.
 */
import type { GameDefinition } from '../core/game.js';
import cadoganGame from './cadogan-carpet/index.js';
import carpetGame from './carpet/index.js';
import carthageGame from './carthage/index.js';

export { DEFAULT_VARIANT, GAME_ATTRIBUTES, VARIANTS } from './catalogue.js';

export const GAMES: Readonly<Record<string, GameDefinition<object, unknown>>> = {
  carpet: carpetGame,
  carthage: carthageGame,
  'cadogan-carpet': cadoganGame,
};
