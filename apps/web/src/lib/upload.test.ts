// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from './api-client.ts';
import { uploadWithProgress } from './upload.ts';

/** Answers every upload with one status and body, as the server would. */
function fakeXhr(status: number, body: unknown) {
  return class {
    status = status;
    responseText = JSON.stringify(body);
    upload: { onprogress?: unknown } = {};
    onload?: () => void;
    open() {}
    setRequestHeader() {}
    send() {
      queueMicrotask(() => this.onload?.());
    }
  };
}

describe('uploadWithProgress', () => {
  const signedOut = vi.fn();

  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie
    document.cookie = 'XSRF-TOKEN=t; path=/';
    localStorage.setItem('user', JSON.stringify({ id: 1 }));
    signedOut.mockReset();
    setUnauthorizedHandler(signedOut);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('hands a 401 to the sign-in flow like every other request', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(401, { success: false, message: 'Unauthenticated' }));
    await expect(uploadWithProgress('/admin/files', () => new FormData())).rejects.toMatchObject({
      status: 401,
    });
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('unwraps a successful upload', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(201, { success: true, data: { id: 7 } }));
    await expect(uploadWithProgress('/admin/files', () => new FormData())).resolves.toEqual({ id: 7 });
    expect(signedOut).not.toHaveBeenCalled();
  });
});
