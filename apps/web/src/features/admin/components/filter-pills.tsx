interface FilterPillsProps<V extends string> {
  /** Names the group for screen readers (the legend is visually hidden). */
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** One-choice filter as a row of pressed/unpressed pill buttons (a list's status or type). */
export function FilterPills<V extends string>({ label, value, options, onChange }: FilterPillsProps<V>) {
  return (
    <fieldset className="flex flex-wrap gap-1.5">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium md:min-h-9 ${
            value === option.value
              ? 'border-primary bg-primary text-white'
              : 'border-line bg-surface text-ink-secondary hover:border-primary hover:text-primary'
          }`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
