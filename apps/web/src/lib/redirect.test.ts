import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it('accepts same-site paths with their query', () => {
    expect(safeRedirectPath('/checkout')).toBe('/checkout');
    expect(safeRedirectPath('/products?category=skin-care&order=desc')).toBe(
      '/products?category=skin-care&order=desc',
    );
  });

  it('refuses other sites and odd input', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'checkout', '', null]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });

  it('does not send the user back to the login or logout screens', () => {
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/login?redirect=%2Fcart')).toBeNull();
    expect(safeRedirectPath('/logout')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('encodes the whole target, query included', () => {
    expect(loginPathFor('/checkout')).toBe('/login?redirect=%2Fcheckout');
    expect(loginPathFor('/orders?page=2')).toBe('/login?redirect=%2Forders%3Fpage%3D2');
  });
});
