import { zodResolver } from '@hookform/resolvers/zod';
import { SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { DISCOUNT_KINDS, discountInput } from '@shop/shared/discounts';
import { normalizeSearchText } from '@shop/shared/search';
import { shopDateAt, shopDayEnd, shopDayStart } from '@shop/shared/shop-day';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/ui/date-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMoney } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminForm } from '../components/admin-form.tsx';
import { BilingualFields } from '../components/bilingual-fields.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { type PickerOption, SearchPicker } from '../components/search-picker.tsx';
import { categoryName, useAdminCategories } from '../lib/api/get-admin-categories.ts';
import { adminProductQuery } from '../lib/api/get-admin-product.ts';
import { type AdminProduct, useAdminProducts } from '../lib/api/get-admin-products.ts';
import { useFieldMessage } from '../lib/messages.ts';
import { reportFormError } from '../lib/report-form-error.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useDiscount } from './api/get-discount.ts';
import type { AdminDiscount } from './api/get-discounts.ts';
import { useSaveDiscount } from './api/save-discount.ts';
import { dayOf, instantOf } from './discount-days.ts';

type FormInput = z.input<typeof discountInput>;
type FormOutput = z.output<typeof discountInput>;

interface DiscountFormDialogProps {
  /** `null`: a new discount; a number: edit that one. */
  discountId: number | null;
  open: boolean;
  onClose: () => void;
}

/** Create or edit a discount: names, type and value, what it applies to (searched), dates, active. */
export function DiscountFormDialog({ discountId, open, onClose }: DiscountFormDialogProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const save = useSaveDiscount();
  const editing = discountId !== null;
  const discount = useDiscount(discountId);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={editing ? t('discounts.form.editTitle') : t('discounts.form.createTitle')}
      size="lg"
      formId={formId}
      submitLabel={editing ? t('common.saveChanges') : t('discounts.form.create')}
      busy={save.isPending}
      submitDisabled={editing && !discount.data}
      loading={editing && discount.isPending && <Skeleton className="h-96" />}
      failed={editing && discount.isError && { message: t('discounts.loadOneFailed'), query: discount }}
    >
      <DiscountForm
        key={discount.data?.id ?? 'new'}
        formId={formId}
        discount={editing ? (discount.data ?? null) : null}
        save={save}
        onSaved={onClose}
      />
    </FormDialog>
  );
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

const FIELDS = new Set([
  'name',
  'name_en',
  'description',
  'description_en',
  'type',
  'value',
  'target',
  'kind',
  'product_ids',
  'category_ids',
  'startDate',
  'endDate',
]);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function DiscountForm({
  formId,
  discount,
  save,
  onSaved,
}: {
  formId: string;
  discount: AdminDiscount | null;
  save: ReturnType<typeof useSaveDiscount>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const now = useMemo(() => new Date(), []);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(discountInput),
    defaultValues: {
      name: discount?.name ?? '',
      name_en: discount?.name_en ?? '',
      description: discount?.description ?? '',
      description_en: discount?.description_en ?? '',
      type: discount?.type ?? 'percentage',
      value: discount ? String(discount.value) : undefined,
      target: discount?.target ?? 'product',
      kind: discount?.kind ?? 'general',
      product_ids: discount?.product_ids ?? [],
      category_ids: discount?.category_ids ?? [],
      startDate: discount?.startDate ?? shopDayStart(shopDateAt(now)),
      endDate: discount?.endDate ?? shopDayEnd(shopDateAt(new Date(now.getTime() + WEEK_MS))),
      isActive: discount?.isActive ?? true,
    },
  });

  useEffect(() => setFocus('name'), [setFocus]);

  const type = watch('type');
  const target = watch('target');
  const productIds = (watch('product_ids') ?? []) as number[];
  const categoryIds = (watch('category_ids') ?? []) as number[];

  // Product picker: search the catalogue as the admin types.
  const [productQuery, setProductQuery] = useState('');
  const debouncedQuery = useDebouncedValue(productQuery.trim(), SEARCH_DEBOUNCE_MS);
  const productResults = useAdminProducts(
    { search: debouncedQuery || undefined, per_page: 20, sort: 'name', order: 'asc', page: 1 },
    { enabled: target === 'product' },
  );
  const productLabel = (p: AdminProduct): PickerOption => ({
    id: p.id,
    label: locale === 'en' && p.name_en ? p.name_en : p.name_ar,
    hint: formatMoney(p.price, locale),
  });
  const [known, setKnown] = useState<Map<number, PickerOption>>(() => new Map());
  // Names of the products already chosen when the form opens.
  const initialProducts = useQueries({
    queries: (discount?.product_ids ?? []).map((id) => ({ ...adminProductQuery(id), staleTime: 60_000 })),
  });
  const productOption = (id: number): PickerOption => {
    const fromKnown = known.get(id);
    if (fromKnown) return fromKnown;
    const loaded = initialProducts.find((q) => q.data?.id === id)?.data;
    if (loaded) return productLabel(loaded);
    const listed = productResults.data?.data.find((p) => p.id === id);
    if (listed) return productLabel(listed);
    return { id, label: t('discounts.form.productN', { id }) };
  };

  // Category picker: the full list, filtered here.
  const categories = useAdminCategories();
  const [categoryQuery, setCategoryQuery] = useState('');
  const categoryById = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c])),
    [categories.data],
  );
  const categoryOption = (id: number): PickerOption => {
    const c = categoryById.get(id);
    if (!c) return { id, label: t('discounts.form.categoryN', { id }) };
    const parent = c.parent_id === null ? undefined : categoryById.get(c.parent_id);
    return { id, label: categoryName(c, locale), hint: parent ? categoryName(parent, locale) : undefined };
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: categoryOption reads the data listed here
  const categoryOptions = useMemo(() => {
    const words = normalizeSearchText(categoryQuery).split(' ').filter(Boolean);
    return (categories.data ?? [])
      .filter((c) => {
        if (!words.length) return true;
        const text = normalizeSearchText(`${c.name_ar} ${c.name_en} ${c.slug}`);
        return words.every((w) => text.includes(w));
      })
      .slice(0, 50)
      .map((c) => categoryOption(c.id));
  }, [categories.data, categoryQuery, locale, categoryById]);

  const setIds = (field: 'product_ids' | 'category_ids', options: PickerOption[]) => {
    if (field === 'product_ids') {
      setKnown((map) => {
        const next = new Map(map);
        for (const option of options) next.set(option.id, option);
        return next;
      });
    }
    setValue(
      field,
      options.map((o) => o.id),
      { shouldValidate: isSubmitted, shouldDirty: true },
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Only the chosen target's list is kept.
      const body = {
        ...values,
        product_ids: values.target === 'product' ? values.product_ids : [],
        category_ids: values.target === 'category' ? values.category_ids : [],
      };
      await save.mutateAsync({ id: discount?.id, body });
      notify.success(discount ? t('discounts.form.updated') : t('discounts.form.created'));
      onSaved();
    } catch (error) {
      setFormError(
        reportFormError(error, { setError, setFocus }, FIELDS, (name) =>
          name === 'end_date' ? 'endDate' : name,
        ),
      );
    }
  });

  const dayField = (
    name: 'startDate' | 'endDate',
    label: string,
    bound: (day: string) => string,
    required?: boolean,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} error={fieldMessage(errors[name]?.message)} required={required}>
          <DateField
            label={label}
            value={dayOf(field.value)}
            onChange={(day) => field.onChange(instantOf(day, bound))}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );

  const radio = (name: 'type' | 'target', value: string, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
      <input type="radio" value={value} className="size-5 accent-primary" {...register(name)} />
      {label}
    </label>
  );

  return (
    <AdminForm id={formId} onSubmit={onSubmit} error={formError}>
      <BilingualFields
        register={register}
        errors={errors}
        name={['name', 'name_en']}
        description={['description', 'description_en']}
        labels="discounts.form"
        descriptionRows={2}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('discounts.form.type')}</legend>
          <div className="flex flex-wrap gap-x-4">
            {radio('type', 'percentage', t('discounts.types.percentage'))}
            {radio('type', 'fixed', t('discounts.types.fixed'))}
          </div>
          {errors.type ? (
            <p role="alert" className="text-sm text-danger">
              {fieldMessage(errors.type.message)}
            </p>
          ) : null}
        </fieldset>
        <FormField
          label={type === 'fixed' ? t('discounts.form.valueFixed') : t('discounts.form.valuePercent')}
          help={type === 'fixed' ? t('discounts.form.valueFixedHelp') : t('discounts.form.valuePercentHelp')}
          error={fieldMessage(errors.value?.message)}
          required
        >
          <TextInput
            inputMode="numeric"
            latinDigits
            autoComplete="off"
            {...register('value', { setValueAs: blankToUndefined })}
          />
        </FormField>
        <FormField label={t('discounts.form.kind')} error={fieldMessage(errors.kind?.message)}>
          <Select {...register('kind')}>
            {DISCOUNT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`discounts.kinds.${kind}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">{t('discounts.form.target')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {radio('target', 'product', t('discounts.targets.product'))}
          {radio('target', 'category', t('discounts.targets.category'))}
        </div>
        {target === 'product' ? (
          <FormField
            label={t('discounts.form.products')}
            error={fieldMessage(errors.product_ids?.message)}
            required
          >
            <SearchPicker
              multiple
              label={t('discounts.form.products')}
              placeholder={t('discounts.form.searchProducts')}
              selected={productIds.map(productOption)}
              onChange={(options) => setIds('product_ids', options)}
              options={(productResults.data?.data ?? []).map(productLabel)}
              query={productQuery}
              onQueryChange={setProductQuery}
              loading={productResults.isFetching}
              failed={productResults.isError}
              onRetry={() => void productResults.refetch()}
            />
          </FormField>
        ) : (
          <FormField
            label={t('discounts.form.categories')}
            error={fieldMessage(errors.category_ids?.message)}
            required
          >
            <SearchPicker
              multiple
              label={t('discounts.form.categories')}
              placeholder={t('discounts.form.searchCategories')}
              selected={categoryIds.map(categoryOption)}
              onChange={(options) => setIds('category_ids', options)}
              options={categoryOptions}
              query={categoryQuery}
              onQueryChange={setCategoryQuery}
              loading={categories.isFetching}
              failed={categories.isError}
              onRetry={() => void categories.refetch()}
            />
          </FormField>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {dayField('startDate', t('discounts.form.start'), shopDayStart)}
        {dayField('endDate', t('discounts.form.end'), shopDayEnd, true)}
      </div>

      <CheckboxField
        label={t('discounts.form.active')}
        help={t('discounts.form.activeHelp')}
        {...register('isActive')}
      />
    </AdminForm>
  );
}
