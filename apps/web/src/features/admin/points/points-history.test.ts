import { describe, expect, it } from 'vitest';
import { pointsNote } from './points-history-dialog.tsx';

describe('the note of a points entry in the back-office', () => {
  it('shows an award\u2019s reason once, even where the ledger stored it as the description too', () => {
    expect(pointsNote({ order_number: null, reason: 'هدية ترحيب', description: 'هدية ترحيب' })).toBe(
      'هدية ترحيب',
    );
    expect(pointsNote({ order_number: null, reason: null, description: 'تعويض' })).toBe('تعويض');
  });

  it('says nothing of its own for an order\u2019s points: no English ledger text, no reason code', () => {
    expect(
      pointsNote({
        order_number: 'AS-000012',
        reason: 'large_order',
        description: 'Bonus for order AS-000012',
      }),
    ).toBeNull();
  });
});
