// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
