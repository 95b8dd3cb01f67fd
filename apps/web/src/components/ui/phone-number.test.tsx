// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneNumber } from './phone-number.tsx';

afterEach(cleanup);

describe('PhoneNumber', () => {
  it('shows a stored +964 number the Iraqi way, left to right, isolated and never broken across lines', () => {
    const { container } = render(
      <p dir="rtl">
        اتصل على <PhoneNumber phone="+9647712345001" />
      </p>,
    );
    const shown = container.querySelector('bdi');
    expect(shown?.textContent).toBe('0771 234 5001');
    expect(shown?.getAttribute('dir')).toBe('ltr');
    expect(shown?.className).toContain('whitespace-nowrap');
  });
});
