// The ceiling of our stack on this machine: a bare Fastify answering a small JSON body, run by
// bench/browsers.mjs in the same run as the shop so that the shop's throughput reads as a share of it.
// `/same` answers the bytes the shop sent for a page, as the shop sent them (bench/browsers.mjs writes them to
// SAME_BODY_FILE): the ceiling for an answer that long and of that content, since sending 18 KB of Arabic JSON
// costs a server, and the load generator reading it, far more than a 17-byte body.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

let same;
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/same', (_req, reply) => {
  same ??= {
    body: readFileSync(process.env.SAME_BODY_FILE),
    headers: JSON.parse(readFileSync(`${process.env.SAME_BODY_FILE}.json`, 'utf8')),
  };
  reply.headers(same.headers).send(same.body);
});
await app.listen({ port: Number(process.env.PORT ?? 3499), host: '127.0.0.1' });
