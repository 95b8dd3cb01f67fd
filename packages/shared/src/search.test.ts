import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './digits.ts';
import {
  ARTICLE_PATTERN,
  deletions,
  editDistance,
  GENERIC_SEARCH_WORDS,
  isFuzzyWord,
  literalForms,
  normalizeSearchText,
  queryKeys,
  searchTerms,
  singularOf,
  slipDistance,
  spellingDistance,
  spellingSkeleton,
  synonymsOf,
  typoBudget,
  vocabularyKeys,
  withoutArticle,
  wordsApart,
} from './search.ts';

describe('normalizeSearchText', () => {
  it('folds the alef variants, ta marbuta, alef maqsura and hamza carriers', () => {
    expect(normalizeSearchText('أإآٱ')).toBe('اااا');
    // Presentation forms, as a PDF's text or a keyboard's «ﻻ» key gives them.
    expect(normalizeSearchText('ﻻروش ﺑﻨﺎﺩﻭﻝ ﺃﻭﻣﻴﻐﺎ ٣')).toBe('لاروش بنادول اوميغا 3');
    expect(normalizeSearchText('Nivea™ 50m²')).toBe('nivea 50m²');
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

describe('spelling: variants and typos', () => {
  const close = (a: string, b: string) => {
    const [x, y] = [normalizeSearchText(a), normalizeSearchText(b)];
    return spellingDistance(x, y, typoBudget(x)) <= typoBudget(x);
  };

  it('treats the ways loanwords are written in Iraq as one spelling', () => {
    expect(spellingSkeleton(normalizeSearchText('اوميجا'))).toBe(
      spellingSkeleton(normalizeSearchText('أوميغا')),
    );
    expect(spellingSkeleton('فتامين')).toBe(spellingSkeleton('فيتامين'));
    expect(spellingSkeleton(normalizeSearchText('ڤيتامين'))).toBe(spellingSkeleton('فتامين'));
    expect(spellingSkeleton('كارنييه')).toBe(spellingSkeleton('غارنييه'));
    expect(spellingSkeleton('سنسوادين')).toBe(spellingSkeleton('سنسوداين'));
    expect(spellingSkeleton('zyrtec')).toBe(spellingSkeleton('zirtek'));
    expect(spellingSkeleton('cetafil')).toBe(spellingSkeleton('cetaphil'));
    expect(spellingSkeleton('oréal')).toBe('oreal');
  });

  it('allows one edit from 4 letters and two from 8, counting a swap of neighbours as one', () => {
    expect(close('panadl', 'panadol')).toBe(true); // dropped
    expect(close('sensodyen', 'sensodyne')).toBe(true); // swapped
    expect(close('panaddol', 'panadol')).toBe(true); // doubled
    expect(close('panadil', 'panadol')).toBe(true); // replaced
    expect(close('sensdyen', 'sensodyne')).toBe(true); // two edits in a 8-letter word
    expect(close('pnadl', 'panadol')).toBe(false); // two edits in a 5-letter word
    expect(close('بنادل', 'بنادول')).toBe(true);
    expect(close('ستربسلس', 'ستربسلز')).toBe(true);
  });

  it('takes a word as a slip only when the letters as typed are close too', () => {
    const slip = (a: string, b: string) => {
      const [x, y] = [normalizeSearchText(a), normalizeSearchText(b)];
      return slipDistance(x, y, typoBudget(x));
    };
    expect(slip('بانادوك', 'بانادول')).toBe(1);
    expect(slip('sensodyen', 'sensodyne')).toBe(1);
    expect(slip('فتامين', 'فيتامين')).toBe(0); // the same skeleton: a variant
    // One consonant apart in skeleton (سنس, سلس), four letters apart as typed: not a slip.
    expect(spellingDistance('سنسوا', 'ثلاثه', 1)).toBe(1);
    expect(slip('سنسوا', 'ثلاثه')).toBe(2);
  });

  it('guesses no typo for short words, numbers or skeletons of two letters (those keep their variants)', () => {
    expect(typoBudget('جل')).toBe(0);
    expect(typoBudget('gel')).toBe(0);
    expect(typoBudget('500mg')).toBe(0);
    expect(typoBudget('دوف')).toBe(0);
    expect(typoBudget('نيفيا')).toBe(0);
    expect(isFuzzyWord('نيفيا')).toBe(true);
    expect(isFuzzyWord('500mg')).toBe(false);
    expect(spellingSkeleton('نيفيا')).toBe(spellingSkeleton('نيفا'));
    expect(typoBudget('panadol')).toBe(1);
    expect(typoBudget('sensodyne')).toBe(2);
  });

  it('counts edits as optimal string alignment, and stops early past the limit', () => {
    expect(editDistance('abcd', 'abcd', 2)).toBe(0);
    expect(editDistance('abcd', 'abdc', 2)).toBe(1);
    expect(editDistance('abcd', 'acbd', 2)).toBe(1);
    expect(editDistance('abcd', 'xbcy', 2)).toBe(2);
    expect(editDistance('abcd', 'wxyz', 2)).toBe(3);
    expect(editDistance('ab', 'abcdef', 2)).toBe(3);
  });

  it('finds every word within the budget through shared deletion keys', () => {
    const pairs = [
      ['panadl', 'panadol'],
      ['sensodyen', 'sensodyne'],
      ['sensdyen', 'sensodyne'],
      ['بنادل', 'بنادول'],
      ['فتامين', 'فيتامين'],
    ] as const;
    for (const [typed, word] of pairs) {
      const keys = new Set(vocabularyKeys(word));
      expect(queryKeys(typed).some((k) => keys.has(k))).toBe(true);
    }
    expect(vocabularyKeys('جل')).toEqual([]);
    expect(vocabularyKeys('500mg')).toEqual([]);
  });

  it('lists deletions up to a depth, the word itself included', () => {
    expect(deletions('abc', 1).sort()).toEqual(['ab', 'abc', 'ac', 'bc']);
    expect(deletions('abc', 2)).toHaveLength(7);
  });

  it('reads a query word with and without the Arabic article', () => {
    expect(literalForms('السكري')).toEqual(['السكري', 'سكري']);
    expect(literalForms('للاطفال')).toEqual(['للاطفال', 'اطفال']);
    expect(literalForms('الم')).toEqual(['الم']);
    expect(literalForms('panadol')).toEqual(['panadol']);
  });

  it('reads a plural as its singular, leaving three letters at least', () => {
    expect(literalForms('كريمات')).toEqual(['كريمات', 'كريم']);
    expect(literalForms('المرطبات')).toEqual(['المرطبات', 'مرطبات', 'المرطب', 'مرطب']);
    expect(['vitamins', 'brushes', 'boxes', 'supplies', 'gels'].map(singularOf)).toEqual([
      'vitamin',
      'brush',
      'box',
      'supply',
      'gel',
    ]);
    for (const word of ['glass', 'plus', 'analysis', 'gas', 'نبات', 'ذات', 'حبوب', 'فيتامين']) {
      expect(singularOf(word), word).toBeNull();
    }
  });

  it('takes the article off a word, after و or ف as well, leaving three letters at least', () => {
    expect(withoutArticle('والفيتامينات')).toBe('فيتامينات');
    expect(withoutArticle('وللاطفال')).toBe('اطفال');
    expect(withoutArticle('فبالماء')).toBe('ماء');
    expect(withoutArticle('كالعسل')).toBe('عسل');
    expect(withoutArticle('الم')).toBeNull();
    expect(withoutArticle('فيتامين')).toBeNull();
    // The same rule as a pattern for PostgreSQL (migration 0015, a name's words in search.ts).
    expect(new RegExp(`^${ARTICLE_PATTERN}فيتامين`).test('والفيتامين')).toBe(true);
  });

  it('knows the generic words, folded', () => {
    expect(GENERIC_SEARCH_WORDS.has(normalizeSearchText('دواء'))).toBe(true);
    expect(GENERIC_SEARCH_WORDS.has('medicine')).toBe(true);
    expect(GENERIC_SEARCH_WORDS.has('سكري')).toBe(false);
  });
});

describe('synonyms', () => {
  it("gives the catalogue's words for a word shoppers type, however its letters are written", () => {
    expect(synonymsOf(normalizeSearchText('شفايف'))).toEqual(['شفاه']);
    // ة and ه, and گ for ك, fold to one key.
    expect(synonymsOf(normalizeSearchText('نشلة'))).toEqual(synonymsOf(normalizeSearchText('نشله')));
    expect(synonymsOf(normalizeSearchText('گحة'))).toEqual(['سعال']);
    expect(synonymsOf('nappies')).toEqual(['diapers']);
  });

  it('is one way, and has nothing for other words', () => {
    expect(synonymsOf('شفاه')).toEqual([]);
    expect(synonymsOf('panadol')).toEqual([]);
  });

  it('keeps folded keys and words: each holds letters, digits and single spaces only', () => {
    for (const key of ['شفايف', 'نشله', 'وجع راس', 'صن بلوك', 'بيبي', 'اطفال']) {
      const words = synonymsOf(key);
      expect(words.length, key).toBeGreaterThan(0);
      for (const w of words) expect(normalizeSearchText(w), `${key}: ${w}`).toBe(w);
    }
  });

  it('keeps two words that make a phrase together, and splits the rest', () => {
    expect(searchTerms('وجع راس')).toEqual(['وجع راس']);
    expect(searchTerms('بنادول وجع راس')).toEqual(['بنادول', 'وجع راس']);
    expect(searchTerms('راس وجع')).toEqual(['راس', 'وجع']);
    expect(searchTerms('واقي صن بلوك 50')).toEqual(['واقي', 'صن بلوك', '50']);
    expect(searchTerms('كريم  مرطب')).toEqual(['كريم', 'مرطب']);
  });
});

describe('wordsApart', () => {
  it('sets apart a word run into a number or into the other script', () => {
    expect(wordsApart('panadol500')).toBe('panadol 500');
    expect(wordsApart('500mg')).toBe('500 mg');
    expect(wordsApart('بنادول500 ملغ')).toBe('بنادول 500 ملغ');
    expect(wordsApart('فيتامينc')).toBe('فيتامين c');
    expect(wordsApart('vitaminسي')).toBe('vitamin سي');
    expect(wordsApart('omega3 1000mg')).toBe('omega 3 1000 mg');
  });

  it('keeps a single letter with its number, and a search with nothing run together as it is', () => {
    for (const folded of ['b12', 'd3', 'c1000', 'كريم مرطب', 'panadol 500', '500', '']) {
      expect(wordsApart(folded)).toBe(folded);
    }
  });
});
