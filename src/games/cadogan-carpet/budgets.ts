/**
 * How much work The Carpet's searches may do (GameSolver.budget and deepBudget, read by problem.ts's page
 * solver), with what each was measured to settle: kept apart from the search problem they bound.
 */

/**
 * Moves one search (portfolio.ts) may apply before it answers 'unknown'. Measured in Node on deals 1-100
 * with the playout that weighs the lanes a move opens (library build, some 9 million moves a second): 53
 * won, 2 proven lost (67 and 74), 45 unknown; CPU per deal median 0.9 s, at most 2.0 s (an unknown deal
 * spends it all); winning lines median 199 moves, at most 225. Counting up from any of the seeds 1-99, a
 * winnable deal came within 13.6 s of CPU (from deal 10). With the former playout, at some 4 million moves
 * a second: 47 won, 26 s; twice the budget then won 54 deals, but an unknown deal cost up to 10 s.
 */
export const CADOGAN_BUDGET = 15_000_000;

/**
 * Moves the patient second search may apply (GameSolver.deepBudget): some 11 s of CPU in Node, at about
 * 9 million moves a second. Measured on deals 2001-2100 within 10 s of CPU (`--budget-ms 10000`): 66 to 67
 * won, 0 lost, 33 to 34 unknown, CPU median 2.3-2.6 s, median line 200; so in Node the time, not this
 * budget, ends an unknown deal (at some 76 million moves); in a slower browser the budget ends it. On deals
 * 31-60 within 10 s (with the former playout), the split of 40% level-1 restarts first won 22 deals; 0%,
 * 15% and 80% won 18, 21 and 17, so the deep search keeps the first search's split.
 */
export const CADOGAN_DEEP_BUDGET = 100_000_000;
