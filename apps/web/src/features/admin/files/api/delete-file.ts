import { noData } from '@shop/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { filesKey } from '../../lib/api/files.ts';

/** DELETE /api/admin/files/:id. */
export const deleteFile = (id: number) => api.delete(`/admin/files/${id}`, { schema: noData });

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKey }),
  });
}

/** GET /api/admin/files/:id/download: a plain link, so the browser saves the file itself. */
export const fileDownloadUrl = (id: number) => `/api/admin/files/${id}/download`;
