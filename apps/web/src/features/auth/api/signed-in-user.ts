import { signedInView } from '@shop/shared/auth';

/**
 * Reads the user out of a sign-in answer (`{ user }`, the shared `signedInView`), validated; null when the answer
 * holds no valid user, so the caller can say so instead of failing on a parse error.
 */
export const signedInUser = {
  parse: (data: unknown) => signedInView.safeParse(data).data?.user ?? null,
};
