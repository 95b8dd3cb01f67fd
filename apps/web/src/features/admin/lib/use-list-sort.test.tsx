// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params.ts';
import { useListSort } from './use-list-sort.ts';

const DEFAULTS = { search: '', sort: 'created_at', order: 'desc' };
const SORTS = ['name', 'total', 'created_at'] as const;

function renderList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const list = useListParams(DEFAULTS);
      return { list, sorting: useListSort(list, SORTS), search: useLocation().search };
    },
    { wrapper },
  );
}

describe('useListSort', () => {
  it('reads the sort and order the URL asks for', () => {
    const { result } = renderList('/admin/orders?sort=total&order=asc&page=3');
    expect(result.current.sorting).toMatchObject({ sort: 'total', order: 'asc' });
    expect(result.current.list.page).toBe(3);
  });

  it('falls back to the defaults for a column or order the server does not sort by', () => {
    const { result } = renderList('/admin/orders?sort=password&order=sideways');
    expect(result.current.sorting).toMatchObject({ sort: 'created_at', order: 'desc' });
  });

  it('clicking a sortable heading puts the sort in the URL and goes back to page 1', () => {
    const { result } = renderList('/admin/orders?search=ali&page=4');
    act(() => result.current.sorting.onSort('name', 'asc'));
    const params = new URLSearchParams(result.current.search);
    expect(params.get('sort')).toBe('name');
    expect(params.get('order')).toBe('asc');
    expect(params.get('search')).toBe('ali');
    expect(params.has('page')).toBe(false);
    expect(result.current.list.page).toBe(1);
  });

  it('reads and writes its own parameters when two lists share a page', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/admin/discounts?psort=price&porder=desc']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        const list = useListParams({ psearch: '', psort: 'name', porder: 'asc' });
        return {
          sorting: useListSort(list, ['name', 'price'] as const, { sort: 'psort', order: 'porder' }),
          search: useLocation().search,
        };
      },
      { wrapper },
    );
    expect(result.current.sorting).toMatchObject({ sort: 'price', order: 'desc' });
    act(() => result.current.sorting.onSort('name', 'asc'));
    // Back to the defaults: nothing left in the URL.
    expect(result.current.search).toBe('');
  });
});
