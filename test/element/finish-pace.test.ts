import { expect } from '@open-wc/testing';
import { FINISH_FIRST_STEP_MS, FINISH_MAX_MS, finishStep } from '../../src/element/analysis/finish-pace.js';

/**
 * Plays a line of `length` moves out on a simulated clock, each move costing `moveMs` to play and
 * draw and each timer firing `lateMs` late: the pauses between steps, and when the last move came.
 */
function simulate(length: number, moveMs: number, lateMs = 0): { pauses: number[]; endMs: number; steps: number } {
  let now = 0;
  let played = 0;
  let late = 0;
  let steps = 0;
  const pauses: number[] = [];
  while (played < length) {
    // The element passes the average of how much longer than its pause each step took.
    const { moves, delayMs } = finishStep(played, length - played, FINISH_MAX_MS - now, steps ? late / steps : 0);
    steps++;
    expect(moves, `step at move ${played}`).to.be.within(1, length - played);
    played += moves;
    now += moves * moveMs;
    late += moves * moveMs + lateMs;
    if (played < length) {
      pauses.push(delayMs);
      now += delayMs + lateMs;
    }
  }
  return { pauses, endMs: now, steps };
}

describe('Finish pacing', () => {
  it('plays a short line one move at a time, the first pause long enough to follow', () => {
    const { pauses, endMs, steps } = simulate(20, 2);
    expect(steps).to.equal(20);
    expect(pauses[0]).to.equal(FINISH_FIRST_STEP_MS);
    expect(endMs).to.be.below(FINISH_MAX_MS);
  });

  it('makes later pauses shorter, never longer, and never shorter than a frame', () => {
    const { pauses } = simulate(150, 3);
    // To the millisecond: setTimeout counts whole ones, and the share left per move wobbles below that.
    for (let index = 1; index < pauses.length; index++)
      expect(pauses[index], `pause ${index}`).to.be.at.most(pauses[index - 1] + 1);
    expect(pauses[pauses.length - 1]).to.be.below(pauses[0] / 4);
    expect(Math.min(...pauses)).to.be.at.least(16);
  });

  it('takes at most 15 s whatever the line, with slow moves and late timers', () => {
    // Up to 6 s of the moves' own work: a line whose moves alone take longer than 15 s cannot be helped.
    for (const length of [75, 225, 600, 1487]) {
      for (const [moveMs, lateMs] of [
        [1, 0],
        [3, 4],
        [4, 30],
      ]) {
        const { endMs } = simulate(length, moveMs, lateMs);
        expect(endMs, `${length} moves at ${moveMs} ms, timers ${lateMs} ms late`).to.be.at.most(FINISH_MAX_MS);
      }
    }
  });

  it('keeps a 3,000-move line within 15 s by playing several moves a frame', () => {
    const { endMs, steps } = simulate(3000, 2, 4);
    expect(endMs).to.be.at.most(FINISH_MAX_MS);
    expect(steps).to.be.below(1000);
  });

  it('plays everything left at once when the time is already up (a throttled background tab)', () => {
    expect(finishStep(100, 40, -500)).to.deep.equal({ moves: 40, delayMs: 16 });
  });
});
