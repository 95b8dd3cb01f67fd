import { returnView } from '@shop/shared/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload.ts';
import { returnsKey } from './get-returns.ts';

export interface UploadReturnPhotosInput {
  returnId: number;
  files: File[];
  onProgress?: (fraction: number) => void;
}

/** POST /api/returns/:id/photos (multipart: `files` repeated, 1 to 3) → the return as it now is. */
export function uploadReturnPhotos({ returnId, files, onProgress }: UploadReturnPhotosInput) {
  return uploadWithProgress(
    `/returns/${returnId}/photos`,
    () => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return form;
    },
    { schema: returnView, onProgress },
  );
}

export function useUploadReturnPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReturnPhotos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}
