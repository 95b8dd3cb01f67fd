// Sign in with a phone number (issue 14), in Arabic: a new customer registers with an Iraqi mobile number and the
// code texted to it, signs out, signs in again with a new code, and orders a medicine that needs no prescription.
// Codes are read from the fake SMS gateway of mail-setup.ts (the shop's SMS_WEBHOOK_URL).
import { expect, test, useLocale } from './fixtures.ts';
import { readLatestTextedCode } from './sms-inbox.ts';

/** How an Arabic keyboard types digits. */
const arabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

test.describe('signing in with a phone number', () => {
  test.describe.configure({ timeout: 240_000 });

  test('registers with a texted code, signs out, signs in again with a new code, and orders (Arabic)', async ({
    page,
  }) => {
    await useLocale(page, 'ar');
    // A number of its own per run: 0750 + 7 digits from the clock.
    const digits = String(Date.now()).slice(-7);
    const local = `0750${digits}`;
    const e164 = `+964${local.slice(1)}`;

    // Register: the phone tab comes first; the number typed with Arabic-Indic digits and spaces.
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'رقم الهاتف' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('الاسم الكامل').fill('حسين علي');
    const number = page.getByLabel('رقم الموبايل');
    await expect(number).toHaveAttribute('inputmode', 'tel');
    await expect(number).toHaveAttribute('dir', 'ltr');
    // A number that is not an Iraqi mobile is named under the field.
    await number.fill('0612');
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(page.getByText('يرجى إدخال رقم موبايل عراقي (07XXXXXXXXX)')).toBeVisible();
    await number.fill(arabicDigits(`${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`));
    await expect(page.getByRole('radio', { name: 'رسالة نصية (SMS)' })).toBeChecked();
    let since = Date.now();
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();

    const registration = await readLatestTextedCode(e164, { since });
    expect(registration.text.channel).toBe('sms');
    const codeBox = page.getByLabel('رمز التحقق');
    await expect(codeBox).toHaveAttribute('inputmode', 'numeric');
    await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByRole('button', { name: /إعادة الإرسال بعد \d+ ثانية/ })).toBeDisabled();
    await codeBox.fill(registration.code);
    await page.getByRole('button', { name: 'تأكيد وإنشاء الحساب' }).click();
    await expect(page).toHaveURL(/\/$/);
    const userMenu = page.getByRole('button', { name: /قائمة الحساب: حسين علي/ });
    await expect(userMenu).toBeVisible();
    // The welcome toast sits in the top-start corner, over the account menu in Arabic, and stays while the pointer
    // is on it: a shopper waits for it to go (or closes it) before opening the menu.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

    // Sign out, then in again with the number as +964 and the code in Arabic-Indic digits.
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: 'رقم الهاتف' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('رقم الموبايل').fill(`+964 ${local.slice(1)}`);
    since = Date.now();
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    const signIn = await readLatestTextedCode(e164, { since });
    await page.getByLabel('رمز التحقق').fill(arabicDigits(signIn.code));
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(userMenu).toBeVisible();

    // Order a product that needs no prescription, cash on delivery.
    const request = page.context().request;
    const listed = await request.get('/api/products?category=thermometers&limit=20&lang=ar');
    const product = (
      (await listed.json()).data.data as {
        id: number;
        name: string;
        stock: number;
        requires_prescription: boolean;
      }[]
    )
      .filter((p) => p.stock > 5 && !p.requires_prescription)
      .at(-1);
    expect(product, 'a thermometer in stock that needs no prescription').toBeTruthy();
    await page.goto(`/products/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).click();

    await page.goto('/checkout');
    await page.getByRole('button', { name: 'متابعة إلى التوصيل' }).click();
    // The proved number comes from the account; no e-mail is on it, and none is needed to order.
    await expect(page.getByLabel('رقم الموبايل')).toHaveValue(new RegExp(local.slice(1)));
    const email = page.getByLabel('البريد الإلكتروني (اختياري)');
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-required', 'true');
    await page.getByLabel('الاسم الأول').fill('حسين');
    await page.getByLabel('اسم العائلة').fill('علي');
    await page.getByLabel('المحافظة').selectOption({ label: 'بغداد' });
    await page.getByLabel('المدينة أو القضاء').fill('الكرادة');
    await page.getByLabel('العنوان التفصيلي').fill('شارع 62، محلة 903، دار 14');
    await page.getByRole('button', { name: 'متابعة إلى الدفع' }).click();
    await expect(page.getByRole('radio', { name: /الدفع عند الاستلام/ })).toBeChecked();
    await page.getByRole('button', { name: 'تأكيد الطلب', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'شكراً لك! تم استلام طلبك' })).toBeVisible();
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^AS-\d{6}$/);

    // The order is this customer's own.
    const mine = (await (await request.get('/api/orders')).json()).data;
    const orders = (Array.isArray(mine) ? mine : mine.data) as {
      order_number: string;
      email: string | null;
    }[];
    expect(orders).toEqual([expect.objectContaining({ order_number: orderNumber, email: null })]);
  });
});
