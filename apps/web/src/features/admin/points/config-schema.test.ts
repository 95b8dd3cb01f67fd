import { describe, expect, it } from 'vitest';
import { configForm } from './config-schema.ts';

const base = {
  iqd_per_point: '1000',
  minimum_order: '10000',
  bonus_threshold: '100000',
  bonus_amount: '50',
  point_value: '25',
  max_spend_percent: '50',
};

const messagesOf = (tiers: { min_amount: string; max_amount: string; rate: string }[]) => {
  const result = configForm.safeParse({ ...base, payment_tiers: tiers });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('points settings form', () => {
  it('accepts the defaults with Arabic-Indic digits and turns the texts into numbers', () => {
    const result = configForm.parse({
      ...base,
      iqd_per_point: '١٠٠٠',
      payment_tiers: [{ min_amount: '0', max_amount: '', rate: '1' }],
    });
    expect(result.iqd_per_point).toBe(1000);
    expect(result.payment_tiers).toEqual([{ min_amount: 0, max_amount: null, rate: 1 }]);
  });

  it('accepts tiers that touch without overlapping, in any order', () => {
    expect(
      messagesOf([
        { min_amount: '50001', max_amount: '', rate: '1.5' },
        { min_amount: '0', max_amount: '50000', rate: '1' },
      ]),
    ).toEqual([]);
  });

  it('refuses overlapping tiers and an open-ended tier below another', () => {
    expect(
      messagesOf([
        { min_amount: '0', max_amount: '50000', rate: '1' },
        { min_amount: '40000', max_amount: '', rate: '2' },
      ]),
    ).toEqual(['payment_tiers.1.min_amount: This tier overlaps another one; tier amounts must not overlap']);
    expect(
      messagesOf([
        { min_amount: '0', max_amount: '', rate: '1' },
        { min_amount: '100000', max_amount: '', rate: '2' },
      ]),
    ).toEqual(['payment_tiers.1.min_amount: This tier overlaps another one; tier amounts must not overlap']);
  });

  it('refuses an upper limit below the lower one, a zero rate and a share above 100%', () => {
    const result = configForm.safeParse({
      ...base,
      max_spend_percent: '120',
      payment_tiers: [{ min_amount: '5000', max_amount: '1000', rate: '0' }],
    });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter a percentage from 0 to 100',
        'Please enter a rate above zero, such as 1 or 1.5',
      ]),
    );
  });
});
