/**
 * What the element knows of every game before loading its code: the variants, each game's title,
 * attributes and table size, and how to load it. Each game's rules, statechart and solver are a chunk
 * of their own, loaded the first time a page shows that game, so a page pays only for the games it has.
 * (src/games/registry.ts has all three at once, for tests and Node scripts.)
 */
import type { GameDefinition } from '../core/game.js';

export interface CatalogueEntry {
  title: string;
  /** The element attributes the game's options come from (as its GameDefinition says). */
  attributes: readonly string[];
  /** The table's grid, so the space the game will take is kept while its code loads. */
  columns: number;
  rows: number;
  squareCells?: boolean;
  load: () => Promise<GameDefinition<object, unknown>>;
}

export const CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  carpet: {
    title: 'Carpet',
    attributes: ['fill'],
    columns: 5,
    rows: 6,
    load: () => import('./carpet/index.js').then((m) => m.carpetGame),
  },
  carthage: {
    title: 'Carthage',
    attributes: [],
    columns: 8,
    rows: 3,
    load: () => import('./carthage/index.js').then((m) => m.carthageGame),
  },
  'cadogan-carpet': {
    title: 'The Carpet',
    attributes: [],
    columns: 8,
    rows: 10,
    squareCells: true,
    load: () => import('./cadogan-carpet/index.js').then((m) => m.cadoganGame),
  },
};

export const DEFAULT_VARIANT = 'carpet';
export const VARIANTS: readonly string[] = Object.keys(CATALOGUE);

/** Every attribute some game reads its options from: the element watches them all. */
export const GAME_ATTRIBUTES: readonly string[] = [
  ...new Set(Object.values(CATALOGUE).flatMap((entry) => entry.attributes)),
];

const loaded = new Map<string, GameDefinition<object, unknown>>();
const loading = new Map<string, Promise<GameDefinition<object, unknown>>>();

/** A game whose code is already here, or undefined. */
export const loadedGame = (variant: string): GameDefinition<object, unknown> | undefined => loaded.get(variant);

/** Loads a game's code once, however many elements ask; a failed load may be tried again. */
export function loadGame(variant: string): Promise<GameDefinition<object, unknown>> {
  let promise = loading.get(variant);
  if (!promise) {
    promise = CATALOGUE[variant].load().then(
      (game) => {
        loaded.set(variant, game);
        return game;
      },
      (error: unknown) => {
        loading.delete(variant);
        throw error;
      },
    );
    loading.set(variant, promise);
  }
  return promise;
}
