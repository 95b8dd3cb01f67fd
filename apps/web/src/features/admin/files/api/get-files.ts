import { pageOf } from '@shop/shared/api';
import { fileView } from '@shop/shared/files';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type FileListParams, filesKey } from '../../lib/api/files.ts';

const filePage = pageOf(fileView);

export const getFiles = (params: FileListParams, signal?: AbortSignal) =>
  api.get('/admin/files', {
    schema: filePage,
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
