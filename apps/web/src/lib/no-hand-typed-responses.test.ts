import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The contract is the boundary: the web never writes a response type by hand. `api.get<T>(...)` is a type
 * assertion (a renamed field compiles and breaks at run time); pass the shared zod schema instead,
 * `api.get(path, { schema })`, which parses the answer and gives its type. The same for uploads.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function handTypedCalls(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      /\bapi\.(?:get|post|put|patch|delete)\s*</.test(line) ||
      /(?<!function )\buploadWithProgress\s*</.test(line)
        ? [`${index + 1}: ${line.trim()}`]
        : [],
    );
}

describe('responses are typed by the shared schemas', () => {
  it('finds the web sources it checks', () => {
    expect(sourceFiles(SRC).length).toBeGreaterThan(50);
  });

  it('no API call names its answer type by hand (api.get<T>, api.post<T>, …)', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      handTypedCalls(readFileSync(file, 'utf8')).map((hit) => `${path.relative(SRC, file)}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises a hand-typed call', () => {
    expect(handTypedCalls("const x = await api.get<Thing>('/things');")).toHaveLength(1);
    expect(handTypedCalls("api.post<null>('/x', body)")).toHaveLength(1);
    expect(handTypedCalls("uploadWithProgress<File>('/admin/files', form)")).toHaveLength(1);
    expect(handTypedCalls("api.get('/things', { schema: thing })")).toEqual([]);
  });
});
