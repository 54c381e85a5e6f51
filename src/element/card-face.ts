/** The drawing of a card face: corner indices and a centre, with suit symbols as inline SVG (no image files). */
import { html, svg, type TemplateResult } from 'lit';
import { type CardCode, type Suit, rankOf, suitOf } from '../core/cards.js';

const SUIT_PATHS: Record<Suit, string> = {
  C: 'M12 2.4a4.3 4.3 0 0 0-3.9 6.2A4.3 4.3 0 1 0 10.7 16c-.3 2.5-1.3 4.3-2.9 5.8h8.4c-1.6-1.5-2.6-3.3-2.9-5.8a4.3 4.3 0 1 0 2.6-7.4A4.3 4.3 0 0 0 12 2.4z',
  D: 'M12 1.8 20.2 12 12 22.2 3.8 12z',
  H: 'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5z',
  S: 'M12 1.8C9.2 5.6 3 9.3 3 13.9a4.6 4.6 0 0 0 7.8 3.3c-.3 2.1-1.2 3.6-2.9 4.9h8.2c-1.7-1.3-2.6-2.8-2.9-4.9A4.6 4.6 0 0 0 21 13.9c0-4.6-6.2-8.3-9-12.1z',
};

const RANK_LABELS: Record<string, string> = { T: '10' };

export function suitSymbol(suit: Suit, className = 'suit'): TemplateResult {
  return html`<svg class=${className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">${svg`<path d=${SUIT_PATHS[suit]}></path>`}</svg>`;
}

/** The inside of a face-up card; the card element around it carries the name, part and data attributes. */
export function cardFace(card: CardCode): TemplateResult {
  const rank = rankOf(card);
  const label = RANK_LABELS[rank] ?? rank;
  const suit = suitOf(card);
  const court = rank === 'J' || rank === 'Q' || rank === 'K';
  // The rank is drawn by CSS from data-rank, not written as text: the card's name ("Queen of hearts") is
  // what it is called, and a letter "Q" in its text would not be part of that name (WCAG 2.5.3).
  return html`<span class="index top" aria-hidden="true"><span class="rank" data-rank=${label}></span>${suitSymbol(suit)}</span>
    <span class="centre ${court ? 'court' : ''}" aria-hidden="true">${court ? html`<span class="court-rank" data-rank=${label}></span>` : ''}${suitSymbol(suit, 'pip')}</span>
    <span class="index bottom" aria-hidden="true"><span class="rank" data-rank=${label}></span>${suitSymbol(suit)}</span>`;
}
