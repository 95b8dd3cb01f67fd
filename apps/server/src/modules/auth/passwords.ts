import { hash, verify } from '@node-rs/argon2';

// The package's Algorithm enum is a const enum, which isolated modules cannot import.
const ARGON2ID = 2;

/** OWASP ASVS 5 minimum for argon2id. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// Verifying against this when the e-mail is unknown keeps both failures equally slow.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
