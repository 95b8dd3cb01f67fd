import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

/** Plural forms differ by language (Arabic has six, English two), so they count as one key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function normalisedKeys(messages: unknown): Set<string> {
  return new Set(keysOf(messages).map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function placeholders(messages: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'string') {
      const names = [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).filter((n) => n !== 'count');
      const key = prefix.replace(PLURAL_SUFFIX, '');
      out.set(
        key,
        [...new Set([...(out.get(key)?.split(',').filter(Boolean) ?? []), ...names])].sort().join(','),
      );
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(messages, '');
  return out;
}

const featureFiles = import.meta.glob<{ default: unknown }>(
  ['../features/*/i18n/*.json', '../features/admin/*/i18n/*.json'],
  { eager: true },
);
const bundles: [string, unknown, unknown][] = [
  ['translation', ar, en],
  ...Object.keys(featureFiles)
    .filter((file) => file.endsWith('/ar.json'))
    .map((file): [string, unknown, unknown] => [
      file.replace(/^\.\.\/features\/|\/i18n\/ar\.json$/g, ''),
      featureFiles[file]!.default,
      featureFiles[file.replace('/ar.json', '/en.json')]?.default,
    ]),
];

describe.each(bundles)('translations of %s', (_name, ar, en) => {
  const arKeys = normalisedKeys(ar);
  const enKeys = normalisedKeys(en);

  it('every Arabic key exists in English', () => {
    expect([...arKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('every English key exists in Arabic', () => {
    expect([...enKeys].filter((key) => !arKeys.has(key))).toEqual([]);
  });

  it('both languages use the same placeholders in each string', () => {
    const arPlaceholders = placeholders(ar);
    const enPlaceholders = placeholders(en);
    const mismatched = [...arPlaceholders].filter(([key, names]) => enPlaceholders.get(key) !== names);
    expect(mismatched).toEqual([]);
  });

  it('writes a percentage one way in both languages: Latin digits and %, never the Arabic ٪', () => {
    // The shop's numbers are Latin in both languages (lib/format.ts); a second sign on one page ("-20%" beside
    // "20٪") reads as two different figures.
    expect(JSON.stringify(ar)).not.toContain('٪');
    expect(JSON.stringify(en)).not.toContain('٪');
  });

  it('writes every count as a number of the shop: `{{count, number}}`, grouped in thousands', () => {
    // A bare `{{count}}` gave «2100 منتج» beside a list's «1–16 من 2,100».
    const bare = (messages: unknown) => JSON.stringify(messages).match(/\{\{\s*count\s*\}\}/g) ?? [];
    expect(bare(ar)).toEqual([]);
    expect(bare(en)).toEqual([]);
  });

  it('calls a category «قسم» everywhere, as the server\u2019s messages do, never «تصنيف»', () => {
    expect(JSON.stringify(ar)).not.toContain('تصنيف');
  });

  it('no string is left empty', () => {
    const empty = (messages: unknown) =>
      keysOf(messages).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(ar)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
});

describe('the translations test', () => {
  it('notices a missing key', () => {
    const broken = normalisedKeys({ a: { b: 'x', c: 'y' } });
    const other = normalisedKeys({ a: { b: 'x' } });
    expect([...broken].filter((key) => !other.has(key))).toEqual(['a.c']);
  });
});
