import { expect } from '@open-wc/testing';
import { createShortener, shortenLine } from '../../src/search/shorten.js';
import type { Move } from '../../src/core/types.js';
import { STEPS, counterProblem, replay } from './toy-problem.js';

const [DOUBLE, PLUS, MINUS] = STEPS;

describe('core/shorten', () => {
  const problem = counterProblem(40);

  it('cuts loops and detours, keeps the line winning, and never makes it longer', () => {
    // 1 -> 2 -> 3 -> 2 -> 3 -> 4 -> 5 -> 10 -> 20 -> 40, with a loop and a detour.
    const line = [PLUS, PLUS, MINUS, PLUS, PLUS, PLUS, DOUBLE, DOUBLE, DOUBLE];
    expect(replay(problem, 1, line)).to.equal(40);
    const shorter = shortenLine(problem, String, 1, line);
    expect(replay(problem, 1, shorter)).to.equal(40);
    expect(shorter.length).to.be.below(line.length);
    expect(shorter.length).to.be.at.most(6);
  });

  it('leaves a line that is already shortest as it is, and an empty line empty', () => {
    const line = [PLUS, PLUS, PLUS, PLUS, DOUBLE, DOUBLE, DOUBLE];
    expect(replay(problem, 1, line)).to.equal(40);
    expect(shortenLine(problem, String, 1, line).length).to.be.at.most(line.length);
    expect(shortenLine(problem, String, 40, [])).to.deep.equal([]);
  });

  it('shortens any winning walk of random steps to a line that still wins', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let trial = 0; trial < 20; trial++) {
      const line: Move[] = [];
      let value = 1;
      while (value !== 40 && line.length < 2000) {
        const moves = problem.moves(value);
        const move = moves[Math.floor(random() * moves.length)];
        line.push(move);
        value = problem.apply(value, move);
      }
      if (value !== 40) continue;
      const shorter = shortenLine(problem, String, 1, line);
      expect(replay(problem, 1, shorter)).to.equal(40);
      expect(shorter.length).to.be.at.most(line.length);
    }
  });

  it('gives the same line run in slices as at once', () => {
    const line = [PLUS, PLUS, MINUS, PLUS, PLUS, MINUS, PLUS, PLUS, PLUS, DOUBLE, DOUBLE, DOUBLE];
    const atOnce = shortenLine(problem, String, 1, line);
    const shortener = createShortener(problem, String, 1, line);
    let result: Move[] | undefined;
    for (let i = 0; i < 1000 && !result; i++) result = shortener.run(1);
    expect(result).to.deep.equal(atOnce);
  });
});
