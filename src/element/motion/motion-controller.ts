/**
 * How cards move on screen: the glide of a played card to its new pile, the glide back of a refused
 * drop, the deal's cascade, the celebration of a win and the shake of a card that cannot move. All of it
 * through the Web Animations API (no style attribute is written, so a strict Content-Security-Policy
 * holds), and nothing ever waits for an animation: the cards are already where the rules put them.
 * The `animation` attribute ("normal", "fast", "off") and the reader's reduced-motion wish set how much plays,
 * unless the reader chose in the Settings panel: that choice, on or off, wins for that reader.
 */
import type { ReactiveController } from 'lit';
import type { PileId } from '../../core/types.js';
import type { CarpetErrorCode } from '../../events.js';
import { EN } from '../../i18n/en.js';
import { catalogueIfLoaded, languageOf, nearestLang } from '../../i18n/lang.js';
import { reportInLanguage } from '../host/report-words.js';
import type { TableHost } from '../host/host.js';
import { quote } from '../../i18n/text.js';

/** How long a card takes to glide to its new pile when `--carpet-duration` is missing or not a time. */
const GLIDE_MS = 180;
/** Animations under animation="fast": this share of their normal length. */
const FAST_MOTION = 0.4;
/** A new deal's cards fly in from the stock, one after another. */
const DEAL_MS = 260;
const DEAL_STAGGER_MS = 14;
/** A win: the foundations' top cards leap, one after another. */
const CELEBRATE_MS = 520;
const CELEBRATE_STAGGER_MS = 90;
export const ANIMATION_VALUES = ['normal', 'fast', 'off'];

type MotionHost = TableHost & { animation: string | null };

export class MotionController implements ReactiveController {
  /** A new deal was made since the last render: its cards fly in once it is drawn. */
  dealPending = false;
  /** The `animation` value last checked, so a bad one is reported once. */
  #checked: string | null = null;
  /** Animations of a change not drawn yet: started by the update that draws it, before its frame is painted. */
  #whenDrawn: (() => void)[] = [];

  readonly #host: MotionHost;
  readonly #report: (code: CarpetErrorCode, message: string) => void;
  /** The reader's own choice of glides in the Settings panel (undefined: none made). */
  readonly #choice: () => boolean | undefined;

  constructor(
    host: MotionHost,
    report: (code: CarpetErrorCode, message: string) => void,
    choice: () => boolean | undefined = () => undefined,
  ) {
    this.#host = host;
    this.#report = report;
    this.#choice = choice;
    host.addController(this);
  }

  hostUpdated(): void {
    const { animation } = this.#host;
    if (animation !== this.#checked) {
      this.#checked = animation;
      if (animation && !ANIMATION_VALUES.includes(animation)) {
        // In the widget's language: its words when they are here already, else once they arrive.
        const words = catalogueIfLoaded(languageOf(nearestLang(this.#host), () => {})) ?? EN;
        reportInLanguage(this.#host, words, this.#report, 'invalid-attribute', (errors) =>
          errors.notOneOf('animation', quote(animation), ANIMATION_VALUES, 'normal'),
        );
      }
    }
    if (this.dealPending) {
      this.dealPending = false;
      this.animateDeal();
    }
    for (const start of this.#whenDrawn.splice(0)) start();
  }

  /**
   * Starts `animation` in the next update, the one that draws the change it animates: a card must glide from
   * the first frame that shows its move, and updateComplete may resolve only after that frame is painted
   * (it waits for the live region's sentence too).
   */
  whenDrawn(animation: () => void): void {
    this.#whenDrawn.push(animation);
  }

  /** Off the page nothing is drawn: what was to animate is dropped, not played on a later change. */
  hostDisconnected(): void {
    this.#whenDrawn.length = 0;
  }

  /**
   * How much of each animation plays: 1 normally, less when fast, 0 when off or when the reader asks for reduced
   * motion; the reader's choice in the Settings panel wins over all of these.
   */
  factor(): number {
    const choice = this.#choice();
    if (choice === false) return 0;
    const off = this.#host.animation === 'off' || matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (off && choice === undefined) return 0;
    return this.#host.animation === 'fast' ? FAST_MOTION : 1;
  }

  /** How long a played card glides now, in milliseconds (0: it does not). */
  glideMs(): number {
    const factor = this.factor();
    // With no motion the duration is not read: reading a computed style may recompute styles in the middle of the click.
    if (factor === 0) return 0;
    const duration = this.#glideDuration();
    // A reader who asked for glides gets them even where the page's --carpet-duration turned them off.
    return (duration === 0 && this.#choice() ? GLIDE_MS : duration) * factor;
  }

  /** Whether played cards glide now, whoever decided it (the Settings panel's box shows it). */
  get glides(): boolean {
    return this.glideMs() > 0;
  }

  /** Where the top `count` cards of a pile are on screen now (the stock's back for a deal). */
  cardBoxes(pile: PileId, count: number): DOMRect[] {
    const element = this.#pileElement(pile);
    if (!element) return [];
    const cards = [...element.querySelectorAll<HTMLElement>('.card:not(.under)')].slice(-count);
    return (cards.length ? cards : [element]).map((card) => card.getBoundingClientRect());
  }

  /** Cards glide from where they were (`starts`) to where the move put them, on top of `pile`. */
  glide(pile: PileId, starts: DOMRect[], duration: number): void {
    if (starts.length === 0 || duration === 0) return;
    const element = this.#pileElement(pile);
    const cards = element ? [...element.querySelectorAll<HTMLElement>('.card:not(.under)')].slice(-starts.length) : [];
    // The cards are marked gliding before their boxes are read, so that the one layout the read forces (the one
    // the move's frame needs anyway) includes that change of style: marked after it, the frame laid them out again.
    const marked = cards.filter((card) => !card.classList.contains('gliding'));
    for (const card of marked) card.classList.add('gliding');
    const ends = cards.map((card) => card.getBoundingClientRect());
    cards.forEach((card, index) => {
      const start = starts[Math.min(index, starts.length - 1)];
      const end = ends[index];
      const dx = start.left + start.width / 2 - (end.left + end.width / 2);
      const dy = start.top + start.height / 2 - (end.top + end.height / 2);
      // Already where it started: no glide (one still running from an earlier move keeps its mark).
      if (Math.abs(dx) + Math.abs(dy) < 1) return void (marked.includes(card) && card.classList.remove('gliding'));
      // A gliding card lets clicks through to what lies where it is drawn, so a quick second click lands right.
      this.#animateCard(card, [{ translate: `${dx}px ${dy}px` }, { translate: '0px 0px' }], {
        duration,
        easing: 'cubic-bezier(.2,.7,.3,1)',
      });
    });
  }

  /** An illegal drop glides back to where it came from (no inline style is left behind). */
  glideBack(cards: HTMLElement[]): void {
    const duration = this.glideMs();
    for (const card of cards) {
      const from = card.style.getPropertyValue('translate') || '0px 0px';
      clearTranslate(card);
      if (duration > 0)
        card.animate?.([{ translate: from }, { translate: '0px 0px' }], { duration, easing: 'ease-out' });
    }
  }

  /**
   * A new deal's cards fly from the stock (or the top of the table) to their places, one after another.
   * Only the drawing moves: the cards are already where the rules put them, and can be played at once.
   */
  animateDeal(): void {
    const factor = this.factor();
    if (factor === 0) return;
    const board = this.#host.renderRoot.querySelector<HTMLElement>('.board');
    if (!board) return;
    const source = (board.querySelector('.pile[data-pile="stock"]') ?? board).getBoundingClientRect();
    const cards = [...board.querySelectorAll<HTMLElement>('.card:not(.under)')];
    cards.forEach((card, index) => {
      const end = card.getBoundingClientRect();
      const dx = source.left + source.width / 2 - (end.left + end.width / 2);
      const dy = source.top + Math.min(source.height, end.height) / 2 - (end.top + end.height / 2);
      this.#animateCard(
        card,
        [
          { translate: `${dx}px ${dy}px`, opacity: 0 },
          { translate: '0px 0px', opacity: 1 },
        ],
        {
          duration: DEAL_MS * factor,
          delay: index * DEAL_STAGGER_MS * factor,
          easing: 'cubic-bezier(.2,.7,.3,1)',
          fill: 'backwards',
        },
      );
    });
  }

  /** A short celebration of a win: each foundation's top card leaps in turn. */
  celebrate(): void {
    const factor = this.factor();
    if (factor === 0) return;
    const tops = [...this.#host.renderRoot.querySelectorAll<HTMLElement>('.pile.foundation')].map((pile) =>
      pile.querySelector<HTMLElement>('.card:not(.under)'),
    );
    tops.forEach((card, index) => {
      if (!card) return;
      this.#animateCard(
        card,
        [
          { translate: '0 0', scale: '1' },
          { translate: '0 -30%', scale: '1.08' },
          { translate: '0 0', scale: '1' },
        ],
        {
          duration: CELEBRATE_MS * factor,
          delay: index * CELEBRATE_STAGGER_MS * factor,
          easing: 'ease-in-out',
          iterations: 2,
        },
      );
    });
  }

  /** A small shake says "that card cannot move now". */
  shake(event: Event): void {
    const card = (event.target as Element).closest?.('.card');
    card?.animate?.([{ translate: '0' }, { translate: '-3px' }, { translate: '3px' }, { translate: '0' }], {
      duration: 160,
    });
  }

  #pileElement(pile: PileId): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>(`.pile[data-pile="${pile}"]`);
  }

  /** Runs a card animation that clicks pass through (to the card's real place) while it plays. */
  #animateCard(card: HTMLElement, keyframes: Keyframe[], timing: KeyframeAnimationOptions): void {
    const animation = card.animate?.(keyframes, timing);
    // No Web Animations: the card is simply where it landed, and takes clicks (a glide marked it already).
    if (!animation) return void card.classList.remove('gliding');
    card.classList.add('gliding');
    animation.onfinish = animation.oncancel = () => card.classList.remove('gliding');
  }

  /** The `--carpet-duration` token in milliseconds ("250ms", "0.3s"; 0 is no animation), read from the element's style. */
  #glideDuration(): number {
    // --_duration is the token with its default (the styles' :host), so the default is written once.
    const value = getComputedStyle(this.#host).getPropertyValue('--_duration').trim();
    const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(ms|s)$/i.exec(value);
    if (!match) return GLIDE_MS;
    const ms = Number(match[1]) * (match[2].toLowerCase() === 's' ? 1000 : 1);
    // 0 turns the glide off; a negative time is no time at all (CSS refuses it), so the default stands.
    return !Number.isFinite(ms) || ms < 0 ? GLIDE_MS : ms;
  }
}

/** Removes a drag offset without leaving an empty style attribute behind. */
export function clearTranslate(card: HTMLElement): void {
  card.style.removeProperty('translate');
  if (card.getAttribute('style') === '') card.removeAttribute('style');
}
