import { PRESCRIPTION_FILE_MAX_BYTES } from '@shop/shared/prescriptions';
import type { ObjectStore } from '../../lib/storage.ts';
import { type CleanFile, type CleanOptions, cleanUpload, privateFolder } from '../files/private-uploads.ts';

export type { CleanFile } from '../files/private-uploads.ts';

/**
 * Prescription files live in the store under private-files/prescriptions, which no static route serves:
 * the only way to read one is GET /api/prescriptions/{id}/files/{n}, which checks who asks and logs it.
 */
export const prescriptionFolder = (store: ObjectStore) => privateFolder(store, 'prescriptions');

const PRESCRIPTION_FILE: CleanOptions = {
  maxBytes: PRESCRIPTION_FILE_MAX_BYTES,
  acceptPdf: true,
  // Large enough to read a handwritten prescription; a 50-megapixel scan does not need keeping whole.
  maxSide: 4096,
  emptyMessage: 'Please add a photo or PDF of your prescription',
  tooLargeMessage: 'The file is larger than 10 MB',
  unsupportedMessage: 'Only photos (JPEG, PNG, WebP) and PDF files are accepted',
};

/** A photo or PDF of a prescription, checked and cleaned (see cleanUpload). */
export const cleanPrescriptionFile = (buffer: Buffer, filename: string, n: number): Promise<CleanFile> =>
  cleanUpload(buffer, filename, n, PRESCRIPTION_FILE);
