// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { preloadRoute } from './route-table.tsx';

describe('preloadRoute', () => {
  it("downloads the matching shop page's code", async () => {
    const [product] = (await preloadRoute('/products/12')) as [Record<string, unknown>];
    expect(product).toHaveProperty('ProductPage');
    const [list] = (await preloadRoute('/products')) as [Record<string, unknown>];
    expect(list).toHaveProperty('ProductsPage');
    const [missing] = (await preloadRoute('/no-such-page')) as [Record<string, unknown>];
    expect(missing).toHaveProperty('NotFoundPage');
  });

  it('never downloads back-office code', async () => {
    expect(await preloadRoute('/admin/orders')).toBeUndefined();
  });
});
