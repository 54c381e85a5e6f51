/**
 * The reader's four-colour deck (the Settings panel), in each colour scheme: spades near-black (near-white on
 * a dark face), hearts a vermillion red, diamonds a blue, clubs a bluish green, after Okabe and Ito's palette,
 * darkened or lightened until each has at least 4.5:1 on both ends of its scheme's card face (host.ts). Under
 * simulated protanopia, deuteranopia and tritanopia any two suits stay at least 20 apart in CIE76 ΔE
 * (test/styles/palette.test.ts measures both). They are not read from `--carpet-hearts` and the other suit
 * tokens: a reader who asks for four colours gets these, whatever the page's theme sets.
 */
import type { Suit } from '../core/cards.js';

export const FOUR_COLOUR_DECK: Record<'light' | 'dark', Record<Suit, string>> = {
  light: { H: '#b33b13', D: '#022aa3', C: '#09795f', S: '#1b1b22' },
  dark: { H: '#fc7448', D: '#57a0fe', C: '#14e6a0', S: '#e6e8ef' },
};

/** The card faces' two ends in each scheme (the gradient of host.ts's `--_card-face`), for the contrast checks. */
export const CARD_FACES: Record<'light' | 'dark', readonly string[]> = {
  light: ['#fffefa', '#f3efe3'],
  dark: ['#2c303a', '#23262e'],
};
