import { prescriptionCreated } from '@shop/shared/prescriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload.ts';
import { prescriptionsKey } from './get-prescriptions.ts';

export interface UploadPrescriptionInput {
  files: File[];
  note?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/prescriptions (multipart: `files` repeated, optional `note`), with upload progress. */
export function uploadPrescription({ files, note, onProgress, signal }: UploadPrescriptionInput) {
  return uploadWithProgress(
    '/prescriptions',
    () => {
      const form = new FormData();
      const text = note?.trim();
      if (text) form.set('note', text);
      for (const file of files) form.append('files', file, file.name);
      return form;
    },
    { schema: prescriptionCreated, onProgress, signal },
  );
}

export function useUploadPrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionsKey }),
  });
}
