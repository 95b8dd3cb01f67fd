import {
  PRESCRIPTION_ACCEPT,
  PRESCRIPTION_FILE_MAX_BYTES,
  PRESCRIPTION_MAX_FILES,
} from '@shop/shared/prescriptions';

/** Why a chosen file is not taken: not a photo or PDF, too big, empty, or one past the five allowed. */
export type FileProblem = 'type' | 'size' | 'empty' | 'count';

export interface RefusedFile {
  name: string;
  problem: FileProblem;
}

const ACCEPTED_TYPES = new Set(PRESCRIPTION_ACCEPT.split(','));
/** Some browsers leave `type` empty for a file they do not know: the extension decides then. */
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

export function isAcceptedType(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return ACCEPTED_TYPES.has(file.type.toLowerCase());
  return ACCEPTED_EXTENSIONS.test(file.name);
}

export const isPdf = (file: Pick<File, 'name' | 'type'>) =>
  file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds newly chosen files to the ones already picked, by the upload's rules: photos (JPEG, PNG, WebP)
 * and PDFs only, each at most 10 MB and not empty, five files in all. The same file chosen twice is taken once.
 * Returns the new list and each refused file with its reason, so the shopper can be told which and why.
 */
export function addFiles(
  current: readonly File[],
  incoming: readonly File[],
): { files: File[]; refused: RefusedFile[] } {
  const files = [...current];
  const refused: RefusedFile[] = [];
  for (const file of incoming) {
    if (files.some((f) => sameFile(f, file))) continue;
    if (!isAcceptedType(file)) refused.push({ name: file.name, problem: 'type' });
    else if (file.size === 0) refused.push({ name: file.name, problem: 'empty' });
    else if (file.size > PRESCRIPTION_FILE_MAX_BYTES) refused.push({ name: file.name, problem: 'size' });
    else if (files.length >= PRESCRIPTION_MAX_FILES) refused.push({ name: file.name, problem: 'count' });
    else files.push(file);
  }
  return { files, refused };
}

/** 10 MB, as the messages say it. */
export const MAX_MEGABYTES = PRESCRIPTION_FILE_MAX_BYTES / (1024 * 1024);
