// First paint and layout shift on a throttled phone (issue 18, 11): Chromium at 390 px with its CPU slowed 4x
// and a slow 4G connection (150 ms, 1.6 Mb/s down), a fresh visitor each time, Arabic. Measures the built shop
// served the README's way on PGlite, optionally against a second checkout (the baseline) in the same run.
// Usage: npm run build && node bench/phone-paint.mjs [--baseline /path/to/other/checkout] [--runs 5]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { cliArgs, root, serverArgs, waitFor } from './lib.mjs';

const args = cliArgs();
const runs = Number(args.runs ?? 5);
const pages = ['/cart', '/login', '/register', '/products/1'];
const trees = [['this code', root, 3702]];
if (args.baseline) trees.unshift(['baseline', path.resolve(String(args.baseline)), 3701]);

const servers = [];
const dirs = [];
try {
  for (const [, tree, port] of trees) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-phone-'));
    dirs.push(dataDir);
    servers.push(
      spawn(process.execPath, await serverArgs('apps/server/src/main.ts', tree), {
        cwd: tree,
        env: {
          ...process.env,
          DATABASE_URL: '',
          SEED_DEMO: 'true',
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
        stdio: 'inherit',
      }),
    );
  }
  for (const [, , port] of trees) {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    // Rendered once before the measurement: a page is rendered for its first visitor and remembered.
    for (const pagePath of pages) await fetch(`http://127.0.0.1:${port}${pagePath}`).then((r) => r.text());
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  for (const pagePath of pages) {
    for (const [name, , port] of trees) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await page.addInitScript(() => {
          window.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`http://127.0.0.1:${port}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForTimeout(4000);
        samples.push(
          await page.evaluate(() => ({
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
            cls: window.__cls,
          })),
        );
        await context.close();
      }
      const fcps = samples.map((s) => s.fcp).sort((a, b) => a - b);
      const cls = samples.map((s) => s.cls).sort((a, b) => a - b);
      const median = (list) => list[Math.floor(list.length / 2)];
      rows.push({ page: pagePath, code: name, fcp: Math.round(median(fcps)), cls: median(cls).toFixed(3) });
      console.log(rows.at(-1));
    }
  }
  await browser.close();
  const table = [
    `| page | code | first paint ms (median of ${runs}) | layout shift |`,
    '|---|---|---:|---:|',
    ...rows.map((r) => `| \`${r.page}\` | ${r.code} | ${r.fcp} | ${r.cls} |`),
  ].join('\n');
  writeFileSync(path.join(root, 'bench/results/phone-paint.md'), `${table}\n`);
  console.log(table);
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
