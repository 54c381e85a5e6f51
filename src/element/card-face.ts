/**
 * The drawing of a card: the card element with its corner indices and centre, suit symbols as inline
 * SVG (no image files). One template per card, and no element that only holds text: ranks are drawn by
 * CSS from data-rank on the index and the court centre, so a table of 64 cards stays small to lay out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { type CardCode, type Suit, isRed, rankOf, suitOf } from '../core/cards.js';

const SUIT_PATHS: Record<Suit, string> = {
  C: 'M12 2.4a4.3 4.3 0 0 0-3.9 6.2A4.3 4.3 0 1 0 10.7 16c-.3 2.5-1.3 4.3-2.9 5.8h8.4c-1.6-1.5-2.6-3.3-2.9-5.8a4.3 4.3 0 1 0 2.6-7.4A4.3 4.3 0 0 0 12 2.4z',
  D: 'M12 1.8 20.2 12 12 22.2 3.8 12z',
  H: 'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5z',
  S: 'M12 1.8C9.2 5.6 3 9.3 3 13.9a4.6 4.6 0 0 0 7.8 3.3c-.3 2.1-1.2 3.6-2.9 4.9h8.2c-1.7-1.3-2.6-2.8-2.9-4.9A4.6 4.6 0 0 0 21 13.9c0-4.6-6.2-8.3-9-12.1z',
};

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
 */
export function renderCard({ card, pile, index, classes, label, rankIndex, hidden = false, stop }: CardView): TemplateResult {
  const suit = suitOf(card);
  const path = SUIT_PATHS[suit];
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
    <span class="index top" aria-hidden="true" data-rank=${rankIndex}
      ><svg class="suit" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${path}></path></svg></span
    ><span class=${court ? 'centre court' : 'centre'} aria-hidden="true" data-rank=${court ? rankIndex : nothing}
      ><svg class="pip" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${path}></path></svg></span
    ><span class="index bottom" aria-hidden="true" data-rank=${rankIndex}
      ><svg class="suit" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${path}></path></svg
    ></span>
  </div>`;
}
