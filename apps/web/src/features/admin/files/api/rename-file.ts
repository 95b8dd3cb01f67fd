import { fileView } from '@shop/shared/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { filesKey } from '../../lib/api/files.ts';

/** PATCH /api/admin/files/:id {name}. */
export const renameFile = (id: number, name: string) =>
  api.patch(`/admin/files/${id}`, { name }, { schema: fileView });

export function useRenameFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameFile(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKey }),
  });
}
