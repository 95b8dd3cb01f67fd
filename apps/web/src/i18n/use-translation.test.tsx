// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '../lib/format.ts';
import ar from './ar.json';
import en from './en.json';
import { changeLocale, initI18nWithAll } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar }, en: { translation: en } });
  await changeLocale('ar');
});
afterEach(cleanup);

const seen: unknown[] = [];
function ShopName({ count }: { count: number }) {
  const { t } = useTranslation();
  seen.push(t);
  return <p>{`${t('app.name')} ${count}`}</p>;
}

describe('useTranslation', () => {
  it('shows the strings of the language chosen, and follows a change of language', async () => {
    const { rerender } = render(<ShopName count={1} />);
    expect(screen.getByText(`${ar.app.name} 1`)).toBeTruthy();
    // The same function while the language stays: effects that depend on it do not run again.
    rerender(<ShopName count={2} />);
    expect(seen[0]).toBe(seen[1]);
    await act(() => changeLocale('en'));
    expect(screen.getByText(`${en.app.name} 2`)).toBeTruthy();
    await act(() => changeLocale('ar'));
    expect(screen.getByText(`${ar.app.name} 2`)).toBeTruthy();
  });
});

describe('a count in a string', () => {
  function Count({ count }: { count: number }) {
    const { t } = useTranslation();
    return <p>{t('common.products', { count })}</p>;
  }

  it('is written as the shop writes numbers, Latin digits grouped in thousands, in both languages', async () => {
    render(<Count count={2100} />);
    expect(screen.getByText('2,100 منتج')).toBeTruthy();
    await act(() => changeLocale('en'));
    expect(screen.getByText('2,100 products')).toBeTruthy();
    await act(() => changeLocale('ar'));
  });

  it('goes through the shop\u2019s formatNumber, not Intl\u2019s default for the language', async () => {
    const { i18n } = await import('./i18n.ts');
    // i18next's own would keep the fraction and, in browsers with older locale data, use Arabic-Indic digits.
    expect(i18n.services.formatter?.format(1234.6, 'number', 'ar', {})).toBe(formatNumber(1234.6, 'ar'));
    expect(formatNumber(1234.6, 'ar')).toBe('1,235');
  });
});

describe('the remembered answers of t', () => {
  function Label({ name, count }: { name: string; count: number }) {
    const { t } = useTranslation();
    // A key no strings file has until the test adds it.
    const added = (t as unknown as (key: string, options: object) => string)('test.added', { name });
    return <p>{`${t('app.name')} ${t('common.products', { count })} ${added}`}</p>;
  }

  it('give what i18next gives, for each set of options, and follow strings added later', async () => {
    const { rerender } = render(<Label name="سيروم" count={1} />);
    expect(screen.getByText(`${ar.app.name} ${ar.common.products_one} test.added`)).toBeTruthy();
    rerender(<Label name="سيروم" count={3} />);
    expect(
      screen.getByText(
        `${ar.app.name} ${ar.common.products_few.replace('{{count, number}}', '3')} test.added`,
      ),
    ).toBeTruthy();
    // A namespace or language loaded later: its strings are shown, not the key remembered before.
    await act(async () => {
      const { i18n } = await import('./i18n.ts');
      i18n.addResourceBundle('ar', 'translation', { test: { added: 'أضيف {{name}}' } }, true, true);
    });
    rerender(<Label name="سيروم" count={3} />);
    expect(screen.getByText(/أضيف سيروم$/)).toBeTruthy();
    rerender(<Label name="كريم" count={3} />);
    expect(screen.getByText(/أضيف كريم$/)).toBeTruthy();
  });
});
