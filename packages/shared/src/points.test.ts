import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxSpendablePoints, type PointsConfig, pointsEarned } from './points.ts';

const config: PointsConfig = {
  iqdPerPoint: 1000,
  minimumOrderIqd: 10_000,
  bonusThresholdIqd: 100_000,
  bonusPoints: 50,
  pointValueIqd: 25,
  maxSpendPercent: 50,
  tiers: [{ minAmount: 0, maxAmount: null, rate: 1 }],
};

describe('pointsEarned', () => {
  it('gives 1 point per 1,000 IQD, rounded down, from 10,000 IQD', () => {
    expect(pointsEarned(9_999, config)).toEqual({ earned: 0, bonus: 0 });
    expect(pointsEarned(10_000, config)).toEqual({ earned: 10, bonus: 0 });
    expect(pointsEarned(45_999, config)).toEqual({ earned: 45, bonus: 0 });
  });

  it('adds the bonus from 100,000 IQD', () => {
    expect(pointsEarned(100_000, config)).toEqual({ earned: 100, bonus: 50 });
  });

  it('uses the rate of the tier the base falls in', () => {
    const tiered = {
      ...config,
      tiers: [
        { minAmount: 0, maxAmount: 49_999, rate: 1 },
        { minAmount: 50_000, maxAmount: null, rate: 2 },
      ],
    };
    expect(pointsEarned(40_000, tiered).earned).toBe(40);
    expect(pointsEarned(60_000, tiered).earned).toBe(120);
  });
});

describe('maxSpendablePoints', () => {
  it('never spends more than the balance nor more than half of the goods', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (goods, balance) => {
          const p = maxSpendablePoints(goods, balance, config);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(balance);
          expect(p * config.pointValueIqd).toBeLessThanOrEqual(goods / 2);
        },
      ),
    );
  });
});
