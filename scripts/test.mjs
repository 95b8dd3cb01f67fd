// npm test: every unit, API and browser test, on PGlite or on the PostgreSQL of DATABASE_URL, and (on PGlite)
// the production install check.
// Ends with one line "N passed, N failed" summing both runners.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfNeeded, root, run } from './lib.mjs';

const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv[2]; // "unit" or "e2e" to run one half

let passed = 0;
let failed = 0;
let exitCode = 0;

if (only !== 'e2e') {
  const vitestReport = path.join(reports, 'vitest.json');
  const code = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  const counted = readJson(vitestReport);
  if (counted) {
    passed += counted.numPassedTests;
    failed += counted.numFailedTests;
  }
  if (code !== 0) {
    exitCode = code;
    if (!counted || counted.numFailedTests === 0) failed += 1; // a crash before any test counted
  }
}

if (only !== 'unit') {
  const built = await buildWebIfNeeded();
  if (built !== 0) {
    failed += 1;
    exitCode = built;
  } else {
    const playwrightReport = path.join(reports, 'playwright.json');
    const code = await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    });
    const stats = readJson(playwrightReport)?.stats;
    if (stats) {
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
    }
    if (code !== 0) {
      exitCode = code;
      if (!stats || stats.unexpected === 0) failed += 1;
    }
  }
}

// The production install (issue 19): once per machine, on the PGlite run (it does not depend on the database).
if (only !== 'unit' && !process.env.DATABASE_URL) {
  const code =
    (await buildWebIfNeeded()) ||
    (await run(process.execPath, ['scripts/build-server.mjs'])) ||
    (await run(process.execPath, ['scripts/check-production.mjs']));
  if (code === 0) passed += 1;
  else {
    failed += 1;
    exitCode = code;
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
