// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { changeLocale, initI18nWithAll } from '../i18n/i18n.ts';
import { shopConfigQuery, useReturnWithin } from './shop-config.ts';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar }, en: { translation: en } });
});
afterEach(cleanup);

function Within() {
  return <p>{useReturnWithin().within}</p>;
}

function show(days: number | undefined) {
  const client = new QueryClient();
  if (days !== undefined) client.setQueryData(shopConfigQuery.queryKey, { return_window_days: days });
  return render(
    <QueryClientProvider client={client}>
      <Within />
    </QueryClientProvider>,
  );
}

describe('the return window a page promises', () => {
  it("is the shop's setting, with the Arabic number agreeing with its count", async () => {
    await act(() => changeLocale('ar'));
    const cases: [number, string][] = [
      [1, 'خلال يوم واحد'],
      [2, 'خلال يومين'],
      [7, 'خلال 7 أيام'],
      [14, 'خلال 14 يوماً'],
      [100, 'خلال 100 يوم'],
    ];
    for (const [days, text] of cases) {
      show(days);
      expect(screen.getByText(text)).toBeTruthy();
      cleanup();
    }
  });

  it('says "within N days" in English, and 30 days until the server answers', async () => {
    await act(() => changeLocale('en'));
    show(14);
    expect(screen.getByText('within 14 days')).toBeTruthy();
    cleanup();
    show(undefined);
    expect(screen.getByText('within 30 days')).toBeTruthy();
  });
});
