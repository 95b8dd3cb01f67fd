// Accounts: registration with the e-mailed code, signing out and in again, the login errors and landing pages,
// the forgotten password, and the profile tabs. Codes are read from the test mailbox (mail-setup.ts).
import type { Page } from '@playwright/test';
import { DEMO, expect, registerCustomer, signIn, test, useLocale, withAppReady } from './fixtures.ts';
import { readLatestCode } from './mailbox.ts';

const PASSWORD = 'Sehha@2025';

let counter = 0;
/** A fresh address per test and run: the database outlives one test, not one run. */
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${counter++}@example.com`;

/** How an Arabic keyboard types the code. */
const arabicDigits = (code: string) => code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  // The phone tab comes first (issue 14); these accounts sign in with their e-mail.
  await page.getByRole('tab', { name: 'البريد الإلكتروني' }).click();
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

test.describe('accounts', () => {
  test('a new customer registers with the e-mailed code, signs out, and signs in again back to the wishlist', async ({
    page,
  }) => {
    test.slow(); // a whole journey: two codes sent, argon2 hashes on the server, several page loads
    const firstEmail = uniqueEmail('first');
    const email = uniqueEmail('sara');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'رقم الهاتف' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'البريد الإلكتروني' }).click();
    await expect(page.getByText('الخطوة 1 من 2')).toBeVisible();

    // The button waits for a name, an e-mail, a valid password and a matching confirmation.
    const sendCode = page.getByRole('button', { name: 'إرسال رمز التحقق' });
    await expect(sendCode).toBeDisabled();
    await page.getByLabel('الاسم الكامل').fill('سارة محمود');
    await page.getByLabel('البريد الإلكتروني').fill(firstEmail);
    const password = page.getByRole('textbox', { name: 'كلمة المرور', exact: true });
    await password.fill('short');
    await page.getByLabel('تأكيد كلمة المرور').fill('short');
    await expect(sendCode).toBeDisabled();
    await expect(page.getByText('يجب أن تتكون كلمة المرور من 8 أحرف على الأقل')).toBeVisible();
    await password.fill(PASSWORD);
    await page.getByLabel('تأكيد كلمة المرور').fill(`${PASSWORD}x`);
    await page.getByLabel('الاسم الكامل').focus();
    await expect(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();
    await expect(sendCode).toBeDisabled();
    await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
    await expect(sendCode).toBeEnabled();

    // The show toggle reveals the password.
    await page.getByRole('button', { name: 'إظهار كلمة المرور' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');

    await sendCode.click();
    await expect(page.getByText('الخطوة 2 من 2')).toBeVisible();
    await expect(page.getByText(firstEmail)).toBeVisible();
    const codeBox = page.getByLabel('رمز التحقق');
    await expect(codeBox).toHaveAttribute('inputmode', 'numeric');
    await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByRole('button', { name: /إعادة الإرسال بعد \d+ ثانية/ })).toBeDisabled();

    // Back returns to the filled form and forgets the code and the timer; another address starts afresh.
    await codeBox.fill('12');
    await page.getByRole('button', { name: 'رجوع' }).click();
    await expect(page.getByLabel('الاسم الكامل')).toHaveValue('سارة محمود');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    const since = Date.now();
    await sendCode.click();
    await expect(page.getByText(email)).toBeVisible();
    await expect(codeBox).toHaveValue('');
    await expect(page.getByRole('button', { name: /إعادة الإرسال بعد (60|59|58) ثانية/ })).toBeDisabled();

    // A wrong code is refused with the spec's message.
    await codeBox.fill('000000');
    await page.getByRole('button', { name: 'تأكيد وإنشاء الحساب' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'الرمز غير صحيح أو منتهي الصلاحية' }),
    ).toBeVisible();

    // The code typed with Arabic-Indic digits is the same code.
    const code = await readLatestCode(email, { since });
    await codeBox.fill(arabicDigits(code));
    await expect(codeBox).toHaveValue(code);
    await page.getByRole('button', { name: 'تأكيد وإنشاء الحساب' }).click();
    await expect(page.getByText('تم إنشاء الحساب بنجاح')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Signed in: the header's menu carries the new name; signing out leads to the login screen.
    const userMenu = page.getByRole('button', { name: /قائمة الحساب: سارة محمود/ });
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // A protected page sends the shopper to login and, after it, back.
    await page.goto('/wishlist');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwishlist$/);
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(userMenu).toBeVisible();
  });

  test('a wrong password shows the invalid-credentials message in Arabic', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, DEMO.customer.email, 'Wrong-Password-1');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة. يرجى التحقق من بياناتك.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the invalid-credentials message in English', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('Email').fill(DEMO.customer.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Invalid email or password. Please check your credentials.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the admin demo account lands in the back-office; a customer who types /admin lands on the home page', async ({
    browser,
  }) => {
    test.slow(); // two browsers, two sign-ins, the back-office's first load
    const admin = withAppReady(await (await browser.newContext()).newPage());
    await admin.goto('/login');
    await admin.getByRole('button', { name: 'حساب المدير' }).click();
    await expect(admin.getByLabel('البريد الإلكتروني')).toHaveValue(DEMO.admin.email);
    await admin.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.context().close();

    const customer = withAppReady(await (await browser.newContext()).newPage());
    await customer.goto('/login');
    await customer.getByRole('button', { name: 'حساب الزبون' }).click();
    await customer.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(customer).toHaveURL(/\/$/);
    await customer.goto('/admin');
    await expect(customer).toHaveURL(/\/$/);
    await customer.context().close();
  });

  test('a pharmacist and a staff member each see only the back-office areas their role opens', async ({
    browser,
  }) => {
    test.slow(); // two staff sign-ins and the back-office's first load, twice
    const areas = async (page: Page) =>
      (await page.getByRole('navigation', { name: 'قائمة لوحة التحكم' }).getByRole('link').allTextContents())
        .map((text) => text.trim())
        .filter(Boolean);

    const pharmacist = withAppReady(await (await browser.newContext()).newPage());
    await useLocale(pharmacist, 'ar');
    await signIn(pharmacist, DEMO.pharmacist);
    await pharmacist.goto('/admin');
    await expect(pharmacist.getByRole('heading', { level: 1 })).toBeVisible();
    const pharmacistAreas = await areas(pharmacist);
    expect(pharmacistAreas).toContain('الطلبات');
    expect(pharmacistAreas).not.toContain('المنتجات');
    expect(pharmacistAreas).not.toContain('المستخدمون');
    // No settings tab on the dashboard, and an area typed by address says it is not part of the role.
    await expect(pharmacist.getByRole('tab', { name: 'إعدادات المتجر' })).toHaveCount(0);
    await pharmacist.goto('/admin/products');
    await expect(pharmacist.getByRole('heading', { name: 'خارج صلاحيات دورك' })).toBeVisible();
    const refused = await pharmacist.context().request.get('/api/admin/products');
    expect(refused.status()).toBe(403);
    await pharmacist.context().close();

    const staff = withAppReady(await (await browser.newContext()).newPage());
    await useLocale(staff, 'ar');
    await signIn(staff, DEMO.staff);
    await staff.goto('/admin/users');
    await expect(staff.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
    const staffAreas = await areas(staff);
    expect(staffAreas).toEqual(expect.arrayContaining(['الطلبات', 'المستخدمون']));
    expect(staffAreas).not.toContain('الملفات');
    // The admin's row can be looked at but not edited by staff.
    const adminRow = staff.getByRole('row').filter({ hasText: DEMO.admin.email });
    await expect(adminRow.getByRole('button', { name: /عرض/ })).toBeVisible();
    await expect(adminRow.getByRole('button', { name: /تعديل/ })).toHaveCount(0);
    await staff.context().close();
  });

  test('a customer who forgot the password sets a new one with the e-mailed code and signs in with it', async ({
    page,
    request,
  }) => {
    test.slow(); // an account first, then two codes' worth of argon2 on the server
    const email = uniqueEmail('forgot');
    await registerCustomer(request, PASSWORD, 'حيدر كريم', email);

    await page.goto('/login');
    await page.getByRole('tab', { name: 'البريد الإلكتروني' }).click();
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // Typed once the page is there: the address changes before its code has arrived, and the login page has an
    // e-mail field of its own.
    await expect(page.getByRole('heading', { name: 'نسيت كلمة المرور' })).toBeVisible();
    await page.getByLabel('البريد الإلكتروني').fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(page.getByRole('heading', { name: 'تعيين كلمة مرور جديدة' })).toBeVisible();
    await expect(page.getByRole('button', { name: /إعادة الإرسال بعد \d+ ثانية/ })).toBeDisabled();

    const code = await readLatestCode(email, { since });
    const newPassword = 'Jadeed@2025';
    await page.getByLabel('رمز التحقق').fill(code);
    await page.getByRole('textbox', { name: 'كلمة المرور الجديدة', exact: true }).fill(newPassword);
    await page.getByLabel('تأكيد كلمة المرور الجديدة').fill(newPassword);
    await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
    await expect(page.getByText('تم تحديث كلمة المرور بنجاح', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'غير صحيحة' })).toBeVisible();
    await signInWithForm(page, email, newPassword);
    await expect(page).toHaveURL(/\/$/);
  });

  test('the profile keeps its tab in the address, saves details, manages addresses and changes the password', async ({
    page,
  }) => {
    test.slow(); // a whole journey through four tabs and two dialogs
    const email = uniqueEmail('profile');
    await registerCustomer(page.context().request, PASSWORD, 'زهراء حسين', email);

    await page.goto('/profile');
    const infoTab = page.getByRole('tab', { name: 'المعلومات الشخصية' });
    await expect(infoTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText(email)).toBeVisible();
    await expect(page.getByLabel('الاسم الأول')).toHaveValue('زهراء');

    // Personal details: a phone typed in Arabic digits, a governorate, an adult's birth date.
    await page.getByLabel('رقم الموبايل').fill('٠٧٧٠١٢٣٤٥٦٧');
    await expect(page.getByLabel('رقم الموبايل')).toHaveValue('07701234567');
    await page.getByLabel('المحافظة').selectOption({ label: 'البصرة' });
    // The birth date as day, month by name and year (issue 46, item 22).
    const birth = page.getByRole('group', { name: 'تاريخ الميلاد' });
    await birth.getByRole('textbox', { name: 'اليوم' }).fill('1');
    await birth.getByRole('combobox', { name: 'الشهر' }).selectOption({ label: 'آذار (3)' });
    await birth.getByRole('textbox', { name: 'السنة' }).fill('2015');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page.getByText('يجب أن يكون عمرك 18 سنة على الأقل')).toBeVisible();
    await birth.getByRole('textbox', { name: 'السنة' }).fill('1994');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page.getByText('تم تحديث الملف الشخصي بنجاح')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('رقم الموبايل')).toHaveValue('07701234567');
    await expect(page.getByLabel('المحافظة')).toHaveValue('basra');

    // Arrow keys move between tabs (the left arrow goes forward in Arabic) and the URL follows.
    await infoTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'طلباتي' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=orders$/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'الأمان' })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=security$/);

    // Addresses: add one (prefilled from the profile), it becomes the default and survives a reload.
    await page.getByRole('tab', { name: 'العناوين' }).click();
    await expect(page).toHaveURL(/\?tab=addresses$/);
    await expect(page.getByText('لا توجد عناوين محفوظة بعد')).toBeVisible();
    await page.getByRole('button', { name: 'إضافة عنوان' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عنوان جديد' });
    await expect(dialog.getByLabel('المحافظة')).toHaveValue('basra');
    await expect(dialog.getByLabel('رقم الموبايل')).toHaveValue('07701234567');
    await dialog.getByLabel('اسم العنوان').fill('البيت');
    await dialog.getByLabel('المدينة').fill('البصرة');
    await dialog.getByLabel('العنوان التفصيلي').fill('حي الجزائر، زقاق 4، دار 12');
    await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: 'البيت' });
    await expect(card).toContainText('العنوان الافتراضي');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'العناوين' })).toHaveAttribute('aria-selected', 'true');
    await expect(card).toContainText('حي الجزائر، زقاق 4، دار 12');

    // Deleting asks first, naming the address.
    await card.getByRole('button', { name: 'حذف «البيت»' }).click();
    const confirm = page.getByRole('dialog', { name: 'حذف العنوان' });
    await expect(confirm).toContainText('«البيت»');
    await confirm.getByRole('button', { name: 'حذف' }).click();
    await expect(page.getByText('تم حذف العنوان')).toBeVisible();
    await expect(page.getByText('لا توجد عناوين محفوظة بعد')).toBeVisible();

    // Security: a wrong current password is refused under its field; the right one changes it.
    await page.getByRole('tab', { name: 'الأمان' }).click();
    await page.getByLabel('كلمة المرور الحالية').fill('Not-My-Password1');
    await page.getByRole('textbox', { name: 'كلمة المرور الجديدة', exact: true }).fill('Aman@2025x');
    await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('Aman@2025x');
    await page.getByRole('button', { name: 'تحديث كلمة المرور' }).click();
    await expect(page.getByText('كلمة المرور الحالية غير صحيحة')).toBeVisible();
    await page.getByLabel('كلمة المرور الحالية').fill(PASSWORD);
    await page.getByRole('button', { name: 'تحديث كلمة المرور' }).click();
    await expect(page.getByText('تم تحديث كلمة المرور بنجاح')).toBeVisible();
    await expect(page.getByLabel('كلمة المرور الحالية')).toHaveValue('');
  });
});
