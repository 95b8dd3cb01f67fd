import { OTP_LENGTH } from '@shop/shared/constants';
import { type ChangeEvent, forwardRef, type InputHTMLAttributes } from 'react';
import { normalizeOtp } from '../../lib/forms/otp.ts';
import { fieldClasses } from './field-styles.ts';

interface OtpInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'maxLength'> {
  value: string;
  /** Receives the normalised code: Latin digits only, at most OTP_LENGTH of them. */
  onValueChange: (code: string) => void;
}

/**
 * The e-mailed code box: one field (so paste and the phone's one-time-code suggestion work), numeric keyboard,
 * and digits from an Arabic keyboard converted as they are typed. Codes read left to right in both languages.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { value, onValueChange, className = '', ...rest },
  ref,
) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onValueChange(normalizeOtp(event.target.value));
  return (
    <input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      spellCheck={false}
      // Room for a pasted code with spaces ("123 456"); the value itself never holds more than OTP_LENGTH.
      maxLength={OTP_LENGTH * 2}
      value={value}
      onChange={handleChange}
      className={`${fieldClasses} text-center font-medium text-2xl tracking-[0.5em] ${className}`}
      {...rest}
    />
  );
});
