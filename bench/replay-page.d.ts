// Types of replay-page.js for the test that imports it (test/scripts/bench-replay.test.ts).
export function installReplayInPage(): void;
export function recordNextClickInPage(): void;
export function clickRecorded(): boolean;
export function startReplayInPage(): {
  exact: boolean;
  mutations: { attributes: number; text: number; nodesAdded: number; nodesRemoved: number };
};
export function rewindReplayInPage(): boolean;
export function forgetClicksInPage(): void;
export function glideReplaysInPage(): number;
