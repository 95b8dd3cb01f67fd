import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { applyServerFieldErrors } from './server-errors.ts';

describe('applyServerFieldErrors', () => {
  it('puts the first message of each known field under it and focuses only the first', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 422,
      message: 'Validation failed',
      errors: { email: ['This email is already registered', 'second'], password: ['Too short'] },
    });
    const leftovers = applyServerFieldErrors(error, setError, ['name', 'email', 'password']);
    expect(leftovers).toEqual([]);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'This email is already registered' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: 'Too short' },
      { shouldFocus: false },
    );
  });

  it('hands back the messages of fields the form does not show', () => {
    const setError = vi.fn();
    const error = new ApiError({ status: 422, errors: { body: ['Malformed'] } });
    expect(applyServerFieldErrors(error, setError, ['email'])).toEqual(['Malformed']);
    expect(setError).not.toHaveBeenCalled();
  });

  it('ignores anything that is not a 422 with field errors', () => {
    expect(
      applyServerFieldErrors(new ApiError({ status: 429, message: 'wait' }), vi.fn(), ['email']),
    ).toBeNull();
    expect(applyServerFieldErrors(new Error('x'), vi.fn(), ['email'])).toBeNull();
  });
});
