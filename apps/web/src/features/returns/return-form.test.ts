import type { OrderView } from '@shop/shared/orders';
import { describe, expect, it } from 'vitest';
import {
  initialReturnForm,
  returnBlocker,
  selectedValue,
  serverFieldErrors,
  toCreateReturnBody,
  validateReturnForm,
} from './return-form.ts';

const line = (id: number, over: Partial<OrderView['items'][number]> = {}): OrderView['items'][number] => ({
  id,
  product_id: id * 10,
  product_name: `Product ${id}`,
  quantity: 3,
  price: 5000,
  original_price: 5000,
  total: 15000,
  returnable: true,
  returnable_quantity: 3,
  ...over,
});

const order = (over: Partial<OrderView> = {}): OrderView =>
  ({
    id: 7,
    order_number: 'ORD-7',
    status: 'delivered',
    items: [
      line(1),
      line(2, { returnable: false, returnable_quantity: 0 }),
      line(3, { quantity: 2, returnable_quantity: 1, price: 12000 }),
    ],
    return_window: { until: '2030-01-01T00:00:00Z', open: true },
    returns: [],
    ...over,
  }) as OrderView;

describe('the return form', () => {
  it('starts with nothing ticked and only the returnable lines, each at what may still be returned', () => {
    expect(initialReturnForm(order())).toEqual({
      lines: { 1: { selected: false, quantity: 3 }, 3: { selected: false, quantity: 1 } },
      reason: '',
      note: '',
    });
  });

  it('sends only the ticked lines, with their quantities, the reason and the trimmed note', () => {
    const state = initialReturnForm(order());
    state.lines[1] = { selected: true, quantity: 2 };
    state.reason = 'damaged';
    state.note = '  the box was crushed  ';
    expect(toCreateReturnBody(state, order())).toEqual({
      items: [{ order_item_id: 1, quantity: 2 }],
      reason: 'damaged',
      note: 'the box was crushed',
    });
  });

  it('never asks for more than the returnable quantity, nor for a line that cannot be returned', () => {
    const state = initialReturnForm(order());
    state.lines[3] = { selected: true, quantity: 9 };
    state.lines[2] = { selected: true, quantity: 1 };
    state.reason = 'wrong_item';
    expect(toCreateReturnBody(state, order()).items).toEqual([{ order_item_id: 3, quantity: 1 }]);
  });

  it('leaves out an empty note', () => {
    const state = { ...initialReturnForm(order()), reason: 'changed_mind' as const, note: '   ' };
    expect(toCreateReturnBody(state, order())).not.toHaveProperty('note');
  });

  it('refuses no items, no reason, and "other" without a note, one message per field', () => {
    const result = validateReturnForm({ ...initialReturnForm(order()), reason: '' }, order());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['items', 'reason']);

    const other = initialReturnForm(order());
    other.lines[1] = { selected: true, quantity: 1 };
    other.reason = 'other';
    const noted = validateReturnForm(other, order());
    expect(noted.ok).toBe(false);
    if (!noted.ok) expect(noted.errors).toEqual({ note: 'Please tell us why you are returning the items' });

    other.note = 'Too big';
    expect(validateReturnForm(other, order())).toEqual({
      ok: true,
      body: { items: [{ order_item_id: 1, quantity: 1 }], reason: 'other', note: 'Too big' },
    });
  });

  it('adds up the ticked units at the price paid', () => {
    const state = initialReturnForm(order());
    state.lines[1] = { selected: true, quantity: 2 };
    state.lines[3] = { selected: true, quantity: 1 };
    expect(selectedValue(state, order())).toBe(2 * 5000 + 12000);
  });

  it('says why an order offers no return', () => {
    expect(returnBlocker(order())).toBeNull();
    expect(returnBlocker(order({ status: 'out_for_delivery', return_window: null }))).toBe('notDelivered');
    expect(returnBlocker(order({ return_window: { until: '2020-01-01T00:00:00Z', open: false } }))).toBe(
      'windowClosed',
    );
    expect(returnBlocker(order({ items: [line(2, { returnable: false, returnable_quantity: 0 })] }))).toBe(
      'nothingLeft',
    );
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(
      serverFieldErrors({
        'items.0.quantity': ['You can return at most 1 of Product 3'],
        note: ['Please tell us why you are returning the items'],
        other: ['ignored'],
      }),
    ).toEqual({
      items: 'You can return at most 1 of Product 3',
      note: 'Please tell us why you are returning the items',
    });
  });
});
