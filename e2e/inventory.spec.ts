// Stock and expiry, end to end in Arabic (issue 15): the pharmacist opens the expiry report, sees the
// 30/60/90-day windows, writes off an expired batch still on the shelf (it leaves the write-off list), finds
// that product, receives a new lot (a wrong form first says what is missing), and the batch and its
// "received" movement show on the product's stock page.
import { expect as baseExpect, DEMO, signIn, test, useLocale } from './fixtures.ts';

// Several browsers and the server share two cores: give pages time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

interface ReportBatch {
  id: number;
  product_id: number;
  product_name: string;
  lot_number: string;
  quantity: number;
}

test.describe('stock and expiry (Arabic)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the pharmacist writes off an expired batch and receives a new lot of that product', async ({
    page,
  }) => {
    await useLocale(page, 'ar');
    await signIn(page, DEMO.pharmacist);

    // The demo seed leaves a few expired batches waiting; the test takes the first the report lists.
    const report = await page.context().request.get('/api/admin/inventory/expiry?lang=ar');
    expect(report.status()).toBe(200);
    const expired = (await report.json()).data.expired as ReportBatch[];
    expect(expired.length, 'an expired batch awaiting write-off in the demo data').toBeGreaterThan(0);
    const batch = expired[0]!;

    await page.goto('/admin');
    await page.getByRole('link', { name: 'المخزون والصلاحية' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'المخزون والصلاحية' })).toBeVisible();
    for (const days of [30, 60, 90]) {
      await expect(page.getByText(`تنتهي خلال ${days} يوماً`, { exact: true })).toBeVisible();
    }

    // The write-off list: the batch's own button, a dialog that names it and says it cannot be undone.
    const writeOffList = page.getByRole('region', { name: 'منتهية الصلاحية: اسحبها من الرف وأتلفها' });
    const writeOff = writeOffList.getByRole('button', {
      name: `إتلاف التشغيلة ${batch.lot_number} من ${batch.product_name}`,
    });
    await writeOff.click();
    const dialog = page.getByRole('dialog', { name: 'إتلاف تشغيلة' });
    await expect(dialog.getByText('لا يمكن التراجع عن ذلك.', { exact: false })).toBeVisible();
    await expect(dialog.getByLabel('السبب')).toHaveValue('expired');
    await dialog.getByRole('button', { name: 'إتلاف', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(writeOff).toBeHidden();

    // The product, found by name as a pharmacist would (no products area for them).
    await page.getByLabel('ابحث عن منتج').fill(batch.product_name);
    await page.getByRole('link', { name: batch.product_name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `مخزون ${batch.product_name}` })).toBeVisible();
    const history = page.getByRole('region', { name: 'سجل الحركات' });
    await expect(
      history.getByRole('row').filter({ hasText: batch.lot_number }).filter({ hasText: 'إتلاف' }),
    ).toBeVisible();

    // Receiving a lot: an empty form says what is missing, in Arabic, under each field.
    await page.getByRole('button', { name: 'استلام تشغيلة' }).click();
    const receive = page.getByRole('dialog', { name: 'استلام تشغيلة' });
    await receive.getByRole('button', { name: 'استلام', exact: true }).click();
    await expect(receive.getByText('يرجى إدخال رقم التشغيلة')).toBeVisible();
    await expect(receive.getByText('يرجى إدخال الكمية')).toBeVisible();

    const lot = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await receive.getByLabel('رقم التشغيلة').fill(lot);
    // The date as a pharmacist reads it (issue 46, item 22): day, month by name, year, never mm/dd/yyyy.
    const expiry = receive.getByRole('group', { name: 'تاريخ انتهاء الصلاحية' });
    const [year, month, day] = nextYear.split('-');
    await expiry.getByRole('textbox', { name: 'اليوم' }).fill(String(Number(day)));
    const months = expiry.getByRole('combobox', { name: 'الشهر' });
    await months.selectOption(String(Number(month)));
    await expect(months.locator('option:checked')).toHaveText(
      new RegExp(
        `^${new Intl.DateTimeFormat('ar-IQ', { month: 'long', timeZone: 'UTC' }).format(new Date(nextYear))} \\(`,
      ),
    );
    await expiry.getByRole('textbox', { name: 'السنة' }).fill(year!);
    await receive.getByLabel('الكمية').fill('٢٤');
    await receive.getByRole('button', { name: 'استلام', exact: true }).click();
    await expect(receive).toBeHidden();

    const batches = page.getByRole('region', { name: 'التشغيلات' });
    const row = batches.getByRole('row').filter({ hasText: lot });
    await expect(row).toBeVisible();
    await expect(row.getByText('صالحة للبيع')).toBeVisible();
    await expect(row.getByText('24').first()).toBeVisible();
    const received = history.getByRole('row').filter({ hasText: lot });
    await expect(received.getByText('استلام', { exact: true })).toBeVisible();
    await expect(received.getByText('+24')).toBeVisible();
  });
});
