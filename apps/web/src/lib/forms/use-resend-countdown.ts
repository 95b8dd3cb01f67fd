import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second; `start()` (re)starts it, `reset()` clears it.
 * It counts from a wall-clock deadline, so a throttled background tab still shows the right time when it returns.
 */
export function useResendCountdown(durationMs: number): {
  secondsLeft: number;
  running: boolean;
  start: () => void;
  reset: () => void;
} {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + durationMs);
  }, [durationMs]);
  const reset = useCallback(() => setDeadline(null), []);

  const secondsLeft = deadline === null ? 0 : secondsUntil(deadline, now);
  return { secondsLeft, running: secondsLeft > 0, start, reset };
}

/** Whole seconds left, rounded up (59.2 s left shows 60 s, as a timer should). */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
