import { toLatinDigits } from '@shop/shared/digits';
import { type ChangeEvent, forwardRef, type InputHTMLAttributes } from 'react';
import { fieldClasses } from './field-styles.ts';

interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Digits typed on an Arabic keyboard (٠-٩, ۰-۹) become 0-9 as they are typed (codes, phones, prices). */
  latinDigits?: boolean;
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { className = '', latinDigits = false, onChange, ...rest },
  ref,
) {
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (latinDigits) {
      const converted = toLatinDigits(e.target.value);
      if (converted !== e.target.value) e.target.value = converted;
    }
    onChange?.(e);
  };
  return <input ref={ref} className={`${fieldClasses} ${className}`} onChange={handleChange} {...rest} />;
});
