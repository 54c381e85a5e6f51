// Types of crashed-sessions.mjs for the test that imports it (test/scripts/crashed-sessions.test.ts).
export const CRASH: RegExp;
export interface Crashed {
  file: string;
  group: string;
  engine: string;
  failures: number;
  passed: number;
  skipped: number;
}
export function crashedSessions(sessions: unknown[], root?: string): Crashed[];
