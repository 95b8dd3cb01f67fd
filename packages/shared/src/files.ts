import { z } from 'zod';
import { SORT_ORDERS } from './api.ts';
import { pageNumber, perPage } from './numbers.ts';

export const FILE_TYPES = ['image', 'document', 'other'] as const;

/** What the file list sorts by (`?sort=`); without one it stays newest first. */
export const FILE_SORTS = ['name', 'size', 'created_at'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export const fileListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  type: z.enum(['all', ...FILE_TYPES]).default('all'),
  sort: z.enum(FILE_SORTS).default('created_at'),
  order: z.enum(SORT_ORDERS).default('desc'),
  page: pageNumber(),
  per_page: perPage(24),
});

export const fileRenameBody = z.object({
  name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(200),
});

export const fileView = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  type: z.enum(FILE_TYPES),
  category: z.string().nullable(),
  is_public: z.boolean(),
  /** Where it is stored under the uploads root (`files/<generated name>`), as product images keep it. */
  path: z.string(),
  /** The public address: `/uploads/` + path. */
  url: z.string(),
  variants: z.record(z.string(), z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FileView = z.infer<typeof fileView>;
