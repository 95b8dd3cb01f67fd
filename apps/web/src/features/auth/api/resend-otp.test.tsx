// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/toast.ts';
import { useResendCode } from './resend-otp.ts';

vi.mock('../../../lib/toast.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useResendCode', () => {
  const form = { clearCode: vi.fn(), onResent: vi.fn(), setFormError: vi.fn() };

  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the CSRF cookie
    document.cookie = 'XSRF-TOKEN=t; path=/';
    for (const fn of Object.values(form)) fn.mockReset();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('clears the typed code and restarts the timer when a new code is sent', async () => {
    answer(200, { success: true, data: null, message: 'We sent a new code' });
    const { result } = renderHook(() => useResendCode('sara@example.com', 'registration', form), { wrapper });
    await act(() => result.current.run());
    expect(form.clearCode).toHaveBeenCalledOnce();
    expect(form.onResent).toHaveBeenCalledOnce();
    expect(form.setFormError).toHaveBeenLastCalledWith(null);
  });

  it('shows the server’s reason when it refuses, and keeps the code and the timer', async () => {
    answer(429, { success: false, message: 'Please wait a minute before asking for another code' });
    const { result } = renderHook(() => useResendCode('sara@example.com', 'password_reset', form), {
      wrapper,
    });
    await act(() => result.current.run());
    expect(form.setFormError).toHaveBeenLastCalledWith('Please wait a minute before asking for another code');
    // Said once, in the form: no toast repeating it over the page.
    expect(notify.error).not.toHaveBeenCalled();
    expect(form.clearCode).not.toHaveBeenCalled();
    expect(form.onResent).not.toHaveBeenCalled();
  });
});
