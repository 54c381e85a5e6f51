import '../support/clean-storage.js';
import { EN } from '../../src/i18n/en.js';
import { catalogueIfLoaded, languageOf, nearestLang } from '../../src/i18n/lang.js';
import { fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { type CarpetState, deal, apply, legalMoves, status } from '../../src/games/carpet/rules.js';
import { solve } from '../../src/search/search.js';
import { carpetSolver } from '../../src/games/carpet/solver.js';
import type { Move } from '../../src/core/types.js';
import { GAMES } from '../../src/games/all.js';
import { refusalText } from '../support/refusal.js';

export async function carpetFixture(seed = '42', fill = 'auto'): Promise<CarpetSolitaire> {
  return fixture<CarpetSolitaire>(html`<carpet-solitaire seed=${seed} fill=${fill}></carpet-solitaire>`);
}

export const shadow = (el: CarpetSolitaire): ShadowRoot => el.shadowRoot!;

export const cardIn = (el: CarpetSolitaire, pile: string): HTMLElement | null =>
  shadow(el).querySelector<HTMLElement>(`.card[data-pile="${pile}"]:not(.under):not(.covered)`);

export const pileEl = (el: CarpetSolitaire, pile: string): HTMLElement =>
  shadow(el).querySelector<HTMLElement>(`.pile[data-pile="${pile}"]`)!;

/** A simple player: a foundation move when there is one, else deal, else the first move. */
export function greedyMove(moves: Move[]): Move {
  return (
    moves.find((m) => m.to.startsWith('foundation-')) ??
    moves.find((m) => m.from === 'stock' && m.to === 'waste') ??
    moves[0]
  );
}

/** Plays a deal greedily with the pure rules, and returns its moves and how it ended. */
export function greedyGame(seed: string, fill: 'auto' | 'manual' = 'auto'): { moves: Move[]; end: string } {
  let state: CarpetState = deal(seed, { fill });
  const moves: Move[] = [];
  while (status(state) === 'playing') {
    const move = greedyMove(legalMoves(state));
    const result = apply(state, move);
    if (!result.ok) throw new Error(refusalText(result.reason));
    state = result.state;
    moves.push(move);
  }
  return { moves, end: status(state) };
}

/** The first seed, counting from 1, whose greedy game ends as wanted. */
export function seedEndingIn(end: 'won' | 'lost'): { seed: string; moves: Move[] } {
  for (let n = 1; n < 500; n++) {
    const game = greedyGame(String(n));
    if (game.end === end) return { seed: String(n), moves: game.moves };
  }
  throw new Error(`no greedy ${end} found`);
}

/**
 * Where the drawing disagrees with the snapshot, in words (empty when it agrees): every pile draws the
 * top of its cards (as many as its layout shows) with their indices, a card is marked movable exactly
 * when a legal move takes it and the cards on it, the stock is marked when it can deal, and a pile is
 * marked empty exactly when it is, and the piles drawn are the game's, each at its place and under its
 * name. Piles are drawn again only when what they show changed, so this is what catches a change that
 * should have redrawn a pile and did not.
 */
export function drawingMismatches(el: CarpetSolitaire): string[] {
  if (el.isUpdatePending || el.snapshot.phase === 'loading') return [];
  const problems: string[] = [];
  const { piles } = el.snapshot;
  const legal = el.legalMoves();
  const drawnPiles = [...shadow(el).querySelectorAll<HTMLElement>('.board .pile[data-pile]')];
  const ids = drawnPiles
    .map((pile) => pile.dataset.pile!)
    .sort()
    .join(' ');
  if (ids !== Object.keys(piles).sort().join(' '))
    problems.push(`the table draws the piles [${ids}], not the game's [${Object.keys(piles).sort().join(' ')}]`);
  const slots = new Map(GAMES[el.snapshot.variant].table.slots.map((slot) => [slot.id, slot]));
  // The words the element speaks: its language's catalogue. Once the element's update is complete, the
  // source has loaded it; the drop-in build loads its own copy, so there a test loads the source's
  // (loadCatalogue) before it asks about another language than English.
  const language = languageOf(nearestLang(el), () => undefined);
  const words = language === 'en' ? EN : catalogueIfLoaded(language);
  if (!words) throw new Error(`drawingMismatches: load the ${language} catalogue first (loadCatalogue)`);
  for (const pile of drawnPiles) {
    const id = pile.dataset.pile!;
    const slot = slots.get(id);
    if (slot && (!pile.classList.contains(`col-${slot.col}`) || !pile.classList.contains(`row-${slot.row}`)))
      problems.push(`${id} is not drawn at column ${slot.col}, row ${slot.row}`);
    if (slot && !pile.getAttribute('aria-label')?.startsWith(words.table.pile(slot.name)))
      problems.push(`${id} is named "${pile.getAttribute('aria-label')}", not after "${words.table.pile(slot.name)}"`);
    const cards = piles[id] ?? [];
    const drawn = [...pile.querySelectorAll<HTMLElement>('.card[data-card]')];
    const first = cards.length - drawn.length;
    const shown = drawn.map((card) => `${card.dataset.index}:${card.dataset.card}`).join(' ');
    const held = cards
      .slice(first)
      .map((card, i) => `${first + i}:${card}`)
      .join(' ');
    if (shown !== held) problems.push(`${id} draws [${shown}] but its top cards are [${held}]`);
    for (const card of drawn) {
      const count = cards.length - Number(card.dataset.index);
      const canMove = legal.some((move) => move.from === id && (move.count ?? 1) === count);
      if (card.classList.contains('movable') !== canMove)
        problems.push(`${id}: ${card.dataset.card} is ${canMove ? 'not ' : ''}marked movable`);
    }
    if (
      pile.classList.contains('stock') &&
      pile.classList.contains('can-deal') !== legal.some((move) => move.from === id)
    )
      problems.push(`the stock's deal mark is wrong`);
    if (pile.classList.contains('empty') !== (cards.length === 0))
      problems.push(`${id} is ${cards.length ? 'not ' : ''}empty but marked otherwise`);
  }
  return problems;
}

/** The Carpet solver's verdict on a position (as the element's analyst finds it). */
export const carpetVerdict = (state: CarpetState) => solve(carpetSolver.problem, state, carpetSolver.budget);

/** The position after a legal Carpet move. */
export function carpetNext(state: CarpetState, move: Move): CarpetState {
  const result = apply(state, move);
  if (!result.ok) throw new Error(refusalText(result.reason));
  return result.state;
}

/** The first seed from 1 whose Carpet deal has a legal first move that turns it from winnable to unwinnable. */
export function losingFirstMove(): { seed: string; move: Move } {
  for (let n = 1; n < 200; n++) {
    const state = deal(String(n), { fill: 'auto' });
    if (carpetVerdict(state).verdict !== 'winnable') continue;
    const move = legalMoves(state).find((m) => carpetVerdict(carpetNext(state, m)).verdict === 'unwinnable');
    if (move) return { seed: String(n), move };
  }
  throw new Error('no losing first move in seeds 1 to 199');
}

/**
 * A move by click on the board (moves by click glide; moves through play() land at once), and the animations
 * it started before the animation callbacks of the frame that shows it. They are counted as they start: a
 * glide lasts 180 ms, and WebKit under xvfb may draw that frame a third of a second after the click, by
 * when the glide has ended and left the element's animations.
 */
export async function clickMove(el: CarpetSolitaire): Promise<Animation[]> {
  const move =
    el.legalMoves().find((m) => m.from.startsWith('carpet-')) ?? el.legalMoves().find((m) => m.from === 'stock')!;
  const pile = el.shadowRoot!.querySelector<HTMLElement>(`.pile[data-pile="${move.from}"]`)!;
  const started: Animation[] = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>): Animation {
    const animation = animate.apply(this, args);
    started.push(animation);
    return animation;
  };
  try {
    (pile.querySelector<HTMLElement>('.card:not(.under)') ?? pile).click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  } finally {
    Element.prototype.animate = animate;
  }
  return started;
}
