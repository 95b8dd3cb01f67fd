/**
 * The shop's calendar is Baghdad's: Iraq keeps UTC+3 all year (no daylight saving since 2008), so a day there
 * runs from 21:00 UTC the evening before. Expiry dates, return windows and the days a discount runs are such days.
 */
export const SHOP_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;
const SHOP_UTC_OFFSET = '+03:00';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date in Baghdad at an instant, `YYYY-MM-DD`. */
export const shopDateAt = (at: Date): string =>
  new Date(at.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD` that names a day of the calendar (not 31 February, which `Date` would roll into March). */
export function isCalendarDate(day: string): boolean {
  if (!ISO_DATE.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day);
}

/** The first and the last instant of a Baghdad day, as ISO strings with the offset written out. */
export const shopDayStart = (day: string): string => `${day}T00:00:00.000${SHOP_UTC_OFFSET}`;
export const shopDayEnd = (day: string): string => `${day}T23:59:59.999${SHOP_UTC_OFFSET}`;
