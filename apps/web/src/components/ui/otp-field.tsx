import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { OtpInput } from './otp-input.tsx';

interface OtpFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  help?: string;
  error?: string | undefined;
}

/** The labelled code box of a react-hook-form form (the label, help and error are tied to the input itself). */
export function OtpField<T extends FieldValues>({ control, name, label, help, error }: OtpFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} help={help} error={error} required>
          <OtpInput
            ref={field.ref}
            name={field.name}
            value={String(field.value ?? '')}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            // The step exists to type this code: the keyboard (and the phone's code suggestion) opens at once.
            autoFocus
          />
        </FormField>
      )}
    />
  );
}
