import { forwardRef, type SelectHTMLAttributes } from 'react';
import { fieldClasses } from './field-styles.ts';

/** A native select: the phone's own picker, accessible and mirrored for Arabic for free. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className = '', children, ...rest },
  ref,
) {
  return (
    <select ref={ref} className={`${fieldClasses} pe-8 ${className}`} {...rest}>
      {children}
    </select>
  );
});
