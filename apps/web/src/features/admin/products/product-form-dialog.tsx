import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_STATUSES, productInput } from '@shop/shared/catalog-admin';
import { PRESCRIPTION_MAX_PER_ORDER } from '@shop/shared/constants';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminForm } from '../components/admin-form.tsx';
import { BilingualFields } from '../components/bilingual-fields.tsx';
import { CategoryOptions } from '../components/category-options.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { ReturnableField } from '../components/returnable-field.tsx';
import { useAdminCategories } from '../lib/api/get-admin-categories.ts';
import { useAdminProduct } from '../lib/api/get-admin-product.ts';
import type { AdminProduct } from '../lib/api/get-admin-products.ts';
import { useFieldMessage } from '../lib/messages.ts';
import { reportFormError } from '../lib/report-form-error.ts';
import { stockPath } from '../lib/stock-path.ts';
import { useSaveProduct } from './api/save-product.ts';
import { type ProductImage, ProductImagesField } from './product-images-field.tsx';

type FormInput = z.input<typeof productInput>;
type FormOutput = z.output<typeof productInput>;

interface ProductFormDialogProps {
  /** `null`: a new product; a number: edit that product. */
  productId: number | null;
  open: boolean;
  onClose: () => void;
}

/** Create or edit a product in both languages, with its category, flags, status and images. */
export function ProductFormDialog({ productId, open, onClose }: ProductFormDialogProps) {
  const { t } = useTranslation('admin');
  const product = useAdminProduct(productId);
  // The category select must have its options before the form sets its value.
  const categories = useAdminCategories();
  const formId = useId();
  const save = useSaveProduct();
  const editing = productId !== null;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={editing ? t('products.form.editTitle') : t('products.form.createTitle')}
      size="lg"
      formId={formId}
      submitLabel={editing ? t('common.saveChanges') : t('products.form.create')}
      busy={save.isPending}
      submitDisabled={(editing && !product.data) || !categories.data}
      loading={((editing && product.isPending) || categories.isPending) && <FormSkeleton />}
      failed={
        categories.isError
          ? { message: t('products.form.categoriesFailed'), query: categories }
          : editing && product.isError && { message: t('products.loadOneFailed'), query: product }
      }
    >
      <ProductForm
        key={product.data?.id ?? 'new'}
        formId={formId}
        product={editing ? (product.data ?? null) : null}
        onSaved={onClose}
        save={save}
      />
    </FormDialog>
  );
}

function toFormValues(product: AdminProduct | null): FormInput {
  return {
    name_ar: product?.name_ar ?? '',
    name_en: product?.name_en ?? '',
    description_ar: product?.description_ar ?? '',
    description_en: product?.description_en ?? '',
    keywords: product?.keywords ?? '',
    // An untouched field stays blank, which the shared schema refuses rather than reading it as 0.
    price: product ? String(product.price) : '',
    stock: product ? String(product.stock) : '',
    category_id: product ? String(product.category_id) : '',
    featured: product?.featured ?? false,
    bestseller: product?.bestseller ?? false,
    requires_prescription: product?.requires_prescription ?? false,
    max_per_order: product?.max_per_order == null ? '' : String(product.max_per_order),
    returnable: product?.returnable ?? null,
    status: product?.status ?? 'active',
    images: [],
  };
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
// An empty limit is no limit, not a wrong one.
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const FIELDS = new Set<string>([
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'keywords',
  'price',
  'stock',
  'category_id',
  'status',
  'max_per_order',
  'returnable',
  'featured',
  'bestseller',
]);

function ProductForm({
  formId,
  product,
  onSaved,
  save,
}: {
  formId: string;
  product: AdminProduct | null;
  onSaved: () => void;
  save: ReturnType<typeof useSaveProduct>;
}) {
  const { t } = useTranslation('admin');
  const { t: tInventory } = useTranslation('inventory');
  const { can } = useCurrentUser();
  const fieldMessage = useFieldMessage();
  const categories = useAdminCategories();
  const [images, setImages] = useState<ProductImage[]>(
    () => product?.images.map(({ url, path, mime_type }) => ({ url, path, mime_type })) ?? [],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(productInput),
    defaultValues: toFormValues(product),
  });

  useEffect(() => setFocus('name_ar'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (uploading) {
      setFormError(t('products.form.waitForUploads'));
      return;
    }
    try {
      await save.mutateAsync({ id: product?.id, body: { ...values, images } });
      notify.success(product ? t('products.form.updated') : t('products.form.created'));
      onSaved();
    } catch (error) {
      setFormError(reportFormError(error, { setError, setFocus }, FIELDS));
    }
  });

  const nameForAlt = watch('name_ar') ?? '';
  const flagsError = fieldMessage(errors.featured?.message ?? errors.bestseller?.message);

  return (
    <AdminForm id={formId} onSubmit={onSubmit} error={formError}>
      <BilingualFields
        register={register}
        errors={errors}
        name={['name_ar', 'name_en']}
        description={['description_ar', 'description_en']}
        labels="products.form"
        descriptionRows={4}
      />

      <FormField
        label={t('products.form.keywords')}
        help={t('products.form.keywordsHelp')}
        error={fieldMessage(errors.keywords?.message)}
      >
        <TextInput {...register('keywords')} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('products.form.price')}
          help={t('products.form.priceHelp')}
          error={fieldMessage(errors.price?.message)}
          required
        >
          <TextInput
            inputMode="numeric"
            latinDigits
            autoComplete="off"
            {...register('price', { setValueAs: blankToUndefined })}
          />
        </FormField>
        <div className="flex flex-col gap-1">
          <FormField label={t('products.form.stock')} error={fieldMessage(errors.stock?.message)} required>
            <TextInput
              inputMode="numeric"
              latinDigits
              autoComplete="off"
              {...register('stock', { setValueAs: blankToUndefined })}
            />
          </FormField>
          {/* The field sets only the units outside batches; batches are received and written off there. */}
          {product && can('inventory.manage') ? (
            <Link
              to={stockPath(product.id)}
              className="self-start text-sm font-medium text-primary hover:underline"
            >
              {tInventory('stock.open')}
            </Link>
          ) : null}
        </div>
        <FormField
          label={t('products.form.category')}
          error={
            fieldMessage(errors.category_id?.message) ??
            (categories.isError ? t('products.form.categoriesFailed') : undefined)
          }
          required
        >
          <Select {...register('category_id')} disabled={categories.isPending}>
            <option value="">
              {categories.isPending ? t('common.loading') : t('products.form.chooseCategory')}
            </option>
            <CategoryOptions categories={categories.data ?? []} inactiveLabel={t('categories.inactive')} />
          </Select>
        </FormField>
        <FormField
          label={t('products.form.maxPerOrder')}
          help={t('products.form.maxPerOrderHelp', { n: PRESCRIPTION_MAX_PER_ORDER })}
          error={fieldMessage(errors.max_per_order?.message)}
        >
          <TextInput
            inputMode="numeric"
            latinDigits
            autoComplete="off"
            {...register('max_per_order', { setValueAs: blankToNull })}
          />
        </FormField>
        <ReturnableField
          control={control}
          name="returnable"
          inheritLabel={t('returnable.asCategory')}
          help={t('returnable.productHelp')}
        />
        <FormField label={t('products.form.status')} error={fieldMessage(errors.status?.message)}>
          <Select {...register('status')}>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`products.status.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>

      <fieldset className="flex flex-col">
        <legend className="mb-1 text-sm font-medium text-ink">{t('products.form.flags')}</legend>
        <div className="grid sm:grid-cols-3">
          <CheckboxField label={t('products.form.featured')} {...register('featured')} />
          <CheckboxField label={t('products.form.bestseller')} {...register('bestseller')} />
          <CheckboxField label={t('products.form.prescription')} {...register('requires_prescription')} />
        </div>
        {flagsError ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {flagsError}
          </p>
        ) : (
          <p className="mt-1 text-xs text-ink-secondary">{t('products.form.prescriptionNotPromoted')}</p>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('products.form.images')}</legend>
        <ProductImagesField
          images={images}
          setImages={setImages}
          productName={nameForAlt}
          onUploadingChange={setUploading}
        />
      </fieldset>
    </AdminForm>
  );
}

function FormSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
      <Skeleton className="h-11" />
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
      <Skeleton className="h-28" />
    </div>
  );
}
