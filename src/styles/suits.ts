/**
 * The four suit symbols, drawn on a 24 x 24 square: the centre's <svg> draws them (card-face.ts), and a
 * corner index draws them from CSS, as a box in the card's colour clipped to the same path (styles/cards.ts).
 */
import type { Suit } from '../core/cards.js';

export const SUIT_PATHS: Record<Suit, string> = {
  C: 'M12 2.4a4.3 4.3 0 0 0-3.9 6.2A4.3 4.3 0 1 0 10.7 16c-.3 2.5-1.3 4.3-2.9 5.8h8.4c-1.6-1.5-2.6-3.3-2.9-5.8a4.3 4.3 0 1 0 2.6-7.4A4.3 4.3 0 0 0 12 2.4z',
  D: 'M12 1.8 20.2 12 12 22.2 3.8 12z',
  H: 'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5z',
  S: 'M12 1.8C9.2 5.6 3 9.3 3 13.9a4.6 4.6 0 0 0 7.8 3.3c-.3 2.1-1.2 3.6-2.9 4.9h8.2c-1.7-1.3-2.6-2.8-2.9-4.9A4.6 4.6 0 0 0 21 13.9c0-4.6-6.2-8.3-9-12.1z',
};
