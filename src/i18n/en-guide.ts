/**
 * English: the words that guide a reader at the table (guide-words.ts), given the catalogue's own words for
 * cards, piles and notes. Part of the English catalogue (en.ts).
 */
import type { Catalogue, Counter } from './catalogue.js';
import type { GuideWords } from './guide-words.js';

export function englishGuide(table: Catalogue['table'], count: Counter): GuideWords {
  const moves = (n: number) => count(n, { one: '{n} move', other: '{n} moves' });
  return {
    rules: 'Rules',
    close: 'Close',
    rulesLoading: 'Loading the rules…',
    rulesFailed: 'The rules could not be loaded. Close and open them again to retry.',
    firstTime: (game) => `New to ${game}?`,
    readRules: 'Read the rules',
    askNewGame: (n) => `Start a new game? This one is ${moves(n)} in.`,
    askRestart: (n) => `Start this deal again from its first card? This game is ${moves(n)} in.`,
    keepPlaying: 'Keep playing',
    kept: 'Game kept.',
    describe: 'Describe the table',
    foundation: (pile, top, next) => {
      const name = table.pile(pile);
      if (next === 'complete') return `${name}: complete.`;
      const needs = next === 'any-ace' ? 'takes any ace' : `needs ${table.card(next.card)}`;
      return `${name}: ${top ? table.card(top, { article: 'none' }) : 'empty'}, ${needs}.`;
    },
    pileSummary: (pile, n, top, note) => {
      const cards = n === 0 ? 'empty' : count(n, { one: '{n} card', other: '{n} cards' });
      const onTop = top ? `, ${table.card(top)} on top` : '';
      return `${table.pile(pile)}: ${cards}${onTop}${note ? `, ${table.note(note)}` : ''}.`;
    },
    summaryEnd: (n, home, total) =>
      `${count(n, { one: '{n} move made', other: '{n} moves made' })}. ${count(home, { one: '{n}', other: '{n}' })} of ${count(total, { other: '{n}' })} cards on the foundations.`,
  };
}
