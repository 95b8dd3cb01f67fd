import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** The container starts the server with its own command line: it must carry the flags every other start uses. */
describe('the server process flags (decision 047)', () => {
  it('are on the container command as npm start and the benchmarks pass them', async () => {
    const { SERVER_NODE_FLAGS } = (await import(pathToFileURL(path.join(root, 'scripts/lib.mjs')).href)) as {
      SERVER_NODE_FLAGS: string[];
    };
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    const cmd = readFileSync(path.join(root, 'Dockerfile'), 'utf8').match(/^CMD (\[.*\])$/m)?.[1];
    expect(cmd).toBeDefined();
    const argv = JSON.parse(cmd!) as string[];
    expect(argv[0]).toBe('node');
    expect(argv.at(-1)).toBe('apps/server/build/main.js');
    for (const flag of SERVER_NODE_FLAGS) expect(argv.slice(1, -1)).toContain(flag);
  });
});
