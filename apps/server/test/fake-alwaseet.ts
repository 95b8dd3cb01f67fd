import Fastify from 'fastify';

/** One call the fake received, for a test's assertions. */
export interface AlwaseetRequest {
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
}

export interface FakeParcel {
  id: string;
  form: Record<string, string>;
  status_id: string;
  status: string;
}

export const FAKE_CITIES = [
  { id: '1', city_name: 'بغداد' },
  { id: '2', city_name: 'البصرة' },
];
export const FAKE_REGIONS: Record<string, { id: string; region_name: string }[]> = {
  '1': [
    { id: '11', region_name: 'الكرادة' },
    { id: '12', region_name: 'المنصور' },
  ],
  '2': [{ id: '21', region_name: 'العشار' }],
};

/**
 * A local stand-in for Al-Waseet's merchant API (`/v1/merchant`): the same calls, form bodies, `token` query
 * parameter and `{ status, errNum, msg, data }` envelope, and the same limit of requests in a window, answered
 * with an error envelope when exceeded. Tests set parcels' statuses and make it fail; it never calls out.
 */
export async function startFakeAlwaseet(opts: { limit?: number; windowMs?: number } = {}) {
  const limit = opts.limit ?? 30;
  const windowMs = opts.windowMs ?? 30_000;
  const credentials = { username: 'shop', password: 'secret' };
  const requests: AlwaseetRequest[] = [];
  const parcels = new Map<string, FakeParcel>();
  let tokens = new Set<string>();
  let issued = 0;
  let nextParcel = 90_000;
  let mode: 'up' | 'hang' | 'refuse' = 'up';
  const hanging = new Set<() => void>();

  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const ok = (data: unknown) => ({ status: true, errNum: 'S000', msg: 'ok', data });
  const error = (errNum: string, msg: string) => ({ status: false, errNum, msg, data: [] });

  app.addHook('preHandler', async (req, reply) => {
    const at = Date.now();
    const path = req.routeOptions.url?.replace(/^\/v1\/merchant\//, '') ?? req.url;
    const inWindow = requests.filter((r) => r.at > at - windowMs).length;
    requests.push({
      at,
      method: req.method,
      path,
      query: { ...(req.query as Record<string, string>) },
      form: { ...((req.body as Record<string, string> | undefined) ?? {}) },
    });
    if (mode === 'hang') {
      await new Promise<void>((resolve) => hanging.add(resolve));
      return reply.code(503).send(error('E503', 'down'));
    }
    if (mode === 'refuse') return reply.send(error('E500', 'الخدمة متوقفة مؤقتا'));
    if (inWindow >= limit) return reply.code(429).send(error('E429', 'تم تجاوز الحد المسموح من الطلبات'));
    if (path !== 'login' && !tokens.has((req.query as { token?: string }).token ?? '')) {
      return reply.code(401).send(error('E401', 'token expired'));
    }
  });

  app.post('/v1/merchant/login', async (req) => {
    const form = req.body as Record<string, string>;
    if (form.username !== credentials.username || form.password !== credentials.password) {
      return error('E100', 'اسم المستخدم او كلمة المرور غير صحيحة');
    }
    const token = `tok-${++issued}`;
    tokens.add(token);
    return ok({ token });
  });
  app.get('/v1/merchant/citys', async () => ok(FAKE_CITIES));
  app.get('/v1/merchant/regions', async (req) =>
    ok(FAKE_REGIONS[(req.query as { city_id: string }).city_id] ?? []),
  );
  app.post('/v1/merchant/create-order', async (req) => {
    const form = req.body as Record<string, string>;
    const missing = [
      'client_name',
      'client_mobile',
      'city_id',
      'region_id',
      'location',
      'price',
      'items_number',
    ].filter((k) => !form[k]);
    if (missing.length) return error('E201', `missing ${missing.join(', ')}`);
    const id = String(++nextParcel);
    parcels.set(id, { id, form, status_id: '1', status: 'فعال' });
    return ok([{ qr_id: id, qr_link: `https://fake.alwaseet.test/qr/${id}` }]);
  });
  app.post('/v1/merchant/get-orders-by-ids-bulk', async (req) => {
    const ids = String((req.body as Record<string, string>).ids ?? '').split(',');
    if (ids.length > 25) return error('E301', 'at most 25 ids');
    return ok(
      ids.flatMap((id) => {
        const p = parcels.get(id);
        return p ? [{ id: p.id, status_id: p.status_id, status: p.status }] : [];
      }),
    );
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}/v1/merchant`,
    credentials,
    requests,
    parcels,
    /** The calls to one path, in order. */
    calls: (path: string) => requests.filter((r) => r.path === path),
    setStatus(id: string, status_id: string, status: string) {
      const parcel = parcels.get(id);
      if (!parcel) throw new Error(`no parcel ${id}`);
      Object.assign(parcel, { status_id, status });
    },
    /** Forgets every token, as the company does when a session ends. */
    expireTokens() {
      tokens = new Set();
    },
    /** `hang`: takes requests and never answers; `refuse`: answers an error envelope to everything. */
    setMode(next: 'up' | 'hang' | 'refuse') {
      mode = next;
      if (next !== 'hang') for (const release of hanging) release();
      if (next !== 'hang') hanging.clear();
    },
    /** The most requests that arrived within any one window. */
    busiestWindow(): number {
      let most = 0;
      for (const [i, r] of requests.entries()) {
        most = Math.max(most, requests.slice(i).filter((s) => s.at < r.at + windowMs).length);
      }
      return most;
    },
    async close() {
      for (const release of hanging) release();
      await app.close();
    },
  };
}

export type FakeAlwaseet = Awaited<ReturnType<typeof startFakeAlwaseet>>;
