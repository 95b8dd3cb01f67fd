import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { IconButton } from './icon-button.tsx';

/** A row's "Edit «name»" and "Delete «name»" icon buttons. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <IconButton icon={Pencil} label={t('common.editNamed', { name })} onClick={onEdit} />
      <IconButton icon={Trash2} tone="danger" label={t('common.deleteNamed', { name })} onClick={onDelete} />
    </>
  );
}
