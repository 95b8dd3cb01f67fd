import type { Page } from '@shop/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type AdminFile, type FileListParams, filesKey } from '../../lib/api/files.ts';

export const getFiles = (params: FileListParams, signal?: AbortSignal) =>
  api.get<Page<AdminFile>>('/admin/files', {
    signal,
    query: {
      ...params,
      search: params.search || undefined,
      type: params.type === 'all' ? undefined : params.type,
    },
  });

export const useFiles = (params: FileListParams) =>
  useQuery({
    queryKey: [...filesKey, params],
    queryFn: ({ signal }) => getFiles(params, signal),
    placeholderData: keepPreviousData,
  });
