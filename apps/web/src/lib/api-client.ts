import { API_TIMEOUT_MS, CSRF_TIMEOUT_MS } from '@shop/shared/constants';
import type { z } from 'zod';
import { currentLocale } from '../i18n/locale-store.ts';
import { ApiError, errorFromBody } from './api-error.ts';
import { clearStoredUser } from './auth-storage.ts';

/**
 * The one API client. It knows about cookies, CSRF, the 419 retry, the 401 redirect, timeouts and the envelope
 * `{success, data, message}` / `{success: false, message, errors}`. No component calls `fetch` itself.
 */

const API_BASE = '/api';
const CSRF_PATH = '/sanctum/csrf-cookie';
const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T = unknown> {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Call a path at the web root (`/login`) instead of under `/api`. */
  root?: boolean;
  /** A 401 here is an answer, not an expired session: no sign-out, no redirect (GET /api/user, POST /login). */
  skipAuthRedirect?: boolean;
  /** Extra request headers (an `Idempotency-Key`, for instance). */
  headers?: Record<string, string>;
  /** Validates and types `data`: a zod schema from @shop/shared, or one imported on demand (schemaOnDemand). */
  schema?: Schema<T> | SchemaOnDemand<T>;
}

interface Schema<T> {
  parse: (data: unknown) => T;
}

/** A schema imported when the first answer it checks is asked for (see schemaOnDemand). */
export interface SchemaOnDemand<T> {
  load: () => Promise<Schema<T>>;
}

export interface ApiResult<T> {
  data: T;
  message: string | undefined;
}

// ---------------------------------------------------------------- 401 handling

let unauthorizedHandler: () => void = () => {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  window.location.assign(`/login?redirect=${encodeURIComponent(pathname + search)}`);
};

/** The app replaces the default (a full page load) with a router navigation and a cache reset. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The session is gone: forget the user and hand over to the sign-in flow (any request that got a 401). */
export function handleUnauthorized(): void {
  clearStoredUser();
  clearCsrfCookie();
  unauthorizedHandler();
}

// ---------------------------------------------------------------- CSRF

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const raw = rest.join('=');
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/**
 * The server sets the readable XSRF-TOKEN cookie with every session, with the same lifetime; without it
 * there is no session to ask about.
 */
export function mayHaveSession(): boolean {
  return readCookie(XSRF_COOKIE) !== null;
}

export function clearCsrfCookie(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: expiring one cookie; the Cookie Store API is not in every browser we serve
  document.cookie = `${XSRF_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}

let csrfInFlight: Promise<void> | null = null;

/** Fetches the XSRF-TOKEN cookie (10 s timeout); concurrent callers share one request. */
export function refreshCsrfCookie(): Promise<void> {
  csrfInFlight ??= (async () => {
    const { signal, done } = withTimeout(CSRF_TIMEOUT_MS);
    try {
      await fetch(CSRF_PATH, {
        method: 'GET',
        credentials: 'include',
        headers: { Accept: 'application/json' },
        signal,
      });
    } catch {
      // the real call that follows reports the failure
    } finally {
      done();
      csrfInFlight = null;
    }
  })();
  return csrfInFlight;
}

async function ensureCsrfCookie(): Promise<void> {
  if (!readCookie(XSRF_COOKIE)) await refreshCsrfCookie();
}

// ---------------------------------------------------------------- transport

function withTimeout(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer) {
    if (outer.aborted) controller.abort(outer.reason);
    else outer.addEventListener('abort', forward, { once: true });
  }
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

export function buildUrl(path: string, options: { root?: boolean; query?: QueryParams } = {}): string {
  const prefix = options.root ? '' : API_BASE;
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${prefix}${clean}${qs ? `?${qs}` : ''}`;
}

export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's page renderer (entry-server.tsx) answers the app's API calls in-process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function send(method: HttpMethod, path: string, options: RequestOptions<unknown>) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);
  const token = readCookie(XSRF_COOKIE);
  if (token) headers['X-XSRF-TOKEN'] = token;

  const timeout = withTimeout(options.timeoutMs ?? API_TIMEOUT_MS, options.signal);
  try {
    const response = await transport(buildUrl(path, options), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: timeout.signal,
    });
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: response.status, ok: response.ok, body };
  } catch (error) {
    // A caller that cancelled (TanStack Query unmounting, for instance) gets its own abort back.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, timedOut: timeout.timedOut() });
  } finally {
    timeout.done();
  }
}

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const write = !SAFE_METHODS.has(method);
  // Imported while the request is on its way.
  const schema = options.schema && 'load' in options.schema ? options.schema.load() : options.schema;
  // A failed import is reported by the request that awaits it; one that ends with an error first never awaits it.
  if (schema instanceof Promise) schema.catch(() => undefined);
  if (write) await ensureCsrfCookie();

  let response = await send(method, path, options);
  if (response.status === 419 && write) {
    // CSRF token expired or missing: fetch a fresh cookie and try exactly once more.
    await refreshCsrfCookie();
    response = await send(method, path, options);
  }

  const body = response.body;
  const envelope =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;

  if (!response.ok || envelope?.success === false) {
    const error = errorFromBody(response.status, body);
    if (response.status === 401 && !options.skipAuthRedirect) handleUnauthorized();
    throw error;
  }

  const data = envelope && 'success' in envelope ? (envelope.data ?? null) : body;
  const message = envelope && typeof envelope.message === 'string' ? envelope.message : undefined;
  const parser = await schema;
  return { data: parser ? parser.parse(data) : (data as T), message };
}

/**
 * A shared schema imported with the first request that needs it rather than with the page:
 * `schemaOnDemand(() => import('@shop/shared/catalog').then((m) => m.productView))`. The catalog's pages are
 * rendered by the server with their data, so their first load asks nothing and builds no zod schema; building
 * them with the page's scripts was a long task of its own on a slow phone (Lighthouse's total blocking time).
 */
export function schemaOnDemand<S extends z.ZodType>(load: () => Promise<S>): SchemaOnDemand<z.output<S>> {
  let loading: Promise<S> | undefined;
  return {
    load: () => {
      loading ??= load().catch((error: unknown) => {
        loading = undefined; // a failed download is tried again with the next request
        throw error;
      });
      return loading;
    },
  };
}

type Options<T> = Omit<RequestOptions<T>, 'body'>;

/**
 * Types `data` from a shared zod schema WITHOUT parsing it: `{ schema: unparsed<typeof productPage>() }`.
 * Only for the shopper's first load of `/` (home lists, categories, config), where parsing would pull zod into
 * the first download and past its budget (bench/bundle-size.mjs); the type is still the shared schema's, never
 * written by hand. Everywhere else, pass the schema itself, or import it on demand (schemaOnDemand).
 */
export const unparsed = <S extends z.ZodType>(): { parse: (data: unknown) => z.output<S> } => ({
  parse: (data) => data as z.output<S>,
});

export const api = {
  get: async <T = unknown>(path: string, options?: Options<T>) =>
    (await apiRequest<T>('GET', path, options)).data,
  post: async <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    (await apiRequest<T>('POST', path, { ...options, body })).data,
  put: async <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    (await apiRequest<T>('PUT', path, { ...options, body })).data,
  patch: async <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    (await apiRequest<T>('PATCH', path, { ...options, body })).data,
  delete: async <T = unknown>(path: string, options?: Options<T>) =>
    (await apiRequest<T>('DELETE', path, options)).data,
};
