import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

const toOption = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '');
const fromOption = (option: string) => (option === 'yes' ? true : option === 'no' ? false : null);

/**
 * Whether customers may return a product or a category's products (decision 021): yes, no, or as the
 * category above says (null). The help names what "as above" means for this record.
 */
export function ReturnableField<T extends FieldValues>({
  control,
  name,
  inheritLabel,
  help,
}: {
  control: Control<T>;
  name: Path<T>;
  inheritLabel: string;
  help: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={t('returnable.label')} help={help}>
          <Select
            ref={field.ref}
            name={field.name}
            value={toOption(field.value)}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(fromOption(e.target.value))}
          >
            <option value="">{inheritLabel}</option>
            <option value="yes">{t('returnable.yes')}</option>
            <option value="no">{t('returnable.no')}</option>
          </Select>
        </FormField>
      )}
    />
  );
}
