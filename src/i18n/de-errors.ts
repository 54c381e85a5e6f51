/**
 * German: what `carpet-error` says, and why the rules refuse a move. Part of the German catalogue
 * (de.ts), which gives these messages its words for the games, piles and cards; in its chunk.
 */
import { type CardCode } from '../core/cards.js';
import { capitalise, quotedList } from './text.js';
import type { Refusal } from '../core/types.js';
import type { SaveProblem } from '../core/problems.js';
import type { PileNamer } from './error-words.js';
import { type Catalogue, type NounForm, type Counter } from './catalogue.js';

/** `"a" oder "b"`. */
const errChoice = (values: readonly string[]): string => {
  const all = values.map((value) => `"${value}"`);
  return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} oder ${all[all.length - 1]}`;
};
/** What a game option's attribute names, for "ist kein Füllmodus". */
const ERR_OPTION_NOUNS: Record<string, string> = { fill: 'kein Füllmodus' };

const ERR_SAVE_PROBLEMS: { [K in SaveProblem['key']]: (problem: Extract<SaveProblem, { key: K }>) => string } = {
  'not-json': () => 'er ist kein gültiges JSON (beschädigt oder abgeschnitten)',
  'not-a-save': () => 'er ist kein gespeicherter Spielstand',
  'other-version': ({ found, version }) => `er stammt aus einer anderen Version (${found}, diese ist ${version})`,
  'other-game': ({ found, variant }) => `er gehört zu ${found}, nicht zu ${variant}`,
  'other-options': () => 'er wurde mit anderen Optionen ausgeteilt',
  'no-seed': () => 'sein Startwert fehlt',
  'damaged-moves': () => 'seine Zugliste ist beschädigt',
  'illegal-move': ({ from, to }) => `der Zug ${from} nach ${to} ist in diesem Spiel nicht erlaubt`,
};

/** The German messages; `table`: the catalogue's words for the games, piles and cards; `count`: its counter. */
export function germanErrors(table: Catalogue['table'], count: Counter): Catalogue['errors'] {
  const errCards = (n: number): string => count(n, { one: '{n} Karte', other: '{n} Karten' });

  /** A refusal in German; piles by their names on the game's table, an id that is no pile quoted as given. */
  function errRefusal(reason: Refusal, piles: PileNamer): string {
    const pile = (id: string, form: NounForm = { case: 'nominative' }): string => {
      const name = piles(id);
      return name ? table.pilePhrase(name, form) : `„${id}“`;
    };
    const Pile = (id: string): string => capitalise(pile(id));
    const card = (code: CardCode, grammaticalCase: NonNullable<NounForm['case']> = 'nominative'): string =>
      table.card(code, { case: grammaticalCase });
    const Card = (code: CardCode): string => capitalise(card(code));
    switch (reason.key) {
      case 'one-card-only':
        return 'In dieser Patience wird immer nur eine Karte gezogen.';
      case 'bad-count':
        return 'Ein Zug bewegt eine Karte oder eine Folge von 2 oder mehr Karten.';
      case 'no-source':
        return `„${reason.pile}“ ist kein Stapel, von dem eine Karte gezogen werden kann.`;
      case 'no-destination':
        return `Eine Karte kann nicht auf ${pile(reason.pile, { case: 'accusative' })} gelegt werden.`;
      case 'empty':
        return `${Pile(reason.pile)} ist leer.`;
      case 'same-pile':
        return 'Eine Karte kann nicht auf den Stapel gelegt werden, auf dem sie schon liegt.';
      case 'no-redeal':
        return 'Der Nachziehstapel ist leer: In dieser Patience wird nicht neu ausgeteilt.';
      case 'wrong-suit':
        return `${Card(reason.card)} passt nicht auf ${pile(reason.pile, { case: 'accusative' })}${reason.suit ? `: Dort wird nur ${table.suit(reason.suit)} gelegt` : ''}.`;
      case 'needs':
        return `${Pile(reason.pile)} braucht ${card(reason.card, 'accusative')}.`;
      case 'complete':
        return `${Pile(reason.pile)} ist vollständig.`;
      case 'needs-ace':
        return `Ein leerer Zielstapel beginnt mit einem Ass, nicht mit ${card(reason.card, 'dative')}.`;
      case 'deal-first':
        return 'Decken Sie die Karte vom Nachziehstapel zuerst auf den Abwurfstapel auf.';
      case 'run-to-foundation':
        return 'Folgen kommen nie auf einen Zielstapel: immer nur eine Karte.';
      case 'foundation-to-foundation':
        return 'Eine Karte vom Zielstapel kommt nur auf eine Spalte oder in eine leere Reserve zurück.';
      case 'foundation-fixed':
        return `Karten auf ${pile(reason.pile, { case: 'dative' })} werden nie mehr bewegt.`;
      case 'auto-fill':
        return 'Lücken füllen sich in diesem Spiel von selbst (fill="auto").';
      case 'not-a-gap':
        return `${Pile(reason.pile)} ist keine Lücke.`;
      case 'carpet-to-carpet':
        return 'Karten des Teppichs kommen nie auf andere Felder des Teppichs.';
      case 'gap-filler':
        return 'Eine Lücke wird vom Abwurfstapel gefüllt, oder vom Nachziehstapel, wenn der Abwurfstapel leer ist.';
      case 'deal-onto-reserves':
        return 'Der Nachziehstapel wird auf die Reserven ausgeteilt, zwei Karten auf jede.';
      case 'deal-no-count':
        return 'Beim Austeilen kommen immer zwei Karten auf jede Reserve; eine Anzahl gibt es dabei nicht.';
      case 'run-to-reserve':
        return 'Folgen kommen nie in eine Reserve: immer nur eine Karte.';
      case 'reserve-taken':
        return 'Auf eine Reserve, die schon eine Karte hält, darf nichts gelegt werden.';
      case 'run-from-non-tableau':
        return 'Nur eine Folge in einer Spalte zieht als Ganzes: aus einer Reserve oder von einem Zielstapel immer nur eine Karte.';
      case 'too-few-cards':
        return `${Pile(reason.pile)} hält nur ${errCards(reason.count)}.`;
      case 'not-a-run':
        return `Die obersten ${errCards(reason.count)} von ${pile(reason.pile, { case: 'dative' })} sind keine absteigende Folge in einer Farbe.`;
      case 'tableau-build':
        return `${Card(reason.card)} passt nicht auf ${card(reason.onto, 'accusative')}: Spalten werden in Farbe abwärts gelegt.`;
      case 'super-move-limit': {
        const space = `${count(reason.reserves, { one: '{n} leeren Reserve', other: '{n} leeren Reserven' })} und ${count(reason.piles, { one: '{n} leeren Spalte', other: '{n} leeren Spalten' })}`;
        const most = count(reason.limit, { one: 'höchstens {n} Karte', other: 'höchstens {n} Karten' });
        return `Mit ${space} können ${most} als Ganzes ziehen${reason.intoEmpty ? ' (in eine leere Spalte)' : ''}; diese Folge hat ${reason.count}.`;
      }
      case 'deal-onto-talon':
        return 'Vom Nachziehstapel wird auf den Abwurfstapel aufgedeckt, eine Karte nach der anderen.';
      case 'stock-empty-redeal':
        return `Der Nachziehstapel ist leer: Mischen Sie den Abwurfstapel neu (${count(reason.left, { one: 'noch einmal', other: 'noch {n}-mal' })}).`;
      case 'stock-empty-no-redeal':
        return 'Der Nachziehstapel ist leer, und neu mischen ist nicht mehr möglich.';
      case 'redeal-stock-not-empty':
        return `Der Abwurfstapel wird erst neu gemischt, wenn der Nachziehstapel leer ist; dort liegen noch ${errCards(reason.count)}.`;
      case 'redeal-talon-empty':
        return 'Der Abwurfstapel ist leer: Es gibt nichts neu zu mischen.';
      case 'no-redeal-left':
        return 'Neu mischen ist nicht mehr möglich: Das Spiel erlaubt es zweimal, drei Durchgänge insgesamt.';
      case 'to-stock':
        return 'Nur neu mischen bringt Karten zurück in den Nachziehstapel: den ganzen Abwurfstapel, sobald der Nachziehstapel leer ist.';
      case 'to-carpet':
        return 'Nichts kommt zurück in den Teppich.';
      case 'blocked':
        return `${Card(reason.card)} ist blockiert: Keines der schmalen Enden hat eine freie Bahn bis zum Rand des Teppichs.`;
      case 'talon-empty-build':
        return 'Der Abwurfstapel ist leer: Decken Sie erst eine Karte vom Nachziehstapel auf, bevor Sie darauf legen.';
      case 'talon-suit':
        return `${Card(reason.card)} passt nicht auf ${card(reason.onto, 'accusative')}: Auf den Abwurfstapel wird in Farbe gelegt.`;
      case 'talon-rank':
        return `${Card(reason.card)} passt nicht auf ${card(reason.onto, 'accusative')}: Auf den Abwurfstapel wird einen Rang höher oder tiefer gelegt${reason.wrap ? ' (kein Übergang zwischen König und Ass)' : ''}.`;
    }
  }

  return {
    unknownVariant: (value, variants) => `variant=${value} ist kein Spiel; erlaubt sind ${quotedList(variants)}.`,
    playingDefault: (variant) => `Gespielt wird "${variant}".`,
    keeping: (variant) => `Die laufende Partie (${table.game(variant)}) geht unverändert weiter.`,
    loadFailed: (variant, reason) => `der Code für ${table.game(variant)} konnte nicht geladen werden (${reason}).`,
    reloadToRetry: 'Laden Sie die Seite neu, um es noch einmal zu versuchen.',
    loadFailedNotice: (variant) =>
      `${table.game(variant)} konnte nicht geladen werden. Prüfen Sie die Verbindung und laden Sie die Seite neu.`,
    optionProblem: ({ attribute, value, allowed }) =>
      `${attribute}="${value}" ist ${ERR_OPTION_NOUNS[attribute] ?? `kein Wert für ${attribute}`}; erlaubt sind ${errChoice(allowed)}.`,
    usingDefault: 'Es gilt der Standardwert.',
    seedEmpty:
      'seed="" ist leer: Es wird mit einem neuen zufälligen Startwert ausgeteilt (lassen Sie das Attribut dafür besser weg).',
    seedLong: (length) =>
      `der Startwert ist ${count(length, { other: '{n}' })} Zeichen lang: Er wird ganz verwendet, aber gekürzt angezeigt.`,
    notOneOf: (attribute, value, allowed, fallback) =>
      `${attribute}=${value} ist keiner der Werte ${quotedList(allowed)}; verwendet wird "${fallback}".`,
    persistInvalid: (value) =>
      `persist=${value} ist weder "true" noch "false"; der Spielstand wird weiter gespeichert.`,
    invalidSave: (problem) =>
      `der gespeicherte Spielstand konnte nicht fortgesetzt werden: ${ERR_SAVE_PROBLEMS[problem.key](problem as never)}. Es wird neu ausgeteilt.`,
    storageUnavailable: (what, reason) =>
      `der Spielstand konnte in localStorage nicht ${what === 'read' ? 'gelesen' : 'gespeichert'} werden (${reason}); das Spiel geht weiter, wird aber nicht behalten.`,
    winnableNoSolver: (variant, seed) =>
      `winnable: ${table.game(variant)} hat keinen Löser; der Startwert ${seed} wird so ausgeteilt, wie er ist.`,
    winnableNotFound: (seed) =>
      `winnable: Kein Spiel nahe dem Startwert ${seed} ließ sich rechtzeitig als lösbar beweisen; er wird so ausgeteilt, wie er ist.`,
    invalidMove: (got) => `play() erwartet einen Zug wie { from: "carpet-3", to: "foundation-1" }; erhalten: ${got}.`,
    illegalMove: (from, to, why) => `${from} nach ${to} ist kein erlaubter Zug: ${why}`,
    gameOver: 'das Spiel ist vorbei.',
    notOffered: 'dieser Zug ist gerade nicht möglich.',
    notReady: (call) =>
      `${call} kam, bevor der Code des Spiels geladen war; warten Sie zuerst auf element.updateComplete.`,
    refusal: errRefusal,
  };
}
