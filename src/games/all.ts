/**
 * Every game at once, loaded together: for tests, scripts and anyone who wants them eagerly. The element
 * itself loads each game on demand through src/games/catalogue.ts.
 */
import type { GameDefinition } from '../core/game.js';
import { CATALOGUE, VARIANTS } from './catalogue.js';

export { DEFAULT_VARIANT, GAME_ATTRIBUTES, VARIANTS } from './catalogue.js';

// Each game's module itself, not through the element's loader: a game here is not thereby "loaded" for the
// element, whose loading a test may still make fail or wait.
export const GAMES: Readonly<Record<string, GameDefinition<object, unknown>>> = Object.fromEntries(
  await Promise.all(VARIANTS.map(async (variant) => [variant, await CATALOGUE[variant].load()] as const)),
);
