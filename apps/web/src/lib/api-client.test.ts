// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useLocaleStore } from '../i18n/locale-store.ts';
import { api, schemaOnDemand, setUnauthorizedHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting cookies
  document.cookie = cookie;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; Max-Age=0; path=/`);
  }
}

describe('api client', () => {
  let calls: Call[];
  let responses: Array<(call: Call) => Response | Promise<Response>>;
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    calls = [];
    responses = [];
    clearCookies();
    localStorage.clear();
    sessionStorage.clear();
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
    useLocaleStore.getState().setLocale('ar');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const call = { url, init };
        calls.push(call);
        const next = responses.shift();
        if (!next) throw new Error(`unexpected fetch ${url}`);
        return next(call);
      }),
    );
  });

  afterEach(() => vi.unstubAllGlobals());

  const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

  it('unwraps the success envelope and sends cookies and the current language', async () => {
    responses.push(() => json(200, { success: true, data: [{ id: 1 }] }));
    useLocaleStore.getState().setLocale('en');
    await expect(api.get('/categories', { query: { page: 2, search: '' } })).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]?.url).toBe('/api/categories?page=2');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(header(calls[0], 'Accept-Language')).toBe('en');
  });

  it('fetches the CSRF cookie before the first write and sends it back decoded', async () => {
    responses.push(() => {
      setCookie('XSRF-TOKEN=abc%3D%3D; path=/');
      return new Response(null, { status: 204 });
    });
    responses.push(() => json(200, { success: true, data: { ok: true } }));
    responses.push(() => json(200, { success: true, data: { ok: true } }));

    await api.post('/orders', { items: [] });
    await api.post('/orders', { items: [] });

    expect(calls.map((c) => c.url)).toEqual(['/sanctum/csrf-cookie', '/api/orders', '/api/orders']);
    expect(header(calls[1], 'X-XSRF-TOKEN')).toBe('abc==');
    expect(header(calls[1], 'Content-Type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"items":[]}');
  });

  it('calls root paths without the /api prefix', async () => {
    setCookie('XSRF-TOKEN=t; path=/');
    responses.push(() => json(200, { success: true, data: { user: { id: 1, email: 'a@b.iq' } } }));
    await api.post('/login', { email: 'a@b.iq' }, { root: true, skipAuthRedirect: true });
    expect(calls[0]?.url).toBe('/login');
  });

  it('on 419 refreshes the CSRF cookie and retries exactly once', async () => {
    setCookie('XSRF-TOKEN=old; path=/');
    responses.push(() => json(419, { success: false, message: 'CSRF token mismatch.' }));
    responses.push(() => {
      setCookie('XSRF-TOKEN=new; path=/');
      return new Response(null, { status: 204 });
    });
    responses.push(() => json(419, { success: false, message: 'CSRF token mismatch.' }));

    const error = await api.put('/profile', { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(419);
    expect(calls.map((c) => c.url)).toEqual(['/api/profile', '/sanctum/csrf-cookie', '/api/profile']);
    expect(header(calls[2], 'X-XSRF-TOKEN')).toBe('new');
  });

  it('on 401 clears the stored user and hands over to the sign-out handler', async () => {
    localStorage.setItem('user', '{"id":1,"email":"a@b.iq"}');
    sessionStorage.setItem('user', '{"id":1,"email":"a@b.iq"}');
    responses.push(() => json(401, { success: false, message: 'Unauthenticated.' }));
    await expect(api.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 alone when the caller expects it (GET /api/user, login)', async () => {
    localStorage.setItem('user', '{"id":1,"email":"a@b.iq"}');
    responses.push(() => json(401, { success: false, message: 'Unauthenticated.' }));
    await expect(api.get('/user', { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('turns an error envelope into an ApiError with its field errors', async () => {
    responses.push(() =>
      json(422, { success: false, message: 'Invalid data', errors: { email: ['The email is invalid.'] } }),
    );
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.serverMessage).toBe('Invalid data');
    expect(error.errors).toEqual({ email: ['The email is invalid.'] });
  });

  it('reports a network failure as status 0', async () => {
    responses.push(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/categories')).rejects.toMatchObject({ status: 0, timedOut: false });
  });

  it('gives up after the timeout', async () => {
    responses.push(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    await expect(api.get('/slow', { timeoutMs: 20 })).rejects.toMatchObject({ status: 0, timedOut: true });
  });

  it('checks an answer with a schema imported on demand, imported once while the request is on its way', async () => {
    const schema = z.object({ id: z.number() });
    const requestsSentWhenImported: number[] = [];
    const load = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      requestsSentWhenImported.push(calls.length);
      return schema;
    });
    const onDemand = schemaOnDemand(load);
    responses.push(() => json(200, { success: true, data: { id: 7, extra: true } }));
    await expect(api.get('/products/7', { schema: onDemand })).resolves.toEqual({ id: 7 });
    expect(requestsSentWhenImported).toEqual([1]);
    responses.push(() => json(200, { success: true, data: { id: 'seven' } }));
    await expect(api.get('/products/7', { schema: onDemand })).rejects.toBeInstanceOf(z.ZodError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a schema import that failed again with the next request', async () => {
    const load = vi
      .fn<() => Promise<z.ZodType<{ id: number }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(z.object({ id: z.number() }));
    const onDemand = schemaOnDemand(load);
    responses.push(() => json(200, { success: true, data: { id: 1 } }));
    await expect(api.get('/products/1', { schema: onDemand })).rejects.toBeInstanceOf(TypeError);
    responses.push(() => json(200, { success: true, data: { id: 1 } }));
    await expect(api.get('/products/1', { schema: onDemand })).resolves.toEqual({ id: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
