import { normalizeSearchText, withoutArticle } from '@shop/shared/search';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { products } from '../../../db/schema.ts';
import type { CategoryIndex } from '../category-index.ts';

export interface SearchSource {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  keywords: string;
}

/**
 * What search looks at, folded once when a product is written: names (ranked first), and names,
 * descriptions, keywords and the names of its category and every ancestor.
 *
 * The search text holds each word once, in the order it first appears: a product matches a query word
 * when one of its words contains it (`LIKE '%word%'`), and a repeated word adds nothing to that but
 * bytes to read and compare on every matching row (about 40% of the text: the names come back in the
 * descriptions, keywords and category names). Migration 0004 applies the same rule to existing rows.
 *
 * A word with the Arabic article is followed by the word without it («للصداع صداع»). It matches nothing
 * more (it is inside the word before it), but the ranking can tell a word that begins with the query, after
 * its article or not, from the same letters inside another word («محبوب» is not «حبوب»). Migration 0015
 * added them to existing rows.
 */
export function searchFields(
  p: SearchSource,
  categoryNames: string[],
): { searchName: string; searchText: string } {
  const words = normalizeSearchText(
    [p.nameAr, p.nameEn, p.descriptionAr, p.descriptionEn, p.keywords, ...categoryNames].join(' '),
  ).split(' ');
  return {
    searchName: normalizeSearchText(`${p.nameAr} ${p.nameEn}`),
    searchText: [...new Set(words.flatMap(withItsStem))].join(' '),
  };
}

function withItsStem(word: string): string[] {
  const stem = withoutArticle(word);
  return stem ? [word, stem] : [word];
}

export function categoryNamesFor(index: CategoryIndex, categoryId: number): string[] {
  return index.ancestorsOf(categoryId).flatMap((id) => {
    const c = index.byId.get(id);
    return c ? [c.nameAr, c.nameEn] : [];
  });
}

/** After a category is renamed or moved, its products' search text is written again, in batches. */
export async function refreshSearchText(
  db: Db | Tx,
  index: CategoryIndex,
  categoryIds: number[],
): Promise<void> {
  if (!categoryIds.length) return;
  const rows = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      nameAr: products.nameAr,
      nameEn: products.nameEn,
      descriptionAr: products.descriptionAr,
      descriptionEn: products.descriptionEn,
      keywords: products.keywords,
    })
    .from(products)
    .where(inArray(products.categoryId, categoryIds));
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows
      .slice(i, i + 500)
      .map((r) => ({ id: r.id, ...searchFields(r, categoryNamesFor(index, r.categoryId)) }));
    const values = sql.join(
      batch.map((b) => sql`(${b.id}::int, ${b.searchName}, ${b.searchText})`),
      sql`, `,
    );
    await db.execute(
      sql`update ${products} set search_name = v.n, search_text = v.t from (values ${values}) as v(id, n, t) where ${products.id} = v.id`,
    );
  }
}
