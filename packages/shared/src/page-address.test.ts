import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address.ts';

describe('pageAddress', () => {
  it("drops a shared link's tracking parameters and keeps the page's own, in their order", () => {
    expect(pageAddress('/products/12?fbclid=IwAR3xYz')).toBe('/products/12');
    expect(
      pageAddress(
        '/products?utm_source=whatsapp&category=skin-care&UTM_Medium=social&page=2&gclid=Cj0&_gl=1*abc',
      ),
    ).toBe('/products?category=skin-care&page=2');
    expect(pageAddress('/products?search=%D9%83%D8%B1%D9%8A%D9%85&igshid=MzRl&ttclid=E.C')).toBe(
      '/products?search=%D9%83%D8%B1%D9%8A%D9%85',
    );
  });

  it('leaves an address without them as it is, a fragment included', () => {
    for (const url of [
      '/',
      '/products',
      '/products?category=a&sort=price&order=desc',
      '/faq#returns',
      '/p?a=1&&b=2',
    ]) {
      expect(pageAddress(url)).toBe(url.replace('&&', '&'));
    }
    expect(pageAddress('/products?fbclid=x#top')).toBe('/products#top');
    expect(pageAddress('/products?utm=1&fbclid_extra=2&ref=wa')).toBe(
      '/products?utm=1&fbclid_extra=2&ref=wa',
    );
    expect(pageAddress('/products?%E0%A4%A=1&fbclid=2')).toBe('/products?%E0%A4%A=1');
  });
});
