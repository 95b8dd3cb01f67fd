import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The lint step that keeps each table written by its owner module (scripts/check-table-owners.mjs,
// decision 071), run as `npm run lint` runs it, on a copy of the server's source with one change made.
const repo = path.resolve(import.meta.dirname, '../../..');
const checker = path.join(repo, 'scripts/check-table-owners.mjs');
const copies: string[] = [];

function copyOfSource(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'table-owners-'));
  copies.push(dir);
  cpSync(path.join(repo, 'apps/server/src'), dir, {
    recursive: true,
    filter: (p) => !p.includes(`${path.sep}migrations`),
  });
  return dir;
}

const check = (root: string) => {
  const run = spawnSync(process.execPath, [checker, '--root', root], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
};

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the table-owner check', () => {
  it('passes on the source as it is', () => {
    expect(check(path.join(repo, 'apps/server/src'))).toMatchObject({ code: 0 });
  });

  it('fails on a module writing the points ledger itself, with drizzle and a renamed import', () => {
    const root = copyOfSource();
    writeFileSync(
      path.join(root, 'modules/returns/shortcut.ts'),
      `import type { Tx } from '../../db/client.ts';
import { pointsTransactions as ledger } from '../../db/schema.ts';
export const give = (tx: Tx, userId: number) =>
  tx.insert(ledger).values({ userId, kind: 'return_refund', points: 5 });
`,
    );
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('modules/returns/shortcut.ts:4 returns writes points_transactions (insert)');
  });

  it('fails on a module writing the stock figures in SQL, through the table or by its name', () => {
    const root = copyOfSource();
    appendFileSync(
      path.join(root, 'modules/orders/service.ts'),
      `
export const sneak = (tx: Tx, id: number) =>
  tx.execute(sql\`update \${products} set stock = 0 where id = \${id}\`);
export const raw = (tx: Tx) => tx.execute(sql.raw('DELETE FROM "stock_movements"'));
`,
    );
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toMatch(
      /modules\/orders\/service\.ts:\d+ orders writes products \(sql\), which modules\/catalog owns/,
    );
    expect(out).toMatch(/orders writes stock_movements \(sql\), which modules\/inventory owns/);
  });

  it('fails on an exception that no longer has a write to excuse', () => {
    const root = copyOfSource();
    rmSync(path.join(root, 'db/seed'), { recursive: true });
    const { code, out } = check(root);
    expect(code).toBe(1);
    expect(out).toContain('WRITE_EXCEPTIONS lets db/seed write stock_movements, which it no longer does');
  });

  it('fails on a cycle between modules that the list does not name', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { unnamedCycles } from ${JSON.stringify(checker)};
         console.log(JSON.stringify([
           unnamedCycles({ a: ['b'], b: ['c'], c: [] }, []),
           unnamedCycles({ a: ['b'], b: ['c'], c: ['a'] }, []),
           unnamedCycles({ a: ['b'], b: ['a'] }, [['a', 'b']]),
           unnamedCycles({ a: ['b'], b: [] }, [['a', 'b']]),
         ]));`,
      ],
      { encoding: 'utf8' },
    );
    const [none, unnamed, named, stale] = JSON.parse(run.stdout) as string[][];
    expect(none).toEqual([]);
    expect(unnamed).toEqual(['a → b closes a cycle', 'b → c closes a cycle', 'c → a closes a cycle']);
    expect(named).toEqual([]);
    expect(stale).toEqual([expect.stringContaining('names a ↔ b, which no longer import each other')]);
  });
});
