// The server as one JavaScript file for production (issue 19): apps/server/build/main.js, run by plain Node with
// only the production dependencies installed (no tsx). The shared package is TypeScript and goes into the
// bundle; every other package stays in node_modules. The build sits at the same depth as src/, so the paths the
// server finds from its own location (the repository root, its migrations) hold in both.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const server = path.join(root, 'apps/server');
const out = path.join(server, 'build');
const { dependencies } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outfile: path.join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  // Their own subpaths too (drizzle-orm/pg-core, @electric-sql/pglite/contrib/pg_trgm).
  external: Object.keys(dependencies)
    .filter((name) => name !== '@shop/shared')
    .flatMap((name) => [name, `${name}/*`]),
  // Packages that are CommonJS still find `require` when imported from the ES module.
  banner: {
    js: "import { createRequire as __shopRequire } from 'node:module'; const require = __shopRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(path.join(server, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
// Started as a file of its own (a worker thread), found beside main.js as beside config.ts.
cpSync(path.join(server, 'src/render-thread.mjs'), path.join(out, 'render-thread.mjs'));
console.log(`server built: ${path.relative(root, out)}/main.js`);
