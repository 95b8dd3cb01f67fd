import { describe, expect, it } from 'vitest';
import { isCalendarDate, shopDateAt, shopDayEnd, shopDayStart } from './shop-day.ts';

describe('the shop day (Baghdad, UTC+3)', () => {
  it('begins at 21:00 UTC the evening before and ends a millisecond before the next', () => {
    expect(new Date(shopDayStart('2026-12-07')).toISOString()).toBe('2026-12-06T21:00:00.000Z');
    expect(new Date(shopDayEnd('2026-12-07')).toISOString()).toBe('2026-12-07T20:59:59.999Z');
    expect(new Date(shopDayEnd('2026-12-07')).getTime() + 1).toBe(
      new Date(shopDayStart('2026-12-08')).getTime(),
    );
  });

  it('names the Baghdad date of an instant, including both ends of that day', () => {
    expect(shopDateAt(new Date('2026-12-06T20:59:59.999Z'))).toBe('2026-12-06');
    expect(shopDateAt(new Date(shopDayStart('2026-12-07')))).toBe('2026-12-07');
    expect(shopDateAt(new Date(shopDayEnd('2026-12-07')))).toBe('2026-12-07');
  });

  it('tells a calendar date from one Date would roll over', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-31')).toBe(false);
    expect(isCalendarDate('2026--12')).toBe(false);
  });
});
