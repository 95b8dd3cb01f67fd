import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import { createLimiter, type KeyedLimiter } from './rate-limit.ts';

const MINUTE = 60_000;

/**
 * The budgets that stop the shop being used against others (decision 061), shared by every instance through
 * Redis when it is set. Each is one limiter, so that every route spending from it counts in the same place.
 */
export interface Budgets {
  /** One-time codes sent, by e-mail or text, from one client address, whichever route sends them. */
  codesPerAddress: KeyedLimiter;
  /** Wrong passwords for one account, from any address; the owner still has the reset code and phone sign-in. */
  passwordGuessesPerAccount: KeyedLimiter;
  /** Orders placed by one account, and to one shipping phone number. */
  ordersPlaced: KeyedLimiter;
  /** Orders cancelled by one account. */
  ordersCancelled: KeyedLimiter;
}

export const CODES_PER_ADDRESS = { max: 10, windowMs: 10 * MINUTE };
export const PASSWORD_GUESSES_PER_ACCOUNT = { max: 10, windowMs: 15 * MINUTE };

export function createBudgets(redis: Redis | null, ordersPerHour: number): Budgets {
  return {
    codesPerAddress: createLimiter(redis, 'codes-ip', CODES_PER_ADDRESS.max, CODES_PER_ADDRESS.windowMs),
    passwordGuessesPerAccount: createLimiter(
      redis,
      'password-guesses',
      PASSWORD_GUESSES_PER_ACCOUNT.max,
      PASSWORD_GUESSES_PER_ACCOUNT.windowMs,
    ),
    ordersPlaced: createLimiter(redis, 'orders-placed', ordersPerHour, 60 * MINUTE),
    ordersCancelled: createLimiter(
      redis,
      'orders-cancelled',
      Math.max(1, Math.floor(ordersPerHour / 2)),
      60 * MINUTE,
    ),
  };
}

/** Spends from a budget, answering 429 with this message (and the seconds to wait) when it is spent. */
export async function spend(limiter: KeyedLimiter, key: string, message: string): Promise<void> {
  try {
    await limiter.hit(key);
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED')
      throw new AppError('RATE_LIMITED', message, err.details);
    throw err;
  }
}
