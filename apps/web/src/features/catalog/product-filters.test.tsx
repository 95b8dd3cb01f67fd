// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inArabicCatalog } from './arabic-catalog.test-setup.ts';
import { ProductFilters } from './product-filters.tsx';
import type { ListFilters } from './use-product-filters.ts';

inArabicCatalog();

const filters: ListFilters = {
  category: undefined,
  search: undefined,
  sort: 'name',
  order: 'asc',
  page: 1,
  discount: false,
};

describe('the list filters on a phone', () => {
  it('fold the choices behind one button that says how many are set, the search staying in sight', () => {
    const { rerender } = render(
      <ProductFilters filters={filters} categories={[]} categoriesLoading={false} onChange={vi.fn()} />,
    );
    const toggle = screen.getByRole('button', { name: 'التصفية والترتيب' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // Hidden on a phone until asked for; the same fields sit in the row from the md width (md:contents).
    expect(panel.className).toMatch(/(^| )hidden( |$)/);
    expect(panel.className).toContain('md:contents');
    expect(panel.contains(screen.getByLabelText('ترتيب حسب'))).toBe(true);
    expect(panel.contains(screen.getByRole('searchbox'))).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toMatch(/(^| )hidden( |$)/);

    rerender(
      <ProductFilters
        filters={{ ...filters, discount: true, sort: 'price' }}
        categories={[]}
        categoriesLoading={false}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /التصفية والترتيب/ }).textContent).toMatch(/2|٢/);
  });
});
