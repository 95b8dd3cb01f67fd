import { EXPIRY_WINDOWS } from '@shop/shared/inventory';

/**
 * How urgent a batch is, from its days to expiry: expired (0 or fewer: a batch expires at the start of its
 * expiry date), then the report's 30/60/90-day windows, then later. What to pull off the shelf first is red.
 */
export type ExpiryBand = 'expired' | 'd30' | 'd60' | 'd90' | 'later';

export function expiryBand(daysToExpiry: number): ExpiryBand {
  if (daysToExpiry <= 0) return 'expired';
  const [d30, d60, d90] = EXPIRY_WINDOWS;
  if (daysToExpiry <= d30) return 'd30';
  if (daysToExpiry <= d60) return 'd60';
  if (daysToExpiry <= d90) return 'd90';
  return 'later';
}

/** Badge colours per band; text and background pairs that meet WCAG AA. */
export const EXPIRY_BAND_CLASSES: Record<ExpiryBand, string> = {
  expired: 'bg-danger text-white',
  d30: 'bg-red-50 text-red-700',
  d60: 'bg-amber-50 text-amber-800',
  d90: 'bg-yellow-50 text-yellow-800',
  later: 'bg-slate-100 text-ink-secondary',
};

/** A solid dot of the same colour, for the window cards. */
export const EXPIRY_BAND_DOTS: Record<ExpiryBand, string> = {
  expired: 'bg-danger',
  d30: 'bg-red-600',
  d60: 'bg-amber-500',
  d90: 'bg-yellow-400',
  later: 'bg-slate-300',
};

/** The shop's calendar date (Baghdad keeps UTC+3 all year), `YYYY-MM-DD`: the default date received. */
export function shopToday(at: Date = new Date()): string {
  return new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
