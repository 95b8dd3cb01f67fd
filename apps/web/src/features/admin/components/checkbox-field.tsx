import { forwardRef, type InputHTMLAttributes, useId } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  help?: string;
}

/** A checkbox with its label beside it, the whole row clickable (44 px tall). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, help, className = '', ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-describedby={help ? `${id}-help` : undefined}
          className="size-5 shrink-0 accent-primary"
          {...rest}
        />
        <span>{label}</span>
      </label>
      {help ? (
        <p id={`${id}-help`} className="-mt-1 ps-8 text-xs text-ink-secondary">
          {help}
        </p>
      ) : null}
    </div>
  );
});
