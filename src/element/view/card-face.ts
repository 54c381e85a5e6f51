/**
 * The drawing of a card: the card element with its corner indices and centre, the centre's suit symbol as
 * inline SVG, the corners' drawn by CSS (no image files). One template per card, and no element that only
 * holds text: ranks are drawn by CSS from data-rank on the index and the court centre, and the corners'
 * suits by the index's ::after (styles/cards.ts), so a table of 72 cards stays small to lay out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { type CardCode, isRed, rankOf, suitOf } from '../../core/cards.js';
import { SUIT_PATHS } from '../../styles/suits.js';

/** What the element says about a card it draws: where it lies, its name, and how a player reaches it. */
export interface CardView {
  card: CardCode;
  pile: string;
  index: number;
  /** Classes beyond the card's own colour and suit (movable, covered, held, a fan position...). */
  classes: string;
  label: string;
  /** The rank in the card's corners, as the reader's decks print it ("Q", French "D"). */
  rankIndex: string;
  /** Drawn but not said: a card under another. */
  hidden?: boolean;
  /** A keyboard stop of its own (a fanned pile's card): its focus key, whether it has the tab stop, and whether it is picked up. */
  stop?: { key: string; tabStop: boolean; pressed: boolean };
}

/**
 * A face-up card. The rank is drawn by CSS from data-rank, not written as text: the card's name ("Queen
 * of hearts") is what it is called, and a letter "Q" in its text would not be part of that name (WCAG 2.5.3).
 * The corners' suits are drawn by CSS too (styles/cards.ts): only the centre's pip is an <svg>.
 */
export function renderCard({
  card,
  pile,
  index,
  classes,
  label,
  rankIndex,
  hidden = false,
  stop,
}: CardView): TemplateResult {
  const suit = suitOf(card);
  const court = ['J', 'Q', 'K'].includes(rankOf(card));
  // No whitespace between the tags (each line break sits inside a tag): text nodes between them would be nodes to lay out too.
  return html`<div
    class="card ${isRed(card) ? 'red' : 'black'} suit-${suit} ${classes}"
    part="card"
    data-card=${card}
    data-pile=${pile}
    data-index=${index}
    data-focus=${stop ? stop.key : nothing}
    tabindex=${stop ? (stop.tabStop ? 0 : -1) : nothing}
    role=${stop ? 'button' : 'img'}
    aria-label=${label}
    aria-hidden=${hidden ? 'true' : nothing}
    aria-pressed=${stop ? (stop.pressed ? 'true' : 'false') : nothing}
  >
    <span class="index top" aria-hidden="true" data-rank=${rankIndex}></span
    ><span class=${court ? 'centre court' : 'centre'} aria-hidden="true" data-rank=${court ? rankIndex : nothing}
      ><svg class="pip" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${SUIT_PATHS[suit]}></path></svg></span
    ><span class="index bottom" aria-hidden="true" data-rank=${rankIndex}></span>
  </div>`;
}
