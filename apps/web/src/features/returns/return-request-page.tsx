import { hasTranslation, translateMessage } from '@shop/shared/messages';
import type { OrderView } from '@shop/shared/orders';
import { RETURN_NOTE_MAX, RETURN_REASONS, type ReturnReason } from '@shop/shared/returns';
import { CheckCircle2, PackageX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { QuantityControl } from '../../components/ui/quantity-control.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatDate, formatMoney, formatNumber, isolate } from '../../lib/format.ts';
import { useCreateReturn } from './api/create-return.ts';
import { useOrderForReturn } from './api/get-order-for-return.ts';
import { useUploadReturnPhotos } from './api/upload-return-photos.ts';
import { PhotoPicker } from './photo-picker.tsx';
import {
  canReturnLine,
  initialReturnForm,
  type ReturnFormErrors,
  type ReturnFormState,
  returnBlocker,
  selectedValue,
  serverFieldErrors,
  validateReturnForm,
} from './return-form.ts';

/** The return policy page (route table: /return-policy), linked from every line that cannot be returned. */
const POLICY_PATH = '/return-policy';

/**
 * /orders/:id/return: the customer picks lines of a delivered order (each up to what may still be returned),
 * a reason and a note, and sends the request; the answer is the RMA number and what happens next. A page
 * rather than a dialog over the order's dialog: the form is long on a phone, and a failed send keeps it as typed.
 */
export function ReturnRequestPage() {
  const { t } = useTranslation('returns');
  const params = useParams();
  const orderId = Number(params.id);
  const query = useOrderForReturn(orderId);
  const locale = useLocale();
  const [created, setCreated] = useState<{ id: number; rma_number: string } | null>(null);
  // The photos are sent once the return exists; kept here so a failed send can be tried again.
  const [photos, setPhotos] = useState<File[]>([]);
  const upload = useUploadReturnPhotos();
  const order = query.data;
  const sendPhotos = (returnId: number, files: File[]) => {
    if (files.length) upload.mutate({ returnId, files });
  };

  let body: ReactNode;
  if (created) {
    body = (
      <ReturnCreated
        id={created.id}
        rmaNumber={created.rma_number}
        photos={
          photos.length
            ? {
                status: upload.isSuccess ? 'sent' : upload.isError ? 'failed' : 'sending',
                detail: upload.error ? errorMessage(upload.error) : null,
                retry: () => sendPhotos(created.id, photos),
              }
            : null
        }
      />
    );
  } else if (query.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only" role="status">
          {t('request.loading')}
        </span>
        <Skeleton className="h-6 w-48" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-card" />
        ))}
        <Skeleton className="h-11 w-full" />
      </div>
    );
  } else if (!order) {
    body = (
      <ErrorState
        message={t('request.loadFailed')}
        detail={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const blocker = returnBlocker(order);
    body = blocker ? (
      <EmptyState
        icon={<PackageX aria-hidden="true" className="size-6" />}
        title={t('request.unavailableTitle')}
        description={
          blocker === 'windowClosed'
            ? t('request.windowClosed', { date: formatDate(order.return_window?.until, locale) })
            : t(`request.${blocker}`)
        }
        action={
          <ButtonLink variant="secondary" to={`/orders?order=${order.id}`}>
            {t('request.back')}
          </ButtonLink>
        }
      />
    ) : (
      <ReturnForm
        order={order}
        photos={photos}
        onPhotosChange={setPhotos}
        onCreated={(done) => {
          setCreated(done);
          sendPhotos(done.id, photos);
        }}
      />
    );
  }

  return (
    <PageShell>
      <PageHeading
        title={t('request.title')}
        trail={[{ label: t('request.orders'), to: '/orders' }]}
        description={order && !created ? t('request.intro') : undefined}
      />
      {body}
    </PageShell>
  );
}

function ReturnForm({
  order,
  photos,
  onPhotosChange,
  onCreated,
}: {
  order: OrderView;
  photos: File[];
  onPhotosChange: (files: File[]) => void;
  onCreated: (created: { id: number; rma_number: string }) => void;
}) {
  const { t } = useTranslation('returns');
  const locale = useLocale();
  const id = useId();
  const create = useCreateReturn();
  const [state, setState] = useState<ReturnFormState>(() => initialReturnForm(order));
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const firstLineRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const until = order.return_window ? formatDate(order.return_window.until, locale) : '';
  const value = selectedValue(state, order);
  const firstReturnable = order.items.find(canReturnLine)?.id;

  // Our own sentence for a field the form checks itself; the server's (in the shopper's language) otherwise.
  const own: Record<keyof ReturnFormErrors, string> = {
    items: t('request.errors.items'),
    reason: t('request.errors.reason'),
    note: t('request.errors.note'),
  };
  const localised = (message: string) =>
    hasTranslation(message) ? translateMessage(message, locale) : message;

  const focusFirst = (found: ReturnFormErrors) => {
    if (found.items) firstLineRef.current?.focus();
    else if (found.reason) reasonRef.current?.focus();
    else if (found.note) noteRef.current?.focus();
  };

  const update = (next: Partial<ReturnFormState>, clear: keyof ReturnFormErrors) => {
    setState((s) => ({ ...s, ...next }));
    setErrors((e) => ({ ...e, [clear]: undefined }));
  };

  const setLine = (itemId: number, change: Partial<ReturnFormState['lines'][number]>) => {
    setState((s) => {
      const current = s.lines[itemId];
      return current ? { ...s, lines: { ...s.lines, [itemId]: { ...current, ...change } } } : s;
    });
    setErrors((e) => ({ ...e, items: undefined }));
  };

  const submit = () => {
    setFailure(null);
    const checked = validateReturnForm(state, order);
    if (!checked.ok) {
      const found: ReturnFormErrors = {};
      for (const field of Object.keys(checked.errors) as (keyof ReturnFormErrors)[])
        found[field] = own[field];
      setErrors(found);
      focusFirst(found);
      return;
    }
    create.mutate(
      { orderId: order.id, body: checked.body },
      {
        onSuccess: (created) => onCreated(created),
        // Nothing is reset: the ticks, quantities, reason and note stay as typed for another try.
        onError: (error) => {
          const fields = serverFieldErrors(isApiError(error) ? error.errors : undefined);
          const shown: ReturnFormErrors = {};
          for (const [field, message] of Object.entries(fields) as [keyof ReturnFormErrors, string][]) {
            shown[field] = localised(message);
          }
          if (Object.keys(shown).length > 0) {
            setErrors(shown);
            focusFirst(shown);
          } else {
            // NOT_RETURNABLE names the product, RETURN_WINDOW_CLOSED says so; anything else is a retry.
            const message = errorMessage(error);
            setFailure(
              isApiError(error) && error.serverMessage
                ? localised(message)
                : `${t('request.failed')} ${message}`,
            );
          }
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line bg-primary-tint px-4 py-3 text-sm">
        <Link
          to={`/orders?order=${order.id}`}
          className="font-bold text-primary underline-offset-2 hover:underline"
        >
          {t('request.forOrder', { number: isolate(order.order_number) })}
        </Link>
        {until ? (
          <span className="font-medium text-ink">{t('request.deadline', { date: until })}</span>
        ) : null}
      </div>

      <fieldset aria-describedby={errors.items ? `${id}-items-error` : `${id}-items-hint`}>
        <legend className="mb-1 text-lg font-bold text-ink">{t('request.items')}</legend>
        <p id={`${id}-items-hint`} className="mb-3 text-sm text-ink-secondary">
          {t('request.itemsHint')}
        </p>
        <ul className="flex flex-col gap-2">
          {order.items.map((item) => {
            const line = state.lines[item.id];
            const open = canReturnLine(item) && line;
            const checkboxId = `${id}-line-${item.id}`;
            return (
              <li
                key={item.id}
                className={`flex flex-col gap-3 rounded-card border p-3 sm:flex-row sm:items-center sm:justify-between ${
                  !open
                    ? 'border-line bg-slate-50'
                    : line.selected
                      ? 'border-primary bg-primary-tint/40'
                      : 'border-line bg-surface'
                }`}
              >
                <div className="flex min-w-0 items-start gap-3">
                  <input
                    ref={item.id === firstReturnable ? firstLineRef : undefined}
                    id={checkboxId}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-primary disabled:cursor-not-allowed"
                    checked={Boolean(open && line.selected)}
                    disabled={!open}
                    aria-describedby={`${checkboxId}-meta`}
                    onChange={(event) => setLine(item.id, { selected: event.target.checked })}
                  />
                  <div className="min-w-0">
                    <label
                      htmlFor={checkboxId}
                      className={`block font-medium ${open ? 'cursor-pointer text-ink' : 'text-ink-muted'}`}
                    >
                      {item.product_name}
                    </label>
                    <p id={`${checkboxId}-meta`} className="text-sm text-ink-secondary">
                      <bdi>{formatMoney(item.price, locale)}</bdi>
                      {' · '}
                      {t('request.bought', { n: isolate(formatNumber(item.quantity, locale)) })}
                      {open ? (
                        <>
                          {' · '}
                          {t('request.canReturn', {
                            n: isolate(formatNumber(item.returnable_quantity, locale)),
                          })}
                        </>
                      ) : item.returnable ? (
                        <span className="block">{t('request.alreadyRequested')}</span>
                      ) : (
                        <span className="block">
                          <span className="font-medium text-ink-secondary">{t('request.notReturnable')}</span>
                          {' · '}
                          <Link
                            to={POLICY_PATH}
                            className="text-primary underline underline-offset-2 hover:no-underline"
                          >
                            {t('request.policy')}
                          </Link>
                        </span>
                      )}
                    </p>
                  </div>
                </div>
                {open && line.selected ? (
                  <div className="flex items-center gap-3 ps-8 sm:ps-0">
                    <span className="text-sm text-ink-secondary sm:sr-only" aria-hidden="true">
                      {t('request.quantity')}
                    </span>
                    <QuantityControl
                      value={line.quantity}
                      max={item.returnable_quantity}
                      onChange={(quantity) => setLine(item.id, { quantity })}
                      labels={{
                        decrease: t('request.decrease'),
                        increase: t('request.increase'),
                        input: t('request.quantityOf', { name: item.product_name }),
                      }}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {errors.items ? (
          <p id={`${id}-items-error`} role="alert" className="mt-2 text-sm text-danger">
            {errors.items}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t('request.reason')} required error={errors.reason}>
          <Select
            ref={reasonRef}
            value={state.reason}
            onChange={(event) => update({ reason: event.target.value as ReturnReason | '' }, 'reason')}
          >
            <option value="">{t('request.chooseReason')}</option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reasons.${reason}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          className="md:col-span-2"
          label={t('request.note')}
          required={state.reason === 'other'}
          help={state.reason === 'other' ? t('request.noteHelpOther') : t('request.noteHelp')}
          error={errors.note}
        >
          <Textarea
            ref={noteRef}
            value={state.note}
            maxLength={RETURN_NOTE_MAX}
            rows={3}
            onChange={(event) => update({ note: event.target.value }, 'note')}
          />
        </FormField>
        <div className="md:col-span-2">
          <PhotoPicker files={photos} onChange={onPhotosChange} />
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-line pt-4">
        {value > 0 ? (
          <div aria-live="polite">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-ink-secondary">{t('request.value')}</span>
              <bdi className="text-lg font-bold text-ink">{formatMoney(value, locale)}</bdi>
            </p>
            <p className="text-xs text-ink-secondary">{t('request.valueHint')}</p>
          </div>
        ) : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ButtonLink variant="quiet" to={`/orders?order=${order.id}`}>
            {t('request.back')}
          </ButtonLink>
          <Button type="submit" busy={create.isPending}>
            {t('request.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The answer: the RMA number, large, and what happens next; with photos, whether they were sent. */
function ReturnCreated({
  id,
  rmaNumber,
  photos,
}: {
  id: number;
  rmaNumber: string;
  photos: { status: 'sending' | 'sent' | 'failed'; detail: string | null; retry: () => void } | null;
}) {
  const { t } = useTranslation('returns');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: screen readers and keyboards continue from the answer.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="return-created"
      className="flex flex-col items-center gap-4 rounded-card border border-line bg-surface px-4 py-8 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-green-50 text-success">
        <CheckCircle2 aria-hidden="true" className="size-8" />
      </span>
      <h2
        id="return-created"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-ink outline-none"
      >
        {t('success.title')}
      </h2>
      <div>
        <p className="text-sm text-ink-secondary">{t('success.number')}</p>
        <p
          data-testid="rma-number"
          dir="ltr"
          className="mt-1 rounded-control bg-primary-tint px-4 py-2 font-mono text-2xl font-bold tracking-wide text-primary"
        >
          {rmaNumber}
        </p>
        <p className="mt-2 text-sm text-ink-secondary">{t('success.keep')}</p>
      </div>
      {photos ? (
        <div aria-live="polite" className="w-full max-w-md">
          {photos.status === 'failed' ? (
            <div className="flex flex-col items-center gap-2">
              <FormAlert>
                {t('photos.failed')} {photos.detail}
              </FormAlert>
              <Button variant="secondary" onClick={photos.retry}>
                {t('photos.retry')}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-ink-secondary">
              {photos.status === 'sending' ? t('photos.uploading') : t('photos.sent')}
            </p>
          )}
        </div>
      ) : null}
      <div className="w-full max-w-md text-start">
        <h3 className="mb-2 font-bold text-ink">{t('success.next')}</h3>
        <ol className="flex list-decimal flex-col gap-1.5 ps-5 text-sm text-ink">
          <li>{t('success.step1')}</li>
          <li>{t('success.step2')}</li>
          <li>{t('success.step3')}</li>
        </ol>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={`/profile/returns/${id}`}>{t('success.view')}</ButtonLink>
        <ButtonLink variant="secondary" to="/orders">
          {t('success.orders')}
        </ButtonLink>
      </div>
    </section>
  );
}
