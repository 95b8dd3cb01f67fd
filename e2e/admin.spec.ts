import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { translateMessage } from '@shop/shared/messages';
import { DEMO, expect, signIn, test, useLocale, withAppReady } from './fixtures.ts';

/** A valid 1×1 PNG, uploaded through the file chooser as a product image. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The XSRF header for API calls made with a context's own cookies (see fixtures.signIn). */
async function xsrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

async function adminPage(context: BrowserContext): Promise<Page> {
  const page = withAppReady(await context.newPage());
  await useLocale(page, 'ar');
  await signIn(page, DEMO.admin);
  return page;
}

async function currentPoints(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/points');
  expect(res.status()).toBe(200);
  return (await res.json()).data.current_points as number;
}

test.describe('the back-office in Arabic', () => {
  test('an admin creates a category and a product with an image, discounts it, and the shop shows the discounted price', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext();
    const page = await adminPage(context);
    const n = Date.now().toString().slice(-6);
    const categoryAr = `عناية تجريبية ${n}`;
    const categoryEn = `Trial care ${n}`;
    const productAr = `كريم تجريبي ${n}`;
    const productEn = `Trial cream ${n}`;

    // Category, from the tree view; the slug preview follows the English name.
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'الأقسام' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'إضافة قسم', exact: true }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'إضافة قسم' });
    await categoryDialog.getByRole('textbox', { name: 'الاسم بالعربية', exact: true }).fill(categoryAr);
    await categoryDialog.getByRole('textbox', { name: 'الاسم بالإنجليزية', exact: true }).fill(categoryEn);
    await expect(categoryDialog.getByText(`/products?category=trial-care-${n}`)).toBeVisible();
    await categoryDialog.getByRole('button', { name: 'إضافة القسم' }).click();
    await expect(categoryDialog).toBeHidden();
    await expect(page.getByRole('button', { name: categoryAr, exact: true })).toBeVisible();

    // Product: both languages, a price typed in Arabic-Indic digits, the new category, an uploaded image.
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'إضافة منتج', exact: true }).click();
    const productDialog = page.getByRole('dialog', { name: 'إضافة منتج' });
    await productDialog.getByLabel('اسم المنتج بالعربية').fill(productAr);
    await productDialog.getByLabel('اسم المنتج بالإنجليزية').fill(productEn);
    await productDialog.getByLabel('السعر').fill('٢٥٠٠٠');
    await expect(productDialog.getByLabel('السعر')).toHaveValue('25000');
    await productDialog.getByLabel('الكمية في المخزون').fill('12');
    await productDialog
      .getByRole('combobox', { name: 'القسم', exact: true })
      .selectOption({ label: categoryAr });
    const chooser = page.waitForEvent('filechooser');
    await productDialog.getByRole('button', { name: 'اختر صوراً' }).click();
    await (await chooser).setFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(productDialog.getByRole('img', { name: `${productAr}، الصورة 1` })).toBeVisible();
    await expect(productDialog.getByText('الرئيسية', { exact: true })).toBeVisible();
    await productDialog.getByRole('button', { name: 'إضافة المنتج' }).click();
    await expect(productDialog).toBeHidden();

    await page.getByLabel('ابحث بالاسم أو الكلمات المفتاحية أو الرقم').fill(productEn);
    await expect(page.getByRole('button', { name: productAr, exact: true })).toBeVisible();
    const found = await page.request.get(`/api/admin/products?search=${encodeURIComponent(productEn)}`);
    const product = (await found.json()).data.data[0] as {
      id: number;
      images: unknown[];
      category_id: number;
    };
    expect(product.images).toHaveLength(1);

    // A 20% discount on that product, chosen through the searchable picker.
    await page.goto('/admin/discounts');
    await page.getByRole('button', { name: 'إضافة خصم', exact: true }).click();
    const discountDialog = page.getByRole('dialog', { name: 'إضافة خصم' });
    await discountDialog.getByLabel('اسم الخصم بالعربية').fill(`خصم تجريبي ${n}`);
    await discountDialog.getByLabel('نسبة الخصم (%)').fill('20');
    const picker = discountDialog.getByRole('combobox', { name: 'المنتجات' });
    await picker.fill(productAr);
    await discountDialog.getByRole('option', { name: new RegExp(escapeRegExp(productAr)) }).click();
    await expect(discountDialog.getByRole('button', { name: `إزالة «${productAr}»` })).toBeVisible();
    await discountDialog.getByRole('button', { name: 'إضافة الخصم' }).click();
    await expect(discountDialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `خصم تجريبي ${n}` });
    await expect(row).toContainText('ساري');
    await expect(row).toContainText('20%');

    // The storefront prices it down: 25,000 becomes 20,000.
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: productAr })).toBeVisible();
    await expect(page.getByText(/20,000\sد\.ع/).first()).toBeVisible();
    await expect(page.getByText(/25,000\sد\.ع/).first()).toBeVisible();
    await context.close();
  });

  test('an admin takes a customer order through to delivery; the customer sees it delivered and gets the points', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // The customer places an order through the API (CSRF cookie and header, as the web app does).
    const customerContext = await browser.newContext();
    const customer = withAppReady(await customerContext.newPage());
    await useLocale(customer, 'ar');
    await signIn(customer, DEMO.customer);
    const listed = await customer.request.get('/api/products?limit=50&sort=price&order=desc');
    const candidates = (await listed.json()).data.data as {
      id: number;
      stock: number;
      discounted_price: number;
      requires_prescription: boolean;
    }[];
    const item = candidates.find(
      (p) => p.stock >= 3 && p.discounted_price >= 15_000 && !p.requires_prescription,
    );
    expect(item, 'a product worth points is in stock').toBeTruthy();
    const before = await currentPoints(customer.request);
    const placed = await customer.request.post('/api/orders', {
      headers: await xsrfHeader(customerContext),
      data: {
        items: [{ product_id: item!.id, quantity: 1 }],
        shipping_address: {
          first_name: 'زينب',
          last_name: 'علي',
          phone: '07701234567',
          governorate: 'baghdad',
          city: 'بغداد',
          address: 'شارع فلسطين، دار 12',
          email: DEMO.customer.email,
          location: { lat: 33.3152, lng: 44.3661 },
        },
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()).data as { id: number; order_number: string };

    // The admin finds it, and moves it pending → processing → ready → out for delivery → delivered with the
    // buttons shown.
    const adminContext = await browser.newContext();
    const admin = await adminPage(adminContext);
    await admin.goto('/admin/orders');
    await admin.getByLabel('ابحث برقم الطلب أو اسم الزبون أو بريده أو هاتفه').fill(order.order_number);
    await admin.getByRole('button', { name: order.order_number, exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: `الطلب ${order.order_number}` });
    await expect(dialog.getByText('33.31520, 44.36610')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'خرج للتوصيل' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'بدء التجهيز' }).click();
    // The "saved" toast lands below the dialog's header: its title and close button stay in sight.
    const toast = admin.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    const close = await dialog.getByRole('button', { name: 'إغلاق' }).first().boundingBox();
    const header = await dialog.locator('[data-dialog-header]').boundingBox();
    await expect
      .poll(async () => (await toast.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(close!.y + close!.height).toBeLessThanOrEqual(header!.y + header!.height);
    await dialog.getByRole('button', { name: 'جاهز للإرسال' }).click();
    await dialog.getByRole('button', { name: 'خرج للتوصيل' }).click();
    await dialog.getByRole('button', { name: 'تأكيد التوصيل' }).click();
    await expect(dialog.getByRole('heading', { name: 'الخطوة التالية' })).toHaveCount(0);
    await expect(dialog.getByText('من «خرج للتوصيل» إلى «تم التوصيل»')).toBeVisible();
    await adminContext.close();

    // The customer sees it delivered in their orders, and the points were credited.
    await customer.goto('/orders');
    const entry = customer
      .locator('tr, li, article')
      .filter({ hasText: order.order_number })
      .filter({ hasText: 'تم التوصيل' });
    await expect(entry.filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => currentPoints(customer.request)).toBeGreaterThan(before);
    const summary = (await (await customer.request.get('/api/points')).json()).data as {
      recent_transactions: { kind: string; order_number: string | null }[];
    };
    expect(
      summary.recent_transactions.some((t) => t.kind === 'earned' && t.order_number === order.order_number),
    ).toBe(true);
    await customerContext.close();
  });

  test('refusals come back with their reason: a category with products cannot be deleted', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await adminPage(context);
    await page.goto('/admin/categories?view=list');
    await page.getByLabel('ابحث في الأقسام').fill('face-cleansers');
    await page.getByRole('button', { name: 'حذف «غسول ومنظفات الوجه»' }).click();
    const confirm = page.getByRole('dialog', { name: 'حذف القسم' });
    await expect(confirm).toContainText('«غسول ومنظفات الوجه»');
    await confirm.getByRole('button', { name: 'حذف' }).click();
    // The server's own reason, in Arabic.
    await expect(
      page.getByText(translateMessage('This category has products; reassign them first', 'ar')),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'غسول ومنظفات الوجه', exact: true })).toBeVisible();
    await context.close();
  });

  test('the dashboard shows the shop at a glance and the points rules refuse overlapping tiers', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await adminPage(context);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة المعلومات' })).toBeVisible();
    await expect(page.getByText('المنتجات', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: /خلال آخر 30 يوماً|لا توجد طلبات خلال آخر 30 يوماً/ }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'إضافة منتج' }).click();
    await expect(page).toHaveURL(/\/admin\/products\?new=1$/);
    await expect(page.getByRole('dialog', { name: 'إضافة منتج' })).toBeVisible();

    await page.goto('/admin/points?tab=settings');
    await page.getByRole('button', { name: 'إضافة شريحة' }).click();
    await page.getByLabel('الشريحة 2: من (دينار)').fill('5000');
    await page.getByRole('button', { name: 'حفظ إعدادات النقاط' }).click();
    await expect(page.getByText('هذه الشريحة تتداخل مع شريحة أخرى؛ يجب ألا تتداخل المبالغ')).toBeVisible();
    await context.close();
  });
});
