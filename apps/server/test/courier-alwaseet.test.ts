import { DEFAULT_COURIER_STATUS_MAPPING, mapCourierStatus } from '@shop/shared/delivery';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { alwaseetAdapter, createAlwaseetClient } from '../src/modules/delivery/alwaseet.ts';
import { CourierError, type ParcelRequest } from '../src/modules/delivery/courier.ts';
import { createCouriers } from '../src/modules/delivery/couriers.ts';
import { createRequestLimiter } from '../src/modules/delivery/request-limiter.ts';
import { type FakeAlwaseet, startFakeAlwaseet } from './fake-alwaseet.ts';

// The company's 30 a 30 s, on a window short enough for a test; the fake enforces the same.
const LIMIT = 30;
const WINDOW_MS = 1000;

let fake: FakeAlwaseet;
beforeEach(async () => {
  fake = await startFakeAlwaseet({ limit: LIMIT, windowMs: WINDOW_MS });
});
afterEach(() => fake.close());

function client(overrides: { password?: string; timeoutMs?: number } = {}) {
  return createAlwaseetClient({
    baseUrl: fake.url,
    username: fake.credentials.username,
    password: overrides.password ?? fake.credentials.password,
    timeoutMs: overrides.timeoutMs ?? 5000,
    limiter: createRequestLimiter(LIMIT, WINDOW_MS),
  });
}

const parcel = (n: number): ParcelRequest => ({
  orderNumber: `ORD-2026-${String(n).padStart(5, '0')}`,
  clientName: `زبون ${n}`,
  phone: `0770${String(10_000_000 + n).slice(1)}`,
  city: 'بغداد',
  region: n % 2 ? 'الكرادة' : 'المنصور',
  landmark: `قرب جامع ${n}`,
  itemsCount: 1 + (n % 3),
  cashToCollect: 18_500 + n * 250,
  notes: n === 1 ? 'اتصل قبل الوصول' : undefined,
});

async function failure(promise: Promise<unknown>): Promise<CourierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
}

describe('the Al-Waseet settings', () => {
  it('leave the company out when no account is set, and name the setting that is wrong', () => {
    expect(loadConfig({}).couriers.alwaseet).toBeNull();
    expect(createCouriers(loadConfig({}).couriers)).toEqual({});
    const set = loadConfig({ COURIER_ALWASEET_USERNAME: 'shop', COURIER_ALWASEET_PASSWORD: 'secret' });
    expect(set.couriers.alwaseet).toEqual({
      baseUrl: 'https://api.alwaseet-iq.net/v1/merchant',
      username: 'shop',
      password: 'secret',
    });
    expect(Object.keys(createCouriers(set.couriers))).toEqual(['alwaseet']);
    expect(() => loadConfig({ COURIER_ALWASEET_USERNAME: 'shop' })).toThrow(
      new ConfigError(
        'Invalid environment: COURIER_ALWASEET_PASSWORD: is needed with the other Al-Waseet setting',
      ),
    );
    expect(() => loadConfig({ COURIER_ALWASEET_URL: 'ftp://x' })).toThrow(
      /^Invalid environment: COURIER_ALWASEET_URL: /,
    );
  });
});

describe('the Al-Waseet client', () => {
  it('logs in once, reuses the token, and logs in again when the token is refused', async () => {
    const c = client();
    await c.cities();
    await c.regions('1');
    expect(fake.calls('login')).toHaveLength(1);
    expect(fake.calls('login')[0]?.form).toEqual({ username: 'shop', password: 'secret' });
    expect(fake.calls('regions')[0]?.query).toEqual({ city_id: '1', token: 'tok-1' });

    fake.expireTokens();
    expect(await c.cities()).toEqual([
      { id: '1', name: 'بغداد' },
      { id: '2', name: 'البصرة' },
    ]);
    expect(fake.calls('login')).toHaveLength(2);
    expect(fake.calls('citys').map((r) => r.query.token)).toEqual(['tok-1', 'tok-1', 'tok-2']);
  });

  it('logs in once for calls that start together without a token', async () => {
    const c = client();
    await Promise.all([c.cities(), c.regions('1'), c.regions('2'), c.ordersByIds(['1'])]);
    expect(fake.calls('login')).toHaveLength(1);
    expect(new Set(fake.requests.slice(1).map((r) => r.query.token))).toEqual(new Set(['tok-1']));
  });

  it('says plainly when the username and password are refused', async () => {
    const error = await failure(client({ password: 'wrong' }).cities());
    expect(error.kind).toBe('refused');
    expect(error.code).toBe('E100');
    expect(fake.calls('citys')).toHaveLength(0);
  });

  it('turns an error envelope into a typed error carrying errNum and msg', async () => {
    const c = client();
    await c.login();
    fake.setMode('refuse');
    const error = await failure(c.ordersByIds(['1']));
    expect(error).toMatchObject({ kind: 'refused', code: 'E500', courierMessage: 'الخدمة متوقفة مؤقتا' });
    expect(error.retryable).toBe(true);
  });

  it('gives up on a server that takes the call and never answers', async () => {
    const c = client({ timeoutMs: 300 });
    fake.setMode('hang');
    const started = Date.now();
    const error = await failure(c.login());
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/no answer in 300 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives up at once on a server that is not there', async () => {
    const c = client();
    await fake.close();
    const error = await failure(c.login());
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/cannot be reached/);
  });

  it('stays within the company limit however many calls are asked for at once', async () => {
    const c = client();
    await c.login();
    const started = Date.now();
    await Promise.all(Array.from({ length: 2 * LIMIT + 5 }, () => c.cities()));
    expect(fake.requests.filter((r) => r.path !== 'login' && r.path !== 'citys')).toEqual([]);
    expect(fake.calls('citys')).toHaveLength(2 * LIMIT + 5);
    expect(fake.busiestWindow()).toBeLessThanOrEqual(LIMIT);
    // Sixty-six calls at thirty a window cannot all go in under two windows.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * WINDOW_MS);
  });
});

describe('the Al-Waseet courier', () => {
  it('creates twenty parcels with the cash, phone, landmark and our order number', async () => {
    const courier = alwaseetAdapter(client());
    const created = [];
    for (let n = 1; n <= 20; n++) created.push(await courier.createParcel(parcel(n)));

    const calls = fake.calls('create-order');
    expect(calls).toHaveLength(20);
    expect(new Set(created.map((p) => p.parcelId)).size).toBe(20);
    expect(created[0]?.labelUrl).toMatch(/^https:\/\/fake\.alwaseet\.test\/qr\//);
    for (const [i, call] of calls.entries()) {
      const n = i + 1;
      expect(call.form).toEqual({
        client_name: `زبون ${n}`,
        client_mobile: `+964770${String(10_000_000 + n).slice(1)}`,
        city_id: '1',
        region_id: n % 2 ? '11' : '12',
        location: `قرب جامع ${n}`,
        type_name: 'أدوية',
        items_number: String(1 + (n % 3)),
        price: String(18_500 + n * 250),
        package_size: '1',
        merchant_notes: n === 1 ? 'اتصل قبل الوصول' : '',
        replacement: '0',
        merchant_invoice_id: `ORD-2026-${String(n).padStart(5, '0')}`,
      });
      expect(call.query.token).toBe('tok-1');
    }
    // The company's places are read once, not per parcel.
    expect(fake.calls('citys')).toHaveLength(1);
    expect(fake.calls('regions')).toHaveLength(1);
  });

  it('refuses, without calling the company, a parcel it cannot describe', async () => {
    const courier = alwaseetAdapter(client());
    const rejected = async (p: ParcelRequest) => (await failure(courier.createParcel(p))).kind;
    expect(await rejected({ ...parcel(1), phone: '12345' })).toBe('rejected');
    expect(await rejected({ ...parcel(1), cashToCollect: 1500.5 })).toBe('rejected');
    expect(await rejected({ ...parcel(1), cashToCollect: -1 })).toBe('rejected');
    expect(await rejected({ ...parcel(1), city: 'الموصل' })).toBe('rejected');
    expect(await rejected({ ...parcel(1), region: 'الاعظمية' })).toBe('rejected');
    expect((await failure(courier.cancelParcel('90001'))).retryable).toBe(false);
    expect(fake.calls('create-order')).toHaveLength(0);
  });

  it('reads statuses 25 parcels a call, and the shipped table reads them', async () => {
    const courier = alwaseetAdapter(client());
    const ids: string[] = [];
    for (let n = 1; n <= 55; n++) ids.push((await courier.createParcel(parcel(n))).parcelId);
    const [delivered, refused, returned, unknown] = ids as [string, string, string, string];
    fake.setStatus(delivered, '4', 'تم التسليم للزبون');
    fake.setStatus(refused, '9', 'رفض الاستلام');
    fake.setStatus(returned, '17', 'مرتجع الى التاجر');
    fake.setStatus(unknown, '42', 'حالة جديدة');

    const statuses = await courier.fetchStatuses([...ids, '1']);
    const batches = fake.calls('get-orders-by-ids-bulk').map((r) => r.form.ids?.split(',').length);
    expect(batches).toEqual([25, 25, 6]);
    expect(statuses).toHaveLength(55);
    const read = (id: string) =>
      mapCourierStatus(
        DEFAULT_COURIER_STATUS_MAPPING,
        statuses.find((s) => s.parcelId === id) ?? {
          status_id: null,
          status: null,
        },
      );
    expect(read(delivered)).toEqual({ status: 'delivered' });
    expect(read(refused)).toEqual({ status: 'delivery_failed', reason: 'refused' });
    expect(read(returned)).toEqual({ status: 'returning' });
    expect(read(unknown)).toEqual({ status: 'unmapped' });
    expect(read(ids[10] as string)).toEqual({ status: 'unmapped' });
    expect(fake.busiestWindow()).toBeLessThanOrEqual(LIMIT);
  });
});
