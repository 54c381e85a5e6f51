import '../support/clean-storage.js';
import { fixture, html } from '@open-wc/testing';
import '../../src/carpet-solitaire.js';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import { type CarpetState, deal, apply, legalMoves, status } from '../../src/games/carpet/rules.js';
import type { Move } from '../../src/core/types.js';

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
  return moves.find((m) => m.to.startsWith('foundation-')) ?? moves.find((m) => m.from === 'stock' && m.to === 'waste') ?? moves[0];
}

/** Plays a deal greedily with the pure rules, and returns its moves and how it ended. */
export function greedyGame(seed: string, fill: 'auto' | 'manual' = 'auto'): { moves: Move[]; end: string } {
  let state: CarpetState = deal(seed, { fill });
  const moves: Move[] = [];
  while (status(state) === 'playing') {
    const move = greedyMove(legalMoves(state));
    const result = apply(state, move);
    if (!result.ok) throw new Error(result.reason);
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
