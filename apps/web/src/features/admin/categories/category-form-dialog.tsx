import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInput, slugify } from '@shop/shared/catalog-admin';
import { ImageOff, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminForm } from '../components/admin-form.tsx';
import { BilingualFields } from '../components/bilingual-fields.tsx';
import { CategoryOptions } from '../components/category-options.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { DropZone } from '../components/drop-zone.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { ReturnableField } from '../components/returnable-field.tsx';
import { UploadList } from '../components/upload-list.tsx';
import type { AdminCategory } from '../lib/api/get-admin-categories.ts';
import { useUploadQueue } from '../lib/api/upload-file.ts';
import { useFieldMessage } from '../lib/messages.ts';
import { reportFormError } from '../lib/report-form-error.ts';
import { useSaveCategory } from './api/save-category.ts';

type FormInput = z.input<typeof categoryInput>;
type FormOutput = z.output<typeof categoryInput>;

export type CategoryFormTarget =
  | { mode: 'create'; parentId: number | null }
  | { mode: 'edit'; category: AdminCategory };

interface CategoryFormDialogProps {
  target: CategoryFormTarget | null;
  categories: AdminCategory[];
  onClose: () => void;
}

/** Create or edit a category: both languages, slug (with the automatic one previewed), parent, image, active. */
export function CategoryFormDialog({ target, categories, onClose }: CategoryFormDialogProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const save = useSaveCategory();
  const editing = target?.mode === 'edit';
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? t('categories.form.editTitle') : t('categories.form.createTitle')}
      size="lg"
      formId={formId}
      submitLabel={editing ? t('common.saveChanges') : t('categories.form.create')}
      busy={save.isPending}
    >
      {target ? (
        <CategoryForm formId={formId} target={target} categories={categories} save={save} onSaved={onClose} />
      ) : null}
    </FormDialog>
  );
}

const FIELDS = new Set([
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'slug',
  'parent_id',
  'image',
]);

function CategoryForm({
  formId,
  target,
  categories,
  save,
  onSaved,
}: {
  formId: string;
  target: CategoryFormTarget;
  categories: AdminCategory[];
  save: ReturnType<typeof useSaveCategory>;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const fieldMessage = useFieldMessage();
  const category = target.mode === 'edit' ? target.category : null;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(categoryInput),
    defaultValues: {
      name_ar: category?.name_ar ?? '',
      name_en: category?.name_en ?? '',
      description_ar: category?.description_ar ?? '',
      description_en: category?.description_en ?? '',
      slug: category?.slug ?? '',
      parent_id: category ? category.parent_id : target.mode === 'create' ? target.parentId : null,
      image: category?.image ?? null,
      is_active: category?.is_active ?? true,
      returnable: category?.returnable ?? null,
    },
  });
  const image = watch('image');
  const uploads = useUploadQueue({
    category: 'category-images',
    isPublic: true,
    onUploaded: (file) => setValue('image', file.url, { shouldDirty: true }),
  });

  useEffect(() => setFocus('name_ar'), [setFocus]);

  const [nameAr, nameEn, slug] = watch(['name_ar', 'name_en', 'slug']);
  const typedSlug = (slug ?? '').trim().toLowerCase();
  const previewSlug = typedSlug || slugify(nameEn ?? '') || slugify(nameAr ?? '');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (uploads.busy) {
      setFormError(t('products.form.waitForUploads'));
      return;
    }
    try {
      await save.mutateAsync({ id: category?.id, body: values });
      notify.success(category ? t('categories.form.updated') : t('categories.form.created'));
      onSaved();
    } catch (error) {
      setFormError(reportFormError(error, { setError, setFocus }, FIELDS));
    }
  });

  return (
    <AdminForm id={formId} onSubmit={onSubmit} error={formError}>
      <BilingualFields
        register={register}
        errors={errors}
        name={['name_ar', 'name_en']}
        description={['description_ar', 'description_en']}
        labels="categories.form"
        descriptionRows={3}
      />

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <FormField
            label={t('categories.form.slug')}
            help={category ? t('categories.form.slugHelpEdit') : t('categories.form.slugHelp')}
            error={fieldMessage(errors.slug?.message)}
          >
            <TextInput
              dir="ltr"
              className="rtl:text-end"
              autoComplete="off"
              spellCheck={false}
              {...register('slug')}
            />
          </FormField>
          <p className="text-sm text-ink-secondary" aria-live="polite">
            {t('categories.form.slugPreview')}{' '}
            <bdi dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-ink">
              /products?category=
              {previewSlug || (category ? category.slug : t('categories.form.slugPending'))}
            </bdi>
          </p>
        </div>
        <FormField label={t('categories.form.parent')} error={fieldMessage(errors.parent_id?.message)}>
          <Select
            {...register('parent_id', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
          >
            <option value="">{t('categories.form.noParent')}</option>
            <CategoryOptions
              categories={categories}
              excludeId={category?.id}
              inactiveLabel={t('categories.inactive')}
            />
          </Select>
        </FormField>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('categories.form.image')}</legend>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex flex-col items-center gap-2">
            {image ? (
              <img
                src={image}
                alt={t('categories.form.imageAlt', { name: nameAr || '' })}
                width={112}
                height={112}
                className="size-28 rounded-card border border-line bg-white object-contain"
              />
            ) : (
              <span className="flex size-28 items-center justify-center rounded-card border border-dashed border-line bg-slate-50 text-ink-disabled">
                <ImageOff aria-hidden="true" className="size-6" />
                <span className="sr-only">{t('categories.form.noImage')}</span>
              </span>
            )}
            {image ? (
              <Button
                variant="quiet"
                size="sm"
                onClick={() => setValue('image', null, { shouldDirty: true })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('categories.form.removeImage')}
              </Button>
            ) : null}
          </div>
          <div className="flex flex-1 flex-col gap-2">
            <DropZone
              compact
              multiple={false}
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              prompt={t('categories.form.imagePrompt')}
              buttonLabel={image ? t('categories.form.replaceImage') : t('categories.form.chooseImage')}
              onFiles={(files) => void uploads.start(files.slice(0, 1))}
            />
            <UploadList entries={uploads.entries} onDismiss={uploads.dismiss} />
          </div>
        </div>
      </fieldset>

      <ReturnableField
        control={control}
        name="returnable"
        inheritLabel={t('returnable.asParent')}
        help={t('returnable.categoryHelp')}
      />
      <CheckboxField
        label={t('categories.form.active')}
        help={t('categories.form.activeHelp')}
        {...register('is_active')}
      />
    </AdminForm>
  );
}
