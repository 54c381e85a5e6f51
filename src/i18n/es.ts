/**
 * Spanish: fetched on demand, only by a page in Spanish (see lang.ts). The words follow
 * docs/glossary-es.md.
 */
import { type CardCode, type Rank, RANKS, type Suit, rankOf, suitOf } from '../core/cards.js';
import { capitalise, decapitalise, quotedList } from './text.js';
import type { Refusal } from '../core/types.js';
import type { SaveProblem } from '../core/problems.js';
import type { PileNamer } from './error-words.js';
import type { HeldCards } from './move-words.js';
import { type Catalogue, type PileName, type NounForm, counter, numberWriter } from './catalogue.js';
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
  statsLabel: (game) => `Estadísticas: ${game}`,
  played: 'Partidas',
  won: 'Ganadas',
  streak: 'Racha',
  bestStreak: 'Mejor racha',
  dailyStreak: 'Racha diaria',
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
  shareEnd: ({ won, moves, undos, stuck }) =>
    won
      ? `ganada en ${uiMoves(moves)}, ${undos === 0 ? 'sin deshacer' : count(undos, { one: '{n} movimiento deshecho', other: '{n} movimientos deshechos' })}`
      : `${stuck ? 'sin movimientos' : 'sin forma de ganar'} tras ${uiMoves(moves)}`,
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

// ---- errors: carpet-error messages and the rules' refusals -----------------------------------

/** `"a" o "b"`. */
const errChoice = (values: readonly string[]): string => {
  const all = values.map((value) => `"${value}"`);
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} o ${all[all.length - 1]}`;
};
const errCards = (n: number): string => count(n, { one: '{n} carta', other: '{n} cartas' });
/** "de" before a noun phrase: "del mazo", "de la base". */
const errOf = (phrase: string): string => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);
/** "a" before a noun phrase: "al mazo", "a la base". */
const errTo = (phrase: string): string => (phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`);
/** What a game option's attribute names, for "no es un modo de relleno". */
const ERR_OPTION_NOUNS: Record<string, string> = { fill: 'un modo de relleno' };

const ERR_SAVE_PROBLEMS: { [K in SaveProblem['key']]: (problem: Extract<SaveProblem, { key: K }>) => string } = {
  'not-json': () => 'no es JSON válido (dañado o truncado)',
  'not-a-save': () => 'no es una partida guardada',
  'other-version': ({ found, version }) => `se guardó con otra versión (${found}, esta es la ${version})`,
  'other-game': ({ found, variant }) => `es una partida de ${found}, no de ${variant}`,
  'other-options': () => 'se repartió con otras opciones',
  'no-seed': () => 'falta su semilla',
  'damaged-moves': () => 'su lista de movimientos está dañada',
  'illegal-move': ({ from, to }) => `el movimiento de ${from} a ${to} no es válido en esa partida`,
};

/** A refusal in Spanish; piles by their names on the game's table, an id that is no pile quoted as given. */
function errRefusal(reason: Refusal, piles: PileNamer): string {
  const pile = (id: string): string => {
    const name = piles(id);
    return name ? table.pilePhrase(name) : `«${id}»`;
  };
  const Pile = (id: string): string => capitalise(pile(id));
  const card = (code: CardCode): string => table.card(code);
  const Card = (code: CardCode): string => capitalise(card(code));
  switch (reason.key) {
    case 'one-card-only':
      return 'En este solitario se mueve una sola carta cada vez.';
    case 'bad-count':
      return 'Un movimiento lleva una carta, o una escalera de 2 o más cartas.';
    case 'no-source':
      return `«${reason.pile}» no es un montón desde el que pueda moverse una carta.`;
    case 'no-destination':
      return `Una carta no puede ir ${errTo(pile(reason.pile))}.`;
    case 'empty':
      return `No hay cartas en ${pile(reason.pile)}.`;
    case 'same-pile':
      return 'Una carta no puede ir al montón donde ya está.';
    case 'no-redeal':
      return 'El mazo está vacío: este solitario no tiene nuevo reparto.';
    case 'wrong-suit':
      return `${Card(reason.card)} no va en ${pile(reason.pile)}${reason.suit ? `: allí solo van ${table.suit(reason.suit)}` : ''}.`;
    case 'needs':
      return `${Pile(reason.pile)} necesita ${card(reason.card)}.`;
    case 'complete':
      return `${Pile(reason.pile)} está completa.`;
    case 'needs-ace':
      return `Una base vacía empieza por un as, no por ${card(reason.card)}.`;
    case 'deal-first':
      return 'Saque primero la carta del mazo al descarte.';
    case 'run-to-foundation':
      return 'Las escaleras nunca van a una base: una carta cada vez.';
    case 'foundation-to-foundation':
      return 'Una carta de una base solo vuelve a una columna o a una reserva vacía.';
    case 'foundation-fixed':
      return `Las cartas ${errOf(pile(reason.pile))} ya nunca se mueven.`;
    case 'auto-fill':
      return 'En esta partida los huecos se llenan solos (fill="auto").';
    case 'not-a-gap':
      return `${Pile(reason.pile)} no es un hueco.`;
    case 'carpet-to-carpet':
      return 'Las cartas de la alfombra nunca van a otras casillas de la alfombra.';
    case 'gap-filler':
      return 'Un hueco se llena desde el descarte, o desde el mazo cuando el descarte está vacío.';
    case 'deal-onto-reserves':
      return 'El mazo se reparte sobre las reservas, dos cartas en cada una.';
    case 'deal-no-count':
      return 'Un reparto pone siempre dos cartas en cada reserva; no lleva número.';
    case 'run-to-reserve':
      return 'Las escaleras nunca van a una reserva: una carta cada vez.';
    case 'reserve-taken':
      return 'No se puede poner nada en una reserva que ya tiene una carta.';
    case 'run-from-non-tableau':
      return 'Solo una escalera de una columna se mueve en bloque: desde una reserva o una base, una carta cada vez.';
    case 'too-few-cards':
      return `${Pile(reason.pile)} solo tiene ${errCards(reason.count)}.`;
    case 'not-a-run':
      return `Las ${errCards(reason.count)} de arriba ${errOf(pile(reason.pile))} no forman una escalera descendente del mismo palo.`;
    case 'tableau-build':
      return `${Card(reason.card)} no va sobre ${card(reason.onto)}: las columnas se construyen hacia abajo en el mismo palo.`;
    case 'super-move-limit': {
      const space = `${count(reason.reserves, { one: '{n} reserva vacía', other: '{n} reservas vacías' })} y ${count(reason.piles, { one: '{n} columna vacía', other: '{n} columnas vacías' })}`;
      return `Con ${space}, se pueden mover en bloque como mucho ${errCards(reason.limit)}${reason.intoEmpty ? ' a una columna vacía' : ''}; esta escalera tiene ${reason.count}.`;
    }
    case 'deal-onto-talon':
      return 'Del mazo se saca al descarte, una carta cada vez.';
    case 'stock-empty-redeal':
      return `El mazo está vacío: vuelva a repartir el descarte (${count(reason.left, { one: 'queda {n} nuevo reparto', other: 'quedan {n} nuevos repartos' })}).`;
    case 'stock-empty-no-redeal':
      return 'El mazo está vacío y ya no es posible un nuevo reparto.';
    case 'redeal-stock-not-empty':
      return `El descarte solo se vuelve a repartir cuando el mazo está vacío; al mazo le quedan ${errCards(reason.count)}.`;
    case 'redeal-talon-empty':
      return 'El descarte está vacío: no hay nada que volver a repartir.';
    case 'no-redeal-left':
      return 'No queda ningún nuevo reparto: la partida tiene dos, tres pasadas en total.';
    case 'to-stock':
      return 'Solo un nuevo reparto devuelve cartas al mazo: todo el descarte, una vez vacío el mazo.';
    case 'to-carpet':
      return 'Nada vuelve a la alfombra.';
    case 'blocked':
      return `${Card(reason.card)} está ${rankOf(reason.card) === 'J' || rankOf(reason.card) === 'Q' ? 'bloqueada' : 'bloqueado'}: ninguno de sus extremos estrechos tiene vía libre hasta el borde de la alfombra.`;
    case 'talon-empty-build':
      return 'El descarte está vacío: saque una carta del mazo antes de construir sobre él.';
    case 'talon-suit':
      return `${Card(reason.card)} no va sobre ${card(reason.onto)}: el descarte se construye en el mismo palo.`;
    case 'talon-rank':
      return `${Card(reason.card)} no va sobre ${card(reason.onto)}: el descarte se construye un valor arriba o abajo${reason.wrap ? ' (sin pasar del rey al as)' : ''}.`;
  }
}

const errors: Catalogue['errors'] = {
  unknownVariant: (value, variants) => `variant=${value} no es un juego; use ${quotedList(variants)}.`,
  playingDefault: (variant) => `Se juega a "${variant}".`,
  keeping: (variant) => `La partida en curso (${table.game(variant)}) sigue sin cambios.`,
  loadFailed: (variant, reason) => `no se pudo cargar el código del juego ${table.game(variant)} (${reason}).`,
  reloadToRetry: 'Recargue la página para intentarlo de nuevo.',
  loadFailedNotice: (variant) =>
    `No se pudo cargar ${table.game(variant)}. Compruebe la conexión y recargue la página.`,
  optionProblem: ({ attribute, value, allowed }) =>
    `${attribute}="${value}" no es ${ERR_OPTION_NOUNS[attribute] ?? `un valor de ${attribute}`}; use ${errChoice(allowed)}.`,
  usingDefault: 'Se usa el valor por defecto.',
  seedEmpty: 'seed="" está vacío: se reparte con una semilla aleatoria nueva (quite el atributo para indicarlo).',
  seedLong: (length) =>
    `la semilla tiene ${count(length, { other: '{n}' })} caracteres: se usa entera, pero se muestra acortada.`,
  notOneOf: (attribute, value, allowed, fallback) =>
    `${attribute}=${value} no es ninguno de ${quotedList(allowed)}; se usa "${fallback}".`,
  persistInvalid: (value) => `persist=${value} no es "true" ni "false"; el progreso se sigue guardando.`,
  invalidSave: (problem) =>
    `no se pudo reanudar la partida guardada: ${ERR_SAVE_PROBLEMS[problem.key](problem as never)}. Se reparte de nuevo.`,
  storageUnavailable: (what, reason) =>
    `no se pudo ${what === 'read' ? 'leer' : 'guardar'} el progreso en localStorage (${reason}); la partida sigue, pero no se conservará.`,
  winnableNoSolver: (variant, seed) =>
    `winnable: ${table.game(variant)} no tiene solucionador; se reparte la semilla ${seed} tal cual.`,
  winnableNotFound: (seed) =>
    `winnable: no se pudo demostrar a tiempo que alguna partida cercana a la semilla ${seed} tenga solución; se reparte tal cual.`,
  invalidMove: (got) => `play() espera un movimiento como { from: "carpet-3", to: "foundation-1" }; recibió ${got}.`,
  illegalMove: (from, to, why) => `${from} a ${to} no es un movimiento válido: ${why}`,
  gameOver: 'la partida ha terminado.',
  notOffered: 'ahora no está disponible.',
  notReady: (call) =>
    `${call} llegó antes de que se cargara el código del juego; espere primero a element.updateComplete.`,
  refusal: errRefusal,
};

export const ES: Catalogue = addCatalogue({ lang: 'es', table, ui, moves, errors });
