import type { Locale } from '@shop/shared/constants';
import { UPLOAD_MAX_BYTES } from '@shop/shared/constants';
import { FILE_SORTS } from '@shop/shared/files';
import {
  Download,
  FileArchive,
  FileImage,
  FileText,
  FolderOpen,
  Link2,
  PencilLine,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AdminTable, Td, Tr } from '../components/admin-table.tsx';
import { DropZone } from '../components/drop-zone.tsx';
import { FilterPills } from '../components/filter-pills.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { ListView } from '../components/list-view.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { SearchField } from '../components/search-field.tsx';
import { UploadList } from '../components/upload-list.tsx';
import type { AdminFile, FileTypeFilter } from '../lib/api/files.ts';
import { useUploadQueue } from '../lib/api/upload-file.ts';
import { adminErrorMessage } from '../lib/messages.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { useListSort } from '../lib/use-list-sort.ts';
import { fileDownloadUrl, useDeleteFile } from './api/delete-file.ts';
import { useFiles } from './api/get-files.ts';
import { RenameFileDialog } from './rename-file-dialog.tsx';

const PER_PAGE = 24;
const DEFAULTS = { search: '', type: 'all', sort: 'created_at', order: 'desc' };
const TYPES: FileTypeFilter[] = ['all', 'image', 'document', 'other'];

const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function useFileSize() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (bytes: number) => {
    const format = (value: number) =>
      new Intl.NumberFormat(locale === 'ar' ? 'ar-IQ-u-nu-latn' : 'en-US', { maximumFractionDigits: 1 })
        .format(value)
        .replace(BIDI_MARKS, '');
    if (bytes < 1024) return t('files.size.bytes', { n: format(bytes) });
    if (bytes < 1024 * 1024) return t('files.size.kb', { n: format(bytes / 1024) });
    return t('files.size.mb', { n: format(bytes / 1024 / 1024) });
  };
}

const typeIcon = (type: AdminFile['type']) =>
  type === 'image' ? FileImage : type === 'document' ? FileText : FileArchive;

/** /admin/files: upload (button or drop, with progress), find, preview, rename, download and delete files. */
export function FilesPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useListParams(DEFAULTS);
  const { values } = list;
  const type = (TYPES as string[]).includes(values.type) ? (values.type as FileTypeFilter) : 'all';
  const sorting = useListSort(list, FILE_SORTS);
  const files = useFiles({
    search: values.search,
    type,
    sort: sorting.sort,
    order: sorting.order,
    page: list.page,
    per_page: PER_PAGE,
  });
  const uploads = useUploadQueue({
    category: 'general',
    isPublic: true,
    onUploaded: (file) => notify.success(t('files.uploaded', { name: file.name })),
  });
  const remove = useDeleteFile();
  const [renaming, setRenaming] = useState<AdminFile | null>(null);
  const [toDelete, setToDelete] = useState<AdminFile | null>(null);
  const size = useFileSize();

  const copyLink = async (file: AdminFile) => {
    try {
      await navigator.clipboard.writeText(new URL(file.url, window.location.origin).toString());
      notify.success(t('files.linkCopied'));
    } catch {
      notify.error(t('files.copyFailed'));
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const file = toDelete;
    remove.mutate(file.id, {
      onSuccess: () => {
        setToDelete(null);
        notify.success(t('files.deleted', { name: file.name }));
      },
      onError: (error) => notify.error(`${t('files.deleteFailed')} ${adminErrorMessage(error)}`),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader title={t('files.title')} description={t('files.description')} />
      <DropZone
        prompt={t('files.dropPrompt')}
        buttonLabel={t('files.choose')}
        hint={t('files.hint', { size: formatNumber(UPLOAD_MAX_BYTES / 1024 / 1024, locale) })}
        onFiles={(list) => void uploads.start(list)}
      />
      <UploadList entries={uploads.entries} onDismiss={uploads.dismiss} />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterPills
          label={t('files.filters.type')}
          value={type}
          onChange={(key) => list.update({ type: key })}
          options={TYPES.map((key) => ({ value: key, label: t(`files.types.${key}`) }))}
        />
        <SearchField
          className="w-full lg:max-w-sm"
          value={values.search}
          onSearch={(search) => list.update({ search })}
          label={t('files.search')}
        />
      </div>

      <ListView
        query={files}
        page={files.data}
        loadFailed={t('files.loadFailed')}
        skeletonColumns={5}
        empty={{
          icon: FolderOpen,
          title: t('files.empty'),
          filtered: list.isFiltered && { title: t('files.emptyFiltered'), onClear: list.reset },
        }}
        onPage={(page) => list.update({ page })}
      >
        {(rows) => (
          <AdminTable
            label={t('files.tableLabel')}
            sorting={sorting}
            columns={[
              { label: t('files.columns.name'), sort: 'name' },
              { label: t('files.columns.type') },
              { label: t('files.columns.size'), sort: 'size', firstOrder: 'desc' },
              { label: t('files.columns.date'), sort: 'created_at', firstOrder: 'desc' },
              { label: t('common.actions'), end: true },
            ]}
          >
            {rows.map((file) => (
              <FileRow
                key={file.id}
                file={file}
                size={size(file.size)}
                locale={locale}
                onRename={() => setRenaming(file)}
                onDelete={() => setToDelete(file)}
                onCopy={() => void copyLink(file)}
              />
            ))}
          </AdminTable>
        )}
      </ListView>

      <RenameFileDialog file={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        title={t('files.deleteTitle')}
        message={toDelete ? t('files.deleteMessage', { name: toDelete.name }) : ''}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        destructive
      />
    </div>
  );
}

function FileRow({
  file,
  size,
  locale,
  onRename,
  onDelete,
  onCopy,
}: {
  file: AdminFile;
  size: string;
  locale: Locale;
  onRename: () => void;
  onDelete: () => void;
  onCopy: () => void;
}) {
  const { t } = useTranslation('admin');
  const Icon = typeIcon(file.type);
  const thumb = file.type === 'image' ? (file.variants['300'] ?? file.url) : null;
  return (
    <Tr>
      <Td primary>
        <div className="flex items-center gap-3">
          {thumb ? (
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              className="shrink-0"
              aria-label={t('files.open', { name: file.name })}
            >
              <img
                src={thumb}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="size-10 rounded-control border border-line bg-white object-cover"
              />
            </a>
          ) : (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-slate-100 text-ink-secondary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          )}
          <div className="min-w-0">
            <bdi className="block max-w-72 truncate font-medium text-ink" dir="auto">
              {file.name}
            </bdi>
            <span className="flex flex-wrap items-center gap-1 text-xs text-ink-secondary">
              <bdi dir="ltr">{file.mime_type}</bdi>
              {file.is_public ? null : (
                <Badge className="whitespace-nowrap" tone="warning">
                  {t('files.private')}
                </Badge>
              )}
            </span>
          </div>
        </div>
      </Td>
      <Td label={t('files.columns.type')}>{t(`files.typeName.${file.type}`)}</Td>
      <Td label={t('files.columns.size')}>
        <bdi className="whitespace-nowrap">{size}</bdi>
      </Td>
      <Td label={t('files.columns.date')}>
        <span className="md:whitespace-nowrap">
          {formatDate(file.created_at, locale, { withTime: true })}
        </span>
      </Td>
      <RowActions dense>
        <IconButton icon={Link2} label={t('files.copyNamed', { name: file.name })} onClick={onCopy} />
        <a
          href={fileDownloadUrl(file.id)}
          download={file.name}
          aria-label={t('files.downloadNamed', { name: file.name })}
          title={t('files.downloadNamed', { name: file.name })}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100 hover:text-ink md:size-9"
        >
          <Download aria-hidden="true" className="size-4" />
        </a>
        <IconButton
          icon={PencilLine}
          label={t('files.renameNamed', { name: file.name })}
          onClick={onRename}
        />
        <IconButton
          icon={Trash2}
          tone="danger"
          label={t('common.deleteNamed', { name: file.name })}
          onClick={onDelete}
        />
      </RowActions>
    </Tr>
  );
}
