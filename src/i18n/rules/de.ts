/**
 * German rules: the words of the board (src/i18n/de.ts) and of docs/glossary-de.md. The English talon is
 * the Abwurfstapel here, as on the board: a German "Talon" would be heard as the stock. Deals are
 * counted with the verb ("5-mal austeilen"), as the board's notes count them.
 */
import { addRules } from './load.js';
import type { RulesSection, RulesWords } from './rules-words.js';

const carpet = (manualFill: boolean): RulesSection[] => [
  { heading: 'Ziel', lines: ['Alle 52 Karten auf die 4 Zielstapel legen, in Farbe aufwärts vom Ass bis zum König.'] },
  {
    heading: 'Aufbau',
    lines: [
      'Die 4 Asse beginnen die Zielstapel.',
      'Der Teppich: 20 offene Karten, 4 Reihen zu 5.',
      'Der Nachziehstapel: die übrigen 28 Karten, verdeckt. Der Abwurfstapel ist anfangs leer.',
    ],
  },
  {
    heading: 'Züge',
    lines: [
      'Eine Karte des Teppichs, die als nächste auf ihren Zielstapel passt, darf dorthin und hinterlässt eine Lücke.',
      'Ebenso die oberste Karte des Abwurfstapels.',
      'Sonst zieht nichts: Karten des Teppichs bleiben auf ihrem Platz, und von einem Zielstapel kommt keine Karte zurück.',
    ],
  },
  {
    heading: 'Nachziehstapel und Abwurfstapel',
    lines: [
      'Jederzeit austeilen: Die oberste Karte des Nachziehstapels kommt offen auf den Abwurfstapel. Der Nachziehstapel wird nur einmal ausgeteilt, nie neu gemischt.',
      manualFill
        ? 'Lücken bleiben offen, bis du die oberste Karte des Abwurfstapels hineinlegst (die des Nachziehstapels, wenn der Abwurfstapel leer ist).'
        : 'Eine Lücke wird sofort vom Abwurfstapel gefüllt, oder vom Nachziehstapel, wenn der Abwurfstapel leer ist: Wer vorher austeilt, bestimmt, welche Karte sie füllt.',
    ],
  },
  {
    heading: 'Ende',
    lines: [
      'Gewonnen, wenn alle 52 Karten auf den Zielstapeln liegen.',
      'Verloren, wenn der Nachziehstapel leer ist und kein Zug mehr möglich ist.',
    ],
  },
];

const carthage: RulesSection[] = [
  { heading: 'Ziel', lines: ['Alle 104 Karten (zwei Kartenspiele) auf die 8 Zielstapel legen, in Farbe aufwärts.'] },
  {
    heading: 'Aufbau',
    lines: [
      '8 Zielstapel, leer: Jedes Ass darf einen beginnen.',
      '8 Spalten mit je einer Karte.',
      '6 Reserven mit je 6 Karten.',
      'Der Nachziehstapel: die übrigen 60 Karten.',
    ],
  },
  {
    heading: 'Züge',
    lines: [
      'Auf den Spalten wird in Farbe abwärts gelegt. In eine leere Spalte darf jede Karte.',
      'Die oberste Karte einer Spalte oder Reserve darf auf einen Zielstapel, auf eine Spalte oder in eine leere Reserve.',
      'Reserven werden zu freien Zellen: Auf eine Reserve, die eine Karte hält, kommt nichts; eine leere nimmt genau eine Karte auf.',
      'Zurückspielen: Die oberste Karte eines Zielstapels darf zurück auf eine Spalte oder in eine leere Reserve.',
      'Folgen ziehen: Eine abwärts laufende Folge einer Farbe zieht in einem Zug auf eine andere Spalte, wenn der freie Platz es Karte für Karte erlaubt.',
    ],
  },
  {
    heading: 'Nachziehstapel und Austeilen',
    lines: [
      'Jederzeit austeilen: 12 Karten, je eine auf jede Reserve, von links nach rechts, zweimal. Das heißt: 5-mal austeilen, nie neu mischen.',
    ],
  },
  {
    heading: 'Ende',
    lines: [
      'Gewonnen, wenn alle 104 Karten auf den Zielstapeln liegen.',
      'Verloren, wenn der Nachziehstapel leer ist und kein Zug mehr möglich ist (oder die Suche beweist, dass das Spiel nicht mehr lösbar ist).',
    ],
  },
];

const cadoganCarpet: RulesSection[] = [
  { heading: 'Ziel', lines: ['Alle 104 Karten (zwei Kartenspiele) auf die 8 Zielstapel legen.'] },
  {
    heading: 'Aufbau',
    lines: [
      '4 Asse beginnen Zielstapel, die in Farbe aufwärts gehen, 4 Könige Zielstapel, die abwärts gehen.',
      'Der Teppich: 64 Karten, 8 × 8, abwechselnd hochkant und quer.',
      'Der Nachziehstapel: die übrigen 32 Karten. Der Abwurfstapel ist anfangs leer.',
    ],
  },
  {
    heading: 'Züge',
    lines: [
      'Eine Karte des Teppichs ist spielbar, wenn eine ihrer Schmalseiten einen freien Weg bis zum Rand hat. Das Spiel markiert diese Karten; die Tafel im Buch markiert sie mit Kreuzen.',
      'Eine spielbare Karte darf auf einen Zielstapel oder auf den Abwurfstapel: gleiche Farbe, einen Rang höher oder tiefer.',
      'Die oberste Karte des Abwurfstapels darf auf einen Zielstapel.',
      'Leere Plätze bleiben leer; von einem Zielstapel kommt keine Karte zurück.',
    ],
  },
  {
    heading: 'Nachziehstapel und Abwurfstapel',
    lines: [
      'Jederzeit austeilen: Die oberste Karte des Nachziehstapels kommt offen auf den Abwurfstapel.',
      'Ist der Nachziehstapel leer, wird der Abwurfstapel neu gemischt und ausgeteilt: 2-mal neu mischen, 3 Durchgänge insgesamt.',
    ],
  },
  {
    heading: 'Ende',
    lines: [
      'Gewonnen, wenn alle 104 Karten auf den Zielstapeln liegen.',
      'Verloren, wenn nicht mehr neu gemischt werden darf, der Nachziehstapel leer ist und nichts mehr zieht.',
    ],
  },
];

export const RULES: RulesWords = addRules({
  lang: 'de',
  title: (game) => `So geht’s: ${game}`,
  sections: (variant, { manualFill }) =>
    variant === 'carthage' ? carthage : variant === 'cadogan-carpet' ? cadoganCarpet : carpet(manualFill),
});
