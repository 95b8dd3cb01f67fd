// Prescriptions, end to end in Arabic: a customer orders a prescription medicine and photographs the
// prescription at checkout; a pharmacist (a user the admin gives the pharmacist role) turns it down as
// unreadable; the customer reads why on the order and sends a new one; the pharmacist approves it; the order
// could not move on before that, and moves on after.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expect as baseExpect,
  DEMO,
  registerCustomer,
  signIn,
  test,
  useLocale,
  withAppReady,
} from './fixtures.ts';

// Several browsers and the server share two cores: give pages time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A phone photo of a prescription: a JPEG of a white sheet with a few lines of "handwriting". */
async function prescriptionPhoto(label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="900" height="1200" fill="#fdfdf8"/>
    <text x="60" y="140" font-size="72" font-family="serif" fill="#1e3a8a">Rx</text>
    <text x="60" y="260" font-size="40" font-family="sans-serif" fill="#111">${label}</text>
    <path d="M60 360 C 240 320, 420 400, 840 350" stroke="#1e3a8a" stroke-width="6" fill="none"/>
    <path d="M60 460 C 300 420, 500 500, 780 450" stroke="#1e3a8a" stroke-width="6" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function xsrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

async function staffPage(
  browser: import('@playwright/test').Browser,
  who: { email: string; password: string },
) {
  const context = await browser.newContext();
  const page = withAppReady(await context.newPage());
  await useLocale(page, 'ar');
  await signIn(page, who);
  return { context, page };
}

/** The admin makes a new account a pharmacist through the users admin API. */
async function createPharmacist(admin: Page, email: string, password: string): Promise<void> {
  const request = admin.context().request;
  const headers = await xsrfHeader(admin.context());
  const created = await request.post('/api/admin/users', {
    headers,
    data: { name: 'الصيدلانية هدى كريم', email, password, roles: ['customer'] },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  const updated = await request.put(`/api/admin/users/${id}`, {
    headers,
    data: { name: 'الصيدلانية هدى كريم', email, roles: ['pharmacist'] },
  });
  expect(updated.status()).toBe(200);
  expect(((await updated.json()).data.roles as { name: string }[]).map((r) => r.name)).toEqual([
    'pharmacist',
  ]);
}

async function orderOf(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/orders/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data as { status: string; prescription_status: string | null };
}

/** Opens the waiting prescription of this customer in the queue and returns the review view. */
async function openInQueue(pharmacist: Page, customerName: string): Promise<void> {
  await pharmacist.goto('/admin/prescriptions');
  await expect(pharmacist.getByRole('heading', { level: 1, name: 'الوصفات الطبية' })).toBeVisible();
  await pharmacist
    .getByRole('button', { name: new RegExp(`للزبون ${customerName}`) })
    .first()
    .click();
  await expect(pharmacist.getByRole('heading', { level: 1, name: /الوصفة رقم/ })).toBeVisible();
  await expect(pharmacist.getByRole('img', { name: /صورة الوصفة/ })).toBeVisible();
}

test.describe('prescriptions (Arabic)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a photo at checkout is turned down as unreadable, replaced from the order page, approved, and only then the order moves on', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const customerName = `سارة ناصر ${stamp}`;
    const pharmacistEmail = `pharmacist-${stamp}@example.com`;
    const pharmacistPassword = 'Dawaa@2025x';

    // The admin gives a new staff member the pharmacist role.
    const admin = await staffPage(browser, DEMO.admin);
    await createPharmacist(admin.page, pharmacistEmail, pharmacistPassword);

    // A new customer puts a prescription medicine in the cart.
    await useLocale(page, 'ar');
    const request = page.context().request;
    await registerCustomer(request, 'Sehha@2025', customerName, `rx-buyer-${stamp}@example.com`);
    const listed = await request.get('/api/products?category=prescription-medicines&limit=50&lang=ar');
    const product = (
      (await listed.json()).data.data as {
        id: number;
        name: string;
        stock: number;
        requires_prescription: boolean;
      }[]
    ).find((p) => p.requires_prescription && p.stock >= 3);
    expect(product, 'a prescription medicine in stock').toBeTruthy();
    await page.goto(`/products/${product!.id}`);
    await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).click();

    // Checkout: address, then the prescription section on the payment step.
    await page.goto('/checkout');
    await expect(page.getByText('لا يُصرف إلا بوصفة طبية').first()).toBeVisible();
    await page.getByRole('button', { name: 'متابعة إلى التوصيل' }).click();
    await page.getByLabel('اسم العائلة').fill('ناصر');
    await page.getByLabel('رقم الموبايل').fill('07801234567');
    await page.getByLabel('المحافظة').selectOption({ label: 'بغداد' });
    await page.getByLabel('المدينة أو القضاء').fill('المنصور');
    await page.getByLabel('العنوان التفصيلي').fill('شارع 14 رمضان، دار 7');
    await page.getByRole('button', { name: 'متابعة إلى الدفع' }).click();

    // No prescription yet: the order cannot be placed, and the page says why.
    const place = page.getByRole('button', { name: 'تأكيد الطلب', exact: true });
    await expect(page.getByRole('heading', { name: 'الوصفة الطبية' })).toBeVisible();
    await expect(place).toBeDisabled();
    await expect(page.getByText('أرفق الوصفة الطبية أولاً لتتمكن من تأكيد الطلب.')).toBeVisible();

    // A file that is not a photo is refused by name; the phone photo is taken, shown, and sent with a note.
    await page.getByTestId('prescription-files').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a prescription'),
    });
    await expect(page.getByText('«notes.txt» ليس صورة ولا ملف PDF.', { exact: false })).toBeVisible();
    await page.getByTestId('prescription-camera').setInputFiles({
      name: 'IMG_20250310_101500.jpg',
      mimeType: 'image/jpeg',
      buffer: await prescriptionPhoto('first photo'),
    });
    await expect(page.getByRole('img', { name: 'IMG_20250310_101500.jpg' })).toBeVisible();
    await page.getByLabel('ملاحظة للصيدلاني (اختيارية)').fill('الوصفة لوالدتي');
    await page.getByRole('button', { name: 'إرسال الوصفة' }).click();
    await expect(page.getByRole('heading', { name: 'الوصفة مرفقة' })).toBeVisible();
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page.getByRole('heading', { name: 'شكراً لك! تم استلام طلبك' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    const mine = (await (await request.get('/api/orders')).json()).data.data as {
      id: number;
      order_number: string;
    }[];
    const orderId = mine.find((o) => o.order_number === orderNumber)!.id;
    expect((await orderOf(request, orderId)).prescription_status).toBe('pending_review');

    // Before any approval, the order cannot be moved on: 409.
    const adminHeaders = await xsrfHeader(admin.context);
    const early = await admin.context.request.put(`/api/admin/orders/${orderId}/status`, {
      headers: adminHeaders,
      data: { status: 'processing' },
    });
    expect(early.status()).toBe(409);
    expect((await early.json()).code).toBe('PRESCRIPTION_NOT_APPROVED');

    // The pharmacist turns it down as unreadable.
    const pharmacist = await staffPage(browser, { email: pharmacistEmail, password: pharmacistPassword });
    await openInQueue(pharmacist.page, customerName);
    await expect(pharmacist.page.getByText('الوصفة لوالدتي')).toBeVisible();
    await expect(pharmacist.page.getByText('(بوصفة)').first()).toBeVisible();
    await pharmacist.page.getByRole('button', { name: 'تدوير مع عقارب الساعة' }).click();
    await pharmacist.page.getByRole('button', { name: 'رفض الوصفة' }).click();
    const dialog = pharmacist.page.getByRole('dialog', { name: /رفض الوصفة رقم/ });
    await dialog.getByRole('radio', { name: 'الوصفة غير واضحة' }).check();
    await dialog.getByRole('button', { name: 'رفض الوصفة' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await orderOf(request, orderId)).prescription_status).toBe('rejected');

    // The customer reads the reason in Arabic on the order, and sends a new photo from there.
    await page.goto(`/orders?order=${orderId}`);
    const order = page.getByRole('dialog', { name: new RegExp(orderNumber) });
    await expect(order.getByText('رُفضت الوصفة: الوصفة غير واضحة')).toBeVisible();
    await order.getByTestId('prescription-files').setInputFiles({
      name: 'IMG_20250310_113000.jpg',
      mimeType: 'image/jpeg',
      buffer: await prescriptionPhoto('second, sharper photo'),
    });
    await order.getByRole('button', { name: 'إرسال الوصفة' }).click();
    await expect(order.getByText('بانتظار مراجعة الصيدلاني')).toBeVisible();
    expect((await orderOf(request, orderId)).prescription_status).toBe('pending_review');

    // Still not approved: still refused.
    const stillEarly = await admin.context.request.put(`/api/admin/orders/${orderId}/status`, {
      headers: adminHeaders,
      data: { status: 'processing' },
    });
    expect(stillEarly.status()).toBe(409);

    // The pharmacist approves the new one.
    await openInQueue(pharmacist.page, customerName);
    await pharmacist.page.getByRole('button', { name: 'قبول الوصفة' }).click();
    // Approving is asked once more: going back leaves the prescription waiting.
    const confirm = pharmacist.page.getByRole('dialog', { name: /قبول الوصفة رقم/ });
    await confirm.getByRole('button', { name: 'العودة إلى الوصفة' }).click();
    await expect(confirm).toBeHidden();
    expect((await orderOf(request, orderId)).prescription_status).toBe('pending_review');
    await pharmacist.page.getByRole('button', { name: 'قبول الوصفة' }).click();
    await confirm.getByRole('button', { name: 'نعم، اقبل الوصفة' }).click();
    await expect(pharmacist.page.getByText(/وافقت على الوصفة رقم/)).toBeVisible();
    await expect.poll(async () => (await orderOf(request, orderId)).prescription_status).toBe('approved');
    await pharmacist.context.close();

    // Staff (the admin here) now moves the order to processing, then ready to go.
    await admin.page.goto('/admin/orders');
    await admin.page.getByLabel('ابحث برقم الطلب أو اسم الزبون أو بريده أو هاتفه').fill(orderNumber);
    // Clicked once the searched list has replaced the first one (a click on a row being replaced is lost).
    await expect(admin.page).toHaveURL(new RegExp(`search=${orderNumber}`));
    await admin.page.getByRole('button', { name: orderNumber, exact: true }).click();
    const adminOrder = admin.page.getByRole('dialog', { name: new RegExp(orderNumber) });
    await expect(adminOrder.getByTestId('admin-order-prescription')).toContainText('مقبولة');
    await expect(adminOrder.getByText('رفض الوصفة').first()).toBeVisible();
    await adminOrder.getByRole('button', { name: 'بدء التجهيز' }).click();
    await adminOrder.getByRole('button', { name: 'جاهز للإرسال' }).click();
    await expect(adminOrder.getByText('من «قيد التجهيز» إلى «جاهز للإرسال»')).toBeVisible();
    await admin.context.close();
    expect((await orderOf(request, orderId)).status).toBe('ready');

    // The customer's orders page shows the approved prescription and no warning badge.
    await page.goto(`/orders?order=${orderId}`);
    await expect(page.getByText('وافق الصيدلاني على الوصفة').first()).toBeVisible();
  });
});
