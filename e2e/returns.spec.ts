// Returns (RMA), end to end in Arabic: a new customer's order of a skin-care cream (returnable) and an
// over-the-counter medicine (not returnable) is delivered; the customer asks to return the cream from the
// order's page, sees the medicine's line disabled, and gets an RMA number; the admin approves, receives the
// parcel as resalable and refunds it in cash in the back-office; the customer sees each status on the return.
import type { BrowserContext, Page } from '@playwright/test';
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

async function xsrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

interface ListedProduct {
  id: number;
  name: string;
  stock: number;
  requires_prescription: boolean;
}

async function productIn(page: Page, category: string): Promise<ListedProduct> {
  const res = await page.context().request.get(`/api/products?category=${category}&limit=50&lang=ar`);
  expect(res.status()).toBe(200);
  const found = ((await res.json()).data.data as ListedProduct[]).find(
    (p) => p.stock >= 3 && !p.requires_prescription,
  );
  expect(found, `a product in stock in ${category}`).toBeTruthy();
  return found!;
}

/** The customer's own view of their return, read again from the server. */
async function expectReturnStatus(customer: Page, returnId: number, status: string): Promise<void> {
  await customer.goto(`/profile/returns/${returnId}`);
  await expect(customer.getByRole('heading', { level: 1, name: /طلب الإرجاع/ })).toBeVisible();
  await expect(customer.locator('header').getByText(status, { exact: true })).toBeVisible();
}

test.describe('returns (Arabic)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a delivered cream is returned: requested, approved, received as resalable and refunded in cash; the medicine on the same order cannot be returned', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const customerName = `ليلى حسن ${stamp}`;
    await useLocale(page, 'ar');
    const request = page.context().request;
    await registerCustomer(request, 'Sehha@2025', customerName, `returns-${stamp}@example.com`);

    // The order: a skin-care cream (returnable) and an over-the-counter medicine (not returnable).
    const cream = await productIn(page, 'skin-care');
    const medicine = await productIn(page, 'medicines');
    const placed = await request.post('/api/orders', {
      headers: await xsrfHeader(page.context()),
      data: {
        items: [
          { product_id: cream.id, quantity: 2 },
          { product_id: medicine.id, quantity: 1 },
        ],
        shipping_address: {
          first_name: 'ليلى',
          last_name: 'حسن',
          phone: '07709876543',
          governorate: 'baghdad',
          city: 'الكرادة',
          address: 'شارع 62، دار 5',
        },
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()).data as { id: number; order_number: string };

    // The admin delivers it: processing, ready, out for delivery, delivered.
    const adminContext = await browser.newContext();
    const admin = withAppReady(await adminContext.newPage());
    await useLocale(admin, 'ar');
    await signIn(admin, DEMO.admin);
    const adminHeaders = await xsrfHeader(adminContext);
    for (const status of ['processing', 'ready', 'out_for_delivery', 'delivered']) {
      const moved = await adminContext.request.put(`/api/admin/orders/${order.id}/status`, {
        headers: adminHeaders,
        data: { status },
      });
      expect(moved.status(), `order moved to ${status}`).toBe(200);
    }

    // The customer opens the order: "Return items" with the deadline.
    await page.goto(`/orders?order=${order.id}`);
    const detail = page.getByRole('dialog', { name: new RegExp(order.order_number) });
    await expect(detail.getByText(/يمكنك طلب الإرجاع حتى/)).toBeVisible();
    await detail.getByRole('link', { name: 'إرجاع منتجات' }).click();

    // The form: the medicine's line is disabled with the reason and the policy link.
    await expect(page.getByRole('heading', { level: 1, name: 'إرجاع منتجات' })).toBeVisible();
    const medicineBox = page.getByRole('checkbox', { name: medicine.name });
    await expect(medicineBox).toBeDisabled();
    await expect(page.getByText('لا يمكن إرجاع هذا المنتج')).toBeVisible();
    await expect(page.locator('form').getByRole('link', { name: 'سياسة الإرجاع' })).toHaveAttribute(
      'href',
      '/return-policy',
    );

    // Sending nothing is refused, and the choices made are kept.
    await page.getByRole('button', { name: 'إرسال طلب الإرجاع' }).click();
    await expect(page.getByText('اختر منتجاً واحداً على الأقل لإرجاعه')).toBeVisible();
    await page.getByRole('checkbox', { name: cream.name }).check();
    await page.getByLabel(`الكمية المرتجعة من ${cream.name}`).fill('1');
    await page.getByLabel('سبب الإرجاع').selectOption({ label: 'المنتج تالف أو مكسور' });
    await page.getByLabel('ملاحظة').fill('وصلت العلبة مفتوحة');
    await page.getByRole('button', { name: 'إرسال طلب الإرجاع' }).click();

    // The answer: the RMA number, prominently, and the next steps.
    await expect(page.getByRole('heading', { name: 'تم استلام طلب الإرجاع' })).toBeVisible();
    const rma = (await page.getByTestId('rma-number').textContent())?.trim() ?? '';
    expect(rma).not.toBe('');
    await expect(page.getByText('الخطوات التالية')).toBeVisible();
    await page.getByRole('link', { name: 'متابعة طلب الإرجاع' }).click();
    await expect(page).toHaveURL(/\/profile\/returns\/\d+$/);
    const returnId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(rma) })).toBeVisible();
    await expect(page.locator('header').getByText('بانتظار المراجعة', { exact: true })).toBeVisible();
    await expect(page.getByText('وصلت العلبة مفتوحة')).toBeVisible();

    // The admin: the return is in the "requested" queue; approve it.
    await admin.goto('/admin/returns');
    await expect(admin.getByRole('heading', { level: 1, name: 'المرتجعات' })).toBeVisible();
    // The search is applied (Enter) before the return is opened, so the return is found by it. (A search applied
    // by the typing pause as the return opened used to put the queue back: use-list-params.test.tsx.)
    await admin.getByLabel('بحث برقم الإرجاع أو رقم الطلب').fill(rma);
    await admin.getByLabel('بحث برقم الإرجاع أو رقم الطلب').press('Enter');
    await expect(admin).toHaveURL(new RegExp(`search=${rma}`));
    await admin.getByRole('button', { name: rma, exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: new RegExp(rma) })).toBeVisible();
    // The customer as named on the order's address.
    await expect(admin.getByRole('region', { name: 'الزبون' }).getByText('ليلى حسن')).toBeVisible();
    await admin.getByRole('button', { name: 'الموافقة على الإرجاع' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'نعم، وافق' }).click();
    await expect(admin.getByText(`تمت الموافقة على الإرجاع ${rma}`)).toBeVisible();
    await expectReturnStatus(page, returnId, 'تمت الموافقة');

    // Receive: every line must be marked; the cream goes back to stock.
    await admin.getByRole('button', { name: 'تأكيد استلام المنتجات' }).click();
    await expect(admin.getByText('حدّد حالة كل منتج', { exact: true })).toBeVisible();
    await admin.getByRole('radio', { name: 'نعم، يعود إلى المخزون' }).check();
    await admin.getByRole('button', { name: 'تأكيد استلام المنتجات' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'نعم، تم الاستلام' }).click();
    await expect(admin.getByText(`تم تسجيل استلام ${rma}`)).toBeVisible();
    await expect(admin.getByText('صالح للبيع', { exact: true })).toBeVisible();
    await expectReturnStatus(page, returnId, 'تم الاستلام');

    // Refund in cash with the courier.
    await admin.getByLabel('طريقة الاسترداد').selectOption({ label: 'نقداً مع المندوب' });
    await admin.getByLabel('المرجع (اختياري)').fill('المندوب علي');
    await admin.getByRole('button', { name: 'استرداد المبلغ', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'نعم، استرد المبلغ' }).click();
    await expect(admin.getByText(`تم استرداد المبلغ للإرجاع ${rma}`)).toBeVisible();
    await expect(admin.getByText(/أُغلق طلب الإرجاع/)).toBeVisible();
    await adminContext.close();

    // The customer sees it refunded, with the amount and the method, and the order lists it.
    await expectReturnStatus(page, returnId, 'تم استرداد المبلغ');
    await expect(page.getByText('نقداً مع المندوب')).toBeVisible();
    await expect(page.getByText(/\d[\d,]*\sد\.ع/).first()).toBeVisible();
    await page.goto('/profile/returns');
    await expect(page.getByRole('link', { name: `عرض طلب الإرجاع ${rma}` })).toBeVisible();
  });
});
