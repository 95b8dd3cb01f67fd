import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { fieldClasses } from './field-styles.ts';

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className = '', rows = 3, ...rest }, ref) {
    return <textarea ref={ref} rows={rows} className={`${fieldClasses} py-2 ${className}`} {...rest} />;
  },
);
