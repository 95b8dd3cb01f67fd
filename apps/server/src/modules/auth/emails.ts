import type { Locale } from '@shop/shared/constants';
import type { Mail } from '../../lib/mailer.ts';

type Purpose = 'registration' | 'password_reset' | 'email_change';

const COPY: Record<
  Locale,
  Record<Purpose, { subject: string; intro: string }> & {
    footer: string;
    expiry: string;
    ignore: string;
    shop: string;
  }
> = {
  ar: {
    shop: 'صيدلية الشفاء',
    registration: {
      subject: 'رمز تفعيل حسابك في صيدلية الشفاء',
      intro: 'أهلاً بك! استخدم هذا الرمز لإكمال إنشاء حسابك:',
    },
    password_reset: {
      subject: 'رمز إعادة تعيين كلمة المرور',
      intro: 'طلبت إعادة تعيين كلمة المرور. استخدم هذا الرمز:',
    },
    email_change: {
      subject: 'تأكيد بريدك الإلكتروني الجديد',
      intro: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني الجديد:',
    },
    expiry: 'ينتهي الرمز بعد 10 دقائق.',
    ignore: 'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
    footer: 'صيدلية الشفاء — بغداد، العراق',
  },
  en: {
    shop: 'Al-Shifa Pharmacy',
    registration: {
      subject: 'Your Al-Shifa Pharmacy verification code',
      intro: 'Welcome! Use this code to finish creating your account:',
    },
    password_reset: {
      subject: 'Your password reset code',
      intro: 'You asked to reset your password. Use this code:',
    },
    email_change: {
      subject: 'Confirm your new e-mail address',
      intro: 'Use this code to confirm your new e-mail address:',
    },
    expiry: 'The code expires in 10 minutes.',
    ignore: 'If you did not ask for this code, ignore this message.',
    footer: 'Al-Shifa Pharmacy — Baghdad, Iraq',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The one-time-code e-mail in the shopper's language: plain text and a right-to-left HTML part for Arabic. */
export function codeEmail(to: string, code: string, purpose: Purpose, locale: Locale, name?: string): Mail {
  const c = COPY[locale];
  const greeting = name ? (locale === 'ar' ? `مرحباً ${name}،` : `Hello ${name},`) : '';
  const text = [greeting, c[purpose].intro, '', code, '', c.expiry, c.ignore, '', c.footer]
    .filter((l, i) => l || i > 0)
    .join('\n');
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="margin:0;background:#f8fafc;font-family:Tahoma,Arial,sans-serif;color:#0f172a">
<div style="max-width:480px;margin:24px auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px;text-align:${locale === 'ar' ? 'right' : 'left'}">
<h1 style="margin:0 0 16px;font-size:20px;color:#0f766e">${escapeHtml(c.shop)}</h1>
${greeting ? `<p>${escapeHtml(greeting)}</p>` : ''}<p>${escapeHtml(c[purpose].intro)}</p>
<p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;margin:24px 0;color:#0f172a">${code}</p>
<p style="color:#475569">${escapeHtml(c.expiry)}<br>${escapeHtml(c.ignore)}</p>
<p style="color:#94a3b8;font-size:12px;margin-top:24px">${escapeHtml(c.footer)}</p></div></body></html>`;
  return { to, subject: c[purpose].subject, text, html };
}
