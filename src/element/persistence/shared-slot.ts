/**
 * A saved game's slot is shared: by the tabs of one site (they share localStorage) and by the widgets of
 * one page that show the same deal. Each save carries a stamp: a generation, one more than the save it
 * replaced, and its line, the ids of the last saves it was built on, its own last. A widget can so tell
 * whether the slot still holds what it last read or wrote, and whether a newer save was built on its own
 * (a tab that saw it) or written beside it (a tab that had not yet heard of it): a save never silently
 * replaces a newer one written elsewhere.
 *
 * A widget hears that its slot changed from the `storage` event (written in another tab) and from this
 * module (written by another widget of this page, which the `storage` event does not reach). One page
 * listener serves every widget, and it is there only while some widget watches a slot.
 */
import { type SafeStorage, type SavedGame, playOf, savedGameText } from './saved-game.js';
import { cancelWrite } from './write-later.js';

type SlotListener = () => void;

const watchers = new Map<string, Set<SlotListener>>();

/** Where a save stands in the slot's history: its generation and the ids of its line, its own last. */
export interface Stamp {
  generation: number;
  line: readonly string[];
}

/** How many ids of its line a save keeps: more saves than this made elsewhere unheard of is a conflict. */
const LINE = 8;

/** The stamp of a save's text (a save from before stamps: generation 0, no line); null when the slot is empty or holds no save. */
export function stampOf(text: string | null): Stamp | null {
  if (text === null) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    const { generation, line } = data as { generation?: unknown; line?: unknown };
    return {
      generation: Number.isSafeInteger(generation) && (generation as number) > 0 ? (generation as number) : 0,
      line: Array.isArray(line) ? line.filter((id): id is string => typeof id === 'string').slice(-LINE) : [],
    };
  } catch {
    return null;
  }
}

const sameSave = (a: Stamp | null, b: Stamp | null): boolean =>
  a === b || (!!a && !!b && a.generation === b.generation && a.line.at(-1) === b.line.at(-1));

/** The stamp of a save written after `base` (null: an empty slot), `known` being the writer's own view. */
function nextStamp(base: Stamp | null, known: Stamp | null): Stamp {
  const id = globalThis.crypto.getRandomValues(new Uint32Array(1))[0].toString(36);
  return {
    generation: Math.max(base?.generation ?? 0, known?.generation ?? 0) + 1,
    line: [...((base ?? known)?.line ?? []), id].slice(-LINE),
  };
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
 * The slot as a widget last read or wrote it: the save's stamp (null: empty), its game as this widget
 * writes it, its play alone (the deal and its moves, without the statistics' marks), and whether this
 * widget wrote it (`own`).
 */
interface Known {
  stamp: Stamp | null;
  game: string | null;
  play: string | null;
  own: boolean;
}
const NOTHING_KNOWN: Known = { stamp: null, game: null, play: null, own: false };

/** A save made elsewhere: its game and its stamp. */
export interface Newer {
  game: SavedGame;
  stamp: Stamp;
}

/** One widget's view of its slot: what it last read or wrote there, and the writes that keep the slot's history in order. */
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

  /** Remembers `game` as what the slot held, stamped `stamp` (null: the slot read empty); `own`: this widget wrote it. */
  know(stamp: Stamp | null, game: SavedGame | null, own = false): void {
    this.#known = game ? { stamp, game: savedGameText(game), play: playOf(game), own } : NOTHING_KNOWN;
  }

  /** The save in the slot when another tab or widget made it since this widget last read or wrote it (null: none, or not one it can play). */
  newer(): Newer | null {
    const text = this.read();
    const stamp = stampOf(text);
    if (stamp === null || sameSave(stamp, this.#known.stamp)) return null;
    const game = this.playable(text!);
    return game && { game, stamp };
  }

  /** Whether `newer` was built on what this widget last wrote (or it wrote nothing since it last read the slot): nothing of its own is lost by following it. */
  builtOnMine(newer: Newer): boolean {
    const { own, stamp } = this.#known;
    return !own || !stamp || newer.stamp.line.includes(stamp.line.at(-1)!);
  }

  /** Writes `game` over what the slot holds now (null: empties the slot), and tells the page's other widgets. */
  put(game: SavedGame | null): void {
    if (game === null) {
      this.storage.remove(this.key);
      this.know(null, null);
    } else {
      const stamp = nextStamp(stampOf(this.read()), this.#known.stamp);
      this.storage.write(this.key, savedGameText(game, stamp));
      this.know(stamp, game, true);
    }
    tellPage(this.key, this.heard);
  }

  /** Writes `game`, another's, as the next save after it, this widget's view staying as it was (behind it). */
  putForAnother(game: SavedGame): void {
    this.storage.write(this.key, savedGameText(game, nextStamp(stampOf(this.read()), null)));
    tellPage(this.key, this.heard);
  }

  /** Empties the slot now, and forgets the write of it still waiting for the frame (a damaged save, a won game reloaded). */
  remove(): void {
    cancelWrite(this.key);
    this.storage.remove(this.key);
    this.know(null, null);
  }
}
