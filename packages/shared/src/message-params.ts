import type { Locale } from './constants.ts';
import { translateMessage } from './messages.ts';

/**
 * A value put into a message: a number, a fixed text, or a text that reads differently in each language
 * (a product's name), picked in the answer's language, falling back to Arabic when the English is empty.
 */
export type MessageParam = number | string | Readonly<{ ar: string; en: string }>;
export type MessageParams = Readonly<Record<string, MessageParam>>;

const paramText = (value: MessageParam, locale: Locale): string => {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  return (locale === 'en' ? value.en : value.ar) || value.ar;
};

/**
 * A message of the catalogue (packages/shared/messages) with `{name}` slots, translated first and filled
 * second, so the catalogue stays keyed by one English text whatever the values are. Slots without a
 * value stay as they are.
 */
export function translateWithParams(message: string, locale: Locale, params?: MessageParams): string {
  const text = translateMessage(message, locale);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = params[name];
    return value === undefined ? slot : paramText(value, locale);
  });
}
