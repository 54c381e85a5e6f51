/**
 * Fetches what can wait (element/later.ts) once the first frame with cards has been drawn, or at once
 * when something asks for it sooner (a winnable deal to look for, a panel opened). The element's
 * `updateComplete` waits for it, so a page that awaits it finds the whole API there; a press in between
 * finds no hint yet, and a panel opened then is drawn when it arrives.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AnalysisController } from './analysis-controller.js';
import type { MoveSentences } from './announcer-controller.js';
import type { Analyst } from './analyst.js';
import type { renderOutcome } from './outcome.js';
import type { renderHelp, renderStats } from './panels.js';
import type { ShareController } from './share.js';

/** The parts element/later.ts brings. */
export interface Later {
  AnalysisController: typeof AnalysisController;
  Analyst: typeof Analyst;
  ShareController: typeof ShareController;
  renderHelp: typeof renderHelp;
  renderStats: typeof renderStats;
  renderOutcome: typeof renderOutcome;
  sentences: MoveSentences;
}

let arrived: Later | undefined;
/** Called by element/later.ts as it runs. */
export function laterArrived(parts: Later): Later {
  arrived = parts;
  return parts;
}

/** Once per page: every widget shares the one fetch (again after a failed one). */
let arriving: Promise<Later> | undefined;
function fetchLater(): Promise<Later> {
  arriving ??= import('./later.js').then(
    () => arrived!,
    (error: unknown) => {
      arriving = undefined;
      throw error;
    },
  );
  return arriving;
}

export class LaterController implements ReactiveController {
  /** What arrived, once installed. */
  loaded: Later | null = null;
  /** Whether the last fetch failed (the game goes on without its solver; the next call to load() tries again). */
  failed = false;
  /** The fetch under way (the element's updateComplete waits for it); null before it starts and once done. */
  loading: Promise<void> | null = null;
  #frame = 0;

  /** `ready`: whether the table shows cards; `install`: builds the element's parts from what arrived. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly ready: () => boolean,
    private readonly install: (later: Later) => void,
  ) {
    host.addController(this);
  }

  /** After the update that drew the first cards, the next frame starts the fetch: the cards are painted first. */
  hostUpdated(): void {
    if (this.loaded || this.loading || this.#frame || !this.ready()) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      void this.load();
    });
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  /** Fetches now (unless here or on its way) and installs it; resolves when installed. A failed fetch is retried by the next call. */
  load(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    if (this.loading) return this.loading;
    this.failed = false;
    const loading = fetchLater().then(
      (later) => {
        if (this.loaded) return;
        this.loaded = later;
        this.install(later);
      },
      (error: unknown) => {
        this.failed = true;
        console.warn("<carpet-solitaire>: the solver's and the panels' code could not be loaded; the game goes on without them.", error);
      },
    );
    this.loading = loading;
    void loading.finally(() => {
      if (this.loading === loading) this.loading = null;
      this.host.requestUpdate();
    });
    return loading;
  }
}
