/**
 * English: what `carpet-error` says, and why the rules refuse a move. Part of the English catalogue
 * (en.ts), which gives these messages its words for the games, piles and cards; in its chunk.
 */
import { type CardCode } from '../core/cards.js';
import { capitalise, listInWords, quotedList } from './text.js';
import type { Refusal } from '../core/types.js';
import type { SaveProblem } from '../core/problems.js';
import type { PileNamer } from './error-words.js';
import { type Catalogue, type Counter } from './catalogue.js';

/** `"a" or "b"`. */
const errChoice = (values: readonly string[]): string => listInWords(values.map((value) => `"${value}"`));
/** What a game option's attribute names, for "is not a fill mode". */
const ERR_OPTION_NOUNS: Record<string, string> = { fill: 'a fill mode' };

const ERR_SAVE_PROBLEMS: { [K in SaveProblem['key']]: (problem: Extract<SaveProblem, { key: K }>) => string } = {
  'not-json': () => 'it is not valid JSON (corrupted or truncated)',
  'not-a-save': () => 'it is not a saved game',
  'other-version': ({ found, version }) => `it was saved by another version (${found}, this is ${version})`,
  'other-game': ({ found, variant }) => `it is a game of ${found}, not ${variant}`,
  'other-options': () => 'it was dealt with other options',
  'no-seed': () => 'its seed is missing',
  'damaged-moves': () => 'its move list is damaged',
  'illegal-move': ({ from, to }) => `move ${from} to ${to} is not legal in that deal`,
};

/** The English messages; `table`: the catalogue's words for the games, piles and cards; `count`: its counter. */
export function englishErrors(table: Catalogue['table'], count: Counter): Catalogue['errors'] {
  const errCards = (n: number): string => count(n, { one: '{n} card', other: '{n} cards' });

  /** A refusal in English; piles by their names on the game's table, an id that is no pile quoted as given. */
  function errRefusal(reason: Refusal, piles: PileNamer): string {
    const pile = (id: string): string => {
      const name = piles(id);
      return name ? table.pilePhrase(name) : `"${id}"`;
    };
    const card = (code: CardCode): string => table.card(code);
    switch (reason.key) {
      case 'one-card-only':
        return `${table.game(reason.variant)} moves one card at a time.`;
      case 'bad-count':
        return 'A move takes one card, or a run of 2 or more cards.';
      case 'no-source':
        return `"${reason.pile}" is not a pile a card can move from in ${table.game(reason.variant)}.`;
      case 'no-destination':
        return `A card cannot move to ${pile(reason.pile)}.`;
      case 'empty':
        return `${capitalise(pile(reason.pile))} is empty.`;
      case 'same-pile':
        return 'A card cannot move onto the pile it is on.';
      case 'no-redeal':
        return `The stock is empty: ${table.game(reason.variant)} has no redeal.`;
      case 'wrong-suit':
        return `${capitalise(card(reason.card))} does not go on ${pile(reason.pile)}${reason.suit ? `: it builds in ${table.suit(reason.suit)}` : ''}.`;
      case 'needs':
        return `${capitalise(pile(reason.pile))} needs ${card(reason.card)}.`;
      case 'complete':
        return `${capitalise(pile(reason.pile))} is complete.`;
      case 'needs-ace':
        return `An empty foundation starts with an ace, not ${card(reason.card)}.`;
      case 'deal-first':
        return 'Deal the stock card to the waste first.';
      case 'run-to-foundation':
        return 'Runs never go to a foundation: one card at a time.';
      case 'foundation-to-foundation':
        return 'A foundation card comes back only onto a tableau pile or into an empty reserve.';
      case 'foundation-fixed':
        return `Cards on ${pile(reason.pile)} never move.`;
      case 'auto-fill':
        return 'Gaps fill by themselves in this game (fill="auto").';
      case 'not-a-gap':
        return `${capitalise(pile(reason.pile))} is not a gap.`;
      case 'carpet-to-carpet':
        return 'Carpet cards never move to other carpet cells.';
      case 'gap-filler':
        return 'A gap is filled from the waste, or from the stock when the waste is empty.';
      case 'deal-onto-reserves':
        return 'The stock is dealt onto the reserves, two cards to each.';
      case 'deal-no-count':
        return 'A deal always puts two cards on each reserve; it takes no count.';
      case 'run-to-reserve':
        return 'Runs never go to a reserve: one card at a time.';
      case 'reserve-taken':
        return 'Nothing may be placed on a reserve that holds a card.';
      case 'run-from-non-tableau':
        return 'Only a run on a tableau pile moves as a group: one card at a time from a reserve or a foundation.';
      case 'too-few-cards':
        return `${capitalise(pile(reason.pile))} holds only ${errCards(reason.count)}.`;
      case 'not-a-run':
        return `The top ${errCards(reason.count)} of ${pile(reason.pile)} are not a run down in one suit.`;
      case 'tableau-build':
        return `${capitalise(card(reason.card))} does not go on ${card(reason.onto)}: tableau piles build down in suit.`;
      case 'super-move-limit': {
        const space = `${count(reason.reserves, { one: '{n} empty reserve', other: '{n} empty reserves' })} and ${count(reason.piles, { one: '{n} empty tableau pile', other: '{n} empty tableau piles' })}`;
        return `With ${space}, at most ${errCards(reason.limit)} can move as one${reason.intoEmpty ? ' into an empty pile' : ''}; this run has ${reason.count}.`;
      }
      case 'deal-onto-talon':
        return 'The stock is dealt onto the talon, one card at a time.';
      case 'stock-empty-redeal':
        return `The stock is empty: re-deal the talon (${count(reason.left, { one: '{n} re-deal', other: '{n} re-deals' })} left).`;
      case 'stock-empty-no-redeal':
        return 'The stock is empty, and no re-deal is possible.';
      case 'redeal-stock-not-empty':
        return `The talon is re-dealt only when the stock is empty; it holds ${errCards(reason.count)}.`;
      case 'redeal-talon-empty':
        return 'The talon is empty: there is nothing to re-deal.';
      case 'no-redeal-left':
        return 'No re-deal is left: the game has two re-deals, three passes in all.';
      case 'to-stock':
        return 'Only a re-deal puts cards back into the stock: the whole talon, once the stock is empty.';
      case 'to-carpet':
        return 'Nothing goes back into the carpet.';
      case 'blocked':
        return `${capitalise(card(reason.card))} is blocked: neither narrow end has a clear lane to the edge of the carpet.`;
      case 'talon-empty-build':
        return 'The talon is empty: deal a card from the stock before building on it.';
      case 'talon-suit':
        return `${capitalise(card(reason.card))} does not go on ${card(reason.onto)}: the talon builds in suit.`;
      case 'talon-rank':
        return `${capitalise(card(reason.card))} does not go on ${card(reason.onto)}: the talon builds one rank up or down${reason.wrap ? ' (no wrap between king and ace)' : ''}.`;
    }
  }

  return {
    unknownVariant: (value, variants) => `variant=${value} is not a game; use ${quotedList(variants)}.`,
    playingDefault: (variant) => `Playing "${variant}".`,
    keeping: (variant) =>
      `${/^The /.test(table.game(variant)) ? table.game(variant) : `The ${table.game(variant)}`} game in progress goes on unchanged.`,
    loadFailed: (variant, reason) => `the code of ${table.game(variant)} could not be loaded (${reason}).`,
    reloadToRetry: 'Reload the page to try again.',
    loadFailedNotice: (variant) =>
      `${table.game(variant)} could not be loaded. Check the connection and reload the page.`,
    optionProblem: ({ attribute, value, allowed }) =>
      `${attribute}="${value}" is not ${ERR_OPTION_NOUNS[attribute] ?? `a value of ${attribute}`}; use ${errChoice(allowed)}.`,
    usingDefault: 'Using the default.',
    seedEmpty: 'seed="" is empty: dealing a fresh random seed (remove the attribute to say so).',
    seedLong: (length) =>
      `the seed is ${count(length, { other: '{n}' })} characters long: it deals in full, but is shown shortened.`,
    notOneOf: (attribute, value, allowed, fallback) =>
      `${attribute}=${value} is not one of ${quotedList(allowed)}; using "${fallback}".`,
    persistInvalid: (value) => `persist=${value} is not "true" or "false"; keeping progress.`,
    invalidSave: (problem) =>
      `the saved game could not be resumed: ${ERR_SAVE_PROBLEMS[problem.key](problem as never)}. Dealing afresh.`,
    storageUnavailable: (what, reason) =>
      `could not ${what} progress in localStorage (${reason}); the game goes on but will not be kept.`,
    winnableNoSolver: (variant, seed) =>
      `winnable: ${table.game(variant)} has no solver; dealing seed ${seed} as it is.`,
    winnableNotFound: (seed) =>
      `winnable: no deal near seed ${seed} could be proven winnable in time; dealing it as it is.`,
    invalidMove: (got) => `play() takes a move like { from: "carpet-3", to: "foundation-1" }; got ${got}.`,
    illegalMove: (from, to, why) => `${from} to ${to} is not a legal move: ${why}`,
    gameOver: 'the game is over.',
    notOffered: 'it is not offered now.',
    notReady: (call) => `${call} came before the game's code loaded; await element.updateComplete first.`,
    refusal: errRefusal,
  };
}
