/** Every files query starts with this key, so an upload from any admin area refreshes the file library. */
export const filesKey = ['admin', 'files'] as const;

/** A stored file as the files API returns it (GET/POST /api/admin/files). */
export type { FileView as AdminFile } from '@shop/shared/files';

export type FileTypeFilter = 'all' | 'image' | 'document' | 'other';

export interface FileListParams {
  search: string;
  type: FileTypeFilter;
  sort: string;
  order: string;
  page: number;
  per_page: number;
}
