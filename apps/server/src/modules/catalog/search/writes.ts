import type { Db } from '../../../db/client.ts';
import { writeStalePostings } from './name-postings.ts';
import { vocabularyReady } from './vocabulary.ts';

/**
 * Brings search's own tables up to the products: the typo keys of the words added to the vocabulary, and the names'
 * postings of the words marked stale. The database marks both (triggers on products), whoever writes; they are made
 * again here, after a catalogue write has committed and when the server starts, so that a search reads them and never
 * writes the postings. (A search still keys the vocabulary's new words before reading it, vocabulary.ts, for a word
 * another writer added, an import into the database or an older instance mid-deploy: a typo then finds it at once.)
 */
export async function catchUpSearch(db: Db): Promise<void> {
  await vocabularyReady(db);
  await writeStalePostings(db);
}

/**
 * After a catalogue write has committed (a product created, edited, archived or deleted; a category renamed or moved,
 * whose products' search texts are written again): catchUpSearch, then the write's own result. A failure here does not
 * turn a committed write into an error the admin would repeat: the words stay stale, and their searches are ranked
 * from the names, with the same answers, until the next write or start makes them again.
 */
export const searchCaughtUp =
  (db: Db) =>
  async <T>(written: T): Promise<T> => {
    await catchUpSearch(db).catch((err: unknown) => {
      console.warn('Search: the postings and typo keys will be made again at the next write', err);
    });
    return written;
  };
