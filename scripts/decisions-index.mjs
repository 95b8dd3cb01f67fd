// Writes docs/decisions/README.md: every decision record with its title, and which later record replaces it
// (in whole or in part), from a "Supersedes …" line in the later record. Run after adding a record.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../docs/decisions');
const files = readdirSync(dir)
  .filter((f) => /^\d{3}-.*\.md$/.test(f))
  .sort();
const records = files.map((file) => {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const title = text
    .split('\n')[0]
    .replace(/^#\s*\d{3}\s*[—:-]?\s*/, '')
    .trim();
  // "Supersedes [008](…)" or "supersedes … decision 028" in the record's opening lines.
  const opening = text.split('\n').slice(0, 6).join(' ');
  const replaces = [...opening.matchAll(/[Ss]upersedes[^.]*?(?:\[|decision )(\d{3})/g)].map((m) => m[1]);
  // Or the record says so itself: "Superseded in part by [008](…)".
  const replacedBy = [...text.matchAll(/Superseded[^.]*?by \[(\d{3})\]/g)].map((m) => m[1]);
  return { file, number: file.slice(0, 3), title, replaces, replacedBy };
});
const replacedBy = new Map(records.map((r) => [r.number, r.replacedBy]));
for (const r of records)
  for (const n of r.replaces) if (!replacedBy.get(n).includes(r.number)) replacedBy.get(n).push(r.number);

const lines = [
  '# Decision records',
  '',
  'One record for each decision someone might later want to undo: its context, the decision, the consequences.',
  'A record that a later one replaces, in whole or in part, says by which. Made by `node scripts/decisions-index.mjs`.',
  '',
  '| # | decision | replaced by |',
  '|---|---|---|',
  ...records.map(
    (r) =>
      `| ${r.number} | [${r.title.replace(/\|/g, '\\|')}](${r.file}) | ${(replacedBy.get(r.number) ?? [])
        .map((n) => `[${n}](${records.find((x) => x.number === n).file})`)
        .join(', ')} |`,
  ),
  '',
];
writeFileSync(path.join(dir, 'README.md'), lines.join('\n'));
console.log(`${records.length} records`);
