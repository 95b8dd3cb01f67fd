import { toLatinDigits } from '@shop/shared/digits';
import { type InputHTMLAttributes, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { fieldClasses } from './field-styles.ts';

/** `ar-IQ` names the months as Iraqis do (كانون الثاني … كانون الأول); Latin digits, as everywhere. */
const MONTH_LOCALE = { ar: 'ar-IQ-u-ca-gregory-nu-latn', en: 'en-GB-u-ca-gregory-nu-latn' } as const;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The field look without its full width: the three boxes share the line. */
const boxClasses = fieldClasses.replace('w-full', '');

interface Parts {
  day: string;
  month: string;
  year: string;
}

const EMPTY: Parts = { day: '', month: '', year: '' };

function partsOf(value: string): Parts {
  const m = ISO_DATE.exec(value);
  return m ? { year: m[1]!, month: String(Number(m[2])), day: String(Number(m[3])) } : EMPTY;
}

/**
 * What the parts say, as the form's value: `''` when all are empty, `YYYY-MM-DD` when all are filled (a
 * date that does not exist, like 31 February, is left for the form's schema to refuse), and otherwise the
 * parts as typed (`2026--12`), which no date schema accepts, so a half-typed date is never taken for one.
 */
export function dateFromParts({ day, month, year }: Parts): string {
  if (!day && !month && !year) return '';
  if (day && month && year.length === 4) return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return `${year}-${month}-${day}`;
}

interface DateFieldProps {
  /** `YYYY-MM-DD`, or `''` for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's name for screen readers: the three boxes are announced as one group of that name. */
  label: string;
  /** Given by FormField: the day box gets it, so the visible label focuses the field. */
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  className?: string;
}

/**
 * A date typed as day, month name and year in the page's language, in place of `<input type="date">`, whose
 * boxes follow the browser's language: an Arabic page in an English browser showed `mm/dd/yyyy`, and a
 * pharmacist reading «12/07/2026» as 12 July entered expiry dates wrong. Three native controls (a day box, a
 * select of month names from Intl, a year box): keyboard-usable, read by screen readers, mirrored in Arabic
 * (the day stays at the start of the line, as dates are written in both languages), Arabic-Indic digits read.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  label,
  id,
  disabled,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  'aria-required': required,
  className = '',
}: DateFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // The value this field last sent: a value coming back from the form is not read again (it would lose a
  // half-typed date); any other (a reset, a default loaded later) replaces what the boxes show.
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setParts(partsOf(value));
    }
  }, [value]);

  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(MONTH_LOCALE[locale], { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
  }, [locale]);

  const update = (patch: Partial<Parts>) => {
    const next = { ...parts, ...patch };
    setParts(next);
    const out = dateFromParts(next);
    sent.current = out;
    onChange(out);
  };

  const common = {
    disabled,
    onBlur,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would repeat the FormField's visible label
    <div role="group" aria-label={label} className={`flex gap-2 ${className}`}>
      <NumberBox
        {...common}
        id={id}
        length={2}
        placeholder={t('dateField.dayPlaceholder')}
        aria-label={t('dateField.day')}
        value={parts.day}
        onDigits={(day) => update({ day })}
        className="w-14"
      />
      <select
        {...common}
        aria-label={t('dateField.month')}
        value={parts.month}
        onChange={(e) => update({ month: e.target.value })}
        className={`${boxClasses} min-w-0 flex-1 pe-8`}
      >
        <option value="">{t('dateField.monthPlaceholder')}</option>
        {months.map((month, i) => (
          <option key={month} value={String(i + 1)}>
            {/* The number beside the name: some read «تموز», others «7». */}
            {locale === 'ar' ? `${month} (${i + 1})` : month}
          </option>
        ))}
      </select>
      <NumberBox
        {...common}
        length={4}
        placeholder={t('dateField.yearPlaceholder')}
        aria-label={t('dateField.year')}
        value={parts.year}
        onDigits={(year) => update({ year })}
        className="w-[4.5rem]"
      />
    </div>
  );
}

/** The day or the year: Latin digits only (Arabic-Indic ones are read), at most `length` of them. */
function NumberBox({
  length,
  onDigits,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  length: number;
  onDigits: (digits: string) => void;
}) {
  return (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      maxLength={length}
      onChange={(e) => onDigits(toLatinDigits(e.target.value).replace(/\D/g, '').slice(0, length))}
      className={`${boxClasses} ${className} shrink-0 px-1 text-center`}
    />
  );
}
