import { i18n } from '../i18n/i18n.ts';
import { currentLocale } from '../i18n/locale-store.ts';
import { type DescribeOptions, describeApiError } from './api-error.ts';

/** The shopper-facing text for any failed call, in the current language. */
export function errorMessage(error: unknown, options: Omit<DescribeOptions, 'separator'> = {}): string {
  const described = describeApiError(error, {
    ...options,
    separator: currentLocale() === 'ar' ? '، ' : ', ',
  });
  if ('text' in described) return described.text;
  if (described.key === 'errors.server') return i18n.t('errors.server', { status: described.status });
  return i18n.t(described.key);
}
