import type { Locale } from './constants.ts';

/**
 * Every message the API can send, keyed by its English text (the spec's wording), with its Arabic.
 * The server answers in the request's language; the web app translates the same keys when a
 * shared zod schema fails in a form.
 */
export const MESSAGES_AR: Record<string, string> = {
  'Access denied. Admin privileges required.': 'تم رفض الوصول. هذه الصفحة تتطلب صلاحيات المدير.',
  'CSRF token mismatch.': 'انتهت صلاحية الجلسة الأمنية للصفحة. أعد المحاولة.',
  Unauthenticated: 'يجب تسجيل الدخول أولاً.',
  'Not found': 'غير موجود',
  'Validation failed': 'البيانات المدخلة غير صحيحة',
  'Malformed request': 'الطلب غير صالح',
  'Request body is too large': 'حجم الطلب كبير جداً',
  'Unsupported content type': 'نوع المحتوى غير مدعوم',
  'Too many requests. Please try again later.': 'طلبات كثيرة. يرجى المحاولة لاحقاً.',
  'Server error. Please try again later.': 'خطأ في الخادم. يرجى المحاولة لاحقاً.',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'Login successful': 'تم تسجيل الدخول بنجاح',
  'Logged out': 'تم تسجيل الخروج',
  'This account is disabled': 'هذا الحساب معطّل',
  'Please enter a valid email': 'يرجى إدخال بريد إلكتروني صحيح',
  'Password is required': 'كلمة المرور مطلوبة',
  'Password must be at least 8 characters long': 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  'Passwords do not match': 'كلمتا المرور غير متطابقتين',
  'Product Not Found': 'المنتج غير موجود',
  'Category not found': 'القسم غير موجود',
  'Subscribed successfully': 'تم الاشتراك بنجاح',
};

export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'ar') return MESSAGES_AR[message] ?? message;
  return message;
}

export function hasTranslation(message: string): boolean {
  return message in MESSAGES_AR;
}
