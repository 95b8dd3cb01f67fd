import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from './cart-store.ts';

const panadol = { id: 1, name: 'Panadol', price: 3500, stock: 10 };
const cream = { id: 2, name: 'Cream', price: 12500 };

describe('cart store', () => {
  beforeEach(() => useCartStore.getState().clear());

  it('adding a product already in the cart raises its quantity', () => {
    const cart = useCartStore.getState();
    cart.addItem(panadol);
    cart.addItem(panadol, 2);
    expect(useCartStore.getState().items).toEqual([{ ...panadol, quantity: 3 }]);
  });

  it('never goes above the stock, or 99 when the stock is unknown', () => {
    const cart = useCartStore.getState();
    cart.addItem(panadol, 50);
    cart.addItem(cream, 500);
    const [first, second] = useCartStore.getState().items;
    expect(first?.quantity).toBe(10);
    expect(second?.quantity).toBe(99);
  });

  it('a quantity of 0 or less removes the line', () => {
    const cart = useCartStore.getState();
    cart.addItem(panadol);
    cart.addItem(cream);
    cart.setQuantity(1, 0);
    cart.setQuantity(2, -3);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('sets a new quantity on an existing line', () => {
    const cart = useCartStore.getState();
    cart.addItem(cream);
    cart.setQuantity(2, 4);
    expect(useCartStore.getState().items[0]?.quantity).toBe(4);
  });
});
