// npm start: serve shop, admin and API from one process.
// - Development (the default): build the web app when its sources changed, run the server's TypeScript.
// - NODE_ENV=production: run what `npm run build` made (apps/server/build, apps/web/dist) with plain Node, so
//   `npm ci --omit=dev` is all a server needs; nothing is built here.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfNeeded, root, SERVER_NODE_FLAGS } from './lib.mjs';

const production = process.env.NODE_ENV === 'production';
const builtServer = path.join(root, 'apps/server/build/main.js');
let args;
if (production) {
  if (!existsSync(builtServer)) {
    console.error(
      'The production build is missing: run `npm run build` first (it needs the dev dependencies)',
    );
    process.exit(1);
  }
  args = ['--enable-source-maps', builtServer];
} else {
  // A WEB_DIST of one's own (a parallel build, a deploy) is served as it is.
  const built = process.env.WEB_DIST ? 0 : await buildWebIfNeeded();
  if (built !== 0) process.exit(built);
  args = ['--import', 'tsx', 'apps/server/src/main.ts'];
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...args], { stdio: 'inherit', cwd: root });
// A process manager stops `npm start`: the server gets the signal and drains (GET /api/health/ready).
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
