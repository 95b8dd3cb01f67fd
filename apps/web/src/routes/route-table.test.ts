// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isKnownPath, isServerRendered, preloadRoute } from './route-table.tsx';

describe('preloadRoute', () => {
  it("downloads the matching shop page's code", async () => {
    const [product] = (await preloadRoute('/products/12')) as [Record<string, unknown>];
    expect(product).toHaveProperty('ProductPage');
    const [list] = (await preloadRoute('/products')) as [Record<string, unknown>];
    expect(list).toHaveProperty('ProductsPage');
    const [missing] = (await preloadRoute('/no-such-page')) as [Record<string, unknown>];
    expect(missing).toHaveProperty('NotFoundPage');
    // Each page's module graph is transformed on first import: seconds on two busy cores.
  }, 30_000);

  it('never downloads back-office code', async () => {
    expect(await preloadRoute('/admin/orders')).toBeUndefined();
  });
});

describe('which pages the server renders', () => {
  it('renders the public shop pages, whoever asks', () => {
    for (const path of [
      '/',
      '/products',
      '/products/12',
      '/offers',
      '/bestsellers',
      '/faq',
      '/no-such-page',
      // A guest's forms and the cart's frame paint before the app's code arrives (issue 18, 11).
      '/cart',
      '/login',
      '/register',
      '/forgot-password',
    ]) {
      expect(isServerRendered(path), path).toBe(true);
    }
  });

  it('leaves pages that depend on the account to the browser', () => {
    for (const path of ['/logout', '/checkout', '/orders', '/admin', '/admin/x']) {
      expect(isServerRendered(path), path).toBe(false);
    }
  });

  it('knows which paths have a page (the rest are 404)', () => {
    for (const path of ['/', '/products/12', '/cart', '/admin/orders', '/admin/inventory', '/privacy']) {
      expect(isKnownPath(path), path).toBe(true);
    }
    for (const path of ['/no-such-page', '/products/12/more', '/admin/nothing']) {
      expect(isKnownPath(path), path).toBe(false);
    }
  });
});
