import type { Locale } from '@shop/shared/constants';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

/** Subscribing twice is not an error: the second time changes nothing. */
export async function subscribe(db: Db, email: string, locale: Locale): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email, locale }).onConflictDoNothing();
}
