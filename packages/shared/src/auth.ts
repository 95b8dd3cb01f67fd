import { z } from 'zod';
import { MINIMUM_AGE_YEARS, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { toLatinDigits } from './digits.ts';
import { GOVERNORATE_CODES } from './governorates.ts';
import { iraqiMobileE164, normalizeIraqiPhone } from './phone.ts';
import { singleLine } from './text.ts';

export const emailSchema = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email' }).max(254));

export const loginBody = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.infer<typeof loginBody>;

export const userView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a customer who registered with a phone number and has not added an e-mail. */
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  roles: z.array(z.object({ name: z.string() })),
  permissions: z.array(z.string()),
  points: z.number().int(),
  is_email_verified: z.boolean(),
  /** The phone proved with a code: the customer can sign in with it. */
  is_phone_verified: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserView = z.infer<typeof userView>;

/** The answer of a sign-in (POST /login, POST /api/register/verify-otp): the signed-in user. */
export const signedInView = z.object({ user: userView });

export const passwordSchema = z
  .string({ error: 'Password must be at least 8 characters long' })
  .min(PASSWORD_MIN, 'Password must be at least 8 characters long')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters long');

/** A code typed on an Arabic keyboard arrives in Arabic-Indic digits; it is the same code. */
export const otpSchema = z
  .string({ error: 'The code must be 6 digits' })
  .transform((v) => toLatinDigits(v).replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'The code must be 6 digits'));

export const registerBody = z
  .object({
    name: singleLine({ error: 'Please enter your name' }).min(2, 'Please enter your name').max(100),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'Passwords do not match' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const verifyOtpBody = z.object({ email: emailSchema, otp: otpSchema });
export const resendOtpBody = z.object({
  email: emailSchema,
  type: z.enum(['registration', 'password_reset']).default('registration'),
});
export const forgotPasswordBody = z.object({ email: emailSchema });
export const resetPasswordBody = z
  .object({ email: emailSchema, otp: otpSchema, password: passwordSchema, password_confirmation: z.string() })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });

export const phoneSchema = z
  .string({ error: 'Please enter an Iraqi mobile number (07XXXXXXXXX)' })
  .transform((v, ctx) => {
    const phone = normalizeIraqiPhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Please enter an Iraqi mobile number (07XXXXXXXXX)' });
      return z.NEVER;
    }
    return phone;
  });

/** An optional one-line text of the profile (names, address, city). */
const optionalText = (max: number) =>
  singleLine()
    .max(max)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** Adults only (the terms): the date must be real, in the past, and at least 18 years ago. */
export function isOldEnough(isoDate: string, now = new Date()): boolean {
  const dob = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(dob.getTime())) return false;
  const limit = new Date(
    Date.UTC(now.getUTCFullYear() - MINIMUM_AGE_YEARS, now.getUTCMonth(), now.getUTCDate()),
  );
  return dob <= limit;
}

/** An optional form field: an empty string means "clear it" (null), absent means "leave it". */
const blankable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable()).optional();

export const profileBody = z.object({
  name: singleLine().min(2, 'Please enter your name').max(100).optional(),
  first_name: optionalText(60),
  last_name: optionalText(60),
  email: emailSchema.optional(),
  phone: blankable(phoneSchema),
  address: optionalText(300),
  city: optionalText(80),
  state: blankable(z.enum(GOVERNORATE_CODES, { error: 'Please choose a governorate' })),
  zip_code: blankable(
    z
      .string()
      .transform(toLatinDigits)
      .pipe(z.string().regex(/^\d{5}$/, 'The ZIP code must be 5 digits')),
  ),
  date_of_birth: blankable(
    z
      .string()
      .transform(toLatinDigits)
      .pipe(z.iso.date({ error: 'Please enter a valid date' }))
      .refine((d) => d >= '1900-01-01', 'Please enter a valid date')
      .refine((d) => isOldEnough(d), 'You must be at least 18 years old'),
  ),
  gender: blankable(z.enum(['male', 'female', 'other'])),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const changePasswordBody = z
  .object({
    current_password: z.string().min(1, 'Please enter your current password').max(PASSWORD_MAX),
    new_password: passwordSchema,
    confirm_password: z.string(),
  })
  .refine((b) => b.new_password === b.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });

export const emailChangeBody = z.object({ email: emailSchema });
export const emailChangeVerifyBody = z.object({ otp: otpSchema });

// ---------------------------------------------------------------- sign in with a phone number (issue 14)

export const PHONE_FORMAT_MESSAGE = 'Please enter an Iraqi mobile number (07XXXXXXXXX)';

/** An Iraqi mobile number in any way people type it, as `+9647XXXXXXXXX`. */
export const mobileSchema = z.string({ error: PHONE_FORMAT_MESSAGE }).transform((v, ctx) => {
  const phone = v.length <= 40 ? iraqiMobileE164(v) : null;
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: PHONE_FORMAT_MESSAGE });
    return z.NEVER;
  }
  return phone;
});

export const CODE_CHANNELS = ['sms', 'whatsapp'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
/** A texted code goes by SMS unless the shopper chooses WhatsApp. */
export const DEFAULT_CODE_CHANNEL: CodeChannel = 'sms';
export const codeChannelSchema = z
  .enum(CODE_CHANNELS, { error: 'Choose SMS or WhatsApp' })
  .optional()
  .default(DEFAULT_CODE_CHANNEL);

/** POST /api/login/phone/send-code: always the same answer, whether or not the number has an account. */
export const phoneLoginSendBody = z.object({ phone: mobileSchema, channel: codeChannelSchema });
/** POST /api/login/phone/verify: the signed-in user, like POST /login. */
export const phoneLoginVerifyBody = z.object({
  phone: mobileSchema,
  code: otpSchema,
  remember: z.boolean().optional().default(false),
});

/** POST /api/register/phone/send-otp: no password (the phone is the key); a code by SMS or WhatsApp. */
export const phoneRegisterBody = z.object({
  name: singleLine({ error: 'Please enter your name' }).min(2, 'Please enter your name').max(100),
  phone: mobileSchema,
  channel: codeChannelSchema,
});
export type PhoneRegisterBody = z.infer<typeof phoneRegisterBody>;
export const phoneRegisterVerifyBody = z.object({ phone: mobileSchema, otp: otpSchema });
/** POST /api/register/phone/resend: a new code for the registration waiting on this number. */
export const phoneResendBody = z.object({ phone: mobileSchema, channel: codeChannelSchema });

/** POST /api/profile/phone: prove a new (or the current, unverified) phone with a code. */
export const phoneChangeBody = z.object({ phone: mobileSchema, channel: codeChannelSchema });
export const phoneChangeVerifyBody = z.object({ phone: mobileSchema, otp: otpSchema });
