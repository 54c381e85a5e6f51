/**
 * The play clock: how long this deal has been played, measured always (so a clock turned on shows the true
 * time) and shown in the toolbar when the `timer` attribute or the reader's own choice asks for it. It starts
 * with the deal's first move, stops while the page is hidden, the element is away or the game is over, goes on
 * after an undo out of a finished game, and starts again from 0:00 with a new deal or a restart. The saved
 * game keeps its time (persistence-controller.ts), so a reload or another tab takes it up.
 *
 * A tick does not render the element: it writes the clock's one text node, and there is a timer only while
 * the clock is shown, the page visible and the game under way.
 */
import type { ReactiveController } from 'lit';
import type { Status } from '../../core/types.js';
import { clockTime } from '../../i18n/text.js';
import type { AnyContext, TableHost } from './host.js';
import type { ReaderSettings } from './reader-settings.js';

type ClockHost = TableHost & { timer: boolean };

/** What the toolbar draws of the clock: whether it shows (the Settings panel turns it on or off). */
export interface ClockView {
  readonly shown: boolean;
}

export class ClockController implements ReactiveController, ClockView {
  /** Time counted up to `#since`. */
  #base = 0;
  /** When the clock last started (Date.now(), which tests can replace), null while it stands still. */
  #since: number | null = null;
  /** A deal with a move made and not over. */
  #underWay = false;
  #connected = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #node: Element | null = null;
  readonly #host: ClockHost;
  /** Writes the saved game with its time now (the page is hidden or left). */
  readonly #save: () => void;
  /** The reader's settings: their `clock` wins over the attribute. */
  readonly #settings: ReaderSettings;

  constructor(host: ClockHost, settings: ReaderSettings, save: () => void) {
    this.#host = host;
    this.#settings = settings;
    this.#save = save;
    host.addController(this);
  }

  /** Whether the clock shows: the reader's choice, else the `timer` attribute. */
  get shown(): boolean {
    return this.#settings.prefs.clock ?? this.#host.timer;
  }

  /** The play time in ms. */
  elapsed(): number {
    return this.#base + (this.#since === null ? 0 : Math.max(0, Date.now() - this.#since));
  }

  /** The time to share: the play time when the clock is shown, else null. */
  get shared(): number | null {
    return this.shown ? this.elapsed() : null;
  }

  /** Every position of every deal: an untouched deal is at 0:00; the clock runs while the game is under way. */
  track(context: AnyContext, status: Status): void {
    const untouched = context.moves.length === 0 && context.undone.length === 0;
    if (untouched) [this.#base, this.#since] = [0, null];
    this.#underWay = !untouched && status === 'playing';
    this.#run();
  }

  /** A saved game's time, put on the table with its moves (a reload, a game followed from another tab). */
  restore(ms: number): void {
    this.#base = ms;
    if (this.#since !== null) this.#since = Date.now();
    this.#tick();
  }

  hostConnected(): void {
    this.#connected = true;
    document.addEventListener('visibilitychange', this.#onVisibility);
    addEventListener('pagehide', this.#save);
    this.#run();
  }

  hostDisconnected(): void {
    this.#connected = false;
    document.removeEventListener('visibilitychange', this.#onVisibility);
    removeEventListener('pagehide', this.#save);
    this.#run();
    this.#save();
  }

  /** The clock's node is found again once drawn (a new one when the clock was hidden), and shows the time. */
  hostUpdated(): void {
    if (!this.#node?.isConnected) this.#node = this.#host.renderRoot.querySelector('.clock-value');
    if ((this.#timer !== undefined) !== this.#ticking) this.#tick();
    else this.#show();
  }

  readonly #onVisibility = (): void => {
    this.#run();
    if (document.visibilityState === 'hidden') this.#save();
  };

  /** Whether a timer should update the text. */
  get #ticking(): boolean {
    return this.#since !== null && this.shown;
  }

  /** Folds the time run so far into the base, and starts or stops the clock as things stand. */
  #run(): void {
    const now = Date.now();
    if (this.#since !== null) this.#base += Math.max(0, now - this.#since);
    const running = this.#underWay && this.#connected && document.visibilityState !== 'hidden';
    this.#since = running ? now : null;
    this.#tick();
  }

  /** Shows the time, and sets the next tick for when its seconds change (none while it stands still or is hidden). */
  readonly #tick = (): void => {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#show();
    if (this.#ticking) this.#timer = setTimeout(this.#tick, 1000 - (this.elapsed() % 1000));
  };

  #show(): void {
    const node = this.#node;
    if (!node?.isConnected) return;
    const text = clockTime(this.elapsed());
    if (node.textContent !== text) node.textContent = text;
  }
}
