/**
 * Every game at once, loaded together: for tests, scripts and anyone who wants them eagerly. The element
 * itself loads each game on demand through src/games/catalogue.ts.
 */
import type { GameDefinition } from '../core/game.js';
import { VARIANTS, loadGame } from './catalogue.js';

export { DEFAULT_VARIANT, GAME_ATTRIBUTES, VARIANTS } from './catalogue.js';

export const GAMES: Readonly<Record<string, GameDefinition<object, unknown>>> = Object.fromEntries(
  await Promise.all(VARIANTS.map(async (variant) => [variant, await loadGame(variant)] as const)),
);
