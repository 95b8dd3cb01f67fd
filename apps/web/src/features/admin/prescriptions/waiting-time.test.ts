import { describe, expect, it } from 'vitest';
import { waitingDuration } from './waiting-time.ts';

const now = new Date('2025-03-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('how long a prescription has waited', () => {
  it('says nothing under a minute', () => {
    expect(waitingDuration(ago(0.5), 'en', now)).toBeNull();
  });

  it('counts minutes, then hours, then days (after two days)', () => {
    expect(waitingDuration(ago(5), 'en', now)).toBe('5 minutes');
    expect(waitingDuration(ago(3 * 60 + 20), 'en', now)).toBe('3 hours');
    expect(waitingDuration(ago(30 * 60), 'en', now)).toBe('30 hours');
    expect(waitingDuration(ago(3 * 1440), 'en', now)).toBe('3 days');
  });

  it('uses Arabic plural forms with Latin digits', () => {
    expect(waitingDuration(ago(3 * 60), 'ar', now)).toBe('3 ساعات');
    expect(waitingDuration(ago(2 * 60), 'ar', now)).toBe('ساعتان');
  });
});
