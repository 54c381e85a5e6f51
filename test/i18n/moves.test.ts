import '../support/clean-storage.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { CardCode } from '../../src/core/cards.js';
import type { GameDefinition } from '../../src/core/game.js';
import type { Move, Piles } from '../../src/core/types.js';
import {
  describeHint,
  describeMove,
  describeOutcome,
  describeRedo,
  describeUndo,
  movePhrase,
  nameOf,
} from '../../src/element/speech/announce.js';
import { cadoganGame } from '../../src/games/cadogan-carpet/index.js';
import { carpetGame } from '../../src/games/carpet/index.js';
import { carthageGame } from '../../src/games/carthage/index.js';
import type { Catalogue } from '../../src/i18n/catalogue.js';
import { DE } from '../../src/i18n/de.js';
import { EN } from '../../src/i18n/en.js';
import { ES } from '../../src/i18n/es.js';
import { FR } from '../../src/i18n/fr.js';

/**
 * The live region's sentences in every language, from positions of the real games written out by
 * hand, so that each sentence is known exactly: genders (la dame / le roi, la reina / el rey, die Dame /
 * den Buben), contractions (au, du, al, del, vom, zur) and plurals (1 carte / 2 cartes).
 */

type Language = 'en' | 'fr' | 'de' | 'es';
const WORDS: Record<Language, Catalogue> = { en: EN, fr: FR, de: DE, es: ES };
type Expected = Record<Language, string>;

/** A move with the piles it changes (bottom card first); piles it leaves alone are left out. */
interface Scene {
  game: GameDefinition<object, unknown>;
  move: Move;
  before: Piles;
  after: Piles;
}

const carpet = carpetGame as unknown as GameDefinition<object, unknown>;
const carthage = carthageGame as unknown as GameDefinition<object, unknown>;
const cadogan = cadoganGame as unknown as GameDefinition<object, unknown>;

const HEARTS_UP_TO_JACK: CardCode[] = ['AH', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH'];

/** Carpet: the queen of hearts from the carpet home; the gap filled from the waste. */
const queenHome: Scene = {
  game: carpet,
  move: { from: 'carpet-0', to: 'foundation-2' },
  before: { 'carpet-0': ['QH'], 'foundation-2': HEARTS_UP_TO_JACK, waste: ['KS', '9D'], stock: ['2C'] },
  after: { 'carpet-0': ['9D'], 'foundation-2': [...HEARTS_UP_TO_JACK, 'QH'], waste: ['KS'], stock: ['2C'] },
};

/** Carpet: the king of hearts home, the gap filled from the stock (2 cards left, then 1). */
const kingHome = (stock: CardCode[]): Scene => ({
  game: carpet,
  move: { from: 'carpet-6', to: 'foundation-2' },
  before: { 'carpet-6': ['KH'], 'foundation-2': [...HEARTS_UP_TO_JACK, 'QH'], waste: [], stock: [...stock, '8D'] },
  after: { 'carpet-6': ['8D'], 'foundation-2': [...HEARTS_UP_TO_JACK, 'QH', 'KH'], waste: [], stock },
});

/** Carpet: one card dealt from the stock to the waste. */
const dealOne = (card: CardCode): Scene => ({
  game: carpet,
  move: { from: 'stock', to: 'waste' },
  before: { stock: ['3C', card], waste: [] },
  after: { stock: ['3C'], waste: [card] },
});

/** Carthage: 12 cards dealt, 2 to each reserve; the reserves' new tops. */
const TOPS: CardCode[] = ['AC', 'JH', 'QS', 'KD', '8C', '2H'];
const UNDER: CardCode[] = ['4D', '5D', '6D', '7D', '9D', 'TD'];
const reserveDeal: Scene = {
  game: carthage,
  move: { from: 'stock', to: 'reserve-0' },
  before: { stock: ['3S', ...TOPS.slice().reverse(), ...UNDER.slice().reverse()] },
  after: { stock: ['3S'], ...Object.fromEntries(TOPS.map((top, index) => [`reserve-${index}`, [UNDER[index], top]])) },
};

/** Carthage: a run of four from tableau 1 to tableau 4, tableau 1 then showing the nine of spades. */
const runOfFour: Scene = {
  game: carthage,
  move: { from: 'tableau-0', to: 'tableau-3', count: 4 },
  before: { 'tableau-0': ['9S', '5H', '4S', '3H', '2S'], 'tableau-3': ['6C'] },
  after: { 'tableau-0': ['9S'], 'tableau-3': ['6C', '5H', '4S', '3H', '2S'] },
};

/** Carthage: a run of two, the king of hearts with the queen of spades on it. */
const runOfTwo: Scene = {
  game: carthage,
  move: { from: 'tableau-1', to: 'tableau-4', count: 2 },
  before: { 'tableau-1': ['3C', 'KH', 'QS'], 'tableau-4': [] },
  after: { 'tableau-1': ['3C'], 'tableau-4': ['KH', 'QS'] },
};

/** Carthage: the jack of clubs leaves tableau 1 empty. */
const jackEmpties: Scene = {
  game: carthage,
  move: { from: 'tableau-0', to: 'tableau-2' },
  before: { 'tableau-0': ['JC'], 'tableau-2': ['QH'] },
  after: { 'tableau-0': [], 'tableau-2': ['QH', 'JC'] },
};

/** The Carpet: the king of spades from row 1, column 1 (upright) to the spades king foundation. */
const kingToKingFoundation: Scene = {
  game: cadogan,
  move: { from: 'carpet-0', to: 'foundation-7' },
  before: { 'carpet-0': ['KS'], 'foundation-7': [] },
  after: { 'carpet-0': [], 'foundation-7': ['KS'] },
};

const each = (expected: Expected, said: (words: Catalogue) => string): void => {
  for (const language of Object.keys(WORDS) as Language[])
    expect(said(WORDS[language]), language).to.equal(expected[language]);
};
const move = (scene: Scene) => (words: Catalogue) =>
  describeMove(words, scene.game, scene.before, scene.after, scene.move);

describe('moves in every language: Carpet', () => {
  it('a queen home, the gap filled from the waste, the waste showing a king', () => {
    each(
      {
        en: 'Queen of hearts to the hearts foundation. Gap filled with the nine of diamonds from the waste. The waste now shows the king of spades.',
        fr: 'Dame de cœur sur la fondation de cœur. Case vide comblée par le neuf de carreau de la défausse. La défausse montre maintenant le roi de pique.',
        de: 'Herz-Dame auf den Herz-Zielstapel. Lücke mit der Karo-Neun vom Abwurfstapel gefüllt. Der Abwurfstapel zeigt jetzt den Pik-König.',
        es: 'Reina de corazones a la base de corazones. Hueco ocupado por el nueve de diamantes del descarte. El descarte muestra ahora el rey de picas.',
      },
      move(queenHome),
    );
  });

  it('a king home, the gap filled from the stock, and the cards left: 2, then 1', () => {
    each(
      {
        en: 'King of hearts to the hearts foundation. Gap filled with the eight of diamonds from the stock. 2 cards left in the stock.',
        fr: 'Roi de cœur sur la fondation de cœur. Case vide comblée par le huit de carreau de la pioche. Il reste 2 cartes dans la pioche.',
        de: 'Herz-König auf den Herz-Zielstapel. Lücke mit der Karo-Acht vom Nachziehstapel gefüllt. Noch 2 Karten im Nachziehstapel.',
        es: 'Rey de corazones a la base de corazones. Hueco ocupado por el ocho de diamantes del mazo. Quedan 2 cartas en el mazo.',
      },
      move(kingHome(['4C', '5C'])),
    );
    each(
      {
        en: 'King of hearts to the hearts foundation. Gap filled with the eight of diamonds from the stock. 1 card left in the stock.',
        fr: 'Roi de cœur sur la fondation de cœur. Case vide comblée par le huit de carreau de la pioche. Il reste 1 carte dans la pioche.',
        de: 'Herz-König auf den Herz-Zielstapel. Lücke mit der Karo-Acht vom Nachziehstapel gefüllt. Noch 1 Karte im Nachziehstapel.',
        es: 'Rey de corazones a la base de corazones. Hueco ocupado por el ocho de diamantes del mazo. Queda 1 carta en el mazo.',
      },
      move(kingHome(['4C'])),
    );
  });

  it('a deal to the waste, a jack and a queen', () => {
    each(
      {
        en: 'Dealt the jack of spades to the waste. 1 card left in the stock.',
        fr: 'Valet de pique retourné sur la défausse. Il reste 1 carte dans la pioche.',
        de: 'Pik-Bube auf den Abwurfstapel ausgeteilt. Noch 1 Karte im Nachziehstapel.',
        es: 'Jota de picas repartida al descarte. Queda 1 carta en el mazo.',
      },
      move(dealOne('JS')),
    );
    each(
      {
        en: 'Dealt the queen of hearts to the waste. 1 card left in the stock.',
        fr: 'Dame de cœur retournée sur la défausse. Il reste 1 carte dans la pioche.',
        de: 'Herz-Dame auf den Abwurfstapel ausgeteilt. Noch 1 Karte im Nachziehstapel.',
        es: 'Reina de corazones repartida al descarte. Queda 1 carta en el mazo.',
      },
      move(dealOne('QH')),
    );
  });

  it('a hint from the waste, and the deal undone', () => {
    const hint: Scene = {
      game: carpet,
      move: { from: 'waste', to: 'foundation-3' },
      before: { waste: ['KS'], 'foundation-3': [] },
      after: { waste: [], 'foundation-3': ['KS'] },
    };
    each(
      {
        en: 'Hint: the king of spades from the waste to the spades foundation.',
        fr: 'Indice\u202f: le roi de pique de la défausse sur la fondation de pique.',
        de: 'Tipp: der Pik-König vom Abwurfstapel auf den Pik-Zielstapel.',
        es: 'Pista: el rey de picas del descarte a la base de picas.',
      },
      (words) => describeHint(words, carpet, hint.before, hint.move),
    );
    const deal = dealOne('QH');
    each(
      {
        en: 'Undone: the deal, the queen of hearts back to the stock.',
        fr: 'Annulé\u202f: la donne, la dame de cœur retourne dans la pioche.',
        de: 'Zurückgenommen: das Austeilen, die Herz-Dame zurück in den Nachziehstapel.',
        es: 'Deshecho: el reparto, la reina de corazones vuelve al mazo.',
      },
      (words) => describeUndo(words, carpet, deal.after, deal.before, deal.move),
    );
  });
});

describe('moves in every language: Carthage', () => {
  it('a deal of 2 cards to each reserve, and what each reserve now shows', () => {
    each(
      {
        en: 'Dealt 12 cards, 2 to each reserve. Reserve 1 now shows the ace of clubs, reserve 2 the jack of hearts, reserve 3 the queen of spades, reserve 4 the king of diamonds, reserve 5 the eight of clubs and reserve 6 the two of hearts. 1 card left in the stock.',
        fr: '12 cartes distribuées, 2 dans chaque réserve. La réserve 1 montre maintenant l’as de trèfle, la réserve 2 le valet de cœur, la réserve 3 la dame de pique, la réserve 4 le roi de carreau, la réserve 5 le huit de trèfle et la réserve 6 le deux de cœur. Il reste 1 carte dans la pioche.',
        de: '12 Karten ausgeteilt, 2 auf jede Reserve. Reserve 1 zeigt jetzt das Kreuz-Ass, Reserve 2 den Herz-Buben, Reserve 3 die Pik-Dame, Reserve 4 den Karo-König, Reserve 5 die Kreuz-Acht und Reserve 6 die Herz-Zwei. Noch 1 Karte im Nachziehstapel.',
        es: '12 cartas repartidas, 2 a cada reserva. La reserva 1 muestra ahora el as de tréboles, la reserva 2 la jota de corazones, la reserva 3 la reina de picas, la reserva 4 el rey de diamantes, la reserva 5 el ocho de tréboles y la reserva 6 el dos de corazones. Queda 1 carta en el mazo.',
      },
      move(reserveDeal),
    );
  });

  it('the deals left, counted in each language’s way', () => {
    let state = carthageGame.rules.deal('moves-i18n', {});
    const deal = carthageGame.rules.legalMoves(state).find((m) => m.from === 'stock')!;
    const before = carthageGame.rules.piles(state);
    const result = carthageGame.rules.apply(state, deal);
    if (!result.ok) throw new Error(JSON.stringify(result.reason));
    const left = carthageGame.pileNote!('stock', result.state)!.count;
    state = result.state;
    const said = (words: Catalogue) =>
      describeMove(words, carthage, before, carthageGame.rules.piles(state), deal, {
        before: carthageGame.rules.deal('moves-i18n', {}),
        after: state,
      });
    expect(said(EN)).to.match(new RegExp(` ${left} deals left\\.$`));
    expect(said(FR)).to.match(new RegExp(` ${left} donnes restantes\\.$`));
    expect(said(DE)).to.match(new RegExp(` Noch ${left}-mal austeilen\\.$`));
    expect(said(ES)).to.match(new RegExp(` Quedan ${left} repartos\\.$`));
  });

  it('a run of four cards, "and the 3 cards on it", down to the two of spades', () => {
    each(
      {
        en: 'Five of hearts and the 3 cards on it, down to the two of spades, to tableau 4. Tableau 1 now shows the nine of spades.',
        fr: 'Cinq de cœur et les 3 cartes posées dessus, jusqu’au deux de pique, sur la colonne 4. La colonne 1 montre maintenant le neuf de pique.',
        de: 'Herz-Fünf und die 3 Karten darauf, bis zur Pik-Zwei, auf Spalte 4. Spalte 1 zeigt jetzt die Pik-Neun.',
        es: 'Cinco de corazones y las 3 cartas que tiene encima, hasta el dos de picas, a la columna 4. La columna 1 muestra ahora el nueve de picas.',
      },
      move(runOfFour),
    );
    each(
      {
        en: 'King of hearts and the queen of spades on it to tableau 5. Tableau 2 now shows the three of clubs.',
        fr: 'Roi de cœur avec la dame de pique dessus sur la colonne 5. La colonne 2 montre maintenant le trois de trèfle.',
        de: 'Herz-König mit der Pik-Dame darauf auf Spalte 5. Spalte 2 zeigt jetzt die Kreuz-Drei.',
        es: 'Rey de corazones con la reina de picas encima a la columna 5. La columna 2 muestra ahora el tres de tréboles.',
      },
      move(runOfTwo),
    );
  });

  it('a run undone goes back as a plural', () => {
    each(
      {
        en: 'Undone: five of hearts and the 3 cards on it, down to the two of spades, back to tableau 1.',
        fr: 'Annulé\u202f: le cinq de cœur et les 3 cartes posées dessus, jusqu’au deux de pique, reviennent sur la colonne 1.',
        de: 'Zurückgenommen: Herz-Fünf und die 3 Karten darauf, bis zur Pik-Zwei, zurück auf Spalte 1.',
        es: 'Deshecho: el cinco de corazones y las 3 cartas que tiene encima, hasta el dos de picas, vuelven a la columna 1.',
      },
      (words) => describeUndo(words, carthage, runOfFour.after, runOfFour.before, runOfFour.move),
    );
  });

  it('an emptied tableau', () => {
    each(
      {
        en: 'Jack of clubs to tableau 3. Tableau 1 is now empty.',
        fr: 'Valet de trèfle sur la colonne 3. La colonne 1 est maintenant vide.',
        de: 'Kreuz-Bube auf Spalte 3. Spalte 1 ist jetzt leer.',
        es: 'Jota de tréboles a la columna 3. La columna 1 queda vacía.',
      },
      move(jackEmpties),
    );
  });
});

describe('moves in every language: The Carpet', () => {
  it('a king to its king foundation, undone and redone', () => {
    const { before, after } = kingToKingFoundation;
    each(
      {
        en: 'King of spades to the spades king foundation.',
        fr: 'Roi de pique sur la fondation du roi de pique.',
        de: 'Pik-König auf den Pik-Zielstapel ab König.',
        es: 'Rey de picas a la base del rey de picas.',
      },
      move(kingToKingFoundation),
    );
    each(
      {
        en: 'Undone: king of spades back to carpet row 1, column 1, upright.',
        fr: 'Annulé\u202f: le roi de pique revient sur la case ligne 1, colonne 1, debout.',
        de: 'Zurückgenommen: Pik-König zurück auf Teppich, Reihe 1, Spalte 1, hochkant.',
        es: 'Deshecho: el rey de picas vuelve a la casilla fila 1, columna 1, vertical.',
      },
      (words) => describeUndo(words, cadogan, after, before, kingToKingFoundation.move),
    );
    each(
      {
        en: 'Redone: king of spades to the spades king foundation.',
        fr: 'Rétabli\u202f: roi de pique sur la fondation du roi de pique.',
        de: 'Wiederholt: Pik-König auf den Pik-Zielstapel ab König.',
        es: 'Rehecho: rey de picas a la base del rey de picas.',
      },
      (words) => describeRedo(words, cadogan, before, after, kingToKingFoundation.move),
    );
  });

  it('the talon re-dealt, with the re-deals left', () => {
    let state = cadoganGame.rules.deal('moves-i18n', {});
    // Deal the whole stock, then re-deal the talon.
    for (let guard = 0; guard < 200; guard++) {
      const redeal = cadoganGame.rules.legalMoves(state).find((m) => m.to === 'stock');
      if (redeal) {
        const before = cadoganGame.rules.piles(state);
        const result = cadoganGame.rules.apply(state, redeal);
        if (!result.ok) throw new Error(JSON.stringify(result.reason));
        const n = before.talon.length;
        const left = cadoganGame.pileNote!('stock', result.state)!.count;
        expect(left).to.equal(1);
        const said = (words: Catalogue) =>
          describeMove(words, cadogan, before, cadoganGame.rules.piles(result.state), redeal, {
            before: state,
            after: result.state,
          });
        each(
          {
            en: `Re-dealt the talon: ${n} cards shuffled into the stock. 1 re-deal left.`,
            fr: `Défausse redonnée\u202f: ${n} cartes mélangées dans la pioche. 1 redonne restante.`,
            de: `Abwurfstapel neu gemischt: ${n} Karten zurück in den Nachziehstapel. Noch einmal neu mischen.`,
            es: `Nuevo reparto del descarte: ${n} cartas barajadas en el mazo. Queda 1 nuevo reparto.`,
          },
          said,
        );
        each(
          {
            en: 'Hint: re-deal the talon.',
            fr: 'Indice\u202f: redonner la défausse.',
            de: 'Tipp: den Abwurfstapel neu mischen und austeilen.',
            es: 'Pista: volver a repartir el descarte.',
          },
          (words) => describeHint(words, cadogan, before, redeal),
        );
        return;
      }
      const deal = cadoganGame.rules.legalMoves(state).find((m) => m.from === 'stock');
      if (!deal) throw new Error('no deal and no re-deal');
      const result = cadoganGame.rules.apply(state, deal);
      if (!result.ok) throw new Error(JSON.stringify(result.reason));
      state = result.state;
    }
    throw new Error('no re-deal found');
  });

  it('cards made available, one and two', () => {
    const at = (pile: string) => nameOf(cadogan, pile);
    each(
      {
        en: 'Now available: the nine of hearts at carpet row 1, column 3, upright.',
        fr: 'Maintenant disponible\u202f: le neuf de cœur sur la case ligne 1, colonne 3, debout.',
        de: 'Jetzt spielbar: die Herz-Neun auf Teppich, Reihe 1, Spalte 3, hochkant.',
        es: 'Ahora disponible: el nueve de corazones en la casilla fila 1, columna 3, vertical.',
      },
      (words) => words.moves.nowAvailable([{ card: '9H', at: at('carpet-2') }]),
    );
    each(
      {
        en: 'Now available: the queen of clubs at carpet row 2, column 1, crosswise and the jack of diamonds at carpet row 2, column 2, upright.',
        fr: 'Maintenant disponibles\u202f: la dame de trèfle sur la case ligne 2, colonne 1, en travers et le valet de carreau sur la case ligne 2, colonne 2, debout.',
        de: 'Jetzt spielbar: die Kreuz-Dame auf Teppich, Reihe 2, Spalte 1, quer und der Karo-Bube auf Teppich, Reihe 2, Spalte 2, hochkant.',
        es: 'Ahora disponibles: la reina de tréboles en la casilla fila 2, columna 1, horizontal y la jota de diamantes en la casilla fila 2, columna 2, vertical.',
      },
      (words) =>
        words.moves.nowAvailable([
          { card: 'QC', at: at('carpet-8') },
          { card: 'JD', at: at('carpet-9') },
        ]),
    );
  });
});

describe('moves in every language: the keyboard, the outcome, the analysis line', () => {
  const columns = [3, 6].map((number) => ({ kind: 'tableau' as const, number }));

  it('picks up a queen (feminine) and a jack (masculine), and puts them back', () => {
    each(
      {
        en: 'Picked up the queen of hearts. It can go to Tableau 3 or Tableau 6. Go there and press Enter; Escape puts it back.',
        fr: 'Dame de cœur prise. Elle peut aller sur la colonne 3 ou sur la colonne 6. Allez-y et appuyez sur Entrée\u202f; Échap la repose.',
        de: 'Herz-Dame aufgenommen. Sie passt auf Spalte 3 oder auf Spalte 6. Dorthin gehen und Enter drücken; Escape legt sie zurück.',
        es: 'Reina de corazones tomada. Puede ir a la columna 3 o a la columna 6. Ve allí y pulsa Intro; Escape la devuelve.',
      },
      (words) => words.moves.pickedUp({ card: 'QH', count: 1 }, columns),
    );
    each(
      {
        en: 'Picked up the king of spades. It can go to Tableau 3 or Tableau 6. Go there and press Enter; Escape puts it back.',
        fr: 'Roi de pique pris. Il peut aller sur la colonne 3 ou sur la colonne 6. Allez-y et appuyez sur Entrée\u202f; Échap le repose.',
        de: 'Pik-König aufgenommen. Er passt auf Spalte 3 oder auf Spalte 6. Dorthin gehen und Enter drücken; Escape legt ihn zurück.',
        es: 'Rey de picas tomado. Puede ir a la columna 3 o a la columna 6. Ve allí y pulsa Intro; Escape lo devuelve.',
      },
      (words) => words.moves.pickedUp({ card: 'KS', count: 1 }, columns),
    );
    each(
      {
        en: 'The jack of clubs and 2 cards on it cannot go to Tableau 3.',
        fr: 'Le valet de trèfle et 2 cartes dessus ne peuvent pas aller sur la colonne 3.',
        de: 'Der Kreuz-Bube und 2 Karten darauf passen nicht auf Spalte 3.',
        es: 'La jota de tréboles y 2 cartas encima no pueden ir a la columna 3.',
      },
      (words) => words.moves.cannotGo({ card: 'JC', count: 3 }, columns[0]),
    );
    each(
      {
        en: 'Put back the queen of hearts.',
        fr: 'La dame de cœur est reposée.',
        de: 'Herz-Dame zurückgelegt.',
        es: 'Reina de corazones devuelta.',
      },
      (words) => words.moves.putBack({ card: 'QH', count: 1 }),
    );
  });

  it('Enter on an empty pile: the pile named as in any other sentence', () => {
    each(
      {
        en: 'The waste is empty.',
        fr: 'La défausse est vide.',
        de: 'Der Abwurfstapel ist leer.',
        es: 'El descarte está vacío.',
      },
      (words) => words.moves.pileEmpty({ kind: 'waste' }),
    );
    expect(EN.moves.pileEmpty({ kind: 'tableau', number: 3 })).to.equal('Tableau 3 is empty.');
  });

  it('the outcome, one move and many', () => {
    each(
      {
        en: 'You won in 1 move.',
        fr: 'Gagné en 1 coup\u202f!',
        de: 'Gewonnen in 1 Zug!',
        es: '¡Partida ganada en 1 movimiento!',
      },
      (words) => describeOutcome(words, 'won', 1),
    );
    each(
      {
        en: 'You won in 74 moves.',
        fr: 'Gagné en 74 coups\u202f!',
        de: 'Gewonnen in 74 Zügen!',
        es: '¡Partida ganada en 74 movimientos!',
      },
      (words) => describeOutcome(words, 'won', 74),
    );
    expect(FR.table.note({ kind: 'redeals-left', count: 0 })).to.equal('0 redonne restante');
  });

  it('a move in the middle of a sentence, and the deal', () => {
    each(
      {
        en: 'the king of spades from carpet row 1, column 1, upright to the spades king foundation',
        fr: 'le roi de pique de la case ligne 1, colonne 1, debout sur la fondation du roi de pique',
        de: 'der Pik-König von Teppich, Reihe 1, Spalte 1, hochkant auf den Pik-Zielstapel ab König',
        es: 'el rey de picas de la casilla fila 1, columna 1, vertical a la base del rey de picas',
      },
      (words) => movePhrase(words, cadogan, kingToKingFoundation.before, kingToKingFoundation.move),
    );
    each(
      {
        en: 'the deal from the stock',
        fr: 'la donne depuis la pioche',
        de: 'das Austeilen vom Nachziehstapel',
        es: 'el reparto del mazo',
      },
      (words) => movePhrase(words, carpet, dealOne('QH').before, dealOne('QH').move),
    );
  });

  it('no English word is left in French, German or Spanish', () => {
    const english =
      /\b(the|of|to|and|on|it|card|cards|stock|waste|foundation|tableau|deal|dealt|gap|now|shows|empty|left|hint|undone|redone|moved|back|king|queen|jack|hearts|spades|clubs|diamonds)\b/i;
    const scenes = [
      queenHome,
      kingHome(['4C']),
      dealOne('QH'),
      reserveDeal,
      runOfFour,
      runOfTwo,
      jackEmpties,
      kingToKingFoundation,
    ];
    for (const words of [FR, DE, ES]) {
      const said = scenes.flatMap((scene) => [
        describeMove(words, scene.game, scene.before, scene.after, scene.move),
        describeUndo(words, scene.game, scene.after, scene.before, scene.move),
        describeRedo(words, scene.game, scene.before, scene.after, scene.move),
        describeHint(words, scene.game, scene.before, scene.move),
      ]);
      said.push(
        describeOutcome(words, 'lost', 10),
        words.moves.pickedUp({ card: '5H', count: 2 }, columns),
        words.moves.cannotMove({ card: 'AS', count: 1 }),
        words.moves.pileEmpty({ kind: 'waste' }),
        words.moves.cannotDeal,
        words.moves.nothingToUndo,
        words.moves.nothingToRedo,
        words.moves.stockEmpty,
        words.moves.noHint,
      );
      for (const sentence of said) expect(sentence, `${words.lang}: ${sentence}`).not.to.match(english);
    }
  });
});

describe('moves in every language: the widget speaks its lang', () => {
  it('a French widget says its deal, its undo and its empty undo in French', async () => {
    const el = await fixture<CarpetSolitaire>(html`<carpet-solitaire lang="fr" seed="moves-fr"></carpet-solitaire>`);
    await el.updateComplete;
    const heard = async (): Promise<string> => {
      await el.updateComplete;
      return el.shadowRoot!.querySelector('.live')!.textContent.trim();
    };
    el.undo();
    expect(await heard()).to.equal('Rien à annuler.');
    el.play({ from: 'stock', to: 'waste' });
    const dealt = el.snapshot.piles.waste.at(-1)!;
    expect(await heard()).to.equal(
      `${FR.moves.dealt([dealt], { kind: 'waste' })} Il reste ${el.snapshot.piles.stock.length} cartes dans la pioche.`,
    );
    el.undo();
    expect(await heard()).to.equal(`Annulé\u202f: la donne, ${FR.table.card(dealt)} retourne dans la pioche.`);
    el.redo();
    expect(await heard()).to.match(/^Rétabli\u202f: /);
  });
});
