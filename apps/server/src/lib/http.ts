import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from '@shop/shared/constants';
import type { FastifyRequest } from 'fastify';

export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** `?lang=` wins, then the first supported language of Accept-Language, then Arabic. */
export function requestLocale(req: FastifyRequest): Locale {
  const lang = (req.query as Record<string, unknown> | undefined)?.lang;
  if (lang === 'ar' || lang === 'en') return lang;
  const header = req.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const tag = part.trim().slice(0, 2).toLowerCase();
      if (tag === 'ar' || tag === 'en') return tag;
    }
  }
  return DEFAULT_LOCALE;
}

/** The language the shopper chose in the web app (its cookie), or null on a first visit. */
export function chosenLocale(req: FastifyRequest): Locale | null {
  const cookie = req.cookies?.[LOCALE_COOKIE];
  return cookie === 'ar' || cookie === 'en' ? cookie : null;
}
