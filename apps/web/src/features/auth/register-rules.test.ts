import { describe, expect, it } from 'vitest';
import { canSubmitRegistration } from './register-rules.ts';

const filled = {
  name: 'Ali',
  email: 'ali@example.com',
  password: 'secret123',
  password_confirmation: 'secret123',
};

describe('canSubmitRegistration', () => {
  it('is enabled with a name, an e-mail, a valid password and a matching confirmation', () => {
    expect(canSubmitRegistration(filled)).toBe(true);
  });

  it('stays disabled while anything is missing or wrong', () => {
    expect(canSubmitRegistration({ ...filled, name: '  ' })).toBe(false);
    expect(canSubmitRegistration({ ...filled, email: '' })).toBe(false);
    expect(canSubmitRegistration({ ...filled, password: 'short', password_confirmation: 'short' })).toBe(
      false,
    );
    expect(canSubmitRegistration({ ...filled, password_confirmation: 'secret124' })).toBe(false);
    expect(canSubmitRegistration({})).toBe(false);
  });
});
