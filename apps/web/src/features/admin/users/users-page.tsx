import { mayChangeAccount, ROLE_NAMES, type RoleName } from '@shop/shared/permissions';
import { ADMIN_USER_SORTS } from '@shop/shared/users-admin';
import {
  Ban,
  CircleCheck,
  Eye,
  KeyRound,
  Pencil,
  Plus,
  ShieldCheck,
  Trash2,
  UserCheck,
  UserRound,
  Users,
  UserX,
  Wifi,
} from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { permissionsOf } from '../../../lib/auth-storage.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, Td, Tr } from '../components/admin-table.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { ListView } from '../components/list-view.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { RowTitleButton } from '../components/row-title-button.tsx';
import { SearchField } from '../components/search-field.tsx';
import { StatCard, StatCardSkeleton } from '../components/stat-card.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { placeholderKeys } from '../lib/placeholder-keys.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { useListSort } from '../lib/use-list-sort.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { type AdminUser, useAdminUsers } from './api/get-admin-users.ts';
import { useAuthenticationStats, useRoleStats, useSignedInUsers } from './api/get-user-stats.ts';
import { useSaveUser } from './api/save-user.ts';
import { UserDetailDialog } from './user-detail-dialog.tsx';
import { UserFormDialog, type UserFormTarget } from './user-form-dialog.tsx';

const PER_PAGE = 20;
const DEFAULTS = { search: '', role: '', status: '', sort: 'created_at', order: 'desc' };

/** /admin/users: accounts, their roles and state, and who is signed in. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { user: me } = useCurrentUser();
  const mayChange = (user: AdminUser) =>
    mayChangeAccount(
      permissionsOf(me),
      user.roles.map((r) => r.name),
    );
  const list = useListParams(DEFAULTS);
  const { values } = list;
  const sorting = useListSort(list, ADMIN_USER_SORTS);
  const users = useAdminUsers({
    search: values.search || undefined,
    role: values.role || undefined,
    status: values.status || undefined,
    sort: sorting.sort,
    order: sorting.order,
    page: list.page,
    per_page: PER_PAGE,
  });
  const save = useSaveUser();
  const remove = useDeleteUser();
  const [formTarget, setFormTarget] = useState<UserFormTarget | null>(null);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [toToggle, setToToggle] = useState<AdminUser | null>(null);

  const setActive = (user: AdminUser, active: boolean) => {
    save.mutate(
      {
        id: user.id,
        body: {
          name: user.name,
          email: user.email ?? '',
          phone: user.phone,
          roles: user.roles
            .map((r) => r.name)
            .filter((r): r is RoleName => (ROLE_NAMES as readonly string[]).includes(r)),
          is_active: active,
        },
      },
      {
        onSuccess: () => {
          setToToggle(null);
          notify.success(t(active ? 'users.enabled' : 'users.disabled', { name: user.name }));
        },
        onError: (error) => {
          setToToggle(null);
          notify.error(adminErrorMessage(error));
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const user = toDelete;
    remove.mutate(user.id, {
      onSuccess: () => {
        setToDelete(null);
        notify.success(t('users.deleted', { name: user.name }));
      },
      onError: (error) => {
        setToDelete(null);
        notify.error(adminErrorMessage(error));
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={
          <Button onClick={() => setFormTarget({ mode: 'create' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('users.add')}
          </Button>
        }
      />
      <UserStats />

      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_repeat(2,minmax(9rem,1fr))]">
        <SearchField
          className="sm:col-span-2 lg:col-span-1"
          value={values.search}
          onSearch={(search) => list.update({ search })}
          label={t('users.search')}
        />
        <Select
          aria-label={t('users.filters.role')}
          value={values.role}
          onChange={(e) => list.update({ role: e.target.value })}
        >
          <option value="">{t('users.filters.allRoles')}</option>
          {ROLE_NAMES.map((role) => (
            <option key={role} value={role}>
              {t(`users.roles.${role}`)}
            </option>
          ))}
        </Select>
        <Select
          aria-label={t('users.filters.status')}
          value={values.status}
          onChange={(e) => list.update({ status: e.target.value })}
        >
          <option value="">{t('users.filters.allStatuses')}</option>
          <option value="active">{t('users.status.active')}</option>
          <option value="disabled">{t('users.status.disabled')}</option>
        </Select>
      </div>

      <ListView
        query={users}
        page={users.data}
        loadFailed={t('users.loadFailed')}
        skeletonColumns={6}
        empty={{
          icon: Users,
          title: t('users.empty'),
          action: <Button onClick={() => setFormTarget({ mode: 'create' })}>{t('users.add')}</Button>,
          filtered: list.isFiltered && { title: t('users.emptyFiltered'), onClear: list.reset },
        }}
        onPage={(page) => list.update({ page })}
      >
        {(rows) => (
          <AdminTable
            label={t('users.tableLabel')}
            sorting={sorting}
            columns={[
              { label: t('users.columns.name'), sort: 'name' },
              { label: t('users.columns.phone') },
              { label: t('users.columns.roles') },
              { label: t('users.columns.status') },
              { label: t('users.columns.orders'), sort: 'orders_count', firstOrder: 'desc' },
              { label: t('users.columns.lastLogin'), sort: 'last_login_at', firstOrder: 'desc' },
              { label: t('common.actions'), end: true },
            ]}
          >
            {rows.map((user) => {
              const isMe = me?.id === user.id;
              return (
                <Tr key={user.id}>
                  <Td primary>
                    <RowTitleButton onClick={() => setViewing(user)} className="max-w-64">
                      {user.name}
                      {isMe ? (
                        <span className="ms-1 text-xs text-ink-secondary">({t('users.you')})</span>
                      ) : null}
                    </RowTitleButton>
                    <span className="block max-w-64 truncate text-xs text-ink-secondary">
                      <bdi dir="ltr">{user.email}</bdi>
                    </span>
                  </Td>
                  <Td label={t('users.columns.phone')}>
                    {user.phone ? <PhoneNumber phone={user.phone} /> : '—'}
                  </Td>
                  <Td label={t('users.columns.roles')}>
                    <span className="inline-flex flex-wrap gap-1">
                      {user.roles.map((r) => (
                        <Badge key={r.name} tone={r.name === 'admin' ? 'primary' : 'neutral'}>
                          {(ROLE_NAMES as readonly string[]).includes(r.name)
                            ? t(`users.roles.${r.name as RoleName}`)
                            : r.name}
                        </Badge>
                      ))}
                    </span>
                  </Td>
                  <Td label={t('users.columns.status')}>
                    <Badge className="whitespace-nowrap" tone={user.is_active ? 'success' : 'danger'}>
                      {user.is_active ? t('users.status.active') : t('users.status.disabled')}
                    </Badge>
                  </Td>
                  <Td label={t('users.columns.orders')}>
                    <bdi>{formatNumber(user.orders_count, locale)}</bdi>
                  </Td>
                  <Td label={t('users.columns.lastLogin')}>
                    <span className="md:whitespace-nowrap">
                      {user.last_login_at
                        ? formatDate(user.last_login_at, locale, { withTime: true })
                        : t('users.never')}
                    </span>
                  </Td>
                  <RowActions dense>
                    <IconButton
                      icon={Eye}
                      label={t('users.viewNamed', { name: user.name })}
                      onClick={() => setViewing(user)}
                    />
                    {mayChange(user) ? (
                      <>
                        <IconButton
                          icon={Pencil}
                          label={t('common.editNamed', { name: user.name })}
                          onClick={() => setFormTarget({ mode: 'edit', user })}
                        />
                        <IconButton
                          icon={user.is_active ? Ban : CircleCheck}
                          label={t(user.is_active ? 'users.disableNamed' : 'users.enableNamed', {
                            name: user.name,
                          })}
                          busy={save.isPending && save.variables?.id === user.id}
                          onClick={() => (user.is_active ? setToToggle(user) : setActive(user, true))}
                        />
                        <IconButton
                          icon={Trash2}
                          tone="danger"
                          label={t('common.deleteNamed', { name: user.name })}
                          onClick={() => setToDelete(user)}
                        />
                      </>
                    ) : null}
                  </RowActions>
                </Tr>
              );
            })}
          </AdminTable>
        )}
      </ListView>

      <UserFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <UserDetailDialog
        user={viewing}
        onClose={() => setViewing(null)}
        onEdit={(user) => {
          setViewing(null);
          setFormTarget({ mode: 'edit', user });
        }}
      />
      <ConfirmDialog
        open={toToggle !== null}
        onOpenChange={(open) => {
          if (!open && !save.isPending) setToToggle(null);
        }}
        title={t('users.disableTitle')}
        message={toToggle ? t('users.disableMessage', { name: toToggle.name }) : ''}
        confirmLabel={t('users.disable')}
        onConfirm={() => toToggle && setActive(toToggle, false)}
        busy={save.isPending}
        destructive
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        title={t('users.deleteTitle')}
        message={toDelete ? t('users.deleteMessage', { name: toDelete.name, email: toDelete.email }) : ''}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        destructive
      />
    </div>
  );
}

function UserStats() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const roles = useRoleStats();
  const auth = useAuthenticationStats();
  const signedIn = useSignedInUsers();
  const n = (v: number | undefined) => formatNumber(v ?? 0, locale);
  const roleCount = (name: string) => roles.data?.find((r) => r.name === name)?.users ?? 0;

  if ((roles.isError && !roles.data) || (auth.isError && !auth.data)) {
    return (
      <ErrorState
        compact
        message={t('users.statsFailed')}
        onRetry={() => {
          void roles.refetch();
          void auth.refetch();
        }}
        retrying={roles.isFetching || auth.isFetching}
      />
    );
  }
  if (!roles.data || !auth.data) {
    return (
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {placeholderKeys(4).map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <section aria-labelledby="users-stats" className="flex flex-col gap-3">
      <h2 id="users-stats" className="sr-only">
        {t('users.statsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <li>
          <StatCard
            label={t('users.stats.total')}
            value={n(auth.data.total_users)}
            icon={Users}
            hint={t('users.stats.verified', { n: n(auth.data.verified_users) })}
          />
        </li>
        <li>
          <StatCard
            label={t('users.stats.roles')}
            value={n(roleCount('admin'))}
            icon={ShieldCheck}
            hint={t('users.stats.rolesHint', { customers: n(roleCount('customer')) })}
          />
        </li>
        <li>
          <StatCard
            label={t('users.stats.recent')}
            value={n(auth.data.signed_in_last_24h)}
            icon={KeyRound}
            tone="success"
            hint={t('users.stats.sessions', { n: n(auth.data.active_sessions) })}
          />
        </li>
        <li>
          <StatCard
            label={t('users.stats.disabled')}
            value={n(auth.data.disabled_users)}
            icon={auth.data.disabled_users > 0 ? UserX : UserCheck}
            tone={auth.data.disabled_users > 0 ? 'warning' : 'neutral'}
          />
        </li>
      </ul>
      {signedIn.data && signedIn.data.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-card border border-line bg-surface p-3 text-sm">
          <span className="inline-flex items-center gap-1.5 font-medium text-ink">
            <Wifi aria-hidden="true" className="size-4 text-success" />
            {t('users.stats.now', { n: n(auth.data.users_signed_in_now) })}
          </span>
          <ul className="flex flex-wrap gap-1.5">
            {signedIn.data.slice(0, 12).map((u) => (
              <li key={u.id}>
                <Badge className="whitespace-nowrap" tone="neutral">
                  <UserRound aria-hidden="true" className="size-3" />
                  {u.name}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
