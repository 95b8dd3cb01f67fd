import { describe, expect, it } from 'vitest';
import { asUser } from './auth-storage.ts';

describe('asUser', () => {
  it('takes a user with an e-mail, or one registered by phone with no e-mail (issue 14)', () => {
    expect(asUser({ id: 1, email: 'a@example.iq' })).not.toBeNull();
    expect(asUser({ id: 2, email: null, phone: '+9647701234567' })).not.toBeNull();
  });

  it('refuses a user with neither an e-mail nor a phone, or with no id', () => {
    expect(asUser({ id: 3, email: null, phone: null })).toBeNull();
    expect(asUser({ id: 4, email: '' })).toBeNull();
    expect(asUser({ email: 'a@example.iq' })).toBeNull();
    expect(asUser(null)).toBeNull();
  });
});
