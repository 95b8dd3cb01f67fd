import { Spinner } from '../../../components/ui/spinner.tsx';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name, naming what it switches ("Featured: Vitamin D3"). */
  label: string;
  busy?: boolean;
  disabled?: boolean;
  /** Shows the label next to the switch instead of only to screen readers. */
  showLabel?: boolean;
}

/** An on/off switch (role="switch"); a spinner replaces the knob's travel while the change is saved. */
export function Switch({ checked, onChange, label, busy, disabled, showLabel }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={showLabel ? undefined : label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={() => onChange(!checked)}
      className="group inline-flex min-h-11 items-center gap-2 rounded-control px-1 text-sm text-ink disabled:cursor-not-allowed disabled:opacity-60 md:min-h-9"
    >
      <span
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-primary' : 'bg-slate-300'
        }`}
      >
        <span
          className={`absolute top-0.5 flex size-5 items-center justify-center rounded-full bg-white shadow transition-[inset-inline-start] ${
            checked ? 'start-[1.375rem]' : 'start-0.5'
          }`}
        >
          {busy ? <Spinner className="size-3 text-primary" /> : null}
        </span>
      </span>
      {showLabel ? <span>{label}</span> : null}
    </button>
  );
}
