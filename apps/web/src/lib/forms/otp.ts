import { OTP_LENGTH } from '@shop/shared/constants';
import { toLatinDigits } from '@shop/shared/digits';

/**
 * What the code box keeps of what was typed or pasted: Arabic-Indic (٠-٩) and Persian (۰-۹) digits become 0-9,
 * everything that is not a digit (spaces, dashes, letters) is dropped, and at most OTP_LENGTH digits remain.
 */
export function normalizeOtp(raw: string): string {
  return toLatinDigits(raw).replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export const isCompleteOtp = (code: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
