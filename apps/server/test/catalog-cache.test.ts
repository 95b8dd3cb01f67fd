import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../src/db/schema.ts';
import { EncodedBody } from '../src/lib/encoded.ts';
import {
  answersInProgress,
  cachedBytes,
  catalogChanged,
  configureCatalogCache,
  forgetProducts,
  MAX_CACHE_BYTES,
  noStockChanges,
  recallWords,
  remember,
  rememberAnswer,
  rememberShowing,
  salesChanged,
  trackStock,
} from '../src/modules/catalog/cache.ts';
import { planSearch } from '../src/modules/catalog/search/index.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
let categoryId: number;
let rankingCategoryId: number;
let admin: TestClient;

beforeAll(async () => {
  // Long enough that only invalidation or a discount boundary can explain a fresh answer.
  ctx = await createTestApp({ CATALOG_CACHE_MS: '60000' });
  categoryId = (await makeCategory(ctx.database.db, { slug: 'cached' })).id;
  rankingCategoryId = (await makeCategory(ctx.database.db, { slug: 'cached-ranking' })).id;
  const a = await makeUser(ctx.database.db, { admin: true });
  admin = await new TestClient(ctx.app).signInAs(a.id);
});

afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const shopper = () => new TestClient(ctx.app);
const product = async (id: number, lang = 'en') =>
  (await shopper().get(`/api/products/${id}?lang=${lang}`)).json().data;
const setPriceBehindTheShopsBack = (id: number, price: number) =>
  db().update(products).set({ price }).where(eq(products.id, id));

describe('remembered catalog answers', () => {
  it('serves a repeated question from memory, per language and URL, with the same body', async () => {
    const p = await makeProduct(db(), { categoryId, price: 10_000 });
    const first = await shopper().get(`/api/products/${p.id}?lang=en`);
    await setPriceBehindTheShopsBack(p.id, 11_000);
    const again = await shopper().get(`/api/products/${p.id}?lang=en`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);
    expect((await product(p.id, 'ar')).price).toBe(11_000);
  });

  it('drops everything when an admin changes a product', async () => {
    const p = await makeProduct(db(), { categoryId, price: 10_000 });
    const list = `/api/products?category=cached&sort=created_at&order=desc&lang=en`;
    expect((await shopper().get(list)).json().data.data[0]).toMatchObject({ id: p.id, price: 10_000 });
    await setPriceBehindTheShopsBack(p.id, 12_000);
    const toggled = await admin.request({
      method: 'PATCH',
      url: `/api/admin/products/${p.id}`,
      payload: { featured: true },
    });
    expect(toggled.statusCode).toBe(200);
    expect((await shopper().get(list)).json().data.data[0]).toMatchObject({
      id: p.id,
      price: 12_000,
      featured: true,
    });
  });

  it('shows the stock an order took and an admin discount at once', async () => {
    const p = await makeProduct(db(), { categoryId, price: 20_000, stock: 5 });
    expect(await product(p.id)).toMatchObject({ stock: 5, has_discount: false });
    const buyer = await makeUser(db());
    const placed = await (await shopper().signInAs(buyer.id)).post('/api/orders', {
      items: [{ product_id: p.id, quantity: 2 }],
      shipping_address: shippingAddress,
    });
    expect(placed.statusCode).toBe(201);
    expect((await product(p.id)).stock).toBe(3);

    const now = Date.now();
    const created = await admin.post('/api/admin/discounts', {
      name: 'Cached sale',
      type: 'percentage',
      value: 10,
      target: 'product',
      product_ids: [p.id],
      startDate: new Date(now - 60_000).toISOString(),
      endDate: new Date(now + 86_400_000).toISOString(),
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    expect(await product(p.id)).toMatchObject({ has_discount: true, discounted_price: 18_000 });
  });

  it('moves this week\u2019s sales ranking at once when an order is placed and when it is cancelled', async () => {
    const slow = await makeProduct(db(), { categoryId: rankingCategoryId, stock: 10 });
    const fast = await makeProduct(db(), { categoryId: rankingCategoryId, stock: 10 });
    const ranking = `/api/products?category=cached-ranking&sort=sales&order=desc&period=week&limit=2&lang=en`;
    const top = async () =>
      (await shopper().get(ranking))
        .json()
        .data.data.map((x: { id: number; period_sales: number }) => [x.id, x.period_sales]);
    expect(await top()).toEqual([
      [fast.id, 0],
      [slow.id, 0],
    ]);
    const buyer = await (await shopper().signInAs((await makeUser(db())).id)).post('/api/orders', {
      items: [{ product_id: slow.id, quantity: 3 }],
      shipping_address: shippingAddress,
    });
    expect(buyer.statusCode).toBe(201);
    expect(await top()).toEqual([
      [slow.id, 3],
      [fast.id, 0],
    ]);
    const cancelled = await admin.request({
      method: 'PUT',
      url: `/api/orders/${buyer.json().data.id}`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await top()).toEqual([
      [fast.id, 0],
      [slow.id, 0],
    ]);
  });

  it('keeps its answers when an order moves without touching stock, and drops them when a cancel returns it', async () => {
    const p = await makeProduct(db(), { categoryId, price: 7_000, stock: 9 });
    const buyer = await (await shopper().signInAs((await makeUser(db())).id)).post('/api/orders', {
      items: [{ product_id: p.id, quantity: 1 }],
      shipping_address: shippingAddress,
    });
    expect(buyer.statusCode).toBe(201);
    const id = buyer.json().data.id;
    expect((await product(p.id)).price).toBe(7_000);
    await setPriceBehindTheShopsBack(p.id, 7_500);
    const move = (status: string) =>
      admin.request({ method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status } });
    // Processing changes nothing shoppers see: the remembered page stays.
    expect((await move('processing')).statusCode).toBe(200);
    expect((await product(p.id)).price).toBe(7_000);
    // Cancelling puts the unit back on the shelf: the page is read afresh.
    expect((await move('cancelled')).statusCode).toBe(200);
    expect(await product(p.id)).toMatchObject({ price: 7_500, stock: 9 });
  });

  it('drops only the answers showing what an order sold, while no stock status changes', async () => {
    const sold = await makeProduct(db(), { categoryId, price: 5_000, stock: 40 });
    const other = await makeProduct(db(), { categoryId: rankingCategoryId, price: 6_000, stock: 40 });
    const soldList = `/api/products?category=cached&sort=created_at&order=desc&limit=5&lang=en`;
    const otherList = `/api/products?category=cached-ranking&sort=created_at&order=desc&limit=5&lang=en`;
    const priceIn = async (url: string, id: number) =>
      (await shopper().get(url)).json().data.data.find((x: { id: number }) => x.id === id)?.price;
    expect(await priceIn(soldList, sold.id)).toBe(5_000);
    expect(await priceIn(otherList, other.id)).toBe(6_000);
    expect((await product(other.id)).price).toBe(6_000);
    // Written past the shop: only an answer read afresh can show these.
    await setPriceBehindTheShopsBack(sold.id, 5_500);
    await setPriceBehindTheShopsBack(other.id, 6_500);
    const buyer = await shopper().signInAs((await makeUser(db())).id);
    const order = (id: number, quantity: number) =>
      buyer.post('/api/orders', { items: [{ product_id: id, quantity }], shipping_address: shippingAddress });
    expect((await order(sold.id, 2)).statusCode).toBe(201);
    expect((await product(sold.id)).stock).toBe(38);
    expect(await priceIn(soldList, sold.id)).toBe(5_500);
    // Answers without the sold product are still the remembered ones.
    expect(await priceIn(otherList, other.id)).toBe(6_000);
    expect((await product(other.id)).price).toBe(6_000);

    // Selling the last units takes the product out of "in stock" lists: everything is read afresh.
    expect((await order(sold.id, 38)).statusCode).toBe(201);
    expect((await product(sold.id)).stock_status).toBe('out_of_stock');
    expect(await priceIn(otherList, other.id)).toBe(6_500);
    expect((await product(other.id)).price).toBe(6_500);
  });

  it('never serves a price across a discount start, however long answers are kept', async () => {
    const p = await makeProduct(db(), { categoryId, price: 8_000 });
    const startsAt = Date.now() + 1_500;
    const created = await admin.post('/api/admin/discounts', {
      name: 'Starts soon',
      type: 'fixed',
      value: 1_000,
      target: 'product',
      product_ids: [p.id],
      startDate: new Date(startsAt).toISOString(),
      endDate: new Date(startsAt + 86_400_000).toISOString(),
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    expect(await product(p.id)).toMatchObject({ has_discount: false, price: 8_000 });
    await new Promise((r) => setTimeout(r, startsAt + 300 - Date.now()));
    expect(await product(p.id)).toMatchObject({ has_discount: true, discounted_price: 7_000 });
  });

  it("remembers the shop's public settings per language, and a saved change reaches the next answer", async () => {
    const config = async (lang: string) => (await shopper().get(`/api/config?lang=${lang}`)).json().data;
    const before = await config('en');
    expect((await config('ar')).contact.city).not.toBe(before.contact.city);
    const current = (await admin.get('/api/admin/settings')).json().data;
    const saved = await admin.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: {
        ...current,
        shipping_fee: current.shipping_fee + 1_000,
        contact: { ...current.contact, city_en: 'Basra' },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await config('en')).toMatchObject({
      shipping_fee: before.shipping_fee + 1_000,
      contact: { city: 'Basra' },
    });
  });
});

describe('remember', () => {
  it('loads once for many concurrent askers', async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return 'value';
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => remember(db(), 'test-once', load)));
    expect(new Set(answers)).toEqual(new Set(['value']));
    expect(loads).toBe(1);
    await remember(db(), 'test-once', load);
    expect(loads).toBe(1);
  });

  it('does not keep a value loaded before a change that happened while it loaded', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const stale = remember(db(), 'test-race', async () => {
      await gate;
      return 'before';
    });
    catalogChanged(db());
    release();
    expect(await stale).toBe('before');
    expect(await remember(db(), 'test-race', async () => 'after')).toBe('after');
  });

  it('does not keep a value showing a product whose stock changed while it loaded; others are kept', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const showing = (id: number, value: string) => async (shown: Set<number>) => {
      shown.add(id);
      await gate;
      return value;
    };
    const changed = remember(db(), 'test-stock-race-1', showing(900_001, 'before'));
    const untouched = remember(db(), 'test-stock-race-2', showing(900_002, 'kept'));
    forgetProducts(db(), [900_001]);
    release();
    expect([await changed, await untouched]).toEqual(['before', 'kept']);
    expect(await remember(db(), 'test-stock-race-1', async () => 'after')).toBe('after');
    expect(await remember(db(), 'test-stock-race-2', async () => 'reloaded')).toBe('kept');
  });

  it('does not let a question asked after a stock change join a load that started before it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const before = remember(db(), 'test-join', async (shown) => {
      shown.add(900_021);
      await gate;
      return 'before';
    });
    forgetProducts(db(), [900_021]);
    const after = remember(db(), 'test-join', async () => 'after');
    release();
    expect([await before, await after]).toEqual(['before', 'after']);
  });

  it('drops what shows a product whose sales count changed with no stock change', async () => {
    const load = async (shown: Set<number>) => {
      shown.add(900_031);
      return `loaded ${Math.random()}`;
    };
    const first = await remember(db(), 'test-sales', load);
    expect(await remember(db(), 'test-sales', load)).toBe(first);
    const stock = noStockChanges();
    await db().transaction(async (tx) => {
      trackStock(tx, stock);
      salesChanged(tx, 900_031);
    });
    catalogChanged(db(), stock);
    expect(await remember(db(), 'test-sales', load)).not.toBe(first);
  });

  it('says which products a value shows, whether it was loaded or remembered, and drops it when one changes', async () => {
    let loads = 0;
    const load = async (shown: Set<number>) => {
      loads++;
      shown.add(900_011).add(900_012);
      return 'two products';
    };
    for (let i = 0; i < 2; i++) {
      const got = await rememberShowing(db(), 'test-showing', load);
      expect(got).toEqual({ value: 'two products', products: new Set([900_011, 900_012]) });
    }
    expect(loads).toBe(1);
    forgetProducts(db(), [900_013]);
    await remember(db(), 'test-showing', load);
    expect(loads).toBe(1);
    forgetProducts(db(), [900_012]);
    await remember(db(), 'test-showing', load);
    expect(loads).toBe(2);
  });

  it('serves an old answer while one refresh runs, and waits once it is too old', async () => {
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    configureCatalogCache(db(), 200);
    try {
      let loads = 0;
      const load = async () => {
        loads++;
        await sleep(50);
        return `v${loads}`;
      };
      expect(await remember(db(), 'test-stale', load)).toBe('v1');
      await sleep(250); // older than the lifetime, younger than twice it
      expect(await remember(db(), 'test-stale', load)).toBe('v1');
      expect(await remember(db(), 'test-stale', load)).toBe('v1');
      await sleep(100);
      expect(loads).toBe(2);
      expect(await remember(db(), 'test-stale', load)).toBe('v2');
      await sleep(450); // past twice the lifetime: nobody is served that
      expect(await remember(db(), 'test-stale', load)).toBe('v3');
    } finally {
      configureCatalogCache(db(), 60_000);
    }
  });

  it('holds no more than its byte budget, dropping the oldest answers first', async () => {
    catalogChanged(db());
    const page = new EncodedBody('x'.repeat(400_000), 'text/html'); // a big page: ~540 KB with its forms
    const count = Math.ceil(MAX_CACHE_BYTES / page.approximateBytes) + 20;
    for (let i = 0; i < count; i++) await remember(db(), `test-big-${i}`, async () => page);
    expect(cachedBytes(db())).toBeLessThanOrEqual(MAX_CACHE_BYTES);
    expect(cachedBytes(db())).toBeGreaterThan(MAX_CACHE_BYTES - 2 * page.approximateBytes);
    let reloaded = false;
    await remember(db(), 'test-big-0', async () => {
      reloaded = true;
      return page;
    });
    expect(reloaded).toBe(true); // the oldest went first
    catalogChanged(db());
    expect(cachedBytes(db())).toBe(0);
  });

  it("counts a rendered page's bytes, handed over as bytes, against the budget", async () => {
    catalogChanged(db());
    // What a render thread hands over: the page's HTML and data as UTF-8 (page-renderer.ts).
    const rendered = () => ({ html: new Uint8Array(300_000), state: new Uint8Array(100_000), title: null });
    const count = Math.ceil(MAX_CACHE_BYTES / 400_000) + 20;
    for (let i = 0; i < count; i++) await remember(db(), `test-rendered-${i}`, async () => rendered());
    expect(cachedBytes(db())).toBeLessThanOrEqual(MAX_CACHE_BYTES);
    expect(cachedBytes(db())).toBeGreaterThan(MAX_CACHE_BYTES - 2 * 400_000);
    catalogChanged(db());
  });

  it('works out at most so many answers nobody remembers at once, in the order asked; their parts never wait', async () => {
    configureCatalogCache(db(), 60_000, 2);
    const finish = new Map<number, () => void>();
    try {
      const started: number[] = [];
      const load = (i: number) => async () => {
        started.push(i);
        // What an answer is made of is remembered without waiting for a turn, even with every turn taken.
        const part = await remember(db(), `test-turns-part-${i}`, async () => `part ${i}`);
        await new Promise<void>((r) => finish.set(i, r));
        return `answer ${i} of ${part}`;
      };
      const answers = [0, 1, 2, 3, 4].map((i) => rememberAnswer(db(), `test-turns-${i}`, load(i)));
      // Asked again while it is worked out: the same work, no turn of its own.
      const again = rememberAnswer(db(), 'test-turns-0', load(99));
      const waiting = (i: number) => vi.waitFor(() => expect(finish.has(i)).toBe(true));
      await waiting(0);
      await waiting(1);
      expect(answersInProgress(db())).toEqual({ working: 2, waiting: 3 });
      expect(started).toEqual([0, 1]);
      finish.get(1)!();
      await waiting(2);
      expect(started).toEqual([0, 1, 2]);
      finish.get(0)!();
      finish.get(2)!();
      await waiting(3);
      await waiting(4);
      expect(started).toEqual([0, 1, 2, 3, 4]);
      finish.get(3)!();
      finish.get(4)!();
      expect((await Promise.all(answers)).map((a) => a.value)).toEqual(
        [0, 1, 2, 3, 4].map((i) => `answer ${i} of part ${i}`),
      );
      expect((await again).value).toBe('answer 0 of part 0');
      expect(answersInProgress(db())).toEqual({ working: 0, waiting: 0 });
    } finally {
      // A failure above must not leave turns taken for the tests after it.
      for (const done of finish.values()) done();
      configureCatalogCache(db(), 60_000);
    }
  });

  it('has new searches sent at once take turns, each answered as when asked alone', async () => {
    for (const name of ['مرهم الشفاء', 'غسول الشفاء', 'كريم الشفاء'])
      await makeProduct(db(), { categoryId, nameAr: name, nameEn: name });
    const asked = ['الشفاء', 'مرهم', 'غسول', 'كريم', 'مرهم الشفاء', 'غسول الشفاء', 'كريم الشفاء', 'شفاء'];
    const url = (q: string, n: number) =>
      `/api/products?search=${encodeURIComponent(q)}&lang=ar&v=turns-${n}`;
    const alone = [];
    for (const q of asked) alone.push((await shopper().get(url(q, 1))).json().data);
    configureCatalogCache(db(), 60_000, 2);
    try {
      // Seen while they run: between PostgreSQL's answers, and on PGlite, which answers without giving way to
      // the event loop, as each search opens its transaction while it holds a turn.
      let most = 0;
      let waited = 0;
      const look = () => {
        const now = answersInProgress(db());
        most = Math.max(most, now.working);
        waited = Math.max(waited, now.waiting);
      };
      let looking = true;
      const lookAgain = () => {
        look();
        if (looking) setImmediate(lookAgain);
      };
      lookAgain();
      const handle = db() as unknown as { transaction: (...args: unknown[]) => unknown };
      const transaction = handle.transaction;
      handle.transaction = (...args) => {
        look();
        return transaction.apply(handle, args);
      };
      let together: Awaited<ReturnType<TestClient['get']>>[];
      try {
        together = await Promise.all(asked.map((q) => shopper().get(url(q, 2))));
      } finally {
        handle.transaction = transaction;
        looking = false;
      }
      expect(together.map((r) => r.statusCode)).toEqual(asked.map(() => 200));
      expect(together.map((r) => r.json().data)).toEqual(alone);
      expect(most).toBe(2);
      expect(waited).toBeGreaterThan(0);
    } finally {
      configureCatalogCache(db(), 60_000);
    }
  });

  it('does not remember a failure', async () => {
    await expect(
      remember(db(), 'test-failure', async () => {
        throw new Error('database went away');
      }),
    ).rejects.toThrow('database went away');
    expect(await remember(db(), 'test-failure', async () => 'recovered')).toBe('recovered');
  });
});

describe('remembered vocabulary look-ups', () => {
  const typo = (q: string, n: number) =>
    shopper()
      .get(`/api/products?search=${q}&limit=5&lang=en&n=${n}`)
      .then((r) => r.json().data.data.map((p: { id: number }) => p.id));

  it('remembers what a typed word is close to until the catalog changes here', async () => {
    expect(await typo('zorbaxl', 1)).toEqual([]);
    // Written behind the shop's back: the word is in the vocabulary, but this instance remembers the typo
    // was close to nothing (another instance's write shows within the cache period).
    const p = await makeProduct(db(), { categoryId, nameEn: 'Zorbaxil 10 mg' });
    expect(await typo('zorbaxl', 2)).toEqual([]);
    expect(await typo('zorbaxil', 3)).toEqual([p.id]); // a word not asked before is read from the vocabulary
    catalogChanged(db());
    expect(await typo('zorbaxl', 4)).toEqual([p.id]);
  });

  it("remembers a search's plan, as its words' facts, until the catalog changes here", async () => {
    await makeProduct(db(), { categoryId, nameEn: 'Plannable cream' });
    const first = await planSearch(db(), 'Plannable  CREAM');
    expect(first?.words.map((w) => w.word)).toEqual(['plannable', 'cream']);
    // The same search however typed: the plan made, not made again.
    expect(await planSearch(db(), 'plannable cream')).toBe(first);
    catalogChanged(db());
    const after = await planSearch(db(), 'plannable cream');
    expect(after).not.toBe(first);
    expect(after).toEqual(first);
    // A search of nothing but signs has no plan, remembered as such.
    expect(await planSearch(db(), '؟؟')).toBeNull();
  });

  it('keeps a fact only when no catalog change came between reading and keeping it', () => {
    const first = recallWords<number>(db(), ['alpha']);
    expect(first.known.size).toBe(0);
    first.keep('alpha', 1);
    expect(recallWords<number>(db(), ['alpha', 'beta']).known).toEqual(new Map([['alpha', 1]]));
    const stale = recallWords<number>(db(), ['beta']);
    catalogChanged(db());
    stale.keep('beta', 2);
    expect(recallWords<number>(db(), ['alpha', 'beta']).known.size).toBe(0);
  });
});
