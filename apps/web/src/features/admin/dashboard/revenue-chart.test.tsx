// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../i18n/ar.json';
import { changeLocale, initI18nWithAll } from '../../../i18n/i18n.ts';
import { useLocaleStore } from '../../../i18n/locale-store.ts';
import adminAr from '../i18n/ar.json';
import { RevenueChart } from './revenue-chart.tsx';

beforeAll(async () => {
  // jsdom has no layout: give the chart a width to draw in.
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  await initI18nWithAll({ ar: { translation: ar, admin: adminAr } });
  await changeLocale('ar');
  useLocaleStore.setState({ locale: 'ar' });
});
afterEach(cleanup);

const day = (d: number, orders: number, revenue: number) => ({
  date: `2026-11-${String(d).padStart(2, '0')}`,
  orders,
  revenue,
});

describe('the dashboard chart', () => {
  it('counts orders in Arabic as Arabic counts them', () => {
    render(<RevenueChart points={[day(24, 0, 0), day(25, 2, 30_000), day(26, 0, 0)]} />);
    const caption = document.querySelector('figcaption')?.textContent ?? '';
    expect(caption).toContain('طلبان');
    expect(caption).not.toContain('2 طلب');
  });

  it('runs time left to right, oldest first, in Arabic too', () => {
    render(<RevenueChart points={[day(24, 1, 1000), day(25, 2, 2000), day(26, 3, 3000)]} />);
    const bars = [...document.querySelectorAll('svg rect')].map((r) => Number(r.getAttribute('x')));
    expect(bars).toHaveLength(3);
    expect(bars[0]).toBeLessThan(bars[1]!);
    expect(bars[1]).toBeLessThan(bars[2]!);
  });

  it('labels the revenue axis in whole dinars, never a fraction', () => {
    render(<RevenueChart points={[day(24, 3, 2), day(25, 1, 0)]} />);
    const labels = [...document.querySelectorAll('svg text')].map((n) => n.textContent ?? '');
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.some((l) => /\d[.,٫]\d/.test(l) && !/,\d{3}/.test(l))).toBe(false);
  });

  // Issue 46, item 19: one definition of revenue, stated where it is read.
  it('says what its revenue is: delivered orders, less refunds', () => {
    render(<RevenueChart points={[day(24, 1, 20_000), day(25, 0, 0)]} />);
    expect(document.querySelector('figcaption')?.textContent).toContain(
      'مجموع الطلبات المسلَّمة في يوم تسليمها، بعد خصم المبالغ المستردة',
    );
  });

  it('draws a day whose refunds outweigh its deliveries on the base line, not below the plot', () => {
    render(<RevenueChart points={[day(24, 1, 20_000), day(25, 0, -15_000), day(26, 2, 40_000)]} />);
    const ys = (document.querySelector('svg path')?.getAttribute('d') ?? '')
      .split(/[ML]/)
      .filter(Boolean)
      .map((pair) => Number(pair.split(',')[1]));
    expect(ys).toHaveLength(3);
    // 260 high, 28 of it under the base line for the day labels.
    for (const y of ys) expect(y).toBeLessThanOrEqual(260 - 28);
    expect(document.querySelector('table')?.textContent).toContain('-15,000');
  });
});
