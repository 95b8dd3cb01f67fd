// What the benchmark scripts share: the repository root, `--name value` arguments, running a command and
// waiting for a server to answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');

/** `--sizes 1000,100000 --seconds 10` → { sizes: '1000,100000', seconds: '10' }. */
export function cliArgs() {
  return Object.fromEntries(
    process.argv
      .slice(2)
      .map((a, i, all) => (a.startsWith('--') ? [a.slice(2), all[i + 1]] : []))
      .filter((x) => x.length),
  );
}

/**
 * Node's arguments to start the shop's server from `entry` in the checkout `tree`, with that checkout's own server
 * flags (SERVER_NODE_FLAGS in its scripts/lib.mjs; none in a checkout from before them), as `npm start` and the
 * container start it: TypeScript through tsx, or the build with its source maps, as in production.
 */
export async function serverArgs(entry, tree = root) {
  const { SERVER_NODE_FLAGS = [] } = await import(pathToFileURL(path.join(tree, 'scripts/lib.mjs')).href);
  return [
    ...SERVER_NODE_FLAGS,
    ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps']),
    entry,
  ];
}

/**
 * Autocannon's requests for a list of URLs that each connection walks from its own place in it. Given the list as it
 * is, autocannon starts every connection at its first URL, and a server that answers in turn keeps them in step: a
 * hundred connections asked the same search at the same moment, then all the next one, and a costly search's wave
 * made the slowest answers (decision 054). Each request goes to `pathFor(url)` (a never-asked variant, say). Sent
 * without autocannon's connections (the open loop), the URLs are taken in turn.
 */
export function eachFromItsOwnPlace(urls, template, pathFor = (url) => url) {
  let places = 0;
  let turn = 0;
  return [
    {
      ...template,
      path: urls[0],
      setupRequest: (req, connection) => {
        let at = turn++;
        if (connection) {
          connection.place ??= places++;
          at = connection.place++;
        }
        return { ...req, path: pathFor(urls[at % urls.length]) };
      },
    },
  ];
}

/** Runs a command from the repository root with extra environment; rejects on a non-zero exit. */
export function exec(cmd, argv, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${argv.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * Throws when something already listens on `port`. A benchmark's own server would fail to start there, and the
 * benchmark would go on measuring whatever answers instead (a shop left running from another run, on another
 * catalogue), with nothing in its figures to tell.
 */
export async function assertPortsFree(...ports) {
  for (const port of ports) {
    const taken = await new Promise((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (taken) throw new Error(`port ${port} is taken: stop what listens there before benchmarking`);
  }
}

/** Waits (up to two minutes) until `url` answers 2xx. */
export async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${url}`);
}

/**
 * A contact file for a production server on bench data (SHOP_CONTACT_FILE): without demo data, production
 * refuses to start with the demo contact details (decision 027).
 */
export function benchContactFile() {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-bench-contact-')), 'contact.json');
  writeFileSync(
    file,
    JSON.stringify({
      name_ar: 'صيدلية القياس',
      name_en: 'Benchmark Pharmacy',
      city_ar: 'بغداد',
      city_en: 'Baghdad',
      address_ar: 'عنوان صيدلية القياس',
      address_en: 'Benchmark pharmacy address',
      phones: ['+964 770 412 9087'],
      whatsapp: '+964 770 412 9087',
      email: 'bench@example.iq',
      licence_number: 'BENCH-1',
      pharmacist_ar: 'صيدلاني القياس',
      pharmacist_en: 'Benchmark pharmacist',
      hours_ar: 'كل يوم',
      hours_en: 'Every day',
    }),
  );
  return file;
}

/** A browser signed in as `account`: its cookies, and requests that send them with the CSRF header. */
export async function signIn(base, account) {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';', 1);
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  });
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers() },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`signing in ${account.email}: ${res.status} ${await res.text()}`);
  keep(res);
  /** The same browser, asking another instance. */
  const send = (baseUrl, method, pathName, body, extra = {}) =>
    fetch(`${baseUrl}${pathName}`, {
      method,
      headers: {
        ...headers(),
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...extra,
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
  return { send, cookie: () => headers().cookie };
}

/** DATABASE_URL, which must name a filled PostgreSQL database (bench/generate-products.ts); exits otherwise. */
export function filledDatabaseUrl() {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error('DATABASE_URL must name a filled PostgreSQL database');
    process.exit(2);
  }
  return url;
}

/** The environment of a production server of the shop on bench data, on 127.0.0.1:`port`. */
export function productionEnv({ port, databaseUrl, dataDir }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    SHOP_CONTACT_FILE: benchContactFile(),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
}

/**
 * CPU time (ms) used so far by a server's process tree (the process and its children) and by all PostgreSQL
 * processes, from /proc: what an answer costs, apart from how fast the load generator can take it. A process's
 * time includes its children that have exited (cutime, cstime): a PostgreSQL backend whose connection closed
 * during a run (a pool's idle timeout) moves its time to the postmaster instead of taking it out of the sum.
 */
export function cpuTicks(serverPid) {
  const tickMs = 10; // USER_HZ is 100 on Linux
  let server = 0;
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    const parent = Number(fields[1]);
    if (comm === 'postgres') postgres += ticks * tickMs;
    else if (Number(entry) === serverPid || parent === serverPid) server += ticks * tickMs;
  }
  return { server, postgres };
}
