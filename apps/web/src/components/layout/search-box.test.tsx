// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import { changeLocale, initI18nWithAll } from '../../i18n/i18n.ts';
import { useLocaleStore } from '../../i18n/locale-store.ts';
import { SearchBox } from './search-box.tsx';

beforeAll(async () => {
  // The list's code is imported on first focus and asked for after a 200 ms pause: on a loaded machine
  // that takes longer than the default second.
  configure({ asyncUtilTimeout: 5000 });
  // The list's own strings (`search`) are loaded with its code, as in the browser.
  await initI18nWithAll({ ar: { translation: ar } });
  await changeLocale('ar');
  useLocaleStore.setState({ locale: 'ar' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PANADOL = {
  products: [
    { id: 12, name: 'بانادول أدفانس 500 ملغ 24 حبة', price: 4500, image: '/uploads/panadol.webp' },
    { id: 31, name: 'بانادول إكسترا 24 حبة', price: 5250, image: null },
  ],
  categories: [{ slug: 'pain-fever', name: 'مسكنات الألم والحرارة' }],
};

/** Answers every suggestion request with `data` (or with `status` when it is an error), and records the URLs. */
function answer(data: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string) =>
    status === 200
      ? new Response(JSON.stringify({ success: true, data }), {
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response(JSON.stringify({ success: false, code: 'SERVER_ERROR', message: 'boom' }), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function setup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SearchBox />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'ابحث في المتجر' });
  const type = (value: string) => {
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value } });
  };
  const key = (name: string) => fireEvent.keyDown(box, { key: name });
  const where = () => screen.getByTestId('where').textContent;
  return { box, type, key, where };
}

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('the header search box suggests as you type (Arabic)', () => {
  it('is a combobox that controls a listbox, collapsed until there is something to show', async () => {
    answer(PANADOL);
    const { box, type } = setup();
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    type('بانادول');
    const list = await screen.findByRole('listbox', { name: 'اقتراحات' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    expect(within(list).getByRole('group', { name: 'منتجات' })).toBeTruthy();
    expect(within(list).getByRole('group', { name: 'الأقسام' })).toBeTruthy();
  });

  it('asks only from two characters, once typing settles, with the text trimmed', async () => {
    const fetch = answer(PANADOL);
    const { box, type } = setup();
    type(' ب ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Three letters in quick succession: one request, for the last text.
    type('با');
    type('بان');
    type('  بانا ');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const url = new URL(fetch.mock.calls[0]![0], 'http://shop');
    expect(url.pathname).toBe('/api/search/suggest');
    expect(url.searchParams.get('q')).toBe('بانا');
    expect(url.searchParams.get('lang')).toBe('ar');
  });

  it('lists products with their price, categories, then "see all"', async () => {
    answer(PANADOL);
    const { type } = setup();
    type('بانادول');
    await screen.findByRole('option', { name: /بانادول أدفانس/ });
    expect(optionNames()).toEqual([
      expect.stringMatching(/^بانادول أدفانس 500 ملغ 24 حبة.*4,500 د\.ع$/),
      expect.stringMatching(/^بانادول إكسترا 24 حبة.*5,250 د\.ع$/),
      'مسكنات الألم والحرارة',
      expect.stringContaining('عرض كل النتائج عن «'),
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 اقتراحات');
  });

  it('moves through the options with the arrow keys, wrapping at both ends', async () => {
    answer(PANADOL);
    const { box, type, key } = setup();
    type('بانادول');
    await screen.findByRole('option', { name: /بانادول أدفانس/ });
    const options = screen.getAllByRole('option');
    const active = () => box.getAttribute('aria-activedescendant');
    expect(active()).toBeNull();
    key('ArrowDown');
    expect(active()).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowUp');
    expect(active()).toBe(options[3]!.id);
    key('ArrowDown');
    expect(active()).toBe(options[0]!.id);
    key('ArrowUp');
    key('ArrowUp');
    expect(active()).toBe(options[2]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
  });

  it('Enter opens the active product, or the category', async () => {
    answer(PANADOL);
    const { type, key, where } = setup();
    type('بانادول');
    await screen.findByRole('option', { name: /بانادول أدفانس/ });
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(where()).toBe('/products/31');

    type('بانادو');
    await screen.findByRole('option', { name: 'مسكنات الألم والحرارة' });
    key('ArrowUp');
    key('ArrowUp');
    key('Enter');
    expect(where()).toBe('/products?category=pain-fever');
  });

  it('Enter with no option active runs the search; clicking an option opens it', async () => {
    answer(PANADOL);
    const { box, type, key, where } = setup();
    type('  بانادول   اكسترا ');
    await screen.findByRole('option', { name: /بانادول أدفانس/ });
    // Not taken by the list: the browser goes on to submit the form.
    expect(key('Enter')).toBe(true);
    fireEvent.submit(box.closest('form')!);
    expect(where()).toBe(`/products?search=${encodeURIComponent('بانادول اكسترا')}`);

    type('بانادول');
    fireEvent.click(await screen.findByRole('option', { name: /بانادول إكسترا/ }));
    expect(where()).toBe('/products/31');
  });

  it('Escape closes the list, a second Escape clears the text; leaving the box closes it', async () => {
    answer(PANADOL);
    const { box, type, key } = setup();
    type('بانادول');
    await screen.findByRole('option', { name: /بانادول أدفانس/ });
    key('ArrowDown');
    key('Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('بانادول');
    key('Escape');
    expect((box as HTMLInputElement).value).toBe('');

    type('بانادول');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.blur(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // The arrow key opens it again.
    key('ArrowDown');
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('says when nothing matches, and still offers the search', async () => {
    answer({ products: [], categories: [] });
    const { type, key, where } = setup();
    type('زززز');
    expect(await screen.findByText('لا توجد اقتراحات', { selector: ':not([role="status"])' })).toBeTruthy();
    expect(optionNames()).toEqual([expect.stringContaining('عرض كل النتائج عن')]);
    expect(key('Enter')).toBe(true);
    key('ArrowDown');
    key('Enter');
    expect(where()).toBe(`/products?search=${encodeURIComponent('زززز')}`);
  });

  it('says when the suggestions could not be loaded, and typing goes on', async () => {
    const fetch = answer(null, 500);
    const { box, type } = setup();
    type('بانادول');
    expect(
      await screen.findByText('تعذّر تحميل الاقتراحات', { selector: ':not([role="status"])' }),
    ).toBeTruthy();
    expect(box.hasAttribute('disabled')).toBe(false);
    answer(PANADOL);
    type('بانادول اكس');
    expect(await screen.findByRole('option', { name: /بانادول أدفانس/ })).toBeTruthy();
    expect(screen.queryAllByText('تعذّر تحميل الاقتراحات')).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
