import { hasTranslation, translateMessage } from '@shop/shared/messages';
import { useCallback } from 'react';
import { i18n } from '../../../i18n/i18n.ts';
import { currentLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/**
 * Back-office messages of the shared schemas and of the admin API that the shared Arabic catalogue
 * (@shop/shared/messages) does not hold yet, keyed by their English text, pointing at this namespace's strings.
 */
const ADMIN_MESSAGES = {
  'Please enter the Arabic name': 'messages.arabicName',
  'Please enter a valid price': 'messages.price',
  'Please enter a valid stock quantity': 'messages.stock',
  'Please choose a category': 'messages.category',
  'Use lowercase Latin letters, digits and hyphens': 'messages.slug',
  'Please enter a name': 'messages.name',
  'Choose percentage or fixed': 'messages.discountType',
  'Please enter a valid value': 'messages.value',
  'The value cannot be negative': 'messages.negative',
  'Choose products or categories': 'messages.target',
  'A percentage cannot be above 100': 'messages.percentAbove100',
  'Please choose an end date': 'messages.endDate',
  'The end must be after the start': 'messages.endAfterStart',
  'Choose at least one product': 'messages.oneProduct',
  'Choose at least one category': 'messages.oneCategory',
  'The fixed amount is above the price of a chosen product': 'messages.fixedAbovePrice',
  'Choose at least one role': 'messages.oneRole',
  'Please select a user': 'messages.selectUser',
  'Please enter a reason': 'messages.reason',
  'You cannot remove your own admin access': 'messages.ownAdmin',
  'The shop needs at least one admin': 'messages.lastAdmin',
  'You cannot delete your own account here': 'messages.deleteSelf',
  'This category has subcategories; delete them first': 'messages.categoryHasChildren',
  'This category has products; reassign them first': 'messages.categoryHasProducts',
  'This order cannot move to that status': 'messages.orderTransition',
  'The product has orders, so it was archived': 'messages.productArchived',
  'Error updating order status. Please try again.': 'messages.orderStatusFailed',
} as const;

type AdminMessageKey = (typeof ADMIN_MESSAGES)[keyof typeof ADMIN_MESSAGES];

function known(message: string): AdminMessageKey | undefined {
  return (ADMIN_MESSAGES as Record<string, AdminMessageKey>)[message];
}

/**
 * A message from a schema or the server, in the current language: the shared catalogue first (the server's
 * own wording), then this namespace's strings; unknown English text becomes a generic sentence in Arabic.
 */
export function translateAdminMessage(message: string): string {
  // Form schemas local to the back-office use this namespace's keys as their messages.
  if (message.startsWith('messages.')) return i18n.t(message as AdminMessageKey, { ns: 'admin' });
  const locale = currentLocale();
  if (hasTranslation(message)) return translateMessage(message, locale);
  const key = known(message);
  if (key) return i18n.t(key, { ns: 'admin' });
  if (locale === 'ar' && /^[\x20-\x7e]+$/.test(message)) return i18n.t('messages.invalid', { ns: 'admin' });
  return message;
}

/** The text for a failed call: the server's message (translated when it came back in English) or ours. */
export function adminErrorMessage(error: unknown): string {
  const text = errorMessage(error);
  if (currentLocale() === 'ar' && hasTranslation(text)) return translateMessage(text, 'ar');
  const key = known(text);
  return key ? i18n.t(key, { ns: 'admin' }) : text;
}

/** For forms: turns a field's error message (from zod or the server) into the text to show. */
export function useFieldMessage() {
  const { i18n: instance } = useTranslation('admin');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-created when the language changes
  return useCallback(
    (message: string | undefined) => (message ? translateAdminMessage(message) : undefined),
    [instance.language],
  );
}
