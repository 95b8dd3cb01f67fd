// Proves the production install (issue 19): the built tree, with only the production dependencies installed
// (`npm ci --omit=dev`: no tsx, no Vite, no TypeScript), starts with NODE_ENV=production and serves the shop:
// ready, pages rendered on the server, the API. Run after `npm run build`; `npm test` runs it last.
// Usage: node scripts/check-production.mjs   (exit 0 when the shop served everything)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

class CheckFailed extends Error {}

const BUILT = ['apps/server/build/main.js', 'apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'];
const missing = BUILT.filter((file) => !existsSync(path.join(root, file)));
if (missing.length) {
  console.error(`production install check failed: not built (run npm run build): ${missing.join(', ')}`);
  process.exit(1);
}

const tree = mkdtempSync(path.join(os.tmpdir(), 'shop-production-'));
const dataDir = path.join(tree, 'data');
let server = null;
let failure = null;
try {
  // What a deploy copies: the manifests of every workspace, the lock file, and the build outputs.
  for (const item of [
    'package.json',
    'package-lock.json',
    'scripts/start.mjs',
    'scripts/lib.mjs',
    'packages/shared',
    'apps/server/package.json',
    'apps/server/build',
    'apps/web/package.json',
    'apps/web/dist',
    'apps/web/dist-ssr',
    'e2e/package.json',
    'bench/package.json',
  ]) {
    cpSync(path.join(root, item), path.join(tree, item), { recursive: true });
  }
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: tree, stdio: 'inherit' },
  );
  if (install.status !== 0) fail('npm ci --omit=dev failed');
  // Not typescript: i18next asks for it as an optional peer, so npm installs it with the production packages.
  for (const devOnly of ['tsx', 'vite', 'vitest', '@biomejs/biome']) {
    if (existsSync(path.join(tree, 'node_modules', devOnly))) fail(`${devOnly} was installed by --omit=dev`);
  }

  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  // In a process group of its own: npm does not pass a signal on to the script it runs, the group gets it.
  server = spawn('npm', ['start'], {
    cwd: tree,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      ALLOW_PGLITE_IN_PRODUCTION: 'true',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
    },
  });
  const ready = await poll(`${base}/api/health/ready`, 90_000);
  if (ready.status !== 200) fail(`not ready: ${ready.status} ${await ready.text()}`);
  const home = await fetch(`${base}/`, { headers: { cookie: 'app_locale=en' } });
  const html = await home.text();
  if (home.status !== 200 || !html.includes('data-ssr="en"'))
    fail('the home page was not rendered on the server');
  const list = await fetch(`${base}/api/products?per_page=1`);
  const body = await list.json();
  if (list.status !== 200 || !body.data?.data?.length)
    fail(`the product list did not answer: ${list.status}`);
  const product = await fetch(`${base}/products/${body.data.data[0].id}`);
  if (product.status !== 200 || !(await product.text()).includes(body.data.data[0].name))
    fail('a product page did not show its product');
  console.log('production install: npm ci --omit=dev served the shop (ready, rendered pages, the API)');
} catch (err) {
  failure = err instanceof CheckFailed ? err.message : String(err);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(tree, { recursive: true, force: true });
}
if (failure) {
  console.error(`production install check failed: ${failure}`);
  process.exit(1);
}

async function poll(url, ms) {
  for (const deadline = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 250))) {
    const res = await fetch(url).catch(() => null);
    if (res?.status === 200 || (res && Date.now() > deadline)) return res;
    if (!res && Date.now() > deadline) fail(`${url} never answered`);
    if (server?.exitCode !== null) fail(`the shop stopped (exit ${server.exitCode})`);
  }
}

function fail(message) {
  throw new CheckFailed(message);
}
