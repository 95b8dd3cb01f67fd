import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_CONTACT } from '@shop/shared/settings';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PASSWORD = 'hunter2-not-for-logs';

/** Starts the real server as `npm start` does and waits for it to end (it must, on each of these). */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: '0',
        // Empty is unset for loadConfig: the ones of the test run must not leak in.
        DATABASE_URL: '',
        REDIS_URL: '',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    // The PORT case migrates a database first: on two loaded cores that alone can take 20 s.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop; stderr: ${stderr}`));
    }, 50_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

function expectOneReadableLine(run: { code: number | null; stderr: string }, pattern: RegExp) {
  expect(run.code).not.toBe(0);
  expect(run.code).not.toBeNull();
  const lines = run.stderr.split('\n').filter((l) => l.trim());
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stderr).not.toContain(PASSWORD);
}

describe('a start that cannot work stops with one line naming what to fix', () => {
  it('names DATABASE_URL, without its password, when the database refuses connections', async () => {
    const run = await start({ DATABASE_URL: `postgres://postgres:${PASSWORD}@127.0.0.1:1/nope` });
    expectOneReadableLine(
      run,
      /^Cannot connect to the database of DATABASE_URL \(.*127\.0\.0\.1:1\/nope\): connection refused$/,
    );
    expect(run.stderr).toContain('postgres:***@');
  }, 30_000);

  it('names DATABASE_URL when it is not a URL', async () => {
    const run = await start({ DATABASE_URL: 'not-a-url' });
    expectOneReadableLine(run, /DATABASE_URL: must start with postgres/);
  }, 30_000);

  it('names DATABASE_URL, without its password, when it cannot be parsed', async () => {
    const run = await start({ DATABASE_URL: `postgres://postgres:${PASSWORD}@host:port/db` });
    expectOneReadableLine(run, /DATABASE_URL: is not a valid URL/);
  }, 30_000);

  it('names DATA_DIR when the database directory cannot be made', async () => {
    const file = path.join(dataDir, 'a-file');
    writeFileSync(file, '');
    const run = await start({ DATA_DIR: file });
    expectOneReadableLine(run, /^Cannot open the database in DATA_DIR \(.*a-file.*\): /);
  }, 30_000);

  it('names PORT when another process listens on it', async () => {
    const taken = net.createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const run = await start({ PORT: String(port) });
      expectOneReadableLine(
        run,
        new RegExp(`^PORT ${port} is already in use \\(set PORT to a free port\\)$`),
      );
    } finally {
      await new Promise((r) => taken.close(r));
    }
  }, 60_000);

  it('in production, refuses to run on PGlite unless told so by name', async () => {
    expectOneReadableLine(
      await start({
        NODE_ENV: 'production',
        DATABASE_URL: '',
        DATA_DIR: mkdtempSync(path.join(dataDir, 'prod-')),
      }),
      /^In production the shop runs on PostgreSQL: set DATABASE_URL \(or ALLOW_PGLITE_IN_PRODUCTION=true/,
    );
  }, 60_000);

  it('in production, refuses the demo contact details and takes the real ones from SHOP_CONTACT_FILE', async () => {
    const production = (extra: Record<string, string>) =>
      start({
        NODE_ENV: 'production',
        ALLOW_PGLITE_IN_PRODUCTION: 'true',
        DATA_DIR: mkdtempSync(path.join(dataDir, 'prod-')),
        ...extra,
      });
    expectOneReadableLine(
      await production({}),
      /^The shop's contact details still hold the demo address_ar, address_en, licence_number, .*phones, whatsapp: .*SHOP_CONTACT_FILE/,
    );
    const real = {
      ...DEMO_CONTACT,
      address_ar: 'شارع السعدون، قرب ساحة النصر',
      address_en: 'Saadoun Street, near Nasr Square',
      phones: ['+964 770 412 9087'],
      whatsapp: '07704129087',
      licence_number: 'MOH-BGD-2291',
      pharmacist_ar: 'د. سارة الجبوري',
      pharmacist_en: 'Dr Sara Al-Jubouri',
    };
    const file = path.join(dataDir, 'contact.json');
    writeFileSync(file, JSON.stringify({ ...real, whatsapp: 'call us' }));
    expectOneReadableLine(
      await production({ SHOP_CONTACT_FILE: file }),
      /^SHOP_CONTACT_FILE \(.*contact\.json\): whatsapp: Please enter an Iraqi mobile number \(07XXXXXXXXX\)$/,
    );
    writeFileSync(file, JSON.stringify(real));
    // Past the contact check, the start stops only at the port this test keeps taken.
    const taken = net.createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const run = await production({ SHOP_CONTACT_FILE: file, PORT: String(port) });
      expectOneReadableLine(run, new RegExp(`^PORT ${port} is already in use`));
    } finally {
      await new Promise((r) => taken.close(r));
    }
  }, 150_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'names DATABASE_URL when its database does not exist',
    async () => {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/shop_missing_${process.pid}`;
      url.password = PASSWORD;
      const run = await start({ DATABASE_URL: url.toString() });
      expectOneReadableLine(run, /^Cannot connect to the database of DATABASE_URL .*: .*does not exist$/);
    },
    30_000,
  );
});
