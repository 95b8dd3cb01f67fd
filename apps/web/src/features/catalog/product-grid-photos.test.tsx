// @vitest-environment jsdom

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { inArabicCatalog } from './arabic-catalog.test-setup.ts';
import { aProduct } from './product.test-fixture.ts';

inArabicCatalog();

const products = Array.from({ length: 6 }, (_, i) =>
  aProduct({ id: i + 1, name: `منتج ${i + 1}`, image: `/uploads/products/p${i + 1}.webp` }),
);

function photos(firstOnPage: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ProductGrid products={products} firstOnPage={firstOnPage} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getAllByRole('img').filter((img) => img.tagName === 'IMG');
}

describe('the photos of a product grid', () => {
  it('fetches the first row at once when the grid opens its page, and the rest when scrolled to', () => {
    const loading = photos(true).map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('fetches every photo when scrolled to further down a page', () => {
    expect(photos(false).map((img) => img.getAttribute('loading'))).toEqual(Array(6).fill('lazy'));
  });
});
