import { z } from 'zod';
import { SORT_ORDERS } from './api.ts';
import { UPLOAD_MAX_BYTES } from './constants.ts';
import { pageNumber, perPage } from './numbers.ts';
import { singleLine } from './text.ts';

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
  name: singleLine({ error: 'Please enter a name' }).min(1, 'Please enter a name').max(200),
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

/**
 * The upload form (multipart/form-data). The server reads the parts itself rather than validating them with
 * this schema; it describes the form for the API document and for a client building one.
 */
export const fileUploadForm = z.object({
  file: z.file().describe(`One file, at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`),
  category: z.string().max(60).optional().describe('Free text; a longer one is cut to 60 characters'),
  is_public: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .describe('`0` or `false` keeps the file private; anything else, or nothing, makes it public'),
});
