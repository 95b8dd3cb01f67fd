import { iraqiMobileE164 } from '@shop/shared/phone';
import { normalizeSearchText } from '@shop/shared/search';
import {
  type CourierAdapter,
  CourierError,
  type CreatedParcel,
  type ParcelRequest,
  type ParcelStatus,
} from './courier.ts';
import { createRequestLimiter, type RequestLimiter } from './request-limiter.ts';

/** COURIER_ALWASEET_*: the merchant account the shop sends parcels from. */
export interface AlwaseetSettings {
  baseUrl: string;
  username: string;
  password: string;
}

export interface AlwaseetOptions extends AlwaseetSettings {
  /** Every call gives up after this long. */
  timeoutMs?: number;
  /** The company's limit (30 requests a 30 s); a test gives a shorter window. */
  limiter?: RequestLimiter;
  /** What the company calls the goods (`type_name`), and the size class of a pharmacy parcel (`package_size`). */
  typeName?: string;
  packageSize?: string;
}

/** Every answer of the merchant API; `errNum` is "S000" on success. */
interface Envelope {
  status: boolean;
  errNum: string;
  msg: string;
  data: unknown;
}

/** At most this many parcel ids in one `get-orders-by-ids-bulk` call (the company's limit). */
export const STATUS_BATCH = 25;
export const ALWASEET_LIMIT = { max: 30, windowMs: 30_000 } as const;
const SUCCESS = 'S000';

type Form = Record<string, string | number>;

/**
 * Al-Waseet's merchant API (`/v1/merchant`): form-encoded bodies, the session token as the `token` query
 * parameter, every answer an envelope. Public integrations are the only description there is; decision 075.
 */
export function createAlwaseetClient(options: AlwaseetOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const limiter = options.limiter ?? createRequestLimiter(ALWASEET_LIMIT.max, ALWASEET_LIMIT.windowMs);
  let token: string | null = null;
  let loggingIn: Promise<string> | null = null;

  const fail = (kind: CourierError['kind'], message: string, code?: string, courierMessage?: string) =>
    new CourierError('alwaseet', kind, message, code, courierMessage);

  /** One HTTP call in a turn of the limiter; the envelope, or null when the token was refused. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    form?: Form,
  ): Promise<Envelope | null> {
    const url = `${base}/${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
    const body = form
      ? new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)] as [string, string]))
      : undefined;
    const res = await limiter
      .run(() => fetch(url, { method, body, signal: AbortSignal.timeout(timeoutMs) }))
      .catch((e: unknown) => {
        const why =
          e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
            ? `no answer in ${timeoutMs} ms`
            : `cannot be reached (${e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : e})`;
        throw fail('unreachable', `Al-Waseet ${why}`);
      });
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      return null;
    }
    const text = await res.text().catch(() => '');
    let envelope: Envelope | undefined;
    try {
      const parsed = JSON.parse(text) as Partial<Envelope>;
      if (parsed && typeof parsed === 'object' && 'errNum' in parsed) envelope = parsed as Envelope;
    } catch {
      // Not JSON: a proxy's error page, a maintenance page.
    }
    if (!envelope) {
      throw fail(
        'unreachable',
        `Al-Waseet answered ${res.status} without its envelope: ${text.slice(0, 120)}`,
      );
    }
    if (envelope.errNum !== SUCCESS) {
      throw fail(
        'refused',
        `Al-Waseet refused ${path}: ${envelope.errNum} ${envelope.msg}`,
        String(envelope.errNum),
        envelope.msg,
      );
    }
    return envelope;
  }

  async function login(): Promise<string> {
    const envelope = await call(
      'POST',
      'login',
      {},
      { username: options.username, password: options.password },
    );
    const fresh = (envelope?.data as { token?: unknown } | undefined)?.token;
    if (typeof fresh !== 'string' || !fresh) {
      throw fail('refused', 'Al-Waseet did not accept the merchant username and password', 'login');
    }
    token = fresh;
    return fresh;
  }

  /** One login at a time: the calls that find no token wait for the same one. */
  function freshToken(): Promise<string> {
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  }

  /** A call with the session token; a refused token is replaced once by a new login. */
  async function authed(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string> = {},
    form?: Form,
  ) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const used = token ?? (await freshToken());
      const envelope = await call(method, path, { ...query, token: used }, form);
      if (envelope) return envelope.data;
      // Another call may have logged in meanwhile; only a token nobody replaced yet is dropped.
      if (token === used) token = null;
    }
    throw fail('refused', `Al-Waseet refused the session token for ${path} again after a new login`, 'token');
  }

  const list = (data: unknown, what: string): Record<string, unknown>[] => {
    if (!Array.isArray(data)) throw fail('unreachable', `Al-Waseet answered ${what} without a list`);
    return data as Record<string, unknown>[];
  };

  return {
    login,
    async cities(): Promise<{ id: string; name: string }[]> {
      return list(await authed('GET', 'citys'), 'citys').map((c) => ({
        id: String(c.id),
        name: String(c.city_name ?? ''),
      }));
    },
    async regions(cityId: string): Promise<{ id: string; name: string }[]> {
      return list(await authed('GET', 'regions', { city_id: cityId }), 'regions').map((r) => ({
        id: String(r.id),
        name: String(r.region_name ?? ''),
      }));
    },
    async createOrder(fields: Form): Promise<{ qrId: string; qrLink: string | null }> {
      const [first] = list(await authed('POST', 'create-order', {}, fields), 'create-order');
      if (!first?.qr_id) throw fail('unreachable', 'Al-Waseet answered create-order without a qr_id');
      return { qrId: String(first.qr_id), qrLink: first.qr_link ? String(first.qr_link) : null };
    },
    /** Statuses of any number of parcels, 25 a call. */
    async ordersByIds(ids: readonly string[]): Promise<{ id: string; status_id: string; status: string }[]> {
      const found: { id: string; status_id: string; status: string }[] = [];
      for (let i = 0; i < ids.length; i += STATUS_BATCH) {
        const batch = ids.slice(i, i + STATUS_BATCH).join(',');
        for (const o of list(
          await authed('POST', 'get-orders-by-ids-bulk', {}, { ids: batch }),
          'statuses',
        )) {
          found.push({
            id: String(o.id),
            status_id: String(o.status_id ?? ''),
            status: String(o.status ?? ''),
          });
        }
      }
      return found;
    },
    typeName: options.typeName ?? 'أدوية',
    packageSize: options.packageSize ?? '1',
  };
}

export type AlwaseetClient = ReturnType<typeof createAlwaseetClient>;

/** The place as the company lists it: one of its names equal to ours once both are folded. */
function findPlace(places: { id: string; name: string }[], name: string): string | undefined {
  const wanted = normalizeSearchText(name);
  return places.find((p) => normalizeSearchText(p.name) === wanted)?.id;
}

/** Al-Waseet behind the shop's courier interface; its lists of cities and regions are read once a process. */
export function alwaseetAdapter(client: AlwaseetClient): CourierAdapter {
  let cities: Promise<{ id: string; name: string }[]> | null = null;
  const regions = new Map<string, Promise<{ id: string; name: string }[]>>();
  const rejected = (message: string) => new CourierError('alwaseet', 'rejected', message);

  async function place(city: string, region: string): Promise<{ cityId: string; regionId: string }> {
    cities ??= client.cities().catch((e) => {
      cities = null;
      throw e;
    });
    const cityId = findPlace(await cities, city);
    if (!cityId) throw rejected(`Al-Waseet lists no city named ${city}`);
    let known = regions.get(cityId);
    if (!known) {
      known = client.regions(cityId).catch((e) => {
        regions.delete(cityId);
        throw e;
      });
      regions.set(cityId, known);
    }
    const regionId = findPlace(await known, region);
    if (!regionId) throw rejected(`Al-Waseet lists no region named ${region} in ${city}`);
    return { cityId, regionId };
  }

  return {
    name: 'alwaseet',
    async createParcel(p: ParcelRequest): Promise<CreatedParcel> {
      const phone = iraqiMobileE164(p.phone);
      if (!phone) throw rejected(`${p.phone} is not an Iraqi mobile number`);
      if (!Number.isSafeInteger(p.cashToCollect) || p.cashToCollect < 0) {
        throw rejected(`The cash to collect must be whole dinars, not ${p.cashToCollect}`);
      }
      if (!Number.isSafeInteger(p.itemsCount) || p.itemsCount < 1) {
        throw rejected(`A parcel holds at least one item, not ${p.itemsCount}`);
      }
      const { cityId, regionId } = await place(p.city, p.region);
      const created = await client.createOrder({
        client_name: p.clientName,
        client_mobile: phone,
        city_id: cityId,
        region_id: regionId,
        location: p.landmark,
        type_name: client.typeName,
        items_number: p.itemsCount,
        price: p.cashToCollect,
        package_size: client.packageSize,
        merchant_notes: p.notes ?? '',
        replacement: 0,
        merchant_invoice_id: p.orderNumber,
      });
      return { parcelId: created.qrId, labelUrl: created.qrLink };
    },
    async cancelParcel(parcelId: string): Promise<void> {
      // The merchant API publishes no cancel call: a parcel is cancelled at the company (decision 075).
      throw rejected(
        `Al-Waseet cannot cancel parcel ${parcelId} through its API; cancel it with the company`,
      );
    },
    async fetchStatuses(parcelIds: readonly string[]): Promise<ParcelStatus[]> {
      const found = await client.ordersByIds(parcelIds);
      return found.map((o) => ({ parcelId: o.id, status_id: o.status_id, status: o.status }));
    },
  };
}
