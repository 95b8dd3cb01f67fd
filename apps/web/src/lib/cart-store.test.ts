import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shownUnitPrice, useCartStore } from './cart-store.ts';

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

  it('typed garbage becomes 1, and a typed number is kept within the stock', () => {
    const cart = useCartStore.getState();
    cart.addItem(panadol, 5);
    cart.setQuantity(1, 'abc');
    expect(useCartStore.getState().items[0]?.quantity).toBe(1);
    cart.setQuantity(1, '7');
    expect(useCartStore.getState().items[0]?.quantity).toBe(7);
    cart.setQuantity(1, 40);
    expect(useCartStore.getState().items[0]?.quantity).toBe(10);
    cart.setQuantity(1, Number.NaN);
    expect(useCartStore.getState().items[0]?.quantity).toBe(1);
  });

  it('clear empties the cart', () => {
    const cart = useCartStore.getState();
    cart.addItem(panadol);
    cart.addItem(cream);
    cart.clear();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('takes the server’s current prices and stock into the stored lines', () => {
    const cart = useCartStore.getState();
    cart.addItem({ ...panadol, discounted_price: 3000 });
    cart.updateItems([{ id: 1, price: 4000, discounted_price: 3600, stock: 3 }]);
    const [line] = useCartStore.getState().items;
    expect(line).toMatchObject({ price: 4000, discounted_price: 3600, stock: 3 });
    expect(shownUnitPrice(line!)).toBe(3600);
  });

  it('never goes above the product’s per-order limit, however the quantity is raised', () => {
    const paracetamol = { id: 5, name: 'Paracetamol', price: 1500, stock: 40, max_per_order: 2 };
    const cart = useCartStore.getState();
    cart.addItem(paracetamol, 3);
    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
    cart.setQuantity(5, 1);
    cart.addItem(paracetamol, 2);
    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
    cart.setQuantity(5, '3');
    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
  });

  it('a limit set after the product was added brings the line down to it', () => {
    const cart = useCartStore.getState();
    cart.addItem(panadol, 5);
    cart.updateItems([{ id: 1, max_per_order: 2 }]);
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: 2, max_per_order: 2 });
    cart.setQuantity(1, 9);
    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
  });

  it('remembers what a line held before the shop lowered it to a limit, until the shopper sets it again', () => {
    const cart = useCartStore.getState();
    cart.addItem(panadol, 5);
    cart.updateItems([{ id: 1, max_per_order: 2 }]);
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: 2, limited_from: 5 });
    // The summary saying the same again changes nothing.
    cart.updateItems([{ id: 1, max_per_order: 2 }]);
    expect(useCartStore.getState().items[0]).toMatchObject({ quantity: 2, limited_from: 5 });
    cart.setQuantity(1, 1);
    expect(useCartStore.getState().items[0]).not.toHaveProperty('limited_from');
  });

  it('shows the discounted price when there is one, else the price, else 0', () => {
    expect(shownUnitPrice({ price: 5000, discounted_price: 4000 })).toBe(4000);
    expect(shownUnitPrice({ price: 5000, discounted_price: null })).toBe(5000);
    expect(shownUnitPrice({ price: Number.NaN })).toBe(0);
  });
});

describe('cart persistence', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is kept as a bare array under `cart_items` and read back after a reload', async () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage, addEventListener: () => {} });
    vi.resetModules();
    const first = await import('./cart-store.ts');
    first.useCartStore.getState().addItem(panadol, 2);
    const raw = JSON.parse(stored.get('cart_items') ?? 'null');
    expect(raw).toEqual([{ ...panadol, quantity: 2 }]);

    // A "reload": a fresh module reads what was stored; unusable lines are dropped.
    stored.set('cart_items', JSON.stringify([...raw, { id: 'x' }, { id: 3, name: 'Gone', quantity: 0 }]));
    vi.resetModules();
    const second = await import('./cart-store.ts');
    await second.useCartStore.persist.rehydrate();
    expect(second.useCartStore.getState().items).toEqual([{ ...panadol, quantity: 2 }]);
  });
});
