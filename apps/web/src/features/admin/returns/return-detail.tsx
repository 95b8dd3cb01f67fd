import {
  type AdminReturnView,
  isClosedReturn,
  REFUND_METHODS,
  RETURN_NOTE_MAX,
  type RefundMethod,
  rejectReturnBody,
} from '@shop/shared/returns';
import { Check, Mail, PackageCheck, Phone, RefreshCcw, Wallet, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ReturnLinesTable } from '../../../components/returns/return-lines-table.tsx';
import { ReturnPhotos } from '../../../components/returns/return-photos.tsx';
import { ReturnStatusBadge } from '../../../components/returns/return-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ArrowBack } from '../../../components/ui/directional-icons.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { formatDate, formatMoney, isolate, isolateText } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { QueryError } from '../components/query-error.tsx';
import { adminErrorMessage } from '../lib/messages.ts';
import { type ReturnAction, useActOnReturn } from './api/act-on-return.ts';
import { useAdminReturn } from './api/get-admin-return.ts';

/** One return in the back-office: its lines, reason, note and customer, and the one step its status allows. */
export function ReturnDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('returns');
  const query = useAdminReturn(id);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="quiet" size="sm" onClick={onBack} className="-ms-3">
          <ArrowBack aria-hidden="true" className="size-4" />
          {t('admin.detail.back')}
        </Button>
      </div>
      {query.isPending ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <Skeleton className="h-80 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError message={t('admin.detail.loadFailed')} query={query} />
      ) : (
        <DetailBody view={query.data} onReload={() => void query.refetch()} />
      )}
    </div>
  );
}

function DetailBody({ view, onReload }: { view: AdminReturnView; onReload: () => void }) {
  const { t } = useTranslation('returns');
  const locale = useLocale();
  const money = (value: number) => <bdi className="whitespace-nowrap">{formatMoney(value, locale)}</bdi>;
  return (
    // On phones the next step comes right after the lines, before the history; on wide screens it sits beside both.
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl text-ink">
              {t('admin.detail.title', { number: isolate(view.rma_number) })}
            </h1>
            <ReturnStatusBadge status={view.status} />
          </div>
          <p className="text-sm text-ink-secondary">
            {t('admin.detail.created', { date: formatDate(view.created_at, locale, { withTime: true }) })}
          </p>
        </div>

        <section aria-labelledby="rma-lines" className="rounded-card border border-line bg-surface p-4">
          <h2 id="rma-lines" className="mb-2 font-bold text-ink">
            {t('admin.detail.lines')}
          </h2>
          <ReturnLinesTable
            items={view.items}
            underName={(item) =>
              item.resalable === null ? null : (
                <span className={`block text-xs ${item.resalable ? 'text-green-700' : 'text-red-700'}`}>
                  {item.resalable ? t('admin.detail.resalable') : t('admin.detail.notResalable')}
                </span>
              )
            }
          />
          {/* Once refunded, what was paid back; before, what it will be. */}
          <p className="mt-3 flex justify-between gap-4 border-t border-line pt-3 text-sm font-bold">
            <span>{view.refund ? t('detail.refund') : t('admin.detail.estimate')}</span>
            {money(view.refund ? view.refund.amount : view.refund_estimate)}
          </p>
          <dl className="mt-3 flex flex-col gap-2 border-t border-line pt-3 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-ink-secondary">{t('admin.detail.reason')}:</dt>
              <dd className="font-medium text-ink">{t(`reasons.${view.reason}`)}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="text-ink-secondary">{t('admin.detail.note')}:</dt>
              <dd className={view.note ? 'whitespace-pre-line text-ink' : 'text-ink-secondary'}>
                {view.note ? <bdi>{view.note}</bdi> : t('admin.detail.noNote')}
              </dd>
            </div>
          </dl>
          {view.photos.length ? (
            <div className="mt-3 border-t border-line pt-3">
              <h3 className="mb-2 text-sm font-bold text-ink">{t('photos.title')}</h3>
              <ReturnPhotos photos={view.photos} />
            </div>
          ) : null}
        </section>
      </div>

      <aside className="flex flex-col gap-4 text-sm lg:sticky lg:top-20 lg:row-span-2">
        <section aria-labelledby="rma-customer" className="rounded-card border border-line bg-surface p-4">
          <h2 id="rma-customer" className="mb-2 font-bold text-ink">
            {t('admin.detail.customer')}
          </h2>
          <p className="font-medium text-ink">{view.customer.name}</p>
          {view.customer.phone ? (
            <p className="flex items-center gap-2 text-ink-secondary">
              <Phone aria-hidden="true" className="size-4" />
              <PhoneNumber phone={view.customer.phone} />
            </p>
          ) : null}
          {view.customer.email ? (
            <p className="flex items-center gap-2 break-all text-ink-secondary">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <bdi dir="ltr">{view.customer.email}</bdi>
            </p>
          ) : null}
          <p className="mt-2">
            <span className="text-ink-secondary">{t('admin.detail.order')}: </span>
            <Link
              to={`/admin/orders?open=${view.order.id}`}
              className="font-bold text-primary hover:underline"
            >
              <bdi>{view.order.order_number}</bdi>
            </Link>
          </p>
        </section>
        <ActionPanel view={view} onReload={onReload} />
      </aside>
      <section
        aria-labelledby="rma-history"
        className="min-w-0 rounded-card border border-line bg-surface p-4 lg:col-start-1"
      >
        <h2 id="rma-history" className="mb-2 font-bold text-ink">
          {t('admin.detail.history')}
        </h2>
        <ol className="flex flex-col gap-2 border-s-2 border-line ps-4 text-sm">
          {view.history.map((step) => (
            <li key={`${step.status}-${step.at}`}>
              <span className="font-medium text-ink">{t(`detail.steps.${step.status}`)}</span>
              <span className="ms-2 text-ink-secondary">
                {formatDate(step.at, locale, { withTime: true })}
              </span>
              {step.by ? (
                <span className="ms-2 text-ink-secondary">
                  {t('admin.detail.by', { name: isolateText(step.by) })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

type Pending = { action: ReturnAction; title: string; message: string; confirm: string } | null;

/** The one step the current status allows (RETURN_TRANSITIONS), each asking first: none can be undone. */
function ActionPanel({ view, onReload }: { view: AdminReturnView; onReload: () => void }) {
  const { t } = useTranslation('returns');
  const locale = useLocale();
  const act = useActOnReturn(view.id);
  const [pending, setPending] = useState<Pending>(null);
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const number = isolate(view.rma_number);
  const amount = formatMoney(view.refund_estimate, locale);

  const run = (action: ReturnAction) => {
    setFailure(null);
    act.mutate(action, {
      onSuccess: (next) => {
        setPending(null);
        setRejecting(false);
        notify.success(t(`admin.done.${next.status as 'approved'}`, { number: view.rma_number }));
      },
      onError: (error) => {
        setPending(null);
        if (hasErrorCode(error, 'INVALID_TRANSITION', 'CONFLICT')) {
          // Someone else moved it first: show where it is now.
          setRejecting(false);
          notify.warning(t('admin.conflict'));
          onReload();
          return;
        }
        const message = adminErrorMessage(error);
        setFailure(message);
        notify.error(message);
      },
    });
  };

  const ask = (action: ReturnAction, title: string, message: string, confirm: string) =>
    setPending({ action, title, message, confirm });

  let body: ReactNode;
  if (view.status === 'requested') {
    body = (
      <div className="flex flex-col gap-2">
        <Button
          className="flex-1"
          onClick={() =>
            ask(
              { kind: 'approve' },
              t('admin.confirm.approveTitle', { number }),
              t('admin.confirm.approveMessage'),
              t('admin.confirm.approve'),
            )
          }
          disabled={act.isPending}
        >
          <Check aria-hidden="true" className="size-5" />
          {t('admin.detail.approve')}
        </Button>
        <Button
          variant="danger"
          className="flex-1"
          onClick={() => setRejecting(true)}
          disabled={act.isPending}
        >
          <X aria-hidden="true" className="size-5" />
          {t('admin.detail.reject')}
        </Button>
      </div>
    );
  } else if (view.status === 'approved') {
    body = (
      <ReceiveForm
        view={view}
        busy={act.isPending}
        onSubmit={(items) =>
          ask(
            { kind: 'receive', body: { items } },
            t('admin.confirm.receiveTitle', { number }),
            t('admin.confirm.receiveMessage'),
            t('admin.confirm.receive'),
          )
        }
      />
    );
  } else if (view.status === 'received') {
    body = (
      <SettleForm
        view={view}
        busy={act.isPending}
        onRefund={(method, reference) =>
          ask(
            { kind: 'refund', body: { method, ...(reference ? { reference } : {}) } },
            t('admin.confirm.refundTitle', { amount: isolate(amount) }),
            t('admin.confirm.refundMessage', { method: t(`methods.${method}`) }),
            t('admin.confirm.refund'),
          )
        }
        onReplace={() =>
          ask(
            { kind: 'replace' },
            t('admin.confirm.replaceTitle', { number }),
            t('admin.confirm.replaceMessage'),
            t('admin.confirm.replace'),
          )
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-1" aria-live="polite">
        <p className="font-bold text-ink">
          {t('admin.detail.closed', { status: t(`status.${view.status}`) })}
        </p>
        {view.rejection_note ? (
          <p className="text-ink">{t('admin.detail.rejectionNote', { note: view.rejection_note })}</p>
        ) : null}
        {view.refund ? (
          <p className="text-ink">
            {t('admin.detail.refunded', {
              amount: isolate(formatMoney(view.refund.amount, locale)),
              method: t(`methods.${view.refund.method}`),
            })}
            {view.refund.reference ? (
              <>
                {' · '}
                <bdi>{view.refund.reference}</bdi>
              </>
            ) : null}
          </p>
        ) : null}
        {view.replacement_order ? (
          <p className="text-ink">
            {t('detail.replacement')}:{' '}
            <Link
              to={`/admin/orders?open=${view.replacement_order.id}`}
              className="font-bold text-primary hover:underline"
            >
              <bdi>{view.replacement_order.order_number}</bdi>
            </Link>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="rma-action" className="rounded-card border border-line bg-surface p-4">
      <h2 id="rma-action" className="mb-3 font-bold text-ink">
        {isClosedReturn(view.status) ? t('admin.detail.outcome') : t('admin.detail.action')}
      </h2>
      <div className="flex flex-col gap-3">
        {body}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open || act.isPending ? undefined : setPending(null))}
        title={pending?.title ?? ''}
        message={pending?.message ?? ''}
        confirmLabel={pending?.confirm ?? ''}
        cancelLabel={t('admin.confirm.keep')}
        busy={act.isPending}
        onConfirm={() => (pending ? run(pending.action) : undefined)}
      />
      <RejectReturnDialog
        open={rejecting}
        rmaNumber={view.rma_number}
        busy={act.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(note) => run({ kind: 'reject', body: { note } })}
      />
    </section>
  );
}

/** Each line: back on the shelf or written off; every line must be marked before the parcel is received. */
function ReceiveForm({
  view,
  busy,
  onSubmit,
}: {
  view: AdminReturnView;
  busy: boolean;
  onSubmit: (items: { return_item_id: number; resalable: boolean }[]) => void;
}) {
  const { t } = useTranslation('returns');
  const id = useId();
  const [marks, setMarks] = useState<Record<number, boolean | undefined>>({});
  const [error, setError] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    const unmarked = view.items.filter((item) => marks[item.id] === undefined);
    if (unmarked.length > 0) {
      setError(true);
      firstRef.current?.focus();
      return;
    }
    onSubmit(view.items.map((item) => ({ return_item_id: item.id, resalable: marks[item.id] === true })));
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-ink-secondary">{t('admin.detail.receiveIntro')}</p>
      {view.items.map((item, index) => (
        <fieldset key={item.id} className="rounded-control border border-line p-3">
          <legend className="px-1 font-medium text-ink">
            {t('admin.detail.resalableQuestion', { name: item.product_name })}
          </legend>
          <div className="mt-1 flex flex-col gap-1.5 sm:flex-row sm:gap-3">
            {([true, false] as const).map((value) => (
              <label
                key={String(value)}
                className={`flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-control border px-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
                  marks[item.id] === value
                    ? value
                      ? 'border-green-600 bg-green-50'
                      : 'border-red-600 bg-red-50'
                    : 'border-line'
                }`}
              >
                <input
                  ref={index === 0 && value ? firstRef : undefined}
                  type="radio"
                  name={`${id}-${item.id}`}
                  checked={marks[item.id] === value}
                  onChange={() => {
                    setMarks((m) => ({ ...m, [item.id]: value }));
                    setError(false);
                  }}
                  className="size-4 accent-primary"
                />
                {value ? t('admin.detail.yes') : t('admin.detail.no')}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error ? (
        <p role="alert" className="text-danger">
          {t('admin.detail.markAll')}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {busy ? null : <PackageCheck aria-hidden="true" className="size-5" />}
        {t('admin.detail.receive')}
      </Button>
    </form>
  );
}

/** After receipt: the refund (method, reference, the amount it will be) or a replacement at no charge. */
function SettleForm({
  view,
  busy,
  onRefund,
  onReplace,
}: {
  view: AdminReturnView;
  busy: boolean;
  onRefund: (method: RefundMethod, reference: string) => void;
  onReplace: () => void;
}) {
  const { t } = useTranslation('returns');
  const locale = useLocale();
  const [method, setMethod] = useState<RefundMethod | ''>('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState(false);
  const methodRef = useRef<HTMLSelectElement>(null);

  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!method) {
            setError(true);
            methodRef.current?.focus();
            return;
          }
          onRefund(method, reference.trim());
        }}
      >
        <p className="rounded-control bg-primary-tint px-3 py-2 font-medium text-ink">
          {t('admin.detail.refundIntro', { amount: isolate(formatMoney(view.refund_estimate, locale)) })}
        </p>
        <FormField
          label={t('admin.detail.method')}
          required
          error={error ? t('admin.detail.chooseMethod') : undefined}
        >
          <Select
            ref={methodRef}
            value={method}
            onChange={(event) => {
              setMethod(event.target.value as RefundMethod | '');
              setError(false);
            }}
          >
            <option value="">{t('admin.detail.chooseMethod')}</option>
            {REFUND_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.detail.reference')} help={t('admin.detail.referenceHelp')}>
          <TextInput
            value={reference}
            maxLength={100}
            onChange={(event) => setReference(event.target.value)}
          />
        </FormField>
        <Button type="submit" busy={busy}>
          {busy ? null : <Wallet aria-hidden="true" className="size-5" />}
          {t('admin.detail.refund')}
        </Button>
      </form>
      <div className="flex flex-col gap-2 border-t border-line pt-3">
        <p className="text-ink-secondary">{t('admin.detail.replaceIntro')}</p>
        <Button variant="secondary" onClick={onReplace} disabled={busy}>
          <RefreshCcw aria-hidden="true" className="size-5" />
          {t('admin.detail.replace')}
        </Button>
      </div>
    </div>
  );
}

/** Refusing a return: a note the customer reads, required (the shared schema's rule). */
function RejectReturnDialog({
  open,
  rmaNumber,
  busy,
  onCancel,
  onReject,
}: {
  open: boolean;
  rmaNumber: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (note: string) => void;
}) {
  const { t } = useTranslation('returns');
  const formId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!open) return;
    setNote('');
    setError(false);
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => (value || busy ? undefined : onCancel())}
      title={t('admin.rejectDialog.title', { number: isolate(rmaNumber) })}
      description={t('admin.rejectDialog.intro')}
      footer={
        <>
          <Button variant="quiet" onClick={onCancel} disabled={busy}>
            {t('admin.rejectDialog.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={formId} busy={busy}>
            {t('admin.rejectDialog.confirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = rejectReturnBody.safeParse({ note });
          if (!parsed.success) {
            setError(true);
            noteRef.current?.focus();
            return;
          }
          onReject(parsed.data.note);
        }}
      >
        <FormField
          label={t('admin.rejectDialog.note')}
          required
          error={error ? t('admin.rejectDialog.noteRequired') : undefined}
        >
          <Textarea
            ref={noteRef}
            value={note}
            rows={4}
            maxLength={RETURN_NOTE_MAX}
            onChange={(event) => {
              setNote(event.target.value);
              setError(false);
            }}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
