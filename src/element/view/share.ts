/**
 * Sharing a finished game: a short, spoiler-free line of text (the game, the deal, how it ended) and the
 * page's address. The Share button first fires a cancelable `carpet-share`; then the browser's share sheet
 * where there is one, else the clipboard with a visible "Copied", else the text in a field to copy by hand.
 */
import type { ReactiveController } from 'lit';
import type { Status } from '../../core/types.js';
import { emit } from '../../events.js';
import { EN } from '../../i18n/en.js';
import type { UiWords } from '../../i18n/ui-words.js';
import type { TableHost } from '../host/host.js';
import type { ErrorWords } from '../../i18n/error-words.js';
import { clockTime, quote, shorten } from '../../i18n/text.js';

/** How long "Copied" shows beside the button. */
export const COPIED_MS = 2000;

export interface ShareResult {
  /** The game's title in the widget's language, such as "Carpet". */
  title: string;
  seed: string;
  status: Exclude<Status, 'playing'>;
  /** Moves on the table at the end. */
  moves: number;
  undos: number;
  /** Lost with no card able to move (false: moves were left, but none of them can win). */
  stuck: boolean;
  /** The play time in ms, shared when the clock is shown (null or absent: not shared). */
  time?: number | null;
}

/**
 * The result in one line, for instance "Carpet · daily-2026-12-01 · won in 74 moves, 2 undos" (and ", 6:12"
 * when the clock is shown; the seed is never translated: it is the deal's key).
 */
export function shareText(
  { title, seed, status, moves, undos, stuck, time }: ShareResult,
  ui: UiWords = EN.ui,
): string {
  const clock = time === null || time === undefined ? null : clockTime(time);
  return `${title} · ${shorten(seed, 40)} · ${ui.shareEnd({ won: status === 'won', moves, undos, stuck, time: clock })}`;
}

/** The address shared: the `share-url` attribute when set, else the page's own. */
export const shareUrl = (attribute: string | null): string => (attribute ? attribute : globalThis.location.href);

/** What the outcome panel draws of sharing. */
export interface ShareView {
  /** Whether the Share button is there (`share="false"` removes it). */
  enabled: boolean;
  /** "Copied" shows beside the button. */
  copied: boolean;
  /** The text to copy by hand, when neither the share sheet nor the clipboard was there (null: none). */
  manual: string | null;
}

type ShareHost = TableHost & { share: string | null; shareUrl: string | null };

/**
 * The Share button's behaviour and the little state it shows: "Copied" for a moment (its timer cleared on
 * disconnect), or the text to copy by hand. `over` says whether a game is finished: once a new one starts,
 * the state is cleared.
 */
export class ShareController implements ReactiveController {
  #copied = false;
  #manual: string | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every share and every reset, so a share that settles late does not show over a newer state. */
  #generation = 0;

  readonly #host: ShareHost;
  readonly #result: () => ShareResult | null;
  readonly #announce: (text: string) => void;
  readonly #words: () => UiWords;

  readonly #invalid: (message: (errors: ErrorWords) => string) => void;
  /** The `share` value last checked, so a bad one is reported once. */
  #checked: string | null = null;

  /**
   * `result`: the finished game's result, null while a game is being played; `words`: the widget's words now;
   * `invalid`: reports a `share` value that is neither "true" nor "false", in the widget's words.
   */
  constructor(
    host: ShareHost,
    result: () => ShareResult | null,
    announce: (text: string) => void,
    words: () => UiWords = () => EN.ui,
    invalid: (message: (errors: ErrorWords) => string) => void = () => {},
  ) {
    this.#host = host;
    this.#result = result;
    this.#announce = announce;
    this.#words = words;
    this.#invalid = invalid;
    host.addController(this);
  }

  get view(): ShareView {
    return { enabled: this.#host.share !== 'false', copied: this.#copied, manual: this.#manual };
  }

  hostUpdate(): void {
    if (!this.#result()) this.#clear();
    const { share } = this.#host;
    if (share === this.#checked) return;
    this.#checked = share;
    if (share && share !== 'true' && share !== 'false')
      this.#invalid((errors) => errors.notOneOf('share', quote(share), ['true', 'false'], 'true'));
  }

  /** The outcome panel's Share: the finished game's result in one line, and the address (`share-url`, else the page's). */
  shareResult(): void {
    const result = this.#result();
    if (result) void this.share(shareText(result, this.#words()), shareUrl(this.#host.shareUrl));
  }

  hostUpdated(): void {
    // The text to copy by hand is selected, ready for the reader's copy keys.
    if (this.#manual === null) return;
    const field = this.#host.renderRoot.querySelector<HTMLTextAreaElement>(
      '.share-manual textarea:not([data-selected])',
    );
    if (!field) return;
    field.dataset.selected = '';
    field.focus();
    field.select();
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#copied = false;
  }

  /** Tells the page (which may cancel), then shares `text` and `url` in the best way the browser has. */
  async share(text: string, url: string): Promise<void> {
    if (!emit(this.#host, 'carpet-share', { text, url })) return;
    const generation = ++this.#generation;
    const nav = globalThis.navigator as Navigator | undefined;
    if (typeof nav?.share === 'function') {
      // A share the reader cancelled (or the browser refused) is not an error worth a word.
      await nav.share({ text, url }).catch(() => undefined);
      return;
    }
    const copied = await (
      nav?.clipboard?.writeText(`${text}\n${url}`) ?? Promise.reject(new Error('no clipboard'))
    ).then(
      () => true,
      () => false,
    );
    if (generation !== this.#generation) return;
    if (copied) this.#showCopied();
    else this.#manual = `${text}\n${url}`;
    this.#host.requestUpdate();
  }

  #showCopied(): void {
    this.#announce(this.#words().copiedSaid);
    if (!this.#host.isConnected) return;
    this.#copied = true;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#copied = false;
      this.#host.requestUpdate();
    }, COPIED_MS);
  }

  #clear(): void {
    if (!this.#copied && this.#manual === null && this.#timer === undefined) return;
    this.#generation++;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#copied = false;
    this.#manual = null;
  }
}
