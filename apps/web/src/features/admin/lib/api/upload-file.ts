import { UPLOAD_MAX_BYTES } from '@shop/shared/constants';
import { fileView } from '@shop/shared/files';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../../lib/api-error.ts';
import { uploadWithProgress } from '../../../../lib/upload.ts';
import { type AdminFile, filesKey } from './files.ts';

export interface UploadFileOptions {
  category?: string;
  isPublic?: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/admin/files (multipart: `file`, optional `category` and `is_public`), with upload progress. */
export function uploadFile(file: File, options: UploadFileOptions = {}): Promise<AdminFile> {
  return uploadWithProgress(
    '/admin/files',
    () => {
      const form = new FormData();
      if (options.category) form.set('category', options.category);
      if (options.isPublic !== undefined) form.set('is_public', options.isPublic ? '1' : '0');
      form.set('file', file, file.name);
      return form;
    },
    { schema: fileView, onProgress: options.onProgress, signal: options.signal },
  );
}

export interface UploadEntry {
  key: string;
  name: string;
  progress: number;
  status: 'uploading' | 'failed';
  /** Why it failed: the server's message or ours ("larger than 10 MB"). */
  error?: unknown;
}

export class FileTooLargeError extends Error {
  constructor() {
    super('File too large');
  }
}

let counter = 0;

/**
 * Uploads files one after another with a progress bar each; a finished upload leaves the list and is handed
 * to `onUploaded`; a refused one stays with its reason until dismissed.
 */
export function useUploadQueue(options: {
  category?: string;
  isPublic?: boolean;
  onUploaded?: (file: AdminFile) => void;
}) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const { category, isPublic, onUploaded } = options;

  const start = useCallback(
    async (files: File[]) => {
      const patch = (key: string, change: Partial<UploadEntry>) =>
        setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
      const jobs = files.map((file) => ({ file, key: `upload-${++counter}` }));
      setEntries((list) => [
        ...list,
        ...jobs.map(({ file, key }) => ({ key, name: file.name, progress: 0, status: 'uploading' as const })),
      ]);
      let uploaded = 0;
      for (const { file, key } of jobs) {
        if (file.size > UPLOAD_MAX_BYTES) {
          patch(key, { status: 'failed', error: new FileTooLargeError() });
          continue;
        }
        try {
          const saved = await uploadFile(file, {
            category,
            isPublic,
            onProgress: (progress) => patch(key, { progress }),
          });
          uploaded++;
          setEntries((list) => list.filter((e) => e.key !== key));
          onUploaded?.(saved);
        } catch (error) {
          patch(key, {
            status: 'failed',
            error: error instanceof Error ? error : new ApiError({ status: 0 }),
          });
        }
      }
      if (uploaded > 0) await queryClient.invalidateQueries({ queryKey: filesKey });
      return uploaded;
    },
    [category, isPublic, onUploaded, queryClient],
  );

  const dismiss = useCallback((key: string) => setEntries((list) => list.filter((e) => e.key !== key)), []);

  return { entries, start, dismiss, busy: entries.some((e) => e.status === 'uploading') };
}
