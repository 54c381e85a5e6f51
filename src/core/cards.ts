/** Cards are plain strings: rank + suit, as in RULES.md ("TD" is the ten of diamonds). */
export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K';
export type Suit = 'C' | 'D' | 'H' | 'S';
export type CardCode = `${Rank}${Suit}`;

export const RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];

const RANK_NAMES = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
];
const SUIT_NAMES: Record<Suit, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

export const rankOf = (card: CardCode): Rank => card[0] as Rank;
export const suitOf = (card: CardCode): Suit => card[1] as Suit;
/** 1 for an ace up to 13 for a king. */
export const valueOf = (card: CardCode): number => RANKS.indexOf(rankOf(card)) + 1;
export const cardOf = (value: number, suit: Suit): CardCode => `${RANKS[value - 1]}${suit}`;
export const isRed = (card: CardCode): boolean => suitOf(card) === 'D' || suitOf(card) === 'H';

export function isCardCode(value: unknown): value is CardCode {
  return (
    typeof value === 'string' &&
    value.length === 2 &&
    RANKS.includes(value[0] as Rank) &&
    SUITS.includes(value[1] as Suit)
  );
}

export const suitName = (suit: Suit): string => SUIT_NAMES[suit];

/** The spoken name of a card: "Queen of hearts". */
export function cardName(card: CardCode): string {
  const rank = RANK_NAMES[valueOf(card) - 1];
  return `${rank[0].toUpperCase()}${rank.slice(1)} of ${SUIT_NAMES[suitOf(card)]}`;
}

/** Every card of `packs` packs in a fixed order (suit by suit, ace to king): the order shuffles start from. */
export function fullDeck(packs = 1): CardCode[] {
  const deck: CardCode[] = [];
  for (let pack = 0; pack < packs; pack++) {
    for (const suit of SUITS) for (let value = 1; value <= 13; value++) deck.push(cardOf(value, suit));
  }
  return deck;
}
