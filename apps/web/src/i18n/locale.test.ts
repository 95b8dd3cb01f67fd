// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyDocumentLocale } from './locale.ts';

/** The attributes of `<html>` written while `act` runs, even those written with the value they had. */
async function attributeWrites(act: () => void): Promise<string[]> {
  const writes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) writes.push(record.attributeName ?? '');
  });
  observer.observe(document.documentElement, { attributes: true });
  act();
  await Promise.resolve();
  observer.disconnect();
  return writes;
}

describe('applyDocumentLocale', () => {
  it('leaves <html lang dir> alone when the page is already in that language', async () => {
    // Writing either attribute restyles the whole page, even with the value it already has.
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    expect(await attributeWrites(() => applyDocumentLocale('ar'))).toEqual([]);
  });

  it('switches <html lang dir> and the language cookie to another language', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    expect(await attributeWrites(() => applyDocumentLocale('en'))).toEqual(['lang', 'dir']);
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('app_locale=en');
  });
});
