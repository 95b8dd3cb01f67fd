import { vocabularyKeys } from '@shop/shared/search';
import { inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { searchWordKeys, searchWords } from '../../../db/schema.ts';

/**
 * The typo keys of the vocabulary. The database adds a product's new words to search_words (triggers, so
 * no writer is missed); the keys are made here, from the spelling rules in packages/shared, so the rules
 * live in one place. A search first keys the words that have none: they are found through a partial
 * index that is empty in the steady state, so the check costs one short round trip, and a product is
 * found with a typo from its first search, whoever wrote it (the admin, an import, another instance).
 */
const BATCH = 1000;
/** One keying at a time per database handle; concurrent searches wait for it. */
const running = new WeakMap<Db, Promise<number>>();

/** Makes the keys of every word that has none (all of them after a migration; a few after a write). */
export async function keyVocabulary(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ word: string }>(
      db,
      sql`select ${searchWords.word} as word from ${searchWords} where not ${searchWords.keyed} order by 1 limit ${BATCH}`,
    );
    if (!rows.length) return total;
    const words = rows.map((r) => r.word);
    const keys = words.flatMap((word) => vocabularyKeys(word).map((key) => [key, word] as const));
    await db.transaction(async (tx) => {
      // Sorted, so two instances keying the same words take their locks in one order; two array
      // parameters instead of a parameter per value (tens of thousands of keys at the first start).
      await tx.execute(
        sql`insert into ${searchWordKeys} (key, word)
          select * from unnest(${sql.param(keys.map((k) => k[0]))}::text[], ${sql.param(keys.map((k) => k[1]))}::text[])
          order by 1, 2 on conflict do nothing`,
      );
      await tx.update(searchWords).set({ keyed: true }).where(inArray(searchWords.word, words));
    });
    total += words.length;
  }
}

/** Before a search reads the keys: every word has them. */
export async function vocabularyReady(db: Db): Promise<void> {
  let keying = running.get(db);
  if (!keying) {
    keying = keyVocabulary(db).finally(() => running.delete(db));
    running.set(db, keying);
  }
  await keying;
}
