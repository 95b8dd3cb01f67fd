import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormRegister,
} from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFieldMessage } from '../lib/messages.ts';

/** The forms whose labels are `<prefix>.nameAr`, `.nameEn`, `.descriptionAr` and `.descriptionEn`. */
type LabelPrefix = 'categories.form' | 'products.form' | 'discounts.form';

interface BilingualFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The name fields, Arabic then English; the Arabic one is required, the English falls back to it. */
  name: [FieldPath<T>, FieldPath<T>];
  /** The description fields, Arabic then English. */
  description: [FieldPath<T>, FieldPath<T>];
  labels: LabelPrefix;
  descriptionRows: number;
}

/**
 * A name and a description in Arabic and in English, side by side from the `md` width: one fieldset per
 * language, each field typed in its own direction and tagged with its language.
 */
export function BilingualFields<T extends FieldValues>({
  register,
  errors,
  name,
  description,
  labels,
  descriptionRows,
}: BilingualFieldsProps<T>) {
  const { t } = useTranslation('admin');
  const fieldMessage = useFieldMessage();
  const error = (field: FieldPath<T>) =>
    fieldMessage((get(errors, field) as { message?: string } | undefined)?.message);
  const language = (lang: 'ar' | 'en', nameField: FieldPath<T>, descriptionField: FieldPath<T>) => {
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    const suffix = lang === 'ar' ? 'Ar' : 'En';
    return (
      <fieldset className="flex flex-col gap-3 rounded-card border border-line p-3">
        <legend className="px-1 text-sm font-bold text-ink">
          {lang === 'ar' ? t('common.arabic') : t('common.english')}
        </legend>
        <FormField label={t(`${labels}.name${suffix}`)} error={error(nameField)} required={lang === 'ar'}>
          <TextInput dir={dir} lang={lang} {...register(nameField)} />
        </FormField>
        <FormField label={t(`${labels}.description${suffix}`)} error={error(descriptionField)}>
          <Textarea rows={descriptionRows} dir={dir} lang={lang} {...register(descriptionField)} />
        </FormField>
      </fieldset>
    );
  };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {language('ar', name[0], description[0])}
      {language('en', name[1], description[1])}
    </div>
  );
}
