// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams, useUrlParam } from './use-list-params.ts';

function renderQueue(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListParams({ search: '', status: 'all' }),
      open: useUrlParam('open'),
      search: useLocation().search,
    }),
    { wrapper },
  );
}

describe('useListParams and useUrlParam on one page', () => {
  it('a search applied after a row was opened keeps the row open', () => {
    const { result } = renderQueue('/admin/returns?status=requested');
    // The search box's typing pause ends with the callbacks of a render from before the click.
    const before = result.current;
    act(() => {
      before.open[1]('RMA-7');
      before.list.update({ search: 'RMA-7' });
    });
    const params = new URLSearchParams(result.current.search);
    expect(params.get('open')).toBe('RMA-7');
    expect(params.get('search')).toBe('RMA-7');
    expect(params.get('status')).toBe('requested');
    expect(result.current.open[0]).toBe('RMA-7');
  });

  it('a row opened after a filter changed keeps the filter', () => {
    const { result } = renderQueue('/admin/returns?page=3');
    const before = result.current;
    act(() => {
      before.list.update({ status: 'approved' });
      before.open[1]('12');
    });
    const params = new URLSearchParams(result.current.search);
    expect(params.get('status')).toBe('approved');
    expect(params.get('open')).toBe('12');
    expect(params.has('page')).toBe(false);
  });

  it('closing a row leaves the list as it is', () => {
    const { result } = renderQueue('/admin/returns?search=ali&page=2&open=9');
    act(() => result.current.open[1](null));
    expect(result.current.search).toBe('?search=ali&page=2');
  });
});
