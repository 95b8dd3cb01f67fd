import { describe, expect, it } from 'vitest';
import type { Category } from '../../lib/categories.ts';
import {
  changeFilters,
  findCategory,
  type ListFilters,
  readFilters,
  writeFilters,
} from './use-product-filters.ts';

const node = (id: number, slug: string, children: Category[] = []): Category => ({
  id,
  slug,
  name: slug,
  description: '',
  image: null,
  parent_id: null,
  sort_order: id,
  is_active: true,
  products_count: 0,
  children,
});

describe('products list filters in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual({
      category: undefined,
      search: undefined,
      sort: 'name',
      order: 'asc',
      page: 1,
      discount: false,
    });
  });

  it('leaves the defaults out of the URL (sort when the list default, order when asc, page 1)', () => {
    const params = writeFilters({
      category: 'pain-fever',
      search: 'panadol',
      sort: 'relevance',
      order: 'asc',
      page: 1,
      discount: false,
    });
    expect(params.toString()).toBe('category=pain-fever&search=panadol');
    const byName: ListFilters = {
      category: 'pain-fever',
      search: undefined,
      sort: 'name',
      order: 'asc',
      page: 1,
      discount: false,
    };
    expect(writeFilters(byName).toString()).toBe('category=pain-fever');
  });

  it('lists a search best match first unless another sort is chosen, even by name', () => {
    expect(readFilters(new URLSearchParams('search=panadol')).sort).toBe('relevance');
    const byName = readFilters(new URLSearchParams('search=panadol&sort=name'));
    expect(byName.sort).toBe('name');
    expect(writeFilters(byName).toString()).toBe('search=panadol&sort=name');
    // The best match has no direction, and no list without a search has it.
    const best = { ...byName, sort: 'relevance', order: 'desc' } as const;
    expect(writeFilters(best).toString()).toBe('search=panadol');
    expect(writeFilters({ ...best, search: undefined }).toString()).toBe('');
  });

  it('lets a sort left at its default follow the search, and keeps a chosen one', () => {
    const none = readFilters(new URLSearchParams(''));
    const searching = changeFilters(none, { search: 'panadol' });
    expect(searching.sort).toBe('relevance');
    expect(changeFilters(searching, { search: undefined }).sort).toBe('name');
    const byPrice = readFilters(new URLSearchParams('sort=price&page=3'));
    expect(changeFilters(byPrice, { search: 'panadol' })).toMatchObject({ sort: 'price', page: 1 });
    const byName = readFilters(new URLSearchParams('search=panadol&sort=name'));
    expect(changeFilters(byName, { category: 'pain' }).sort).toBe('name');
    expect(changeFilters(byName, { page: 2 }).page).toBe(2);
  });

  it('round-trips every filter', () => {
    const query = 'category=skin-care&search=cerave&sort=price&order=desc&discount=true&page=3';
    expect(writeFilters(readFilters(new URLSearchParams(query))).toString()).toBe(query);
  });

  it('ignores values it does not know', () => {
    const filters = readFilters(new URLSearchParams('sort=rating&order=up&page=-4&search=%20%20'));
    expect(filters).toMatchObject({ sort: 'name', order: 'asc', page: 1, search: undefined });
  });

  it('reads a search sent before the app started trimmed, with one space between words', () => {
    // The browser's own form submission: `+` for each space, nothing trimmed.
    const filters = readFilters(
      new URLSearchParams('search=++%D9%83%D8%B1%D9%8A%D9%85+++%D9%85%D8%B1%D8%B7%D8%A8++'),
    );
    expect(filters.search).toBe('كريم مرطب');
    expect(writeFilters(filters).toString()).toBe('search=%D9%83%D8%B1%D9%8A%D9%85+%D9%85%D8%B1%D8%B7%D8%A8');
  });

  it('finds a category by slug or by numeric id, with its parent', () => {
    const tree = [node(1, 'medicines', [node(22, 'pain-fever')]), node(2, 'skin-care')];
    expect(findCategory(tree, 'pain-fever')?.parent?.slug).toBe('medicines');
    expect(findCategory(tree, '22')?.category.slug).toBe('pain-fever');
    expect(findCategory(tree, '2')?.parent).toBeNull();
    expect(findCategory(tree, 'nope')).toBeNull();
  });
});
