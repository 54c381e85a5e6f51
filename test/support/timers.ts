/**
 * A clock the test turns by hand. From holdTimers() until restore(), every setTimeout the page asks for
 * is held, not started, with the delay it asked for, and runs only when the test calls its run(). A test
 * then reads the delay the code chose, and decides what comes first, instead of measuring time on a
 * machine that may be slow or fast.
 */
export interface HeldTimer {
  /** The delay asked for, in ms. */
  readonly ms: number;
  /** Whether the code cleared it (clearTimeout) while held. */
  readonly cleared: boolean;
  /** Runs its callback now; a timer the code cleared cannot run. */
  run(): void;
}

export interface HeldClock {
  /** Every timer asked for while held, in order. */
  readonly timers: HeldTimer[];
  /** The next timer asked for; fails, naming `what`, when none is asked for within `withinMs` (of real time). */
  next(what: string, withinMs?: number): Promise<HeldTimer>;
  /** Timers asked for from now on start as usual again (the held ones stay held). */
  restore(): void;
}

export function holdTimers(): HeldClock {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const timers: (HeldTimer & { cleared: boolean })[] = [];
  let waiting: ((timer: HeldTimer) => void) | null = null;
  // Negative ids: never a real timer's, so clearing one after restore() is harmless.
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]): number => {
    if (typeof handler !== 'function') throw new Error('holdTimers: a timer with a string of code');
    const timer = {
      ms: ms ?? 0,
      cleared: false,
      run: () => {
        if (timer.cleared) throw new Error(`holdTimers: the ${timer.ms} ms timer was cleared by the code`);
        (handler as (...values: unknown[]) => void)(...args);
      },
    };
    timers.push(timer);
    waiting?.(timer);
    return -timers.length;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number): void => {
    if (typeof id === 'number' && id < 0 && timers[-id - 1]) timers[-id - 1].cleared = true;
    else realClear.call(window, id);
  }) as typeof window.clearTimeout;
  return {
    timers,
    next: (what, withinMs = 5000) =>
      new Promise((resolve, reject) => {
        const deadline = realSet.call(window, () => reject(new Error(`no timer was asked for: ${what}`)), withinMs);
        waiting = (timer) => {
          realClear.call(window, deadline);
          waiting = null;
          resolve(timer);
        };
      }),
    restore: () => {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}
