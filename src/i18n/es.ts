/**
 * Spanish: fetched on demand, only by a page in Spanish (see lang.ts). The words follow
 * docs/glossary-es.md.
 */
import { type CardCode, type Rank, RANKS, type Suit, rankOf, suitOf } from '../core/cards.js';
import { capitalise, decapitalise } from './text.js';
import type { HeldCards } from './move-words.js';
import { type Catalogue, type PileName, type NounForm, counter, numberWriter } from './catalogue.js';
import { spanishErrors } from './es-errors.js';
import { spanishGuide } from './es-guide.js';
import { addCatalogue } from './lang.js';

/** Numbers as the language writes them, for the counts in words and the figures on their own. */
const uiNumber = numberWriter('es');
const count = counter('es', uiNumber);

// ---- table: cards, piles, notes, games ---------------------------------------------------------

const RANK_WORDS = [
  'as',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'jota',
  'reina',
  'rey',
];
/** In a card's name the suit is plural: "el siete de tréboles", "la reina de corazones". */
const SUIT_WORDS: Record<Suit, string> = { C: 'tréboles', D: 'diamantes', H: 'corazones', S: 'picas' };
const bareCard = (card: CardCode): string =>
  `${RANK_WORDS[RANKS.indexOf(rankOf(card))]} de ${SUIT_WORDS[suitOf(card)]}`;
/** The jack and the queen are feminine (la jota, la reina); every other card masculine. */
const isFeminine = (card: CardCode): boolean => rankOf(card) === 'J' || rankOf(card) === 'Q';

function cardWithArticle(card: CardCode, form?: NounForm): string {
  const bare = bareCard(card);
  if (form?.article === 'none') return bare;
  if (form?.article === 'indefinite') return `${isFeminine(card) ? 'una' : 'un'} ${bare}`;
  return `${isFeminine(card) ? 'la' : 'el'} ${bare}`;
}

const ORIENTATIONS = { upright: 'vertical', crosswise: 'horizontal' } as const;
const cellWhere = (name: Extract<PileName, { kind: 'cell' }>): string =>
  `fila ${name.row}, columna ${name.col}${name.orientation ? `, ${ORIENTATIONS[name.orientation]}` : ''}`;

function pileName(name: PileName): string {
  switch (name.kind) {
    case 'foundation':
      if (name.suit)
        return `Base ${name.end === 'ace' ? 'del as de ' : name.end === 'king' ? 'del rey de ' : 'de '}${SUIT_WORDS[name.suit]}`;
      return `Base ${name.number ?? ''}`.trim();
    case 'cell':
      return `Alfombra, ${cellWhere(name)}`;
    case 'tableau':
      return `Columna ${name.number}`;
    case 'reserve':
      return `Reserva ${name.number}`;
    case 'stock':
      return 'Mazo';
    default:
      // The waste, and Lady Cadogan's talon: a Spanish "talón" would be heard as the stock.
      return 'Descarte';
  }
}

/** El mazo, el descarte; la base, la columna, la reserva, la casilla. */
const isMasculinePile = (name: PileName): boolean =>
  name.kind === 'stock' || name.kind === 'waste' || name.kind === 'talon';

const GAMES: Record<string, string> = {
  carpet: 'La alfombra',
  carthage: 'Cartago',
  'cadogan-carpet': 'La alfombra de Lady Cadogan',
};

// Spanish decks with French suits (póker) print J, Q, K.
const INDEX_LETTERS: Partial<Record<Rank, string>> = { T: '10' };

const table: Catalogue['table'] = {
  rankIndex: (card) => INDEX_LETTERS[rankOf(card)] ?? rankOf(card),
  card: cardWithArticle,
  cardLabel: (card) => capitalise(bareCard(card)),
  suit: (suit) => SUIT_WORDS[suit],
  pile: pileName,
  pilePhrase(name, form?: NounForm) {
    const noun = name.kind === 'cell' ? `casilla ${cellWhere(name)}` : pileName(name).toLowerCase();
    if (form?.article === 'none') return noun;
    const masculine = isMasculinePile(name);
    if (form?.article === 'indefinite') return `${masculine ? 'un' : 'una'} ${noun}`;
    return `${masculine ? 'el' : 'la'} ${noun}`;
  },
  // The verb and the adjective agree with the count: "queda 1 nuevo reparto", "quedan 2 nuevos repartos".
  note: (note) =>
    note.kind === 'deals-left'
      ? count(note.count, { one: 'queda {n} reparto', other: 'quedan {n} repartos' })
      : count(note.count, { one: 'queda {n} nuevo reparto', other: 'quedan {n} nuevos repartos' }),
  game: (variant) => GAMES[variant] ?? variant,
};

// ---- ui: controls, panels, lines ---------------------------------------------------------------

const uiMoves = (n: number): string => count(n, { one: '{n} movimiento', other: '{n} movimientos' });

const ui: Catalogue['ui'] = {
  controls: 'Controles del juego',
  newGame: 'Nueva partida',
  undo: 'Deshacer',
  redo: 'Rehacer',
  hint: 'Pista',
  more: 'Más',
  restart: 'Reiniciar',
  stats: 'Estadísticas',
  keys: 'Atajos',
  howToPlay: 'Cómo jugar',
  deal: 'partida',
  moves: 'Jugadas',
  number: uiNumber,
  homeLabel: (home, total) => `${uiNumber(home)} de ${uiNumber(total)} cartas en las bases`,
  clock: 'Tiempo',
  settings: 'Ajustes',
  statsLabel: (game) => `Estadísticas: ${game}`,
  played: 'Partidas',
  won: 'Ganadas',
  streak: 'Racha',
  bestStreak: 'Mejor racha',
  dailyStreak: 'Racha diaria',
  bestTime: 'Mejor tiempo',
  wonShare: (won, percent) => `${uiNumber(won)} (${uiNumber(percent)}\u00a0%)`,
  withBest: (streak, best) => `${uiNumber(streak)} (mejor: ${uiNumber(best)})`,
  resetStats: 'Poner a cero',
  keysLabel: 'Atajos de teclado',
  keyLines: [
    { keys: 'Tab', does: 'Entra en la mesa (una parada) y luego pasa a los botones' },
    { keys: 'Flechas', does: 'Muévete entre cartas y pilas' },
    {
      keys: 'Intro o Espacio',
      does: 'Toma una carta o déjala en la pila en la que estás; una carta con un solo destino va allí enseguida',
    },
    { keys: 'Esc', does: 'Devuelve la carta tomada; cierra este panel' },
    { keys: 'D', does: 'Reparte del mazo' },
    { keys: 'U o Ctrl+Z', does: 'Deshacer' },
    { keys: 'R o Ctrl+Y', does: 'Rehacer' },
    { keys: 'H', does: 'Pista: ve a la carta que toca mover' },
    { keys: 'G', does: 'Muestra u oculta las reglas de este juego' },
    { keys: 'S', does: 'Lee la mesa en voz alta: cada base, el mazo y los movimientos hechos' },
    { keys: '?', does: 'Muestra u oculta estos atajos' },
  ],
  touchLabel: 'Cómo jugar con el dedo',
  touchLines: [
    {
      keys: 'Toca una carta',
      does: 'La envía a su mejor destino; si tiene más de un destino, se toma en su lugar y sus destinos se iluminan',
    },
    {
      keys: 'Toca un destino iluminado',
      does: 'Deja allí la carta tomada; tocar esa carta la envía a su mejor destino y tocar en otro sitio la devuelve',
    },
    { keys: 'Deja el dedo sobre una carta y arrastra', does: 'La lleva al destino que elijas' },
    { keys: 'Toca una carta cubierta', does: 'Despliega su columna para tomar una escalera desde dentro' },
    { keys: 'Toca el mazo', does: 'Reparte' },
    { keys: 'Desliza, o usa dos dedos', does: 'Desplaza o amplía la página, también sobre las cartas' },
  ],
  finding: 'Buscando una partida con solución…',
  looking: 'Buscando una solución…',
  winnable: 'Tiene solución.',
  tooDeep: 'Aún no se puede saber; sigue jugando.',
  patience: 'Lo que queda es paciencia.',
  lostBy: (move) => `Ya no tiene solución tras esta jugada: ${move}. Deshacer vuelve atrás.`,
  lostFromHere: 'Ya no tiene solución desde aquí.',
  finish: (n) => `Terminar (${count(n, { one: '{n} jugada', other: '{n} jugadas' })})`,
  youWon: '¡Has ganado!',
  noMovesLeft: 'No quedan movimientos',
  wonIn: (n) => `Todas las cartas en su sitio en ${uiMoves(n)}.`,
  lostReason: (stuck) =>
    stuck
      ? 'El mazo está vacío y ninguna carta se puede mover.'
      : 'El mazo está vacío y ninguna serie de movimientos puede ganar desde aquí.',
  playAgain: 'Jugar otra vez',
  restartDeal: 'Repetir la partida',
  share: 'Compartir',
  copied: 'Copiado',
  copyByHand: 'Copia el resultado:',
  copiedSaid: 'Resultado copiado al portapapeles.',
  shareEnd: ({ won, moves, undos, stuck, time }) =>
    (won
      ? `ganada en ${uiMoves(moves)}, ${undos === 0 ? 'sin deshacer' : count(undos, { one: '{n} movimiento deshecho', other: '{n} movimientos deshechos' })}`
      : `${stuck ? 'sin movimientos' : 'sin forma de ganar'} tras ${uiMoves(moves)}`) + (time ? `, ${time}` : ''),
  board: (game) => `Mesa de juego: ${game}`,
  empty: 'sin cartas',
  cards: (n) => count(n, { one: '{n} carta', other: '{n} cartas' }),
  cardOf: (position, size) => `carta ${uiNumber(position)} de ${uiNumber(size)}`,
  pickedUp: 'carta tomada',
  placeForIt: 'puede recibirla',
  available: 'jugable',
  blocked: 'no jugable',
  followed: (n) => `Continuada desde otra pestaña: ${uiMoves(n)}.`,
  elsewhere: (n) => `Esta partida siguió en otra pestaña (${uiMoves(n)}).`,
  loadElsewhere: 'Cargarla',
  keepMine: 'Quedarme con esta',
  keptMine: 'Esta partida queda guardada en lugar de la de la otra pestaña.',
  loading: (game) => `Cargando ${game}…`,
};

// ---- moves: what a screen reader hears ---------------------------------------------------------

const mvList = (items: readonly string[]): string => new Intl.ListFormat('es', { type: 'conjunction' }).format(items);
const mvEither = (items: readonly string[]): string => new Intl.ListFormat('es', { type: 'disjunction' }).format(items);
const mvCard = (card: CardCode): string => table.card(card);
const mvPile = (name: PileName): string => table.pilePhrase(name);

/** "a" and "de" fuse with "el" only: al rey, del mazo; a la reina, de la columna. */
const mvContract = (preposition: 'a' | 'de', phrase: string): string =>
  /^el /.test(phrase) ? phrase.replace(/^el /, preposition === 'a' ? 'al ' : 'del ') : `${preposition} ${phrase}`;
/** Where cards go: "a la base de picas", "al descarte". */
const mvOnto = (name: PileName): string => mvContract('a', mvPile(name));
/** Where cards come from: "del mazo", "de la columna 2". */
const mvFrom = (name: PileName): string => mvContract('de', mvPile(name));

/**
 * The moved card or run: "siete de tréboles" (no article, a telegraphic sentence) or "el siete de
 * tréboles"; "el cinco de corazones con el cuatro de corazones encima"; "el cinco de corazones y las 3
 * cartas que tiene encima, hasta el dos de corazones,".
 */
function mvRun(cards: readonly CardCode[], article: boolean): string {
  const first = table.card(cards[0], { article: article ? 'definite' : 'none' });
  if (cards.length === 1) return first;
  if (cards.length === 2) return `${first} con ${mvCard(cards[1])} encima`;
  return `${first} y las ${cards.length - 1} cartas que tiene encima, hasta ${mvCard(cards[cards.length - 1])},`;
}

/** A run of three or more is a plural subject ("y las 3 cartas"); a card, or a card with one on it ("con"), singular. */
const mvVerb = (cards: readonly CardCode[], one: string, many: string): string => (cards.length > 2 ? many : one);

/** Cards held by the keyboard: "el cinco de corazones", "el cinco de corazones y 2 cartas encima". */
function mvHeld({ card, count: held }: { card: CardCode | undefined; count: number }, article: boolean): string {
  if (!card) return article ? 'la carta' : 'carta';
  const name = table.card(card, { article: article ? 'definite' : 'none' });
  return held > 1 ? `${name} y ${count(held - 1, { one: '{n} carta', other: '{n} cartas' })} encima` : name;
}

/** A participle agreeing with held cards: tomado, tomada, tomados, tomadas. */
function mvAgree(held: { card: CardCode | undefined; count: number }, stem: string): string {
  const feminine = !held.card || isFeminine(held.card);
  return `${stem}${feminine ? 'a' : 'o'}${held.count > 1 ? 's' : ''}`;
}

/** "a cada reserva", "a cada columna". */
const MV_EACH: Partial<Record<PileName['kind'], string>> = {
  reserve: 'reserva',
  tableau: 'columna',
  cell: 'casilla de la alfombra',
  foundation: 'base',
};

const mvDealt = (n: number): string => count(n, { one: '{n} carta repartida', other: '{n} cartas repartidas' });

/** "Cinco de corazones tomado. Puede ir a la columna 3 o a la columna 6." */
const mvPickedUp = (held: HeldCards, places: readonly PileName[]): string =>
  `${capitalise(mvHeld(held, false))} ${mvAgree(held, 'tomad')}. ${held.count > 1 ? 'Pueden' : 'Puede'} ir ${mvEither(places.map(mvOnto))}.`;

const moves: Catalogue['moves'] = {
  moved: (cards, to) => `${capitalise(mvRun(cards, false))} ${mvOnto(to)}.`,
  movedNothing: (to) => `Movimiento ${mvOnto(to)}.`,
  dealtNothing: 'No se ha repartido nada.',
  dealt: (cards, to) =>
    cards.length === 1
      ? `${table.cardLabel(cards[0])} ${isFeminine(cards[0]) ? 'repartida' : 'repartido'} ${mvOnto(to)}.`
      : `${capitalise(mvDealt(cards.length))} ${mvOnto(to)}: ${mvList(cards.map(mvCard))}.`,
  dealtEach: (total, each, kind) => `${mvDealt(total)}, ${each} a cada ${MV_EACH[kind] ?? 'pila'}.`,
  dealtSpread: (total, parts) =>
    `${mvDealt(total)}: ${mvList(parts.map((part) => `${part.count} ${mvOnto(part.to)}`))}.`,
  nowShowing: (tops) =>
    `${mvList(tops.map(({ pile, card }, index) => (index === 0 ? `${capitalise(mvPile(pile))} muestra ahora ${mvCard(card)}` : `${mvPile(pile)} ${mvCard(card)}`)))}.`,
  redealt: (from, n) =>
    `Nuevo reparto ${mvFrom(from)}: ${count(n, { one: '{n} carta barajada', other: '{n} cartas barajadas' })} en el mazo.`,
  noteSentence: (note) => `${capitalise(table.note(note))}.`,
  gapFilled: (card, cell, from) =>
    `${cell ? `${capitalise(mvPile(cell))} ocupada` : 'Hueco ocupado'} por ${mvCard(card)}${from ? ` ${mvFrom(from)}` : ''}.`,
  sent: (cards, from, to) =>
    `${capitalise(mvRun(cards, true))} ${mvVerb(cards, 'pasa', 'pasan')} ${mvFrom(from)} ${mvOnto(to)}.`,
  nowShows: (pile, card) => `${capitalise(mvPile(pile))} muestra ahora ${mvCard(card)}.`,
  nowEmpty: (pile) => `${capitalise(mvPile(pile))} queda ${isMasculinePile(pile) ? 'vacío' : 'vacía'}.`,
  stockEmpty: 'El mazo queda vacío.',
  stockLeft: (n) => `${capitalise(count(n, { one: 'queda {n} carta', other: 'quedan {n} cartas' }))} en el mazo.`,
  nowAvailable: (cards) =>
    `${cards.length === 1 ? 'Ahora disponible' : 'Ahora disponibles'}: ${mvList(cards.map(({ card, at }) => `${mvCard(card)} en ${mvPile(at)}`))}.`,

  noHint: 'No hay ningún movimiento que sugerir.',
  hintDeal: (to) => `Pista: repartir del mazo${to ? ` ${mvOnto(to)}` : ''}.`,
  hintRedeal: (from) => `Pista: volver a repartir ${mvPile(from)}.`,
  hint: (move) => `Pista: ${move}.`,
  movePhrase: (cards, from, to) => `${cards.length ? `${mvRun(cards, true)} ` : ''}${mvFrom(from)} ${mvOnto(to)}`,
  dealPhrase: 'el reparto del mazo',

  won: (n) => `¡Partida ganada en ${count(n, { one: '{n} movimiento', other: '{n} movimientos' })}!`,
  lost: 'No quedan movimientos. Deshaz o empieza una partida nueva.',

  undone: (cards, to) =>
    cards ? `Deshecho: ${mvRun(cards, true)} ${mvVerb(cards, 'vuelve', 'vuelven')} ${mvOnto(to)}.` : 'Deshecho.',
  backTo: (cards, to) => `${capitalise(mvRun(cards, true))} ${mvVerb(cards, 'vuelve', 'vuelven')} ${mvOnto(to)}.`,
  undoneDeal: (n, card) =>
    `Deshecho: el reparto, ${card ? `${mvCard(card)} vuelve` : count(n, { one: '{n} carta vuelve', other: '{n} cartas vuelven' })} al mazo.`,
  undoneRedeal: (n, to) =>
    `Deshecho: el nuevo reparto, ${count(n, { one: '{n} carta vuelve', other: '{n} cartas vuelven' })} ${mvOnto(to)}.`,
  redone: (move) => `Rehecho: ${decapitalise(move)}`,
  nothingToUndo: 'No hay nada que deshacer.',
  nothingToRedo: 'No hay nada que rehacer.',

  pickedUp: (held, places) =>
    `${mvPickedUp(held, places)} Ve allí y pulsa Intro; Escape ${mvAgree(held, 'l')} devuelve.`,
  pickedUpByTap: (held, places) =>
    `${mvPickedUp(held, places)} Toca el destino que quieras; ${
      held.count > 1
        ? 'si vuelves a tocar las cartas, van a su mejor destino, y si tocas en otro sitio, se devuelven'
        : 'si vuelves a tocar la carta, va a su mejor destino, y si tocas en otro sitio, se devuelve'
    }.`,
  cannotGo: (held, to) =>
    `${capitalise(mvHeld(held, true))} no ${held.count > 1 ? 'pueden' : 'puede'} ir ${mvOnto(to)}.`,
  cannotMove: (held) => `${capitalise(mvHeld(held, true))} no ${held.count > 1 ? 'pueden' : 'puede'} moverse ahora.`,
  putBack: (held) => `${capitalise(mvHeld(held, false))} ${mvAgree(held, 'devuelt')}.`,
  pileEmpty: (pile) => `${capitalise(mvPile(pile))} está ${isMasculinePile(pile) ? 'vacío' : 'vacía'}.`,
  cannotDeal: 'Ahora no se puede repartir del mazo.',
};

export const ES: Catalogue = addCatalogue({
  lang: 'es',
  table,
  ui,
  moves,
  errors: spanishErrors(table, count),
  guide: spanishGuide(table, count),
});
