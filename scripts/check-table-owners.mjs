#!/usr/bin/env node
// Fails when a table is inserted into, updated or deleted from by a module that does not own it
// (scripts/server-modules.cjs, decision 071), and when that file's module graph has a cycle it does not
// name. dependency-cruiser sees imports, not calls: this reads the server's TypeScript for drizzle's
// `.insert(t)`, `.update(t)`, `.delete(t)` and for SQL text (`sql` templates, `sql.raw(...)`) that writes
// a table by name or through `${t}`. Run by `npm run lint`; `--root DIR` checks another tree (the test's).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const { MODULE_DEPENDENCIES, KNOWN_CYCLES, TABLE_OWNERS, WRITE_EXCEPTIONS } = require('./server-modules.cjs');

const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The drizzle export name of each table in db/schema.ts → its SQL name. */
function tablesOf(schemaText) {
  const tables = new Map();
  for (const m of schemaText.matchAll(/export const (\w+) = pgTable\(\s*['"]([a-z0-9_]+)['"]/g))
    tables.set(m[1], m[2]);
  return tables;
}

/** Who a file writes as: its module, the seed, or the top folder or file it sits in. */
function writerOf(path) {
  const parts = path.split(sep);
  if (parts[0] === 'modules') return parts[1];
  if (parts[0] === 'db' && parts[1] === 'seed') return 'db/seed';
  return parts[0].replace(/\.ts$/, '');
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every table write in one file: `{ table, line, how }`. */
export function writesIn(text, tables) {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true);
  // Local names of the schema's tables, including renamed imports and `schema.t` of a namespace import.
  const local = new Map();
  const namespaces = new Set();
  for (const st of file.statements) {
    if (!ts.isImportDeclaration(st) || !/\bschema(\.ts)?$/.test(st.moduleSpecifier.text)) continue;
    const bindings = st.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    else
      for (const el of bindings.elements) {
        const table = tables.get((el.propertyName ?? el.name).text);
        if (table) local.set(el.name.text, table);
      }
  }
  const tableOf = (node) => {
    if (ts.isIdentifier(node)) return local.get(node.text);
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    )
      return tables.get(node.name.text);
    return undefined;
  };
  const found = [];
  const lineOf = (node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const sqlText = (text, node) => {
    for (const m of text.matchAll(SQL_WRITE)) {
      const table = m[2].toLowerCase();
      if ([...tables.values()].includes(table)) found.push({ table, line: lineOf(node), how: 'sql' });
    }
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const first = node.arguments[0];
      if (['insert', 'update', 'delete'].includes(method) && first) {
        const table = tableOf(first);
        if (table) found.push({ table, line: lineOf(node), how: method });
      }
      // sql.raw('update products ...')
      if (
        method === 'raw' &&
        first &&
        (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))
      )
        sqlText(first.text, node);
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'sql') {
      const tpl = node.template;
      // A `${t}` of a table stands for its name; anything else for a value.
      const text = ts.isNoSubstitutionTemplateLiteral(tpl)
        ? tpl.text
        : tpl.head.text +
          tpl.templateSpans.map((s) => `${tableOf(s.expression) ?? '$'} ${s.literal.text}`).join('');
      sqlText(text, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Cycles of the allow-list that KNOWN_CYCLES does not name: every arrow inside a cycle must be named. */
export function unnamedCycles(deps = MODULE_DEPENDENCIES, known = KNOWN_CYCLES) {
  const reaches = (from, to, seen = new Set()) =>
    (deps[from] ?? []).some((n) => n === to || (!seen.has(n) && seen.add(n) && reaches(n, to, seen)));
  const named = (a, b) => known.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const problems = [];
  for (const [a, list] of Object.entries(deps))
    for (const b of list) if (reaches(b, a) && !named(a, b)) problems.push(`${a} → ${b} closes a cycle`);
  for (const [a, b] of known)
    if (!(deps[a] ?? []).includes(b) || !(deps[b] ?? []).includes(a))
      problems.push(`KNOWN_CYCLES names ${a} ↔ ${b}, which no longer import each other: delete the line`);
  return problems;
}

export function checkTableOwners(root) {
  const tables = tablesOf(readFileSync(join(root, 'db', 'schema.ts'), 'utf8'));
  const problems = [];
  const used = new Set();
  for (const path of sourceFiles(root)) {
    const rel = relative(root, path);
    const writer = writerOf(rel);
    for (const w of writesIn(readFileSync(path, 'utf8'), tables)) {
      const owner = TABLE_OWNERS[w.table];
      if (!owner || owner === writer) continue;
      const exception = WRITE_EXCEPTIONS.find((e) => e.writer === writer && e.tables.includes(w.table));
      if (exception) {
        used.add(`${writer}:${w.table}`);
        continue;
      }
      problems.push(
        `${rel}:${w.line} ${writer} writes ${w.table} (${w.how}), which modules/${owner} owns: call its functions`,
      );
    }
  }
  for (const e of WRITE_EXCEPTIONS)
    for (const table of e.tables)
      if (!used.has(`${e.writer}:${table}`))
        problems.push(`WRITE_EXCEPTIONS lets ${e.writer} write ${table}, which it no longer does: delete it`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--root');
  const root = at > 0 ? process.argv[at + 1] : join(import.meta.dirname, '..', 'apps', 'server', 'src');
  const problems = [...checkTableOwners(root), ...unnamedCycles()];
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(
      `\n${problems.length} problem(s); the owners and the module graph: scripts/server-modules.cjs`,
    );
    process.exit(1);
  }
  console.log(
    'table owners: every checked table is written by its owner only; module graph: no unnamed cycle',
  );
}
