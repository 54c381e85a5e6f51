/**
 * Spanish: what `carpet-error` says, and why the rules refuse a move. Part of the Spanish catalogue
 * (es.ts), which gives these messages its words for the games, piles and cards; in its chunk.
 */
import { type CardCode, rankOf } from '../core/cards.js';
import { capitalise, quotedList } from './text.js';
import type { Refusal } from '../core/types.js';
import type { SaveProblem } from '../core/problems.js';
import type { PileNamer } from './error-words.js';
import { type Catalogue, type Counter } from './catalogue.js';

/** `"a" o "b"`. */
const errChoice = (values: readonly string[]): string => {
  const all = values.map((value) => `"${value}"`);
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} o ${all[all.length - 1]}`;
};
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

/** The Spanish messages; `table`: the catalogue's words for the games, piles and cards; `count`: its counter. */
export function spanishErrors(table: Catalogue['table'], count: Counter): Catalogue['errors'] {
  const errCards = (n: number): string => count(n, { one: '{n} carta', other: '{n} cartas' });

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

  return {
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
}
