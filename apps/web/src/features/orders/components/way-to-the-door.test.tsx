// @vitest-environment jsdom
import type { OrderStatus } from '@shop/shared/orders';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../i18n/ar.json';
import { changeLocale, initI18nWithAll } from '../../../i18n/i18n.ts';
import type { Order } from '../api/get-orders.ts';
import ordersAr from '../i18n/ar.json';
import { WayToTheDoor } from './way-to-the-door.tsx';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar, orders: ordersAr } });
  await changeLocale('ar');
});
afterEach(cleanup);

const path: OrderStatus[] = [
  'pending',
  'confirmed',
  'processing',
  'ready',
  'out_for_delivery',
  'delivery_failed',
];
const order = {
  status: 'delivery_failed',
  delivery_attempts: 2,
  status_history: path.map((to, i) => ({
    from: i ? path[i - 1]! : null,
    to,
    at: `2026-12-0${i + 1}T10:00:00Z`,
    event: null,
    reason: to === 'delivery_failed' ? 'no_answer' : null,
  })),
} as unknown as Order;

describe('the way to the door, in Arabic', () => {
  it('names each state, marks where the order is, and counts the attempts', () => {
    render(<WayToTheDoor order={order} />);
    const steps = within(screen.getByTestId('order-door')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'قيد الانتظار (تم)',
      'مؤكد (تم)',
      'قيد التجهيز (تم)',
      'جاهز للإرسال (تم)',
      'خرج للتوصيل (تم)',
      'تعذّر التوصيل (الآن)',
      'تم التوصيل (لاحقاً)',
    ]);
    expect(steps[5]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('محاولتا توصيل')).toBeTruthy();
  });
});
