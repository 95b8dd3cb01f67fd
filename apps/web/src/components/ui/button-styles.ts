export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'danger-outline';
export type ButtonSize = 'md' | 'sm';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control font-medium transition-colors ' +
  'select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-hover',
  secondary: 'border border-primary bg-surface text-primary hover:bg-primary-tint',
  quiet: 'text-primary hover:bg-primary-tint',
  danger: 'bg-danger text-white hover:bg-red-700',
  /** A destructive choice that is not the one to take by default (the safe one beside it is filled). */
  'danger-outline': 'border border-danger bg-surface text-danger hover:bg-red-50',
};

const sizes: Record<ButtonSize, string> = {
  md: 'px-5 text-base',
  sm: 'px-3 text-sm',
};

/** Classes for anything that looks like a button (buttons and links). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
