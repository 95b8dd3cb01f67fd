import { describe, expect, it } from 'vitest';
import { tidySearch } from './search-text.ts';

describe('tidySearch', () => {
  it('drops the spaces at either end and keeps one between words', () => {
    expect(tidySearch('  كريم  ')).toBe('كريم');
    expect(tidySearch('كريم \t  مرطب\n')).toBe('كريم مرطب');
    expect(tidySearch('\u00a0panadol\u00a0 extra ')).toBe('panadol extra');
  });

  it('leaves Arabic-Indic digits as typed (the server folds them)', () => {
    expect(tidySearch(' فيتامين د ١٠٠٠ ')).toBe('فيتامين د ١٠٠٠');
  });

  it('gives an empty string for spaces only', () => {
    expect(tidySearch('   ')).toBe('');
  });
});
