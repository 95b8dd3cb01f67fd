import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: LucideIcon;
  /** The accessible name and tooltip ("Edit Vitamin D3"). */
  label: string;
  tone?: 'neutral' | 'danger' | 'primary';
  busy?: boolean;
}

const tones = {
  neutral: 'text-ink-secondary hover:bg-slate-100 hover:text-ink',
  primary: 'text-primary hover:bg-primary-tint',
  danger: 'text-danger hover:bg-red-50',
};

/** A square icon button for table rows: 44 px on phones, 36 px in the dense desktop table. */
export function IconButton({
  icon: Icon,
  label,
  tone = 'neutral',
  busy,
  disabled,
  className = '',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-control focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40 md:size-9 ${tones[tone]} ${className}`}
      {...rest}
    >
      {busy ? <Spinner className="size-4" /> : <Icon aria-hidden="true" className="size-4" />}
    </button>
  );
}
