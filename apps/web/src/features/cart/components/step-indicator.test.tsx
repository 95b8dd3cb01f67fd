// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../i18n/ar.json';
import { changeLocale, initI18nWithAll } from '../../../i18n/i18n.ts';
import { useLocaleStore } from '../../../i18n/locale-store.ts';
import cartAr from '../i18n/ar.json';
import { StepIndicator } from './step-indicator.tsx';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar, cart: cartAr } });
  await changeLocale('ar');
  useLocaleStore.setState({ locale: 'ar' });
});
afterEach(cleanup);

const shown = () =>
  screen.getAllByRole('listitem').map((step) => ({
    name: step.textContent
      ?.replace('(مكتملة)', '')
      .replace(/[0-9٠-٩]/g, '')
      .trim(),
    current: step.getAttribute('aria-current') === 'step',
  }));

describe('the order steps', () => {
  it('are one sequence with the same names on the cart (step 1) and the checkout (steps 2 to 5)', () => {
    const names = ['السلة', 'مراجعة الطلب', 'التوصيل', 'الدفع', 'اكتمال الطلب'];
    render(<StepIndicator current={0} />);
    expect(shown().map((s) => s.name)).toEqual(names);
    expect(shown().findIndex((s) => s.current)).toBe(0);
    cleanup();
    render(<StepIndicator current={2} onSelect={() => {}} />);
    expect(shown().map((s) => s.name)).toEqual(names);
    expect(shown().findIndex((s) => s.current)).toBe(2);
    // Finished steps are buttons: the shopper can go back to them.
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
