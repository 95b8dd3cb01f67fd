/** Time as the limiter sees it; a test gives a clock it moves itself. */
export interface LimiterClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: LimiterClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * At most `max` requests in any `windowMs`, waiting for a free turn rather than going over. A request holds its
 * turn from when it is sent until `windowMs` after its answer came back: the company counts it on arrival, some
 * time after we sent it, so a window timed from the sending could let one too many in at its edge.
 */
export function createRequestLimiter(max: number, windowMs: number, clock: LimiterClock = realClock) {
  // When each turn ended (its answer's time); Infinity while its request is out.
  const turns: number[] = [];
  let queue: Promise<void> = Promise.resolve();

  async function take(): Promise<void> {
    for (;;) {
      const now = clock.now();
      while (turns.length && now - (turns[0] as number) >= windowMs) turns.shift();
      if (turns.length < max) {
        turns.push(Number.POSITIVE_INFINITY);
        return;
      }
      const oldest = turns[0] as number;
      // Every turn is still out: wait a little and look again (they end one by one).
      await clock.sleep(Number.isFinite(oldest) ? oldest + windowMs - now : Math.min(windowMs, 50));
    }
  }

  function release(): void {
    const out = turns.indexOf(Number.POSITIVE_INFINITY);
    if (out >= 0) turns.splice(out, 1);
    // Kept in order of ending, so the oldest is first.
    turns.push(clock.now());
    turns.sort((a, b) => a - b);
  }

  return {
    /** Runs `task` in a turn; callers wait in the order they came. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      const turn = queue.then(take);
      queue = turn.then(
        () => undefined,
        () => undefined,
      );
      await turn;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

export type RequestLimiter = ReturnType<typeof createRequestLimiter>;
