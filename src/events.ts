/** The element's events: typed, bubbling, crossing the shadow root, all named `carpet-*`. */
import type { Move, Piles, Status } from './core/types.js';

/** The public, plain-JSON picture of a game (the `snapshot` property). */
export interface GameSnapshot {
  readonly variant: string;
  readonly seed: string;
  readonly status: Status;
  /** The statechart's phase at rest: "playing", "won" or "lost" (transient phases resolve at once); "loading" while the game's code loads. */
  readonly phase: string;
  /** Moves made in this deal (undo takes one back). */
  readonly moves: number;
  readonly piles: Readonly<Piles>;
}

export type CarpetErrorCode =
  | 'unknown-variant'
  | 'invalid-attribute'
  | 'invalid-move'
  | 'illegal-move'
  /** A saved game could not be resumed (damaged, from another version or game): a fresh deal is played. */
  | 'invalid-save'
  /** localStorage refused to read or write (private mode, full quota): the game goes on unsaved. */
  | 'storage-unavailable'
  /** The API was used before the game's code loaded (await `element.updateComplete` first). */
  | 'not-ready'
  /** A game's code could not be loaded (offline, blocked): the game in progress, if any, goes on. */
  | 'load-failed';

export interface CarpetMoveDetail {
  move: Move;
  snapshot: GameSnapshot;
}
export interface CarpetEndDetail {
  snapshot: GameSnapshot;
}
export interface CarpetNewGameDetail {
  variant: string;
  seed: string;
  /** True when the same deal was restarted. */
  restarted: boolean;
  /** True when a saved game was resumed (after a reload, or followed from another tab): its moves are already on the table. */
  resumed?: boolean;
}
export interface CarpetErrorDetail {
  code: CarpetErrorCode;
  message: string;
}

export interface CarpetAnalysisDetail {
  /** "winnable", "unwinnable" or "unknown" (the search ran out of budget). */
  verdict: 'winnable' | 'unwinnable' | 'unknown';
  /** Moves in the winning line found, when winnable. */
  moves: number | null;
  /** The move that turned a winnable position unwinnable, when that was the last move. */
  lostBy: Move | null;
}

/** The outcome panel's Share button was pressed: what is about to be shared. Cancelable: `preventDefault()` shares nothing (the page shares in its own way). */
export interface CarpetShareDetail {
  /** The short, spoiler-free result, such as "Carpet · daily-2026-12-01 · won in 74 moves, 2 undos". */
  text: string;
  /** The page to share: the `share-url` attribute, else the page's address. */
  url: string;
}

export interface CarpetEventMap {
  'carpet-move': CustomEvent<CarpetMoveDetail>;
  'carpet-won': CustomEvent<CarpetEndDetail>;
  'carpet-lost': CustomEvent<CarpetEndDetail>;
  'carpet-new-game': CustomEvent<CarpetNewGameDetail>;
  'carpet-error': CustomEvent<CarpetErrorDetail>;
  'carpet-analysis': CustomEvent<CarpetAnalysisDetail>;
  'carpet-share': CustomEvent<CarpetShareDetail>;
}

/** The events a host page may cancel with `preventDefault()`. */
const CANCELABLE: ReadonlySet<keyof CarpetEventMap> = new Set(['carpet-share']);

type DetailOf<K extends keyof CarpetEventMap> = CarpetEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Fires `name` from `target`; false when a listener cancelled it (only the cancelable events can be). */
export function emit<K extends keyof CarpetEventMap>(target: EventTarget, name: K, detail: DetailOf<K>): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) }),
  );
}

declare global {
  interface HTMLElementEventMap extends CarpetEventMap {}
}
