// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from './auth.ts';

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting cookies
  document.cookie = cookie;
}

describe('fetchCurrentUser', () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    setCookie('XSRF-TOKEN=; Max-Age=0; path=/');
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('does not ask the server on a first visit without session cookies', async () => {
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when a session may exist, and takes a 401 as signed out', async () => {
    setCookie('XSRF-TOKEN=t; path=/');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: false, message: 'Unauthenticated' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user');
  });

  it('takes data: null as signed out and forgets the remembered user', async () => {
    setCookie('XSRF-TOKEN=t; path=/');
    localStorage.setItem('user', JSON.stringify({ id: 7, email: 'zainab@example.iq', name: 'زينب' }));
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, data: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
