/**
 * French: what `carpet-error` says, and why the rules refuse a move. Part of the French catalogue
 * (fr.ts), which gives these messages its words for the games, piles and cards; in its chunk.
 */
import { type CardCode, rankOf } from '../core/cards.js';
import { capitalise, quotedList } from './text.js';
import type { Refusal } from '../core/types.js';
import type { SaveProblem } from '../core/problems.js';
import type { PileNamer } from './error-words.js';
import { type Catalogue, type Counter } from './catalogue.js';

/** `"a" ou "b"`. */
const errChoice = (values: readonly string[]): string => {
  const all = values.map((value) => `"${value}"`);
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} ou ${all[all.length - 1]}`;
};
/** "de" before a noun phrase: "du talon", "des cartes", "de la fondation", "de l'as". */
const errOf = (phrase: string): string =>
  phrase.replace(/^(le |les |)/, (article) => (article === 'le ' ? 'du ' : article === 'les ' ? 'des ' : 'de '));
/** What a game option's attribute names, for "n'est pas un mode de remplissage". */
const ERR_OPTION_NOUNS: Record<string, string> = { fill: 'un mode de remplissage' };

const ERR_SAVE_PROBLEMS: { [K in SaveProblem['key']]: (problem: Extract<SaveProblem, { key: K }>) => string } = {
  'not-json': () => 'ce n’est pas du JSON valide (corrompu ou tronqué)',
  'not-a-save': () => 'ce n’est pas une partie enregistrée',
  'other-version': ({ found, version }) => `elle vient d’une autre version (${found}, celle-ci est la ${version})`,
  'other-game': ({ found, variant }) => `c'est une partie de ${found}, pas de ${variant}`,
  'other-options': () => 'elle a été donnée avec d’autres options',
  'no-seed': () => 'sa graine manque',
  'damaged-moves': () => 'sa liste de coups est abîmée',
  'illegal-move': ({ from, to }) => `le coup ${from} vers ${to} n’est pas permis dans cette donne`,
};

/** The French messages; `table`: the catalogue's words for the games, piles and cards; `count`: its counter. */
export function frenchErrors(table: Catalogue['table'], count: Counter): Catalogue['errors'] {
  const errCards = (n: number): string => count(n, { one: '{n} carte', other: '{n} cartes' });

  /** A refusal in French; piles by their names on the game's table, an id that is no pile quoted as given. */
  function errRefusal(reason: Refusal, piles: PileNamer): string {
    const pile = (id: string): string => {
      const name = piles(id);
      return name ? table.pilePhrase(name) : `«\u202f${id}\u202f»`;
    };
    const Pile = (id: string): string => capitalise(pile(id));
    const card = (code: CardCode): string => table.card(code);
    const Card = (code: CardCode): string => capitalise(card(code));
    switch (reason.key) {
      case 'one-card-only':
        return 'Cette réussite ne déplace qu’une carte à la fois.';
      case 'bad-count':
        return 'Un coup déplace une carte, ou une suite de 2 cartes ou plus.';
      case 'no-source':
        return `«\u202f${reason.pile}\u202f» n’est pas une pile d’où une carte peut partir.`;
      case 'no-destination':
        return `Une carte ne peut pas aller sur ${pile(reason.pile)}.`;
      case 'empty':
        return `${Pile(reason.pile)} est vide.`;
      case 'same-pile':
        return 'Une carte ne peut pas aller sur la pile où elle se trouve déjà.';
      case 'no-redeal':
        return 'La pioche est vide\u202f: cette réussite n’a pas de redonne.';
      case 'wrong-suit':
        return `${Card(reason.card)} ne va pas sur ${pile(reason.pile)}${reason.suit ? `\u202f: elle ne prend que du ${table.suit(reason.suit)}` : ''}.`;
      case 'needs':
        return `${Pile(reason.pile)} attend ${card(reason.card)}.`;
      case 'complete':
        return `${Pile(reason.pile)} est complète.`;
      case 'needs-ace':
        return `Une fondation vide commence par un as, pas par ${card(reason.card)}.`;
      case 'deal-first':
        return 'Retournez d’abord la carte de la pioche sur la défausse.';
      case 'run-to-foundation':
        return 'Une suite ne va jamais sur une fondation\u202f: une carte à la fois.';
      case 'foundation-to-foundation':
        return 'Une carte de fondation ne revient que sur une colonne ou dans une réserve vide.';
      case 'foundation-fixed':
        return `Les cartes ${errOf(pile(reason.pile))} ne bougent jamais.`;
      case 'auto-fill':
        return 'Dans cette partie, les cases vides se comblent seules (fill="auto").';
      case 'not-a-gap':
        return `${Pile(reason.pile)} n’est pas une case vide.`;
      case 'carpet-to-carpet':
        return 'Les cartes du tapis ne vont jamais sur une autre case du tapis.';
      case 'gap-filler':
        return 'Une case vide se comble depuis la défausse, ou depuis la pioche quand la défausse est vide.';
      case 'deal-onto-reserves':
        return 'La pioche se distribue sur les réserves, deux cartes sur chacune.';
      case 'deal-no-count':
        return 'Une donne met toujours deux cartes sur chaque réserve\u202f; elle ne prend pas de nombre.';
      case 'run-to-reserve':
        return 'Une suite ne va jamais dans une réserve\u202f: une carte à la fois.';
      case 'reserve-taken':
        return 'Rien ne peut aller sur une réserve qui contient déjà une carte.';
      case 'run-from-non-tableau':
        return 'Seule une suite d’une colonne se déplace d’un bloc\u202f: une carte à la fois depuis une réserve ou une fondation.';
      case 'too-few-cards':
        return `${Pile(reason.pile)} ne contient que ${errCards(reason.count)}.`;
      case 'not-a-run':
        return `Les ${errCards(reason.count)} du dessus ${errOf(pile(reason.pile))} ne forment pas une suite descendante de même enseigne.`;
      case 'tableau-build':
        return `${Card(reason.card)} ne va pas sur ${card(reason.onto)}\u202f: les colonnes se construisent en descendant, de même enseigne.`;
      case 'super-move-limit': {
        const space = `${count(reason.reserves, { one: '{n} réserve vide', other: '{n} réserves vides' })} et ${count(reason.piles, { one: '{n} colonne vide', other: '{n} colonnes vides' })}`;
        const most = count(reason.limit, { one: 'au plus {n} carte peut', other: 'au plus {n} cartes peuvent' });
        return `Avec ${space}, ${most} se déplacer d’un bloc${reason.intoEmpty ? ' vers une colonne vide' : ''}\u202f; cette suite en compte ${reason.count}.`;
      }
      case 'deal-onto-talon':
        return 'La pioche se retourne sur la défausse, une carte à la fois.';
      case 'stock-empty-redeal':
        return `La pioche est vide\u202f: redonnez la défausse (${count(reason.left, { one: 'il reste {n} redonne', other: 'il reste {n} redonnes' })}).`;
      case 'stock-empty-no-redeal':
        return 'La pioche est vide, et aucune redonne n’est possible.';
      case 'redeal-stock-not-empty':
        return `La défausse ne se redonne que quand la pioche est vide\u202f; la pioche contient encore ${errCards(reason.count)}.`;
      case 'redeal-talon-empty':
        return 'La défausse est vide\u202f: il n’y a rien à redonner.';
      case 'no-redeal-left':
        return 'Plus aucune redonne\u202f: la partie en compte deux, soit trois tours en tout.';
      case 'to-stock':
        return 'Seule une redonne remet des cartes dans la pioche\u202f: toute la défausse, une fois la pioche vide.';
      case 'to-carpet':
        return 'Rien ne retourne dans le tapis.';
      case 'blocked':
        return `${Card(reason.card)} est ${rankOf(reason.card) === 'Q' ? 'bloquée' : 'bloqué'}\u202f: aucun de ses petits côtés n’a de passage libre jusqu’au bord du tapis.`;
      case 'talon-empty-build':
        return 'La défausse est vide\u202f: retournez une carte de la pioche avant de construire dessus.';
      case 'talon-suit':
        return `${Card(reason.card)} ne va pas sur ${card(reason.onto)}\u202f: la défausse se construit dans la même enseigne.`;
      case 'talon-rank':
        return `${Card(reason.card)} ne va pas sur ${card(reason.onto)}\u202f: la défausse se construit d’un rang au-dessus ou au-dessous${reason.wrap ? ' (jamais du roi à l’as)' : ''}.`;
    }
  }

  return {
    unknownVariant: (value, variants) => `variant=${value} n’est pas un jeu\u202f; utilisez ${quotedList(variants)}.`,
    playingDefault: (variant) => `Le jeu "${variant}" est lancé à la place.`,
    keeping: (variant) => `La partie en cours (${table.game(variant)}) continue sans changement.`,
    loadFailed: (variant, reason) => `le code du jeu ${table.game(variant)} n’a pas pu être chargé (${reason}).`,
    reloadToRetry: 'Rechargez la page pour réessayer.',
    loadFailedNotice: (variant) =>
      `${table.game(variant)} n’a pas pu être chargé. Vérifiez la connexion et rechargez la page.`,
    optionProblem: ({ attribute, value, allowed }) =>
      `${attribute}="${value}" n’est pas ${ERR_OPTION_NOUNS[attribute] ?? `une valeur de ${attribute}`}\u202f; utilisez ${errChoice(allowed)}.`,
    usingDefault: 'La valeur par défaut est utilisée.',
    seedEmpty: 'seed="" est vide\u202f: une nouvelle graine est tirée au hasard (retirez l’attribut pour le dire).',
    seedLong: (length) =>
      `la graine fait ${count(length, { other: '{n}' })} caractères\u202f: elle sert en entier, mais s’affiche raccourcie.`,
    notOneOf: (attribute, value, allowed, fallback) =>
      `${attribute}=${value} n’est aucune des valeurs ${quotedList(allowed)}\u202f; "${fallback}" est utilisé.`,
    persistInvalid: (value) => `persist=${value} n’est ni "true" ni "false"\u202f; la progression est conservée.`,
    invalidSave: (problem) =>
      `la partie enregistrée n’a pas pu être reprise\u202f: ${ERR_SAVE_PROBLEMS[problem.key](problem as never)}. Nouvelle donne.`,
    storageUnavailable: (what, reason) =>
      `impossible ${what === 'read' ? 'de lire' : 'd’enregistrer'} la progression dans localStorage (${reason})\u202f; la partie continue mais ne sera pas conservée.`,
    winnableNoSolver: (variant, seed) =>
      `winnable\u202f: ${table.game(variant)} n’a pas de solveur\u202f; la graine ${seed} est donnée telle quelle.`,
    winnableNotFound: (seed) =>
      `winnable\u202f: aucune donne proche de la graine ${seed} n’a pu être prouvée gagnable à temps\u202f; elle est donnée telle quelle.`,
    invalidMove: (got) =>
      `play() attend un coup comme { from: "carpet-3", to: "foundation-1" }\u202f; reçu\u202f: ${got}.`,
    illegalMove: (from, to, why) => `${from} vers ${to} n’est pas un coup permis\u202f: ${why}`,
    gameOver: 'la partie est terminée.',
    notOffered: 'ce coup n’est pas proposé maintenant.',
    notReady: (call) =>
      `${call} est arrivé avant le chargement du code du jeu\u202f; attendez d’abord element.updateComplete.`,
    refusal: errRefusal,
  };
}
