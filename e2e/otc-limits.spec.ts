import type { APIRequestContext } from '@playwright/test';
import { expect, test, useLocale } from './fixtures.ts';

// Decision 015, on the seeded catalogue (apps/server/src/db/seed/catalog-data.ts): Paracetamol SDI is limited
// to 2 packs an order; Amoxicillin needs a prescription and sells a lot, but is never advertised.
const PARACETAMOL = {
  en: 'Paracetamol 500mg 20 Tablets (SDI)',
  ar: 'باراسيتامول 500 ملغ 20 حبة - أدوية سامراء',
};
const AMOXICILLIN = {
  en: 'Amoxicillin 500mg 21 Capsules (Pioneer)',
  ar: 'أموكسيسيلين 500 ملغ 21 كبسولة - بايونير',
};

/** "Limit: 2 per order"; the number is wrapped in bidi isolation marks so it does not scramble the sentence. */
const LIMIT_2 = /^الحد الأقصى\W{1,3}2\W{1,3}لكل طلب$/;

async function productId(request: APIRequestContext, englishName: string): Promise<number> {
  const res = await request.get(`/api/products?search=${encodeURIComponent(englishName)}&limit=20&lang=en`);
  expect(res.status()).toBe(200);
  const match = ((await res.json()).data.data as { id: number; name: string }[]).find(
    (p) => p.name === englishName,
  );
  expect(match, `the seeded product “${englishName}”`).toBeTruthy();
  return match!.id;
}

test.describe('over-the-counter limits and prescription medicines (ar)', () => {
  test('the product page shows the limit and its stepper stops at it, and so does the cart', async ({
    page,
  }) => {
    await useLocale(page, 'ar');
    const id = await productId(page.context().request, PARACETAMOL.en);
    await page.goto(`/products/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: PARACETAMOL.ar })).toBeVisible();
    await expect(main.getByText(LIMIT_2)).toBeVisible();

    const quantity = main.getByRole('textbox', { name: 'الكمية', exact: true });
    const increase = main.getByRole('button', { name: `زيادة الكمية ${PARACETAMOL.ar}` });
    await increase.click();
    await expect(quantity).toHaveValue('2');
    await expect(increase).toBeDisabled();
    // Typed on an Arabic keyboard, above the limit: brought back to it.
    await quantity.fill('٥');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('2');

    await main.getByRole('button', { name: 'أضف إلى السلة', exact: true }).click();
    await expect(page.getByText(/تمت إضافة .* إلى السلة/)).toBeVisible();
    // The cart already holds the most one order may: a second add is refused and the shopper is told why.
    await main.getByRole('button', { name: 'أضف إلى السلة', exact: true }).click();
    await expect(page.getByText(/يمكنك طلب\W{1,3}2\W{1,3}على الأكثر من/)).toBeVisible();

    await page.goto('/cart');
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: PARACETAMOL.ar });
    await expect(line.getByRole('textbox')).toHaveValue('2');
    await expect(line.getByText(LIMIT_2)).toBeVisible();
    await expect(line.getByRole('button', { name: /زيادة/ })).toBeDisabled();
  });

  test('a prescription medicine is not among the bestsellers, but search finds it and its page explains the prescription step', async ({
    page,
  }) => {
    await useLocale(page, 'ar');
    await page.goto('/bestsellers');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: AMOXICILLIN.ar })).toHaveCount(0);

    await page.goto(`/products?search=${encodeURIComponent('اموكسيسيلين')}`);
    await page.getByRole('main').getByRole('link', { name: AMOXICILLIN.ar }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: AMOXICILLIN.ar })).toBeVisible();
    const note = main.getByRole('note');
    await expect(note).toContainText('يُصرف بوصفة طبية');
    await expect(note).toContainText('ترفع صورة الوصفة أو ملف PDF منها عند إتمام الطلب');
    await expect(note).toContainText('الصيدلاني');
    await expect(main.getByText('الأكثر مبيعاً')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'أضف إلى السلة', exact: true })).toBeEnabled();
  });
});
