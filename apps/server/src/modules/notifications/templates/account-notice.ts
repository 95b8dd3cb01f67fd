import {
  escapeHtml,
  htmlDocument,
  type RenderContext,
  type Rendered,
  shopLink,
  textDocument,
} from './layout.ts';

/** What the pharmacy may change on a customer's account, as the customer is told of it. */
export type AccountField = 'name' | 'phone' | 'email' | 'roles' | 'is_active' | 'password';

/**
 * Messages about an account, not an order. None carries a name or anything else typed by whoever caused it:
 * `already_registered` goes to an address nobody has proved is the asker's (decision 060).
 * - already_registered: someone asked to register (or move another account to) an address that has an account;
 * - changed_by_pharmacy: a member of staff changed these fields of the account.
 */
export type AccountNoticePayload =
  | { kind: 'already_registered'; via: 'email' | 'phone' }
  | { kind: 'changed_by_pharmacy'; fields: AccountField[] };

const COPY = {
  ar: {
    already: {
      subject: (shop: string) => `لديك حساب في ${shop}`,
      line: 'طلب أحدهم استخدام هذا العنوان لحساب جديد، وهو مسجّل لحسابك من قبل.',
      email: 'سجّل الدخول، أو أعد تعيين كلمة المرور إن نسيتها.',
      phone: 'سجّل الدخول برمز يصل إلى هذا الرقم.',
      ignore: 'إن لم تكن أنت من طلب ذلك فتجاهل هذه الرسالة، فحسابك كما هو.',
      action: 'تسجيل الدخول',
    },
    changed: {
      subject: 'غيّرت الصيدلية بيانات حسابك',
      line: (fields: string) => `غيّر أحد موظفي الصيدلية في حسابك: ${fields}.`,
      ask: 'إن لم تطلب هذا التغيير فاتصل بنا.',
      action: 'حسابي',
    },
    fields: {
      name: 'الاسم',
      phone: 'رقم الهاتف',
      email: 'البريد الإلكتروني',
      roles: 'الصلاحيات',
      is_active: 'حالة الحساب',
      password: 'كلمة المرور',
    },
    and: '، ',
  },
  en: {
    already: {
      subject: (shop: string) => `You already have a ${shop} account`,
      line: 'Someone asked to use this address for a new account, but it already belongs to yours.',
      email: 'Sign in, or reset your password if you have forgotten it.',
      phone: 'Sign in with a code sent to this number.',
      ignore: 'If this was not you, ignore this message: your account is unchanged.',
      action: 'Sign in',
    },
    changed: {
      subject: 'The pharmacy changed your account',
      line: (fields: string) => `A member of the pharmacy's staff changed your account: ${fields}.`,
      ask: 'If you did not ask for this, contact us.',
      action: 'My account',
    },
    fields: {
      name: 'name',
      phone: 'phone number',
      email: 'e-mail address',
      roles: 'roles',
      is_active: 'whether it is active',
      password: 'password',
    },
    and: ', ',
  },
} as const;

export function renderAccountNotice(p: AccountNoticePayload, ctx: RenderContext): Rendered {
  const c = COPY[ctx.locale];
  const shop = ctx.locale === 'ar' ? ctx.shop.name_ar : ctx.shop.name_en;
  if (p.kind === 'already_registered') {
    const link = shopLink(ctx, '/login');
    const lines = [c.already.line, p.via === 'email' ? c.already.email : c.already.phone, c.already.ignore];
    const subject = c.already.subject(shop);
    return {
      subject,
      text: textDocument(ctx, lines, link),
      html: htmlDocument(ctx, {
        title: subject,
        body: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
        action: { href: link, label: c.already.action },
      }),
      short: `${shop}: ${lines.slice(0, 2).join(' ')}`,
    };
  }
  const link = shopLink(ctx, '/profile');
  const lines = [c.changed.line(p.fields.map((f) => c.fields[f]).join(c.and)), c.changed.ask];
  return {
    subject: c.changed.subject,
    text: textDocument(ctx, lines, link),
    html: htmlDocument(ctx, {
      title: c.changed.subject,
      body: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
      action: { href: link, label: c.changed.action },
    }),
    short: `${shop}: ${lines.join(' ')}`,
  };
}
