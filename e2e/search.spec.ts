import { expect, test, useLocale } from './fixtures.ts';

// The demo catalogue is seeded the same way every time (apps/server/src/db/seed/catalog-data.ts).
const SENSODYNE_RAPID = 'سنسوداين رابيد ريليف 75 مل';

test.describe('search: suggestions as you type, corrections, the search before the app starts', () => {
  test('a misspelt name typed into the header box suggests the product; arrows and Enter open it', async ({
    page,
  }) => {
    await useLocale(page, 'ar');
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'ابحث في المتجر' });
    await box.pressSequentially('سنسوادين', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'اقتراحات' });
    const wanted = list.getByRole('option', { name: new RegExp(SENSODYNE_RAPID) });
    await expect(wanted).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(wanted).toContainText('د.ع');

    const options = await list.getByRole('option').count();
    for (let step = 0; step < options; step++) {
      await box.press('ArrowDown');
      if ((await wanted.getAttribute('aria-selected')) === 'true') break;
    }
    await expect(wanted).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await wanted.getAttribute('id')) ?? '');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SENSODYNE_RAPID);
  });

  test('a misspelt search offers the corrected one ("did you mean")', async ({ page }) => {
    await useLocale(page, 'ar');
    await page.goto(`/products?search=${encodeURIComponent('بانادلو')}`);
    const main = page.getByRole('main');
    await expect(main.getByText(/هل تقصد/)).toBeVisible();
    // Spelt as the catalogue names the product (بنادول), whichever spelling the shopper meant.
    const correction = main.getByText(/هل تقصد/).getByRole('link', { name: /بنادول/ });
    await correction.click();
    await expect(page).toHaveURL(`/products?${new URLSearchParams({ search: 'بنادول' })}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('بنادول');
    await expect(main.getByRole('heading', { level: 2, name: /بنادول/ }).first()).toBeVisible();
    await expect(main.getByText(/هل تقصد/)).toHaveCount(0);
  });

  for (const locale of ['ar', 'en'] as const) {
    test(`a search lists the best match first, and by name when the shopper asks (${locale})`, async ({
      page,
    }) => {
      await useLocale(page, locale);
      // «حبوب» (pills) is the start of a word in the acne products' texts, and inside «المحبوب» (beloved) in a
      // perfume's: by name the perfume (أرماف) would come first.
      await page.goto(`/products?search=${encodeURIComponent('حبوب')}`);
      const main = page.getByRole('main');
      const sort = main.getByLabel(locale === 'ar' ? 'ترتيب حسب' : 'Sort by');
      await expect(sort).toHaveValue('relevance');
      const first = main.getByRole('heading', { level: 2 }).first();
      await expect(first).toBeVisible();
      await expect(first).not.toContainText(locale === 'ar' ? 'أرماف' : 'Armaf');
      await sort.selectOption('name');
      await expect(page).toHaveURL(/sort=name/);
      await expect(first).toContainText(locale === 'ar' ? 'أرماف' : 'Armaf');
    });
  }

  for (const locale of ['ar', 'en'] as const) {
    test(`an Iraqi word finds what the catalogue calls otherwise (${locale})`, async ({ page }) => {
      await useLocale(page, locale);
      const lipBalm =
        locale === 'ar' ? 'نيفيا مرطب شفاه أوريجينال كير 4.8 غم' : 'Nivea Original Care Lip Balm 4.8g';
      // «شفايف» is lips in Iraq; the catalogue writes «شفاه». As a typo it read «شفاف» (transparent).
      await page.goto('/');
      const box = page.getByRole('banner').getByRole('combobox');
      await box.pressSequentially('مرطب شفايف', { delay: 40 });
      const list = page.getByRole('listbox');
      await expect(list.getByRole('option').first()).toContainText(lipBalm);
      await box.press('Escape');
      await page.goto(`/products?search=${encodeURIComponent('مرطب شفايف')}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(lipBalm);
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(1);
    });
  }

  test('a search sent before the app has started is searched, and shown, trimmed', async ({ page }) => {
    await useLocale(page, 'ar');
    // A slow connection: the app's scripts arrive seconds after the page is on screen.
    await page.route('**/assets/vendor-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('banner').getByRole('combobox', { name: 'ابحث في المتجر' });
    await box.fill('  كريم   مرطب  ');
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true'); // typed before the app started
    // The browser sends the form itself: search=++كريم+++مرطب++
    await box.press('Enter');
    // The words are isolated in the sentence (U+2068 … U+2069), with a no-break space between them.
    const heading = /^نتائج البحث عن «\u2068?كريم\sمرطب\u2069?»$/;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await expect(page).toHaveURL(`/products?${new URLSearchParams({ search: 'كريم مرطب' })}`);
    await expect(page.getByRole('searchbox', { name: 'ابحث في المنتجات' })).toHaveValue('كريم مرطب');
    await expect(box).toHaveValue('كريم مرطب');
  });
});
