import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from './config.ts';

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      seedDemo: true,
      secureCookies: false,
      trustProxy: false,
    });
    expect(c.dataDir).toBe(path.resolve('./data'));
  });

  it('turns demo seeding off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('warms up before listening only in production on PostgreSQL, unless told a time', () => {
    const postgres = 'postgres://shop@db/shop';
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: postgres }).warmUpMs).toBe(8000);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_PGLITE_IN_PRODUCTION: 'true' }).warmUpMs).toBe(0);
    expect(loadConfig({ DATABASE_URL: postgres }).warmUpMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: postgres, WARM_UP_MS: '0' }).warmUpMs).toBe(0);
    expect(loadConfig({ WARM_UP_MS: '2500' }).warmUpMs).toBe(2500);
    expect(() => loadConfig({ WARM_UP_MS: '-1' })).toThrow(/WARM_UP_MS/);
    expect(() => loadConfig({ WARM_UP_MS: 'soon' })).toThrow(/WARM_UP_MS/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL: must start with postgres/);
    }
  });

  it('takes TRUST_PROXY as Fastify does: off, a number of proxies, their addresses, or every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2' }).trustProxy).toEqual(['10.0.0.2']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '172.16.0.0/12',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
    for (const bad of [
      'maybe',
      '10.0.0.0/33',
      '10.0.0',
      '300.1.1.1',
      '10.0.0.1,',
      '-1',
      '1.5',
      'fd00::/129',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be false, the number of proxies/,
      );
    }
  });

  it('marks cookies Secure when the shop is served over HTTPS', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.iq' }).secureCookies).toBe(true);
  });

  it('stops the server with exit code 1 and the variable\u2019s name', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Invalid environment:[\s\S]*PORT/);
  });
});

describe('.env.example', () => {
  it('lists every setting the shop reads, and nothing else', () => {
    const file = readFileSync(path.join(import.meta.dirname, '../../../.env.example'), 'utf8');
    const listed = [...file.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('holds only valid values (it starts the shop as it is)', () => {
    const file = readFileSync(path.join(import.meta.dirname, '../../../.env.example'), 'utf8');
    const env = Object.fromEntries([...file.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    expect(() => loadConfig(env)).not.toThrow();
  });
});
