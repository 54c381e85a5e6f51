/**
 * A saved game's slot is shared: by the tabs of one site (they share localStorage) and by the widgets of
 * one page that show the same deal. Each save carries a generation, one more than the save it replaced,
 * so a widget can tell whether the slot still holds what it last read or wrote, and a save never
 * silently replaces a newer one written elsewhere.
 *
 * A widget hears that its slot changed from the `storage` event (written in another tab) and from this
 * module (written by another widget of this page, which the `storage` event does not reach). One page
 * listener serves every widget, and it is there only while some widget watches a slot.
 */

import { type SafeStorage, type SavedGame, playOf, savedGameText } from './saved-game.js';
import { cancelWrite } from './write-later.js';

type SlotListener = () => void;

const watchers = new Map<string, Set<SlotListener>>();

/** The generation of a save's text: 0 for a save from before generations; null when the slot is empty or holds no save. */
export function generationOf(text: string | null): number | null {
  if (text === null) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    const { generation } = data as { generation?: unknown };
    return Number.isSafeInteger(generation) && (generation as number) > 0 ? (generation as number) : 0;
  } catch {
    return null;
  }
}

/** Whether `area` is this page's localStorage (reading it throws where storage is refused, as in a sandboxed frame). */
function isLocalStorage(area: Storage | null): boolean {
  try {
    return area !== null && area === globalThis.localStorage;
  } catch {
    return false;
  }
}

function onStorage(event: StorageEvent): void {
  if (!isLocalStorage(event.storageArea)) return;
  // A null key: another tab cleared the storage, every slot with it.
  const heard = event.key === null ? [...watchers.values()] : [watchers.get(event.key)];
  for (const listeners of heard) for (const listener of [...(listeners ?? [])]) listener();
}

/** Calls `listener` whenever another tab or another widget of this page changes `slot`. Returns the call that stops it. */
export function watchSlot(slot: string, listener: SlotListener): () => void {
  if (watchers.size === 0) addEventListener('storage', onStorage);
  let listeners = watchers.get(slot);
  if (!listeners) watchers.set(slot, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && watchers.get(slot) === listeners) watchers.delete(slot);
    if (watchers.size === 0) removeEventListener('storage', onStorage);
  };
}

/**
 * Tells this page's other widgets on `slot` that `writer` changed it, in a task of its own as the
 * `storage` event comes to other tabs (the writer is still in the middle of its move).
 */
export function tellPage(slot: string, writer: SlotListener): void {
  const others = [...(watchers.get(slot) ?? [])].filter((listener) => listener !== writer);
  if (others.length) setTimeout(() => others.forEach((listener) => listener()));
}

/**
 * The slot as a widget last read or wrote it: the save's generation (null: empty), its game as this widget
 * writes it, and its play alone (the deal and its moves, without the statistics' marks).
 */
export interface Known {
  generation: number | null;
  game: string | null;
  play: string | null;
}
const NOTHING_KNOWN: Known = { generation: null, game: null, play: null };

/** One widget's view of its slot: what it last read or wrote there, and the writes that keep generations in order. */
export class SharedSlot {
  #known: Known = NOTHING_KNOWN;
  #unwatch: (() => void) | null = null;

  /**
   * `playable`: the game in a save's text when this widget can play it (its game, options and day), else
   * null; `heard`: called when another tab or widget changed the slot, while watched.
   */
  constructor(
    readonly key: string,
    private readonly storage: SafeStorage,
    private readonly playable: (text: string) => SavedGame | null,
    private readonly heard: SlotListener,
  ) {}

  get known(): Readonly<Known> {
    return this.#known;
  }

  /** Listens to the slot (`on`), or stops. */
  watch(on: boolean): void {
    this.#unwatch?.();
    this.#unwatch = on ? watchSlot(this.key, this.heard) : null;
  }

  read(): string | null {
    return this.storage.read(this.key);
  }

  /** Remembers `game` as what the slot held at `generation` (null: nothing, the slot read empty). */
  know(generation: number | null, game: SavedGame | null): void {
    this.#known = game ? { generation, game: savedGameText(game), play: playOf(game) } : NOTHING_KNOWN;
  }

  /** The game in the slot when another tab or widget saved it since this widget last read or wrote it (null: none, or not one it can play). */
  newer(): SavedGame | null {
    const text = this.read();
    const generation = generationOf(text);
    return generation === null || generation === this.#known.generation ? null : this.playable(text!);
  }

  /** Writes `game` as the slot's next generation (null: empties the slot), and tells the page's other widgets. */
  put(game: SavedGame | null): void {
    if (game === null) {
      this.storage.remove(this.key);
      this.know(null, null);
    } else {
      const generation = Math.max(generationOf(this.read()) ?? 0, this.#known.generation ?? 0) + 1;
      this.storage.write(this.key, savedGameText(game, generation));
      this.know(generation, game);
    }
    tellPage(this.key, this.heard);
  }

  /** Writes `game`, another's, as the slot's next generation, this widget's view staying as it was (behind it). */
  putForAnother(game: SavedGame): void {
    this.storage.write(this.key, savedGameText(game, (generationOf(this.read()) ?? 0) + 1));
    tellPage(this.key, this.heard);
  }

  /** Empties the slot now, and forgets the write of it still waiting for the frame (a damaged save, a won game reloaded). */
  remove(): void {
    cancelWrite(this.key);
    this.storage.remove(this.key);
    this.know(null, null);
  }
}
