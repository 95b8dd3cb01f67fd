import { can } from '@shop/shared/permissions';
import {
  RETURN_PHOTO_EMPTY_MESSAGE,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_TYPE_MESSAGE,
  RETURN_PHOTOS_CLOSED_MESSAGE,
  RETURN_PHOTOS_LIMIT_MESSAGE,
  RETURN_PHOTOS_MAX,
  type ReturnStatus,
} from '@shop/shared/returns';
import { and, count, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { returnPhotos, returns } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import type { ObjectStore, StoreFolder } from '../../lib/storage.ts';
import {
  type CleanOptions,
  cleanUploads,
  type OpenedFile,
  privateFolder,
  removePrivateFiles,
  storedFile,
  type UploadedFile,
  type UploadFormLimits,
  writePrivateFiles,
} from '../files/private-uploads.ts';

/** Return photos live in the store under private-files/returns; GET /api/returns/{id}/photos/{n} reads them. */
export const returnPhotoFolder = (store: ObjectStore) => privateFolder(store, 'returns');

export const RETURN_PHOTO_FORM: UploadFormLimits = {
  maxFiles: RETURN_PHOTOS_MAX,
  maxBytes: RETURN_PHOTO_MAX_BYTES,
  maxFields: 2,
  tooManyMessage: 'You can upload at most 3 photos',
  tooLargeMessage: 'The file is larger than 10 MB',
};

const RETURN_PHOTO: CleanOptions = {
  maxBytes: RETURN_PHOTO_MAX_BYTES,
  acceptPdf: false,
  // Enough to see a broken seal or a wrong label.
  maxSide: 2048,
  emptyMessage: RETURN_PHOTO_EMPTY_MESSAGE,
  tooLargeMessage: 'The file is larger than 10 MB',
  unsupportedMessage: RETURN_PHOTO_TYPE_MESSAGE,
};

const notFound = () => new AppError('NOT_FOUND', 'Return not found');

/** The customer's own return (404 for anyone else's), its row locked when `lock` is set. */
async function ownReturn(db: Db | Tx, input: { returnId: number; userId: number }, lock = false) {
  const query = db
    .select({ status: returns.status })
    .from(returns)
    .where(and(eq(returns.id, input.returnId), eq(returns.userId, input.userId)));
  const [ret] = await (lock ? query.for('update') : query);
  if (!ret) throw notFound();
  return ret;
}

/** Refuses a photo the return cannot take; answers the next free place. */
function checkRoom(status: string, held: { n: number; last: number }, adding: number): number {
  if ((status as ReturnStatus) !== 'requested') {
    throw new AppError('INVALID_TRANSITION', RETURN_PHOTOS_CLOSED_MESSAGE, { data: { status } });
  }
  if (held.n + adding > RETURN_PHOTOS_MAX) {
    throw new AppError('VALIDATION', RETURN_PHOTOS_LIMIT_MESSAGE, {
      errors: { files: [RETURN_PHOTOS_LIMIT_MESSAGE] },
      data: { photos: held.n, max: RETURN_PHOTOS_MAX },
    });
  }
  return held.last + 1;
}

async function heldPhotos(db: Db | Tx, returnId: number) {
  const [row] = await db
    .select({ n: count(), last: max(returnPhotos.n) })
    .from(returnPhotos)
    .where(eq(returnPhotos.returnId, returnId));
  return { n: Number(row?.n ?? 0), last: row?.last ?? 0 };
}

/**
 * The customer adds photos to their own return while it waits for a decision, at most 3 in all. The
 * cheap checks run before the images are cleaned; they are made again under the return's row lock
 * before the rows are written, so two uploads at once cannot pass 3 together.
 */
export async function addReturnPhotos(
  db: Db,
  input: { folder: StoreFolder; returnId: number; userId: number; files: UploadedFile[] },
): Promise<void> {
  if (input.files.length === 0) throw validationError({ files: [RETURN_PHOTO_EMPTY_MESSAGE] });
  const ret = await ownReturn(db, input);
  checkRoom(ret.status, await heldPhotos(db, input.returnId), input.files.length);
  const cleaned = await cleanUploads(input.files, RETURN_PHOTO);
  const names = await writePrivateFiles(input.folder, cleaned);
  try {
    await db.transaction(async (tx) => {
      const locked = await ownReturn(tx, input, true);
      const next = checkRoom(locked.status, await heldPhotos(tx, input.returnId), cleaned.length);
      await tx.insert(returnPhotos).values(
        cleaned.map((f, i) => ({
          returnId: input.returnId,
          n: next + i,
          path: names[i]!,
          mimeType: f.mime,
          size: f.data.length,
        })),
      );
      await recordAudit(tx, {
        actorId: input.userId,
        action: 'photos',
        entity: 'return',
        entityId: input.returnId,
        after: { photos: cleaned.map((_, i) => next + i) },
      });
    });
  } catch (err) {
    await removePrivateFiles(input.folder, names);
    throw err;
  }
}

/** A return's photo for its owner or staff who handle returns; anyone else is told it does not exist. */
export async function openReturnPhoto(
  db: Db,
  input: {
    folder: StoreFolder;
    returnId: number;
    n: number;
    user: { id: number; permissions: readonly string[] };
  },
): Promise<OpenedFile> {
  const [row] = await db
    .select({ photo: returnPhotos, ownerId: returns.userId })
    .from(returnPhotos)
    .innerJoin(returns, eq(returns.id, returnPhotos.returnId))
    .where(and(eq(returnPhotos.returnId, input.returnId), eq(returnPhotos.n, input.n)));
  const allowed = row && (row.ownerId === input.user.id || can(input.user, 'returns.manage'));
  if (!row || !allowed) throw new AppError('NOT_FOUND', 'File not found');
  const stored = await storedFile(input.folder, row.photo.path);
  if (!stored) throw new AppError('NOT_FOUND', 'File not found');
  await recordAudit(db, {
    actorId: input.user.id,
    action: 'file_access',
    entity: 'return',
    entityId: input.returnId,
    after: { photo: input.n },
  }).catch((err) => {
    stored.body.destroy();
    throw err;
  });
  const ext = row.photo.path.split('.').pop();
  return {
    body: stored.body,
    mime: row.photo.mimeType,
    size: row.photo.size,
    name: `return-${input.returnId}-${input.n}.${ext}`,
  };
}
