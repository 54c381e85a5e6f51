/**
 * French: fetched on demand, only by a page in French (see lang.ts). The words follow
 * docs/glossary-fr.md.
 */
import { type CardCode, type Rank, RANKS, type Suit, rankOf, suitOf } from '../core/cards.js';
import { capitalise, decapitalise } from './text.js';
import type { HeldCards } from './move-words.js';
import { type Catalogue, type PileName, type NounForm, counter, numberWriter } from './catalogue.js';
import { frenchErrors } from './fr-errors.js';
import { frenchGuide } from './fr-guide.js';
import { addCatalogue } from './lang.js';

/** Numbers as the language writes them, for the counts in words and the figures on their own. */
const uiNumber = numberWriter('fr');
const count = counter('fr', uiNumber);

// ---- table: cards, piles, notes, games ---------------------------------------------------------

const RANK_WORDS = [
  'as',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'valet',
  'dame',
  'roi',
];
/** In a card's name the suit stays singular: "le sept de trèfle". */
const SUIT_WORDS: Record<Suit, string> = { C: 'trèfle', D: 'carreau', H: 'cœur', S: 'pique' };
const bareCard = (card: CardCode): string =>
  `${RANK_WORDS[RANKS.indexOf(rankOf(card))]} de ${SUIT_WORDS[suitOf(card)]}`;
/** Only the queen is feminine (la dame); the ace elides the article (l’as), the eight does not (le huit). */
const isFeminine = (card: CardCode): boolean => rankOf(card) === 'Q';

function cardWithArticle(card: CardCode, form?: NounForm): string {
  const bare = bareCard(card);
  if (form?.article === 'none') return bare;
  if (form?.article === 'indefinite') return `${isFeminine(card) ? 'une' : 'un'} ${bare}`;
  if (rankOf(card) === 'A') return `l’${bare}`;
  return `${isFeminine(card) ? 'la' : 'le'} ${bare}`;
}

const ORIENTATIONS = { upright: 'debout', crosswise: 'en travers' } as const;
const cellWhere = (name: Extract<PileName, { kind: 'cell' }>): string =>
  `ligne ${name.row}, colonne ${name.col}${name.orientation ? `, ${ORIENTATIONS[name.orientation]}` : ''}`;

function pileName(name: PileName): string {
  switch (name.kind) {
    case 'foundation':
      if (name.suit)
        return `Fondation ${name.end === 'ace' ? 'de l’as de ' : name.end === 'king' ? 'du roi de ' : 'de '}${SUIT_WORDS[name.suit]}`;
      return `Fondation ${name.number ?? ''}`.trim();
    case 'cell':
      return `Tapis, ${cellWhere(name)}`;
    case 'tableau':
      return `Colonne ${name.number}`;
    case 'reserve':
      return `Réserve ${name.number}`;
    case 'stock':
      return 'Pioche';
    default:
      // The waste, and Lady Cadogan's talon: a French "talon" would be heard as the stock.
      return 'Défausse';
  }
}

const GAMES: Record<string, string> = {
  carpet: 'Le Tapis',
  carthage: 'Carthage',
  'cadogan-carpet': 'Le Tapis de Lady Cadogan',
};

// French decks print valet, dame, roi: V, D, R.
const INDEX_LETTERS: Partial<Record<Rank, string>> = { T: '10', J: 'V', Q: 'D', K: 'R' };

const table: Catalogue['table'] = {
  rankIndex: (card) => INDEX_LETTERS[rankOf(card)] ?? rankOf(card),
  card: cardWithArticle,
  cardLabel: (card) => capitalise(bareCard(card)),
  suit: (suit) => SUIT_WORDS[suit],
  pile: pileName,
  pilePhrase(name, form?: NounForm) {
    // Every pile is feminine: la fondation, la colonne, la réserve, la case, la pioche, la défausse.
    const noun = name.kind === 'cell' ? `case ${cellWhere(name)}` : pileName(name).toLowerCase();
    if (form?.article === 'none') return noun;
    return `${form?.article === 'indefinite' ? 'une' : 'la'} ${noun}`;
  },
  note: (note) =>
    note.kind === 'deals-left'
      ? count(note.count, { one: '{n} donne restante', other: '{n} donnes restantes' })
      : count(note.count, { one: '{n} redonne restante', other: '{n} redonnes restantes' }),
  game: (variant) => GAMES[variant] ?? variant,
};

// ---- ui: controls, panels, lines ---------------------------------------------------------------

const uiMoves = (n: number): string => count(n, { one: '{n} coup', other: '{n} coups' });

const ui: Catalogue['ui'] = {
  controls: 'Commandes du jeu',
  newGame: 'Nouvelle partie',
  undo: 'Annuler',
  redo: 'Rétablir',
  hint: 'Indice',
  more: 'Plus',
  restart: 'Recommencer',
  stats: 'Statistiques',
  keys: 'Raccourcis',
  howToPlay: 'Comment jouer',
  deal: 'donne',
  moves: 'Coups',
  number: uiNumber,
  homeLabel: (home, total) => `${uiNumber(home)} cartes sur ${uiNumber(total)} sur les fondations`,
  clock: 'Temps',
  settings: 'Réglages',
  statsLabel: (game) => `Statistiques – ${game}`,
  played: 'Parties',
  won: 'Gagnées',
  streak: 'Série',
  bestStreak: 'Meilleure série',
  dailyStreak: 'Série quotidienne',
  bestTime: 'Meilleur temps',
  wonShare: (won, percent) => `${uiNumber(won)} (${uiNumber(percent)}\u202f%)`,
  withBest: (streak, best) => `${uiNumber(streak)} (record\u202f: ${uiNumber(best)})`,
  resetStats: 'Remettre à zéro',
  keysLabel: 'Raccourcis clavier',
  keyLines: [
    { keys: 'Tab', does: 'Entrer dans le jeu (un seul arrêt), puis passer aux boutons' },
    { keys: 'Flèches', does: 'Aller d’une carte ou d’une pile à l’autre' },
    {
      keys: 'Entrée ou Espace',
      does: 'Prendre une carte, ou la poser sur la pile où vous êtes\u202f; une carte qui n’a qu’une place possible y va aussitôt',
    },
    { keys: 'Échap', does: 'Reposer la carte prise\u202f; fermer ce panneau' },
    { keys: 'D', does: 'Distribuer depuis la pioche' },
    { keys: 'U ou Ctrl+Z', does: 'Annuler' },
    { keys: 'R ou Ctrl+Y', does: 'Rétablir' },
    { keys: 'H', does: 'Indice\u202f: aller à la carte à jouer' },
    { keys: 'G', does: 'Afficher ou masquer les règles de ce jeu' },
    { keys: 'S', does: 'Décrire le jeu\u202f: chaque fondation, la pioche et les coups joués' },
    { keys: '?', does: 'Afficher ou masquer ces raccourcis' },
  ],
  touchLabel: 'Jouer sur écran tactile',
  touchLines: [
    {
      keys: 'Toucher une carte',
      does: 'L’envoie à sa meilleure place\u202f; une carte qui a plusieurs places possibles est prise à la place, et ses places s’allument',
    },
    {
      keys: 'Toucher une place allumée',
      does: 'Y pose la carte prise\u202f; toucher cette carte l’envoie à sa meilleure place, toucher ailleurs la repose',
    },
    { keys: 'Laisser le doigt sur une carte, puis glisser', does: 'La déplace vers une place de votre choix' },
    { keys: 'Toucher une carte recouverte', does: 'Étale sa colonne, pour prendre une suite en son milieu' },
    { keys: 'Toucher la pioche', does: 'Distribue' },
    { keys: 'Balayer, ou deux doigts', does: 'Font défiler ou zoomer la page, sur les cartes aussi' },
  ],
  finding: 'Recherche d’une partie gagnable…',
  looking: 'Recherche d’une solution…',
  winnable: 'Gagnable.',
  tooDeep: 'Trop tôt pour le dire\u202f; continuez.',
  patience: 'Le reste n’est que patience.',
  lostBy: (move) => `Partie plus gagnable après ce coup\u202f: ${move}. Annuler revient en arrière.`,
  lostFromHere: 'Partie plus gagnable à partir d’ici.',
  finish: (n) => `Terminer (${uiMoves(n)})`,
  youWon: 'Gagné\u202f!',
  noMovesLeft: 'Plus aucun coup possible',
  wonIn: (n) => `Toutes les cartes rangées en ${uiMoves(n)}.`,
  lostReason: (stuck) =>
    stuck
      ? 'La pioche est vide et aucune carte ne peut bouger.'
      : 'La pioche est vide et aucune suite de coups ne peut plus gagner.',
  playAgain: 'Rejouer',
  restartDeal: 'Recommencer la donne',
  share: 'Partager',
  copied: 'Copié',
  copyByHand: 'Copiez le résultat\u202f:',
  copiedSaid: 'Résultat copié dans le presse-papiers.',
  shareEnd: ({ won, moves, undos, stuck, time }) =>
    (won
      ? `gagnée en ${uiMoves(moves)}, ${undos === 0 ? 'sans annulation' : count(undos, { one: '{n} annulation', other: '{n} annulations' })}`
      : `${stuck ? 'plus aucun coup possible' : 'plus aucun moyen de gagner'} après ${uiMoves(moves)}`) +
    (time ? `, ${time}` : ''),
  board: (game) => `Table de jeu\u202f: ${game}`,
  empty: 'vide',
  cards: (n) => count(n, { one: '{n} carte', other: '{n} cartes' }),
  cardOf: (position, size) => `carte ${uiNumber(position)} sur ${uiNumber(size)}`,
  pickedUp: 'carte prise',
  placeForIt: 'peut la recevoir',
  available: 'jouable',
  blocked: 'non jouable',
  followed: (n) => `Reprise depuis un autre onglet\u202f: ${uiMoves(n)}.`,
  elsewhere: (n) => `Cette partie a continué dans un autre onglet (${uiMoves(n)}).`,
  loadElsewhere: 'La charger',
  keepMine: 'Garder celle-ci',
  keptMine: 'Cette partie est enregistrée à la place de celle de l’autre onglet.',
  loading: (game) => `Chargement\u202f: ${game}…`,
};

// ---- moves: what a screen reader hears ---------------------------------------------------------

/** A narrow no-break space goes before a colon, a semicolon and an exclamation mark. */
const mvColon = '\u202f:';
const mvList = (items: readonly string[]): string => new Intl.ListFormat('fr', { type: 'conjunction' }).format(items);
const mvEither = (items: readonly string[]): string => new Intl.ListFormat('fr', { type: 'disjunction' }).format(items);
const mvCard = (card: CardCode): string => table.card(card);
const mvPile = (name: PileName): string => table.pilePhrase(name);

/** "à" and "de" fuse with the article: au roi, à la dame, à l’as; du roi, de la dame, de l’as. */
function mvContract(preposition: 'à' | 'de', phrase: string): string {
  if (/^les /.test(phrase)) return phrase.replace(/^les /, preposition === 'à' ? 'aux ' : 'des ');
  if (/^le /.test(phrase)) return phrase.replace(/^le /, preposition === 'à' ? 'au ' : 'du ');
  return `${preposition} ${phrase}`;
}

/** Where cards go: "sur la colonne 4", "sur la défausse", "dans la réserve 2", "dans la pioche". */
const mvOnto = (name: PileName): string =>
  `${name.kind === 'reserve' || name.kind === 'stock' ? 'dans' : 'sur'} ${mvPile(name)}`;

/** Where cards come from: "de la colonne 4", "de la pioche". */
const mvFrom = (name: PileName): string => mvContract('de', mvPile(name));

/**
 * The moved card or run: "sept de trèfle" (no article, to start a telegraphic sentence) or "le sept de
 * trèfle"; "le cinq de cœur avec le quatre de cœur dessus"; "le cinq de cœur et les 3 cartes posées
 * dessus, jusqu’au deux de cœur,".
 */
function mvRun(cards: readonly CardCode[], article: boolean): string {
  const first = table.card(cards[0], { article: article ? 'definite' : 'none' });
  if (cards.length === 1) return first;
  if (cards.length === 2) return `${first} avec ${mvCard(cards[1])} dessus`;
  return `${first} et les ${cards.length - 1} cartes posées dessus, jusqu’${mvContract('à', mvCard(cards[cards.length - 1]))},`;
}

/** A run of three or more is a plural subject ("et les 3 cartes"); a card, or a card with one on it ("avec"), singular. */
const mvVerb = (cards: readonly CardCode[], one: string, many: string): string => (cards.length > 2 ? many : one);

/** Cards held by the keyboard: "le cinq de cœur", "le cinq de cœur et 2 cartes dessus". */
function mvHeld({ card, count: held }: { card: CardCode | undefined; count: number }, article: boolean): string {
  if (!card) return article ? 'la carte' : 'carte';
  const name = table.card(card, { article: article ? 'definite' : 'none' });
  return held > 1 ? `${name} et ${count(held - 1, { one: '{n} carte', other: '{n} cartes' })} dessus` : name;
}

/** Whether the held cards are said as feminine (la dame, la carte) and as plural. */
const mvHeldFeminine = ({ card }: { card: CardCode | undefined }): boolean => !card || isFeminine(card);

/** "dans chaque réserve", "sur chaque colonne". */
const MV_EACH: Partial<Record<PileName['kind'], string>> = {
  reserve: 'dans chaque réserve',
  tableau: 'sur chaque colonne',
  cell: 'sur chaque case du tapis',
  foundation: 'sur chaque fondation',
};

const mvDealt = (n: number): string => count(n, { one: '{n} carte distribuée', other: '{n} cartes distribuées' });

/** "Cinq de cœur pris. Il peut aller sur la colonne 3 ou sur la colonne 6." */
function mvPickedUp(held: HeldCards, places: readonly PileName[]): string {
  const feminine = mvHeldFeminine(held);
  const where = mvEither(places.map(mvOnto));
  if (held.count > 1)
    return `${capitalise(mvHeld(held, false))} ${feminine ? 'prises' : 'pris'}. Ces cartes peuvent aller ${where}.`;
  return `${capitalise(mvHeld(held, false))} ${feminine ? 'prise' : 'pris'}. ${feminine ? 'Elle' : 'Il'} peut aller ${where}.`;
}

const moves: Catalogue['moves'] = {
  moved: (cards, to) => `${capitalise(mvRun(cards, false))} ${mvOnto(to)}.`,
  movedNothing: (to) => `Coup joué ${mvOnto(to)}.`,
  dealtNothing: 'Aucune carte distribuée.',
  dealt: (cards, to) =>
    cards.length === 1
      ? `${table.cardLabel(cards[0])} ${isFeminine(cards[0]) ? 'retournée' : 'retourné'} ${mvOnto(to)}.`
      : `${mvDealt(cards.length)} ${mvOnto(to)}${mvColon} ${mvList(cards.map(mvCard))}.`,
  dealtEach: (total, each, kind) => `${mvDealt(total)}, ${each} ${MV_EACH[kind] ?? 'sur chaque pile'}.`,
  dealtSpread: (total, parts) =>
    `${mvDealt(total)}${mvColon} ${mvList(parts.map((part) => `${part.count} ${mvOnto(part.to)}`))}.`,
  nowShowing: (tops) =>
    `${mvList(tops.map(({ pile, card }, index) => (index === 0 ? `${capitalise(mvPile(pile))} montre maintenant ${mvCard(card)}` : `${mvPile(pile)} ${mvCard(card)}`)))}.`,
  redealt: (from, n) =>
    `${table.pile(from)} redonnée${mvColon} ${count(n, { one: '{n} carte mélangée', other: '{n} cartes mélangées' })} dans la pioche.`,
  noteSentence: (note) => `${capitalise(table.note(note))}.`,
  gapFilled: (card, cell, from) =>
    `${cell ? capitalise(mvPile(cell)) : 'Case vide'} comblée par ${mvCard(card)}${from ? ` ${mvFrom(from)}` : ''}.`,
  sent: (cards, from, to) =>
    `${capitalise(mvRun(cards, true))} ${mvVerb(cards, 'passe', 'passent')} ${mvFrom(from)} ${mvContract('à', mvPile(to))}.`,
  nowShows: (pile, card) => `${capitalise(mvPile(pile))} montre maintenant ${mvCard(card)}.`,
  nowEmpty: (pile) => `${capitalise(mvPile(pile))} est maintenant vide.`,
  stockEmpty: 'La pioche est maintenant vide.',
  stockLeft: (n) => `Il reste ${count(n, { one: '{n} carte', other: '{n} cartes' })} dans la pioche.`,
  nowAvailable: (cards) =>
    `${cards.length === 1 ? 'Maintenant disponible' : 'Maintenant disponibles'}${mvColon} ${mvList(cards.map(({ card, at }) => `${mvCard(card)} sur ${mvPile(at)}`))}.`,

  noHint: 'Aucun coup à suggérer.',
  hintDeal: (to) => `Indice${mvColon} donner depuis la pioche${to ? ` ${mvOnto(to)}` : ''}.`,
  hintRedeal: (from) => `Indice${mvColon} redonner ${mvPile(from)}.`,
  hint: (move) => `Indice${mvColon} ${move}.`,
  movePhrase: (cards, from, to) => `${cards.length ? `${mvRun(cards, true)} ` : ''}${mvFrom(from)} ${mvOnto(to)}`,
  dealPhrase: 'la donne depuis la pioche',

  won: (n) => `Gagné en ${count(n, { one: '{n} coup', other: '{n} coups' })}\u202f!`,
  lost: 'Plus aucun coup possible. Annulez ou lancez une nouvelle partie.',

  undone: (cards, to) =>
    cards
      ? `Annulé${mvColon} ${mvRun(cards, true)} ${mvVerb(cards, 'revient', 'reviennent')} ${mvOnto(to)}.`
      : 'Annulé.',
  backTo: (cards, to) => `${capitalise(mvRun(cards, true))} ${mvVerb(cards, 'revient', 'reviennent')} ${mvOnto(to)}.`,
  undoneDeal: (n, card) =>
    `Annulé${mvColon} la donne, ${card ? `${mvCard(card)} retourne` : count(n, { one: '{n} carte retourne', other: '{n} cartes retournent' })} dans la pioche.`,
  undoneRedeal: (n, to) =>
    `Annulé${mvColon} la redonne, ${count(n, { one: '{n} carte revient', other: '{n} cartes reviennent' })} ${mvOnto(to)}.`,
  redone: (move) => `Rétabli${mvColon} ${decapitalise(move)}`,
  nothingToUndo: 'Rien à annuler.',
  nothingToRedo: 'Rien à rétablir.',

  pickedUp(held, places) {
    const pronoun = held.count > 1 ? 'les' : mvHeldFeminine(held) ? 'la' : 'le';
    return `${mvPickedUp(held, places)} Allez-y et appuyez sur Entrée\u202f; Échap ${pronoun} repose.`;
  },
  pickedUpByTap(held, places) {
    const again =
      held.count > 1
        ? 'toucher de nouveau ces cartes les envoie à leur meilleure place, toucher ailleurs les repose'
        : 'toucher de nouveau la carte l’envoie à sa meilleure place, toucher ailleurs la repose';
    return `${mvPickedUp(held, places)} Touchez la place voulue\u202f; ${again}.`;
  },
  cannotGo: (held, to) =>
    `${capitalise(mvHeld(held, true))} ne ${held.count > 1 ? 'peuvent' : 'peut'} pas aller ${mvOnto(to)}.`,
  cannotMove: (held) =>
    `${capitalise(mvHeld(held, true))} ne ${held.count > 1 ? 'peuvent' : 'peut'} pas bouger pour l’instant.`,
  putBack: (held) =>
    `${capitalise(mvHeld(held, true))} ${held.count > 1 ? 'sont reposés' : mvHeldFeminine(held) ? 'est reposée' : 'est reposé'}.`,
  pileEmpty: (pile) => `${capitalise(mvPile(pile))} est vide.`,
  cannotDeal: 'Impossible de donner depuis la pioche pour l’instant.',
};

export const FR: Catalogue = addCatalogue({
  lang: 'fr',
  table,
  ui,
  moves,
  errors: frenchErrors(table, count),
  guide: frenchGuide(table, count),
});
