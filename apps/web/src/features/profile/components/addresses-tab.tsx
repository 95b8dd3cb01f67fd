import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { addressBodyOf, addressName } from '../address-fields.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { type Address, useAddresses } from '../api/get-addresses.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { AddressCard } from './address-card.tsx';
import { AddressDialog } from './address-dialog.tsx';

/** The server keeps at most this many per customer. */
const MAX_ADDRESSES = 10;

type Editing = { mode: 'new' } | { mode: 'edit'; address: Address } | null;

/** Saved delivery addresses: cards with edit, delete (confirmed) and "make default", and an add button. */
export function AddressesTab() {
  const { t } = useTranslation('profile');
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const update = useUpdateAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [makingDefault, setMakingDefault] = useState<number | null>(null);

  const failure = (error: unknown, fallback: string) =>
    (isApiError(error) && error.serverMessage) || fallback;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('addresses.deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(failure(error, t('addresses.deleteFailed')));
    }
  };

  const makeDefault = async (address: Address) => {
    setMakingDefault(address.id);
    try {
      await update.mutateAsync({ id: address.id, body: addressBodyOf(address, { is_default: true }) });
      notify.success(t('addresses.defaultSet', { name: addressName(address) }));
    } catch (error) {
      notify.error(failure(error, t('addresses.saveFailed')));
    } finally {
      setMakingDefault(null);
    }
  };

  if (addresses.isPending) return <AddressesSkeleton />;
  if (addresses.isError)
    return (
      <ErrorState
        message={t('addresses.loadFailed')}
        detail={errorMessage(addresses.error)}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );

  const list = addresses.data;
  const full = list.length >= MAX_ADDRESSES;
  const addButton = (
    <Button onClick={() => setEditing({ mode: 'new' })} disabled={full}>
      <Plus aria-hidden="true" className="size-5" />
      {t('addresses.add')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      {list.length === 0 ? (
        <EmptyState
          icon={<MapPin aria-hidden="true" className="size-7" />}
          title={t('addresses.empty')}
          description={t('addresses.emptyHint')}
          action={addButton}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="text-lg font-bold text-ink">{t('addresses.title')}</h2>
              <p className="text-sm text-ink-secondary">
                {full
                  ? t('addresses.full', { max: MAX_ADDRESSES })
                  : t('addresses.count', { saved: list.length, max: MAX_ADDRESSES })}
              </p>
            </div>
            {addButton}
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  onEdit={() => setEditing({ mode: 'edit', address })}
                  onDelete={() => setDeleting(address)}
                  onMakeDefault={() => void makeDefault(address)}
                  makingDefault={makingDefault === address.id}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      {editing ? (
        <AddressDialog
          address={editing.mode === 'edit' ? editing.address : null}
          onClose={() => setEditing(null)}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('addresses.deleteTitle')}
        message={deleting ? t('addresses.deleteMessage', { name: addressName(deleting) }) : ''}
        confirmLabel={t('addresses.delete')}
        onConfirm={() => void confirmDelete()}
        busy={remove.isPending}
        destructive
      />
    </div>
  );
}

function AddressesSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div className="flex items-center justify-between">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-11 w-32" />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <div className="flex gap-2 pt-2">
              <Skeleton className="h-11 w-24" />
              <Skeleton className="h-11 w-24" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
