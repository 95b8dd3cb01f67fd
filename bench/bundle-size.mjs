// Measures the shopper's first load of `/`: every script the browser fetches, gzipped as the server
// sends it. Starts the built shop on a throwaway PGlite, loads / in Chromium, and fails when the
// budget (150 KB) is broken or any admin code is fetched.
// Usage: npm run build && node bench/bundle-size.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { assertPortsFree, root, serverArgs, waitFor } from './lib.mjs';

const BUDGET_KB = 150;
const port = 3300;
await assertPortsFree(port);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bundle-'));
const server = spawn(process.execPath, await serverArgs('apps/server/src/main.ts'), {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

try {
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const report = {};
  for (const locale of ['ar', 'en']) {
    const context = await browser.newContext();
    await context.addInitScript((l) => localStorage.setItem('app_locale', l), locale);
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (res.request().resourceType() === 'script' && url.host === `127.0.0.1:${port}`) {
        const body = await res.body().catch(() => Buffer.alloc(0));
        scripts.set(url.pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    const files = [...scripts].map(([file, s]) => ({ file, rawKB: kb(s.raw), gzipKB: kb(s.gzip) }));
    const total = files.reduce((sum, f) => sum + f.gzipKB, 0);
    report[locale] = {
      files,
      totalGzipKB: Math.round(total * 10) / 10,
      admin: files.some((f) => /admin/i.test(f.file)),
    };
    await context.close();
  }
  await browser.close();
  console.log(JSON.stringify(report, null, 2));
  const worst = Math.max(report.ar.totalGzipKB, report.en.totalGzipKB);
  console.log(`First load of / : ${worst} KB of JavaScript gzipped (budget ${BUDGET_KB} KB)`);
  if (worst > BUDGET_KB || report.ar.admin || report.en.admin) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}
