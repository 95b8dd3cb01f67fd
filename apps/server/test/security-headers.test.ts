import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/lib/security-headers.ts';
import { createTestApp } from './helpers.ts';

describe('security headers, worked out once', () => {
  it('reads every header helmet sets, the policy included', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('refuses a policy computed per request, which one dry run cannot read', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: [(_req, res) => `'nonce-${String(res)}'`] } },
      }),
    ).toThrow(/per request/);
  });

  it('puts them on answers, not-found answers and errors alike', async () => {
    const ctx = await createTestApp();
    try {
      for (const url of ['/api/health', '/api/no-such-thing', '/api/products?page=0']) {
        const res = await ctx.app.inject({ url });
        expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      }
    } finally {
      await ctx.close();
    }
  });
});
