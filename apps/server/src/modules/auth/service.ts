import type { LoginBody } from '@shop/shared/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from './passwords.ts';

/** Same answer, same cost, whether the e-mail is unknown or the password wrong: no enumeration. */
export async function authenticate(db: Db, input: Pick<LoginBody, 'email' | 'password'>): Promise<number> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid || !user.isActive)
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return user.id;
}
