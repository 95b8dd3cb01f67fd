import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/toast.ts';
import { FormDialog } from '../components/form-dialog.tsx';
import type { AdminFile } from '../lib/api/files.ts';
import { adminErrorMessage, translateAdminMessage } from '../lib/messages.ts';
import { useRenameFile } from './api/rename-file.ts';

/** Renames a stored file (its name only; its address stays the same). */
export function RenameFileDialog({ file, onClose }: { file: AdminFile | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const rename = useRenameFile();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    setName(file?.name ?? '');
    setError(undefined);
  }, [file]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('messages.fileName'));
      return;
    }
    if (trimmed.length > 200 || /[\\/]/.test(trimmed)) {
      setError(t('messages.fileNameInvalid'));
      return;
    }
    rename.mutate(
      { id: file.id, name: trimmed },
      {
        onSuccess: () => {
          notify.success(t('files.renamed', { name: trimmed }));
          onClose();
        },
        onError: (e) => {
          const field = isApiError(e) ? e.errors?.name?.[0] : undefined;
          setError(field ? translateAdminMessage(field) : adminErrorMessage(e));
        },
      },
    );
  };

  return (
    <FormDialog
      open={file !== null}
      onClose={onClose}
      title={t('files.renameTitle')}
      size="sm"
      formId={formId}
      submitLabel={t('files.rename')}
      busy={rename.isPending}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormField label={t('files.newName')} error={error} required>
          <TextInput
            value={name}
            dir="auto"
            autoComplete="off"
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
          />
        </FormField>
      </form>
    </FormDialog>
  );
}
