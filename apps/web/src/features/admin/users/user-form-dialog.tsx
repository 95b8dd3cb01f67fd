import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES } from '@shop/shared/permissions';
import { adminUserCreate, adminUserUpdate, ROLE_NAMES } from '@shop/shared/users-admin';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminForm } from '../components/admin-form.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { adminErrorMessage, useFieldMessage } from '../lib/messages.ts';
import { reportFormError } from '../lib/report-form-error.ts';
import type { AdminUser } from './api/get-admin-users.ts';
import { useSaveUser } from './api/save-user.ts';
import { useSendPasswordReset } from './api/send-password-reset.ts';

type FormInput = z.input<typeof adminUserUpdate>;
type FormOutput = z.output<typeof adminUserUpdate>;

export type UserFormTarget = { mode: 'create' } | { mode: 'edit'; user: AdminUser };

/** Create an account or edit one: name, e-mail, phone, roles, active, and a password (optional on edit). */
export function UserFormDialog({ target, onClose }: { target: UserFormTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const save = useSaveUser();
  const editing = target?.mode === 'edit';
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? t('users.form.editTitle') : t('users.form.createTitle')}
      formId={formId}
      submitLabel={editing ? t('common.saveChanges') : t('users.form.create')}
      busy={save.isPending}
    >
      {target ? <UserForm formId={formId} target={target} save={save} onSaved={onClose} /> : null}
    </FormDialog>
  );
}

const FIELDS = new Set(['name', 'email', 'phone', 'roles', 'password', 'is_active']);
const blankTo = (empty: null | undefined) => (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? empty : v;

function UserForm({
  formId,
  target,
  save,
  onSaved,
}: {
  formId: string;
  target: UserFormTarget;
  save: ReturnType<typeof useSaveUser>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const fieldMessage = useFieldMessage();
  const user = target.mode === 'edit' ? target.user : null;
  // A customer's e-mail and password are theirs alone (decision 060): staff send a reset code instead.
  const customerAccount =
    !!user && !user.roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r.name));
  const mayGiveRoles = useCurrentUser().can('users.manage');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    // The server's own rules: a password is required for a new account only.
    resolver: zodResolver(user ? adminUserUpdate : adminUserCreate) as never,
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? null,
      roles: user
        ? (user.roles
            .map((r) => r.name)
            .filter((r) => (ROLE_NAMES as readonly string[]).includes(r)) as FormInput['roles'])
        : ['customer'],
      is_active: user?.is_active ?? true,
      password: undefined,
    },
  });

  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: user?.id, body: values });
      notify.success(
        user
          ? t('users.form.updated', { name: values.name })
          : t('users.form.created', { name: values.name }),
      );
      onSaved();
    } catch (error) {
      setFormError(reportFormError(error, { setError, setFocus }, FIELDS));
    }
  });

  return (
    <AdminForm id={formId} onSubmit={onSubmit} error={formError} gap={4}>
      <FormField label={t('users.form.name')} error={fieldMessage(errors.name?.message)} required>
        <TextInput autoComplete="off" {...register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('users.form.email')}
          error={fieldMessage(errors.email?.message)}
          help={customerAccount ? t('users.form.emailCustomerOwn') : undefined}
          required={!customerAccount}
        >
          <TextInput
            type="email"
            dir="ltr"
            className="rtl:text-end"
            autoComplete="off"
            readOnly={customerAccount}
            {...register('email', { setValueAs: blankTo(null) })}
          />
        </FormField>
        <FormField label={t('users.form.phone')} error={fieldMessage(errors.phone?.message)}>
          <TextInput
            type="tel"
            dir="ltr"
            className="rtl:text-end"
            latinDigits
            autoComplete="off"
            {...register('phone', { setValueAs: blankTo(null) })}
          />
        </FormField>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('users.form.roles')}</legend>
        {mayGiveRoles ? null : <p className="text-sm text-ink-secondary">{t('users.form.rolesAdminOnly')}</p>}
        <div className="flex flex-wrap gap-x-6">
          {ROLE_NAMES.map((role) => (
            <CheckboxField
              key={role}
              value={role}
              label={t(`users.roles.${role}`)}
              disabled={!mayGiveRoles}
              {...register('roles')}
            />
          ))}
        </div>
        {errors.roles ? (
          <p role="alert" className="text-sm text-danger">
            {fieldMessage(errors.roles.message ?? errors.roles.root?.message)}
          </p>
        ) : null}
      </fieldset>
      <CheckboxField
        label={t('users.form.active')}
        help={t('users.form.activeHelp')}
        {...register('is_active')}
      />
      {customerAccount && user ? (
        <PasswordReset user={user} />
      ) : (
        <FormField
          label={user ? t('users.form.newPassword') : t('users.form.password')}
          help={user ? t('users.form.passwordKeep') : t('users.form.passwordHelp')}
          error={fieldMessage(errors.password?.message)}
          required={!user}
        >
          <PasswordInput
            dir="ltr"
            autoComplete="new-password"
            showLabel={t('users.form.showPassword')}
            hideLabel={t('users.form.hidePassword')}
            {...register('password', { setValueAs: blankTo(undefined) })}
          />
        </FormField>
      )}
    </AdminForm>
  );
}

/** What staff may do about a customer's password: send the customer a code to set a new one themselves. */
function PasswordReset({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const send = useSendPasswordReset();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="password-reset-title" className="grid gap-2">
      <h3 id="password-reset-title" className="text-sm font-medium text-ink">
        {t('users.form.resetTitle')}
      </h3>
      {user.email && user.is_active ? (
        <>
          <p className="text-sm text-ink-secondary">{t('users.form.resetHelp')}</p>
          <div>
            <Button
              variant="secondary"
              size="sm"
              busy={send.isPending}
              disabled={sent}
              onClick={() => {
                setError(null);
                send.mutate(user.id, {
                  onSuccess: () => setSent(true),
                  onError: (e) => setError(adminErrorMessage(e)),
                });
              }}
            >
              {t('users.form.resetSend')}
            </Button>
          </div>
          <p role="status" className="text-sm text-success">
            {sent ? t('users.form.resetSent', { email: user.email }) : null}
          </p>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-ink-secondary">{t('users.form.resetPhoneOnly')}</p>
      )}
    </section>
  );
}
