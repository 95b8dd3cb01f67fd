import { describe, expect, it } from 'vitest';
import { adjustForm, receiveForm, writeOffForm } from './stock-forms.ts';

/** The first message per field, as the form shows it. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('the write-off form', () => {
  it('writes off everything when the quantity is left empty', () => {
    expect(writeOffForm.parse({ reason: 'expired', quantity: '  ', note: '' })).toEqual({
      reason: 'expired',
      quantity: undefined,
      note: '',
    });
  });

  it('reads Arabic-Indic digits and refuses a zero', () => {
    expect(writeOffForm.parse({ reason: 'damaged', quantity: '١٢' }).quantity).toBe(12);
    expect(messages(writeOffForm.safeParse({ reason: 'damaged', quantity: '0' }))).toEqual({
      quantity: 'Please enter a quantity',
    });
  });
});

describe('the correction form', () => {
  it('reads a signed quantity as typed on either keyboard', () => {
    const parse = (quantity: string) => adjustForm.parse({ quantity, reason: 'shelf count', batch_id: '' });
    expect(parse('+5').quantity).toBe(5);
    expect(parse('-3').quantity).toBe(-3);
    expect(parse('\u2212٧').quantity).toBe(-7);
  });

  it('takes the empty batch choice as the units outside batches', () => {
    expect(adjustForm.parse({ quantity: '2', reason: 'count', batch_id: '' }).batch_id).toBeNull();
    expect(adjustForm.parse({ quantity: '2', reason: 'count', batch_id: '14' }).batch_id).toBe(14);
  });

  it('asks for a non-zero quantity and a reason', () => {
    expect(messages(adjustForm.safeParse({ quantity: '0', reason: '', batch_id: '' }))).toEqual({
      quantity: 'A correction cannot be zero',
      reason: 'Please say why the stock changes',
    });
    expect(messages(adjustForm.safeParse({ quantity: '2.5', reason: 'count', batch_id: '' }))).toEqual({
      quantity: 'Please enter a quantity',
    });
  });
});

describe('the receive form', () => {
  const form = receiveForm('2025-06-01');
  const body = { lot_number: 'L-1', quantity: '24', received_on: '2025-06-01' };

  it('accepts a lot that expires after today', () => {
    expect(form.parse({ ...body, expiry_date: '2026-01-31' })).toMatchObject({ quantity: 24 });
  });

  it('refuses a lot already expired and a delivery dated after today', () => {
    expect(messages(form.safeParse({ ...body, expiry_date: '2025-06-01' }))).toEqual({
      expiry_date: 'This batch has already expired: it cannot be sold',
    });
    expect(
      messages(form.safeParse({ ...body, received_on: '2025-06-02', expiry_date: '2026-01-01' })),
    ).toEqual({
      received_on: 'The date received cannot be in the future',
    });
  });

  it('asks for the lot number and a date', () => {
    expect(messages(form.safeParse({ ...body, lot_number: ' ', expiry_date: '' }))).toMatchObject({
      lot_number: 'Please enter the lot number',
      expiry_date: 'Please enter a valid date',
    });
  });
});
