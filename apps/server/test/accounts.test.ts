import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, userRoles, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';
import { codeFrom, startTestSmtp } from './smtp.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const bodies: string[] = [];

const client = () => {
  const c = new TestClient(ctx.app);
  const request = c.request.bind(c);
  c.request = async (opts) => {
    const res = await request(opts);
    bodies.push(res.body);
    return res;
  };
  return c;
};

const register = { name: 'زينب علي', password: 'Secret@123', password_confirmation: 'Secret@123' };
/** Pretends the last code to an address was sent long enough ago to ask for another. */
const ageCodes = (email: string, seconds: number) =>
  ctx.database.db
    .update(emailCodes)
    .set({ sentAt: sql`${emailCodes.sentAt} - make_interval(secs => ${seconds})` })
    .where(eq(emailCodes.email, email));

async function makeUser(email: string, password = 'Secret@123') {
  const [u] = await ctx.database.db
    .insert(users)
    .values({ name: 'Test User', email, passwordHash: await hashPassword(password), isEmailVerified: true })
    .returning();
  return u!;
}

async function signedIn(email: string, password = 'Secret@123', remember = false) {
  const c = client();
  const res = await c.post('/login', { email, password, remember });
  expect(res.statusCode).toBe(200);
  return c;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await createTestApp({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('registration with an e-mailed code', () => {
  it('creates the verified customer only when the code from the e-mail comes back', async () => {
    const c = client();
    const email = 'zainab@example.iq';
    const since = smtp.mails.length;
    const sent = await c.post('/api/register/send-otp', { ...register, email }, { 'accept-language': 'ar' });
    expect(sent.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const mail = await smtp.nextMailTo(email, since);
    expect(mail.text).toContain('صيدلية الشفاء');
    expect(mail.raw).toMatch(/dir="rtl"|dir=3D"rtl"/);
    const verified = await c.post('/api/register/verify-otp', { email, otp: codeFrom(mail) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({
      email,
      name: 'زينب علي',
      is_email_verified: true,
      roles: [{ name: 'customer' }],
    });
    expect((await c.get('/api/user')).json().data.email).toBe(email);
  });

  it('sends the e-mail in English to an English shopper', async () => {
    const email = 'english@example.iq';
    const since = smtp.mails.length;
    await client().post('/api/register/send-otp', { ...register, email }, { 'accept-language': 'en' });
    const mail = await smtp.nextMailTo(email, since);
    expect(mail.text).toContain('Use this code to finish creating your account');
  });

  it('accepts the code typed in Arabic-Indic digits', async () => {
    const c = client();
    const email = 'digits@example.iq';
    const since = smtp.mails.length;
    await c.post('/api/register/send-otp', { ...register, email });
    const code = codeFrom(await smtp.nextMailTo(email, since));
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await c.post('/api/register/verify-otp', { email, otp: arabic })).statusCode).toBe(200);
  });

  it('validates step 1 with the spec\u2019s messages', async () => {
    const c = client();
    const short = await c.post(
      '/api/register/send-otp',
      { name: 'Ali', email: 'a@b.iq', password: 'short', password_confirmation: 'short' },
      { 'accept-language': 'en' },
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Password must be at least 8 characters long']);
    const mismatch = await c.post(
      '/api/register/send-otp',
      { name: 'Ali', email: 'a@b.iq', password: 'Secret@123', password_confirmation: 'Secret@124' },
      { 'accept-language': 'en' },
    );
    expect(mismatch.json().errors.password_confirmation).toEqual(['Passwords do not match']);
    const ar = await c.post('/api/register/send-otp', {
      name: 'Ali',
      email: 'bad',
      password: 'short',
      password_confirmation: 'x',
    });
    expect(ar.json().errors.password).toEqual(['يجب أن تتكون كلمة المرور من 8 أحرف على الأقل']);
    expect(ar.json().errors.email).toEqual(['يرجى إدخال بريد إلكتروني صحيح']);
  });

  it('answers an e-mail that already has an account as any other (no account discovery)', async () => {
    await makeUser('taken@example.iq');
    const res = await client().post(
      '/api/register/send-otp',
      { ...register, email: 'Taken@Example.iq' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('We sent a 6-digit code to your e-mail');
  });

  it('burns the code at the fifth wrong try', async () => {
    const c = client();
    const email = 'burn@example.iq';
    const since = smtp.mails.length;
    await c.post('/api/register/send-otp', { ...register, email });
    const code = codeFrom(await smtp.nextMailTo(email, since));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await c.post(
        '/api/register/verify-otp',
        { email, otp: wrong },
        { 'accept-language': 'en' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired OTP');
    }
    expect((await c.post('/api/register/verify-otp', { email, otp: code })).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const c = client();
    const email = 'late@example.iq';
    const since = smtp.mails.length;
    await c.post('/api/register/send-otp', { ...register, email });
    const code = codeFrom(await smtp.nextMailTo(email, since));
    await ctx.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    expect((await c.post('/api/register/verify-otp', { email, otp: code })).statusCode).toBe(400);
  });

  it('answers a resend within 60 s with 429, then sends a new code that replaces the old one', async () => {
    const c = client();
    const email = 'resend@example.iq';
    let since = smtp.mails.length;
    await c.post('/api/register/send-otp', { ...register, email });
    const first = codeFrom(await smtp.nextMailTo(email, since));
    const early = await c.post('/api/otp/resend', { email, type: 'registration' });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);

    await ageCodes(email, 61);
    since = smtp.mails.length;
    expect((await c.post('/api/otp/resend', { email, type: 'registration' })).statusCode).toBe(200);
    const second = codeFrom(await smtp.nextMailTo(email, since));
    if (second !== first) {
      expect((await c.post('/api/register/verify-otp', { email, otp: first })).statusCode).toBe(400);
    }
    expect((await c.post('/api/register/verify-otp', { email, otp: second })).statusCode).toBe(200);
  });

  it('sends at most 3 codes to one address in 10 minutes', async () => {
    const c = client();
    const email = 'flood@example.iq';
    await c.post('/api/register/send-otp', { ...register, email });
    for (let i = 0; i < 2; i++) {
      await ageCodes(email, 61);
      expect((await c.post('/api/otp/resend', { email, type: 'registration' })).statusCode).toBe(200);
    }
    await ageCodes(email, 61);
    const fourth = await c.post('/api/otp/resend', { email, type: 'registration' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });
});

describe('signing in', () => {
  it('gives a 30-day cookie with remember and a browser-session cookie without', async () => {
    await makeUser('remember@example.iq');
    const c = client();
    const res = await c.post('/login', {
      email: 'remember@example.iq',
      password: 'Secret@123',
      remember: true,
    });
    const cookie = (res.cookies as { name: string; maxAge?: number }[]).find(
      (k) => k.name === 'shop_session',
    );
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    const plain = await client().post('/login', { email: 'remember@example.iq', password: 'Secret@123' });
    const session = (plain.cookies as { name: string; maxAge?: number; expires?: Date }[]).find(
      (k) => k.name === 'shop_session',
    );
    expect(session?.maxAge).toBeUndefined();
    expect(session?.expires).toBeUndefined();
  });

  it('limits password guessing on one account from one address to 5 a minute', async () => {
    await makeUser('guess@example.iq');
    const c = client();
    for (let i = 0; i < 5; i++) {
      expect(
        (await c.post('/login', { email: 'guess@example.iq', password: 'wrong-password' })).statusCode,
      ).toBe(401);
    }
    const limited = await c.post(
      '/login',
      { email: 'guess@example.iq', password: 'Secret@123' },
      { 'accept-language': 'en' },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toBe('Too many requests. Please try again later.');
  });

  it('limits one address to 20 sign-in attempts a minute, whatever the accounts', async () => {
    const c = client();
    for (let i = 0; i < 20; i++) {
      expect(
        (await c.post('/login', { email: `spray${i}@example.iq`, password: 'wrong-password' })).statusCode,
      ).toBe(401);
    }
    expect(
      (await c.post('/login', { email: 'spray-last@example.iq', password: 'wrong-password' })).statusCode,
    ).toBe(429);
  });

  it('refuses a disabled account like a wrong password', async () => {
    const u = await makeUser('disabled@example.iq');
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    const res = await client().post(
      '/login',
      { email: 'disabled@example.iq', password: 'Secret@123' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    await makeUser('forgot@example.iq');
    const since = smtp.mails.length;
    const known = await client().post('/api/password/forgot', { email: 'forgot@example.iq' });
    const unknown = await client().post('/api/password/forgot', { email: 'ghost@example.iq' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mail = await smtp.nextMailTo('forgot@example.iq', since);
    expect(smtp.mails.slice(since).some((m) => m.to.includes('ghost@example.iq'))).toBe(false);

    const other = await signedIn('forgot@example.iq');
    const reset = await client().post('/api/password/reset', {
      email: 'forgot@example.iq',
      otp: codeFrom(mail),
      password: 'NewSecret@1',
      password_confirmation: 'NewSecret@1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await other.get('/api/user')).json().data).toBeNull();
    expect(
      (await client().post('/login', { email: 'forgot@example.iq', password: 'Secret@123' })).statusCode,
    ).toBe(401);
    await signedIn('forgot@example.iq', 'NewSecret@1');
  });
});

describe('profile', () => {
  it('changes the password only with the current one, and ends the other sessions', async () => {
    await makeUser('change@example.iq');
    const here = await signedIn('change@example.iq');
    const elsewhere = await signedIn('change@example.iq');
    const wrong = await here.request({
      method: 'PUT',
      url: '/api/profile/password',
      payload: {
        current_password: 'nope-nope',
        new_password: 'Another@123',
        confirm_password: 'Another@123',
      },
      headers: { 'accept-language': 'en' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is not correct']);
    const res = await here.request({
      method: 'PUT',
      url: '/api/profile/password',
      payload: {
        current_password: 'Secret@123',
        new_password: 'Another@123',
        confirm_password: 'Another@123',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await here.get('/api/user')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/user')).json().data).toBeNull();
  });

  it('updates personal details, normalising an Arabic-digit phone', async () => {
    await makeUser('details@example.iq');
    const c = await signedIn('details@example.iq');
    const res = await c.request({
      method: 'PUT',
      url: '/api/profile',
      payload: {
        first_name: 'علي',
        last_name: 'حسن',
        phone: '٠٧٧٠ ١٢٣ ٤٥٦٧',
        state: 'basra',
        city: 'البصرة',
        date_of_birth: '1990-05-01',
        gender: 'male',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      first_name: 'علي',
      phone: '+9647701234567',
      state: 'basra',
      date_of_birth: '1990-05-01',
      gender: 'male',
    });
  });

  it('refuses a bad phone, an unknown governorate and a shopper under 18', async () => {
    await makeUser('young@example.iq');
    const c = await signedIn('young@example.iq');
    const recent = new Date();
    recent.setFullYear(recent.getFullYear() - 17);
    const res = await c.request({
      method: 'PUT',
      url: '/api/profile',
      payload: { phone: '12345', state: 'riyadh', date_of_birth: recent.toISOString().slice(0, 10) },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.phone).toEqual(['Please enter an Iraqi mobile number (07XXXXXXXXX)']);
    expect(errors.state).toBeDefined();
    expect(errors.date_of_birth).toEqual(['You must be at least 18 years old']);
  });

  it('changes the e-mail only with a code sent to the new address', async () => {
    await makeUser('old@example.iq');
    const c = await signedIn('old@example.iq');
    const direct = await c.request({
      method: 'PUT',
      url: '/api/profile',
      payload: { email: 'new@example.iq' },
    });
    expect(direct.statusCode).toBe(422);
    const since = smtp.mails.length;
    expect((await c.post('/api/profile/email', { email: 'new@example.iq' })).statusCode).toBe(200);
    const code = codeFrom(await smtp.nextMailTo('new@example.iq', since));
    const res = await c.post('/api/profile/email/verify', { email: 'new@example.iq', otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('new@example.iq');
  });

  it('never lets one customer read or change another\u2019s profile or addresses', async () => {
    const a = await makeUser('owner-a@example.iq');
    await makeUser('owner-b@example.iq');
    const ca = await signedIn('owner-a@example.iq');
    const cb = await signedIn('owner-b@example.iq');
    const address = {
      first_name: 'علي',
      last_name: 'حسن',
      phone: '07701234567',
      governorate: 'baghdad',
      city: 'بغداد',
      address: 'الكرادة، شارع 62',
      landmark: 'قرب جامع',
    };
    const created = await ca.post('/api/addresses', address);
    expect(created.statusCode).toBe(200);
    expect(created.json().data.is_default).toBe(true);
    const id = created.json().data.id;

    expect((await cb.get('/api/profile')).json().data.email).toBe('owner-b@example.iq');
    expect((await cb.get('/api/addresses')).json().data).toEqual([]);
    expect(
      (await cb.request({ method: 'PUT', url: `/api/addresses/${id}`, payload: { ...address, city: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await cb.request({ method: 'DELETE', url: `/api/addresses/${id}` })).statusCode).toBe(404);
    await cb.request({ method: 'PUT', url: '/api/profile', payload: { first_name: 'دخيل' } });
    const [still] = await ctx.database.db.select().from(users).where(eq(users.id, a.id));
    expect(still?.firstName).toBeNull();
    expect((await ca.get('/api/addresses')).json().data).toHaveLength(1);
  });

  it('says a field is too long, with its limit, rather than asking for it again', async () => {
    await makeUser('long@example.iq');
    const c = await signedIn('long@example.iq');
    const base = {
      first_name: 'سارة',
      last_name: 'كريم',
      phone: '07801234567',
      governorate: 'basra',
      city: 'البصرة',
      address: 'شارع 100',
    };
    const res = await c.post('/api/addresses', {
      ...base,
      first_name: 'س'.repeat(61),
      last_name: 'ك'.repeat(300),
      city: 'ب'.repeat(81),
      address: 'ش'.repeat(301),
      landmark: 'ق'.repeat(201),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['يمكن أن يتكون الاسم الأول من 60 حرفاً كحد أقصى'],
      last_name: ['يمكن أن يتكون اسم العائلة من 60 حرفاً كحد أقصى'],
      city: ['يمكن أن يتكون اسم المدينة من 80 حرفاً كحد أقصى'],
      address: ['يمكن أن يتكون العنوان من 300 حرف كحد أقصى'],
      landmark: ['يمكن أن تتكون أقرب نقطة دالة من 200 حرف كحد أقصى'],
    });
    const empty = await c.post('/api/addresses', { ...base, last_name: '  ' });
    expect(empty.json().errors.last_name).toEqual(['يرجى إدخال اسم العائلة']);
  });

  it('keeps one default address and refuses a map pin outside Iraq', async () => {
    await makeUser('book@example.iq');
    const c = await signedIn('book@example.iq');
    const base = {
      first_name: 'سارة',
      last_name: 'كريم',
      phone: '07801234567',
      governorate: 'erbil',
      city: 'أربيل',
      address: 'شارع 100',
    };
    const first = (await c.post('/api/addresses', base)).json().data;
    const second = (await c.post('/api/addresses', { ...base, city: 'عينكاوة', is_default: true })).json()
      .data;
    const list = (await c.get('/api/addresses')).json().data;
    expect(
      list.filter((x: { is_default: boolean }) => x.is_default).map((x: { id: number }) => x.id),
    ).toEqual([second.id]);
    expect(first.is_default).toBe(true);
    const outside = await c.post(
      '/api/addresses',
      { ...base, location: { lat: 24.7, lng: 46.7 } },
      { 'accept-language': 'en' },
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors['location.lat']).toEqual(['The location must be inside Iraq']);
  });

  it('requires signing in', async () => {
    expect((await ctx.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/addresses' })).statusCode).toBe(401);
  });
});

describe('what never leaves the server', () => {
  it('no response carried a password hash or a code hash', () => {
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) {
      expect(body).not.toMatch(/\$argon2|password_hash|passwordHash|code_hash|codeHash/);
    }
  });
});

// roles and userRoles are referenced so the customer role exists before registrations.
void userRoles;
