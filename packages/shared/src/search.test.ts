import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './digits.ts';
import { normalizeSearchText } from './search.ts';

describe('normalizeSearchText', () => {
  it('folds the alef variants, ta marbuta, alef maqsura and hamza carriers', () => {
    expect(normalizeSearchText('أإآٱ')).toBe('اااا');
    expect(normalizeSearchText('كريمة مرطبة')).toBe(normalizeSearchText('كريمه مرطبه'));
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('مؤسسة')).toBe('موسسه');
    expect(normalizeSearchText('شائع')).toBe('شايع');
  });

  it('folds the Persian and Kurdish letters typed on Iraqi keyboards', () => {
    expect(normalizeSearchText('پاراسیتامول')).toBe(normalizeSearchText('باراسيتامول'));
    expect(normalizeSearchText('ڤيتامين')).toBe('فيتامين');
    expect(normalizeSearchText('گريم چاي کبير')).toBe('كريم جاي كبير');
    expect(normalizeSearchText('ە')).toBe('ه');
  });

  it('drops diacritics and tatweel', () => {
    expect(normalizeSearchText('مُرَطِّبٌ')).toBe('مرطب');
    expect(normalizeSearchText('كـــريم')).toBe('كريم');
  });

  it('turns Arabic-Indic and Persian digits into ASCII and lower-cases Latin', () => {
    expect(normalizeSearchText('فيتامين د ٥٠٠٠')).toBe('فيتامين د 5000');
    expect(normalizeSearchText('Vitamin D3 ۱۰۰۰ IU')).toBe('vitamin d3 1000 iu');
  });

  it('collapses punctuation and spaces', () => {
    expect(normalizeSearchText('  L’Oréal — Paris!! ')).toBe('l oréal paris');
  });
});

describe('toLatinDigits', () => {
  it('converts both Eastern digit sets and leaves the rest alone', () => {
    expect(toLatinDigits('٠٧٧٠١٢٣٤٥٦٧')).toBe('07701234567');
    expect(toLatinDigits('۰۹۸۷')).toBe('0987');
    expect(toLatinDigits('abc 12')).toBe('abc 12');
  });
});
