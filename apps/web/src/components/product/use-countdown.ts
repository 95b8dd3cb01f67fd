import { useEffect, useState } from 'react';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, never below 0. */
  total: number;
}

export function remainingUntil(end: number, now: number): Remaining {
  const total = Math.max(0, end - now);
  const seconds = Math.floor(total / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    total,
  };
}

/**
 * Time left until `end` (ms since the epoch), ticking every `tickMs` (1 s by default), never below 0;
 * `onDone` runs once when it reaches 0. Recalculated when `end` changes.
 */
export function useCountdown(end: number | null, tickMs = 1000, onDone?: () => void): Remaining | null {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (end === null) return;
    setNow(Date.now());
    if (end <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) window.clearInterval(timer);
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [end, tickMs]);

  const remaining = end === null ? null : remainingUntil(end, now);
  const finished = remaining !== null && remaining.total === 0;
  useEffect(() => {
    if (finished) onDone?.();
  }, [finished, onDone]);
  return remaining;
}
