import { API_TIMEOUT_MS } from '@shop/shared/constants';
import { currentLocale } from '../../../i18n/locale-store.ts';
import { api, buildUrl, readCookie, refreshCsrfCookie } from '../../../lib/api-client.ts';
import { ApiError, errorFromBody } from '../../../lib/api-error.ts';

/**
 * A local copy of the one API client's write path, for the single call that needs what the client cannot do
 * yet: send a request header (`Idempotency-Key`) and read the error's `data` (the 409 stock report).
 * Everything else (CSRF cookie, the one 419 retry, Accept-Language, timeout, the 401 sign-out) behaves as in
 * lib/api-client.ts. Replace with `api.post(path, body, { headers })` once the client accepts headers.
 */

export interface StockShortage {
  product_id: number;
  requested: number;
  available: number;
}

/** A refused order; `shortages` is filled for the 409 "not available in the quantity requested". */
export class OrderRequestError extends ApiError {
  readonly shortages: StockShortage[];

  constructor(base: ApiError, shortages: StockShortage[]) {
    super({
      status: base.status,
      message: base.serverMessage,
      errors: base.errors,
      timedOut: base.timedOut,
    });
    this.name = 'OrderRequestError';
    this.shortages = shortages;
  }
}

function readShortages(body: unknown): StockShortage[] {
  const data = (body as { data?: { items?: unknown } } | null)?.data;
  if (!Array.isArray(data?.items)) return [];
  return data.items.flatMap((raw) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const id = Number(item.product_id);
    if (!Number.isInteger(id)) return [];
    return [
      { product_id: id, requested: Number(item.requested) || 0, available: Number(item.available) || 0 },
    ];
  });
}

async function send(path: string, body: unknown, headers: Record<string, string>) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const token = readCookie('XSRF-TOKEN');
  try {
    const response = await fetch(buildUrl(path), {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLocale(),
        'Content-Type': 'application/json',
        ...(token ? { 'X-XSRF-TOKEN': token } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, ok: response.ok, body: parsed };
  } catch {
    throw new ApiError({ status: 0, timedOut });
  } finally {
    clearTimeout(timer);
  }
}

/** POST with extra headers; answers the envelope's `data`. */
export async function postWithHeaders(
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; data: unknown }> {
  if (!readCookie('XSRF-TOKEN')) await refreshCsrfCookie();
  let response = await send(path, body, headers);
  if (response.status === 419) {
    await refreshCsrfCookie();
    response = await send(path, body, headers);
  }
  const envelope = (response.body && typeof response.body === 'object' ? response.body : null) as Record<
    string,
    unknown
  > | null;
  if (!response.ok || envelope?.success === false) {
    if (response.status === 401) {
      // The session is gone: let the one client do its sign-out and redirect to /login.
      await api.get('/user').catch(() => undefined);
    }
    throw new OrderRequestError(
      errorFromBody(response.status, response.body),
      response.status === 409 ? readShortages(response.body) : [],
    );
  }
  return { status: response.status, data: envelope && 'data' in envelope ? envelope.data : response.body };
}
