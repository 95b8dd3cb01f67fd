import { describe, expect, it } from 'vitest';
import { splitFullName } from './names.ts';

describe('splitFullName', () => {
  it.each([
    ['زينب علي حسن', 'زينب', 'علي حسن'],
    ['  Ali   Hassan ', 'Ali', 'Hassan'],
    ['عبد الله كريم', 'عبد الله', 'كريم'],
    ['أبو بكر الجبوري', 'أبو بكر', 'الجبوري'],
  ])('splits %s', (name, first, last) => {
    expect(splitFullName(name)).toEqual({ first, last });
  });

  it('gives a one-word name no last name', () => {
    expect(splitFullName('حسين')).toEqual({ first: 'حسين', last: null });
    expect(splitFullName('عبد الله')).toEqual({ first: 'عبد الله', last: null });
  });
});
