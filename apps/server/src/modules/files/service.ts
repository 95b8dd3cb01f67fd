import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Page, type SortOrder, toPage } from '@shop/shared/api';
import type { FileSort, FileView } from '@shop/shared/files';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { keyIn, type ObjectStore } from '../../lib/storage.ts';
import {
  checkContent,
  checkImageDecodes,
  decodeOrRefuse,
  readImageSize,
  UPLOAD_SHARP_OPTIONS,
} from './inspect.ts';
import { safeDisplayName, sniff } from './sniff.ts';

const IMAGE_WIDTHS = [300, 600, 1200] as const;
const FOLDER = 'files';

type FileRow = typeof files.$inferSelect;

/**
 * Where a file lives in the store: public ones under uploads/, which the web server serves at /uploads/,
 * private ones (invoices, documents) under private-files/, which nothing serves; admins fetch them
 * through the download route.
 */
const keyOf = (isPublic: boolean, name: string) =>
  keyIn({ prefix: `${isPublic ? 'uploads' : 'private-files'}/${FOLDER}` }, name);

export function toFileView(f: FileRow): FileView {
  // Like a product image: `path` under its root, `url` where it is read.
  const stored = `${FOLDER}/${f.storedName}`;
  return {
    id: f.id,
    name: f.name,
    size: f.size,
    mime_type: f.mimeType,
    type: f.type as FileView['type'],
    category: f.category,
    is_public: f.isPublic,
    path: stored,
    url: f.isPublic ? `/uploads/${stored}` : `/api/admin/files/${f.id}/download`,
    variants: (f.variants as Record<string, string> | null) ?? {},
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  };
}

/**
 * Stores an upload under a generated name after checking what it really is. Images are also saved
 * as WebP at several widths (never enlarged) for `srcset`.
 */
export async function storeFile(
  db: Db,
  input: {
    store: ObjectStore;
    buffer: Buffer;
    originalName: string;
    category?: string;
    isPublic: boolean;
    actorId: number;
  },
): Promise<FileView> {
  const kind = sniff(input.buffer, input.originalName);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA', 'This file type is not allowed');
  await checkContent(kind, input.buffer);
  const id = randomUUID();
  const resized: { width: number; name: string; data: Buffer }[] = [];
  if (kind.type === 'image' && input.isPublic) {
    // Resized copies are for shop pages. They are rendered before anything is written, so an image that
    // fails to decode half way leaves no files behind.
    const { width: fullWidth } = await readImageSize(input.buffer);
    for (const width of IMAGE_WIDTHS) {
      if (width > fullWidth && width !== IMAGE_WIDTHS[0]) continue;
      const data = await decodeOrRefuse(() =>
        sharp(input.buffer, UPLOAD_SHARP_OPTIONS)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer(),
      );
      resized.push({ width, name: `${id}-${width}.webp`, data });
    }
  } else if (kind.type === 'image') {
    // A private image is only ever downloaded whole, but a broken prescription photo is better refused
    // at upload than discovered by the pharmacist.
    await checkImageDecodes(input.buffer);
  }
  const storedName = `${id}.${kind.ext}`;
  const variants: Record<string, string> = {};
  const written: string[] = [];
  try {
    for (const image of resized) {
      const key = keyOf(input.isPublic, image.name);
      await input.store.put(key, image.data, 'image/webp');
      written.push(key);
      variants[String(image.width)] = `/uploads/${FOLDER}/${image.name}`;
    }
    const key = keyOf(input.isPublic, storedName);
    await input.store.put(key, input.buffer, kind.mime);
    written.push(key);
  } catch (err) {
    await input.store.remove(written).catch(() => {});
    throw err;
  }
  const [row] = await db
    .insert(files)
    .values({
      name: safeDisplayName(input.originalName),
      storedName,
      size: input.buffer.length,
      mimeType: kind.mime,
      type: kind.type,
      category: input.category ?? null,
      isPublic: input.isPublic,
      variants,
      uploadedBy: input.actorId,
    })
    .returning();
  await recordAudit(db, {
    actorId: input.actorId,
    action: 'upload',
    entity: 'file',
    entityId: row!.id,
    after: toFileView(row!),
  });
  return toFileView(row!);
}

/** What `?sort=` orders by. */
const fileSortKeys: Record<FileSort, SQL> = {
  name: sql`lower(${files.name})`,
  size: sql`${files.size}`,
  created_at: sql`${files.createdAt}`,
};

/** Sorted in the database, id breaking ties, before the page is cut. */
export async function listFiles(
  db: Db,
  q: { search?: string; type: string; sort: FileSort; order: SortOrder; page: number; per_page: number },
): Promise<Page<FileView>> {
  const direction = q.order === 'asc' ? asc : desc;
  const conditions: (SQL | undefined)[] = [
    q.type !== 'all' ? eq(files.type, q.type) : undefined,
    q.search ? ilike(files.name, `%${q.search}%`) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(files)
      .where(where)
      .orderBy(direction(fileSortKeys[q.sort]), direction(files.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(files).where(where),
  ]);
  return toPage(rows.map(toFileView), Number(total?.n ?? 0), q.page, q.per_page);
}

export async function getFileRow(db: Db, id: number): Promise<FileRow> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'File not found');
  return row;
}

export async function renameFile(db: Db, id: number, name: string, actorId: number): Promise<FileView> {
  const before = await getFileRow(db, id);
  const [row] = await db
    .update(files)
    .set({ name: withExtensionOf(before.storedName, safeDisplayName(name)), updatedAt: new Date() })
    .where(eq(files.id, id))
    .returning();
  // Deleted since it was read above.
  if (!row) throw new AppError('NOT_FOUND', 'File not found');
  await recordAudit(db, {
    actorId,
    action: 'rename',
    entity: 'file',
    entityId: id,
    before: { name: before.name },
    after: { name: row.name },
  });
  return toFileView(row);
}

/**
 * A new name keeps the file's type: "product photo" for a PNG becomes "product photo.png", so a download
 * opens in the right program. The extension is the stored one, which comes from the sniffed content.
 */
function withExtensionOf(storedName: string, name: string): string {
  const ext = path.extname(storedName).toLowerCase();
  if (!ext || name.toLowerCase().endsWith(ext)) return name;
  return `${name.slice(0, 200 - ext.length)}${ext}`;
}

export async function deleteFile(db: Db, store: ObjectStore, id: number, actorId: number): Promise<void> {
  const row = await getFileRow(db, id);
  // Two deletes at once: the one that did not delete the row answers 404 and leaves the stored files alone.
  const [gone] = await db.delete(files).where(eq(files.id, id)).returning({ id: files.id });
  if (!gone) throw new AppError('NOT_FOUND', 'File not found');
  const names = [row.storedName, ...Object.values((row.variants as Record<string, string>) ?? {})];
  await store.remove(names.map((n) => keyOf(row.isPublic, n)));
  await recordAudit(db, { actorId, action: 'delete', entity: 'file', entityId: id, before: toFileView(row) });
}

/** The stored file of a row, or null when it is gone from the store. */
export const openStoredFile = (store: ObjectStore, row: FileRow) =>
  store.get(keyOf(row.isPublic, row.storedName));
