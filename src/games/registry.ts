/**
 * The registry of games: one line per game, its meta.ts. Everything else finds a game from here by its
 * variant, which is also its folder's name: the element's catalogue loads `games/<variant>/index.js`, the
 * analysis worker `games/<variant>/solver.js`, and a test checks that every language titles every game.
 * A new game is a folder (meta.ts, index.ts exporting its GameDefinition by default, solver.ts when it has
 * a solver) and one line here.
 */
import { cadoganMeta } from './cadogan-carpet/meta.js';
import { carpetMeta } from './carpet/meta.js';
import { carthageMeta } from './carthage/meta.js';

/** Every game, the default first. */
export const GAME_METAS = [carpetMeta, carthageMeta, cadoganMeta] as const;

/** A game's name in the `variant` attribute: "carpet", "carthage" or "cadogan-carpet". */
export type Variant = (typeof GAME_METAS)[number]['variant'];

export const VARIANTS: readonly Variant[] = GAME_METAS.map((meta) => meta.variant);
export const DEFAULT_VARIANT: Variant = GAME_METAS[0].variant;

/** Whether `value` names a game (a page's attribute, a message from the page to the worker). */
export const isVariant = (value: unknown): value is Variant => (VARIANTS as readonly unknown[]).includes(value);
