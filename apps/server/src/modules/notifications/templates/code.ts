import { bdi, escapeHtml, htmlDocument, type RenderContext, type Rendered, textDocument } from './layout.ts';

export type CodePurpose =
  | 'registration'
  | 'password_reset'
  | 'email_change'
  | 'phone_registration'
  | 'phone_login'
  | 'phone_change';

export interface CodePayload {
  purpose: CodePurpose;
  code: string;
  /** The account's name; greeted only where the address is the account's own (see GREETED). */
  name?: string | null;
}

/**
 * Only a password reset goes to an address an account already proved. Every other code goes to an address
 * or number nobody has proved yet, typed by whoever asked: a name chosen by that person ("Ali\r\nYour
 * account is locked…") must not reach a stranger's inbox under the shop's name (decision 065).
 */
const GREETED: ReadonlySet<CodePurpose> = new Set(['password_reset']);

const COPY = {
  ar: {
    registration: {
      subject: (shop: string) => `رمز تفعيل حسابك في ${shop}`,
      intro: 'أهلاً بك! استخدم هذا الرمز لإكمال إنشاء حسابك:',
      /** What the code is for, named with the shop: texts have no subject line. */
      label: (shop: string) => `رمز تفعيل حسابك في ${shop}`,
    },
    password_reset: {
      subject: () => 'رمز إعادة تعيين كلمة المرور',
      intro: 'طلبت إعادة تعيين كلمة المرور. استخدم هذا الرمز:',
      label: (shop: string) => `رمز إعادة تعيين كلمة المرور في ${shop}`,
    },
    email_change: {
      subject: () => 'تأكيد بريدك الإلكتروني الجديد',
      intro: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني الجديد:',
      label: (shop: string) => `رمز تأكيد بريدك الإلكتروني في ${shop}`,
    },
    phone_registration: {
      subject: (shop: string) => `رمز تفعيل حسابك في ${shop}`,
      intro: 'أهلاً بك! استخدم هذا الرمز لإكمال إنشاء حسابك:',
      label: (shop: string) => `رمز تفعيل حسابك في ${shop}`,
    },
    phone_login: {
      subject: (shop: string) => `رمز الدخول إلى ${shop}`,
      intro: 'استخدم هذا الرمز لتسجيل الدخول:',
      label: (shop: string) => `رمز الدخول إلى ${shop}`,
    },
    phone_change: {
      subject: () => 'تأكيد رقم هاتفك',
      intro: 'استخدم هذا الرمز لتأكيد رقم هاتفك:',
      label: (shop: string) => `رمز تأكيد رقم هاتفك في ${shop}`,
    },
    hello: (name: string) => `مرحباً ${name}،`,
    expiry: 'ينتهي الرمز بعد 10 دقائق.',
    ignore: 'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
    noShare: 'لا تشاركه مع أحد، ولا حتى مع من يقول إنه من الصيدلية.',
    short: (label: string, code: string) => `${label}: ${code}. لا تشاركه مع أحد. صالح 10 دقائق.`,
  },
  en: {
    registration: {
      subject: (shop: string) => `Your ${shop} verification code`,
      intro: 'Welcome! Use this code to finish creating your account:',
      label: (shop: string) => `Your ${shop} verification code`,
    },
    password_reset: {
      subject: () => 'Your password reset code',
      intro: 'You asked to reset your password. Use this code:',
      label: (shop: string) => `Your ${shop} password reset code`,
    },
    email_change: {
      subject: () => 'Confirm your new e-mail address',
      intro: 'Use this code to confirm your new e-mail address:',
      label: (shop: string) => `Your ${shop} e-mail confirmation code`,
    },
    phone_registration: {
      subject: (shop: string) => `Your ${shop} verification code`,
      intro: 'Welcome! Use this code to finish creating your account:',
      label: (shop: string) => `Your ${shop} verification code`,
    },
    phone_login: {
      subject: (shop: string) => `Your ${shop} sign-in code`,
      intro: 'Use this code to sign in:',
      label: (shop: string) => `Your ${shop} sign-in code`,
    },
    phone_change: {
      subject: () => 'Confirm your phone number',
      intro: 'Use this code to confirm your phone number:',
      label: (shop: string) => `Your ${shop} phone confirmation code`,
    },
    hello: (name: string) => `Hello ${name},`,
    expiry: 'The code expires in 10 minutes.',
    ignore: 'If you did not ask for this code, ignore this message.',
    noShare: 'Do not share it with anyone, even someone who says they are from the pharmacy.',
    short: (label: string, code: string) =>
      `${label}: ${code}. Do not share it with anyone. Valid for 10 minutes.`,
  },
} as const;

/** A one-time code (registration, password reset, e-mail change); the code stands alone on its line. */
export function renderCode(p: CodePayload, ctx: RenderContext): Rendered {
  const c = COPY[ctx.locale];
  const shop = ctx.locale === 'ar' ? ctx.shop.name_ar : ctx.shop.name_en;
  const subject = c[p.purpose].subject(shop);
  const greeting = p.name && GREETED.has(p.purpose) ? c.hello(p.name) : null;
  const body = `${greeting ? `<p>${escapeHtml(greeting)}</p>` : ''}<p>${escapeHtml(c[p.purpose].intro)}</p>
<p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;margin:24px 0">${bdi(p.code)}</p>
<p style="color:#475569">${escapeHtml(c.expiry)} ${escapeHtml(c.noShare)}<br>${escapeHtml(c.ignore)}</p>`;
  return {
    subject,
    text: textDocument(ctx, [
      greeting,
      c[p.purpose].intro,
      '',
      p.code,
      '',
      `${c.expiry} ${c.noShare}`,
      c.ignore,
    ]),
    html: htmlDocument(ctx, { title: subject, body }),
    short: c.short(c[p.purpose].label(shop), p.code),
  };
}
