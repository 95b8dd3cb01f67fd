/** Every files query starts with this key, so an upload from any admin area refreshes the file library. */
export const filesKey = ['admin', 'files'] as const;

/** A stored file as the files API returns it (GET/POST /api/admin/files). */
export interface AdminFile {
  id: number;
  name: string;
  size: number;
  mime_type: string;
  type: 'image' | 'document' | 'other';
  category: string | null;
  is_public: boolean;
  url: string;
  /** WebP copies of an image by width. */
  variants: Partial<Record<'300' | '600' | '1200', string>>;
  created_at: string;
  updated_at: string;
}

export type FileTypeFilter = 'all' | 'image' | 'document' | 'other';

export interface FileListParams {
  search: string;
  type: FileTypeFilter;
  sort: string;
  order: string;
  page: number;
  per_page: number;
}
