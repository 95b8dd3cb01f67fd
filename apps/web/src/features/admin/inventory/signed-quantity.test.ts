import { describe, expect, it } from 'vitest';
import { signedQuantity } from './signed-quantity.ts';

describe('signedQuantity', () => {
  it('always writes the sign, with a true minus', () => {
    expect(signedQuantity(12, '12')).toBe('+12');
    expect(signedQuantity(-1500, '1,500')).toBe('\u22121,500');
    expect(signedQuantity(0, '0')).toBe('0');
  });
});
