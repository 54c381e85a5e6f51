/**
 * What the element knows of every game before loading its code (the registry's metadata), and how to load
 * it. Each game's rules, statechart and solver are a chunk of their own, loaded the first time a page shows
 * that game, so a page pays only for the games it has. (src/games/all.ts has all of them at once, for tests
 * and Node scripts.)
 */
import type { GameDefinition, GameMeta } from '../core/game.js';
import { once } from '../core/once.js';
import { DEFAULT_VARIANT, GAME_METAS, VARIANTS, type Variant, isVariant } from './registry.js';

export { DEFAULT_VARIANT, VARIANTS, isVariant, type Variant };

type AnyDefinition = GameDefinition<object, unknown>;

export interface CatalogueEntry extends GameMeta {
  /** Fetches the game's code (a test may replace it, to see a load fail). */
  load: () => Promise<AnyDefinition>;
}

export const CATALOGUE: Readonly<Record<string, CatalogueEntry>> = Object.fromEntries(
  GAME_METAS.map((meta) => [
    meta.variant,
    {
      ...meta,
      // The folder is the variant: the build makes one chunk per game from this one expression.
      load: () => import(`./${meta.variant}/index.js`).then((module: { default: AnyDefinition }) => module.default),
    },
  ]),
);

/** Every attribute some game reads its options from: the element watches them all. */
export const GAME_ATTRIBUTES: readonly string[] = [...new Set(GAME_METAS.flatMap((meta) => meta.attributes))];

const loader = once((variant: Variant) => CATALOGUE[variant].load());

/** A game whose code is already here, or undefined. */
export const loadedGame = (variant: string): AnyDefinition | undefined => loader.loaded(variant as Variant);

/** Loads a game's code once, however many elements ask; a failed load may be tried again. */
export function loadGame(variant: string): Promise<AnyDefinition> {
  if (!isVariant(variant)) return Promise.reject(new Error(`no game "${variant}"`));
  return loader.load(variant);
}
