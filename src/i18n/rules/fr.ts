/**
 * French rules: the words of the board (src/i18n/fr.ts) and of docs/glossary-fr.md. The English talon is
 * the défausse here, as on the board: a French "talon" would be heard as the stock. A narrow no-break
 * space goes before ":" and ";".
 */
import { addRules } from './load.js';
import type { RulesSection, RulesWords } from './rules-words.js';

/** "a : b", "a ; b", with French spacing. */
const colon = '\u202f:';
const semicolon = '\u202f;';

const carpet = (manualFill: boolean): RulesSection[] => [
  { heading: 'But', lines: ['Monter les 52 cartes sur les 4 fondations, par enseigne, de l’as au roi.'] },
  {
    heading: 'Mise en place',
    lines: [
      'Les 4 as commencent les fondations.',
      `Le tapis${colon} 20 cartes face visible, 4 lignes de 5.`,
      `La pioche${colon} les 28 autres cartes, face cachée. La défausse commence vide.`,
    ],
  },
  {
    heading: 'Coups',
    lines: [
      'Une carte du tapis qui suit la dernière de sa fondation peut y monter, et laisse une case vide.',
      'La carte du dessus de la défausse aussi.',
      `Rien d’autre ne bouge${colon} une carte du tapis reste dans sa case, et aucune carte ne quitte une fondation.`,
    ],
  },
  {
    heading: 'Pioche et défausse',
    lines: [
      `Donnez à tout moment${colon} la carte du dessus de la pioche est retournée sur la défausse. La pioche ne se donne qu’une fois, sans redonne.`,
      manualFill
        ? 'Les cases vides restent vides tant que vous n’y posez pas la carte du dessus de la défausse (celle de la pioche si la défausse est vide).'
        : `Une case vide est comblée aussitôt depuis la défausse, ou depuis la pioche si la défausse est vide${colon} donnez d’abord pour choisir la carte qui la comble.`,
    ],
  },
  {
    heading: 'Fin',
    lines: [
      'Gagné quand les 52 cartes sont sur les fondations.',
      'Perdu quand la pioche est vide et qu’aucun coup n’est possible.',
    ],
  },
];

const carthage: RulesSection[] = [
  { heading: 'But', lines: ['Monter les 104 cartes (deux jeux) sur les 8 fondations, par enseigne.'] },
  {
    heading: 'Mise en place',
    lines: [
      `8 fondations, vides${colon} n’importe quel as en commence une.`,
      '8 colonnes d’une carte.',
      '6 réserves de 6 cartes.',
      `La pioche${colon} les 60 autres cartes.`,
    ],
  },
  {
    heading: 'Coups',
    lines: [
      'Sur les colonnes, on descend dans la même enseigne. Une colonne vide accepte n’importe quelle carte.',
      'La carte du dessus d’une colonne ou d’une réserve peut aller sur une fondation, sur une colonne ou dans une réserve vide.',
      `Les réserves deviennent des cases libres${colon} rien ne se pose sur une réserve qui tient une carte${semicolon} une réserve vide reçoit une seule carte.`,
      `Retour en jeu${colon} la carte du dessus d’une fondation peut revenir sur une colonne ou dans une réserve vide.`,
      `Déplacement groupé${colon} une suite descendante de même enseigne passe d’un coup sur une autre colonne, si la place libre permet de la déplacer carte par carte.`,
    ],
  },
  {
    heading: 'Pioche et donnes',
    lines: [
      `Donnez à tout moment${colon} 12 cartes, une sur chaque réserve, de gauche à droite, deux fois. 5 donnes, sans redonne.`,
    ],
  },
  {
    heading: 'Fin',
    lines: [
      'Gagné quand les 104 cartes sont sur les fondations.',
      'Perdu quand la pioche est vide et qu’aucun coup n’est possible (ou quand la recherche prouve que la partie n’est plus gagnable).',
    ],
  },
];

const cadoganCarpet: RulesSection[] = [
  { heading: 'But', lines: ['Monter les 104 cartes (deux jeux) sur les 8 fondations.'] },
  {
    heading: 'Mise en place',
    lines: [
      `4 as commencent des fondations qui montent par enseigne, 4 rois des fondations qui descendent.`,
      `Le tapis${colon} 64 cartes, 8 × 8, tour à tour debout et en travers.`,
      `La pioche${colon} les 32 autres cartes. La défausse commence vide.`,
    ],
  },
  {
    heading: 'Coups',
    lines: [
      `Une carte du tapis est jouable quand l’un de ses petits côtés a un passage dégagé jusqu’au bord. Le jeu marque ces cartes${semicolon} la planche du livre les marque d’une croix.`,
      `Une carte jouable peut aller sur une fondation, ou sur la défausse${colon} même enseigne, un rang au-dessus ou au-dessous.`,
      'La carte du dessus de la défausse peut aller sur une fondation.',
      `Les cases vides le restent${semicolon} aucune carte ne quitte une fondation.`,
    ],
  },
  {
    heading: 'Pioche et défausse',
    lines: [
      `Donnez à tout moment${colon} la carte du dessus de la pioche est retournée sur la défausse.`,
      `Quand la pioche est vide, la défausse est battue et redonnée${colon} 2 redonnes, soit 3 tours en tout.`,
    ],
  },
  {
    heading: 'Fin',
    lines: [
      'Gagné quand les 104 cartes sont sur les fondations.',
      'Perdu quand il ne reste aucune redonne, que la pioche est vide et que rien ne bouge.',
    ],
  },
];

export const RULES: RulesWords = addRules({
  lang: 'fr',
  title: (game) => `Comment jouer${colon} ${game}`,
  sections: (variant, { manualFill }) =>
    variant === 'carthage' ? carthage : variant === 'cadogan-carpet' ? cadoganCarpet : carpet(manualFill),
});
