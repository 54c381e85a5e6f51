/**
 * German: the words that guide a reader at the table (guide-words.ts), given the catalogue's own words for
 * cards, piles and notes. Part of the German catalogue (de.ts), in its chunk.
 */
import type { Catalogue, Counter } from './catalogue.js';
import type { GuideWords } from './guide-words.js';

export function germanGuide(table: Catalogue['table'], count: Counter): GuideWords {
  const moves = (n: number) => count(n, { one: '{n} Zug', other: '{n} Züge' });
  return {
    rules: 'Regeln',
    close: 'Schließen',
    rulesLoading: 'Die Regeln werden geladen…',
    rulesFailed: 'Die Regeln konnten nicht geladen werden. Schließen und erneut öffnen, um es nochmals zu versuchen.',
    firstTime: (game) => `Neu bei ${game}?`,
    readRules: 'Regeln lesen',
    askNewGame: (n) => `Ein neues Spiel beginnen? Dieses ist schon ${moves(n)} weit.`,
    askRestart: (n) => `Dieses Spiel von vorn beginnen? Es ist schon ${moves(n)} weit.`,
    keepPlaying: 'Weiterspielen',
    kept: 'Spiel behalten.',
    describe: 'Tisch beschreiben',
    foundation: (pile, top, next) => {
      const name = table.pile(pile);
      if (next === 'complete') return `${name}: vollständig.`;
      const needs =
        next === 'any-ace'
          ? 'jedes Ass kann ihn beginnen'
          : `als Nächstes ${table.card(next.card, { case: 'nominative' })}`;
      return `${name}: ${top ? table.card(top, { article: 'none' }) : 'leer'}, ${needs}.`;
    },
    pileSummary: (pile, n, top, note) => {
      const cards = n === 0 ? 'leer' : count(n, { one: '{n} Karte', other: '{n} Karten' });
      const onTop = top ? `, oben ${table.card(top, { article: 'none' })}` : '';
      return `${table.pile(pile)}: ${cards}${onTop}${note ? `, ${table.note(note)}` : ''}.`;
    },
    summaryEnd: (n, home, total) =>
      `${count(n, { one: '{n} Zug gespielt', other: '{n} Züge gespielt' })}. ${count(home, { other: '{n}' })} von ${count(total, { other: '{n}' })} Karten auf den Zielstapeln.`,
  };
}
