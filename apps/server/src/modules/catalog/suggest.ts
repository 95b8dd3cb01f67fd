import {
  SUGGEST_CATEGORIES,
  SUGGEST_MIN_CHARS,
  SUGGEST_PRODUCTS,
  type Suggestions,
} from '@shop/shared/catalog';
import type { Locale } from '@shop/shared/constants';
import { normalizeSearchText } from '@shop/shared/search';
import type { Db } from '../../db/client.ts';
import { categoryIndex, pickLang } from './category-index.ts';
import { listProducts } from './products.ts';

/**
 * What the header's search box offers while the shopper types: the first products of the same search
 * the list page runs (so a suggestion never promises what the list will not show), and the visible
 * categories whose names hold every word typed.
 */
export async function suggest(db: Db, q: string, locale: Locale): Promise<Suggestions> {
  const folded = normalizeSearchText(q);
  if (folded.length < SUGGEST_MIN_CHARS) return { products: [], categories: [] };
  const [page, index] = await Promise.all([
    listProducts(db, { search: q, page: 1, limit: SUGGEST_PRODUCTS }, locale),
    categoryIndex(db),
  ]);
  const words = folded.split(' ');
  const categories = [...index.visible]
    .map((id) => index.byId.get(id)!)
    .filter((c) => {
      const name = normalizeSearchText(`${c.nameAr} ${c.nameEn}`);
      return words.every((w) => name.includes(w));
    })
    .slice(0, SUGGEST_CATEGORIES)
    .map((c) => ({ slug: c.slug, name: pickLang(locale, c.nameAr, c.nameEn) }));
  return {
    products: page.data.map((p) => ({ id: p.id, name: p.name, price: p.discounted_price, image: p.image })),
    categories,
  };
}
