/**
 * Spanish rules: the words of the board (src/i18n/es.ts) and of docs/glossary-es.md. The English talon
 * is the descarte here, as on the board: a Spanish "talón" would be heard as the stock. The reader is
 * addressed as tú, in forms read the same in Spain and in Latin America.
 */
import { addRules } from './load.js';
import type { RulesSection, RulesWords } from './rules-words.js';

const carpet = (manualFill: boolean): RulesSection[] => [
  { heading: 'Objetivo', lines: ['Llevar las 52 cartas a las 4 bases, en su palo, del as al rey.'] },
  {
    heading: 'Preparación',
    lines: [
      'Los 4 ases empiezan las bases.',
      'La alfombra: 20 cartas boca arriba, 4 filas de 5.',
      'El mazo: las otras 28 cartas, boca abajo. El descarte empieza vacío.',
    ],
  },
  {
    heading: 'Movimientos',
    lines: [
      'Una carta de la alfombra que sigue en su base puede ir allí, y deja un hueco.',
      'También la carta de arriba del descarte.',
      'Nada más se mueve: las cartas de la alfombra no cambian de casilla, y ninguna carta vuelve de una base.',
    ],
  },
  {
    heading: 'Mazo y descarte',
    lines: [
      'Reparte cuando quieras: la carta de arriba del mazo pasa boca arriba al descarte. El mazo se reparte una sola vez, sin nuevo reparto.',
      manualFill
        ? 'Los huecos quedan abiertos hasta que tú pones en uno la carta de arriba del descarte (la del mazo si el descarte está vacío).'
        : 'Un hueco se llena enseguida desde el descarte, o desde el mazo si el descarte está vacío: reparte antes para elegir qué carta lo llena.',
    ],
  },
  {
    heading: 'Final',
    lines: [
      'Se gana cuando las 52 cartas están en las bases.',
      'Se pierde cuando el mazo está vacío y no queda ningún movimiento.',
    ],
  },
];

const carthage: RulesSection[] = [
  { heading: 'Objetivo', lines: ['Llevar las 104 cartas (dos barajas) a las 8 bases, en su palo.'] },
  {
    heading: 'Preparación',
    lines: [
      '8 bases, vacías: cualquier as empieza una.',
      '8 columnas de una carta.',
      '6 reservas de 6 cartas.',
      'El mazo: las otras 60 cartas.',
    ],
  },
  {
    heading: 'Movimientos',
    lines: [
      'En las columnas se construye hacia abajo en el mismo palo. Una columna vacía admite cualquier carta.',
      'La carta de arriba de una columna o reserva puede ir a una base, a una columna o a una reserva vacía.',
      'Las reservas se vuelven celdas libres: nada se pone sobre una reserva con una carta; una reserva vacía admite una sola.',
      'Vuelta al juego: la carta de arriba de una base puede volver a una columna o a una reserva vacía.',
      'Escaleras enteras: una escalera descendente del mismo palo pasa de una vez a otra columna si el espacio libre permite moverla carta a carta.',
    ],
  },
  {
    heading: 'Mazo y repartos',
    lines: [
      'Reparte cuando quieras: 12 cartas, una en cada reserva, de izquierda a derecha, dos veces. Son 5 repartos, sin nuevo reparto.',
    ],
  },
  {
    heading: 'Final',
    lines: [
      'Se gana cuando las 104 cartas están en las bases.',
      'Se pierde cuando el mazo está vacío y no queda ningún movimiento (o cuando la búsqueda demuestra que ya no tiene solución).',
    ],
  },
];

const cadoganCarpet: RulesSection[] = [
  { heading: 'Objetivo', lines: ['Llevar las 104 cartas (dos barajas) a las 8 bases.'] },
  {
    heading: 'Preparación',
    lines: [
      '4 ases empiezan bases que suben en su palo, 4 reyes bases que bajan.',
      'La alfombra: 64 cartas, 8 × 8, verticales y horizontales por turnos.',
      'El mazo: las otras 32 cartas. El descarte empieza vacío.',
    ],
  },
  {
    heading: 'Movimientos',
    lines: [
      'Una carta de la alfombra es jugable cuando uno de sus lados cortos tiene un paso libre hasta el borde. El juego marca esas cartas; la lámina del libro las marca con cruces.',
      'Una carta jugable puede ir a una base, o al descarte: mismo palo, un valor más o uno menos.',
      'La carta de arriba del descarte puede ir a una base.',
      'Las casillas vacías quedan vacías; ninguna carta vuelve de una base.',
    ],
  },
  {
    heading: 'Mazo y descarte',
    lines: [
      'Reparte cuando quieras: la carta de arriba del mazo pasa boca arriba al descarte.',
      'Con el mazo vacío, el descarte se baraja y se reparte de nuevo: 2 nuevos repartos, 3 pasadas en total.',
    ],
  },
  {
    heading: 'Final',
    lines: [
      'Se gana cuando las 104 cartas están en las bases.',
      'Se pierde cuando no queda ningún nuevo reparto, el mazo está vacío y nada se mueve.',
    ],
  },
];

export const RULES: RulesWords = addRules({
  lang: 'es',
  title: (game) => `Cómo jugar: ${game}`,
  sections: (variant, { manualFill }) =>
    variant === 'carthage' ? carthage : variant === 'cadogan-carpet' ? cadoganCarpet : carpet(manualFill),
});
