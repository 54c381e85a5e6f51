/**
 * German: fetched on demand, only by a page in German (see lang.ts). The words follow
 * docs/glossary-de.md.
 */
import { type CardCode, type Rank, RANKS, type Suit, rankOf, suitOf } from '../core/cards.js';
import { capitalise } from './text.js';
import type { HeldCards } from './move-words.js';
import { type Catalogue, type PileName, type NounForm, counter, numberWriter } from './catalogue.js';
import { germanErrors } from './de-errors.js';
import { germanGuide } from './de-guide.js';
import { addCatalogue } from './lang.js';

/** Numbers as the language writes them, for the counts in words and the figures on their own. */
const uiNumber = numberWriter('de');
const count = counter('de', uiNumber);

// ---- table: cards, piles, notes, games ---------------------------------------------------------

const RANK_WORDS = [
  'Ass',
  'Zwei',
  'Drei',
  'Vier',
  'Fünf',
  'Sechs',
  'Sieben',
  'Acht',
  'Neun',
  'Zehn',
  'Bube',
  'Dame',
  'König',
];
const SUIT_WORDS: Record<Suit, string> = { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' };
type Gender = 'm' | 'f' | 'n';
type Case = NonNullable<NounForm['case']>;
/** A card takes its rank's gender: das Ass, der Bube, der König, die Dame, die Zwei … Zehn. */
const genderOf = (card: CardCode): Gender =>
  rankOf(card) === 'A' ? 'n' : rankOf(card) === 'J' || rankOf(card) === 'K' ? 'm' : 'f';
const ARTICLES: Record<'definite' | 'indefinite', Record<Case, Record<Gender, string>>> = {
  definite: {
    nominative: { m: 'der', f: 'die', n: 'das' },
    accusative: { m: 'den', f: 'die', n: 'das' },
    dative: { m: 'dem', f: 'der', n: 'dem' },
  },
  indefinite: {
    nominative: { m: 'ein', f: 'eine', n: 'ein' },
    accusative: { m: 'einen', f: 'eine', n: 'ein' },
    dative: { m: 'einem', f: 'einer', n: 'einem' },
  },
};

/** "Herz-Dame", one hyphenated compound; the jack is a weak noun: "den Herz-Buben". */
function bareCard(card: CardCode, grammaticalCase: Case = 'nominative'): string {
  const rank = RANK_WORDS[RANKS.indexOf(rankOf(card))];
  return `${SUIT_WORDS[suitOf(card)]}-${rank === 'Bube' && grammaticalCase !== 'nominative' ? 'Buben' : rank}`;
}

function cardWithArticle(card: CardCode, form?: NounForm): string {
  const grammaticalCase = form?.case ?? 'nominative';
  const bare = bareCard(card, grammaticalCase);
  if (form?.article === 'none') return bare;
  return `${ARTICLES[form?.article ?? 'definite'][grammaticalCase][genderOf(card)]} ${bare}`;
}

const ORIENTATIONS = { upright: 'hochkant', crosswise: 'quer' } as const;

function pileName(name: PileName): string {
  switch (name.kind) {
    case 'foundation':
      if (name.suit)
        return `${SUIT_WORDS[name.suit]}-Zielstapel${name.end === 'ace' ? ' ab Ass' : name.end === 'king' ? ' ab König' : ''}`;
      return `Zielstapel ${name.number ?? ''}`.trim();
    case 'cell':
      return `Teppich, Reihe ${name.row}, Spalte ${name.col}${name.orientation ? `, ${ORIENTATIONS[name.orientation]}` : ''}`;
    case 'tableau':
      return `Spalte ${name.number}`;
    case 'reserve':
      return `Reserve ${name.number}`;
    case 'stock':
      return 'Nachziehstapel';
    default:
      // The waste, and Lady Cadogan's talon: a German "Talon" would be heard as the stock.
      return 'Abwurfstapel';
  }
}

/** A numbered pile goes without an article ("auf Spalte 4", "von Reserve 2"); the others are masculine (der …stapel). */
const isNumbered = (name: PileName): boolean =>
  name.kind === 'tableau' ||
  name.kind === 'reserve' ||
  name.kind === 'cell' ||
  (name.kind === 'foundation' && !name.suit);

const GAMES: Record<string, string> = {
  carpet: 'Teppich',
  carthage: 'Karthago',
  'cadogan-carpet': 'Lady Cadogans Teppich',
};

// German decks with French suits print Bube, Dame, König: B, D, K.
const INDEX_LETTERS: Partial<Record<Rank, string>> = { T: '10', J: 'B', Q: 'D', K: 'K' };

const table: Catalogue['table'] = {
  rankIndex: (card) => INDEX_LETTERS[rankOf(card)] ?? rankOf(card),
  card: cardWithArticle,
  cardLabel: (card) => bareCard(card),
  suit: (suit) => SUIT_WORDS[suit],
  pile: pileName,
  pilePhrase(name, form?: NounForm) {
    const label = pileName(name);
    if (isNumbered(name) || form?.article === 'none') return label;
    return `${ARTICLES[form?.article ?? 'definite'][form?.case ?? 'nominative'].m} ${label}`;
  },
  // German counts deals with the verb, and says one as a word: "noch einmal austeilen", "noch 3-mal austeilen".
  note: (note) =>
    note.kind === 'deals-left'
      ? count(note.count, { one: 'noch einmal austeilen', other: 'noch {n}-mal austeilen' })
      : count(note.count, { one: 'noch einmal neu mischen', other: 'noch {n}-mal neu mischen' }),
  game: (variant) => GAMES[variant] ?? variant,
};

// ---- ui: controls, panels, lines ---------------------------------------------------------------

const uiMoves = (n: number): string => count(n, { one: '{n} Zug', other: '{n} Züge' });
/** After "in" and "nach" the dative: "in einem Zug", "in 74 Zügen". */
const uiMovesDative = (n: number): string => count(n, { one: '{n} Zug', other: '{n} Zügen' });

const ui: Catalogue['ui'] = {
  controls: 'Spielsteuerung',
  newGame: 'Neues Spiel',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  hint: 'Tipp',
  more: 'Mehr',
  restart: 'Neu starten',
  stats: 'Statistik',
  keys: 'Tasten',
  howToPlay: 'So geht’s',
  deal: 'Spiel',
  moves: 'Züge',
  number: uiNumber,
  homeLabel: (home, total) => `${uiNumber(home)} von ${uiNumber(total)} Karten auf den Zielstapeln`,
  clock: 'Zeit',
  settings: 'Einstellungen',
  statsLabel: (game) => `Statistik: ${game}`,
  played: 'Gespielt',
  won: 'Gewonnen',
  streak: 'Serie',
  bestStreak: 'Beste Serie',
  dailyStreak: 'Tagesserie',
  bestTime: 'Beste Zeit',
  wonShare: (won, percent) => `${uiNumber(won)} (${uiNumber(percent)}\u00a0%)`,
  withBest: (streak, best) => `${uiNumber(streak)} (beste: ${uiNumber(best)})`,
  resetStats: 'Zurücksetzen',
  keysLabel: 'Tastaturbefehle',
  keyLines: [
    { keys: 'Tab', does: 'Ins Spielfeld (ein Halt), dann weiter zu den Schaltflächen' },
    { keys: 'Pfeiltasten', does: 'Zwischen Karten und Stapeln wechseln' },
    {
      keys: 'Enter oder Leertaste',
      does: 'Karte aufnehmen oder auf den Stapel legen, auf dem du bist; hat eine Karte nur ein Ziel, geht sie gleich dorthin',
    },
    { keys: 'Esc', does: 'Aufgenommene Karte zurücklegen; dieses Feld schließen' },
    { keys: 'D', does: 'Vom Nachziehstapel austeilen' },
    { keys: 'U oder Strg+Z', does: 'Rückgängig' },
    { keys: 'R oder Strg+Y', does: 'Wiederholen' },
    { keys: 'H', does: 'Tipp: zur Karte gehen, die als Nächstes zu ziehen ist' },
    { keys: 'G', does: 'Die Regeln dieses Spiels zeigen oder verbergen' },
    { keys: 'S', does: 'Den Tisch beschreiben: jeden Zielstapel, den Nachziehstapel und die gespielten Züge' },
    { keys: '?', does: 'Diese Tasten zeigen oder ausblenden' },
  ],
  touchLabel: 'So spielst du mit dem Finger',
  touchLines: [
    {
      keys: 'Karte antippen',
      does: 'Schickt sie dorthin, wo sie am besten hinpasst; hat sie mehr als ein Ziel, wird sie stattdessen aufgenommen und ihre Ziele leuchten auf',
    },
    {
      keys: 'Leuchtendes Ziel antippen',
      does: 'Legt die aufgenommene Karte dorthin; die Karte selbst antippen schickt sie an ihr bestes Ziel, woanders tippen legt sie zurück',
    },
    { keys: 'Finger auf einer Karte ruhen lassen, dann ziehen', does: 'Zieht sie an ein beliebiges erlaubtes Ziel' },
    { keys: 'Überdeckte Karte antippen', does: 'Fächert ihre Spalte auf, um eine Folge aus ihrer Mitte aufzunehmen' },
    { keys: 'Nachziehstapel antippen', does: 'Teilt aus' },
    { keys: 'Wischen oder zwei Finger', does: 'Scrollen oder zoomen die Seite, auch auf den Karten' },
  ],
  finding: 'Suche ein lösbares Spiel …',
  looking: 'Suche einen Lösungsweg …',
  winnable: 'Lösbar.',
  tooDeep: 'Noch nicht zu entscheiden; spiel weiter.',
  patience: 'Der Rest ist Geduld.',
  lostBy: (move) => `Nach diesem Zug nicht mehr lösbar: ${move}. Mit „Rückgängig“ geht es zurück.`,
  lostFromHere: 'Von hier aus nicht mehr lösbar.',
  finish: (n) => `Zu Ende spielen (${uiMoves(n)})`,
  youWon: 'Gewonnen!',
  noMovesLeft: 'Keine Züge mehr möglich',
  wonIn: (n) => `Alle Karten abgelegt, in ${uiMovesDative(n)}.`,
  lostReason: (stuck) =>
    stuck
      ? 'Der Nachziehstapel ist leer, und keine Karte lässt sich mehr bewegen.'
      : 'Der Nachziehstapel ist leer, und von hier aus führt keine Zugfolge mehr zum Sieg.',
  playAgain: 'Noch einmal',
  restartDeal: 'Spiel neu starten',
  share: 'Teilen',
  copied: 'Kopiert',
  copyByHand: 'Ergebnis zum Kopieren:',
  copiedSaid: 'Ergebnis in die Zwischenablage kopiert.',
  shareEnd: ({ won, moves, undos, stuck, time }) =>
    (won
      ? `gewonnen in ${uiMovesDative(moves)}, ${undos === 0 ? 'kein Zug zurückgenommen' : count(undos, { one: '{n} Zug zurückgenommen', other: '{n} Züge zurückgenommen' })}`
      : `${stuck ? 'keine Züge mehr' : 'kein Weg mehr zum Sieg'} nach ${uiMovesDative(moves)}`) +
    (time ? `, ${time}` : ''),
  board: (game) => `Spieltisch: ${game}`,
  empty: 'leer',
  cards: (n) => count(n, { one: '{n} Karte', other: '{n} Karten' }),
  cardOf: (position, size) => `Karte ${uiNumber(position)} von ${uiNumber(size)}`,
  pickedUp: 'aufgenommen',
  placeForIt: 'hier ablegbar',
  available: 'spielbar',
  blocked: 'blockiert',
  followed: (n) => `In einem anderen Tab fortgesetzt: ${uiMoves(n)}.`,
  elsewhere: (n) => `Das Spiel ging in einem anderen Tab weiter (${uiMoves(n)}).`,
  loadElsewhere: 'Laden',
  keepMine: 'Dieses behalten',
  keptMine: 'Dieses Spiel ersetzt das im anderen Tab.',
  loading: (game) => `${game} wird geladen …`,
};

// ---- moves: what a screen reader hears ---------------------------------------------------------

const mvList = (items: readonly string[]): string => new Intl.ListFormat('de', { type: 'conjunction' }).format(items);
const mvEither = (items: readonly string[]): string => new Intl.ListFormat('de', { type: 'disjunction' }).format(items);
const mvCard = (card: CardCode, grammaticalCase: Case = 'nominative'): string =>
  table.card(card, { case: grammaticalCase });
const mvPile = (name: PileName, grammaticalCase: Case = 'nominative'): string =>
  table.pilePhrase(name, { case: grammaticalCase });
const mvCards = (n: number): string => count(n, { one: '{n} Karte', other: '{n} Karten' });

/** A preposition fuses with the article: vom, zum, zur, im, ins. */
const MV_FUSED: Record<string, string> = {
  'von dem': 'vom',
  'zu dem': 'zum',
  'zu der': 'zur',
  'in dem': 'im',
  'in das': 'ins',
  'an dem': 'am',
};
function mvContract(preposition: string, phrase: string): string {
  const space = phrase.indexOf(' ');
  const fused = space > 0 ? MV_FUSED[`${preposition} ${phrase.slice(0, space)}`] : undefined;
  return fused ? `${fused}${phrase.slice(space)}` : `${preposition} ${phrase}`;
}

/** Where cards go, with the accusative: "auf den Pik-Zielstapel", "auf Spalte 4", "in den Nachziehstapel". */
const mvOnto = (name: PileName): string => `${name.kind === 'stock' ? 'in' : 'auf'} ${mvPile(name, 'accusative')}`;
/** Where cards come from, with the dative: "vom Abwurfstapel", "von Spalte 2". */
const mvFrom = (name: PileName): string => mvContract('von', mvPile(name, 'dative'));

/**
 * The moved card or run, in the nominative: "Kreuz-Sieben" (no article, a telegraphic sentence) or "die
 * Kreuz-Sieben"; "die Herz-Fünf mit der Herz-Vier darauf"; "die Herz-Fünf und die 3 Karten darauf, bis
 * zur Herz-Zwei,".
 */
function mvRun(cards: readonly CardCode[], article: boolean): string {
  const first = table.card(cards[0], { article: article ? 'definite' : 'none' });
  if (cards.length === 1) return first;
  if (cards.length === 2) return `${first} mit ${mvCard(cards[1], 'dative')} darauf`;
  return `${first} und die ${cards.length - 1} Karten darauf, bis ${mvContract('zu', mvCard(cards[cards.length - 1], 'dative'))},`;
}

/** Cards held by the keyboard: "die Herz-Fünf", "die Herz-Fünf und 2 Karten darauf". */
function mvHeld({ card, count: held }: { card: CardCode | undefined; count: number }, article: boolean): string {
  if (!card) return article ? 'die Karte' : 'Karte';
  const name = table.card(card, { article: article ? 'definite' : 'none' });
  return held > 1 ? `${name} und ${mvCards(held - 1)} darauf` : name;
}

/** The pronoun for held cards, nominative and accusative: sie/sie (die Herz-Fünf, or several), er/ihn (der Bube), es/es (das Ass). */
function mvPronouns({ card, count: held }: { card: CardCode | undefined; count: number }): [string, string] {
  if (held > 1 || !card) return ['sie', 'sie'];
  const gender = genderOf(card);
  return gender === 'm' ? ['er', 'ihn'] : gender === 'n' ? ['es', 'es'] : ['sie', 'sie'];
}

/** "auf jede Reserve", "auf jede Spalte". */
const MV_EACH: Partial<Record<PileName['kind'], string>> = {
  reserve: 'jede Reserve',
  tableau: 'jede Spalte',
  cell: 'jedes Feld des Teppichs',
  foundation: 'jeden Zielstapel',
};

/** "Kreuz-Fünf aufgenommen. Sie passt auf Spalte 3 oder Spalte 6." */
function mvPickedUp(held: HeldCards, places: readonly PileName[]): string {
  const [subject] = mvPronouns(held);
  return `${mvHeld(held, false)} aufgenommen. ${capitalise(subject)} ${held.count > 1 ? 'passen' : 'passt'} ${mvEither(places.map(mvOnto))}.`;
}

const moves: Catalogue['moves'] = {
  moved: (cards, to) => `${capitalise(mvRun(cards, false))} ${mvOnto(to)}.`,
  movedNothing: (to) => `${capitalise(mvOnto(to))} gezogen.`,
  dealtNothing: 'Nichts ausgeteilt.',
  dealt: (cards, to) =>
    cards.length === 1
      ? `${table.cardLabel(cards[0])} ${mvOnto(to)} ausgeteilt.`
      : `${mvCards(cards.length)} ${mvOnto(to)} ausgeteilt: ${mvList(cards.map((card) => mvCard(card)))}.`,
  dealtEach: (total, each, kind) => `${mvCards(total)} ausgeteilt, ${each} auf ${MV_EACH[kind] ?? 'jeden Stapel'}.`,
  dealtSpread: (total, parts) =>
    `${mvCards(total)} ausgeteilt: ${mvList(parts.map((part) => `${part.count} ${mvOnto(part.to)}`))}.`,
  nowShowing: (tops) =>
    `${mvList(tops.map(({ pile, card }, index) => (index === 0 ? `${capitalise(mvPile(pile))} zeigt jetzt ${mvCard(card, 'accusative')}` : `${mvPile(pile)} ${mvCard(card, 'accusative')}`)))}.`,
  redealt: (from, n) => `${table.pile(from)} neu gemischt: ${mvCards(n)} zurück in den Nachziehstapel.`,
  noteSentence: (note) => `${capitalise(table.note(note))}.`,
  gapFilled: (card, cell, from) =>
    `${cell ? table.pile(cell) : 'Lücke'} mit ${mvCard(card, 'dative')}${from ? ` ${mvFrom(from)}` : ''} gefüllt.`,
  sent: (cards, from, to) => `${capitalise(mvRun(cards, false))} ${mvFrom(from)} ${mvOnto(to)}.`,
  nowShows: (pile, card) => `${capitalise(mvPile(pile))} zeigt jetzt ${mvCard(card, 'accusative')}.`,
  nowEmpty: (pile) => `${capitalise(mvPile(pile))} ist jetzt leer.`,
  stockEmpty: 'Der Nachziehstapel ist jetzt leer.',
  stockLeft: (n) => `Noch ${mvCards(n)} im Nachziehstapel.`,
  nowAvailable: (cards) =>
    `Jetzt spielbar: ${mvList(cards.map(({ card, at }) => `${mvCard(card)} auf ${mvPile(at, 'dative')}`))}.`,

  noHint: 'Kein Zug vorzuschlagen.',
  hintDeal: (to) => `Tipp: vom Nachziehstapel${to ? ` ${mvOnto(to)}` : ''} austeilen.`,
  hintRedeal: (from) => `Tipp: ${mvPile(from, 'accusative')} neu mischen und austeilen.`,
  hint: (move) => `Tipp: ${move}.`,
  movePhrase: (cards, from, to) => `${cards.length ? `${mvRun(cards, true)} ` : ''}${mvFrom(from)} ${mvOnto(to)}`,
  dealPhrase: 'das Austeilen vom Nachziehstapel',

  // Dative plural after "in": "in 1 Zug", "in 74 Zügen".
  won: (n) => `Gewonnen in ${count(n, { one: '{n} Zug', other: '{n} Zügen' })}!`,
  lost: 'Keine Züge mehr möglich. Nimm einen Zug zurück oder starte ein neues Spiel.',

  undone: (cards, to) => (cards ? `Zurückgenommen: ${mvRun(cards, false)} zurück ${mvOnto(to)}.` : 'Zurückgenommen.'),
  backTo: (cards, to) => `${capitalise(mvRun(cards, false))} zurück ${mvOnto(to)}.`,
  undoneDeal: (n, card) =>
    `Zurückgenommen: das Austeilen, ${card ? mvCard(card) : mvCards(n)} zurück in den Nachziehstapel.`,
  undoneRedeal: (n, to) => `Zurückgenommen: das Neumischen, ${mvCards(n)} zurück ${mvOnto(to)}.`,
  redone: (move) => `Wiederholt: ${move}`,
  nothingToUndo: 'Nichts rückgängig zu machen.',
  nothingToRedo: 'Nichts zu wiederholen.',

  pickedUp(held, places) {
    const [, object] = mvPronouns(held);
    return `${mvPickedUp(held, places)} Dorthin gehen und Enter drücken; Escape legt ${object} zurück.`;
  },
  pickedUpByTap(held, places) {
    const [subject, object] = mvPronouns(held);
    const many = held.count > 1;
    return `${mvPickedUp(held, places)} Tippe auf das Ziel. Tippst du noch einmal auf ${object}, ${many ? 'gehen' : 'geht'} ${subject} an ${many ? 'ihr' : 'das'} beste Ziel; tippst du woanders, ${many ? 'werden' : 'wird'} ${subject} zurückgelegt.`;
  },
  cannotGo: (held, to) =>
    `${capitalise(mvHeld(held, true))} ${held.count > 1 ? 'passen' : 'passt'} nicht ${mvOnto(to)}.`,
  cannotMove: (held) => `${capitalise(mvHeld(held, true))} ${held.count > 1 ? 'können' : 'kann'} jetzt nirgendwohin.`,
  putBack: (held) => `${capitalise(mvHeld(held, false))} zurückgelegt.`,
  pileEmpty: (pile) => `${capitalise(mvPile(pile))} ist leer.`,
  cannotDeal: 'Vom Nachziehstapel kann jetzt nicht ausgeteilt werden.',
};

export const DE: Catalogue = addCatalogue({
  lang: 'de',
  table,
  ui,
  moves,
  errors: germanErrors(table, count),
  guide: germanGuide(table, count),
});
