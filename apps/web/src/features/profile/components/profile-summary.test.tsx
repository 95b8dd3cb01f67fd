import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withBreakBeforeAt } from './profile-summary.tsx';

describe('the e-mail address on the profile card', () => {
  it('may break before its @ and before the dots of its domain, not anywhere in a word', () => {
    expect(
      renderToStaticMarkup(<span>{withBreakBeforeAt('hussein.kadhim.alsaadi@example.com.iq')}</span>),
    ).toBe('<span>hussein.kadhim.alsaadi<wbr/>@example<wbr/>.com<wbr/>.iq</span>');
    expect(renderToStaticMarkup(<span>{withBreakBeforeAt('no-at-sign')}</span>)).toBe(
      '<span>no-at-sign</span>',
    );
  });
});
