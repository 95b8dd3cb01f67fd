import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** The settings row holding the key guests' CSRF tokens are signed with (decision 064). */
const SECRET_KEY = 'csrf_secret';
const NONCE_BYTES = 18;

/**
 * A guest's CSRF token, with no row stored for it (decision 064): a random nonce and its HMAC under a key every
 * instance shares, sent back as a double submit (the XSRF-TOKEN cookie and the X-XSRF-TOKEN header alike). A session's
 * token is a random string without a dot, so the two never pass for each other.
 */
export interface GuestCsrf {
  issue(): Promise<string>;
  verify(token: string): Promise<boolean>;
}

export function guestCsrf(db: Db): GuestCsrf {
  let key: Promise<Buffer> | null = null;
  // Read once per process; a failed read (the database out of reach) is tried again on the next request.
  const secret = () => {
    key ??= loadSecret(db).catch((err) => {
      key = null;
      throw err;
    });
    return key;
  };
  const sign = (nonce: string, k: Buffer) =>
    createHmac('sha256', k).update(`guest-csrf:${nonce}`).digest('base64url');
  return {
    async issue() {
      const nonce = randomBytes(NONCE_BYTES).toString('base64url');
      return `${nonce}.${sign(nonce, await secret())}`;
    },
    async verify(token) {
      const [nonce, mac, ...rest] = token.split('.');
      if (!nonce || !mac || rest.length || nonce.length !== 24) return false;
      const expected = Buffer.from(sign(nonce, await secret()));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The shop's signing key: made once by whichever instance first needs it, then read by every instance from the
 * same database, so a token from one instance passes on another.
 */
async function loadSecret(db: Db): Promise<Buffer> {
  const read = async () => {
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, SECRET_KEY));
    const value = (row?.value as { key?: unknown } | undefined)?.key;
    return typeof value === 'string' && value.length >= 43 ? Buffer.from(value, 'base64url') : null;
  };
  const found = await read();
  if (found) return found;
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: { key: randomBytes(32).toString('base64url') } })
    .onConflictDoNothing();
  const made = await read();
  if (!made) throw new Error('The CSRF signing key could not be stored');
  return made;
}
