import { expect } from '@open-wc/testing';
import { createBestFirstSearch } from '../../src/search/best-first.js';
import type { SearchResult } from '../../src/search/search.js';
import type { Move } from '../../src/core/types.js';
import { counterProblem, replay } from './toy-problem.js';

const closer = (target: number) => ({ score: (value: number) => -Math.abs(target - value) });

describe('core/best-first', () => {
  it('finds a won position and a line that replays to it', () => {
    const problem = counterProblem(999);
    const result = createBestFirstSearch(problem, closer(999), 1, 100000).run(Number.POSITIVE_INFINITY) as SearchResult;
    expect(result.verdict).to.equal('winnable');
    expect(replay(problem, 1, result.line as Move[])).to.equal(999);
    expect(result.nodes).to.be.below(5000);
  });

  it('answers "winnable" with no moves for a won start, and "unknown" (never "unwinnable") when it runs out', () => {
    const problem = counterProblem(50, 40);
    expect(createBestFirstSearch(problem, closer(50), 50, 10).run(1)).to.deep.equal({
      verdict: 'winnable',
      nodes: 0,
      line: [],
    });
    // 50 is past the cap: no position is won, every one is seen, and still the answer is only 'unknown'.
    const result = createBestFirstSearch(problem, closer(50), 1, 100000).run(Number.POSITIVE_INFINITY) as SearchResult;
    expect(result.verdict).to.equal('unknown');
    const spent = createBestFirstSearch(counterProblem(5000), closer(5000), 1, 30).run(
      Number.POSITIVE_INFINITY,
    ) as SearchResult;
    expect(spent).to.deep.equal({ verdict: 'unknown', nodes: 30, line: null });
  });

  it('drops positions scored -Infinity', () => {
    const problem = counterProblem(63);
    const noTens = { score: (value: number) => (value % 10 === 0 ? Number.NEGATIVE_INFINITY : -Math.abs(63 - value)) };
    const result = createBestFirstSearch(problem, noTens, 1, 100000).run(Number.POSITIVE_INFINITY) as SearchResult;
    expect(result.verdict).to.equal('winnable');
    let value = 1;
    for (const move of result.line as Move[]) {
      value = problem.apply(value, move);
      expect(value % 10).to.not.equal(0);
    }
    expect(value).to.equal(63);
  });

  it('gives the same answer run in slices as at once, never past its allowance', () => {
    const problem = counterProblem(777);
    const atOnce = createBestFirstSearch(problem, closer(777), 1, 100000).run(Number.POSITIVE_INFINITY);
    const search = createBestFirstSearch(problem, closer(777), 1, 100000);
    let result: SearchResult | undefined;
    while (!result) {
      const before = search.nodes;
      result = search.run(2);
      expect(search.nodes - before).to.be.at.most(2);
    }
    expect(result).to.deep.equal(atOnce);
  });
});
