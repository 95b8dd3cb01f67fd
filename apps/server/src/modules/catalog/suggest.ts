import {
  SUGGEST_CATEGORIES,
  SUGGEST_MIN_CHARS,
  SUGGEST_PRODUCTS,
  type Suggestions,
} from '@shop/shared/catalog';
import type { Locale } from '@shop/shared/constants';
import { isFuzzyWord, normalizeSearchText, slipDistance, typoBudget } from '@shop/shared/search';
import type { Db } from '../../db/client.ts';
import { type CategoryRow, categoryIndex, pickLang } from './category-index.ts';
import { suggestProducts } from './products.ts';
import { planSearch, type SearchWord, wordsHold } from './search/index.ts';

/**
 * What the header's search box offers while the shopper types: products read by the same search as the list
 * page (the same typos forgiven), whose names answer first (suggestProducts), and the visible categories
 * whose names hold every word typed, as typed or within its typo budget.
 */
export async function suggest(db: Db, q: string, locale: Locale): Promise<Suggestions> {
  const folded = normalizeSearchText(q);
  if ([...folded.replaceAll(' ', '')].length < SUGGEST_MIN_CHARS) return { products: [], categories: [] };
  const [plan, index] = await Promise.all([planSearch(db, q), categoryIndex(db)]);
  if (!plan) return { products: [], categories: [] };
  const found = await suggestProducts(db, plan, locale, SUGGEST_PRODUCTS);
  // The words a category must hold are the search's own required words (generic ones left out), each
  // read once for every category.
  const words = plan.required.map((w) => ({
    word: w,
    budget: isFuzzyWord(w.word) ? typoBudget(w.word) : -1,
  }));
  const categories = [...index.visible]
    .map((id) => ({ category: index.byId.get(id)!, score: categoryMatch(index.byId.get(id)!, words) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, SUGGEST_CATEGORIES)
    .map(({ category: c }) => ({ slug: c.slug, name: pickLang(locale, c.nameAr, c.nameEn) }));
  return { products: found, categories };
}

/** A category's names, folded once per loaded category (the index is reloaded after every change). */
const namesOf = new WeakMap<CategoryRow, string[]>();
function foldedNames(category: CategoryRow): string[] {
  let names = namesOf.get(category);
  if (!names) {
    names = normalizeSearchText(`${category.nameAr} ${category.nameEn}`).split(' ');
    namesOf.set(category, names);
  }
  return names;
}

/** 0 when a word of the query is missing from the category's names; more for words found as typed than with a typo. */
function categoryMatch(category: CategoryRow, words: { word: SearchWord; budget: number }[]): number {
  const names = foldedNames(category);
  let score = 0;
  for (const { word, budget } of words) {
    if (wordsHold(names, word)) score += 2;
    else if (budget >= 0 && names.some((n) => slipDistance(word.word, n, budget) <= budget)) score += 1;
    else return 0;
  }
  return score;
}
