// Findings 1, 2, 3, 6, 9 and 10 of the second attack run (issue 46), each as the attacker sent it.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, prescriptions, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { makeCategory, makeProduct, makeUser, shippingAddress } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
let categoryId: number;

beforeAll(async () => {
  // A shopper's budget of orders (the other test files lift it).
  ctx = await createTestApp({ ORDERS_PER_HOUR: '4' });
  categoryId = (await makeCategory(ctx.database.db)).id;
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const signedIn = async (userId: number) => new TestClient(ctx.app).signInAs(userId);
const messagesTo = (recipient: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(outboxMessages.id);
let phoneSeq = 0;
/** A mobile number no other test uses, local and as the outbox writes it. */
const newNumber = () => {
  const digits = `77${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 100).padStart(2, '0')}`;
  return { local: `0${digits}`, e164: `+964${digits}` };
};

describe('1: staff cannot take over a shopper’s account', () => {
  it('refuses a password or a new e-mail on a customer’s account, from staff and admin alike', async () => {
    const shopper = await makeUser(db(), { role: 'customer' });
    const staff = await signedIn((await makeUser(db(), { role: 'staff' })).id);
    const admin = await signedIn((await makeUser(db(), { admin: true })).id);
    const edit = { name: shopper.name, roles: ['customer'] };
    for (const client of [staff, admin]) {
      const password = await client.request({
        method: 'PUT',
        url: `/api/admin/users/${shopper.id}`,
        payload: { ...edit, email: shopper.email, password: 'Taken@1234' },
      });
      expect(password.statusCode).toBe(403);
      expect(password.json().code).toBe('FORBIDDEN');
      const email = await client.request({
        method: 'PUT',
        url: `/api/admin/users/public/${shopper.id}`,
        payload: { ...edit, email: 'thief@example.iq' },
      });
      expect(email.statusCode).toBe(403);
    }
    const [row] = await db().select().from(users).where(eq(users.id, shopper.id));
    expect(row!.email).toBe(shopper.email);
    expect(row!.passwordHash).toBe('not-used');
  });

  it('lets staff edit what they may, audits the changed fields by name and tells the customer', async () => {
    const shopper = await makeUser(db(), { role: 'customer' });
    const staffUser = await makeUser(db(), { role: 'staff' });
    const staff = await signedIn(staffUser.id);
    const res = await staff.request({
      method: 'PUT',
      url: `/api/admin/users/${shopper.id}`,
      // The e-mail may be left out (a phone-only customer has none to send back).
      payload: { name: 'اسم جديد', phone: '07711112222', roles: ['customer'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'اسم جديد', email: shopper.email });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(shopper.id))))
      .orderBy(desc(auditLog.id));
    expect(entry!.actorId).toBe(staffUser.id);
    expect((entry!.after as { changed_fields: string[] }).changed_fields).toEqual(['name', 'phone']);
    const told = await messagesTo(shopper.email);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ template: 'account_notice', channel: 'email' });
    expect(told[0]!.payload).toEqual({ kind: 'changed_by_pharmacy', fields: ['name', 'phone'] });
  });

  it('sends a reset code to the customer instead, and says so for a phone-only customer', async () => {
    const shopper = await makeUser(db(), { role: 'customer' });
    const staff = await signedIn((await makeUser(db(), { role: 'staff' })).id);
    const sent = await staff.post(`/api/admin/users/${shopper.id}/password-reset`);
    expect(sent.statusCode, sent.body).toBe(200);
    // The code goes to the customer's own address, through the outbox, and never into the answer.
    const [mail] = await messagesTo(shopper.email);
    expect(mail).toMatchObject({ template: 'code', channel: 'email', sensitive: true });
    expect(JSON.stringify(sent.json())).not.toMatch(/\d{6}/);

    const [phoneOnly] = await db()
      .insert(users)
      .values({ name: 'زبون هاتف', email: null, phone: newNumber().e164, phoneVerifiedAt: new Date() })
      .returning();
    const refused = await staff.post(`/api/admin/users/${phoneOnly!.id}/password-reset`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
  });

  it('still lets the admin set a staff member’s password and e-mail', async () => {
    const admin = await signedIn((await makeUser(db(), { admin: true })).id);
    const pharmacist = await makeUser(db(), { role: 'pharmacist' });
    const res = await admin.request({
      method: 'PUT',
      url: `/api/admin/users/${pharmacist.id}`,
      payload: {
        name: pharmacist.name,
        email: `new-${pharmacist.email}`,
        password: 'Secret@1234',
        roles: ['pharmacist'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.email).toBe(`new-${pharmacist.email}`);
  });
});

describe('2: texts to a number nobody proved, and orders placed and cancelled', () => {
  const order = (productId: number, phone: string) => ({
    items: [{ product_id: productId, quantity: 1 }],
    shipping_address: { ...shippingAddress, phone },
  });

  it('answers 429 past the hourly orders of an account, and of a shipping phone across accounts', async () => {
    const product = await makeProduct(db(), { categoryId, stock: 100 });
    const victim = newNumber();
    const one = await signedIn((await makeUser(db())).id);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await one.post('/api/orders', order(product.id, victim.local))).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 429, 429]);
    // Another account ordering to the same stranger's number is counted with the first.
    const other = await signedIn((await makeUser(db())).id);
    const again = await other.post('/api/orders', order(product.id, victim.local));
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // Its own number is still open to that account.
    expect((await other.post('/api/orders', order(product.id, newNumber().local))).statusCode).toBe(201);
  });

  it('sends at most three texts an hour to a number the customer never proved, and cancels are limited', async () => {
    const product = await makeProduct(db(), { categoryId, stock: 100 });
    const victim = newNumber();
    const shopper = await makeUser(db(), { role: 'customer' });
    const client = await signedIn(shopper.id);
    const cancels: number[] = [];
    for (let i = 0; i < 4; i++) {
      const placed = await client.post('/api/orders', order(product.id, victim.local));
      expect(placed.statusCode, placed.body).toBe(201);
      cancels.push((await client.post(`/api/orders/${placed.json().data.id}/cancel`)).statusCode);
    }
    // Half the order budget (4) for cancelling.
    expect(cancels).toEqual([200, 200, 429, 429]);
    const texts = (await messagesTo(victim.e164)).filter((m) => m.channel !== 'email');
    expect(texts).toHaveLength(3);
    // The customer's own e-mail still hears of every order and every cancellation.
    const mails = await messagesTo(shopper.email);
    expect(mails.map((m) => m.template)).toEqual([
      'order_placed',
      'order_status',
      'order_placed',
      'order_status',
      'order_placed',
      'order_placed',
    ]);
  });

  it('texts a customer’s own proved number every time', async () => {
    const product = await makeProduct(db(), { categoryId, stock: 100 });
    const own = newNumber();
    const shopper = await makeUser(db(), { role: 'customer' });
    await db()
      .update(users)
      .set({ phone: own.e164, phoneVerifiedAt: new Date() })
      .where(eq(users.id, shopper.id));
    const client = await signedIn(shopper.id);
    for (let i = 0; i < 4; i++) {
      const placed = await client.post('/api/orders', order(product.id, own.local));
      expect(placed.statusCode).toBe(201);
    }
    expect((await messagesTo(own.e164)).filter((m) => m.channel === 'sms')).toHaveLength(4);
  });
});

describe('7: a per-order limit multiplied by orders sent at once', () => {
  it('gives one account at most the hourly orders times the per-order limit, however many are sent together', async () => {
    const painkiller = await makeProduct(db(), { categoryId, stock: 100, maxPerOrder: 2 });
    const client = await signedIn((await makeUser(db())).id);
    const phone = newNumber().local;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/orders', {
          items: [{ product_id: painkiller.id, quantity: 2 }],
          shipping_address: { ...shippingAddress, phone },
        }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(16);
    // Three lines of the same product in one order are one product's quantity.
    const split = await (await signedIn((await makeUser(db())).id)).post('/api/orders', {
      items: [
        { product_id: painkiller.id, quantity: 1 },
        { product_id: painkiller.id, quantity: 1 },
        { product_id: painkiller.id, quantity: 1 },
      ],
      shipping_address: { ...shippingAddress, phone: newNumber().local },
    });
    expect(split.statusCode).toBe(422);
    expect(split.json().code).toBe('QUANTITY_LIMIT');
  });
});

describe('3: one budget for every route that sends a code', () => {
  it('counts e-mailed and texted codes from one address together: 10 in 10 minutes', async () => {
    const attacker = await signedIn((await makeUser(db())).id);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await attacker.post('/api/profile/phone', { phone: newNumber().local, channel: 'sms' })).statusCode,
      );
      statuses.push(
        (await attacker.post('/api/profile/email', { email: `budget-${i}-${Date.now()}@example.iq` }))
          .statusCode,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The sign-up and sign-in routes spend from the same budget.
    const phoneLogin = await attacker.post('/api/login/phone/send-code', {
      phone: newNumber().local,
      channel: 'sms',
    });
    expect(phoneLogin.statusCode).toBe(429);
    const register = await attacker.post('/api/register/send-otp', {
      name: 'Ali',
      email: `budget-reg-${Date.now()}@example.iq`,
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
    });
    expect(register.statusCode).toBe(429);
    // Another address has its own budget.
    const other = new TestClient(ctx.app);
    const fresh = await other.post('/api/password/forgot', { email: 'someone@example.iq' });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('6: a member of staff never checks their own prescription or moves their own order', () => {
  it('refuses with SELF_REVIEW and lets a colleague do it', async () => {
    const me = await makeUser(db(), { role: 'pharmacist' });
    const colleague = await makeUser(db(), { role: 'pharmacist' });
    const [own] = await db().insert(prescriptions).values({ userId: me.id }).returning();
    const mine = await signedIn(me.id);
    const self = await mine.post(`/api/admin/prescriptions/${own!.id}/approve`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('SELF_REVIEW');
    const theirs = await signedIn(colleague.id);
    expect((await theirs.post(`/api/admin/prescriptions/${own!.id}/approve`)).statusCode).toBe(200);

    const product = await makeProduct(db(), { categoryId, stock: 10 });
    const placed = await mine.post('/api/orders', {
      items: [{ product_id: product.id, quantity: 1 }],
      shipping_address: { ...shippingAddress, phone: newNumber().local },
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().data.id;
    const move = (client: TestClient) =>
      client.request({
        method: 'PUT',
        url: `/api/admin/orders/${id}/status`,
        payload: { status: 'processing' },
      });
    const selfMove = await move(mine);
    expect(selfMove.statusCode).toBe(409);
    expect(selfMove.json().code).toBe('SELF_REVIEW');
    expect((await move(theirs)).statusCode).toBe(200);
  });
});

describe('9: password guesses for one account from many addresses', () => {
  it('stops after 10 wrong guesses from anywhere, and the reset code lets the owner back in', async () => {
    const owner = await makeUser(db());
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword('Right@1234') })
      .where(eq(users.id, owner.id));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Each guess from an address of its own, as a botnet sends them.
      const res = await new TestClient(ctx.app).post('/login', {
        email: owner.email,
        password: `Wrong@${i}123`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const right = await new TestClient(ctx.app).post('/login', {
      email: owner.email,
      password: 'Right@1234',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(right.json().message).toContain('أعد تعيين كلمة المرور');
    // An unknown address is counted the same way (no account discovery).
    const ghost = `ghost-${Date.now()}@example.iq`;
    for (let i = 0; i < 10; i++)
      await new TestClient(ctx.app).post('/login', { email: ghost, password: 'x1234567' });
    expect(
      (await new TestClient(ctx.app).post('/login', { email: ghost, password: 'x1234567' })).statusCode,
    ).toBe(429);
    // The way back: a reset code (read here from the outbox row before it is sent and erased).
    const { issueCode } = await import('../src/modules/auth/codes.ts');
    const code = await issueCode(db(), { email: owner.email, purpose: 'password_reset', userId: owner.id });
    const reset = await new TestClient(ctx.app).post('/api/password/reset', {
      email: owner.email,
      otp: code,
      password: 'Fresh@12345',
      password_confirmation: 'Fresh@12345',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const back = await new TestClient(ctx.app).post('/login', {
      email: owner.email,
      password: 'Fresh@12345',
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('10: sign-up, e-mail change and phone sign-up do not tell whether an account exists', () => {
  const register = (client: TestClient, email: string) =>
    client.post('/api/register/send-otp', {
      name: 'Ali\u0020Hasan',
      email,
      password: 'Secret@123',
      password_confirmation: 'Secret@123',
    });

  it('answers an e-mail with an account as one without, and tells its owner instead of sending a code', async () => {
    const owner = await makeUser(db());
    const known = await register(new TestClient(ctx.app), owner.email);
    const fresh = await register(new TestClient(ctx.app), `fresh-${Date.now()}@example.iq`);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(fresh.json());
    const [notice] = await messagesTo(owner.email);
    expect(notice).toMatchObject({ template: 'account_notice', sensitive: false });
    expect(notice!.payload).toEqual({ kind: 'already_registered', via: 'email' });
    // Asking again for a code sends the notice again, under the same per-address limits.
    const resend = await new TestClient(ctx.app).post('/api/otp/resend', {
      email: owner.email,
      type: 'registration',
    });
    expect(resend.statusCode).toBe(429);
  });

  it('answers a taken e-mail or number in the profile as a free one', async () => {
    const owner = await makeUser(db());
    const number = newNumber();
    await db()
      .update(users)
      .set({ phone: number.e164, phoneVerifiedAt: new Date() })
      .where(eq(users.id, owner.id));
    const asker = await signedIn((await makeUser(db())).id);
    const email = await asker.post('/api/profile/email', { email: owner.email });
    expect(email.statusCode, email.body).toBe(200);
    const phone = await asker.post('/api/profile/phone', { phone: number.local, channel: 'sms' });
    expect(phone.statusCode, phone.body).toBe(200);
    const told = [...(await messagesTo(owner.email)), ...(await messagesTo(number.e164))];
    expect(told.map((m) => [m.template, m.channel])).toEqual([
      ['account_notice', 'email'],
      ['account_notice', 'sms'],
    ]);
  });

  it('answers a phone sign-up of a registered number as any other, with a notice for its owner', async () => {
    const number = newNumber();
    await db().insert(users).values({ name: 'صاحب الرقم', phone: number.e164, phoneVerifiedAt: new Date() });
    const body = { name: 'Ali', phone: number.local, channel: 'sms' };
    const known = await new TestClient(ctx.app).post('/api/register/phone/send-otp', body);
    const fresh = await new TestClient(ctx.app).post('/api/register/phone/send-otp', {
      ...body,
      phone: newNumber().local,
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(fresh.json());
    const [notice] = await messagesTo(number.e164);
    expect(notice!.payload).toEqual({ kind: 'already_registered', via: 'phone' });
    expect(JSON.stringify(notice!.payload)).not.toContain('Ali');
  });
});
