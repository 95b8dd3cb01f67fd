// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { joinParts } from './address-parts.tsx';

afterEach(cleanup);

describe('joinParts', () => {
  it('isolates each part of an address, so Arabic parts in an English line keep their order, and says each once', () => {
    const { container } = render(<p dir="ltr">{joinParts(['زيونة', 'بغداد', 'Baghdad', 'بغداد'], 'en')}</p>);
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([
      'زيونة',
      'بغداد',
      'Baghdad',
    ]);
    expect(container.textContent).toBe('زيونة, بغداد, Baghdad');
  });
});
