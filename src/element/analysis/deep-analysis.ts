/**
 * The patient search behind the quick one. A position's first search has a budget a player does not
 * notice; when it says 'unknown', the deal goes on being searched in the page's worker, in the
 * background, with the game's deepBudget, while the player plays:
 *
 * - it searches the position that was unknown, and keeps at it when the player moves on (a search
 *   restarted at every move would never finish);
 * - a deal proven lost there is lost in every position the player reached from it; a winning line from
 *   there is carried along the moves the player made that follow it;
 * - when its verdict leaves the position on the table unknown still (the player left the winning line),
 *   it starts again from that position;
 * - it waits while the page is hidden and while any quick search runs (the worker sees to both), and for
 *   a moment after each press, drag or key of the player in the widget (./give-way.ts), stops
 *   when the element leaves the page, the deal changes or the game ends, and gives up for the deal once
 *   one search has spent DEEP_SEARCH_MS of the worker's time or the deep budget without a verdict;
 * - it holds no more memory than an eighth of the device's (deepMoves()): Carthage's complete search keeps
 *   every position it saw, up to a gigabyte at its whole deep budget.
 *
 * There is none where no worker can run (a bundle from a CDN, a strict policy): on the main thread it
 * would cost the player's frames and battery for minutes. With `analysis="off"` there is none either.
 */
import type { GameSolver, SearchResult } from '../../search/search.js';
import { sameMove } from '../../core/types.js';
import type { AnalysisTable } from './analysis-controller.js';
import type { Analyst } from './analyst.js';

/** The most of the worker's time one background search may take (not counting time the page is hidden). */
export const DEEP_SEARCH_MS = 120_000;
/** The share of the device's memory a background search may hold. */
const MEMORY_SHARE = 1 / 8;
/** The memory assumed where the browser does not tell it (navigator.deviceMemory is Chromium's): a phone's. */
const UNTOLD_DEVICE_GB = 4;

/**
 * The moves a background search may apply: the game's deep budget, less where its memory per move would
 * take more than MEMORY_SHARE of the device's (Carthage: all its 40 million on 8 GB, 20 million on 4 GB).
 */
export function deepMoves(solver: Pick<GameSolver<unknown>, 'deepBudget' | 'deepBytesPerMove'>): number {
  const { deepBudget = 0, deepBytesPerMove } = solver;
  if (!deepBytesPerMove) return deepBudget;
  const deviceGb = (globalThis.navigator as { deviceMemory?: number } | undefined)?.deviceMemory ?? UNTOLD_DEVICE_GB;
  return Math.min(deepBudget, Math.floor((deviceGb * 1e9 * MEMORY_SHARE) / deepBytesPerMove));
}

export class DeepAnalysis {
  /** The deals (their first positions) whose background search ran out without a verdict: not searched again. */
  readonly #spent = new WeakSet<object>();

  constructor(
    private readonly analyst: Analyst,
    private readonly table: Pick<AnalysisTable, 'context' | 'game' | 'status'>,
    /** Told when the position on the table got a verdict from the background search. */
    private readonly onVerdict: (state: object, result: SearchResult) => void,
    /** Whether background searches are wanted now (not with `analysis="off"`). */
    private readonly wanted: () => boolean,
  ) {}

  /** The deal's first position: what identifies the deal being played. */
  #dealStart(): object {
    const { past, state } = this.table.context();
    return past[0] ?? state;
  }

  /**
   * Called when the position on the table changed or got its verdict: a background search starts when that
   * verdict is 'unknown' and none runs for this deal; one for another deal, or a finished game, stops.
   */
  consider(): void {
    const game = this.table.game();
    const running = this.analyst.deepPosition();
    const { state } = this.table.context();
    const dealStart = this.#dealStart();
    if (!this.wanted() || this.table.status() !== 'playing' || (running && !this.#onThisDeal(running.state))) {
      this.analyst.stopDeep();
      return;
    }
    const deepBudget = game.solver ? deepMoves(game.solver) : 0;
    if (running || deepBudget <= 0 || this.#spent.has(dealStart)) return;
    if (this.analyst.verdictOf(state)?.verdict !== 'unknown') return;
    const position = { variant: game.variant, solver: game.solver!, state };
    this.analyst.searchDeep(position, deepBudget, DEEP_SEARCH_MS, (result) => this.#settle(state, dealStart, result));
  }

  /** Whether `state` is a position of the deal on the table: on its line (before or at the table's position), or its first. */
  #onThisDeal(state: object): boolean {
    const { past, state: current, future } = this.table.context();
    return state === current || past.includes(state) || future.includes(state);
  }

  /** The background search of `searched` answered: what follows for the positions played from it. */
  #settle(searched: object, dealStart: object, result: SearchResult): void {
    if (result.verdict === 'unknown') {
      this.#spent.add(dealStart);
      return;
    }
    const { past, moves, state } = this.table.context();
    const line = [...past, state];
    const from = line.indexOf(searched);
    if (from >= 0) {
      if (result.verdict === 'unwinnable') {
        // Every position reached from a lost one is lost.
        for (const later of line.slice(from + 1))
          this.analyst.learn(later, { verdict: 'unwinnable', nodes: 0, line: null });
      } else {
        // The winning line goes on from every position the player reached by following it.
        const winning = result.line ?? [];
        for (let step = 0; from + step < past.length && step < winning.length; step++) {
          if (!sameMove(winning[step], moves[from + step])) break;
          this.analyst.learn(line[from + step + 1], { verdict: 'winnable', nodes: 0, line: winning.slice(step + 1) });
        }
      }
      const known = this.analyst.verdictOf(state);
      if (known && known.verdict !== 'unknown') this.onVerdict(state, known);
    }
    // The table's position may still be unknown (the player left the winning line): search it now.
    this.consider();
  }
}
