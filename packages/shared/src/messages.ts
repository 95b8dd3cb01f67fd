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
  'We sent a 6-digit code to your e-mail': 'أرسلنا رمزاً من 6 أرقام إلى بريدك الإلكتروني',
  'Registration completed successfully': 'تم إنشاء الحساب بنجاح',
  'We sent a new code to your e-mail': 'أرسلنا رمزاً جديداً إلى بريدك الإلكتروني',
  'If an account uses this e-mail, we sent it a code': 'إذا كان هناك حساب بهذا البريد فقد أرسلنا إليه رمزاً',
  'Password updated successfully': 'تم تحديث كلمة المرور بنجاح',
  'Profile updated successfully': 'تم تحديث الملف الشخصي بنجاح',
  'Invalid or expired OTP': 'الرمز غير صحيح أو منتهي الصلاحية',
  'This email is already registered': 'هذا البريد الإلكتروني مسجل مسبقاً',
  'No registration is waiting for this email. Please start again.':
    'لا يوجد تسجيل بانتظار التأكيد لهذا البريد. يرجى البدء من جديد.',
  'Please wait a minute before asking for a new code': 'يرجى الانتظار دقيقة قبل طلب رمز جديد',
  'Too many codes requested. Please try again later.': 'طلبت رموزاً كثيرة. يرجى المحاولة لاحقاً.',
  'The code must be 6 digits': 'يجب أن يتكون الرمز من 6 أرقام',
  'Please enter your name': 'يرجى إدخال الاسم',
  'Password must be at most 128 characters long': 'يجب ألا تزيد كلمة المرور على 128 حرفاً',
  'Please enter an Iraqi mobile number (07XXXXXXXXX)': 'يرجى إدخال رقم موبايل عراقي (07XXXXXXXXX)',
  'Please choose a governorate': 'يرجى اختيار المحافظة',
  'The ZIP code must be 5 digits': 'يجب أن يتكون الرمز البريدي من 5 أرقام',
  'Please enter a valid date': 'يرجى إدخال تاريخ صحيح',
  'You must be at least 18 years old': 'يجب أن يكون عمرك 18 سنة على الأقل',
  'Please enter your current password': 'يرجى إدخال كلمة المرور الحالية',
  'The current password is not correct': 'كلمة المرور الحالية غير صحيحة',
  'To change your e-mail, confirm the new address with a code first':
    'لتغيير بريدك الإلكتروني، أكّد العنوان الجديد برمز أولاً',
  'Address not found': 'العنوان غير موجود',
  'You can save up to 10 addresses': 'يمكنك حفظ 10 عناوين كحد أقصى',
  'The location must be inside Iraq': 'يجب أن يكون الموقع داخل العراق',
  'Please enter the first name': 'يرجى إدخال الاسم الأول',
  'Please enter the last name': 'يرجى إدخال اسم العائلة',
  'Please enter the city': 'يرجى إدخال المدينة',
  'Please enter the address': 'يرجى إدخال العنوان',
  'Use true or false': 'القيمة يجب أن تكون true أو false',
  'Order placed successfully': 'تم تقديم الطلب بنجاح',
  'Order cancelled': 'تم إلغاء الطلب',
  'Order not found': 'الطلب غير موجود',
  'Only pending orders can be cancelled': 'يمكن إلغاء الطلبات قيد الانتظار فقط',
  'This order cannot move to that status': 'لا يمكن نقل الطلب إلى هذه الحالة',
  'Some items are not available in the quantity requested': 'بعض المنتجات غير متوفرة بالكمية المطلوبة',
  'Insufficient points': 'رصيد النقاط غير كافٍ',
  'This Idempotency-Key was already used for a different order': 'مفتاح منع التكرار هذا استُخدم لطلب مختلف',
  'Cart is empty': 'السلة فارغة',
  'Invalid product': 'منتج غير صالح',
  'Please enter a valid quantity': 'يرجى إدخال كمية صحيحة',
  'An order can hold up to 100 different products': 'يمكن أن يحتوي الطلب على 100 منتج مختلف كحد أقصى',
  'This payment method is not available': 'طريقة الدفع هذه غير متاحة',
  'Please enter a valid points amount': 'يرجى إدخال عدد نقاط صحيح',
  'Added to wishlist': 'تمت الإضافة إلى المفضلة',
  'Removed from wishlist': 'تمت الإزالة من المفضلة',
  'Wishlist cleared': 'تم مسح المفضلة',
  'User not found': 'المستخدم غير موجود',
  'Unknown order status': 'حالة طلب غير معروفة',
  'Points can pay for at most half of the order': 'يمكن للنقاط أن تغطي نصف قيمة الطلب كحد أقصى',
};

export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'ar') return MESSAGES_AR[message] ?? message;
  return message;
}

export function hasTranslation(message: string): boolean {
  return message in MESSAGES_AR;
}
