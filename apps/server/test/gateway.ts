import http from 'node:http';

/** What the shop posts to the SMS webhook (notifications/providers.ts). */
export interface Text {
  to: string;
  channel: string;
  text: string;
}

/**
 * A local stand-in for the SMS gateway and the WhatsApp Cloud API on 127.0.0.1: it answers every POST with
 * `{"ok":true}` and records it; `texts` are the bodies posted to `smsUrl`.
 */
export async function startTestGateway() {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const texts: Text[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      received.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.url === '/sms') texts.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    smsUrl: `${url}/sms`,
    received,
    texts,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first truthy answer of `check`, asked every 50 ms for up to `ms`: what a message sent after the commit needs. */
export async function waitFor<T>(check: () => T | Promise<T>, ms = 10_000): Promise<NonNullable<T>> {
  for (const end = Date.now() + ms; ; ) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}
