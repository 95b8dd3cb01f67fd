import { currentLocale } from '../i18n/locale-store.ts';
import { handleUnauthorized, readCookie, refreshCsrfCookie } from './api-client.ts';
import { ApiError, errorFromBody } from './api-error.ts';

const XSRF_COOKIE = 'XSRF-TOKEN';

export interface UploadOptions<T = unknown> {
  /** Validates and types `data`: the shared zod schema of the answer. */
  schema?: { parse: (data: unknown) => T };
  /** Called with a number from 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface RawResponse {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendOnce(url: string, form: FormData, options: UploadOptions): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    const token = readCookie(XSRF_COOKIE);
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError({ status: 0 }));
    xhr.ontimeout = () => reject(new ApiError({ status: 0, timedOut: true }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload cancelled', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/**
 * POSTs multipart form data under /api with upload progress, which fetch cannot report. It behaves like the
 * API client: cookies, the CSRF header (fetching the cookie first when missing, one retry after a 419),
 * the shopper's language, and the `{success, data}` envelope unwrapped or turned into an ApiError.
 */
export async function uploadWithProgress<T>(
  path: string,
  buildForm: () => FormData,
  options: UploadOptions<T> = {},
): Promise<T> {
  if (!readCookie(XSRF_COOKIE)) await refreshCsrfCookie();
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  let response = await sendOnce(url, buildForm(), options);
  if (response.status === 419) {
    await refreshCsrfCookie();
    options.onProgress?.(0);
    response = await sendOnce(url, buildForm(), options);
  }
  const envelope =
    response.body && typeof response.body === 'object' && !Array.isArray(response.body)
      ? (response.body as Record<string, unknown>)
      : null;
  if (response.status < 200 || response.status >= 300 || envelope?.success === false) {
    if (response.status === 401) handleUnauthorized();
    throw errorFromBody(response.status, response.body);
  }
  options.onProgress?.(1);
  const data = envelope && 'success' in envelope ? envelope.data : response.body;
  return options.schema ? options.schema.parse(data) : (data as T);
}
