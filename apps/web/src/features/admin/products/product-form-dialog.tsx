import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_STATUSES, productInput } from '@shop/shared/catalog-admin';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/toast.ts';
import { useAdminCategories } from '../categories/api/get-admin-categories.ts';
import { CategoryOptions } from '../categories/category-options.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { adminErrorMessage, useFieldMessage } from '../lib/messages.ts';
import { useAdminProduct } from './api/get-admin-product.ts';
import type { AdminProduct } from './api/get-admin-products.ts';
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

  let body: ReactNode;
  if ((editing && product.isPending) || categories.isPending) body = <FormSkeleton />;
  else if (categories.isError)
    body = (
      <ErrorState
        message={t('products.form.categoriesFailed')}
        detail={adminErrorMessage(categories.error)}
        onRetry={() => void categories.refetch()}
        retrying={categories.isFetching}
      />
    );
  else if (editing && product.isError)
    body = (
      <ErrorState
        message={t('products.loadOneFailed')}
        detail={adminErrorMessage(product.error)}
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  else
    body = (
      <ProductForm
        key={product.data?.id ?? 'new'}
        formId={formId}
        product={editing ? (product.data ?? null) : null}
        onSaved={onClose}
        save={save}
      />
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !save.isPending) onClose();
      }}
      title={editing ? t('products.form.editTitle') : t('products.form.createTitle')}
      size="lg"
      footer={
        <>
          <Button variant="quiet" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            busy={save.isPending}
            disabled={(editing && !product.data) || !categories.data}
          >
            {editing ? t('common.saveChanges') : t('products.form.create')}
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}

function toFormValues(product: AdminProduct | null): FormInput {
  return {
    name_ar: product?.name_ar ?? '',
    name_en: product?.name_en ?? '',
    description_ar: product?.description_ar ?? '',
    description_en: product?.description_en ?? '',
    keywords: product?.keywords ?? '',
    // Left undefined (not '') so that an untouched field is refused instead of read as 0.
    price: product ? String(product.price) : undefined,
    stock: product ? String(product.stock) : undefined,
    category_id: product ? String(product.category_id) : '',
    featured: product?.featured ?? false,
    bestseller: product?.bestseller ?? false,
    requires_prescription: product?.requires_prescription ?? false,
    status: product?.status ?? 'active',
    images: [],
  };
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

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
  const fieldMessage = useFieldMessage();
  const categories = useAdminCategories();
  const [images, setImages] = useState<ProductImage[]>(
    () => product?.images.map(({ url, path, mime_type }) => ({ url, path, mime_type })) ?? [],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
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
      const fieldErrors = isApiError(error) ? error.errors : undefined;
      let first: FieldPath<FormInput> | null = null;
      for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
        if (!FIELDS.has(name) || !messages[0]) continue;
        const field = name as FieldPath<FormInput>;
        setError(field, { message: messages[0] });
        first ??= field;
      }
      if (first) setFocus(first);
      const message = adminErrorMessage(error);
      setFormError(message);
      notify.error(message);
    }
  });

  const nameForAlt = watch('name_ar') ?? '';

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? (
        <p
          role="alert"
          className="rounded-control border border-red-200 bg-red-50 px-3 py-2 text-sm text-danger"
        >
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="flex flex-col gap-3 rounded-card border border-line p-3">
          <legend className="px-1 text-sm font-bold text-ink">{t('common.arabic')}</legend>
          <FormField label={t('products.form.nameAr')} error={fieldMessage(errors.name_ar?.message)} required>
            <TextInput dir="rtl" lang="ar" {...register('name_ar')} />
          </FormField>
          <FormField
            label={t('products.form.descriptionAr')}
            error={fieldMessage(errors.description_ar?.message)}
          >
            <Textarea rows={4} dir="rtl" lang="ar" {...register('description_ar')} />
          </FormField>
        </fieldset>
        <fieldset className="flex flex-col gap-3 rounded-card border border-line p-3">
          <legend className="px-1 text-sm font-bold text-ink">{t('common.english')}</legend>
          <FormField label={t('products.form.nameEn')} error={fieldMessage(errors.name_en?.message)}>
            <TextInput dir="ltr" lang="en" {...register('name_en')} />
          </FormField>
          <FormField
            label={t('products.form.descriptionEn')}
            error={fieldMessage(errors.description_en?.message)}
          >
            <Textarea rows={4} dir="ltr" lang="en" {...register('description_en')} />
          </FormField>
        </fieldset>
      </div>

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
        <FormField label={t('products.form.stock')} error={fieldMessage(errors.stock?.message)} required>
          <TextInput
            inputMode="numeric"
            latinDigits
            autoComplete="off"
            {...register('stock', { setValueAs: blankToUndefined })}
          />
        </FormField>
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
    </form>
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
