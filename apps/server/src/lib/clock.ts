import { SHOP_UTC_OFFSET_MS, shopDateAt } from '@shop/shared/shop-day';

/**
 * The shop's "now": real time, or a test's moved clock. Expiry dates and return windows read it, so a
 * test can step to the day after a batch expires, or past a return window, without waiting.
 */
let offsetMs = 0;

export const now = (): Date => new Date(Date.now() + offsetMs);

/** Tests only: moves the clock by `ms` from real time (0 puts it back). */
export function shiftClock(ms: number): void {
  offsetMs = ms;
}

/** The calendar date in Baghdad, `YYYY-MM-DD`: a batch expires at the start of its expiry date there. */
export const shopDate = (at: Date = now()): string => shopDateAt(at);

/** Milliseconds until the next calendar day begins in Baghdad. */
export function msToNextShopDay(at: Date = now()): number {
  const local = at.getTime() + SHOP_UTC_OFFSET_MS;
  const day = 24 * 60 * 60 * 1000;
  return day - (local % day);
}

/** Whole days from `from` to `to` (calendar dates `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / (24 * 60 * 60 * 1000));
