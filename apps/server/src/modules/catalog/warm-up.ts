import { type Locale, PRODUCTS_PAGE_SIZE_WEB } from '@shop/shared/constants';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { WarmUpRequest } from '../../lib/warm-up.ts';
import { categoryIndex } from './category-index.ts';

/** The best sellers whose names give the warm-up's searches and product pages. */
const BEST_SELLERS = 1500;
/** Category pages asked of each visible category. */
const CATEGORY_PAGES = 2;
/** How many searches later a search's second page is asked. */
const NEXT_PAGE_AFTER = 40;

/**
 * What shoppers ask most, drawn from this catalogue (decision 059): searches of the first word and the first two
 * words of the best sellers' names, in the language each name is written in, and their second pages; the first
 * pages of every visible category; the best sellers' pages, as data and as HTML; the home page. Only what shoppers
 * can reach: a product of a hidden category is no best seller here. Each URL once, in turns of every kind,
 * so that a warm-up cut short by its time has still asked some of each. A catalogue answer is remembered once
 * asked, so only a URL not asked before runs the code a shopper's new question runs.
 */
export async function catalogWarmUpRequests(db: Db): Promise<WarmUpRequest[]> {
  const [index, sold] = await Promise.all([
    categoryIndex(db),
    db
      .select({
        id: products.id,
        categoryId: products.categoryId,
        nameAr: products.nameAr,
        nameEn: products.nameEn,
      })
      .from(products)
      .where(eq(products.status, 'active'))
      .orderBy(desc(products.salesCount), desc(products.id))
      .limit(BEST_SELLERS),
  ]);
  const best = sold.filter((p) => index.visible.has(p.categoryId));
  const queries = new Map<string, { query: string; lang: Locale }>();
  const searchFor = (name: string, lang: Locale) => {
    // Words as a shopper types them: letters only, three or more.
    const words = name.split(/\s+/).filter((w) => /^\p{L}{3,}$/u.test(w));
    for (const query of [words.slice(0, 1), words.slice(0, 2)]
      .filter((q) => q.length)
      .map((q) => q.join(' '))) {
      queries.set(`${lang} ${query}`, { query, lang });
    }
  };
  for (const p of best) {
    searchFor(p.nameAr, 'ar');
    searchFor(p.nameEn, 'en');
  }
  const limit = `limit=${PRODUCTS_PAGE_SIZE_WEB}`;
  const searchPage = ({ query, lang }: { query: string; lang: Locale }, page: number) => ({
    url: `/api/products?search=${encodeURIComponent(query)}&page=${page}&${limit}`,
    lang,
  });
  // Each search's second page a while after its first, as a shopper reads on: its words are known by then, as most
  // shoppers' words are.
  const asked = [...queries.values()];
  const searches = asked.flatMap((q, i) => [
    searchPage(q, 1),
    ...(i >= NEXT_PAGE_AFTER ? [searchPage(asked[i - NEXT_PAGE_AFTER]!, 2)] : []),
  ]);
  searches.push(...asked.slice(-NEXT_PAGE_AFTER).map((q) => searchPage(q, 2)));
  const langOf = (i: number): Locale => (i % 2 ? 'en' : 'ar');
  const categoryPages = [...index.visible].flatMap((id) =>
    Array.from({ length: CATEGORY_PAGES }, (_, page) => ({
      url: `/api/products?category=${encodeURIComponent(index.byId.get(id)!.slug)}&page=${page + 1}&${limit}`,
      lang: langOf(id + page),
    })),
  );
  const productData = best.map((p, i) => ({ url: `/api/products/${p.id}`, lang: langOf(i) }));
  const productPages = best.map((p, i) => ({ url: `/products/${p.id}`, lang: langOf(i + 1) }));
  const kinds: WarmUpRequest[][] = [searches, categoryPages, productData, productPages];
  const turns: WarmUpRequest[] = [
    { url: '/', lang: 'ar' },
    { url: '/', lang: 'en' },
  ];
  // Searches are the dearest answers and the most varied: six of them to each of the other kinds.
  const share = [6, 1, 1, 1];
  for (let turn = 0; kinds.some((kind, k) => turn * share[k]! < kind.length); turn++) {
    kinds.forEach((kind, k) => {
      const from = turn * share[k]!;
      turns.push(...kind.slice(from, from + share[k]!));
    });
  }
  return turns;
}
