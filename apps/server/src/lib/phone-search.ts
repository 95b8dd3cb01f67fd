import { phoneSearchDigits } from '@shop/shared/phone';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A search's match on a column holding a phone number, stored local (`0771…`) or international (`+964771…`):
 * the typed number's digits after its prefix, found anywhere in it. Undefined when the search is no number, so
 * a list searched by name is not also searched by phone.
 */
export function phoneMatches(column: SQLWrapper, search: string): SQL | undefined {
  const digits = phoneSearchDigits(search);
  return digits ? sql`${column} like ${`%${digits}%`}` : undefined;
}
