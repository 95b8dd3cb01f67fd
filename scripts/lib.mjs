import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * Node's flags for the shop's server process, wherever it starts: `npm start`, the container (its Dockerfile
 * names them too, and a test holds the two together) and the benchmarks. A 32 MB semi-space: a catalogue miss
 * leaves ~100 KB of short-lived objects (rows, views, SQL, JSON), and with Node's default of 16 MB the young
 * generation was collected so often that answers still in flight were promoted to the old one (decision 047).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-ssr'].includes(entry.name) || entry.name.endsWith('.test.ts'))
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The web build is stale when any source of the web app or the shared package is newer than it. */
export function webBuildIsStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(built) || !existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'))) return true;
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/web')),
    newestMtime(path.join(root, 'packages/shared/src')),
  );
  return sources > statSync(built).mtimeMs;
}

export async function buildWebIfNeeded() {
  if (!webBuildIsStale()) return 0;
  console.log('Building the web app…');
  return run('npm', ['run', 'build', '-w', 'apps/web']);
}
