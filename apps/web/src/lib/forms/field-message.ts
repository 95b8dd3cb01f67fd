import { translateMessage } from '@shop/shared/messages';
import { useCallback } from 'react';
import { useLocale } from '../../i18n/locale-store.ts';

/**
 * Field errors come from two places: the shared zod schemas (English keys of @shop/shared/messages) and the
 * server (already in the shopper's language). Both pass through here; a translated text is returned unchanged.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const locale = useLocale();
  return useCallback(
    (message: string | undefined) => (message ? translateMessage(message, locale) : undefined),
    [locale],
  );
}
