import { describe, expect, it } from 'vitest';
import { ApiError, describeApiError, errorFromBody, hasErrorCode } from './api-error.ts';

describe('describeApiError', () => {
  it('reports a network error when no response arrived', () => {
    expect(describeApiError(new ApiError({ status: 0 }))).toEqual({ key: 'errors.network' });
    expect(describeApiError(new ApiError({ status: 0, timedOut: true }))).toEqual({ key: 'errors.network' });
  });

  it('turns a 401 on the login call into the invalid-credentials message', () => {
    const error = new ApiError({ status: 401, message: 'Unauthenticated.' });
    expect(describeApiError(error, { login: true })).toEqual({ key: 'errors.invalidCredentials' });
  });

  it('says a wrong or expired code in the shop’s own words, not the API’s "Invalid or expired OTP"', () => {
    const error = errorFromBody(400, {
      success: false,
      code: 'INVALID_CODE',
      message: 'Invalid or expired OTP',
    });
    expect(describeApiError(error)).toEqual({ key: 'errors.invalidCode' });
  });

  it('uses the server message for a 401 elsewhere', () => {
    const error = new ApiError({ status: 401, message: 'Unauthenticated.' });
    expect(describeApiError(error)).toEqual({ text: 'Unauthenticated.' });
  });

  it('joins every field error of a 422 with commas', () => {
    const error = errorFromBody(422, {
      success: false,
      message: 'The given data was invalid.',
      errors: { email: ['The email is taken.', 'The email is too long.'], password: ['Too short.'] },
    });
    expect(describeApiError(error)).toEqual({
      text: 'The email is taken., The email is too long., Too short.',
    });
    expect(describeApiError(error, { separator: '، ' })).toEqual({
      text: 'The email is taken.، The email is too long.، Too short.',
    });
  });

  it('falls back to the message, then to "Validation failed", for a 422 without field errors', () => {
    expect(describeApiError(errorFromBody(422, { success: false, message: 'Bad data' }))).toEqual({
      text: 'Bad data',
    });
    expect(describeApiError(errorFromBody(422, { success: false, errors: {} }))).toEqual({
      key: 'errors.validationFailed',
    });
  });

  it('prefers the server message for any other status', () => {
    expect(describeApiError(errorFromBody(409, { success: false, message: 'Out of stock' }))).toEqual({
      text: 'Out of stock',
    });
    expect(describeApiError(errorFromBody(429, { message: 'Too many attempts' }))).toEqual({
      text: 'Too many attempts',
    });
  });

  it('says "Server error: {status}" when there is no message', () => {
    expect(describeApiError(errorFromBody(500, null))).toEqual({ key: 'errors.server', status: 500 });
    expect(describeApiError(errorFromBody(503, '<html>Bad gateway</html>'))).toEqual({
      key: 'errors.server',
      status: 503,
    });
  });

  it('does not crash on something that is not an ApiError', () => {
    expect(describeApiError(new TypeError('boom'))).toEqual({ key: 'errors.unknown' });
    expect(describeApiError(undefined)).toEqual({ key: 'errors.unknown' });
  });
});

describe('errorFromBody', () => {
  it('keeps status, message and field errors, accepting a bare string per field', () => {
    const error = errorFromBody(422, {
      message: 'Invalid',
      errors: { name: 'Required', age: ['Too young'] },
    });
    expect(error.status).toBe(422);
    expect(error.serverMessage).toBe('Invalid');
    expect(error.errors).toEqual({ name: ['Required'], age: ['Too young'] });
  });

  it('reads the error code, and ignores one outside the closed set', () => {
    const stock = errorFromBody(409, { code: 'OUT_OF_STOCK', message: 'Some items are not available' });
    expect(stock.code).toBe('OUT_OF_STOCK');
    expect(hasErrorCode(stock, 'OUT_OF_STOCK')).toBe(true);
    expect(hasErrorCode(stock, 'INSUFFICIENT_POINTS', 'PRICE_CHANGED')).toBe(false);
    // The same status for another reason is another branch: only the code decides.
    expect(hasErrorCode(errorFromBody(409, { code: 'INSUFFICIENT_POINTS' }), 'OUT_OF_STOCK')).toBe(false);
    expect(errorFromBody(409, { code: 'SOMETHING_NEW' }).code).toBeUndefined();
    expect(hasErrorCode(new TypeError('boom'), 'OUT_OF_STOCK')).toBe(false);
  });
});
