/**
 * Spanish: the words that guide a reader at the table (guide-words.ts), given the catalogue's own words for
 * cards, piles and notes. Part of the Spanish catalogue (es.ts), in its chunk.
 */
import type { Catalogue, Counter } from './catalogue.js';
import type { GuideWords } from './guide-words.js';

export function spanishGuide(table: Catalogue['table'], count: Counter): GuideWords {
  const moves = (n: number) => count(n, { one: '{n} movimiento', other: '{n} movimientos' });
  return {
    rules: 'Reglas',
    close: 'Cerrar',
    rulesLoading: 'Cargando las reglas…',
    rulesFailed: 'No se pudieron cargar las reglas. Ciérralas y ábrelas de nuevo para reintentarlo.',
    firstTime: (game) => `¿Es la primera vez que juegas a ${game}?`,
    readRules: 'Leer las reglas',
    askNewGame: (n) => `¿Empezar una partida nueva? Esta lleva ${moves(n)}.`,
    askRestart: (n) => `¿Empezar esta partida de nuevo desde el principio? Ya lleva ${moves(n)}.`,
    keepPlaying: 'Seguir jugando',
    kept: 'Partida conservada.',
    describe: 'Describir la mesa',
    foundation: (pile, top, next) => {
      const name = table.pile(pile);
      if (next === 'complete') return `${name}: completa.`;
      const needs = next === 'any-ace' ? 'cualquier as puede empezarla' : `necesita ${table.card(next.card)}`;
      return `${name}: ${top ? table.card(top) : 'vacía'}, ${needs}.`;
    },
    pileSummary: (pile, n, top, note) => {
      const cards = n === 0 ? 'sin cartas' : count(n, { one: '{n} carta', other: '{n} cartas' });
      const onTop = top ? `, ${table.card(top)} encima` : '';
      return `${table.pile(pile)}: ${cards}${onTop}${note ? `, ${table.note(note)}` : ''}.`;
    },
    summaryEnd: (n, home, total) =>
      `${count(n, { one: '{n} movimiento hecho', other: '{n} movimientos hechos' })}. ${count(home, { other: '{n}' })} de ${count(total, { other: '{n}' })} cartas en las bases.`,
  };
}
