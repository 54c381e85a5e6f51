/**
 * Fetches the deferred chunk (element/host/later.ts: the solver's side, the panels, Share, the sentences) once the first frame with cards has been drawn, or at once
 * when something asks for it sooner (a winnable deal to look for, a panel opened). The element's
 * `updateComplete` waits for it, so a page that awaits it finds the whole API there; a press in between
 * finds no hint yet, and a panel opened then is drawn when it arrives.
 */
import { type CSSResult, type ReactiveController, adoptStyles, supportsAdoptingStyleSheets } from 'lit';
import type { AnalysisController, AnalysisTable } from '../analysis/analysis-controller.js';
import type { MoveSentences } from '../speech/announcer-controller.js';
import type { Analyst } from '../analysis/analyst.js';
import type { renderOutcome } from '../view/outcome.js';
import type { renderHelp, renderStats } from '../view/panels.js';
import type { FirstTimeOffer } from '../view/templates.js';
import type { describeTable } from '../speech/describe-table.js';
import type { RulesPanel, renderRules } from '../view/rules-panel.js';
import type { SettingsPanel, renderSettings } from '../view/settings-panel.js';
import type { GuardedAction, NewGameGuard, renderAsk } from '../input/new-game-guard.js';
import type { ShareController, ShareResult } from '../view/share.js';
import { once } from '../../core/once.js';
import type { TableHost } from './host.js';
import { Loading } from './loading.js';

/** The element's attributes the parts read: `analysis`, `share` and `share-url`. */
type LaterHost = TableHost & { analysisMode: string | null; share: string | null; shareUrl: string | null };

/** The parts element/later.ts brings. */
export interface Later {
  AnalysisController: typeof AnalysisController;
  Analyst: typeof Analyst;
  ShareController: typeof ShareController;
  renderHelp: typeof renderHelp;
  renderStats: typeof renderStats;
  renderOutcome: typeof renderOutcome;
  sentences: MoveSentences;
  describeTable: typeof describeTable;
  RulesPanel: typeof RulesPanel;
  renderRules: typeof renderRules;
  SettingsPanel: typeof SettingsPanel;
  renderSettings: typeof renderSettings;
  NewGameGuard: typeof NewGameGuard;
  renderAsk: typeof renderAsk;
  /** The styles of what it draws that the first cards do not need (the Rules panel, the question, the first-time line). */
  guideStyles: CSSResult;
  /** The Settings panel's styles. */
  settingsStyles: CSSResult;
}

let arrived: Later | undefined;
/** Called by element/later.ts as it runs. */
export function laterArrived(parts: Later): Later {
  arrived = parts;
  return parts;
}

/** Once per page: every widget shares the one fetch (again after a failed one). */
const laterCode = once<void, Later>(() => import('./later.js').then(() => arrived!));

/** Fetches the deferred chunk, and makes the element's parts of it once it is here. */
export class LaterController implements ReactiveController {
  /** What arrived, once installed. */
  loaded: Later | null = null;
  /** The solver's searches (in the page's worker, else in slices); the analysis controller reads its verdicts. */
  analyst: Analyst | null = null;
  /** Verdicts, hints, Finish, autoplay, winnable deals, the analysis line. */
  analysis: AnalysisController | null = null;
  /** The outcome panel's Share button: the page's word first (`carpet-share`), then the share sheet or the clipboard. */
  sharing: ShareController | null = null;
  /** The Rules panel: open or closed, its text fetched in the reader's language when it first opens. */
  rules: RulesPanel | null = null;
  /** The reader's Settings panel: open or closed. */
  settings: SettingsPanel | null = null;
  /** New game and Restart ask first in a game under way. */
  guard: NewGameGuard | null = null;
  /** Whether the last fetch failed (the game goes on without its solver; the next call to load() tries again). */
  failed = false;
  /** The fetch under way (the element's updateComplete waits for it); null before it starts and once done. */
  get loading(): Promise<void> | null {
    return this.#loading.promise;
  }
  readonly #loading: Loading;
  #frame = 0;
  /** A winnable deal is to be looked for once the search's code has arrived. */
  #dealSearchDue = false;
  /** Counts the winnable-deal searches asked for, so that one asked for before another (or a stop) is dropped. */
  #dealSearches = 0;

  /** `finishedResult`: the finished game's result to share, null while a game is being played; `deal`: New game and Restart, once confirmed. */
  constructor(
    private readonly host: LaterHost,
    private readonly table: AnalysisTable,
    private readonly finishedResult: () => ShareResult | null,
    private readonly deal: Record<GuardedAction, () => void>,
  ) {
    this.#loading = new Loading(host);
    host.addController(this);
  }

  /**
   * New game or Restart pressed: asked first in a game under way (input/new-game-guard.ts). Pressed before the
   * deferred chunk is here, it waits for it; without it (a failed fetch), it is done at once.
   */
  press(action: GuardedAction): void {
    if (this.guard) return this.guard.press(action);
    void this.load().then(() => (this.guard ? this.guard.press(action) : this.deal[action]()));
  }

  /** Opens the Rules panel (or, with `toggle`, closes it when open), once the chunk is here. */
  openRules(toggle = false): void {
    void this.load().then(() => this.rules?.[toggle ? 'toggle' : 'show']());
  }

  readonly #showRules = (): void => this.openRules();

  /** Opens the Settings panel (or closes it when open), once the chunk is here. */
  toggleSettings(): void {
    void this.load().then(() => this.settings?.toggle());
  }

  /** Whether a panel lies over the table (the Rules panel, the Settings panel): the table under it is hidden. */
  get covered(): boolean {
    return !!this.rules?.open || !!this.settings?.open;
  }

  /**
   * The line offered to a reader new to this game (none of it `played` on this device) until the first move,
   * while the solver's line is `quiet` (empty): "New to Carpet?" and a button to its rules; null otherwise.
   */
  firstTimeOffer(moves: number, quiet: boolean, played: () => number, game: string): FirstTimeOffer | null {
    if (!this.loaded || moves > 0 || !quiet || this.findingDeal || played() > 0) return null;
    const { guide } = this.table.words();
    return { text: guide.firstTime(game), label: guide.readRules, open: this.#showRules };
  }

  /** Says the table in the live region (the S key, More's "Describe the table"), once the chunk is here. */
  describe(): void {
    void this.load().then(() => {
      const { loaded, table } = this;
      if (!loaded || !table.dealt()) return;
      const { state, moves } = table.context();
      const verdict = this.analysis?.line()?.text ?? '';
      table.announce(loaded.describeTable(table.game(), state, table.piles(), moves.length, verdict, table.words()));
    });
  }

  /** Whether a winnable deal is being looked for, or will be once the search's code is here (the board waits, the line says so). */
  get findingDeal(): boolean {
    return this.#dealSearchDue || !!this.analysis?.findingDeal;
  }

  /** Replaces the deal by the first winnable one at or after `seed`, once the search's code is here; the board waits from now on. */
  dealWinnable(seed: string): void {
    const search = ++this.#dealSearches;
    this.#dealSearchDue = true;
    void this.load().then(() => {
      if (search !== this.#dealSearches) return;
      this.#dealSearchDue = false;
      void this.analysis?.dealWinnable(seed);
    });
  }

  /** A deal made otherwise (winnable removed, a new seed) ends the search for a winnable one, begun or due. */
  stopDealSearch(): void {
    this.#dealSearches++;
    this.#dealSearchDue = false;
    this.analysis?.stopDealSearch();
  }

  /** Whether the table shows cards and the deferred chunk is still to come (the element's updateComplete waits for it). */
  get due(): boolean {
    return this.table.dealt() && !this.loaded && !this.failed;
  }

  /** After the update that drew the first cards, the next frame starts the fetch: the cards are painted first. */
  hostUpdated(): void {
    if (this.loaded || this.loading || this.#frame || !this.table.dealt()) return;
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
    const loading = laterCode.load().then(
      (later) => {
        if (this.loaded) return;
        this.loaded = later;
        this.#install(later);
      },
      (error: unknown) => {
        this.failed = true;
        console.warn(
          "<carpet-solitaire>: the solver's and the panels' code could not be loaded; the game goes on without them.",
          error,
        );
      },
    );
    return this.#loading.track(loading);
  }

  /** The analyst and the controllers join the element (each connected at once if the element is). */
  #install(later: Later): void {
    const { AnalysisController, Analyst, ShareController, RulesPanel, SettingsPanel, NewGameGuard } = later;
    const { host, table } = this;
    // The chunk's styles join the element's own, last, as if they had been in its list from the start.
    const root = host.renderRoot as ShadowRoot;
    const sheets = [later.guideStyles, later.settingsStyles];
    adoptStyles(root, supportsAdoptingStyleSheets ? [...root.adoptedStyleSheets, ...sheets] : sheets);
    this.rules = new RulesPanel(host, () => table.words());
    this.settings = new SettingsPanel(host);
    this.guard = new NewGameGuard(host, table, this.deal);
    this.analyst = new Analyst((position, result) => this.analysis?.handleVerdict(position, result));
    this.analysis = new AnalysisController(host, table, this.analyst);
    this.sharing = new ShareController(
      host,
      this.finishedResult,
      (text) => table.announce(text),
      () => table.words().ui,
      (message) => table.report('invalid-attribute', message(table.words().errors)),
    );
  }
}
