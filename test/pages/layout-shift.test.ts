import '../support/clean-storage.js';
/**
 * Nothing on a reader's page moves because of the widget, from its first paint through play: a post with
 * text below the widget (test/pages/post-frame.ts), loading the drop-in build readers load, in each game
 * at 360 and 1000 px, with and without the placeholder stylesheet. Where the test server can hold the
 * built chunks (Chromium, Firefox), the game's code and the later chunk (the solver's side, the panels) are
 * held until the "Loading…" frame and then the table have been on screen, so each arrives in a frame of
 * its own, as on a slow network. Then 30 moves are played.
 *
 * In every engine the text below the widget must stay where it first was (within 1 px), and the widget's
 * height with it. In Chromium, which reports layout shifts, the page's cumulative layout shift must stay
 * under 0.01. Without the placeholder stylesheet the element has no box until its script has run: the one
 * shift when it first draws is the page's (the stylesheet is how a page avoids it), so there both checks
 * start once the element has drawn its first frame.
 *
 * Then a whole Carthage game (a proven win whose longest column is 12 cards) is played to the end at
 * 360 px: its columns fan tighter instead of making the table taller.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { CarpetSolitaire } from '../../src/carpet-solitaire.js';
import type { Move } from '../../src/core/types.js';
import { solveWith } from '../../src/search/search.js';
import { deal as carthageDeal } from '../../src/games/carthage/rules.js';
import { carthageSolver } from '../../src/games/carthage/solver.js';
import { chunkNetwork, releaseHeld } from '../support/chunk-network.js';
import { isWebKit } from '../support/commands.js';
import { type Post, type Sample, frames, openPost } from './post-frame.js';

const VARIANTS = ['carpet', 'carthage', 'cadogan-carpet'] as const;
const SIZES = [
  { width: 360, height: 740 },
  { width: 1000, height: 800 },
] as const;
const MOVES = 30;
const MAX_CLS = 0.01;
const MAX_MOVE_PX = 1;

/** Chunks the server holds for this page: a test that fails before releasing them lets them go afterwards. */
const holding = new Set<string>();
/** WebKit runs over WebDriver: the server cannot hold its requests (test/support/chunk-network.ts). */
const canHold = !isWebKit;

async function hold(chunk: string): Promise<void> {
  await chunkNetwork(chunk, 'hold');
  holding.add(chunk);
}

async function release(chunk: string): Promise<void> {
  holding.delete(chunk);
  expect(await releaseHeld(chunk), `the ${chunk} chunk was asked for, and held until now`).to.be.at.least(1);
}

const describeSample = (sample: Sample) =>
  `${sample.height.toFixed(1)}px tall, text below at ${sample.below.toFixed(1)}px`;

/** A deterministic move: the next of a given line, else a legal move that does not take a card back from a foundation. */
function nextMove(el: CarpetSolitaire, line: readonly Move[] | null, index: number): Move | undefined {
  if (line) return line[index];
  const legal = el.legalMoves();
  const forward = legal.filter((move) => !move.from.startsWith('foundation-'));
  const pool = forward.length ? forward : legal;
  return pool[(index * 7) % pool.length];
}

/** Plays `count` moves through the API, each drawn and two frames on screen before the next. */
async function play(post: Post, count: number, line: readonly Move[] | null = null): Promise<number> {
  const el = post.element()!;
  let played = 0;
  for (; played < count && el.snapshot.status === 'playing'; played++) {
    const move = nextMove(el, line, played);
    if (!move) break;
    expect(el.play(move), `move ${played + 1}: ${JSON.stringify(move)}`).to.equal(true);
    await el.updateComplete;
    await frames(post.win());
  }
  return played;
}

/**
 * The samples from the first one the placeholder's box was there (the page's stylesheet holds its first
 * paint until then), or, without the placeholder, from the first one the element had drawn.
 */
function samplesFrom(post: Post, placeholder: boolean): Sample[] {
  const { samples } = post.record();
  const first = samples.findIndex((sample) => (placeholder ? sample.boxed : sample.drawn));
  expect(first, placeholder ? 'the placeholder’s box was seen' : 'the element was seen drawn').to.be.at.least(0);
  return samples.slice(first);
}

/** How far the text below moved, and the widget's height changed, across the samples. */
function movement(samples: Sample[]): { below: number; height: number } {
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  return {
    below: spread(samples.map((sample) => sample.below)),
    height: spread(samples.map((sample) => sample.height)),
  };
}

describe('nothing on the page moves, from the first paint through 30 moves (the drop-in build in a post)', () => {
  let post: Post | undefined;
  const table: string[] = [];

  afterEach(async () => {
    post?.frame.remove();
    post = undefined;
    for (const chunk of holding) await chunkNetwork(chunk, 'pass');
    holding.clear();
  });

  after(() => console.log(`layout shift from the first paint through ${MOVES} moves\n${table.join('\n')}`));

  for (const variant of VARIANTS) {
    for (const { width, height } of SIZES) {
      for (const placeholder of [true, false]) {
        it(`${variant} at ${width} px, ${placeholder ? 'with' : 'without'} the placeholder stylesheet`, async function () {
          this.timeout(60000);
          if (canHold) {
            await hold(variant);
            await hold('later');
          }
          post = openPost({ variant, seed: '24', width, height, placeholder });
          const root = () => post!.element()?.shadowRoot ?? null;
          const stages: string[] = [];
          const stage = (name: string) => {
            const el = post!.element()!;
            stages.push(`${name} ${el.getBoundingClientRect().height.toFixed(1)}`);
          };
          await waitUntil(() => post!.record()?.samples.length, 'the page is sampled from its first frame', {
            timeout: 10000,
          });
          await waitUntil(() => post!.record().samples.some((sample) => sample.boxed), 'the element has a box', {
            timeout: 10000,
          });
          stages.push(
            `first box ${post
              .record()
              .samples.find((sample) => sample.boxed)!
              .height.toFixed(1)}`,
          );
          // Once the element's first frame has been on screen, the checks without the placeholder start (samplesFrom).
          let drawnAt = 0;
          // Where the code is held, the element draws "Loading…" and the page shows it for a few frames.
          if (canHold) {
            await waitUntil(
              () => root()?.querySelector('.frame.loading'),
              'the loading frame is drawn while the game’s code is held',
              {
                timeout: 15000,
              },
            );
            await frames(post.win(), 3);
            drawnAt = post.win().performance.now();
            stage('loading');
            await release(variant);
          }
          await waitUntil(() => root()?.querySelector('.board:not(.loading) [part~="card"]'), 'the table is drawn', {
            timeout: 15000,
          });
          await frames(post.win(), 3);
          drawnAt ||= post.win().performance.now();
          stage('table');
          if (canHold) await release('later');
          const el = post.element()!;
          await el.updateComplete;
          await frames(post.win(), 3);
          stage('later');
          const line = variant === 'carthage' ? solveWith(carthageSolver, carthageDeal('24'), 2_000_000).line : null;
          expect(await play(post, MOVES, line), 'moves played').to.equal(MOVES);
          await frames(post.win(), 3);
          stage(`${MOVES} moves`);
          post.record().stop = true;

          const samples = samplesFrom(post, placeholder);
          const moved = movement(samples);
          const { shifts } = post.record();
          const all = shifts
            ? shifts.filter((shift) => !shift.input).reduce((sum, shift) => sum + shift.value, 0)
            : null;
          // Without the placeholder: the shifts once the element had drawn (the held chunks come after it).
          const counted =
            shifts && !placeholder
              ? shifts
                  .filter((shift) => !shift.input && shift.time > drawnAt)
                  .reduce((sum, shift) => sum + shift.value, 0)
              : all;
          table.push(
            `${variant} ${width}px ${placeholder ? 'placeholder' : 'no placeholder'}: heights ${stages.join(' -> ')}; ` +
              `text below moved ${moved.below.toFixed(1)}px; CLS ${all === null ? 'not reported' : all.toFixed(4)}` +
              (placeholder || counted === null ? '' : ` (${counted.toFixed(4)} once drawn)`),
          );
          expect(
            moved.below,
            `the text below the widget moved: ${samples.map(describeSample).join('; ')}`,
          ).to.be.at.most(MAX_MOVE_PX);
          expect(moved.height, 'the widget’s height changed').to.be.at.most(MAX_MOVE_PX);
          if (counted !== null) expect(counted, 'cumulative layout shift').to.be.below(MAX_CLS);
        });
      }
    }
  }

  it('Carthage at 360 px: a whole game, its longest column 12 cards, and the table never grows', async function () {
    this.timeout(120000);
    // The solver's winning line for seed 11 builds a 12-card column (seeds 16, 51, 53 and 66 do too).
    const { line } = solveWith(carthageSolver, carthageDeal('11'), 2_000_000);
    expect(line, 'seed 11 is a proven win').to.not.equal(null);
    post = openPost({ variant: 'carthage', seed: '11', width: 360, height: 740, placeholder: true });
    await waitUntil(() => post!.element()?.shadowRoot?.querySelector('[part~="card"]'), 'the table is drawn', {
      timeout: 15000,
    });
    const el = post.element()!;
    await el.updateComplete;
    const board = el.shadowRoot!.querySelector<HTMLElement>('[part~="board"]')!;
    const boardHeight = board.getBoundingClientRect().height;
    let longest = 0;
    let tightest = Infinity;
    for (const [index, move] of line!.entries()) {
      expect(el.play(move), `move ${index + 1}`).to.equal(true);
      await el.updateComplete;
      await frames(post.win(), 1);
      for (const column of el.shadowRoot!.querySelectorAll('.show-fan-down')) {
        const cards = [...column.querySelectorAll<HTMLElement>('[part~="card"]')];
        longest = Math.max(longest, cards.length);
        if (cards.length > 1)
          tightest = Math.min(tightest, cards[1].getBoundingClientRect().top - cards[0].getBoundingClientRect().top);
        const bottom = cards.length ? cards[cards.length - 1].getBoundingClientRect().bottom : 0;
        expect(bottom, `move ${index + 1}: a column's last card stays on the board`).to.be.at.most(
          board.getBoundingClientRect().bottom + 0.5,
        );
      }
      expect(board.getBoundingClientRect().height, `move ${index + 1}: the board's height`).to.be.closeTo(
        boardHeight,
        0.5,
      );
    }
    post.record().stop = true;
    expect(el.snapshot.status).to.equal('won');
    expect(longest, "the longest column (another seed's line is needed if the solver's line changed)").to.equal(12);
    const cardHeight = el.shadowRoot!.querySelector('[part~="card"]')!.getBoundingClientRect().height;
    expect(tightest, 'the 12-card column fanned tighter than a quarter of a card').to.be.below(cardHeight * 0.25);
    expect(tightest, 'and no tighter than a fifth').to.be.at.least(cardHeight * 0.2 - 0.5);
    const moved = movement(samplesFrom(post, true));
    expect(moved.below, 'the text below the widget moved').to.be.at.most(MAX_MOVE_PX);
    const { shifts } = post.record();
    if (shifts)
      expect(
        shifts.filter((shift) => !shift.input).reduce((sum, shift) => sum + shift.value, 0),
        'cumulative layout shift',
      ).to.be.below(MAX_CLS);
  });
});
