/** The look of every text input, select and textarea: 44 px tall, 8 px radius, red border when invalid. */
export const fieldClasses =
  'min-h-11 w-full rounded-control border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-disabled ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary ' +
  'aria-invalid:border-danger disabled:cursor-not-allowed disabled:bg-slate-100 [&[readonly]]:bg-slate-100';
