// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '../../i18n/locale-store.ts';
import { ArrowBack, ChevronNext, ChevronPrevious } from './directional-icons.tsx';

const glyph = (node: React.ReactElement) =>
  render(node).container.querySelector('svg')?.getAttribute('class');

describe('directional icons', () => {
  afterEach(() => useLocaleStore.getState().setLocale('ar'));

  it('point the Arabic way in Arabic: next to the left, back to the right', () => {
    useLocaleStore.getState().setLocale('ar');
    expect(glyph(<ChevronNext />)).toContain('lucide-chevron-left');
    expect(glyph(<ChevronPrevious />)).toContain('lucide-chevron-right');
    expect(glyph(<ArrowBack />)).toContain('lucide-arrow-right');
  });

  it('point the English way in English', () => {
    useLocaleStore.getState().setLocale('en');
    expect(glyph(<ChevronNext />)).toContain('lucide-chevron-right');
    expect(glyph(<ChevronPrevious />)).toContain('lucide-chevron-left');
    expect(glyph(<ArrowBack />)).toContain('lucide-arrow-left');
  });
});
