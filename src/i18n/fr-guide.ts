/**
 * French: the words that guide a reader at the table (guide-words.ts), given the catalogue's own words for
 * cards, piles and notes. Part of the French catalogue (fr.ts), in its chunk.
 */
import type { Catalogue, Counter } from './catalogue.js';
import type { GuideWords } from './guide-words.js';

export function frenchGuide(table: Catalogue['table'], count: Counter): GuideWords {
  const moves = (n: number) => count(n, { one: '{n}\u00a0coup', other: '{n}\u00a0coups' });
  return {
    rules: 'Règles',
    close: 'Fermer',
    rulesLoading: 'Chargement des règles…',
    rulesFailed: 'Les règles n’ont pas pu être chargées. Fermez puis rouvrez-les pour réessayer.',
    firstTime: (game) => `Vous découvrez ${game}\u202f?`,
    readRules: 'Lire les règles',
    askNewGame: (n) => `Commencer une nouvelle partie\u202f? Celle-ci en est à ${moves(n)}.`,
    askRestart: (n) => `Recommencer cette donne depuis le début\u202f? Cette partie en est à ${moves(n)}.`,
    keepPlaying: 'Continuer la partie',
    kept: 'Partie conservée.',
    describe: 'Décrire le jeu',
    foundation: (pile, top, next) => {
      const name = table.pile(pile);
      if (next === 'complete') return `${name}\u202f: complète.`;
      const needs = next === 'any-ace' ? 'n’importe quel as peut la commencer' : `il lui faut ${table.card(next.card)}`;
      return `${name}\u202f: ${top ? table.card(top) : 'vide'}, ${needs}.`;
    },
    pileSummary: (pile, n, top, note) => {
      const cards = n === 0 ? 'vide' : count(n, { one: '{n}\u00a0carte', other: '{n}\u00a0cartes' });
      const onTop = top ? `, ${table.card(top)} dessus` : '';
      return `${table.pile(pile)}\u202f: ${cards}${onTop}${note ? `, ${table.note(note)}` : ''}.`;
    },
    summaryEnd: (n, home, total) =>
      `${count(n, { one: '{n}\u00a0coup joué', other: '{n}\u00a0coups joués' })}. ${count(home, { other: '{n}' })} cartes sur ${count(total, { other: '{n}' })} sur les fondations.`,
  };
}
